"""The Backstab rule (LS1-11.4, LS1-11.5): one die for each enemy a creature leaves, or runs
into; it hits on the striker's melee faces, and the creature rolls no defence."""

from __future__ import annotations

from collections.abc import Iterable

from engine.core.dice import Dice
from engine.core.events import Event
from engine.signum.classic.creatures import hit_faces
from engine.signum.classic.state import Creature, Damage, GameState

DIE = "backstab"


def backstab(
    state: GameState, victim: Creature, strikers: Iterable[Creature], dice: Dice
) -> tuple[list[Damage], list[Event]]:
    """Roll one die per striker, in their order; the damage each success deals."""
    damages, events = [], []
    for striker in strikers:
        face = dice.roll(DIE, state.ruleset.die_faces)
        hit = face in hit_faces(state, striker)
        events.append(
            Event.of("backstab", striker=striker.id, victim=victim.id, face=face, hit=int(hit))
        )
        if hit:
            damages.append(Damage(victim.id, 1))
    return damages, events
