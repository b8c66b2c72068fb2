"""The oracle's own plain arithmetic of round bases, paths and templates (LS1-C): distances,
contact within the tolerance, a walked path, a template's outline."""

from __future__ import annotations

import math
from itertools import pairwise

from engine.signum.classic.cards import CreatureCard, TerrainCard
from engine.signum.classic.state import Creature, GameState
from engine.signum.classic.table import Player, Point

# Plain geometry of round bases


def _radius(state: GameState, creature: Creature) -> float:
    card = state.cards[creature.card]
    assert isinstance(card, CreatureCard)
    return (card.base or state.ruleset.base_diameter) / 2


def _gap(state: GameState, one: Creature, other: Creature, at: Point | None = None) -> float:
    centre = at or one.at
    return math.dist(centre, other.at) - _radius(state, one) - _radius(state, other)


ROUNDING = 1e-9  # cm: a base stopped exactly at the tolerance is in contact, however it rounds


def _touching(state: GameState, one: Creature, other: Creature, at: Point | None = None) -> bool:
    return abs(_gap(state, one, other, at)) <= state.ruleset.tolerance + ROUNDING


def _enemies(state: GameState, creature: Creature) -> list[Creature]:
    return [c for c in state.creatures if c.owner is not creature.owner]


def _on_segment(p: Point, start: Point, end: Point, tol: float) -> float | None:
    """How far along the segment ``p`` lies, if it lies on it."""
    length = math.dist(start, end)
    if length == 0:
        return 0.0 if math.dist(p, start) <= tol else None
    along = ((p.x - start.x) * (end.x - start.x) + (p.y - start.y) * (end.y - start.y)) / length
    off = abs((p.x - start.x) * (end.y - start.y) - (p.y - start.y) * (end.x - start.x)) / length
    return along if off <= tol and -tol <= along <= length + tol else None


def _walked(start: Point, path: tuple[Point, ...], end: Point, tol: float) -> list[Point] | None:
    """The corners of ``path`` walked from ``start`` up to ``end``, ``end`` last (None:
    ``end`` is not on the path)."""
    walked, here = [start], start
    for corner in path:
        if _on_segment(end, here, corner, tol) is not None:
            return [*walked, end]
        walked.append(corner)
        here = corner
    return None


def _length(points: list[Point]) -> float:
    return sum(math.dist(p, q) for p, q in pairwise(points))


def _closest(points: list[Point], centre: Point) -> float:
    """The least distance from ``centre`` to the path through ``points``."""
    best = math.dist(points[0], centre)
    for p, q in pairwise(points):
        dx, dy = q.x - p.x, q.y - p.y
        span = dx * dx + dy * dy
        t = 0.0 if span == 0 else ((centre.x - p.x) * dx + (centre.y - p.y) * dy) / span
        t = min(1.0, max(0.0, t))
        best = min(best, math.hypot(p.x + t * dx - centre.x, p.y + t * dy - centre.y))
    return best


# Templates: corners in order, measured by plain arithmetic


def _template(card: TerrainCard, at: Point) -> list[tuple[float, float]]:
    return [(x + at.x, y + at.y) for x, y in card.shape]


def _winding(corners: list[tuple[float, float]], p: Point) -> int:
    """How many times the outline winds round ``p`` (0: outside)."""
    turns = 0
    for (ax, ay), (bx, by) in zip(corners, corners[1:] + corners[:1], strict=True):
        side = (bx - ax) * (p.y - ay) - (p.x - ax) * (by - ay)
        if ay <= p.y < by and side > 0:
            turns += 1
        elif by <= p.y < ay and side < 0:
            turns -= 1
    return turns


def _to_edge(p: tuple[float, float], a: tuple[float, float], b: tuple[float, float]) -> float:
    dx, dy = b[0] - a[0], b[1] - a[1]
    span = dx * dx + dy * dy
    t = 0.0 if span == 0 else ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / span
    t = min(1.0, max(0.0, t))
    return math.hypot(a[0] + t * dx - p[0], a[1] + t * dy - p[1])


def _template_to_point(corners: list[tuple[float, float]], p: Point) -> float:
    """The distance from ``p`` to the template: 0 inside it."""
    if _winding(corners, p):
        return 0.0
    edges = zip(corners, corners[1:] + corners[:1], strict=True)
    return min(_to_edge((p.x, p.y), a, b) for a, b in edges)


def _templates_apart(one: list[tuple[float, float]], other: list[tuple[float, float]]) -> float:
    """The distance between two templates: 0 when one holds a corner of the other or their
    edges cross; else the nearest corner-to-edge distance, either way."""
    if _winding(one, Point(*other[0])) or _winding(other, Point(*one[0])):
        return 0.0
    best = math.inf
    for first, second in ((one, other), (other, one)):
        for p, q in zip(second, second[1:] + second[:1], strict=True):
            for r, s in zip(first, first[1:] + first[:1], strict=True):
                if _cross(p, q, r, s):
                    return 0.0
            best = min(best, *(_to_edge(corner, p, q) for corner in first))
    return best


def _cross(
    a: tuple[float, float], b: tuple[float, float], c: tuple[float, float], d: tuple[float, float]
) -> bool:
    """Whether the segments ``ab`` and ``cd`` cross at a point inside both."""
    den = (b[0] - a[0]) * (d[1] - c[1]) - (b[1] - a[1]) * (d[0] - c[0])
    if den == 0:
        return False  # parallel: a shared stretch is found by the distances
    t = ((c[0] - a[0]) * (d[1] - c[1]) - (c[1] - a[1]) * (d[0] - c[0])) / den
    u = ((c[0] - a[0]) * (b[1] - a[1]) - (c[1] - a[1]) * (b[0] - a[0])) / den
    return 0 <= t <= 1 and 0 <= u <= 1


def _edge_gap(state: GameState, creature: Creature, player: Player) -> float:
    y = creature.at.y if player is Player.SOUTH else state.ruleset.table_size - creature.at.y
    return y - _radius(state, creature)
