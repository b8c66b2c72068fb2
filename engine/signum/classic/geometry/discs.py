"""Round bases: the gap between two of them, contact, and their place on the table.

A base is a :class:`Disc`, its centre and radius in centimetres. Every comparison allows
the ruleset's tolerance ``tol`` (LS1-C.2): two bases *touch* when the gap between them is
at most ``tol`` either way, and one goes *into* another only by more than ``tol``.

>>> a, b = Disc(Point(10, 10), 1.5), Disc(Point(13, 10), 1.5)
>>> gap(a, b), touching(a, b, 0.01), overlapping(a, b, 0.01)
(0.0, True, False)
"""

from __future__ import annotations

import math
from typing import NamedTuple

from engine.signum.classic.geometry.polygons import point_segment_distance
from engine.signum.classic.geometry.tolerance import at_least, at_most
from engine.signum.classic.table import Edge, Point


class Disc(NamedTuple):
    """A round base: its centre and radius, in centimetres."""

    centre: Point
    radius: float


def gap(a: Disc, b: Disc) -> float:
    """The distance between the edges of two bases (negative when they overlap).

    >>> gap(Disc(Point(0, 0), 1), Disc(Point(10, 0), 2))
    7.0
    """
    return math.dist(a.centre, b.centre) - a.radius - b.radius


def segment_distance(start: Point, end: Point, point: Point) -> float:
    """The distance from ``point`` to the segment from ``start`` to ``end``.

    >>> start, end = Point(0, 0), Point(10, 0)
    >>> segment_distance(start, end, Point(5, 3)), segment_distance(start, end, Point(13, 4))
    (3.0, 5.0)
    """
    return point_segment_distance(point, start, end)


def touching(a: Disc, b: Disc, tol: float) -> bool:
    """Bases in contact: the gap between them is at most ``tol`` either way (LS1-C.2).

    >>> touching(Disc(Point(0, 0), 1.5), Disc(Point(3.009, 0), 1.5), 0.01)
    True
    """
    return at_most(abs(gap(a, b)), 0, tol)


def overlapping(a: Disc, b: Disc, tol: float) -> bool:
    """One base goes more than ``tol`` into the other.

    >>> overlapping(Disc(Point(0, 0), 1.5), Disc(Point(2.99, 0), 1.5), 0.01)
    False
    """
    return not at_least(gap(a, b), 0, tol)


def edge_gap(disc: Disc, edge: Edge, size: float) -> float:
    """The distance from a base to one edge of the table (negative when it hangs over).

    >>> edge_gap(Disc(Point(5, 1.5), 1.5), Edge.SOUTH, 60)
    0.0
    """
    x, y = disc.centre
    centre_to_edge = {Edge.SOUTH: y, Edge.NORTH: size - y, Edge.WEST: x, Edge.EAST: size - x}
    return centre_to_edge[edge] - disc.radius


def on_table(disc: Disc, size: float, tol: float) -> bool:
    """The whole base stands on the table (within ``tol``).

    >>> on_table(Disc(Point(1.495, 30), 1.5), 60, 0.01), on_table(Disc(Point(1.48, 30), 1.5), 60, 0.01)
    (True, False)
    """
    return all(at_least(edge_gap(disc, edge, size), 0, tol) for edge in Edge)
