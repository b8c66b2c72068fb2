"""Hexes of the Warseer battlefield: names, neighbours, distance and exact corners.

The battlefield is a grid of flat-top hexes (ruling LS2-C). A hex is named by its column
letter and row number, ``c4``: columns ``a``, ``b``, ... from the west, rows ``1``, ``2``,
... from the south. Columns ``b``, ``d``, ``f``... (odd index, counting ``a`` as 0) stand
half a hex further north than their neighbours ("odd-q" offset layout).

Distance is counted in steps between neighbours, through cube coordinates.

Geometry is exact: with a hex's circumradius as the unit, a corner's ``x`` is a multiple
of 1/2 and its ``y`` a multiple of sqrt(3)/2. Scaling the axes by 2 and 2/sqrt(3) turns
every corner into a point of the integer lattice (the *lattice units* of
:func:`corners`). That scaling is affine, so it keeps straight lines straight and keeps
which side of a line a point lies on: every question of sight can be asked in integers.

>>> h = Hex.parse("c4")
>>> h, h.col, h.row
(Hex('c4'), 2, 3)
>>> sorted(str(n) for n in neighbours(h))
['b3', 'b4', 'c3', 'c5', 'd3', 'd4']
>>> distance(Hex.parse("a1"), Hex.parse("j8"))
12
>>> len(within(h, 2))
19
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterator
from dataclasses import dataclass

LETTERS = "abcdefghijklmnopqrstuvwxyz"
_LABEL = re.compile(r"^\s*([a-zA-Z])\s*([0-9]{1,2})\s*$")

# Axial steps (dq, dr) to the six neighbours, clockwise from north-east.
DIRECTIONS: tuple[tuple[int, int], ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))

Lattice = tuple[int, int]
"""A point in lattice units: ``x`` in half radii, ``y`` in halves of sqrt(3) radii."""


@dataclass(frozen=True, slots=True, order=True)
class Hex:
    """One hex: ``col`` 0 for column ``a``, ``row`` 0 for row ``1`` (both count from 0).

    >>> Hex(0, 0).label, Hex(9, 7).label
    ('a1', 'j8')
    >>> Hex.parse(" B12 ")
    Hex('b12')
    """

    col: int
    row: int

    @classmethod
    def parse(cls, text: str) -> Hex:
        """A hex from its name: a column letter then a row number (``c4``)."""
        match = _LABEL.match(text)
        if match is None or int(match.group(2)) < 1:
            raise ValueError(f"not a hex (a column letter and a row number, like c4): {text!r}")
        return cls(LETTERS.index(match.group(1).lower()), int(match.group(2)) - 1)

    @property
    def label(self) -> str:
        if not 0 <= self.col < len(LETTERS) or self.row < 0:
            raise ValueError(f"hex ({self.col}, {self.row}) has no name: it is off every board")
        return f"{LETTERS[self.col]}{self.row + 1}"

    def __str__(self) -> str:
        return self.label

    def __repr__(self) -> str:
        try:
            return f"Hex({self.label!r})"
        except ValueError:
            return f"Hex({self.col}, {self.row})"

    @property
    def shifted(self) -> bool:
        """True for the columns that stand half a hex further north (b, d, f...)."""
        return self.col % 2 == 1

    @property
    def axial(self) -> tuple[int, int]:
        """Axial coordinates ``(q, r)``; the third cube coordinate is ``-q - r``."""
        return self.col, self.row - (self.col - (self.col & 1)) // 2

    @classmethod
    def from_axial(cls, q: int, r: int) -> Hex:
        return cls(q, r + (q - (q & 1)) // 2)


def neighbours(h: Hex) -> tuple[Hex, ...]:
    """The six hexes around ``h`` (on or off any board), clockwise from north-east."""
    q, r = h.axial
    return tuple(Hex.from_axial(q + dq, r + dr) for dq, dr in DIRECTIONS)


def adjacent(a: Hex, b: Hex) -> bool:
    """Two hexes share an edge.

    >>> adjacent(Hex.parse("c4"), Hex.parse("d4")), adjacent(Hex.parse("c4"), Hex.parse("d5"))
    (True, False)
    """
    return distance(a, b) == 1


def distance(a: Hex, b: Hex) -> int:
    """Steps from ``a`` to ``b`` through neighbours (cube distance).

    >>> distance(Hex.parse("c4"), Hex.parse("c4")), distance(Hex.parse("b1"), Hex.parse("d2"))
    (0, 2)
    """
    aq, ar = a.axial
    bq, br = b.axial
    dq, dr = aq - bq, ar - br
    return max(abs(dq), abs(dr), abs(dq + dr))


def within(centre: Hex, reach: int) -> frozenset[Hex]:
    """Every hex at most ``reach`` steps from ``centre`` (``centre`` itself included)."""
    if reach < 0:
        return frozenset()
    q, r = centre.axial
    found = set()
    for dq in range(-reach, reach + 1):
        for dr in range(max(-reach, -dq - reach), min(reach, -dq + reach) + 1):
            found.add(Hex.from_axial(q + dq, r + dr))
    return frozenset(found)


def ring(centre: Hex, reach: int) -> frozenset[Hex]:
    """The hexes exactly ``reach`` steps from ``centre``."""
    return frozenset(h for h in within(centre, reach) if distance(centre, h) == reach)


# Exact geometry, in lattice units.

_CORNER_STEPS: tuple[Lattice, ...] = ((2, 0), (1, 1), (-1, 1), (-2, 0), (-1, -1), (1, -1))


def centre(h: Hex) -> Lattice:
    """The centre of ``h`` in lattice units.

    >>> centre(Hex.parse("a1")), centre(Hex.parse("b1"))
    ((0, 0), (3, 1))
    """
    return 3 * h.col, 2 * h.row + (h.col & 1)


def corners(h: Hex) -> tuple[Lattice, ...]:
    """The six corners of ``h`` in lattice units, counter-clockwise from the east corner.

    >>> corners(Hex.parse("a1"))
    ((2, 0), (1, 1), (-1, 1), (-2, 0), (-1, -1), (1, -1))
    """
    x, y = centre(h)
    return tuple((x + dx, y + dy) for dx, dy in _CORNER_STEPS)


SQRT3_HALF = math.sqrt(3) / 2


def to_plane(point: Lattice | tuple[float, float], radius: float = 1.0) -> tuple[float, float]:
    """A lattice point in true proportions (x east, y north), for a hex of ``radius``.

    >>> to_plane(centre(Hex.parse("b1")))
    (1.5, 0.8660254037844386)
    """
    x, y = point
    return x / 2 * radius, y * SQRT3_HALF * radius


def plane_centre(h: Hex, radius: float = 1.0) -> tuple[float, float]:
    """The centre of ``h`` in true proportions (what a diagram draws)."""
    return to_plane(centre(h), radius)


def plane_corners(h: Hex, radius: float = 1.0) -> tuple[tuple[float, float], ...]:
    return tuple(to_plane(c, radius) for c in corners(h))


def line_of_hexes(a: Hex, b: Hex) -> Iterator[Hex]:
    """Hexes from ``a`` to ``b`` along the straight line (rounded, for drawing only)."""
    steps = distance(a, b)
    aq, ar = a.axial
    bq, br = b.axial
    for i in range(steps + 1):
        t = i / steps if steps else 0.0
        yield _round(aq + (bq - aq) * t + 1e-6, ar + (br - ar) * t + 1e-6)


def _round(q: float, r: float) -> Hex:
    s = -q - r
    rq, rr, rs = round(q), round(r), round(s)
    dq, dr, ds = abs(rq - q), abs(rr - r), abs(rs - s)
    if dq > dr and dq > ds:
        rq = -rr - rs
    elif dr > ds:
        rr = -rq - rs
    return Hex.from_axial(rq, rr)
