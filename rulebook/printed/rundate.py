"""When the scenarios behind a book's verdicts ran, as the book's readers write dates."""

from __future__ import annotations

import datetime
import json
from pathlib import Path

from babel.dates import format_date


def run_date(results: Path, language: str) -> str:
    """The date of the latest run recorded in ``results``; "" if there is no results file.

    A record may carry the date it ran; a file without dates was written whole by
    one run, so its modification time is that run's.
    """
    try:
        document = json.loads(results.read_text(encoding="utf-8"))
        written = results.stat().st_mtime
    except (OSError, ValueError):
        return ""
    records = document.get("scenarios", []) if isinstance(document, dict) else []
    dates = [r["date"] for r in records if isinstance(r, dict) and r.get("date")]
    try:
        moment = (
            datetime.datetime.fromisoformat(max(dates).replace("Z", "+00:00"))
            if dates
            else datetime.datetime.fromtimestamp(written, tz=datetime.UTC)
        )
    except ValueError:
        return ""
    return format_date(moment.date(), format="long", locale=language)
