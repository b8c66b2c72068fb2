"""Warseer's scripted dice are strict to the end: a result no action rolls fails the scenario."""

from __future__ import annotations

from pathlib import Path

from support.cli import in_process

QUESTION = """\
Feature: A roll no action uses
  Scenario: The Ogre stays where it is
    Given the battlefield:
      | hex | creature  | player | dice |
      | c3  | Swordsman | south  | 1    |
      | c4  | Ogre      | north  |      |
{script}    Then Ogre stands on c4
"""


def ask(tmp_path: Path, script: str) -> tuple[int, str]:
    question = tmp_path / "question.feature"
    question.write_text(QUESTION.format(script=script), encoding="utf-8")
    answer = in_process("check", question)
    return answer.returncode, answer.stdout


def test_a_result_scripted_for_no_action_fails_the_then_step_that_follows(
    tmp_path: Path,
) -> None:
    status, out = ask(tmp_path, "    And the dice will roll: push\n")
    assert status == 1, out
    assert "✗   8  Then Ogre stands on c4  [failed]" in out
    assert "scripted results never rolled: push" in out


def test_without_the_script_the_same_question_holds(tmp_path: Path) -> None:
    status, out = ask(tmp_path, "")
    assert status == 0, out
