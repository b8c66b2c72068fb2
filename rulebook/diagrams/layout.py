"""The geometry a board diagram needs, apart from any game.

A renderer asks a :class:`Layout` where cells are and how big the canvas is;
it never computes coordinates itself, so a hex board is a new layout, not a new
renderer.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from string import ascii_lowercase
from typing import Generic, Protocol, TypeVar

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


Place = TypeVar("Place")


class NamedCells(Generic[Place]):
    """The cells of a board named column letter + row number (``a1``), in reading order:
    what a square and a hex layout share. ``_places`` maps each name to where the layout
    keeps that cell; ``CELL`` is what a cell is called in a message."""

    CELL = "cell"
    _places: dict[str, Place]

    @staticmethod
    def check_columns(columns: int, first_column: int = 0) -> None:
        """ValueError unless the columns have letters ``a`` to ``z``."""
        if columns < 1 or first_column < 0 or first_column + columns > len(ascii_lowercase):
            raise ValueError(f"columns must be 1 to {len(ascii_lowercase)}, not {columns}")

    def cells(self) -> tuple[str, ...]:
        return tuple(self._places)

    def __contains__(self, cell: object) -> bool:
        return cell in self._places

    def place(self, cell: str) -> Place:
        """Where the layout keeps ``cell``; ValueError if it is not on the board."""
        try:
            return self._places[cell]
        except (KeyError, TypeError):
            raise ValueError(f"not a {self.CELL} of this board: {cell!r}") from None
