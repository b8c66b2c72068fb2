"""When the scenarios behind a book's verdicts ran, as the book's readers write dates."""

from __future__ import annotations

import datetime
from pathlib import Path

from babel.dates import format_date

from rulebook.scenarios.results import BadResults, read_document


def run_date(results: Path, language: str) -> str:
    """The date of the latest run recorded in ``results``; "" if there is no results file.

    A record may carry the date it ran; a file without dates was written whole by
    one run, so its modification time is that run's.
    """
    try:
        document = read_document(results)
    except (OSError, BadResults):
        return ""
    if document is None:
        return ""
    records = document.get("scenarios", [])
    dates = [r["date"] for r in records if isinstance(r, dict) and r.get("date")]
    try:
        moment = (
            datetime.datetime.fromisoformat(max(dates).replace("Z", "+00:00"))
            if dates
            else datetime.datetime.fromtimestamp(results.stat().st_mtime, tz=datetime.UTC)
        )
    except (OSError, ValueError):
        return ""
    return format_date(moment.date(), format="long", locale=language)
