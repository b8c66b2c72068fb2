"""`rulebook check`: a rules lawyer's question, answered by the real engine."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

QUESTIONS = Path(__file__).parent.parent / "data" / "questions"


def rulebook(*arguments: str | Path, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "rulebook.cli", *map(str, arguments)]
    return subprocess.run(command, capture_output=True, text=True, cwd=cwd, check=False)


@pytest.mark.parametrize("name", ["archer_en.feature", "archer_ru.feature"])
def test_a_question_that_holds_exits_0_in_either_language(name: str) -> None:
    result = rulebook("check", QUESTIONS / name)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "1 of 1 scenarios hold" in result.stdout
    assert "✓" in result.stdout and "✗" not in result.stdout


def test_a_russian_question_that_fails_names_the_rule_and_exits_1() -> None:
    result = rulebook("check", QUESTIONS / "refused_ru.feature")
    assert result.returncode == 1
    assert "✗ Тогда на c7 стоит воин «лучник» (синие), ран: 0" in result.stdout
    assert "(rule ZN-6.1)" in result.stdout
    assert "0 of 1 scenarios hold" in result.stdout


def test_an_unknown_step_is_bad_input_with_line_and_nearest_steps() -> None:
    result = rulebook("check", QUESTIONS / "unknown_step.feature")
    assert result.returncode == 2
    assert result.stdout == ""
    (line,) = result.stderr.splitlines()
    assert "unknown_step.feature:8: unknown step 'the warrior at c3 flies to c7'" in line
    assert "the warrior at {origin} moves to {destination}" in line


def test_a_malformed_feature_is_bad_input_with_its_line() -> None:
    result = rulebook("check", QUESTIONS / "malformed.feature")
    assert result.returncode == 2
    assert result.stderr.strip().endswith(
        "malformed.feature:5: inconsistent cell count within the table"
    )
    assert "Traceback" not in result.stderr


def test_a_missing_file_is_bad_input(tmp_path: Path) -> None:
    result = rulebook("check", tmp_path / "absent.feature")
    assert result.returncode == 2
    assert "absent.feature: no such file" in result.stderr


def test_a_file_that_is_not_utf8_is_bad_input(tmp_path: Path) -> None:
    question = tmp_path / "latin1.feature"
    question.write_bytes("Feature: x\n  Scenario: \xe9\n".encode("latin-1"))
    result = rulebook("check", question)
    assert result.returncode == 2
    assert "latin1.feature:2: is not UTF-8 text" in result.stderr


def test_a_duplicate_scenario_name_is_bad_input(tmp_path: Path) -> None:
    text = (QUESTIONS / "archer_en.feature").read_text(encoding="utf-8")
    scenario = text[text.index("  Scenario:") :]
    question = tmp_path / "twice.feature"
    question.write_text(text + "\n" + scenario, encoding="utf-8")
    result = rulebook("check", question)
    assert result.returncode == 2
    assert "is used twice (first on line 2)" in result.stderr


@pytest.mark.parametrize(
    "arguments",
    [[], ["frobnicate"], ["check"], ["build", "--lang", "fr"], ["check", "a", "b"]],
)
def test_bad_arguments_exit_2_with_one_line(arguments: list[str]) -> None:
    result = rulebook(*arguments)
    assert result.returncode == 2
    assert len(result.stderr.strip().splitlines()) == 1
    assert result.stderr.startswith("rulebook: error:")
