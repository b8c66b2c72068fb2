"""Counterblow (LS2-12.14, LS2-6.14): the attacked creature strikes back after the attack.

It may, once the attack has concluded, if it is still on the Battlefield, the attacker
is too and stands within its range and sight. Never against a magical attack, never
against a Counterblow. It strikes with its own attack box; a creature without dice
strikes with one rank-1 die, in melee, at range 1 (ruling LS2-C.31).
"""

from __future__ import annotations

from collections.abc import Callable

from engine.core.errors import RuleViolation
from engine.signum.warseer.creatures import fields
from engine.signum.warseer.hexes import distance
from engine.signum.warseer.keywords import holds
from engine.signum.warseer.state import Attack, AttackType, Creature, GameState

RULE = "LS2-12.14"
TIMING = "LS2-6.14"
BARE = Attack(AttackType.MELEE, (1,), range=1)


def strength(creature: Creature) -> Attack:
    """The attack box a Counterblow uses."""
    return creature.attack if creature.attack.dice else BARE


def check(
    state: GameState,
    defender_id: int,
    attacker_id: int,
    kind: AttackType,
    was_counterblow: bool,
    sees: Callable[[GameState, Creature, Creature], bool],
) -> None:
    """Raise the rule that forbids this Counterblow, if one does."""
    defender = state.find(defender_id)
    if defender is None:
        raise RuleViolation(
            TIMING, "creature number {id} is no longer on the battlefield", id=defender_id
        )
    if not holds(state, defender, "Counterblow"):
        raise RuleViolation(RULE, "{name} on {at} has no Counterblow", **fields(defender))
    if was_counterblow:
        raise RuleViolation(
            RULE,
            "{name} on {at} cannot answer a Counterblow with a Counterblow",
            **fields(defender),
        )
    if kind is AttackType.MAGIC:
        raise RuleViolation(
            TIMING, "{name} on {at} cannot strike back at a magical attack", **fields(defender)
        )
    attacker = state.find(attacker_id)
    if attacker is None:
        raise RuleViolation(
            TIMING, "creature number {id} is no longer on the battlefield", id=attacker_id
        )
    reach = strength(defender).range
    if distance(defender.at, attacker.at) > reach:
        raise RuleViolation(
            TIMING,
            "{target_name} on {target_at} is beyond the range {reach} of {name} on {at}",
            **fields(defender),
            **fields(attacker, "target_"),
            reach=reach,
        )
    if not sees(state, defender, attacker):
        raise RuleViolation(
            "LS2-8.2",
            "{name} on {at} has no line of sight to {target_name} on {target_at}",
            **fields(defender),
            **fields(attacker, "target_"),
        )
