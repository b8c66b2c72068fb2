"""Wrong verdicts of the issue's reproducers, each checked where a verdict shows.

A verdict shows in three places: ``rulebook check``'s output and exit status, the
pytest run of the scenarios (the test's outcome), and the books (the results file
the runner writes, read through the books' own :class:`Verdicts`).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from support.cli import in_process
from support.processes import child, environment_without

from rulebook.scenarios.results import ScenarioResult
from rulebook.scenarios.verdicts import Verdicts

QUESTIONS = Path(__file__).parent.parent / "data" / "questions"
CONFTEST = (
    "from rulebook.vocabulary import GAME_MODULES\n\n"
    'pytest_plugins = [*GAME_MODULES, "rulebook.scenarios.plugin"]\n'
)


def answer(output: str, step: str) -> tuple[str, str]:
    """The line of ``step`` in an answer, and the indented line under it (or '')."""
    lines = output.splitlines()
    (number,) = [n for n, line in enumerate(lines) if f"  {step}  [" in line]
    below = lines[number + 1] if number + 1 < len(lines) else ""
    return lines[number], below if below.startswith("        ") else ""


def check(*arguments: str | Path) -> subprocess.CompletedProcess[str]:
    """``rulebook check`` in this process (tests/support/cli.py; test_check.py runs the
    real command too)."""
    return in_process("check", *arguments)


def pytest_run(feature: Path, folder: Path) -> tuple[subprocess.CompletedProcess[str], Path]:
    """The feature run by pytest as the suite runs scenarios; its outcome and results file."""
    (folder / "conftest.py").write_text(CONFTEST, encoding="utf-8")
    (folder / "test_question.py").write_text(
        f"from pytest_bdd import scenarios\n\nscenarios({str(feature)!r})\n", encoding="utf-8"
    )
    results = folder / "results.json"
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-c", os.devnull]
    command += ["--rootdir", str(folder), f"--rulebook-results={results}"]
    done = child([*command, folder / "test_question.py"], folder, environment_without("PYTEST"))
    return done, results


def book_verdict(results: Path) -> tuple[str, ScenarioResult]:
    """The verdict the books show for the one scenario of a results file."""
    ((record,),) = [json.loads(results.read_text(encoding="utf-8"))["scenarios"]]
    verdicts = Verdicts.load(results)
    shown = verdicts.verdict(record["feature"], "en", record["index"], record["fingerprint"])
    return shown.status, shown.records[0]


@pytest.mark.parametrize(
    ("question", "code", "step", "printed"),
    [
        pytest.param(
            "diagonal_refused_en.feature",
            1,
            "When the warrior at d4 moves to e5",
            (
                "  ✗  10  When the warrior at d4 moves to e5  [failed]",
                "        refused, and no later step expects it: the blue heavy infantryman at d4 "
                "cannot reach e5 through free cells within 3 steps (rule ZN-6.2)",
            ),
            id="a refused action no step expects fails on its step",
        ),
        pytest.param(
            "automatic_removal_en.feature",
            0,
            "When the warrior at d4 moves to e5",
            (
                "  ✓   8  When the warrior at d4 moves to e5  [passed]",
                "        it walks orthogonally: d4 → d5 → e5 (rule ZN-6.1); "
                "blue cannot attack, so the removal phase begins (rule ZN-5.5)",
            ),
            id="an automatic transition is printed as such",
        ),
        pytest.param(  # the engine refuses it (issue 8's ``position``), with the rule
            "removal_unreachable_en.feature",
            1,
            "And blue is to play in the removal phase",
            (
                "  ✗   7  And blue is to play in the removal phase  [failed]",
                "        blue can both move and attack, so no warrior is removed (rule ZN-5.5)",
            ),
            id="a position no game reaches fails its given step",
        ),
    ],
)
def test_check_prints_the_verdict_of_the_step(
    question: str, code: int, step: str, printed: tuple[str, str]
) -> None:
    result = check(QUESTIONS / question)
    assert result.returncode == code, result.stdout
    assert answer(result.stdout, step) == printed


def test_a_refused_action_no_step_expects_fails_the_pytest_run_and_the_books(
    tmp_path: Path,
) -> None:
    done, results = pytest_run(QUESTIONS / "diagonal_refused_en.feature", tmp_path)
    assert done.returncode == 1, done.stdout + done.stderr
    assert "1 failed" in done.stdout and "error" not in done.stdout.lower()
    status, record = book_verdict(results)
    assert status == "failed"
    refused = record.steps[1]
    assert (refused.status, refused.rule_id) == ("failed", "ZN-6.2")
    assert "cannot reach e5 through free cells" in refused.message


def test_a_given_phase_the_rules_would_leave_fails_its_step_naming_the_rule() -> None:
    result = check(QUESTIONS / "attack_phase_skipped_en.feature")
    assert result.returncode == 1
    assert answer(result.stdout, "And blue is to play in the attack phase") == (
        "  ✗   7  And blue is to play in the attack phase  [failed]",
        "        blue cannot be in the attack phase here: no warrior of theirs can attack, "
        "so the rules go on to the removal phase (rule ZN-5.5)",
    )
    assert "ZN-5.2" not in result.stdout  # the question is not answered about another phase
    skipped, _ = answer(result.stdout, "When the warrior at c4 attacks the warrior at c5")
    assert skipped.startswith("  -   8  ")


def test_a_hypothetical_position_is_labelled_so_once() -> None:
    result = check(QUESTIONS / "archer_en.feature")
    assert result.returncode == 0
    labels = [line for line in result.stdout.splitlines() if "hypothetical position" in line]
    assert labels == [
        "        hypothetical position: some standard-bearers are neither on the board nor lost "
        "(rule ZN-3.4)"
    ]


def test_every_game_keeps_its_scenarios_in_a_scenario_world() -> None:
    """The runner blames an unexpected refusal through ScenarioWorld: every game must use it."""
    import importlib

    from rulebook.games import GAMES
    from rulebook.vocabulary.world import ScenarioWorld

    for game in GAMES:
        name = game.vocabulary
        module = importlib.import_module(name)
        worlds = [
            value
            for value in vars(module).values()
            if isinstance(value, type)
            and issubclass(value, ScenarioWorld)
            and value is not ScenarioWorld
        ]
        assert worlds, f"{name} has no ScenarioWorld subclass"
