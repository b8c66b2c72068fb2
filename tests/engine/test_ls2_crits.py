"""Critical effects (LS2-13), each triggered by a scripted critical in a real attack."""

from __future__ import annotations

from dataclasses import replace

import pytest
from support.warseer import N, S, creature, strike

from engine.signum.cards import CardType
from engine.signum.warseer.attack import (
    Advance,
    Nimble,
    SlashAt,
    Swap,
    apply_attack_action,
    attack_actions,
    declare_attack,
)
from engine.signum.warseer.battlefield import Player
from engine.signum.warseer.cards import CardPool, CreatureCard
from engine.signum.warseer.crits import NAMES, RULES, read
from engine.signum.warseer.dice import scripted
from engine.signum.warseer.hexes import Hex
from engine.signum.warseer.modify import Pass
from engine.signum.warseer.state import Attack, AttackType, Creature, GameState, Kind


def make(
    i: int,
    owner: Player,
    at: str,
    crit: str | None = None,
    words: str = "",
    dice: tuple[int, ...] = (2, 2),
    health: int = 6,
    wounds: int = 0,
) -> Creature:
    return creature(i, owner, at, dice=dice, health=health, words=words, crit=crit, wounds=wounds)


def duel(crit: str, target_words: str = "", **attacker: object) -> GameState:
    return GameState.new().with_creatures(
        [make(1, S, "c3", crit, **attacker), make(2, N, "c4", words=target_words)]  # type: ignore[arg-type]
    )


def test_every_crit_has_its_rule_id_alphabetically() -> None:
    assert len(NAMES) == 13 and list(NAMES) == sorted(NAMES)
    assert RULES["Add dice"] == "LS2-13.1" and RULES["Vampirism"] == "LS2-13.13"
    assert read("add 2 dragon").count == 2 and read("Swap").rule_id == "LS2-13.12"
    with pytest.raises(ValueError):
        read("Earthquake")


def test_add_dice_rolls_dice_nobody_may_change() -> None:
    state = strike(duel("add 2 dice 3"), ["critical", "blank", "sword", "dragon+push"])
    assert [d.extra for d in state.attack.roll.dice] == [False, False, True, True]
    assert state.creature(2).wounds == 2 and state.attack.step == "push"


def test_add_symbol_adds_it_to_the_roll() -> None:
    assert strike(duel("add 2 sword"), ["critical", "blank"]).creature(2).wounds == 2


def test_without_a_critical_nothing_happens() -> None:
    assert strike(duel("add 2 sword"), ["blank", "sword"]).creature(2).wounds == 1


def test_hammerblow_makes_each_dragon_deal_two() -> None:
    assert strike(duel("Hammerblow"), ["critical", "dragon"]).creature(2).wounds == 2
    assert strike(duel("Hammerblow"), ["blank", "dragon"]).creature(2).wounds == 1


@pytest.mark.parametrize(
    ("crit", "token"), [("Poison", "poison"), ("Stun", "stun"), ("Infection", "disease")]
)
def test_token_crits_place_their_token_after_damage(crit: str, token: str) -> None:
    state = strike(duel(crit), ["critical", "sword"])
    assert getattr(state.creature(2).tokens, token) == 1


def test_forged_takes_no_poison_even_from_an_always_working_crit() -> None:
    state = strike(duel("Poison", "Forged", words="Berserk", wounds=1), ["sword", "blank"])
    assert state.creature(2).tokens.poison == 0 and state.creature(2).wounds == 1


@pytest.mark.parametrize(("target_words", "healed"), [("", 2), ("Forged", 0), ("Resurgent", 0)])
def test_vampirism_heals_per_dragon_but_not_on_forged_or_resurgent(
    target_words: str, healed: int
) -> None:
    attacker = {"wounds": 3, "words": "Berserk", "dice": (2, 2)}
    state = strike(duel("Vampirism", target_words, **attacker), ["dragon", "dragon"])
    assert state.creature(1).wounds == 3 - healed


def test_slash_strikes_one_more_enemy_next_to_the_attacker() -> None:
    state = duel("Slash").with_creatures([make(3, N, "b3"), make(4, N, "d3")])
    state = strike(state, ["critical", "sword"])
    assert attack_actions(state) == [SlashAt(3), SlashAt(4)]
    state = apply_attack_action(state, SlashAt(4), scripted([]))
    assert [state.creature(i).wounds for i in (2, 3, 4)] == [1, 0, 1]


def test_advance_follows_an_eliminated_target() -> None:
    state = GameState.new().with_creatures(
        [make(1, S, "c3", "Advance"), make(2, N, "c4", health=1)]
    )
    state = strike(state, ["critical", "sword"])
    assert state.find(2) is None and attack_actions(state) == [Advance(True), Advance(False)]
    state = apply_attack_action(state, Advance(True), scripted([]))
    assert state.creature(1).at == Hex.parse("c4") and state.attack is None


def test_advance_needs_a_push_or_an_elimination() -> None:
    assert strike(duel("Advance"), ["critical", "sword"]).attack is None


def test_swap_trades_the_two_hexes() -> None:
    state = strike(duel("Swap"), ["critical", "blank"])
    state = apply_attack_action(state, Swap(True), scripted([]))
    assert (state.creature(1).at, state.creature(2).at) == (Hex.parse("c4"), Hex.parse("c3"))


def test_nimble_steps_one_hex_after_the_attack() -> None:
    state = strike(duel("Nimble"), ["critical", "blank"])
    assert Nimble(None) in attack_actions(state)
    assert Nimble(Hex.parse("c4")) not in attack_actions(state)
    state = apply_attack_action(state, Nimble(Hex.parse("b3")), scripted([]))
    assert state.creature(1).at == Hex.parse("b3") and state.attack is None


def test_parasite_summons_its_minion_on_the_hex_of_the_creature_it_eliminates() -> None:
    imp = CreatureCard("Imp", CardType.MINION, Attack(AttackType.MELEE, (1,)), health=1, movement=2)
    state = GameState.new().with_creatures(
        [make(1, S, "c3", "Parasite: Imp"), make(2, N, "c4", health=1)]
    )
    state = strike(replace(state, cards=CardPool.of([imp])), ["critical", "sword"])
    minion = state.at(Hex.parse("c4"))
    assert minion is not None and (minion.name, minion.owner, minion.kind) == (
        "Imp",
        S,
        Kind.MINION,
    )
    assert state.attack is None


def test_advance_moves_one_hex_at_most() -> None:
    archer = Creature(
        1, "Archer", S, Kind.CHARACTER, Hex.parse("c2"), Attack(AttackType.SHOT, (2, 2), 3),
        health=3, movement=2, crit="Advance",
    )  # fmt: skip
    state = GameState.new().with_creatures([archer, make(2, N, "c4", health=1)])
    dice = scripted(["sword", "critical"])
    state = declare_attack(state, 1, 2, dice)
    state = apply_attack_action(apply_attack_action(state, Pass(), dice), Pass(), dice)
    # The target is eliminated two hexes away: too far to advance into.
    assert state.find(2) is None
    assert state.attack is None and state.creature(1).at == Hex.parse("c2")
