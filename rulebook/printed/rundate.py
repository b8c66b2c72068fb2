"""When the scenarios behind a book's verdicts ran, as the book's readers write dates."""

from __future__ import annotations

import datetime
import json
from functools import lru_cache
from pathlib import Path

from babel.dates import format_date


def run_date(results: Path, language: str) -> str:
    """The date of the latest run recorded in ``results``; "" if there is no results file.

    A record may carry the date it ran; a file without dates was written whole by
    one run, so its modification time is that run's.
    """
    try:
        stat = results.stat()
    except OSError:
        return ""
    moment = latest_run(results.resolve(), stat.st_ino, stat.st_mtime_ns, stat.st_size)
    return format_date(moment, format="long", locale=language) if moment else ""


@lru_cache(maxsize=8)
def latest_run(results: Path, inode: int, mtime_ns: int, size: int) -> datetime.date | None:
    """The day of the latest run in ``results`` as it is now (its inode, mtime and size).

    Every page of a book asks; the file holds every step of every scenario (megabytes),
    so it is read once for each version of it, not once a page.
    """
    try:
        document = json.loads(results.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    records = document.get("scenarios", []) if isinstance(document, dict) else []
    dates = [r["date"] for r in records if isinstance(r, dict) and r.get("date")]
    try:
        moment = (
            datetime.datetime.fromisoformat(max(dates).replace("Z", "+00:00"))
            if dates
            else datetime.datetime.fromtimestamp(mtime_ns / 1e9, tz=datetime.UTC)
        )
    except ValueError:
        return None
    return moment.date()
