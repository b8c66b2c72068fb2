"""A scenario's verdict for the books: the recorded run, unless the scenario or its code moved on.

``passed``, ``failed``, ``skipped`` and ``undefined`` come from the run;
``stale`` means the scenario's text (in that language), the engine or the step
vocabulary changed after the run, so the recorded verdict proves nothing now;
``not run`` means the run has no record of it.
"""

from __future__ import annotations

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
    def load(cls, path: Path) -> Verdicts:
        return cls(load_results(path))

    def verdict(
        self, feature: str, language: str, index: int, fingerprint: str, rows: int | None = None
    ) -> Verdict:
        """The verdict of a scenario (an outline with ``rows`` example rows) as it stands now."""
        records = sorted(
            self.records.get((feature, language, index), []), key=lambda r: r.example or 0
        )
        if rows is not None:  # rows an outline no longer has are not its verdict
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
