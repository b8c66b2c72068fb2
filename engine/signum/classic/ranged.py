"""Ranged attacks (LS1-13): no move, no contact, within range, with a line of sight."""

from __future__ import annotations

from engine.core.dice import Dice
from engine.core.errors import RuleViolation
from engine.core.events import Event
from engine.signum.classic.cards import RelicClass
from engine.signum.classic.creatures import (
    check_own,
    contacts,
    fields,
    hit_faces,
    require,
    shooting,
)
from engine.signum.classic.distances import centimetres
from engine.signum.classic.geometry import Sight, at_most, gap, line_of_sight
from engine.signum.classic.relics import check_weapon
from engine.signum.classic.state import Creature, Damage, GameState
from engine.signum.classic.table import number
from engine.signum.classic.terrain import blocking_templates

DIE = "shot"


def sight(state: GameState, shooter: Creature, target: Creature) -> Sight:
    """The line of sight between two creatures: any other base and blocking templates block."""
    others = [state.disc(c) for c in state.creatures if c.id not in (shooter.id, target.id)]
    return line_of_sight(
        state.disc(shooter),
        state.disc(target),
        others,
        blocking_templates(state),
        state.ruleset.tolerance,
    )


def check_shoot(
    state: GameState, creature_id: int, target_id: int, weapon: str | None = None
) -> tuple[Creature, Creature]:
    """Raise unless the creature may shoot at the target now (LS1-13.1–LS1-13.5), with the
    ranged weapon it names, if any (LS1-C.17)."""
    shooter = require(state, creature_id, "LS1-13.1")
    target = require(state, target_id, "LS1-13.2")
    check_own(state, shooter)
    if shooter.activated:
        raise RuleViolation(
            "LS1-13.1",
            "{name} at {at} has already been activated or moved this turn",
            **fields(state, shooter),
        )
    check_weapon(state, shooter, weapon, RelicClass.RANGED_WEAPON)
    ability = shooting(state, shooter, weapon)
    if ability is None:
        raise RuleViolation(
            "LS1-13.1", "{name} at {at} has no ranged attack", **fields(state, shooter)
        )
    if target.owner is shooter.owner:
        raise RuleViolation("LS1-13.2", "{name} at {at} is not an enemy", **fields(state, target))
    if contacts(state, shooter):
        raise RuleViolation(
            "LS1-13.5",
            "{name} at {at} is in contact with an enemy and cannot shoot",
            **fields(state, shooter),
        )
    distance = gap(state.disc(shooter), state.disc(target))
    reach = centimetres(ability.range, state.ruleset)
    if not at_most(distance, reach, state.ruleset.tolerance):
        raise RuleViolation(
            "LS1-13.2",
            "{name} at {at} is {distance} cm away; the range is {range} ({reach} cm)",
            **fields(state, target),
            distance=number(distance),
            range=ability.range,
            reach=number(reach),
        )
    if not sight(state, shooter, target).clear:
        raise RuleViolation(
            "LS1-13.3",
            "there is no line of sight to {name} at {at}",
            **fields(state, target),
        )
    return shooter, target


def shoot(
    state: GameState, shooter: Creature, target: Creature, dice: Dice, weapon: str | None = None
) -> tuple[GameState, list[Damage]]:
    """Roll the ranged dice; each hit is 1 damage, and the target rolls no defence (LS1-13.6)."""
    ability = shooting(state, shooter, weapon)
    assert ability is not None
    faces = hit_faces(state, shooter)
    rolled = [dice.roll(DIE, state.ruleset.die_faces) for _ in range(ability.dice)]
    hits = sum(face in faces for face in rolled)
    event = Event.of(
        "shot", shooter=shooter.id, target=target.id, faces=" ".join(rolled), hits=hits
    )
    return state.logged(event), [Damage(target.id, hits)] if hits else []
