"""Attack patterns (ZN-9.1-9.4): which cells a warrior may strike.

>>> from engine.core.grid import Cell
>>> from engine.znamenosets.notation import board_from
>>> from engine.znamenosets.positions import position
>>> state = position(board_from({"d4": "blue archer", "d5": "green pikeman"}))
>>> sorted(cell.name for cell in pattern_cells(state, Cell.parse("d4")))
['b4', 'c3', 'c4', 'c5', 'd2', 'd3', 'd5', 'e3', 'e4', 'e5', 'f4']

The pikeman on d5 blocks the shot at d6 (ZN-9.3).
"""

from __future__ import annotations

from engine.core.errors import RuleViolation
from engine.core.grid import ORTHOGONAL, Cell
from engine.znamenosets.geometry import adjacent, diagonal_neighbours, orthogonal_neighbours
from engine.znamenosets.state import GRID, GameState, name
from engine.znamenosets.warriors import Kind

ORTHOGONAL_ONE = frozenset(
    {Kind.HEAVY_INFANTRYMAN, Kind.STANDARD_BEARER, Kind.HORSEMAN, Kind.BERSERKER}
)
"""The warriors that strike one orthogonally adjacent cell (ZN-9.1)."""


def is_orthogonal_neighbour(a: Cell, b: Cell) -> bool:
    return abs(a.col - b.col) + abs(a.row - b.row) == 1


def _archer_blocker(state: GameState, archer: Cell, target: Cell) -> Cell | None:
    """The enemy next to the archer that a shot at distance 2 would pass (ZN-9.3)."""
    between = Cell((archer.col + target.col) // 2, (archer.row + target.row) // 2)
    warrior = state.board.get(between)
    if warrior is not None and warrior.side is not state.board[archer].side:
        return between
    return None


def pattern_cells(state: GameState, attacker: Cell) -> list[Cell]:
    """The on-board cells the warrior on ``attacker`` may strike, occupied or not."""
    kind = state.board[attacker].kind
    if kind is Kind.PIKEMAN:
        return list(adjacent(attacker))
    cells = list(orthogonal_neighbours(attacker))
    if kind is Kind.ARCHER:
        cells += diagonal_neighbours(attacker)
        for direction in ORTHOGONAL:
            far = attacker.shifted(direction, 2)
            if GRID.contains(far) and _archer_blocker(state, attacker, far) is None:
                cells.append(far)
    return cells


def check_pattern(state: GameState, attacker: Cell, target: Cell) -> None:
    """Raise the RuleViolation of the attacker's pattern if ``target`` lies outside it."""
    warrior = state.board[attacker]
    who = warrior.fields(attacker)
    dcol, drow = abs(target.col - attacker.col), abs(target.row - attacker.row)
    if warrior.kind in ORTHOGONAL_ONE:
        if dcol + drow != 1:
            raise RuleViolation(
                "ZN-9.1",
                "the {side} {kind} at {cell} strikes only an orthogonally adjacent cell, "
                "not {target}",
                **who,
                target=name(target),
            )
    elif warrior.kind is Kind.PIKEMAN:
        if max(dcol, drow) != 1:
            raise RuleViolation(
                "ZN-9.4",
                "the {side} {kind} at {cell} strikes only an adjacent cell, not {target}",
                **who,
                target=name(target),
            )
    elif warrior.kind is Kind.ARCHER:
        in_range = (min(dcol, drow) == 0 and 1 <= dcol + drow <= 2) or dcol == drow == 1
        if not in_range:
            raise RuleViolation(
                "ZN-9.2",
                "the {side} {kind} at {cell} shoots up to 2 cells orthogonally or 1 diagonally, "
                "not at {target}",
                **who,
                target=name(target),
            )
        straight_two = min(dcol, drow) == 0 and dcol + drow == 2
        blocker = _archer_blocker(state, attacker, target) if straight_two else None
        if blocker is not None:
            raise RuleViolation(
                "ZN-9.3",
                "the {side} {kind} at {cell} cannot shoot through "
                "the {blocker_side} {blocker_kind} at {blocker_cell} at {target}",
                **who,
                **state.board[blocker].fields(blocker, "blocker_"),
                target=name(target),
            )
    else:  # pragma: no cover - every kind has a pattern
        raise AssertionError(f"no attack pattern for {warrior.kind}")
