"""Terrain templates on the table: their room from the edges, the bases and each other.

>>> from engine.signum.classic.table import Point
>>> forest = Polygon.of([(20, 20), (28, 20), (28, 26), (20, 26)])
>>> template_edge_gap(forest, Edge.NORTH, 60), template_on_table(forest, 60, 0.01)
(34.0, True)
>>> template_gap(forest, Disc(Point(30, 23), 1.5)), templates_gap(forest, forest.moved(10, 0))
(0.5, 2.0)
>>> template_touches(forest, Disc(Point(29.505, 23), 1.5), 0.01), templates_apart(forest, forest.moved(10, 0), 2, 0.01)
(True, True)
"""

from __future__ import annotations

from engine.signum.classic.geometry.discs import Disc
from engine.signum.classic.geometry.polygons import (
    Polygon,
    box_distance,
    boxes_distance,
    disc_distance,
    polygons_distance,
)
from engine.signum.classic.geometry.tolerance import at_least, at_most
from engine.signum.classic.table import Edge


def template_edge_gap(template: Polygon, edge: Edge, size: float) -> float:
    """The distance from a template to one edge of the table (negative when it hangs over)."""
    west, south, east, north = template.bounds
    gaps = {Edge.SOUTH: south, Edge.NORTH: size - north, Edge.WEST: west, Edge.EAST: size - east}
    return gaps[edge]


def template_on_table(template: Polygon, size: float, tol: float) -> bool:
    """The whole template lies on the table (within ``tol``)."""
    return all(at_least(template_edge_gap(template, edge, size), 0, tol) for edge in Edge)


def template_gap(template: Polygon, disc: Disc) -> float:
    """The distance from a template to a base's edge (``-radius`` when the centre is inside)."""
    return disc_distance(template, disc.centre, disc.radius)


def templates_gap(first: Polygon, second: Polygon) -> float:
    """The distance between two templates (0 when they touch or overlap)."""
    return polygons_distance(first, second)


def template_touches(template: Polygon, disc: Disc, tol: float) -> bool:
    """Whether the template comes within ``tol`` of the base (LS1-9.2); a base far from
    the template's box is settled without measuring the template itself."""
    if not at_most(box_distance(template, disc.centre), disc.radius, tol):
        return False
    return at_most(template_gap(template, disc), 0, tol)


def templates_apart(first: Polygon, second: Polygon, need: float, tol: float) -> bool:
    """Whether two templates lie at least ``need`` apart, within ``tol`` (LS1-9.3); boxes
    that far apart settle it without measuring the templates themselves."""
    if at_least(boxes_distance(first, second), need, tol):
        return True
    return at_least(templates_gap(first, second), need, tol)
