"""The battlefield: a square table measured in centimetres, with four named edges.

``x`` runs from the west edge to the east edge, ``y`` from the south edge to the
north edge; each player owns the edge they sit at (LS1-C).
"""

from __future__ import annotations

from typing import NamedTuple

from engine.core.labels import Label
from engine.signum.players import Player


class Point(NamedTuple):
    """A point of the table, in centimetres from the south-west corner.

    >>> Point(12, 30).label
    '12,30'
    >>> Point.parse("12.5, 30")
    Point(x=12.5, y=30.0)
    """

    x: float
    y: float

    @classmethod
    def parse(cls, text: str) -> Point:
        parts = text.replace(" ", "").split(",")
        if len(parts) != 2:
            raise ValueError(f"not a point (x,y in cm): {text!r}")
        return cls(float(parts[0]), float(parts[1]))

    @property
    def label(self) -> str:
        return f"{number(self.x)},{number(self.y)}"

    def __str__(self) -> str:
        return self.label


def number(value: float) -> str:
    """A length as a reader writes it: no trailing zeros, at most two decimals.

    >>> number(12.0), number(12.5), number(8.333333)
    ('12', '12.5', '8.33')
    """
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


class Edge(Label):
    """The four edges of the table."""

    NORTH = "north"
    EAST = "east"
    SOUTH = "south"
    WEST = "west"

    @property
    def opposite(self) -> Edge:
        """The edge across the table.

        >>> Edge.SOUTH.opposite
        <Edge.NORTH: 'north'>
        """
        return _OPPOSITE[self]


_OPPOSITE = {
    Edge.NORTH: Edge.SOUTH,
    Edge.SOUTH: Edge.NORTH,
    Edge.EAST: Edge.WEST,
    Edge.WEST: Edge.EAST,
}


def own_edge(player: Player) -> Edge:
    """The player's own edge of the table.

    >>> own_edge(Player.NORTH)
    <Edge.NORTH: 'north'>
    """
    return Edge(player.value)
