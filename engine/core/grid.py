"""Square-grid geometry: cells named like chess squares, directions, bounds.

Columns are letters from ``a``, rows are numbers from ``1``. The geometry knows
nothing of any game; a hex grid will live beside it.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from string import ascii_lowercase
from typing import NamedTuple


class Cell(NamedTuple):
    """A cell by zero-based column and row.

    A named tuple rather than a dataclass: cells are hashed and compared
    millions of times in play, and a tuple does both in C. Cells sort by
    column, then row.

    >>> Cell.parse("c3")
    Cell(col=2, row=2)
    >>> Cell(2, 2).name
    'c3'
    """

    col: int
    row: int

    @classmethod
    def parse(cls, name: str) -> Cell:
        name = name.strip().lower()
        if len(name) < 2 or name[0] not in ascii_lowercase or not name[1:].isdigit():
            raise ValueError(f"not a cell name: {name!r}")
        return cls(ascii_lowercase.index(name[0]), int(name[1:]) - 1)

    @property
    def name(self) -> str:
        return f"{ascii_lowercase[self.col]}{self.row + 1}"

    def __str__(self) -> str:
        return self.name

    def shifted(self, direction: Direction, distance: int = 1) -> Cell:
        dcol, drow = _DELTAS[direction]
        return _new_cell(Cell, (self[0] + dcol * distance, self[1] + drow * distance))


class Direction(Enum):
    """A step on the grid as (column delta, row delta). Up is towards higher rows."""

    UP = (0, 1)
    DOWN = (0, -1)
    LEFT = (-1, 0)
    RIGHT = (1, 0)
    UP_LEFT = (-1, 1)
    UP_RIGHT = (1, 1)
    DOWN_LEFT = (-1, -1)
    DOWN_RIGHT = (1, -1)

    __hash__ = object.__hash__  # members are singletons: hash by identity, in C

    @property
    def is_orthogonal(self) -> bool:
        return 0 in self.value


_DELTAS: dict[Direction, tuple[int, int]] = {direction: direction.value for direction in Direction}
_new_cell = tuple.__new__  # builds a Cell without the Python-level NamedTuple constructor


ORTHOGONAL: tuple[Direction, ...] = (Direction.UP, Direction.DOWN, Direction.LEFT, Direction.RIGHT)
DIAGONAL: tuple[Direction, ...] = (
    Direction.UP_LEFT,
    Direction.UP_RIGHT,
    Direction.DOWN_LEFT,
    Direction.DOWN_RIGHT,
)


@dataclass(frozen=True, slots=True)
class SquareGrid:
    """A rectangular board of ``columns`` x ``rows`` cells."""

    columns: int
    rows: int

    def contains(self, cell: Cell) -> bool:
        return 0 <= cell.col < self.columns and 0 <= cell.row < self.rows

    def cells(self) -> tuple[Cell, ...]:
        """Every cell, row by row from the bottom, left to right."""
        return tuple(Cell(col, row) for row in range(self.rows) for col in range(self.columns))

    def neighbours(self, cell: Cell, directions: tuple[Direction, ...] = ORTHOGONAL) -> list[Cell]:
        return [n for d in directions if self.contains(n := cell.shifted(d))]
