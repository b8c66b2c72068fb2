"""The push (LS2-9): exactly one hex, the attacker's choice of where.

The defender goes to a hex next to it that is on the Battlefield, holds no creature and
is not Impassable (ruling LS2-C.6). With no such hex it takes 1 more damage of the
attack's type instead; pushed into Difficult terrain it takes 1 damage of the attack's
type besides the move (so a magical push ignores armour). A push is a forced move: Clinch
does not hold it and it spends no Movement (LS2-9.5).
"""

from __future__ import annotations

from engine.core.errors import RuleViolation
from engine.core.events import Event
from engine.signum.warseer.creatures import fields
from engine.signum.warseer.damage import deal
from engine.signum.warseer.hexes import Hex
from engine.signum.warseer.state import Creature, GameState, Trace


def destinations(state: GameState, creature: Creature) -> tuple[Hex, ...]:
    """The hexes a push may move ``creature`` to, in board order."""
    field = state.battlefield
    return tuple(
        sorted(
            h
            for h in field.neighbours(creature.at)
            if not state.occupied(h) and not field.impassable(h)
        )
    )


def check_push(state: GameState, creature: Creature, to: Hex) -> None:
    if to not in destinations(state, creature):
        raise RuleViolation(
            "LS2-9.2",
            "{name} on {at} cannot be pushed to {to}: a push goes to a free hex next to it "
            "that is on the battlefield and not impassable",
            **fields(creature),
            to=str(to),
        )


def push(state: GameState, creature_id: int, to: Hex, magical: bool) -> GameState:
    """Move the creature to ``to`` (checked); 1 damage if ``to`` is Difficult (LS2-9.4)."""
    creature = state.creature(creature_id)
    check_push(state, creature, to)
    state = state.with_creature(creature.moved_to(to))
    state = state.logged(
        Event.of("push", creature=creature.id, origin=str(creature.at), destination=str(to))
    )
    state = state.traced(*state.traces, Trace("push", (creature.at, to)))
    if state.battlefield.difficult(to):
        state = deal(state, creature.id, 1, magical=magical)
    return state


def blocked(state: GameState, creature_id: int, magical: bool) -> GameState:
    """Nowhere to go: 1 more damage instead of the move (LS2-9.3)."""
    creature = state.creature(creature_id)
    state = state.logged(Event.of("push blocked", creature=creature.id, at=str(creature.at)))
    state = state.traced(*state.traces, Trace("push", (creature.at,)))
    return deal(state, creature.id, 1, magical=magical)
