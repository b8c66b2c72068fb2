"""What a scenario run found: one record per scenario (per example row), one per step.

The results file is the bridge between the test run and the books: the Sphinx
extension reads it to show each scenario's verdict inside the rule text.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Literal

Status = Literal["passed", "failed", "skipped", "undefined"]
FORMAT = 1


@dataclass
class StepResult:
    keyword: str
    text: str
    line: int
    status: Status = "skipped"
    message: str = ""
    rule_id: str = ""
    snapshot: dict[str, Any] | None = None  # the engine's state after the step, if it changed


@dataclass
class ScenarioResult:
    feature: str  # the source feature file, relative to the checkout
    language: str
    index: int  # the scenario's place in its file (see rulebook.scenarios.catalogue)
    example: int | None  # the row of an outline's examples, counted across all its tables
    name: str
    line: int
    fingerprint: str
    steps: list[StepResult] = field(default_factory=list)

    @property
    def status(self) -> Status:
        statuses = {step.status for step in self.steps}
        for status in ("undefined", "failed"):
            if status in statuses:
                return status  # type: ignore[return-value]
        return "passed" if statuses <= {"passed"} and self.steps else "skipped"

    def to_dict(self) -> dict[str, Any]:
        return {**asdict(self), "status": self.status}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> ScenarioResult:
        fields = {k: v for k, v in data.items() if k not in ("status", "steps")}
        return cls(**fields, steps=[StepResult(**step) for step in data["steps"]])


def load_results(path: Path) -> list[ScenarioResult]:
    """The records of a results file; none if there is no file yet."""
    if not path.exists():
        return []
    document = json.loads(path.read_text(encoding="utf-8"))
    if document.get("format") != FORMAT:
        raise ValueError(f"{path}: results format {document.get('format')!r}, expected {FORMAT}")
    return [ScenarioResult.from_dict(record) for record in document["scenarios"]]


def results_document(records: list[dict[str, Any]]) -> str:
    records.sort(key=lambda r: (r["feature"], r["language"], r["index"], r["example"] or 0))
    return (
        json.dumps(
            {"format": FORMAT, "scenarios": records}, ensure_ascii=False, indent=1, sort_keys=True
        )
        + "\n"
    )
