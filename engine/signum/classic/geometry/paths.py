"""Moving bases: the length of a path, where a sliding base first comes within the
tolerance of another, what it would go into, and whether it ever leaves contact.

The centre of a moving base slides along straight stretches (LS1-C.3). Along one
stretch, the distance from the centre to any fixed point first falls and then rises, so
what a base does near another is settled by solving one quadratic per stretch.

>>> path_length(Point(0, 0), [Point(3, 4), Point(3, 10)])
11.0
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from itertools import pairwise

from engine.signum.classic.geometry.discs import Disc, segment_distance
from engine.signum.classic.geometry.tolerance import at_least, at_most
from engine.signum.classic.table import Point


def path_length(start: Point, waypoints: Sequence[Point]) -> float:
    """The length of the path of straight stretches from ``start`` through ``waypoints``."""
    return sum(math.dist(a, b) for a, b in pairwise((start, *waypoints)))


def point_along(start: Point, end: Point, distance: float) -> Point:
    """The point ``distance`` from ``start`` towards ``end``.

    >>> point_along(Point(0, 0), Point(6, 8), 5)
    Point(x=3.0, y=4.0)
    """
    length = math.dist(start, end)
    if length == 0:
        return start
    f = distance / length
    return Point(start.x + (end.x - start.x) * f, start.y + (end.y - start.y) * f)


def sweep_blocker(
    start: Point, end: Point, radius: float, others: Iterable[Disc], tol: float
) -> Disc | None:
    """The first base (in ``others``' order) that a base of ``radius`` sliding from ``start``
    to ``end`` would go into by more than ``tol``, or None if the way is clear.

    >>> sweep_blocker(Point(0, 0), Point(20, 0), 1.5, [Disc(Point(10, 2.995), 1.5)], 0.01) is None
    True
    """
    for other in others:
        if not at_least(segment_distance(start, end, other.centre), radius + other.radius, tol):
            return other
    return None


def first_touch(start: Point, end: Point, radius: float, other: Disc, tol: float) -> float | None:
    """How far along the stretch a sliding base first comes within ``tol`` of ``other``
    (LS1-C.2, LS1-C.21); None if it never does.

    Head on, that is ``tol`` before the bases meet; a path that only grazes ``other``
    stops at the first point where the gap has shrunk to ``tol``, before the closest one.

    >>> round(first_touch(Point(0, 0), Point(20, 0), 1.5, Disc(Point(10, 0), 1.5), 0.01), 4)
    6.99
    >>> round(first_touch(Point(0, 0), Point(20, 0), 1.5, Disc(Point(10, 3.005), 1.5), 0.01), 4)
    9.8266
    >>> first_touch(Point(0, 0), Point(20, 0), 1.5, Disc(Point(10, 4), 1.5), 0.01) is None
    True
    """
    reach = radius + other.radius + tol
    px, py = start.x - other.centre.x, start.y - other.centre.y
    if px * px + py * py <= reach * reach:
        return 0.0
    length = math.dist(start, end)
    if length == 0:
        return None
    ux, uy = (end.x - start.x) / length, (end.y - start.y) / length
    b = px * ux + py * uy
    disc = b * b - (px * px + py * py - reach * reach)
    if disc < 0:
        return None
    at = -b - math.sqrt(disc)  # the first of the two crossings of the circle of reach
    return at if 0 <= at <= length else None


def leaves_contact(walked: Sequence[Point], radius: float, other: Disc, tol: float) -> bool:
    """Whether a base walked through these points is, anywhere on the way, more than
    ``tol`` from ``other``: it *leaves contact*, even if it touches again later (LS1-C.32).

    The distance from a point grows largest at the ends of a straight stretch, so the
    corners of the path settle it.

    >>> enemy = Disc(Point(10, 10), 1.5)
    >>> round_it = [Point(10, 7), Point(13, 7), Point(13, 13), Point(10, 13)]
    >>> slide = [Point(10, 7), Point(12.12, 7.88)]
    >>> leaves_contact(round_it, 1.5, enemy, 0.01), leaves_contact(slide, 1.5, enemy, 0.01)
    (True, False)
    """
    reach = radius + other.radius
    return any(not at_most(math.dist(p, other.centre), reach, tol) for p in walked)
