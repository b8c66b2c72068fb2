"""Scripted dice that run short or are left over (engine level: Znamenosets rolls no dice).

A scenario scripts what the dice show; a roll nobody scripted, a face the die
does not have, or a result never rolled is a ScriptError with one clear line.
"""

from __future__ import annotations

import pytest

from engine.core.dice import ScriptedDice, ScriptError

FACES = ("sword", "shield", "push")


def one_line(error: pytest.ExceptionInfo[ScriptError]) -> str:
    message = str(error.value)
    assert "\n" not in message
    return message


def test_a_script_that_runs_short() -> None:
    dice = ScriptedDice(["sword"])
    dice.roll("attack", FACES)
    with pytest.raises(ScriptError) as error:
        dice.roll("attack", FACES)
    assert one_line(error) == "the attack die was rolled but no result is scripted"


def test_a_script_that_is_left_over() -> None:
    dice = ScriptedDice(["sword", "shield", "push"])
    dice.roll("attack", FACES)
    with pytest.raises(ScriptError) as error:
        dice.assert_exhausted()
    assert one_line(error) == "scripted results never rolled: shield, push"


def test_a_scripted_face_the_die_does_not_have() -> None:
    dice = ScriptedDice(["axe"])
    with pytest.raises(ScriptError) as error:
        dice.roll("attack", FACES)
    assert one_line(error) == "the attack die has no face 'axe' (faces: sword, shield, push)"
    assert dice.remaining == ("axe",)  # a refused roll uses up nothing
