"""What a scenario run found: one record per scenario (per example row), one per step.

The results file is the bridge between the test runs and the books: the Sphinx
extension reads it to show each scenario's verdict inside the rule text. Each
record carries the stamp of the run that made it: the fingerprint of the code
it ran on (see :mod:`rulebook.scenarios.stamp`), the date and the commit. A run
merges its records into the file, so a partial run (``pytest -k horseman``)
replaces the verdicts it has and keeps the others, each with its own stamp.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, fields
from functools import lru_cache
from pathlib import Path
from typing import Any, Literal

Status = Literal["passed", "failed", "skipped", "undefined"]
FORMAT = 2
READABLE_FORMATS = (1, 2)  # format 1 had no stamps: its verdicts show as stale


class BadResults(Exception):
    """A results file that cannot be read."""

    def __init__(self, path: Path, message: str) -> None:
        super().__init__(f"{path}: {message}")
        self.path, self.message = path, message


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
    fingerprint: str  # of the scenario's text, in its language
    steps: list[StepResult] = field(default_factory=list)
    code: str = ""  # the fingerprint of the code it ran on ("": unknown)
    date: str = ""  # when it ran (ISO 8601, UTC)
    commit: str = ""  # the commit it ran on

    @property
    def status(self) -> Status:
        statuses = {step.status for step in self.steps}
        for status in ("undefined", "failed"):
            if status in statuses:
                return status  # type: ignore[return-value]
        return "passed" if statuses <= {"passed"} and self.steps else "skipped"

    @property
    def key(self) -> tuple[str, str, int, int]:
        """What a later run of the same scenario (row) replaces."""
        return record_key(self.to_dict())

    def to_dict(self) -> dict[str, Any]:
        # Field by field, not dataclasses.asdict: the snapshots are JSON values already,
        # and copying each of them deeply cost a scenario run a fifth of its time.
        record = {f.name: getattr(self, f.name) for f in fields(self)}
        record["steps"] = [{f.name: getattr(s, f.name) for f in fields(s)} for s in self.steps]
        return {**record, "status": self.status}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> ScenarioResult:
        fields = {k: v for k, v in data.items() if k not in ("status", "steps")}
        return cls(**fields, steps=[StepResult(**step) for step in data["steps"]])


def record_key(record: dict[str, Any]) -> tuple[str, str, int, int]:
    example = record["example"]
    return (
        record["feature"],
        record["language"],
        record["index"],
        -1 if example is None else example,
    )


def read_document(path: Path) -> dict[str, Any] | None:
    """The results file as JSON; None if there is none. BadResults if it is unreadable.

    The file holds every step of every scenario (megabytes), and one process may build
    several books on it: each version of it (inode, mtime, size) is read once, and
    every reader shares that reading, so none may change it.
    """
    if not path.exists():
        return None
    stat = path.stat()
    return parsed_document(path.resolve(), stat.st_ino, stat.st_mtime_ns, stat.st_size)


@lru_cache(maxsize=4)
def parsed_document(path: Path, inode: int, mtime_ns: int, size: int) -> dict[str, Any]:
    try:
        document = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError) as error:
        raise BadResults(path, f"not a results file ({error})") from None
    if not isinstance(document, dict) or document.get("format") not in READABLE_FORMATS:
        found = document.get("format") if isinstance(document, dict) else None
        raise BadResults(path, f"results format {found!r}, expected {FORMAT}")
    return document


def load_results(path: Path) -> list[ScenarioResult]:
    """The records of a results file; none if there is no file yet."""
    document = read_document(path)
    if document is None:
        return []
    try:
        return [ScenarioResult.from_dict(record) for record in document["scenarios"]]
    except (KeyError, TypeError) as error:
        raise BadResults(path, f"a malformed record ({error})") from None


def merged(old: list[dict[str, Any]], new: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """``old`` with every record that ``new`` has again replaced by the new one."""
    replaced = {record_key(record) for record in new}
    return [r for r in old if record_key(r) not in replaced] + new


def results_document(records: list[dict[str, Any]], run: dict[str, Any] | None = None) -> str:
    """The results file: every record sorted by scenario and row, and the last run's stamp."""
    records = sorted(records, key=record_key)
    head: dict[str, Any] = {"format": FORMAT, **({"run": run} if run else {})}
    # One record a line: as easy to diff as an indented file, and written by json's C
    # encoder (an indent makes it use the pure-Python one, several times slower).
    lines = [_one_line(head)[:-1] + ', "scenarios": [', *(_one_line(r) + "," for r in records)]
    if records:
        lines[-1] = lines[-1][:-1]
    return "\n".join([*lines, "]}"]) + "\n"


def _one_line(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=True)
