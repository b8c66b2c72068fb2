"""Line of sight between two bases (LS1-13.3, LS1-13.4, LS1-C.24).

A line of sight is a straight line from the edge of one base to the edge of the other.
What lies under those two bases is not on it, and they never block it. Any other base,
and any template that blocks sight, blocks the line only where the line passes inside it
by more than the tolerance: inside a base's circle shrunk by ``tol``, or inside the
template's *inner offset*, the points more than ``tol`` from its every edge. The ends of
the line count: a base standing more than ``tol`` inside a blocking template neither sees
out of it nor is seen.

If some clear line exists, one exists that touches two of the shapes that constrain it,
so only those lines are tried. The shapes are the two bases, the shrunk bases, and, as
points, the corners of the templates' inner offsets and the points where the two bases'
edges cross a shrunk base or an inner offset's outline. (An inner offset's outline also
bends round a template's concave corners on arcs, but a line grazing such an arc from
outside would go into the offset beside it, so those arcs bound no clear line.) The
line through the two centres is tried first, and, among the rest, those that touch the
bases themselves.

>>> me, you = Disc(Point(10, 10), 1.5), Disc(Point(30, 10), 1.5)
>>> line_of_sight(me, you, [Disc(Point(20, 10), 1.5)], [], 0.01).clear
True
>>> wall = Polygon.of([(19, 0), (21, 0), (21, 30), (19, 30)])
>>> line_of_sight(me, you, [], [wall], 0.01).clear
False
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from itertools import combinations

from engine.signum.classic.geometry.discs import Disc, gap
from engine.signum.classic.geometry.polygons import (
    Polygon,
    circle_circle,
    goes_into,
    inner_corners,
    outline_crossings,
    point_distance,
    point_segment_distance,
    segment_distance,
)
from engine.signum.classic.geometry.tolerance import EPSILON
from engine.signum.classic.table import Point


@dataclass(frozen=True)
class Sight:
    """Whether a line of sight exists between two bases; ``line`` is one clear line if so."""

    clear: bool
    line: tuple[Point, Point] | None = None


Feature = tuple[float, float, float]  # a circle's centre and radius; a point has radius 0


@dataclass
class _Blockers:
    """What may block: the bases shrunk by the tolerance, and the templates."""

    discs: list[Disc]
    walls: list[Polygon]
    depth: float  # a template blocks what goes deeper than this

    def block(self, start: Point, end: Point) -> bool:
        """Whether the segment goes into any of them by more than the tolerance."""
        for i, disc in enumerate(self.discs):
            if point_segment_distance(disc.centre, start, end) < disc.radius - EPSILON:
                if i:  # the one that blocked is tried first next time
                    self.discs.insert(0, self.discs.pop(i))
                return True
        for i, wall in enumerate(self.walls):
            if goes_into(start, end, wall, self.depth):
                if i:
                    self.walls.insert(0, self.walls.pop(i))
                return True
        return False


def line_of_sight(
    shooter: Disc,
    target: Disc,
    others: Sequence[Disc],
    blocking: Sequence[Polygon],
    tol: float,
) -> Sight:
    """Whether a clear line joins the edge of ``shooter`` to the edge of ``target``, with the
    other bases and the blocking templates in the way (see the module's docstring).

    >>> me, you = Disc(Point(10, 10), 1.5), Disc(Point(30, 10), 1.5)
    >>> line_of_sight(me, you, [Disc(Point(20, 10), 4)], [], 0.01)
    Sight(clear=False, line=None)
    >>> line_of_sight(me, you, [Disc(Point(20, 10.5), 1.5)], [], 0.01).line
    (Point(x=10.0, y=8.5), Point(x=30.0, y=8.5))
    """
    # What lies farther from the centres' segment than the larger base cannot be in the way.
    reach = max(shooter.radius, target.radius)
    a, b = shooter.centre, target.centre
    blockers = _Blockers(
        [
            Disc(d.centre, d.radius - tol)
            for d in others
            if d.radius > tol and point_segment_distance(d.centre, a, b) < d.radius - tol + reach
        ],
        [wall for wall in blocking if segment_distance(wall, a, b) < reach],
        tol + EPSILON,
    )
    if gap(shooter, target) <= 0:  # bases in contact meet at a point: the line is that point
        point = _meeting_point(shooter, target)
        return Sight(False) if blockers.block(point, point) else Sight(True, (point, point))
    for line in _candidates(shooter, target, blockers, tol):
        ends = _between(line, shooter, target)
        if ends is not None and not blockers.block(*ends):
            return Sight(True, ends)
    return Sight(False)


def _meeting_point(a: Disc, b: Disc) -> Point:
    """The middle of where two touching or overlapping bases meet, on the centres' line."""
    length = math.dist(a.centre, b.centre)
    if length == 0:
        return a.centre
    along = a.radius + gap(a, b) / 2
    return Point(
        a.centre.x + (b.centre.x - a.centre.x) * along / length,
        a.centre.y + (b.centre.y - a.centre.y) * along / length,
    )


Line = tuple[float, float, float]
"""The line of points ``p`` with ``nx p.x + ny p.y = rho``, ``(nx, ny)`` of length 1."""


def _candidates(shooter: Disc, target: Disc, blockers: _Blockers, tol: float) -> Iterator[Line]:
    """The lines worth trying, the likeliest first: the centres' line; the lines touching
    both bases; then those touching one base and one constraint; then two constraints."""
    (ax, ay), ra = shooter
    (bx, by), rb = target
    length = math.hypot(bx - ax, by - ay)
    nx, ny = -(by - ay) / length, (bx - ax) / length
    yield nx, ny, nx * ax + ny * ay
    if not blockers.discs and not blockers.walls:
        return
    ends = [(ax, ay, ra), (bx, by, rb)]
    yield from _tangents(ends[0], ends[1])
    rest = _constraints(shooter, target, blockers, tol)
    for end in ends:
        for feature in rest:
            yield from _tangents(end, feature)
    for first, second in combinations(rest, 2):
        yield from _tangents(first, second)


def _constraints(shooter: Disc, target: Disc, blockers: _Blockers, tol: float) -> list[Feature]:
    """The shrunk bases, the inner offsets' corners, and where the two bases' edges cross them."""
    found: list[Feature] = [(d.centre.x, d.centre.y, d.radius) for d in blockers.discs]
    for wall in blockers.walls:
        found.extend((p.x, p.y, 0.0) for p in inner_corners(wall, tol))
    for end in (shooter, target):
        for disc in blockers.discs:
            crossings = circle_circle(end.centre, end.radius, disc.centre, disc.radius)
            found.extend((p.x, p.y, 0.0) for p in crossings)
        for wall in blockers.walls:
            if point_distance(wall, end.centre) < end.radius:
                crossings = outline_crossings(wall, tol, end.centre, end.radius)
                found.extend((p.x, p.y, 0.0) for p in crossings)
    return found


def _tangents(first: Feature, second: Feature) -> Iterator[Line]:
    """Every line tangent to two circles (through a point, for a radius of 0).

    For signs ``s1``, ``s2`` the line keeps the first centre at ``s1 r1`` and the second at
    ``s2 r2`` from it: ``n · c1 - rho = s1 r1`` and ``n · c2 - rho = s2 r2``.
    """
    x1, y1, r1 = first
    x2, y2, r2 = second
    dx, dy = x2 - x1, y2 - y1
    d = math.hypot(dx, dy)
    if d == 0:
        return
    ux, uy = dx / d, dy / d
    for s1 in (1.0, -1.0) if r1 > 0 else (1.0,):
        for s2 in (1.0, -1.0) if r2 > 0 else (1.0,):
            cos = (s2 * r2 - s1 * r1) / d
            if abs(cos) > 1:
                if abs(cos) > 1 + 1e-9:
                    continue
                cos = math.copysign(1.0, cos)  # a point on the circle: its one tangent
            sin = math.sqrt(1 - cos * cos)
            for side in (sin, -sin) if sin > 0 else (0.0,):
                nx, ny = ux * cos - uy * side, uy * cos + ux * side
                yield nx, ny, nx * x1 + ny * y1 - s1 * r1


def _between(line: Line, a: Disc, b: Disc) -> tuple[Point, Point] | None:
    """The part of ``line`` between the two bases, from the edge of ``a`` to the edge of
    ``b``; None if the line misses either."""
    nx, ny, rho = line
    chord_a = _chord(nx, ny, rho, a)
    chord_b = _chord(nx, ny, rho, b)
    if chord_a is None or chord_b is None:
        return None
    if chord_a[1] <= chord_b[0]:
        start, end = chord_a[1], chord_b[0]
    elif chord_b[1] <= chord_a[0]:
        start, end = chord_a[0], chord_b[1]
    else:
        return None  # the bases overlap along this line
    return (
        Point(rho * nx - start * ny, rho * ny + start * nx),
        Point(rho * nx - end * ny, rho * ny + end * nx),
    )


def _chord(nx: float, ny: float, rho: float, disc: Disc) -> tuple[float, float] | None:
    """Where the line crosses the base, as positions along the line (None: it misses)."""
    (cx, cy), radius = disc
    off = nx * cx + ny * cy - rho
    if abs(off) > radius + EPSILON:
        return None
    half = math.sqrt(max(radius * radius - off * off, 0.0))
    along = -ny * cx + nx * cy
    return along - half, along + half
