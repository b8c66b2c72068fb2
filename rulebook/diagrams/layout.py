"""The geometry a board diagram needs, apart from any game.

A renderer asks a :class:`Layout` where cells are and how big the canvas is;
it never computes coordinates itself, so a hex board is a new layout, not a new
renderer.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

Point = tuple[float, float]
"""``(x, y)`` in canvas units, ``y`` growing downwards as in SVG."""


@dataclass(frozen=True, slots=True)
class AxisLabel:
    """A coordinate written beside the board, centred on ``position``."""

    text: str
    position: Point


class Layout(Protocol):
    """Where the cells of one board shape sit on a canvas.

    Cells are addressed by name (``"c3"``, or ``"0,-1"`` for a hex board), so
    the renderer passes names through without parsing them.
    """

    @property
    def size(self) -> tuple[float, float]:
        """Width and height of the board, axis labels included."""
        ...

    @property
    def inner_radius(self) -> float:
        """Radius of the largest circle centred in a cell: tokens are sized from it."""
        ...

    def cells(self) -> Sequence[str]:
        """Every cell name, in the order to draw (and read) them."""
        ...

    def __contains__(self, cell: object) -> bool:
        """Whether ``cell`` names a cell of this board."""
        ...

    def polygon(self, cell: str) -> Sequence[Point]:
        """The outline of ``cell``; ValueError if it is not on the board."""
        ...

    def centre(self, cell: str) -> Point:
        """The middle of ``cell``; ValueError if it is not on the board."""
        ...

    def axis_labels(self) -> Sequence[AxisLabel]:
        """The coordinates to write around the board."""
        ...
