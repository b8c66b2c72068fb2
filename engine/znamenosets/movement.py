"""Single movement (ZN-6): one warrior walks orthogonally through free cells.

>>> from engine.core.grid import Cell
>>> from engine.znamenosets.notation import board_from
>>> from engine.znamenosets.positions import position
>>> state = position(board_from({"a1": "blue archer", "g8": "green archer"}))
>>> sorted(cell.name for cell in reachable(state, Cell.parse("a1")))
['a2', 'a3', 'a4', 'b1', 'b2', 'b3', 'c1', 'c2', 'd1']
"""

from __future__ import annotations

from engine.core.errors import RuleViolation
from engine.core.events import Event
from engine.core.grid import Cell
from engine.znamenosets.actions import Move
from engine.znamenosets.geometry import orthogonal_neighbours
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


def reachable(state: GameState, origin: Cell, goal: Cell | None = None) -> dict[Cell, int]:
    """Every cell the warrior on ``origin`` can end on, with its fewest steps (ZN-6.1-6.3).

    The search walks only through free cells, one ring of steps at a time; with
    a ``goal`` it stops once the goal is found.
    """
    limit = state.profile(origin).movement  # None: the horseman's unlimited movement
    board = state.board
    steps = {origin: 0}
    ring, taken = [origin], 0
    while ring and goal not in steps and (limit is None or taken < limit):
        taken += 1
        following = []
        for cell in ring:
            for neighbour in orthogonal_neighbours(cell):
                if neighbour not in steps and neighbour not in board:
                    steps[neighbour] = taken
                    following.append(neighbour)
        ring = following
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
    require_on_board("ZN-5.3", origin)
    warrior = state.board.get(origin)
    if warrior is None:
        raise RuleViolation("ZN-5.3", "there is no warrior at {cell} to move", cell=name(origin))
    who = warrior.fields(origin)
    if warrior.side is not state.to_move:
        raise RuleViolation(
            "ZN-5.3",
            "the {side} {kind} at {cell} is not {player}'s to move",
            **who,
            player=side_term(state.to_move),
        )
    if destination == origin:
        raise RuleViolation(
            "ZN-6.1", "the {side} {kind} at {cell} must move at least one cell", **who
        )
    if not GRID.contains(destination):
        raise RuleViolation(
            "ZN-6.2",
            "the {side} {kind} at {cell} cannot leave the board for {destination}",
            **who,
            destination=name(destination),
        )
    occupant = state.board.get(destination)
    if occupant is not None:
        raise RuleViolation(
            "ZN-6.2",
            "the {side} {kind} at {cell} cannot end on {other_cell}: "
            "the {other_side} {other_kind} stands there",
            **who,
            **occupant.fields(destination, "other_"),
        )
    limit = state.profile(origin).movement
    distance = abs(destination.col - origin.col) + abs(destination.row - origin.row)
    if limit is not None and distance > limit:
        raise RuleViolation(
            "ZN-6.1",
            "the {side} {kind} at {cell} moves at most {limit:plural:cell|cells}; "
            "{destination} is {distance:plural:step|steps} away",
            **who,
            limit=limit,
            destination=name(destination),
            distance=distance,
        )
    if destination not in reachable(state, origin, goal=destination):
        if limit is None:
            raise RuleViolation(
                "ZN-6.2",
                "the {side} {kind} at {cell} cannot reach {destination} through free cells",
                **who,
                destination=name(destination),
            )
        raise RuleViolation(
            "ZN-6.2",
            "the {side} {kind} at {cell} cannot reach {destination} through free cells "
            "within {limit:plural:step|steps}",
            **who,
            destination=name(destination),
            limit=limit,
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
