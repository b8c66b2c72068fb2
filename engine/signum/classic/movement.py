"""Moving a base along a path of straight stretches (LS1-10).

A path is checked stretch by stretch: its length is at most the allowance, the base
stays on the table, it never goes into another base, and it stops at the first point
where it comes within the tolerance of an enemy base that it did not touch when the move
began (LS1-10.4, LS1-C.2, LS1-C.21); the rest of the path is not walked.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.errors import RuleViolation
from engine.signum.classic.creatures import contacts, enemies, fields, others
from engine.signum.classic.distances import centimetres
from engine.signum.classic.geometry import (
    Disc,
    at_most,
    first_touch,
    on_table,
    path_length,
    point_along,
    sweep_blocker,
    touching,
)
from engine.signum.classic.state import Creature, GameState
from engine.signum.classic.table import Point, number


@dataclass(frozen=True)
class Walk:
    """Where a move really goes: the points walked, the end, the enemies it stopped on."""

    walked: tuple[Point, ...]
    contact: tuple[int, ...]  # enemies first touched at the end (the move stopped there)

    @property
    def end(self) -> Point:
        return self.walked[-1]


def walk(state: GameState, creature: Creature, path: tuple[Point, ...], allowance: str) -> Walk:
    """Check ``path`` for ``creature`` with movement ``allowance``; what it walks.

    RuleViolation: LS1-10.2 (too long, off the table), LS1-10.3 (through a base).
    """
    ruleset, tol = state.ruleset, state.ruleset.tolerance
    if not path:
        raise RuleViolation("LS1-10.2", "a move needs at least one point to go to")
    length = path_length(creature.at, path)
    limit = centimetres(allowance, ruleset)
    if not at_most(length, limit, tol):
        raise RuleViolation(
            "LS1-10.2",
            "the path is {length} cm long; movement {allowance} allows {limit} cm",
            length=number(length),
            allowance=allowance,
            limit=number(limit),
        )
    radius = state.radius(creature)
    touched_at_start = {e.id for e in contacts(state, creature)}
    watch = [e for e in enemies(state, creature) if e.id not in touched_at_start]
    bases = [(c, state.disc(c)) for c in state.creatures if c.id != creature.id]
    walked = [creature.at]
    for end in path:
        start = walked[-1]
        touches = [
            (at, enemy)
            for enemy in watch
            if (at := first_touch(start, end, radius, state.disc(enemy), tol)) is not None
        ]
        stop = min((at for at, _ in touches), default=None)
        there = end if stop is None else point_along(start, end, stop)
        if not on_table(Disc(there, radius), ruleset.table_size, tol):
            raise RuleViolation("LS1-10.2", "at {at} the base would leave the table", at=end.label)
        blocker = sweep_blocker(start, there, radius, (d for _, d in bases), tol)
        if blocker is not None:
            other = next(c for c, d in bases if d is blocker)
            raise RuleViolation(
                "LS1-10.3",
                "the base would pass through {name} at {at}",
                **fields(state, other),
            )
        walked.append(there)
        if stop is not None:
            base = Disc(there, radius)
            reached = [e.id for _, e in touches if touching(base, state.disc(e), tol)]
            return Walk(tuple(walked), tuple(sorted(reached)))
    return Walk(tuple(walked), ())


def straight_towards(
    state: GameState, creature: Creature, goal: Point, allowance: str
) -> Point | None:
    """The farthest point towards ``goal`` a straight move may reach: stopped by the
    allowance, by the table's edge and by the first base in the way (None: no step)."""
    ruleset, tol = state.ruleset, state.ruleset.tolerance
    start, radius = creature.at, state.radius(creature)
    reach = min(centimetres(allowance, ruleset), _dist(start, goal))
    if reach <= tol:
        return None
    end = point_along(start, goal, reach)
    touched = {e.id for e in contacts(state, creature)}
    for other in state.creatures:
        if other.id == creature.id or other.id in touched:
            continue
        disc = state.disc(other)
        if _dist(start, disc.centre) > reach + radius + disc.radius + tol:
            continue  # out of reach of the whole move
        at = first_touch(start, end, radius, disc, tol)
        if at is not None and at < _dist(start, end):
            end = point_along(start, end, at)
    size, lo = ruleset.table_size, radius
    end = Point(min(max(end.x, lo), size - lo), min(max(end.y, lo), size - lo))
    if _dist(start, end) <= tol:
        return None
    if sweep_blocker(start, end, radius, others(state, creature.id), tol) is not None:
        return None
    return end


def _dist(a: Point, b: Point) -> float:
    return ((a.x - b.x) ** 2 + (a.y - b.y) ** 2) ** 0.5
