"""Bit geometry of the 7 x 8 board: cell indices, edge masks and lookup tables.

Bit ``col * 8 + row`` stands for a cell, so ascending bits are in cell order
(the order the reference engine sorts cells in). Everything here is computed
once at import from :mod:`engine.core.grid`, so the tables cannot disagree with
the board the rules describe.

>>> CELLS[index(Cell.parse("b3"))].name
'b3'
>>> sorted(CELLS[i].name for i in bits(ORTHO[index(Cell.parse("a1"))]))
['a2', 'b1']
>>> bin(spread(1))  # a1 spreads to a2 (bit 1) and b1 (bit 8)
'0b100000010'
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.core.grid import DIAGONAL, ORTHOGONAL, Cell, Direction
from engine.znamenosets.state import GRID

ROWS = GRID.rows
COLUMNS = GRID.columns
SIZE = 8 * COLUMNS
FULL = (1 << SIZE) - 1
BOTTOM = sum(1 << (8 * col) for col in range(COLUMNS))
TOP = BOTTOM << (ROWS - 1)
NOT_TOP = FULL ^ TOP
NOT_BOTTOM = FULL ^ BOTTOM

DIRECTIONS: tuple[Direction, ...] = ORTHOGONAL
"""Up, down, left, right: the order the reference engine tries line moves in."""


def index(cell: Cell) -> int:
    """The bit of ``cell``."""
    return cell.col * 8 + cell.row


CELLS: tuple[Cell, ...] = tuple(Cell(i // 8, i % 8) for i in range(SIZE))
ON_BOARD: tuple[int, ...] = tuple(i for i in range(SIZE) if GRID.contains(CELLS[i]))
BIT: tuple[int, ...] = tuple(1 << i for i in range(SIZE))
assert sum(BIT[i] for i in ON_BOARD) == FULL, "8 rows fill each column's byte"


def bits(mask: int) -> Iterator[int]:
    """The set bits of ``mask``, lowest (first cell) first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def spread(mask: int) -> int:
    """Every cell one orthogonal step from a cell of ``mask`` (``mask`` itself may be left out)."""
    return ((mask & NOT_TOP) << 1) | ((mask & NOT_BOTTOM) >> 1) | ((mask << 8) & FULL) | (mask >> 8)


def _mask(cells: list[Cell]) -> int:
    return sum(BIT[index(cell)] for cell in cells)


ORTHO: tuple[int, ...] = tuple(_mask(GRID.neighbours(CELLS[i], ORTHOGONAL)) for i in range(SIZE))
DIAG: tuple[int, ...] = tuple(_mask(GRID.neighbours(CELLS[i], DIAGONAL)) for i in range(SIZE))
ADJACENT: tuple[int, ...] = tuple(ORTHO[i] | DIAG[i] for i in range(SIZE))


def _archer_far(i: int) -> tuple[tuple[int, int], ...]:
    """(far cell, cell between) for each on-board shot two cells straight out (ZN-9.2)."""
    shots = []
    for direction in ORTHOGONAL:
        far = CELLS[i].shifted(direction, 2)
        if GRID.contains(far):
            shots.append((BIT[index(far)], BIT[index(CELLS[i].shifted(direction))]))
    return tuple(sorted(shots))


ARCHER_FAR: tuple[tuple[tuple[int, int], ...], ...] = tuple(_archer_far(i) for i in range(SIZE))


def _walk(i: int, direction: Direction) -> tuple[int, ...]:
    """The cells from ``i`` outwards in ``direction``, nearest first, up to the edge."""
    out, cell = [], CELLS[i].shifted(direction)
    while GRID.contains(cell):
        out.append(index(cell))
        cell = cell.shifted(direction)
    return tuple(out)


WALKS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(_walk(i, direction) for direction in DIRECTIONS) for i in range(SIZE)
)
"""``WALKS[i][d]``: the cells from ``i`` outwards in direction ``d`` (up, down, left, right)."""
