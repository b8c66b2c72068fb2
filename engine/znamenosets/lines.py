"""Line movement (ZN-7): a standard-bearer leads a straight, gapless line.

A line is any contiguous stretch of two or more of one's own warriors in a row
or column holding exactly one standard-bearer (ruling ZN-C.9). It shifts as a
whole, 1 to 3 cells, in one orthogonal direction; cells it leaves count as free.

>>> from engine.znamenosets.notation import board_from
>>> from engine.znamenosets.positions import position
>>> state = position(board_from({
...     "b2": "blue archer",
...     "c2": "blue standard-bearer",
...     "d2": "blue pikeman",
...     "g8": "green standard-bearer",
... }))
>>> [" ".join(cell.name for cell in line) for line in lines_of(state, Side.BLUE)]
['b2 c2', 'b2 c2 d2', 'c2 d2']
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.core.errors import RuleViolation, Term
from engine.core.events import Event
from engine.core.grid import ORTHOGONAL, Cell, Direction
from engine.znamenosets.actions import MoveLine
from engine.znamenosets.ruleset import LINE_RANGE_KIND
from engine.znamenosets.state import (
    GRID,
    Board,
    GameState,
    Side,
    freeze_board,
    name,
    require_on_board,
    side_term,
)
from engine.znamenosets.warriors import Kind


def line_range(state: GameState) -> int:
    """How far a line may move: its standard-bearer's movement (ZN-7.3)."""
    movement = state.ruleset.profile(LINE_RANGE_KIND).movement
    assert movement is not None, "the standard-bearer's movement is printed"
    return movement


AXES: tuple[tuple[Cell, ...], ...] = tuple(
    tuple(Cell(col, row) for col in range(GRID.columns)) for row in range(GRID.rows)
) + tuple(tuple(Cell(col, row) for row in range(GRID.rows)) for col in range(GRID.columns))
"""Every row, then every column, each in cell order."""


def _stretches(run: list[tuple[Cell, bool]]) -> Iterator[tuple[Cell, ...]]:
    """The stretches of 2+ of a gapless ``run`` (cell, is a bearer) holding exactly one bearer."""
    bearers = [i for i, (_, bearer) in enumerate(run) if bearer]
    last = len(run) - 1
    for n, at in enumerate(bearers):
        lowest = bearers[n - 1] + 1 if n else 0
        highest = bearers[n + 1] - 1 if n + 1 < len(bearers) else last
        for start in range(lowest, at + 1):
            for end in range(max(at, start + 1), highest + 1):
                yield tuple(cell for cell, _ in run[start : end + 1])


def lines_of(state: GameState, side: Side) -> list[tuple[Cell, ...]]:
    """Every line ``side`` may move: stretches of 2+ with exactly one bearer (ZN-7.1, 7.2).

    Each row, then each column, splits into gapless runs of ``side``'s warriors;
    every stretch of a run around exactly one of its standard-bearers is a line.
    """
    board, lines = state.board, []
    for axis in AXES:
        run: list[tuple[Cell, bool]] = []
        for cell in (*axis, None):
            warrior = board.get(cell) if cell is not None else None
            if warrior is not None and warrior.side is side:
                run.append((cell, warrior.kind is Kind.STANDARD_BEARER))
                continue
            if len(run) >= 2:
                lines += _stretches(run)
            run = []
    return sorted(lines)


def _blocked_at(
    board: Board, cells: tuple[Cell, ...], direction: Direction, step: int
) -> Cell | None:
    """The first cell that stops the line ``step`` cells along, or ``None``."""
    dcol, drow = direction.value
    for col, row in cells:
        target = Cell(col + dcol * step, row + drow * step)
        if not GRID.contains(target) or (target in board and target not in cells):
            return target
    return None


_STEPS = tuple((direction, direction.value) for direction in ORTHOGONAL)


def line_moves(state: GameState) -> list[MoveLine]:
    """Every legal line move of the player to move (ZN-7.3).

    Moving one cell further only adds the cells one step beyond, so each
    direction stops at the first distance that is blocked.
    """
    moves = []
    board, reach = state.board, line_range(state)
    columns, rows = GRID.columns, GRID.rows
    for cells in lines_of(state, state.to_move):
        for direction, (dcol, drow) in _STEPS:
            for distance in range(1, reach + 1):
                blocked = False
                for col, row in cells:
                    target = (col + dcol * distance, row + drow * distance)
                    if not (0 <= target[0] < columns and 0 <= target[1] < rows) or (
                        target in board and target not in cells
                    ):
                        blocked = True
                        break
                if blocked:
                    break
                moves.append(MoveLine(cells, direction, distance))
    return moves


def _check_shape(state: GameState, cells: tuple[Cell, ...]) -> None:
    """ZN-7.1 / ZN-7.2: two or more own warriors, straight, gapless, one bearer."""
    names = " ".join(name(cell) for cell in cells)
    if len(cells) < 2:
        raise RuleViolation(
            "ZN-7.1", "a line needs at least two warriors, not {count}", count=len(cells)
        )
    if len(set(cells)) != len(cells):
        raise RuleViolation("ZN-7.1", "the line {cells} names a cell twice", cells=names)
    if list(cells) != sorted(cells):
        raise RuleViolation(
            "ZN-7.1", "name the line's cells in board order, not {cells}", cells=names
        )
    first, last = cells[0], cells[-1]
    if all(cell.row == first.row for cell in cells):
        span = last.col - first.col
    elif all(cell.col == first.col for cell in cells):
        span = last.row - first.row
    else:
        raise RuleViolation("ZN-7.1", "the cells {cells} are not in one row or column", cells=names)
    if span != len(cells) - 1:
        raise RuleViolation("ZN-7.1", "the line {cells} has a gap", cells=names)
    for cell in cells:
        require_on_board("ZN-7.1", cell)
        warrior = state.board.get(cell)
        if warrior is None:
            raise RuleViolation(
                "ZN-7.1", "there is no warrior at {cell} to join the line", cell=name(cell)
            )
        if warrior.side is not state.to_move:
            raise RuleViolation(
                "ZN-7.1",
                "the {side} {kind} at {cell} cannot join {player}'s line",
                **warrior.fields(cell),
                player=side_term(state.to_move),
            )
    bearers = sum(state.board[cell].kind is Kind.STANDARD_BEARER for cell in cells)
    if bearers == 0:
        raise RuleViolation(
            "ZN-7.1", "the line {cells} has no standard-bearer to lead it", cells=names
        )
    if bearers > 1:
        raise RuleViolation(
            "ZN-7.2",
            "the line {cells} holds {count:plural:standard-bearer|standard-bearers}",
            cells=names,
            count=bearers,
        )


def check_line(state: GameState, action: MoveLine) -> None:
    """Raise the RuleViolation that forbids ``action``, if any."""
    cells = tuple(action.cells)
    _check_shape(state, cells)
    limit = line_range(state)
    if not isinstance(action.direction, Direction) or not action.direction.is_orthogonal:
        raise RuleViolation("ZN-7.3", "a line moves only horizontally or vertically")
    distance = action.distance
    if isinstance(distance, bool) or not isinstance(distance, int) or not 1 <= distance <= limit:
        raise RuleViolation(
            "ZN-7.3",
            "a line moves 1 to {limit} cells, not {distance}",
            limit=limit,
            distance=repr(distance),
        )
    for step in range(1, action.distance + 1):
        blocked = _blocked_at(state.board, cells, action.direction, step)
        if blocked is None:
            continue
        way = {
            "distance": action.distance,
            "direction": Term("direction", action.direction.name.lower()),
        }
        if GRID.contains(blocked):
            raise RuleViolation(
                "ZN-7.3",
                "the line cannot move {distance:plural:cell|cells} {direction}: {cell} is occupied",
                **way,
                cell=name(blocked),
            )
        raise RuleViolation(
            "ZN-7.3",
            "the line cannot move {distance:plural:cell|cells} {direction}: "
            "it would leave the board",
            **way,
        )


def apply_line(state: GameState, action: MoveLine) -> tuple[Board, frozenset[Cell], Event]:
    """The board after a checked line move, the line's new cells, and the event."""
    board = dict(state.board)
    moved = {
        cell.shifted(action.direction, action.distance): board.pop(cell) for cell in action.cells
    }
    board.update(moved)
    event = Event.of(
        "line_move",
        side=state.to_move.value,
        cells=" ".join(cell.name for cell in action.cells),
        direction=action.direction.name.lower(),
        distance=action.distance,
    )
    return freeze_board(board), frozenset(moved), event
