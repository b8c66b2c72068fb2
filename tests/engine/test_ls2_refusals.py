"""Warseer refusals cite the rule that forbids them: the turn, the cards, the tactics.

Each test sets up a position the rules allow, attempts what a rule forbids, and checks
the RuleViolation's rule ID (read from the rule's text in docs/warseer) and that the
state is as it was. The attacks, the activation and movement: test_ls2_refusals_attack.py.
"""

from __future__ import annotations

from functools import cache
from typing import Any

import pytest

from engine.core.dice import SeededDice
from engine.core.errors import RuleViolation
from engine.signum.cards import CardType
from engine.signum.warseer import actions as a
from engine.signum.warseer import attack as fight
from engine.signum.warseer.battlefield import Player
from engine.signum.warseer.cards import (
    CardPool,
    CreatureCard,
    Effect,
    SpellCard,
    TacticCard,
    Trigger,
)
from engine.signum.warseer.dice import scripted
from engine.signum.warseer.game import apply
from engine.signum.warseer.hexes import Hex
from engine.signum.warseer.positions import hypothetical, position
from engine.signum.warseer.sample import sample_game, sample_pool
from engine.signum.warseer.state import Attack, AttackType, GameState, keywords
from engine.signum.warseer.warband import breaches

S, N = Player.SOUTH, Player.NORTH
HEROES = [("Warden of the Vale", S, "j1"), ("Ash Seer", N, "j8")]
SUPPORT = ["Forge", "Firebolt", "Insight", "Chain Mail", "Grove"]  # one of each kind
h = Hex.parse


def character(name: str, words: str = "", health: int = 3) -> CreatureCard:
    melee = Attack(AttackType.MELEE, (2,), 1)
    return CreatureCard(name, CardType.CHARACTER, melee, health, 3, keywords=keywords(words))


POOL = sample_pool(0)[0].merged(
    CardPool.of(
        [
            character("Squire"),
            character("Weakling", health=1),
            character("Ogre", "Monster"),
            TacticCard("Sting", Trigger.ATTACK_DECLARED, Effect.DAMAGE, 1),
            SpellCard("Call the Squires", Effect.SUMMON, 1, minion="Squire"),
        ]
    )
)


def refused(state: GameState, action: Any, rule: str) -> RuleViolation:
    """``action`` is refused under ``rule``, and ``state`` is left as it was."""
    before = repr(state)
    with pytest.raises(RuleViolation) as caught:
        apply(state, action, scripted([]))
    assert caught.value.rule_id == rule, caught.value
    assert repr(state) == before
    return caught.value


# What the player to act may not do now (the phase, the decision waited for).


@cache
def quiet() -> GameState:
    """South's activation phase: no trigger waits, no creature is under activation."""
    return position([*HEROES, ("Squire", S, "c2")], cards=POOL, hand={S: ["Firebolt"]})


@pytest.mark.parametrize(
    ("action", "rule"),
    [
        (a.PlayTactic("Parry"), "LS2-1.13"),  # a tactic waits for its situation
        (a.Pass(), "LS2-1.13"),
        (a.Rise("Squire"), "LS2-12.38"),  # no enemy character has just been eliminated
        (a.ReturnCards(("Firebolt",)), "LS2-3.5"),  # the starting hand is formed at setup
        (fight.Pass(), "LS2-4.5"),  # an attack's choice: not an action of the phase
        (fight.Counterblow(True), "LS2-4.5"),
        (a.EndActivation(), "LS2-5.11"),  # no activation to end
        (a.Activate(99), "LS2-5.1"),  # no such creature on the Battlefield
        (a.Move(99, (h("c3"),)), "LS2-5.1"),
        (a.Skip(99), "LS2-10.5"),
    ],
)
def test_an_action_out_of_its_moment_cites_the_rule_of_that_moment(action: Any, rule: str) -> None:
    refused(quiet(), action, rule)


def test_the_starting_hand_puts_back_cards_of_the_hand() -> None:
    state = sample_game(SeededDice(5))
    hand = state.player(S).hand.cards
    refused(state, a.ReturnCards((*hand[:2], "Nowhere")), "LS2-3.5")


# Cards played from the hand (LS2-4.7 to LS2-4.11, LS2-1.11 to LS2-1.23).


@cache
def stocked() -> GameState:
    """South has built a Forge and holds one card of each kind, with Power to spare."""
    state = position(
        [*HEROES, ("Squire", S, "c2"), ("Squire", N, "c7")],
        cards=POOL,
        hand={S: [*SUPPORT, "Call the Sprouts", "Call the Squires"]},
        power={S: 6},
    )
    return apply(state, a.Build("Forge"), scripted([]))


@pytest.mark.parametrize(
    ("action", "rule"),
    [
        (a.Summon("Squire", h("a1")), "LS2-4.7"),  # not in the War Camp
        (a.Summon("Firebolt", h("a1")), "LS2-4.7"),  # not a character
        (a.CastSpell("Mend", target=3), "LS2-4.8"),  # not in the hand
        (a.CastSpell("Chain Mail"), "LS2-4.8"),  # a relic, not a spell
        (a.Equip("Grove"), "LS2-4.8"),
        (a.Build("Firebolt"), "LS2-4.8"),
        (a.LayTerrain("Chain Mail", h("e4")), "LS2-4.8"),
        (a.DiscardSupport("Mend"), "LS2-4.9"),  # discarded from the hand only
        (a.PlayFeat("Warband"), "LS2-11.3"),  # a Feat card in the hand
        (a.DiscardFeat("Warband"), "LS2-4.11"),
    ],
)
def test_a_card_is_played_from_the_hand_as_what_it_is(action: Any, rule: str) -> None:
    refused(stocked(), action, rule)


@pytest.mark.parametrize(
    ("action", "rule"),
    [
        (a.CastSpell("Firebolt"), "LS2-1.19"),  # Firebolt acts on an enemy creature
        (a.CastSpell("Firebolt", target=99), "LS2-1.19"),
        (a.CastSpell("Firebolt", target=4, at=h("c6")), "LS2-1.19"),
        (a.CastSpell("Insight", target=4), "LS2-1.19"),  # Insight acts on no creature
        (a.CastSpell("Call the Sprouts"), "LS2-1.11"),  # its minion enters on a hex
        (a.CastSpell("Call the Sprouts", target=3, at=h("a1")), "LS2-1.11"),
        (a.CastSpell("Call the Squires", at=h("a1")), "LS2-1.11"),  # calls a character
        (a.UseBuilding("Forge", 4), "LS2-1.21"),  # a building's bonus goes to an ally
        (a.UseBuilding("Forge", 99), "LS2-1.21"),
        (a.LayTerrain("Grove", Hex(20, 20)), "LS2-1.23"),  # off the Battlefield
    ],
)
def test_a_card_acts_only_on_what_its_rule_names(action: Any, rule: str) -> None:
    refused(stocked(), action, rule)


# Tactics answer their own situation (LS2-1.13), never on a Monster (LS2-12.32).


def declared(attacker: str, north_hand: list[str]) -> GameState:
    """South's ``attacker`` on c3 has declared an attack on north's Squire on c4; north
    holds ``north_hand`` and may answer with a tactic."""
    state = position(
        [*HEROES, (attacker, S, "c3"), ("Squire", N, "c4")],
        cards=POOL,
        hand={N: north_hand},
    )
    state = apply(state, a.Activate(3), scripted([]))
    state = apply(state, a.Attack(3, 4), scripted([]))
    assert state.decisions, "north's tactic window is open"
    return state


def test_a_tactic_answers_its_own_situation_from_the_hand() -> None:
    state = declared("Squire", ["Parry", "Ambuscade"])
    refused(state, a.PlayTactic("Ambuscade"), "LS2-1.13")  # answers a summon
    refused(state, a.PlayTactic("Riposte"), "LS2-1.13")  # not in the hand
    refused(state, a.EndTurn(), "LS2-1.13")  # north answers or passes first


def test_no_tactic_affects_a_monster() -> None:
    state = declared("Ogre", ["Parry", "Riposte"])
    refused(state, a.PlayTactic("Riposte"), "LS2-12.32")


def test_a_tactic_whose_creature_has_left_has_nothing_to_answer() -> None:
    state = declared("Weakling", ["Parry", "Riposte", "Sting"])
    state = apply(state, a.PlayTactic("Riposte"), scripted([]))
    assert state.find(3) is None and state.decisions  # Parry may still answer
    refused(state, a.PlayTactic("Sting"), "LS2-1.13")


def test_nothing_but_the_attack_goes_on_while_it_is_under_way() -> None:
    state = declared("Squire", ["Parry"])
    state = apply(state, a.Pass(), scripted(["blank"]))
    assert state.attack is not None and state.attack.step == fight.MODIFY
    refused(state, a.EndTurn(), "LS2-6.12")
    refused(state, a.PlayTactic("Parry"), "LS2-6.12")


# Positions no game shows, and warbands no rule allows.


def test_a_position_without_a_hero_is_marked_hypothetical() -> None:
    one = quiet().without_creature(2)  # north's hero, creature 2
    both = one.without_creature(1)
    for state, reason in ((both, "neither"), (one, "north")):
        note = hypothetical(state)
        assert note is not None and note.rule_id == "LS2-3.4" and reason in note.reason


def test_a_warband_is_led_by_a_hero() -> None:
    (breach,) = breaches(character("Squire"), [], [])
    assert breach.rule_id == "LS2-1.9"
