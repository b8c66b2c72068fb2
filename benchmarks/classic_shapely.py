"""The classic table's geometry as it was before the exact rewrite: shapely and numpy.

Kept only so that ``python -m benchmarks.classic`` can measure the exact, plain-Python
geometry (:mod:`engine.signum.classic.geometry`) against it in the same run, on the same
seeded tables. It is not the engine: it follows the old readings of LS1-C.21 and C.24
(a move stops where the bases meet; only lines tangent to the full-size shapes are
tried), so the games played with it (:func:`installed`) take other paths. Delete it
once the comparison is no longer wanted.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import NamedTuple

import numpy as np
import shapely
from shapely.affinity import translate
from shapely.geometry import LineString, Polygon
from shapely.geometry import Point as ShapelyPoint

from engine.signum.classic import movement, ranged, terrain
from engine.signum.classic.cards import TerrainCard
from engine.signum.classic.geometry import Disc as ExactDisc
from engine.signum.classic.table import Edge, Point

ARC_SEGMENTS = 16  # a quarter circle as 16 chords: at most 0.006 cm off a 5 cm radius


class Disc(NamedTuple):
    """A round base: its centre and radius, in centimetres."""

    centre: Point
    radius: float

    @property
    def shape(self) -> ShapelyPoint:
        return _point(self.centre)

    def polygon(self) -> Polygon:
        """The base as a polygon inscribed in its circle (for clipping templates only)."""
        return self.shape.buffer(self.radius, quad_segs=ARC_SEGMENTS)


@cache
def _point(p: Point) -> ShapelyPoint:
    return ShapelyPoint(p.x, p.y)


def segment(start: Point, end: Point) -> LineString:
    return LineString((start, end))


def segment_distance(start: Point, end: Point, point: Point) -> float:
    """The distance from ``point`` to the segment from ``start`` to ``end``.

    >>> start, end = Point(0, 0), Point(10, 0)
    >>> segment_distance(start, end, Point(5, 3)), segment_distance(start, end, Point(13, 4))
    (3.0, 5.0)
    """
    dx, dy = end.x - start.x, end.y - start.y
    length2 = dx * dx + dy * dy
    px, py = point.x - start.x, point.y - start.y
    t = 0.0 if length2 == 0 else min(max((px * dx + py * dy) / length2, 0.0), 1.0)
    return math.hypot(px - t * dx, py - t * dy)


def template_edge_gap(template: Polygon, edge: Edge, size: float) -> float:
    """The distance from a template to one edge of the table."""
    west, south, east, north = template.bounds
    return {Edge.SOUTH: south, Edge.NORTH: size - north, Edge.WEST: west, Edge.EAST: size - east}[
        edge
    ]


def template_on_table(template: Polygon, size: float, tol: float) -> bool:
    return all(template_edge_gap(template, edge, size) >= -tol for edge in Edge)


def template_gap(template: Polygon, disc: Disc) -> float:
    """The distance from a template to a base's edge (``-radius`` when the centre is inside)."""
    return template.distance(disc.shape) - disc.radius


def templates_gap(a: Polygon, b: Polygon) -> float:
    """The distance between two templates (0 when they touch or overlap)."""
    return a.distance(b)


# Movement


def first_touch(start: Point, end: Point, radius: float, other: Disc, tol: float) -> float | None:
    """How far along the segment a sliding base first touches ``other`` (None: never).

    The touch is where the gap first reaches 0, or the closest approach when that
    leaves a gap of at most ``tol``.

    >>> first_touch(Point(0, 0), Point(20, 0), 1.5, Disc(Point(10, 0), 1.5), 0.01)
    7.0
    >>> first_touch(Point(0, 0), Point(20, 0), 1.5, Disc(Point(10, 3.005), 1.5), 0.01)
    10.0
    >>> first_touch(Point(0, 0), Point(20, 0), 1.5, Disc(Point(10, 4), 1.5), 0.01) is None
    True
    """
    reach = radius + other.radius
    if segment_distance(start, end, other.centre) > reach + tol:
        return None
    length = math.dist(start, end)
    if length == 0:
        return 0.0
    ux, uy = (end.x - start.x) / length, (end.y - start.y) / length
    cx, cy = other.centre.x - start.x, other.centre.y - start.y
    along = cx * ux + cy * uy  # the foot of the perpendicular from the centre, on the line
    across = abs(cx * uy - cy * ux)
    if across >= reach:  # only grazes, within tol: the closest approach
        return min(max(along, 0.0), length)
    back = math.sqrt(reach * reach - across * across)
    return min(max(along - back, 0.0), length)


# Line of sight


@dataclass(frozen=True)
class Sight:
    """Whether a line of sight exists between two bases; ``line`` is one clear line if so."""

    clear: bool
    line: tuple[Point, Point] | None = None


class _Line(NamedTuple):
    """The line of points ``p`` with ``n · p = rho``, ``n = (cos theta, sin theta)``."""

    theta: float
    rho: float


def _chord(line: _Line, disc: Disc, tol: float) -> tuple[float, float] | None:
    """Where ``line`` crosses ``disc``, as positions along the line (None: it misses)."""
    nx, ny = math.cos(line.theta), math.sin(line.theta)
    off = nx * disc.centre.x + ny * disc.centre.y - line.rho
    if abs(off) > disc.radius + tol:
        return None
    half = math.sqrt(max(disc.radius * disc.radius - off * off, 0.0))
    along = -ny * disc.centre.x + nx * disc.centre.y
    return along - half, along + half


def _on_line(line: _Line, along: float) -> Point:
    nx, ny = math.cos(line.theta), math.sin(line.theta)
    return Point(line.rho * nx - along * ny, line.rho * ny + along * nx)


def _between(line: _Line, a: Disc, b: Disc, tol: float) -> tuple[Point, Point] | None:
    """The part of ``line`` between the two bases, from the edge of ``a`` to the edge of ``b``."""
    ca, cb = _chord(line, a, tol), _chord(line, b, tol)
    if ca is None or cb is None:
        return None
    if ca[1] <= cb[0]:
        return _on_line(line, ca[1]), _on_line(line, cb[0])
    if cb[1] <= ca[0]:
        return _on_line(line, ca[0]), _on_line(line, cb[1])
    return None  # the chords overlap: the bases overlap along this line


def _clear(
    ends: tuple[Point, Point], discs: Sequence[Disc], walls: Sequence[Polygon], tol: float
) -> bool:
    start, end = ends
    if any(segment_distance(start, end, d.centre) < d.radius - tol for d in discs):
        return False
    if not walls:
        return True
    line = segment(start, end)
    return not any(line.intersects(wall) for wall in walls)


def line_of_sight(
    shooter: Disc,
    target: Disc,
    others: Sequence[Disc],
    blocking: Sequence[Polygon],
    tol: float,
) -> Sight:
    """Whether any straight line joins a point of one base to a point of the other without
    going into another base (any miniature) or a blocking template.

    Only what comes near the segment between the two centres can block. If some clear line exists,
    then one exists that touches two of the shapes involved (the two bases, the blocking
    bases, the corners of the templates): the lines tangent to two of them are tried, and
    the first clear one is returned. The part of a line inside the two bases themselves
    does not count, so a template is clipped by them first.

    >>> me, you = Disc(Point(10, 10), 1.5), Disc(Point(30, 10), 1.5)
    >>> line_of_sight(me, you, [Disc(Point(20, 10), 1.5)], [], 0.01).clear
    True
    >>> from shapely.geometry import Polygon
    >>> from shapely.geometry import Polygon
    >>> wall = Polygon([(19, 0), (21, 0), (21, 30), (19, 30)])
    >>> line_of_sight(me, you, [], [wall], 0.01).clear
    False
    """
    # Whatever lies farther from the centres' segment than the larger base cannot block.
    reach = max(shooter.radius, target.radius) + tol
    a, b = shooter.centre, target.centre
    discs = [d for d in others if segment_distance(a, b, d.centre) < d.radius + reach]
    walls = []
    ends: Polygon | None = None
    for template in blocking:
        if template.distance(segment(a, b)) >= reach:
            continue
        if ends is None:
            ends = shooter.polygon().union(target.polygon())
        clipped = template.difference(ends) if template.intersects(ends) else template
        shrunk = clipped.buffer(-tol, join_style="mitre")
        if not shrunk.is_empty:
            walls.append((clipped, shrunk))
    centre_line = _between(_centre_line(shooter, target), shooter, target, tol)
    shrunk_walls = [shrunk for _, shrunk in walls]
    if centre_line is not None and _clear(centre_line, discs, shrunk_walls, tol):
        return Sight(True, centre_line)
    if not discs and not walls:
        return Sight(centre_line is not None, centre_line)
    features = [shooter, target, *discs, *(Disc(Point(*c), 0.0) for c in _corners(walls))]
    theta, rho = _all_tangents(features)
    found = _first_clear(theta, rho, shooter, target, discs, shrunk_walls, tol)
    return Sight(False) if found is None else Sight(True, found)


def _all_tangents(features: Sequence[Disc]) -> tuple[np.ndarray, np.ndarray]:
    """Every line tangent to two of the features (a point is a circle of radius 0), as
    arrays of ``theta`` and ``rho``, pair by pair: for circles ``a`` and ``b`` and signs
    ``sa``, ``sb``, the lines with ``n · a = rho + sa ra`` and ``n · b = rho + sb rb``."""
    cx = np.array([f.centre.x for f in features])
    cy = np.array([f.centre.y for f in features])
    r = np.array([f.radius for f in features])
    i, j = np.triu_indices(len(features), k=1)
    dx, dy = cx[j] - cx[i], cy[j] - cy[i]
    d = np.hypot(dx, dy)
    phi = np.arctan2(dy, dx)
    thetas, rhos, valid = [], [], []
    for sa in (1.0, -1.0):
        for sb in (1.0, -1.0):
            k = sb * r[j] - sa * r[i]
            ok = (d > 0) & (np.abs(k) <= d)
            spread = np.arccos(np.clip(k / np.where(d > 0, d, 1.0), -1.0, 1.0))
            for theta in (phi + spread, phi - spread):
                thetas.append(theta)
                rhos.append(np.cos(theta) * cx[i] + np.sin(theta) * cy[i] - sa * r[i])
                valid.append(ok)
    order = np.stack(valid, axis=1).ravel()  # pair by pair
    theta = np.stack(thetas, axis=1).ravel()[order]
    rho = np.stack(rhos, axis=1).ravel()[order]
    return theta, rho


def _first_clear(
    theta: np.ndarray,
    rho: np.ndarray,
    a: Disc,
    b: Disc,
    discs: Sequence[Disc],
    walls: Sequence[Polygon],
    tol: float,
) -> tuple[Point, Point] | None:
    """The part between the bases of the first of the lines that nothing blocks, if any.

    The same test as :func:`_between` and :func:`_clear`, for all the lines at once.
    """
    if not len(theta):
        return None
    nx, ny = np.cos(theta), np.sin(theta)

    def chord(disc: Disc) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        off = nx * disc.centre.x + ny * disc.centre.y - rho
        half = np.sqrt(np.maximum(disc.radius * disc.radius - off * off, 0.0))
        along = -ny * disc.centre.x + nx * disc.centre.y
        return along - half, along + half, np.abs(off) <= disc.radius + tol

    a_lo, a_hi, a_meets = chord(a)
    b_lo, b_hi, b_meets = chord(b)
    forward = a_hi <= b_lo
    backward = b_hi <= a_lo
    ok = a_meets & b_meets & (forward | backward)
    t0 = np.where(forward, a_hi, a_lo)
    t1 = np.where(forward, b_lo, b_hi)
    x0, y0 = rho * nx - t0 * ny, rho * ny + t0 * nx
    x1, y1 = rho * nx - t1 * ny, rho * ny + t1 * nx
    dx, dy = x1 - x0, y1 - y0
    length2 = np.maximum(dx * dx + dy * dy, 1e-300)
    for disc in discs:
        px, py = disc.centre.x - x0, disc.centre.y - y0
        t = np.clip((px * dx + py * dy) / length2, 0.0, 1.0)
        ok &= np.hypot(px - t * dx, py - t * dy) >= disc.radius - tol
    if walls and ok.any():
        chosen = np.nonzero(ok)[0]
        segments = shapely.linestrings(
            np.stack((np.column_stack((x0, y0))[chosen], np.column_stack((x1, y1))[chosen]), axis=1)
        )
        free = np.ones(len(chosen), dtype=bool)
        for wall in walls:
            free &= ~shapely.intersects(segments, wall)
        ok[chosen] = free
    hits = np.nonzero(ok)[0]
    if not len(hits):
        return None
    i = int(hits[0])
    return Point(float(x0[i]), float(y0[i])), Point(float(x1[i]), float(y1[i]))


def _centre_line(a: Disc, b: Disc) -> _Line:
    dx, dy = b.centre.x - a.centre.x, b.centre.y - a.centre.y
    theta = math.atan2(dy, dx) + math.pi / 2  # the normal is across the direction of travel
    nx, ny = math.cos(theta), math.sin(theta)
    return _Line(theta, nx * a.centre.x + ny * a.centre.y)


def _corners(walls: Sequence[tuple[Polygon, Polygon]]) -> list[tuple[float, float]]:
    found: list[tuple[float, float]] = []
    for clipped, _ in walls:
        parts = getattr(clipped, "geoms", [clipped])
        for part in parts:
            for ring in (part.exterior, *part.interiors):
                found.extend(ring.coords[:-1])
    return found


@cache
def _shape(shape: tuple[tuple[float, float], ...]) -> Polygon:
    return Polygon(shape)


@lru_cache(maxsize=4096)
def polygon(card: TerrainCard, at: Point) -> Polygon:
    return translate(_shape(card.shape), at.x, at.y)


def sight_between(
    shooter: ExactDisc,
    target: ExactDisc,
    others: Sequence[ExactDisc],
    blocking: Sequence[Polygon],
    tol: float,
) -> Sight:
    return line_of_sight(Disc(*shooter), Disc(*target), [Disc(*d) for d in others], blocking, tol)


@contextmanager
def installed() -> Iterator[None]:
    """The engine with this geometry in place of the exact one, for a benchmark's while."""
    swaps = [
        (terrain, "polygon", polygon),
        (terrain, "template_edge_gap", template_edge_gap),
        (terrain, "template_touches", lambda t, d, tol: template_gap(t, Disc(*d)) <= tol),
        (terrain, "templates_apart", lambda a, b, need, tol: templates_gap(a, b) >= need - tol),
        (terrain, "template_on_table", template_on_table),
        (terrain, "templates_gap", templates_gap),
        (ranged, "line_of_sight", sight_between),
        (movement, "first_touch", first_touch),
    ]
    kept = [(module, name, getattr(module, name)) for module, name, _ in swaps]
    try:
        for module, name, value in swaps:
            setattr(module, name, value)
        yield
    finally:
        for module, name, value in kept:
            setattr(module, name, value)
