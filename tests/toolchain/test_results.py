"""The results file: the same verdicts whether the scenarios run serially or in parallel."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

from support.books import Books

from rulebook.paths import REPO_ROOT
from rulebook.scenarios.runs import scenarios_command


def run(results: Path, *extra: str) -> dict[str, object]:
    completed = subprocess.run(
        scenarios_command(f"--rulebook-results={results}", *extra),
        cwd=REPO_ROOT,
        capture_output=True,
        text=True,
    )
    assert completed.returncode == 0, completed.stdout[-2000:]
    return json.loads(results.read_text(encoding="utf-8"))


def verdicts(document: dict[str, object]) -> list[dict[str, object]]:
    """The records without the stamp of their run (when it was, on which commit)."""
    return [
        {key: value for key, value in record.items() if key not in ("date", "commit")}
        for record in document["scenarios"]  # type: ignore[attr-defined]
    ]


# The parallel run is about the recorder (xdist's workers send their records to the
# controller), not the games: one game's scenarios, in both languages, are enough, and the
# other games' modules are not even collected.
GAME = "znamenosets"
OTHER_MODULES = sorted(
    f"--ignore={module.relative_to(REPO_ROOT).as_posix()}"
    for module in (REPO_ROOT / "tests" / "scenarios").glob("test_*.py")
    if module.stem.removesuffix("_ru") != f"test_{GAME}"
)


def test_parallel_and_serial_runs_write_the_same_results(tmp_path: Path, real_books: Books) -> None:
    serial = json.loads(real_books.results.read_text(encoding="utf-8"))  # the session's serial run
    parallel = run(tmp_path / "parallel.json", "-n", "2", *OTHER_MODULES)
    ran = verdicts(parallel)
    assert {record["feature"].split("/")[1] for record in ran} == {GAME}
    one_game = [r for r in verdicts(serial) if r["feature"].startswith(f"features/{GAME}/")]
    assert len(ran) == len(one_game) > 100
    assert ran == one_game
    records = serial["scenarios"]
    assert {r["language"] for r in records} == {"en", "ru"}
    assert all(r["status"] == "passed" for r in records)
    english = {(r["feature"], r["index"], r["example"]) for r in records if r["language"] == "en"}
    russian = {(r["feature"], r["index"], r["example"]) for r in records if r["language"] == "ru"}
    assert english == russian, "every scenario runs in both languages"
    assert all(r["feature"].startswith("features/") for r in records)
