"""Terrain templates as plain polygons: containment, distances, and how deep a line goes in.

A template is a simple polygon (its edges never cross), convex or not, with its corners
in order either way round. Everything here is exact arithmetic on its corners and edges;
the only slack is :data:`EPSILON`, a billionth of a centimetre, so that a line built to
touch a corner is not refused by a rounding error.

>>> square = Polygon.of([(0, 0), (4, 0), (4, 4), (0, 4)])
>>> contains(square, Point(1, 1)), contains(square, Point(5, 1))
(True, False)
>>> point_distance(square, Point(7, 8))
5.0
>>> goes_into(Point(-1, 2), Point(5, 2), square, 1.99), goes_into(Point(-1, 2), Point(5, 2), square, 2)
(True, False)
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import combinations

from engine.signum.classic.geometry.tolerance import EPSILON
from engine.signum.classic.table import Point

Segment = tuple[Point, Point]


@dataclass(frozen=True, slots=True)
class Polygon:
    """A simple polygon, by its corners in order (the last joins the first).

    >>> Polygon.of([(0, 0), (2, 0), (2, 1), (0, 0)]).corners
    (Point(x=0.0, y=0.0), Point(x=2.0, y=0.0), Point(x=2.0, y=1.0))
    """

    corners: tuple[Point, ...]
    edges: tuple[Segment, ...] = field(init=False, repr=False, compare=False)
    bounds: tuple[float, float, float, float] = field(init=False, repr=False, compare=False)
    """West, south, east and north: the smallest box around the polygon."""

    def __post_init__(self) -> None:
        if len(self.corners) < 3:
            raise ValueError("a polygon needs at least three corners")
        shifted = (*self.corners[1:], self.corners[0])
        object.__setattr__(self, "edges", tuple(zip(self.corners, shifted, strict=True)))
        xs = [x for x, _ in self.corners]
        ys = [y for _, y in self.corners]
        object.__setattr__(self, "bounds", (min(xs), min(ys), max(xs), max(ys)))

    @classmethod
    def of(cls, points: Iterable[tuple[float, float]]) -> Polygon:
        """A polygon from ``(x, y)`` pairs; a repeated corner (or closing point) is dropped."""
        corners: list[Point] = []
        for x, y in points:
            corner = Point(float(x), float(y))
            if not corners or corner != corners[-1]:
                corners.append(corner)
        if len(corners) > 1 and corners[0] == corners[-1]:
            corners.pop()
        return cls(tuple(corners))

    def moved(self, dx: float, dy: float) -> Polygon:
        """The polygon shifted by ``(dx, dy)``.

        >>> Polygon.of([(0, 0), (1, 0), (0, 1)]).moved(10, 20).corners[1]
        Point(x=11.0, y=20.0)
        """
        return Polygon(tuple(Point(x + dx, y + dy) for x, y in self.corners))

    @property
    def area(self) -> float:
        """The signed area: positive when the corners run anticlockwise.

        >>> Polygon.of([(0, 0), (4, 0), (4, 3)]).area
        6.0
        """
        return sum(a.x * b.y - b.x * a.y for a, b in self.edges) / 2


def _cross(ox: float, oy: float, ax: float, ay: float, bx: float, by: float) -> float:
    """Twice the signed area of the triangle o, a, b (positive: a to b turns left)."""
    return (ax - ox) * (by - oy) - (ay - oy) * (bx - ox)


def point_segment_distance(point: Point, start: Point, end: Point) -> float:
    """The distance from ``point`` to the segment from ``start`` to ``end``.

    >>> point_segment_distance(Point(5, 3), Point(0, 0), Point(10, 0))
    3.0
    """
    sx, sy = start
    dx, dy = end[0] - sx, end[1] - sy
    px, py = point[0] - sx, point[1] - sy
    length2 = dx * dx + dy * dy
    if length2 == 0:
        return math.hypot(px, py)
    t = (px * dx + py * dy) / length2
    if t <= 0:
        return math.hypot(px, py)
    if t >= 1:
        return math.hypot(px - dx, py - dy)
    return math.hypot(px - t * dx, py - t * dy)


def segments_meet(a: Point, b: Point, c: Point, d: Point) -> bool:
    """Whether the segments ``ab`` and ``cd`` share a point (touching counts).

    >>> segments_meet(Point(0, 0), Point(2, 2), Point(0, 2), Point(2, 0))
    True
    >>> segments_meet(Point(0, 0), Point(1, 0), Point(2, 0), Point(3, 0))
    False
    """
    if (
        max(a.x, b.x) < min(c.x, d.x)
        or max(c.x, d.x) < min(a.x, b.x)
        or max(a.y, b.y) < min(c.y, d.y)
        or max(c.y, d.y) < min(a.y, b.y)
    ):
        return False
    d1 = _cross(c.x, c.y, d.x, d.y, a.x, a.y)
    d2 = _cross(c.x, c.y, d.x, d.y, b.x, b.y)
    d3 = _cross(a.x, a.y, b.x, b.y, c.x, c.y)
    d4 = _cross(a.x, a.y, b.x, b.y, d.x, d.y)
    if ((d1 > 0 and d2 < 0) or (d1 < 0 and d2 > 0)) and (
        (d3 > 0 and d4 < 0) or (d3 < 0 and d4 > 0)
    ):
        return True
    return (
        (d1 == 0 and _within_box(a, c, d))
        or (d2 == 0 and _within_box(b, c, d))
        or (d3 == 0 and _within_box(c, a, b))
        or (d4 == 0 and _within_box(d, a, b))
    )


def _within_box(p: Point, a: Point, b: Point) -> bool:
    return min(a.x, b.x) <= p.x <= max(a.x, b.x) and min(a.y, b.y) <= p.y <= max(a.y, b.y)


def segment_segment_distance(a: Point, b: Point, c: Point, d: Point) -> float:
    """The distance between the segments ``ab`` and ``cd`` (0 when they meet).

    >>> segment_segment_distance(Point(0, 0), Point(4, 0), Point(1, 3), Point(3, 5))
    3.0
    """
    if segments_meet(a, b, c, d):
        return 0.0
    return min(
        point_segment_distance(a, c, d),
        point_segment_distance(b, c, d),
        point_segment_distance(c, a, b),
        point_segment_distance(d, a, b),
    )


def contains(polygon: Polygon, point: Point) -> bool:
    """Whether ``point`` lies inside the polygon (a point on an edge may go either way).

    >>> ell = Polygon.of([(0, 0), (6, 0), (6, 2), (2, 2), (2, 6), (0, 6)])
    >>> contains(ell, Point(1, 5)), contains(ell, Point(4, 4))
    (True, False)
    """
    x, y = point
    inside = False
    for a, b in polygon.edges:
        if (a.y > y) != (b.y > y):
            crossing = a.x + (y - a.y) * (b.x - a.x) / (b.y - a.y)
            if x < crossing:
                inside = not inside
    return inside


def boundary_distance(polygon: Polygon, point: Point) -> float:
    """The distance from ``point`` to the nearest edge, inside or out.

    >>> boundary_distance(Polygon.of([(0, 0), (4, 0), (4, 4), (0, 4)]), Point(1, 2))
    1.0
    """
    return min(point_segment_distance(point, a, b) for a, b in polygon.edges)


def point_distance(polygon: Polygon, point: Point) -> float:
    """The distance from ``point`` to the polygon: 0 inside it."""
    return 0.0 if contains(polygon, point) else boundary_distance(polygon, point)


def segment_distance(polygon: Polygon, start: Point, end: Point) -> float:
    """The distance from the segment to the polygon: 0 if they meet.

    >>> square = Polygon.of([(0, 0), (4, 0), (4, 4), (0, 4)])
    >>> segment_distance(square, Point(6, -1), Point(6, 9)), segment_distance(square, Point(-1, 1), Point(9, 1))
    (2.0, 0.0)
    """
    if contains(polygon, start):
        return 0.0
    return min(segment_segment_distance(start, end, a, b) for a, b in polygon.edges)


def polygons_distance(first: Polygon, second: Polygon) -> float:
    """The distance between two polygons: 0 if they touch or overlap.

    >>> a = Polygon.of([(0, 0), (4, 0), (4, 4), (0, 4)])
    >>> polygons_distance(a, a.moved(7, 0)), polygons_distance(a, a.moved(2, 2))
    (3.0, 0.0)
    """
    if contains(second, first.corners[0]) or contains(first, second.corners[0]):
        return 0.0
    if any(segments_meet(a, b, c, d) for a, b in first.edges for c, d in second.edges):
        return 0.0
    # Apart, the nearest points are a corner of one and a point of an edge of the other.
    return min(
        min(point_segment_distance(p, c, d) for p in first.corners for c, d in second.edges),
        min(point_segment_distance(p, a, b) for p in second.corners for a, b in first.edges),
    )


def box_distance(polygon: Polygon, point: Point) -> float:
    """The distance from ``point`` to the polygon's bounding box: never more than to the
    polygon itself, and far cheaper.

    >>> box_distance(Polygon.of([(0, 0), (4, 0), (0, 4)]), Point(7, 8))
    5.0
    """
    west, south, east, north = polygon.bounds
    dx = max(west - point.x, 0.0, point.x - east)
    dy = max(south - point.y, 0.0, point.y - north)
    return math.hypot(dx, dy)


def boxes_distance(first: Polygon, second: Polygon) -> float:
    """The distance between two polygons' bounding boxes: never more than between them.

    >>> a = Polygon.of([(0, 0), (4, 0), (4, 4)])
    >>> boxes_distance(a, a.moved(7, 8))
    5.0
    """
    w1, s1, e1, n1 = first.bounds
    w2, s2, e2, n2 = second.bounds
    return math.hypot(max(w2 - e1, 0.0, w1 - e2), max(s2 - n1, 0.0, s1 - n2))


def disc_distance(polygon: Polygon, centre: Point, radius: float) -> float:
    """The gap between the polygon and a round base: ``-radius`` when the centre is inside.

    >>> disc_distance(Polygon.of([(0, 0), (4, 0), (4, 4), (0, 4)]), Point(8, 2), 1.5)
    2.5
    """
    return point_distance(polygon, centre) - radius


# How deep a segment goes into a polygon


def goes_into(start: Point, end: Point, polygon: Polygon, depth: float) -> bool:
    """Whether some point of the segment lies inside the polygon, more than ``depth`` from
    every edge: the line passes *into* the template by more than ``depth``.

    Along the segment, the points within ``depth`` of an edge form one stretch per edge
    (the edge's capsule is convex). Between those stretches the segment never crosses an
    edge, so each free stretch lies wholly inside or wholly outside: its middle tells.

    >>> ell = Polygon.of([(0, 0), (6, 0), (6, 2), (2, 2), (2, 6), (0, 6)])
    >>> goes_into(Point(-1, 1), Point(7, 1), ell, 0.5), goes_into(Point(3, 3), Point(5, 5), ell, 0)
    (True, False)
    """
    sx, sy = start
    vx, vy = end.x - sx, end.y - sy
    west, south, east, north = polygon.bounds
    if (
        max(sx, end.x) <= west + depth
        or min(sx, end.x) >= east - depth
        or max(sy, end.y) <= south + depth
        or min(sy, end.y) >= north - depth
    ):
        return False  # the segment stays outside the box that holds every deep point
    spans = sorted(
        span
        for a, b in polygon.edges
        if (span := _capsule_span(sx, sy, vx, vy, a, b, depth)) is not None
    )
    free_from = 0.0
    for low, high in spans:
        if low > free_from and contains(polygon, _at(start, vx, vy, (free_from + low) / 2)):
            return True
        free_from = max(free_from, high)
        if free_from >= 1.0:
            return False
    return contains(polygon, _at(start, vx, vy, (free_from + 1.0) / 2))


def _at(start: Point, vx: float, vy: float, t: float) -> Point:
    return Point(start.x + t * vx, start.y + t * vy)


def _capsule_span(
    sx: float, sy: float, vx: float, vy: float, a: Point, b: Point, depth: float
) -> tuple[float, float] | None:
    """The stretch ``t`` in [0, 1] of ``s + t v`` that lies within ``depth`` of the edge ``ab``."""
    low, high = math.inf, -math.inf
    for cx, cy in (a, b):  # the round ends
        found = _disc_span(sx - cx, sy - cy, vx, vy, depth)
        if found is not None:
            low, high = min(low, found[0]), max(high, found[1])
    ex, ey = b.x - a.x, b.y - a.y
    length = math.hypot(ex, ey)
    if length > 0:  # the band along the edge: 0 <= along <= length, |across| <= depth
        ux, uy = ex / length, ey / length
        px, py = sx - a.x, sy - a.y
        t0, t1 = -math.inf, math.inf
        for value, rate, lo, hi in (
            (px * ux + py * uy, vx * ux + vy * uy, 0.0, length),
            (px * -uy + py * ux, vx * -uy + vy * ux, -depth, depth),
        ):
            if rate == 0:
                if not lo <= value <= hi:
                    t0, t1 = math.inf, -math.inf
                    break
                continue
            first, second = (lo - value) / rate, (hi - value) / rate
            if first > second:
                first, second = second, first
            t0, t1 = max(t0, first), min(t1, second)
        if t0 <= t1:
            low, high = min(low, t0), max(high, t1)
    low, high = max(low, 0.0), min(high, 1.0)
    return (low, high) if low <= high else None


def _disc_span(
    px: float, py: float, vx: float, vy: float, radius: float
) -> tuple[float, float] | None:
    """The ``t`` for which ``p + t v`` lies within ``radius`` of the origin, over all reals."""
    a = vx * vx + vy * vy
    c = px * px + py * py - radius * radius
    if a == 0:
        return (-math.inf, math.inf) if c <= 0 else None
    b = px * vx + py * vy
    disc = b * b - a * c
    if disc < 0:
        return None
    root = math.sqrt(disc)
    return (-b - root) / a, (-b + root) / a


def entry_depth(start: Point, end: Point, polygon: Polygon) -> float:
    """How far inside the polygon the segment goes at its deepest (0 if it stays out).

    >>> square = Polygon.of([(0, 0), (4, 0), (4, 4), (0, 4)])
    >>> round(entry_depth(Point(-1, 1), Point(9, 1), square), 6)
    1.0
    """
    if not goes_into(start, end, polygon, 0.0):
        return 0.0
    low, high = (
        0.0,
        max(polygon.bounds[2] - polygon.bounds[0], polygon.bounds[3] - polygon.bounds[1]),
    )
    for _ in range(60):  # halving to far below EPSILON
        middle = (low + high) / 2
        low, high = (middle, high) if goes_into(start, end, polygon, middle) else (low, middle)
    return low


# The inner offset: the points more than ``depth`` inside


@lru_cache(maxsize=4096)
def inner_corners(polygon: Polygon, depth: float) -> tuple[Point, ...]:
    """The corners of the polygon's inner offset: the points ``depth`` inside where its
    outline turns.

    The outline runs along each edge, ``depth`` inside it; at a concave corner of the
    polygon it bends round that corner on an arc of radius ``depth`` (meeting the two
    edges' lines smoothly). Its corners are where two of these pieces cross: a crossing
    is a corner when both pieces are nearest there, at exactly ``depth``.

    >>> square = Polygon.of([(0, 0), (4, 0), (4, 4), (0, 4)])
    >>> sorted(inner_corners(square, 1))
    [Point(x=1.0, y=1.0), Point(x=1.0, y=3.0), Point(x=3.0, y=1.0), Point(x=3.0, y=3.0)]
    """
    lines = list(zip(polygon.edges, _offset_lines(polygon, depth), strict=True))
    concave = list(_concave_corners(polygon))
    found: list[tuple[Point, tuple[float, ...]]] = []
    for (first, one), (second, other) in combinations(lines, 2):
        found.extend((p, _to_edges(p, first, second)) for p in _line_line(one, other))
    for edge, line in lines:
        for corner in concave:
            if corner not in edge:  # an edge's line meets its own corner's arc smoothly
                crossings = _line_circle(line, corner, depth)
                found.extend((p, (*_to_edges(p, edge), math.dist(p, corner))) for p in crossings)
    for c1, c2 in combinations(concave, 2):
        found.extend(
            (p, (math.dist(p, c1), math.dist(p, c2))) for p in circle_circle(c1, depth, c2, depth)
        )
    corners: list[Point] = []
    for point, reaches in found:
        on_both = all(abs(reach - depth) <= 1e-7 * max(1.0, depth) for reach in reaches)
        if on_both and _on_outline(polygon, point, depth) and not _near_any(point, corners):
            corners.append(point)
    return tuple(corners)


def _to_edges(point: Point, *edges: Segment) -> tuple[float, ...]:
    return tuple(point_segment_distance(point, a, b) for a, b in edges)


def _on_outline(polygon: Polygon, point: Point, depth: float) -> bool:
    """Whether ``point`` lies inside, exactly ``depth`` from the nearest edge."""
    near = abs(boundary_distance(polygon, point) - depth) <= 1e-7 * max(1.0, depth)
    return near and contains(polygon, point)


def _near_any(point: Point, points: list[Point]) -> bool:
    return any(abs(point.x - p.x) <= EPSILON and abs(point.y - p.y) <= EPSILON for p in points)


Line = tuple[float, float, float]
"""The line of points ``p`` with ``nx p.x + ny p.y = rho``, ``(nx, ny)`` of length 1."""


def _offset_lines(polygon: Polygon, depth: float) -> Iterator[Line]:
    """Each edge's line, moved ``depth`` towards the inside."""
    turn = 1.0 if polygon.area > 0 else -1.0  # inside is on the left of an anticlockwise edge
    for a, b in polygon.edges:
        length = math.dist(a, b)
        nx, ny = -(b.y - a.y) / length * turn, (b.x - a.x) / length * turn
        yield nx, ny, nx * a.x + ny * a.y + depth


def _concave_corners(polygon: Polygon) -> Iterator[Point]:
    turn = 1.0 if polygon.area > 0 else -1.0
    corners = polygon.corners
    for i, here in enumerate(corners):
        before, after = corners[i - 1], corners[(i + 1) % len(corners)]
        if _cross(before.x, before.y, here.x, here.y, after.x, after.y) * turn < 0:
            yield here


def _line_line(first: Line, second: Line) -> list[Point]:
    (a1, b1, c1), (a2, b2, c2) = first, second
    det = a1 * b2 - a2 * b1
    if abs(det) < 1e-12:
        return []
    return [Point((c1 * b2 - c2 * b1) / det, (a1 * c2 - a2 * c1) / det)]


def _line_circle(line: Line, centre: Point, radius: float) -> list[Point]:
    nx, ny, rho = line
    off = nx * centre.x + ny * centre.y - rho
    if abs(off) > radius + EPSILON:
        return []
    half = math.sqrt(max(radius * radius - off * off, 0.0))
    fx, fy = centre.x - off * nx, centre.y - off * ny  # the foot on the line
    return [Point(fx - half * ny, fy + half * nx), Point(fx + half * ny, fy - half * nx)]


def circle_circle(c1: Point, r1: float, c2: Point, r2: float) -> list[Point]:
    """Where two circles cross (one point where they just touch, none if they do not meet).

    >>> circle_circle(Point(0, 0), 5, Point(8, 0), 5)
    [Point(x=4.0, y=3.0), Point(x=4.0, y=-3.0)]
    """
    dx, dy = c2.x - c1.x, c2.y - c1.y
    d = math.hypot(dx, dy)
    if d == 0 or d > r1 + r2 + EPSILON or d < abs(r1 - r2) - EPSILON:
        return []
    along = (d * d + r1 * r1 - r2 * r2) / (2 * d)
    half = math.sqrt(max(r1 * r1 - along * along, 0.0))
    mx, my = c1.x + along * dx / d, c1.y + along * dy / d
    if half == 0:
        return [Point(mx, my)]
    return [
        Point(mx - half * dy / d, my + half * dx / d),
        Point(mx + half * dy / d, my - half * dx / d),
    ]


def outline_crossings(polygon: Polygon, depth: float, centre: Point, radius: float) -> list[Point]:
    """Where a circle crosses the outline of the polygon's inner offset.

    >>> square = Polygon.of([(0, 0), (4, 0), (4, 4), (0, 4)])
    >>> sorted(outline_crossings(square, 1, Point(0, 2), 2))
    [Point(x=1.7320508075688772, y=1.0), Point(x=1.7320508075688772, y=3.0)]
    """
    found: list[Point] = []
    for line in _offset_lines(polygon, depth):
        found.extend(_line_circle(line, centre, radius))
    for corner in _concave_corners(polygon):
        found.extend(circle_circle(corner, depth, centre, radius))
    return [p for p in found if _on_outline(polygon, p, depth)]
