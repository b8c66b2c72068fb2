"""A scenario's verdict for the books: the recorded run, unless the scenario or its code moved on.

``passed``, ``failed``, ``skipped`` and ``undefined`` come from the run;
``stale`` means the scenario's text (in that language), the engine or the step
vocabulary changed after the run, so the recorded verdict proves nothing now;
``not run`` means the run has no record of it.
"""

from __future__ import annotations

import os
import pickle
import tempfile
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from rulebook.scenarios.results import ScenarioResult, load_results
from rulebook.scenarios.stamp import CodeFingerprints

STALE, NOT_RUN = "stale", "not run"
STATUSES = ("passed", "failed", "skipped", "undefined", STALE, NOT_RUN)
FAILURES = ("failed", "undefined")
# The worst status of several (outline rows) decides the scenario's.
SEVERITY = {"undefined": 0, "failed": 1, STALE: 2, NOT_RUN: 3, "skipped": 4, "passed": 5}


@dataclass
class Verdict:
    status: str
    records: list[ScenarioResult] = field(default_factory=list)

    @property
    def date(self) -> str:
        """When the recorded run happened (the earliest, if rows ran apart); "" if unknown."""
        dates = [r.date for r in self.records if r.date]
        return min(dates) if dates else ""


def kept_results(path: Path, language: str | None, cache: Path | None) -> list[ScenarioResult]:
    """The records of a results file (of ``language``), read back from ``cache`` when it
    holds them for this version of the file (its path, size and time)."""
    if cache is None or not path.exists():
        return language_records(load_results(path), language)
    stat = path.stat()
    version = (str(path.resolve()), stat.st_size, stat.st_mtime_ns, language)
    kept = cache / f"rulebook-results-{language or 'all'}.pickle"
    try:
        with kept.open("rb") as file:
            found, records = pickle.load(file)
        if found == version:
            return records  # type: ignore[no-any-return]
    except (OSError, pickle.UnpicklingError, EOFError, AttributeError, ImportError, ValueError):
        pass
    records = language_records(load_results(path), language)
    with tempfile.NamedTemporaryFile("wb", dir=cache, delete=False) as file:
        pickle.dump((version, records), file, protocol=pickle.HIGHEST_PROTOCOL)
    os.replace(file.name, kept)
    return records


def language_records(records: list[ScenarioResult], language: str | None) -> list[ScenarioResult]:
    return records if language is None else [r for r in records if r.language == language]


def row_statuses(verdict: Verdict, rows: int | None) -> list[str]:
    """The verdict of each example row of an outline (of a plain scenario: its one verdict)."""
    if rows is None:
        return [verdict.status]
    if verdict.status in (STALE, NOT_RUN):
        return [verdict.status] * rows
    by_row = {r.example: r.status for r in verdict.records}
    return [by_row.get(row, NOT_RUN) for row in range(rows)]


def worst(statuses: list[str]) -> str:
    return min(statuses, key=SEVERITY.__getitem__) if statuses else NOT_RUN


class Verdicts:
    """Every recorded verdict, by (feature, language, scenario index)."""

    def __init__(
        self, records: list[ScenarioResult], code: Callable[[str], str] | None = None
    ) -> None:
        self.code = code or CodeFingerprints().of  # feature -> the fingerprint of its code now
        self.records: dict[tuple[str, str, int], list[ScenarioResult]] = defaultdict(list)
        for record in records:
            self.records[(record.feature, record.language, record.index)].append(record)

    @classmethod
    def load(cls, path: Path, language: str | None = None, cache: Path | None = None) -> Verdicts:
        """The verdicts of a results file (of ``language``'s runs alone, if given). With
        ``cache`` (a folder), the records read are kept there for the next reader of the same
        version of the file: a book's rebuild then skips the megabytes of JSON."""
        return cls(kept_results(path, language, cache))

    def verdict(
        self, feature: str, language: str, index: int, fingerprint: str, rows: int | None = None
    ) -> Verdict:
        """The verdict of a scenario (an outline with ``rows`` example rows) as it stands now."""
        records = sorted(
            self.records.get((feature, language, index), []), key=lambda r: r.example or 0
        )
        # A record of another shape is another scenario's that stood here before (a merged
        # run keeps it): rows an outline no longer has, an outline's rows for a plain scenario.
        if rows is None:
            records = [r for r in records if r.example is None]
        else:
            records = [r for r in records if r.example is not None and r.example < rows]
        if not records:
            return Verdict(NOT_RUN)
        code = self.code(feature)
        if any(r.fingerprint != fingerprint or r.code != code for r in records):
            return Verdict(STALE, records)
        statuses = [r.status for r in records]
        if rows is not None and len({r.example for r in records}) < rows:
            statuses.append(NOT_RUN)  # some rows were never run
        return Verdict(worst(statuses), records)
