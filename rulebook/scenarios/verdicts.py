"""A scenario's verdict for the books: the recorded run, unless the text moved on.

``passed``, ``failed``, ``skipped`` and ``undefined`` come from the run;
``stale`` means the scenario's text (in that language) changed after the run;
``not run`` means the run has no record of it.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

from rulebook.scenarios.results import ScenarioResult, load_results

STALE, NOT_RUN = "stale", "not run"
STATUSES = ("passed", "failed", "skipped", "undefined", STALE, NOT_RUN)
# The worst status of several (outline rows) decides the scenario's.
SEVERITY = {"undefined": 0, "failed": 1, STALE: 2, NOT_RUN: 3, "skipped": 4, "passed": 5}


@dataclass
class Verdict:
    status: str
    records: list[ScenarioResult] = field(default_factory=list)


def worst(statuses: list[str]) -> str:
    return min(statuses, key=SEVERITY.__getitem__) if statuses else NOT_RUN


class Verdicts:
    """Every recorded verdict, by (feature, language, scenario index)."""

    def __init__(self, records: list[ScenarioResult]) -> None:
        self.records: dict[tuple[str, str, int], list[ScenarioResult]] = defaultdict(list)
        for record in records:
            self.records[(record.feature, record.language, record.index)].append(record)

    @classmethod
    def load(cls, path: Path) -> Verdicts:
        return cls(load_results(path))

    def verdict(self, feature: str, language: str, index: int, fingerprint: str) -> Verdict:
        records = sorted(
            self.records.get((feature, language, index), []), key=lambda r: r.example or 0
        )
        if not records:
            return Verdict(NOT_RUN)
        if any(r.fingerprint != fingerprint for r in records):
            return Verdict(STALE, records)
        return Verdict(worst([r.status for r in records]), records)
