"""Counterblow (LS2-12.14, LS2-6.14): the attacked creature strikes back after the attack.

It may, once the attack has concluded, if it is still on the Battlefield, the attacker
is too and stands within its range and sight. Never against a magical attack, never
against a Counterblow. It strikes with its own attack box; a creature without dice
strikes with one rank-1 die, in melee, at range 1 (ruling LS2-C.31).
"""

from __future__ import annotations

from collections.abc import Callable

from engine.signum.warseer.hexes import distance
from engine.signum.warseer.keywords import holds
from engine.signum.warseer.state import Attack, AttackType, Creature, GameState

RULE = "LS2-12.14"
BARE = Attack(AttackType.MELEE, (1,), range=1)


def strength(creature: Creature) -> Attack:
    """The attack box a Counterblow uses."""
    return creature.attack if creature.attack.dice else BARE


def may_counter(
    state: GameState,
    defender_id: int,
    attacker_id: int,
    kind: AttackType,
    was_counterblow: bool,
    sees: Callable[[GameState, Creature, Creature], bool],
) -> bool:
    """Whether the defender may declare a Counterblow now against the attacker."""
    defender, attacker = state.find(defender_id), state.find(attacker_id)
    if defender is None or attacker is None or was_counterblow or kind is AttackType.MAGIC:
        return False
    if not holds(state, defender, "Counterblow"):
        return False
    if distance(defender.at, attacker.at) > strength(defender).range:
        return False
    return sees(state, defender, attacker)
