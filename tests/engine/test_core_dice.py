"""Seeded and scripted dice (engine.core.dice)."""

from __future__ import annotations

import pytest

from engine.core.dice import ScriptedDice, ScriptError, SeededDice

FACES = ["sword", "shield", "push"]


def test_seeded_dice_repeat_with_the_same_seed() -> None:
    first, second = SeededDice(42), SeededDice(42)
    assert [first.roll("d", FACES) for _ in range(20)] == [
        second.roll("d", FACES) for _ in range(20)
    ]
    assert first.shuffle(range(10)) == second.shuffle(range(10))
    assert first.choice("abcdef") == second.choice("abcdef")


def test_seeded_dice_differ_between_seeds() -> None:
    assert SeededDice(1).shuffle(range(20)) != SeededDice(2).shuffle(range(20))


def test_shuffle_returns_a_new_list_and_keeps_the_input() -> None:
    items = [1, 2, 3, 4, 5]
    shuffled = SeededDice(3).shuffle(items)
    assert items == [1, 2, 3, 4, 5]
    assert sorted(shuffled) == items
    assert shuffled is not items


def test_known_sequence_is_stable() -> None:
    # random.Random(int) is specified to be reproducible across platforms.
    assert SeededDice(0).shuffle(range(6)) == SeededDice(0).shuffle(list(range(6)))
    assert SeededDice(0).choice(range(100)) == 49


def test_choice_of_nothing_fails() -> None:
    with pytest.raises(IndexError):
        SeededDice(1).choice([])


def test_rolls_stay_on_the_faces() -> None:
    dice = SeededDice(9)
    assert {dice.roll("d", FACES) for _ in range(200)} == set(FACES)


def test_scripted_dice_give_results_in_order() -> None:
    dice = ScriptedDice(["push", "sword"])
    assert dice.roll("attack", FACES) == "push"
    assert dice.remaining == ("sword",)
    assert dice.roll("attack", FACES) == "sword"
    dice.assert_exhausted()


def test_a_roll_nobody_scripted_fails() -> None:
    dice = ScriptedDice([])
    with pytest.raises(ScriptError, match="no result is scripted"):
        dice.roll("attack", FACES)


def test_a_result_the_die_cannot_show_fails() -> None:
    dice = ScriptedDice(["axe"])
    with pytest.raises(ScriptError, match="no face 'axe'"):
        dice.roll("attack", FACES)


def test_leftover_script_fails() -> None:
    dice = ScriptedDice(["sword", "shield"])
    dice.roll("attack", FACES)
    with pytest.raises(ScriptError, match="shield"):
        dice.assert_exhausted()
