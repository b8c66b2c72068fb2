"""Warseer dice (LS2-6, ruling LS2-C): three ranks of six faces, strict scripted rolls."""

from __future__ import annotations

import pytest

from engine.core.dice import ScriptError, SeededDice
from engine.signum.warseer.dice import (
    CRITICAL,
    DRAGON,
    PUSH,
    SWORD,
    Die,
    Roll,
    parse_face,
    roll_face,
    roll_pool,
    scripted,
    table,
)


def test_three_ranks_of_six_faces_from_the_data_file() -> None:
    dice = table()
    assert sorted(dice.ranks) == [1, 2, 3]
    assert all(len(dice.faces(rank)) == 6 for rank in (1, 2, 3))
    assert dice.faces(1).count(()) == 2
    assert (SWORD, PUSH) in dice.faces(2)
    assert (SWORD, CRITICAL) in dice.faces(3)


def damage_chance(rank: int) -> float:
    faces = table().faces(rank)
    return sum(SWORD in face or DRAGON in face for face in faces) / 6


def test_a_higher_rank_hits_more_often() -> None:
    assert damage_chance(1) < damage_chance(2) < damage_chance(3)


def test_every_symbol_is_on_some_die_and_dragon_is_not_on_rank_1() -> None:
    shown = {symbol for rank in (1, 2, 3) for face in table().faces(rank) for symbol in face}
    assert shown == {SWORD, DRAGON, PUSH, CRITICAL}
    assert not any(DRAGON in face for face in table().faces(1))


def test_a_scripted_face_may_list_its_symbols_in_any_order() -> None:
    dice = scripted(["push+sword", "blank"])
    assert roll_face(dice, 2) == (SWORD, PUSH)
    assert roll_face(dice, 1) == ()
    dice.assert_exhausted()


@pytest.mark.parametrize(("rank", "face"), [(1, "dragon"), (2, "sword+critical"), (3, "blank")])
def test_a_face_the_rank_lacks_refuses_the_script(rank: int, face: str) -> None:
    with pytest.raises(ScriptError, match=f"rank-{rank} die has no face"):
        roll_face(scripted([face]), rank)


def test_an_unknown_symbol_cannot_be_scripted() -> None:
    with pytest.raises(ValueError, match="not a die symbol"):
        scripted(["shield"])


def test_an_unscripted_roll_and_an_unused_script_both_fail() -> None:
    with pytest.raises(ScriptError, match="no result is scripted"):
        roll_pool(scripted(["sword"]), (1, 1))
    dice = scripted(["sword", "push"])
    roll_face(dice, 1)
    with pytest.raises(ScriptError, match="never rolled"):
        dice.assert_exhausted()


def test_seeded_rolls_repeat_and_show_real_faces() -> None:
    first = roll_pool(SeededDice(3), (1, 2, 3, 3))
    assert first == roll_pool(SeededDice(3), (1, 2, 3, 3))
    assert all(die.face in table().faces(die.rank) for die in first)


def test_a_roll_counts_symbols_and_removes_them_one_at_a_time() -> None:
    roll = Roll((Die(2, (SWORD, PUSH)), Die(3, (DRAGON,)), Die(1, (SWORD,))), added=(SWORD,))
    assert roll.count(SWORD) == 3
    assert roll.remove(SWORD, 1).count(SWORD) == 2
    assert roll.remove(SWORD).count(SWORD) == 0
    assert roll.remove(DRAGON, 1).count(PUSH) == 1


def test_token_rolls_use_one_rank_1_die() -> None:
    dice = table()
    assert dice.token_rank == 1
    assert dice.token_effect("poison", parse_face("sword")) == "wound"
    assert dice.token_effect("poison", ()) == "lose_token"
    assert dice.token_effect("poison", parse_face("push")) is None
    assert dice.token_effect("regeneration", parse_face("critical")) == "heal_2"
    assert dice.token_effect("disease", parse_face("critical")) == "infect"
