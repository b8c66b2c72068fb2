"""The direct runner (rulebook check, Try it) gives every verdict a pytest-bdd run gives:
every step's status, message and rule, for every scenario of the books in both languages,
and for questions that fail every way a step can; and it runs with no pytest at all."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from support.books import Books

from rulebook.paths import FEATURES_DIR, REPO_ROOT
from rulebook.scenarios.gherkin import parse_feature, read_text
from rulebook.scenarios.results import ScenarioResult
from rulebook.scenarios.runner import run_document, run_file
from rulebook.scenarios.translate import source_key, translate_all, translate_file
from rulebook.vocabulary import load

DATA = Path(__file__).parent.parent / "data"
QUESTIONS = sorted((DATA / "questions").glob("*.feature"))
FAILING = [DATA / "runner" / "failures.feature", *QUESTIONS]
RUN_STAMP = ("code", "date", "commit")  # when and on what a run ran, not what it found

Key = tuple[str, str, int, int | None]


def keyed(records: list[dict[str, Any]]) -> dict[Key, dict[str, Any]]:
    return {
        (r["feature"], r["language"], r["index"], r["example"]): {
            k: v for k, v in r.items() if k not in RUN_STAMP
        }
        for r in records
    }


def by_runner(paths: list[Path]) -> dict[Key, dict[str, Any]]:
    return keyed([r.to_dict() for path in paths for r in run_file(path)])


def by_pytest_bdd(paths: list[Path]) -> dict[Key, dict[str, Any]]:
    """The verdicts of a pytest-bdd run of ``paths`` (in a process of its own)."""
    code = (
        "import json, sys, pathlib\n"
        "from rulebook.scenarios.runs import run_with_pytest\n"
        "paths = [pathlib.Path(p) for p in sys.argv[1:]]\n"
        "print(json.dumps([r.to_dict() for r in run_with_pytest(paths)]))\n"
    )
    command = [sys.executable, "-c", code, *map(str, paths)]
    done = subprocess.run(command, capture_output=True, text=True, cwd=REPO_ROOT, check=True)
    return keyed(json.loads(done.stdout.splitlines()[-1]))


def assert_same(runner: dict[Key, dict[str, Any]], pytest_bdd: dict[Key, dict[str, Any]]) -> None:
    assert runner.keys() == pytest_bdd.keys()
    for key, expected in pytest_bdd.items():
        found = runner[key]
        for number, (mine, theirs) in enumerate(
            zip(found["steps"], expected["steps"], strict=True)
        ):
            assert mine == theirs, f"{key}, step {number}"
        assert found == expected, key


def test_every_scenario_of_the_books_gets_the_verdicts_of_pytest_bdd(real_books: Books) -> None:
    """The session's pytest-bdd run (the one the books show) against the runner."""
    pytest_bdd = keyed(json.loads(real_books.results.read_text(encoding="utf-8"))["scenarios"])
    sources = sorted(FEATURES_DIR.rglob("*.feature"))
    runner = by_runner([*sources, *sorted(translate_all("ru").rglob("*.feature"))])
    assert {key[1] for key in runner} == {"en", "ru"} and len(runner) > 300
    assert_same(runner, pytest_bdd)


UNDEFINED = DATA / "runner" / "undefined.feature"


@pytest.fixture(scope="module")
def failing(tmp_path_factory: pytest.TempPathFactory) -> list[Path]:
    """Questions that fail every way a step can, as written and (the English) in Russian."""
    load()
    folder = tmp_path_factory.mktemp("failing")
    russian = folder / "failures.ru.feature"
    russian.write_text(translate_file(FAILING[0], "ru"), encoding="utf-8")
    readable = [path for path in FAILING if path.stem not in ("malformed", "unknown_step")]
    return [*readable, russian]


@pytest.fixture(scope="module")
def pytest_bdd_verdicts(failing: list[Path]) -> dict[Key, dict[str, Any]]:
    """One pytest-bdd run of the failing questions and of a step nothing reads."""
    return by_pytest_bdd([*failing, UNDEFINED])


def test_failing_questions_get_the_verdicts_of_pytest_bdd(
    failing: list[Path], pytest_bdd_verdicts: dict[Key, dict[str, Any]]
) -> None:
    runner = by_runner(failing)
    statuses = {step["status"] for record in runner.values() for step in record["steps"]}
    assert statuses == {"passed", "failed", "skipped"}
    assert_same(runner, {k: v for k, v in pytest_bdd_verdicts.items() if k in runner})


def test_a_step_nothing_reads_is_undefined_as_in_pytest_bdd(
    pytest_bdd_verdicts: dict[Key, dict[str, Any]],
) -> None:
    """Validation refuses such a question first; run without it, the verdict is pytest-bdd's."""
    document = parse_feature(read_text(UNDEFINED), UNDEFINED)
    runner = keyed([r.to_dict() for r in run_document(document, UNDEFINED, source_key(UNDEFINED))])
    assert [s["status"] for r in runner.values() for s in r["steps"]] == [
        "passed",
        "undefined",
        "skipped",
    ]
    assert_same(runner, {k: v for k, v in pytest_bdd_verdicts.items() if k in runner})


def test_the_runner_needs_no_pytest() -> None:
    """As in the browser: pytest and pytest-bdd cannot be imported, and the verdicts hold."""
    question = DATA / "runner" / "failures.feature"
    code = (
        "import json, sys, pathlib\n"
        "sys.modules.update(pytest=None, pytest_bdd=None, _pytest=None)\n"
        "from rulebook.scenarios.runner import run_file\n"
        "print(json.dumps([r.to_dict() for r in run_file(pathlib.Path(sys.argv[1]))]))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code, str(question)], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr
    found = [ScenarioResult.from_dict(r).to_dict() for r in json.loads(done.stdout)]
    assert keyed(found) == by_runner([question])


def fresh_python(code: str) -> subprocess.CompletedProcess[str]:
    """``code`` run in a Python of its own, with a question's path as its argument."""
    question = DATA / "questions" / "archer_en.feature"
    return subprocess.run(
        [sys.executable, "-c", code, str(question)], capture_output=True, text=True, check=False
    )


def test_rulebook_check_imports_no_pytest() -> None:
    """A question's run needs none of pytest: ``rulebook check`` starts without it."""
    code = (
        "import sys\n"
        "from rulebook.cli import main\n"
        "status = main(['check', sys.argv[1]])\n"
        "print(status, sorted(m for m in sys.modules if m.split('.')[0] in "
        "('pytest', '_pytest', 'pytest_bdd')))\n"
    )
    done = fresh_python(code)
    assert done.stdout.splitlines()[-1] == "0 []", done.stdout + done.stderr


def test_a_vocabulary_loaded_before_pytest_stops_a_pytest_bdd_run() -> None:
    """Its steps are the runner's alone then: a pytest-bdd run would find none of them."""
    code = (
        "import pathlib, sys\n"
        "from rulebook.vocabulary import load\n"
        "load()\n"
        "from rulebook.scenarios.runs import run_with_pytest\n"
        "print(len(run_with_pytest([pathlib.Path(sys.argv[1])])))\n"
    )
    done = fresh_python(code)
    assert done.stdout.splitlines()[-1] == "0"
    assert "the scenario vocabulary was imported before pytest" in done.stderr
