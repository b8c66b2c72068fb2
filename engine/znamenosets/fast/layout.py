"""Bit geometry of the 7 x 8 board: cell indices, edge masks and lookup tables.

Bit ``col * 8 + row`` stands for a cell, so ascending bits are in cell order
(the order the reference engine sorts cells in). The tables are computed once
at import from the board's size alone (``ruleset.COLUMNS``, ``ruleset.ROWS``),
with the twin's own arithmetic: it takes no geometry from the reference
engine, so a mistake there cannot hide here.

>>> CELLS[index(Cell.parse("b3"))].name
'b3'
>>> sorted(CELLS[i].name for i in bits(ORTHO[index(Cell.parse("a1"))]))
['a2', 'b1']
>>> bin(spread(1))  # a1 spreads to a2 (bit 1) and b1 (bit 8)
'0b100000010'
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.core.grid import Cell, Direction
from engine.znamenosets.ruleset import COLUMNS, ROWS

SIZE = 8 * COLUMNS
FULL = (1 << SIZE) - 1
BOTTOM = sum(1 << (8 * col) for col in range(COLUMNS))
TOP = BOTTOM << (ROWS - 1)
NOT_TOP = FULL ^ TOP
NOT_BOTTOM = FULL ^ BOTTOM

STEPS: tuple[tuple[int, int], ...] = ((0, 1), (0, -1), (-1, 0), (1, 0))
"""Up, down, left, right as (column, row) deltas: the order line moves are listed in."""
DIAGONAL_STEPS: tuple[tuple[int, int], ...] = ((-1, 1), (1, 1), (-1, -1), (1, -1))
DIRECTIONS: tuple[Direction, ...] = (Direction.UP, Direction.DOWN, Direction.LEFT, Direction.RIGHT)
"""The public names of ``STEPS``, for converting actions."""


def index(cell: Cell) -> int:
    """The bit of ``cell``."""
    return cell.col * 8 + cell.row


def on_board(col: int, row: int) -> bool:
    return 0 <= col < COLUMNS and 0 <= row < ROWS


CELLS: tuple[Cell, ...] = tuple(Cell(i // 8, i % 8) for i in range(SIZE))
BIT: tuple[int, ...] = tuple(1 << i for i in range(SIZE))
assert ROWS == 8, "8 rows fill each column's byte"


def bits(mask: int) -> Iterator[int]:
    """The set bits of ``mask``, lowest (first cell) first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def spread(mask: int) -> int:
    """Every cell one orthogonal step from a cell of ``mask`` (``mask`` itself may be left out)."""
    return ((mask & NOT_TOP) << 1) | ((mask & NOT_BOTTOM) >> 1) | ((mask << 8) & FULL) | (mask >> 8)


def step(i: int, delta: tuple[int, int], distance: int = 1) -> int | None:
    """The bit ``distance`` steps of ``delta`` from bit ``i``, or ``None`` off the board."""
    col, row = i // 8 + delta[0] * distance, i % 8 + delta[1] * distance
    return col * 8 + row if on_board(col, row) else None


def _mask(i: int, deltas: tuple[tuple[int, int], ...]) -> int:
    return sum(BIT[j] for delta in deltas if (j := step(i, delta)) is not None)


ORTHO: tuple[int, ...] = tuple(_mask(i, STEPS) for i in range(SIZE))
DIAG: tuple[int, ...] = tuple(_mask(i, DIAGONAL_STEPS) for i in range(SIZE))
ADJACENT: tuple[int, ...] = tuple(ORTHO[i] | DIAG[i] for i in range(SIZE))


def _archer_far(i: int) -> tuple[tuple[int, int], ...]:
    """(far cell, cell between) for each on-board shot two cells straight out (ZN-9.2)."""
    shots = []
    for delta in STEPS:
        far, between = step(i, delta, 2), step(i, delta)
        if far is not None and between is not None:
            shots.append((BIT[far], BIT[between]))
    return tuple(sorted(shots))


ARCHER_FAR: tuple[tuple[tuple[int, int], ...], ...] = tuple(_archer_far(i) for i in range(SIZE))


def _walk(i: int, delta: tuple[int, int]) -> tuple[int, ...]:
    """The cells from ``i`` outwards along ``delta``, nearest first, up to the edge."""
    out, distance = [], 1
    while (j := step(i, delta, distance)) is not None:
        out.append(j)
        distance += 1
    return tuple(out)


WALKS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(_walk(i, delta) for delta in STEPS) for i in range(SIZE)
)
"""``WALKS[i][d]``: the cells from ``i`` outwards in direction ``d`` (up, down, left, right)."""
