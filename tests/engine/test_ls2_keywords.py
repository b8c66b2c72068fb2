"""The combat keywords of the glossary (LS2-12), each against the real attack sequence."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest
from support.warseer import MAGIC, MELEE, N, S, creature, strike

from engine.core.dice import Dice
from engine.core.errors import RuleViolation
from engine.signum.warseer.attack import (
    Protect,
    apply_attack_action,
    attack_actions,
    declare_attack,
)
from engine.signum.warseer.battlefield import Player
from engine.signum.warseer.dice import scripted
from engine.signum.warseer.hexes import Hex
from engine.signum.warseer.keywords import GLOSSARY, heal_with, rule
from engine.signum.warseer.modify import Pass
from engine.signum.warseer.state import (
    AttackType,
    Creature,
    GameState,
    Kind,
)


def make(i: int, owner: Player, at: str, words: str = "", **rest: Any) -> Creature:
    """A creature of 6 health unless told, with these keywords."""
    return creature(i, owner, at, words=words, **{"health": 6, **rest})


def board(*creatures: Creature) -> GameState:
    return GameState.new().with_creatures(creatures)


def dice_rolled(state: GameState, attacker: int = 1, target: int = 2, n: int = 4) -> list[int]:
    """The ranks of the dice an attack rolls (a critical is on every rank's die)."""
    dice: Dice = scripted(["critical"] * n)
    under_way = declare_attack(state, attacker, target, dice).attack
    return [d.rank for d in under_way.roll.dice]


def test_every_glossary_keyword_has_its_rule_id_in_order() -> None:
    assert len(GLOSSARY) == 45
    assert rule("Agile") == "LS2-12.1" and rule("Warlord") == "LS2-12.45"
    assert rule("Run 2") == "LS2-12.39" and rule("Master of Attack 1") == "LS2-12.31"


def test_warlord_adds_one_die_does_not_stack_and_skips_itself_and_brutes() -> None:
    one = board(make(1, S, "c3", dice=(2, 3)), make(5, S, "c2", "Warlord"), make(2, N, "c4"))
    assert dice_rolled(one) == [2, 3, 2]
    two = one.with_creature(make(6, S, "b3", "Warlord"))
    assert dice_rolled(two) == [2, 3, 2]
    brute = board(make(1, S, "c3", "Brute"), make(5, S, "c2", "Warlord"), make(2, N, "c4"))
    assert dice_rolled(brute) == [2]
    alone = board(make(1, S, "c3", "Warlord"), make(2, N, "c4"))
    assert dice_rolled(alone) == [2]


def test_ambush_adds_a_die_only_without_a_move() -> None:
    still = board(make(1, S, "c3", "Ambush"), make(2, N, "c4"))
    assert dice_rolled(still) == [2, 2]
    moved = still.with_creature(
        make(1, S, "c3", "Ambush").__class__(
            **{
                **{f: getattr(still.creature(1), f) for f in still.creature(1).__slots__},
                "moved": True,
            }
        )
    )
    assert dice_rolled(moved) == [2]


def test_charge_needs_a_move_that_did_not_start_next_to_the_target() -> None:
    base = make(1, S, "c3", "Charge: +1 rank-3 die")
    far = board(replace(base, moved=True, move_start=Hex.parse("c1")), make(2, N, "c4"))
    assert dice_rolled(far) == [2, 3]
    near = board(replace(base, moved=True, move_start=Hex.parse("d3")), make(2, N, "c4"))
    assert dice_rolled(near) == [2]
    assert dice_rolled(board(base, make(2, N, "c4"))) == [2]


def test_flank_needs_an_ally_in_contact_with_the_target() -> None:
    flank = make(1, S, "c3", "Flank: +1 die")
    assert dice_rolled(board(flank, make(2, N, "c4"))) == [2]
    assert dice_rolled(board(flank, make(2, N, "c4"), make(3, S, "c5"))) == [2, 2]


def test_an_aura_lies_on_creatures_within_x_but_not_on_its_source() -> None:
    source = make(3, S, "a1", "Aura 1: Fortitude")
    near, far = make(2, N, "b1"), make(2, N, "d1")
    hit_near = strike(board(make(1, S, "b2", dice=(2, 2)), source, near), ["sword", "dragon"])
    assert hit_near.creature(2).wounds == 1
    hit_far = strike(board(make(1, S, "d2", dice=(2, 2)), source, far), ["sword", "dragon"])
    assert hit_far.creature(2).wounds == 2


@pytest.mark.parametrize(("kind", "wounds"), [(MELEE, 1), (MAGIC, 2)])
def test_shield_ignores_one_sword_but_not_of_magic(kind: AttackType, wounds: int) -> None:
    state = board(make(1, S, "c3", dice=(2, 2), kind=kind), make(2, N, "c4", "Shield"))
    assert strike(state, ["sword", "sword"]).creature(2).wounds == wounds


def test_brave_ignores_one_dragon() -> None:
    state = board(make(1, S, "c3", dice=(2, 2, 2)), make(2, N, "c4", "Brave"))
    assert strike(state, ["dragon", "dragon", "sword"]).creature(2).wounds == 2


def test_forged_ignores_criticals_but_an_always_working_crit_still_applies() -> None:
    hammer = make(1, S, "c3", dice=(2, 2), crit="add sword")
    assert (
        strike(board(hammer, make(2, N, "c4", "Forged")), ["critical", "blank"]).creature(2).wounds
        == 0
    )
    assassin = make(1, S, "c3", "Assassin", dice=(2, 2), crit="add sword")
    target = make(2, N, "c4", "Forged", rank=3)
    assert strike(board(assassin, target), ["blank", "blank"]).creature(2).wounds == 1


def test_fortitude_takes_one_off_but_never_to_nothing() -> None:
    target = make(2, N, "c4", "Fortitude")
    assert (
        strike(board(make(1, S, "c3", dice=(2, 2)), target), ["sword", "dragon"]).creature(2).wounds
        == 1
    )
    assert strike(board(make(1, S, "c3"), target), ["sword"]).creature(2).wounds == 1
    assert strike(board(make(1, S, "c3"), target), ["blank"]).creature(2).wounds == 0


def test_a_difficult_target_turns_every_die_into_a_rank_1_die() -> None:
    state = board(make(1, S, "c3", dice=(3, 2)), make(2, N, "c4", "Difficult target"))
    assert dice_rolled(state) == [1, 1]
    with pytest.raises(Exception, match="rank-1 die has no face 'dragon'"):
        strike(state, ["dragon", "sword"])


def test_defender_forces_a_melee_attacker_in_contact_to_target_it() -> None:
    state = board(make(1, S, "c3"), make(2, N, "c4"), make(3, N, "d3", "Defender"))
    with pytest.raises(RuleViolation) as refused:
        declare_attack(state, 1, 2, scripted([]))
    assert refused.value.rule_id == "LS2-12.15"
    assert declare_attack(state, 1, 3, scripted(["blank"])).attack.target == 3
    shooter = board(make(1, S, "c3", kind=AttackType.SHOT, reach=2), make(2, N, "c4"))
    shooter = shooter.with_creature(make(3, N, "d3", "Defender"))
    assert declare_attack(shooter, 1, 2, scripted(["blank"])).attack.target == 2


def test_protector_takes_what_it_can_hold_and_the_rest_goes_back_to_the_target() -> None:
    attacker = make(1, S, "c3", dice=(3, 3, 3))
    state = board(attacker, make(2, N, "c4"), make(3, N, "c5", "Protector", health=3, wounds=1))
    dice = scripted(["sword", "dragon", "dragon+push"])
    state = declare_attack(state, 1, 2, dice)
    state = apply_attack_action(apply_attack_action(state, Pass(), dice), Pass(), dice)
    assert attack_actions(state) == [Protect(None), Protect(3)]
    state = apply_attack_action(state, Protect(3), dice)
    assert state.find(3) is None  # it held 2 more wounds and took them
    assert state.creature(2).wounds == 1


@pytest.mark.parametrize(
    ("words", "attacker_rank", "target_rank", "wounded", "works"),
    [
        ("Assassin", 1, 2, False, True),
        ("Assassin", 2, 2, False, False),
        ("Superior", 3, 2, False, True),
        ("Superior", 2, 3, False, False),
        ("Hunter: hero", 1, 1, False, True),
        ("Hunter: minion", 1, 1, False, False),
        ("Predator", 1, 1, True, True),
        ("Predator", 1, 1, False, False),
    ],
)
def test_the_always_working_crits(
    words: str, attacker_rank: int, target_rank: int, wounded: bool, works: bool
) -> None:
    attacker = make(1, S, "c3", words, rank=attacker_rank, crit="add sword")
    target = make(2, N, "c4", rank=target_rank, wounds=int(wounded), role=Kind.HERO)
    state = strike(board(attacker, target), ["blank"])
    assert state.creature(2).wounds == int(wounded) + int(works)


def test_berserk_works_while_wounded() -> None:
    for wounds, expected in ((1, 1), (0, 0)):
        attacker = make(1, S, "c3", "Berserk", crit="add sword", wounds=wounds)
        assert strike(board(attacker, make(2, N, "c4")), ["blank"]).creature(2).wounds == expected


def test_long_shot_is_a_shot_at_range_x_with_its_own_dice_and_no_crit() -> None:
    archer = make(1, S, "c1", "Long shot 4: +2 rank-1 dice", crit="add sword")
    state = board(archer, make(2, N, "c5"))
    with pytest.raises(RuleViolation):
        declare_attack(state, 1, 2, scripted([]))
    dice = scripted(["critical", "sword"])
    state = declare_attack(state, 1, 2, dice, long_shot=True)
    assert state.attack.kind is AttackType.SHOT and [d.rank for d in state.attack.roll.dice] == [
        1,
        1,
    ]
    state = apply_attack_action(apply_attack_action(state, Pass(), dice), Pass(), dice)
    assert state.creature(2).wounds == 1


def test_healer_heals_one_per_sword_or_dragon_of_its_printed_dice() -> None:
    healer = make(1, S, "c3", "Healer", dice=(2, 2, 2), reach=2)
    state = board(healer, make(2, S, "c5", wounds=3))
    state = heal_with(state, 1, 2, scripted(["sword", "dragon", "push"]))
    assert state.creature(2).wounds == 1
    with pytest.raises(RuleViolation) as refused:
        heal_with(board(make(1, S, "c3"), make(2, S, "c4", wounds=1)), 1, 2, scripted([]))
    assert refused.value.rule_id == "LS2-12.25"


def test_a_long_shot_without_dice_named_rolls_one_die_of_the_attacks_rank() -> None:
    archer = make(1, S, "c1", "Long shot 4", dice=(3, 2))
    state = declare_attack(
        board(archer, make(2, N, "c5")), 1, 2, scripted(["sword"]), long_shot=True
    )
    assert [d.rank for d in state.attack.roll.dice] == [2]


def test_a_keyword_in_a_charge_text_holds_for_that_attack() -> None:
    charger = replace(
        make(1, S, "c3", "Charge: Assassin", crit="add sword"),
        moved=True,
        move_start=Hex.parse("c1"),
    )
    assert strike(board(charger, make(2, N, "c4", rank=2)), ["blank"]).creature(2).wounds == 1
    standing = make(1, S, "c3", "Charge: Assassin", crit="add sword")
    assert strike(board(standing, make(2, N, "c4", rank=2)), ["blank"]).creature(2).wounds == 0
