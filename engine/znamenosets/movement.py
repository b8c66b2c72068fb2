"""Single movement (ZN-6): one warrior walks orthogonally through free cells.

>>> from engine.core.grid import Cell
>>> from engine.znamenosets.positions import position
>>> from engine.znamenosets.state import Side, Warrior
>>> from engine.znamenosets.warriors import Kind
>>> state = position({Cell.parse("a1"): Warrior(Kind.ARCHER, Side.BLUE)})
>>> sorted(cell.name for cell in reachable(state, Cell.parse("a1")))
['a2', 'a3', 'a4', 'b1', 'b2', 'b3', 'c1', 'c2', 'd1']
"""

from __future__ import annotations

from collections import deque

from engine.core.errors import RuleViolation
from engine.core.events import Event
from engine.core.grid import Cell
from engine.znamenosets.actions import Move
from engine.znamenosets.geometry import orthogonal_neighbours
from engine.znamenosets.state import GRID, Board, GameState, Side, freeze_board, label


def reachable(state: GameState, origin: Cell, goal: Cell | None = None) -> dict[Cell, int]:
    """Every cell the warrior on ``origin`` can end on, with its fewest steps (ZN-6.1-6.3).

    The search walks only through free cells; with a ``goal`` it stops once the
    goal is found.
    """
    limit = state.profile(origin).movement  # None: the horseman's unlimited movement
    board = state.board
    steps = {origin: 0}
    frontier = deque([origin])
    while frontier and goal not in steps:
        cell = frontier.popleft()
        taken = steps[cell]
        if limit is not None and taken >= limit:
            continue
        for neighbour in orthogonal_neighbours(cell):
            if neighbour not in steps and neighbour not in board:
                steps[neighbour] = taken + 1
                frontier.append(neighbour)
    del steps[origin]
    return steps


def single_moves(state: GameState) -> list[Move]:
    """Every legal single move of the player to move, by origin then destination."""
    return [
        Move(origin, destination)
        for origin in state.cells_of(state.to_move)
        for destination in sorted(reachable(state, origin))
    ]


def can_step(state: GameState, side: Side) -> bool:
    """Whether ``side`` has any movement action at all.

    A line move always frees a step for its front warrior, so some warrior with
    a free orthogonal neighbour exists exactly when any move or line move does.
    """
    return any(
        neighbour not in state.board
        for cell in state.cells_of(side)
        for neighbour in orthogonal_neighbours(cell)
    )


def check_move(state: GameState, move: Move) -> None:
    """Raise the RuleViolation that forbids ``move``, if any."""
    origin, destination = move.origin, move.destination
    warrior = state.board.get(origin)
    if warrior is None:
        raise RuleViolation("ZN-5.3", f"there is no warrior at {label(origin)} to move")
    if warrior.side is not state.to_move:
        raise RuleViolation(
            "ZN-5.3", f"{warrior.describe(origin)} is not {state.to_move.value}'s to move"
        )
    who = warrior.describe(origin)
    if destination == origin:
        raise RuleViolation("ZN-6.1", f"{who} must move at least one cell")
    if not GRID.contains(destination):
        raise RuleViolation("ZN-6.2", f"{who} cannot leave the board for {label(destination)}")
    occupant = state.board.get(destination)
    if occupant is not None:
        raise RuleViolation(
            "ZN-6.2",
            f"{who} cannot end on {label(destination)}: "
            f"the {occupant.side} {occupant.kind} stands there",
        )
    limit = state.profile(origin).movement
    distance = abs(destination.col - origin.col) + abs(destination.row - origin.row)
    if limit is not None and distance > limit:
        raise RuleViolation(
            "ZN-6.1",
            f"{who} moves at most {limit} cells; {label(destination)} is {distance} steps away",
        )
    if destination not in reachable(state, origin, goal=destination):
        within = "" if limit is None else f" within {limit} steps"
        raise RuleViolation(
            "ZN-6.2", f"{who} cannot reach {label(destination)} through free cells{within}"
        )


def apply_move(state: GameState, move: Move) -> tuple[Board, Event]:
    """The board after a checked ``move``, and the event that records it."""
    board = dict(state.board)
    warrior = board.pop(move.origin)
    board[move.destination] = warrior
    event = Event.of(
        "move",
        side=warrior.side.value,
        kind=warrior.kind.value,
        origin=move.origin.name,
        destination=move.destination.name,
    )
    return freeze_board(board), event
