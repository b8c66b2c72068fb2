"""Precomputed neighbour tables for the 7 x 8 board.

Legal-move generation asks "which cells touch this one?" millions of times in
random play; answering from a table instead of recomputing keeps it fast.

>>> [cell.name for cell in orthogonal_neighbours(Cell.parse("a1"))]
['a2', 'b1']
"""

from __future__ import annotations

from engine.core.grid import DIAGONAL, ORTHOGONAL, Cell
from engine.znamenosets.state import GRID

_ORTHOGONAL: dict[Cell, tuple[Cell, ...]] = {
    cell: tuple(GRID.neighbours(cell, ORTHOGONAL)) for cell in GRID.cells()
}
_ADJACENT: dict[Cell, tuple[Cell, ...]] = {
    cell: tuple(GRID.neighbours(cell, ORTHOGONAL + DIAGONAL)) for cell in GRID.cells()
}
_DIAGONAL: dict[Cell, tuple[Cell, ...]] = {
    cell: tuple(GRID.neighbours(cell, DIAGONAL)) for cell in GRID.cells()
}


def orthogonal_neighbours(cell: Cell) -> tuple[Cell, ...]:
    """The on-board cells one orthogonal step from ``cell`` (up, down, left, right)."""
    found = _ORTHOGONAL.get(cell)
    return found if found is not None else tuple(GRID.neighbours(cell, ORTHOGONAL))


def diagonal_neighbours(cell: Cell) -> tuple[Cell, ...]:
    """The on-board cells one diagonal step from ``cell``."""
    found = _DIAGONAL.get(cell)
    return found if found is not None else tuple(GRID.neighbours(cell, DIAGONAL))


def adjacent(cell: Cell) -> tuple[Cell, ...]:
    """The up to eight on-board cells around ``cell``."""
    found = _ADJACENT.get(cell)
    return found if found is not None else tuple(GRID.neighbours(cell, ORTHOGONAL + DIAGONAL))
