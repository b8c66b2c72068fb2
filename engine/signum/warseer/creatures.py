"""Questions about creatures on the battlefield: allies, enemies, contact, reasons' fields.

Two creatures are in contact when their hexes are neighbours.

>>> from engine.signum.warseer.state import Attack, AttackType, Creature, GameState, Kind
>>> from engine.signum.warseer.battlefield import Player
>>> def make(i, owner, at):
...     return Creature(i, f"C{i}", owner, Kind.MINION, Hex.parse(at),
...                     Attack(AttackType.MELEE, (1,)), health=1, movement=2)
>>> state = GameState.new().with_creatures(
...     [make(1, Player.SOUTH, "c4"), make(2, Player.NORTH, "c5"), make(3, Player.SOUTH, "d4")])
>>> [c.id for c in contacts(state, state.creature(1))]
[2]
>>> [c.id for c in allies(state, state.creature(1))]
[3]
"""

from __future__ import annotations

from engine.core.errors import FieldValue, Term
from engine.signum.creatures import require_creature
from engine.signum.warseer.hexes import Hex, adjacent
from engine.signum.warseer.state import Creature, GameState


def fields(creature: Creature, prefix: str = "") -> dict[str, FieldValue]:
    """A creature as the fields of a reason: ``{name} on {at}``."""
    return {f"{prefix}name": Term("card", creature.name), f"{prefix}at": creature.at.label}


def require(state: GameState, creature_id: int, rule_id: str) -> Creature:
    """The creature with this id; refused under ``rule_id`` if none is on the battlefield."""
    return require_creature(
        state, creature_id, rule_id, "there is no creature number {id} on the battlefield"
    )


def enemies(state: GameState, creature: Creature) -> tuple[Creature, ...]:
    return tuple(c for c in state.creatures if c.owner is not creature.owner)


def allies(state: GameState, creature: Creature) -> tuple[Creature, ...]:
    """The other creatures of the same owner."""
    return tuple(c for c in state.creatures if c.owner is creature.owner and c.id != creature.id)


def in_contact(a: Creature, b: Creature) -> bool:
    return adjacent(a.at, b.at)


def contacts(state: GameState, creature: Creature, at: Hex | None = None) -> tuple[Creature, ...]:
    """The enemies in contact with ``creature`` (standing on ``at``, if given)."""
    here = creature.at if at is None else at
    return tuple(
        c
        for n in state.battlefield.neighbours(here)
        if (c := state.at(n)) is not None and c.owner is not creature.owner and c.id != creature.id
    )
