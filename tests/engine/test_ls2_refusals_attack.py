"""Warseer refusals cite the rule that forbids them: the activation, movement, Hook,
Healer, the attack's steps and Counterblow.

Each test sets up a position the rules allow, attempts what a rule forbids, and checks
the RuleViolation's rule ID (read from the rule's text in docs/warseer) and that the
state is as it was. A few call a rules function directly, as the attack's own API
and the scenario vocabulary do, where the game's ``apply`` refuses earlier.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

import pytest

from engine.core.errors import RuleViolation
from engine.signum.cards import CardType
from engine.signum.warseer import actions as a
from engine.signum.warseer import attack as fight
from engine.signum.warseer.battlefield import Player
from engine.signum.warseer.cards import CardPool, CreatureCard
from engine.signum.warseer.dice import scripted
from engine.signum.warseer.game import apply
from engine.signum.warseer.hexes import Hex
from engine.signum.warseer.keywords import check_heal
from engine.signum.warseer.movement import check_hook, check_move, destinations
from engine.signum.warseer.positions import position
from engine.signum.warseer.sample import sample_pool
from engine.signum.warseer.state import Attack, AttackType, GameState, keywords

S, N = Player.SOUTH, Player.NORTH
HEROES = [("Warden of the Vale", S, "j1"), ("Ash Seer", N, "j8")]
h = Hex.parse


def character(
    name: str,
    words: str = "",
    *,
    kind: AttackType = AttackType.MELEE,
    dice: tuple[int, ...] = (2,),
    reach: int = 1,
    health: int = 3,
    crit: str | None = None,
) -> CreatureCard:
    box = Attack(kind, dice, reach)
    return CreatureCard(
        name, CardType.CHARACTER, box, health, 3, keywords=keywords(words), crit=crit
    )


POOL = sample_pool(0)[0].merged(
    CardPool.of(
        [
            character("Squire"),
            character("Stump", dice=()),
            character("Hooker", "Hook 3"),
            character("Medic", "Healer", reach=2),
            character("Master", "Master of Attack 2"),
            character("Guard", "Counterblow", health=5),
            character("Weakling", health=1),
            character("Brawler", dice=(2, 2), crit="Advance"),
            character("Dancer", crit="Nimble"),
            character("Bodyguard", "Protector"),
            character("Archer", kind=AttackType.SHOT, reach=3),
            character("Gunner", "Counterblow", kind=AttackType.SHOT, reach=3),
        ]
    )
)


def refused_by(call: Callable[[], object], state: GameState, rule: str) -> RuleViolation:
    """``call`` is refused under ``rule``, and ``state`` is left as it was."""
    before = repr(state)
    with pytest.raises(RuleViolation) as caught:
        call()
    assert caught.value.rule_id == rule, caught.value
    assert repr(state) == before
    return caught.value


def refused(state: GameState, action: Any, rule: str) -> RuleViolation:
    return refused_by(lambda: apply(state, action, scripted([])), state, rule)


def play(state: GameState, *actions: Any, dice: list[str] | None = None) -> GameState:
    rolls = scripted(dice or [])
    for action in actions:
        state = apply(state, action, rolls)
    rolls.assert_exhausted()
    return state


def activated(*creatures: tuple[str, Player, str], **zones: Any) -> GameState:
    """South's creature 3 (the first named) under activation, the heroes far away."""
    state = position([*HEROES, *creatures], cards=POOL, **zones)
    return play(state, a.Activate(3))


def attacked(attacker: str, target: str, dice: list[str], **zones: Any) -> GameState:
    """South's ``attacker`` on c3 has attacked north's ``target`` on c4 and both players
    have passed in the modification window."""
    state = activated((attacker, S, "c3"), (target, N, "c4"), **zones)
    return play(state, a.Attack(3, 4), fight.Pass(), fight.Pass(), dice=dice)


# The activation: a move, then an attack that ends it (LS2-5.2, LS2-5.10, LS2-6.3).


def test_a_creature_moves_once() -> None:
    state = play(activated(("Squire", S, "c2")), a.Move(3, (h("c3"),)))
    refused(state, a.Move(3, (h("c4"),)), "LS2-5.2")


def test_a_creature_that_ran_does_not_attack() -> None:
    state = activated(("Squire", S, "c2"), ("Squire", N, "c6"))
    state = play(state, a.Run(3, (h("c3"), h("c4"), h("c5"))))
    assert state.current is None
    refused(state, a.Attack(3, 4), "LS2-5.10")


def test_an_attack_ends_the_activation() -> None:
    state = attacked("Squire", "Squire", ["blank"])
    assert state.attack is None and state.current is None
    refused(state, a.Attack(3, 4), "LS2-6.3")
    refused(state, a.Move(3, (h("c2"),)), "LS2-5.2")


@pytest.mark.parametrize(
    ("action", "rule"),
    [
        (a.Attack(3, 99), "LS2-6.4"),  # no such enemy creature
        (a.Contract(3), "LS2-12.13"),  # the Squire has no Contract
        (a.Heal(3, 3), "LS2-12.25"),  # nor is it a Healer
    ],
)
def test_an_activated_creature_does_what_its_card_allows(action: Any, rule: str) -> None:
    refused(activated(("Squire", S, "c3"), ("Squire", N, "c4")), action, rule)


def test_a_creature_without_an_attack_box_cannot_attack() -> None:
    refused(activated(("Stump", S, "c3"), ("Squire", N, "c4")), a.Attack(3, 4), "LS2-1.3")


def test_the_rules_functions_refuse_a_creature_that_is_not_there() -> None:
    state = activated(("Medic", S, "c3"), ("Squire", N, "c4"))
    refused_by(lambda: fight.check_attack(state, 99, 4), state, "LS2-6.4")
    refused_by(lambda: check_move(state, 99, (h("c2"),), False), state, "LS2-5.5")
    refused_by(lambda: destinations(state, 99, False), state, "LS2-5.5")
    refused_by(lambda: check_hook(state, 99, 4), state, "LS2-12.26")
    refused_by(lambda: check_heal(state, 99, 3), state, "LS2-12.25")


# Healer (LS2-12.25): a creature on the Battlefield, within the healer's range.


def test_a_healer_heals_a_creature_within_its_range() -> None:
    state = activated(("Medic", S, "c2"), ("Squire", S, "c5"))
    refused(state, a.Heal(3, 99), "LS2-12.25")
    refused(state, a.Heal(3, 4), "LS2-12.25")  # 3 hexes away, range 2


# Hook X (LS2-12.26, ruling LS2-C.53): instead of the move, an enemy, a shortest path.


@cache
def hooking() -> GameState:
    """South's Hooker on c2 is under activation; an enemy stands on c5, an ally on d2."""
    return activated(("Hooker", S, "c2"), ("Squire", N, "c5"), ("Squire", S, "d2"))


def test_hook_pulls_an_enemy_along_a_shortest_path() -> None:
    state = hooking()
    (end,) = check_hook(state, 3, 4)
    refused(state, a.Hook(3, 99, end), "LS2-12.26")
    refused(state, a.Hook(3, 5, end), "LS2-12.26")  # an ally
    refused(state, a.Hook(3, 4, h("b1")), "LS2-12.26")  # not where the path ends


def test_hook_comes_instead_of_the_move() -> None:
    moved = play(hooking(), a.Move(3, (h("b2"),)))
    refused(moved, a.Hook(3, 4, h("b3")), "LS2-12.26")
    (end,) = check_hook(hooking(), 3, 4)
    hooked = play(hooking(), a.Hook(3, 4, end))
    refused(hooked, a.Move(3, (h("b2"),)), "LS2-12.26")
    refused(hooked, a.Hook(3, 4, end), "LS2-12.26")


def test_hook_needs_a_free_hex_next_to_the_hooker() -> None:
    walls = {x.label: "impassable" for x in GameState.new().battlefield.neighbours(h("a1"))}
    state = activated(("Hooker", S, "a1"), ("Squire", N, "a4"), terrain=walls)
    refused(state, a.Hook(3, 4, h("a2")), "LS2-12.26")


# The attack's steps (LS2-6.4 to LS2-6.12): each choice in its own step, by its player.


@pytest.mark.parametrize(
    ("action", "rule"),
    [
        (fight.Advance(True), "LS2-13.3"),
        (fight.Frenzy(True), "LS2-13.4"),
        (fight.Nimble(h("b3")), "LS2-13.7"),
        (fight.SlashAt(2), "LS2-13.10"),
        (fight.Swap(True), "LS2-13.12"),
        (fight.PushTo(h("c5")), "LS2-9.2"),
        (fight.Protect(2), "LS2-12.36"),
        (fight.Counterblow(False), "LS2-12.14"),
        (fight.Counterblow(True), "LS2-12.14"),  # the Squire has no Counterblow
    ],
)
def test_the_modification_window_takes_no_other_steps_choice(action: Any, rule: str) -> None:
    state = play(
        activated(("Squire", S, "c3"), ("Squire", N, "c4")), a.Attack(3, 4), dice=["blank"]
    )
    assert state.attack is not None and state.attack.step == fight.MODIFY
    refused(state, action, rule)


@pytest.mark.parametrize("action", [fight.Pass(), fight.Reroll((0,))])
def test_the_push_step_takes_no_modification(action: Any) -> None:
    state = attacked("Squire", "Squire", ["push"])
    assert state.attack is not None and state.attack.step == fight.PUSHING
    refused(state, action, "LS2-6.6")


def test_only_an_adjacent_protector_takes_the_damage() -> None:
    # The Bodyguard (5) and a Squire (6) stand next to the target on c4.
    state = activated(
        ("Squire", S, "c3"), ("Squire", N, "c4"), ("Bodyguard", N, "c5"), ("Squire", N, "d4")
    )
    state = play(state, a.Attack(3, 4), fight.Pass(), fight.Pass(), dice=["sword"])
    assert state.attack is not None and state.attack.step == fight.PROTECT
    refused(state, fight.Protect(6), "LS2-12.36")


def test_nimble_moves_the_attacker_one_hex() -> None:
    state = attacked("Dancer", "Squire", ["critical"])
    assert state.attack is not None and state.attack.step == fight.NIMBLE
    refused(state, fight.Nimble(h("c1")), "LS2-13.7")  # two hexes away


def test_only_the_attacker_rerolls_in_its_turn_of_the_window() -> None:
    state = activated(("Master", S, "c3"), ("Squire", N, "c4"))
    state = play(state, a.Attack(3, 4), fight.Reroll((0,)), dice=["blank", "blank"])
    assert state.attack is not None and state.attack.turn == 1  # the defender speaks
    refused(state, fight.Reroll((0,)), "LS2-6.6")


def test_no_attack_step_is_answered_when_no_attack_was_made() -> None:
    state = activated(("Squire", S, "c3"))
    refused_by(
        lambda: fight.apply_attack_action(state, fight.Pass(), scripted([])), state, "LS2-6.12"
    )


# Counterblow (LS2-6.14, LS2-12.14): once the attack is over, if both are still there
# and the attacker is in the defender's range and sight.


def test_a_destroyed_target_does_not_strike_back() -> None:
    state = attacked("Brawler", "Weakling", ["sword", "critical"])
    assert state.find(4) is None and state.attack.step == fight.ADVANCE
    refused(state, fight.Counterblow(True), "LS2-6.14")


def test_no_counterblow_answers_an_attacker_that_has_left() -> None:
    state = attacked("Weakling", "Guard", ["blank"], hand={N: ["Firebolt"]}, power={N: 1})
    assert state.attack.step == fight.COUNTER
    state = play(state, fight.Counterblow(False), a.EndTurn())
    state = play(state, a.CastSpell("Firebolt", target=3))  # north's turn: it destroys it
    assert state.find(3) is None
    strike = fight.Counterblow(True)
    refused_by(lambda: fight.apply_attack_action(state, strike, scripted([])), state, "LS2-6.14")


def test_no_counterblow_answers_an_attacker_out_of_sight() -> None:
    # The Archer on c2 sees the Gunner on c4 past its allies on b3 and c3; pushed to b4,
    # the Gunner is within its range of the Archer but no line reaches it.
    state = activated(
        ("Archer", S, "c2"), ("Gunner", N, "c4"), ("Squire", S, "b3"), ("Squire", S, "c3")
    )
    state = play(state, a.Attack(3, 4), fight.Pass(), fight.Pass(), dice=["push"])
    state = play(state, fight.PushTo(h("b4")))
    assert state.attack is None and state.creature(4).at == h("b4")
    strike = fight.Counterblow(True)
    refused_by(lambda: fight.apply_attack_action(state, strike, scripted([])), state, "LS2-8.2")
