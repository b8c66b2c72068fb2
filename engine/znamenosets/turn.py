"""The turn cycle (ZN-5): phase checks, phase transitions, removal, passing the turn.

Every state the engine hands out is *settled*: the player to move can act in
the phase shown, or the game is over. A player who cannot move or cannot attack
is put into the removal phase (ZN-5.5, ruling ZN-C.10).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from engine.core.errors import RuleViolation, Term
from engine.core.events import Event
from engine.core.grid import Cell
from engine.znamenosets.actions import Action, Attack, Move, MoveLine, Remove
from engine.znamenosets.attack import can_attack
from engine.znamenosets.movement import can_step
from engine.znamenosets.state import (
    Board,
    GameState,
    Phase,
    Warrior,
    freeze_board,
    name,
    require_on_board,
    side_term,
)
from engine.znamenosets.victory import Verdict, count_losses, sides_on, verdict


def game_over(state: GameState, result: Verdict) -> GameState:
    """The state frozen at the end of the game, with a ``game_over`` event."""
    winner = result.winner
    event = Event.of(
        "game_over",
        result=winner.value if winner else "draw",
        reason=result.reason,
        turn=state.turn,
    )
    return replace(
        state,
        phase=Phase.OVER,
        winner=winner,
        drawn=result.drawn,
        line_bonus=frozenset(),
        log=(*state.log, event),
    )


def settle(state: GameState) -> GameState:
    """Move ``state`` on to the phase in which its player can act, or end the game."""
    if state.phase is Phase.OVER:
        return state
    sides = sides_on(state.board)
    result = verdict(state.bearers_lost, sides, sides)
    if result is not None:
        return game_over(state, result)
    stuck = (state.phase is Phase.MOVEMENT and not can_step(state, state.to_move)) or (
        state.phase is Phase.ATTACK and not can_attack(state)
    )
    return replace(state, phase=Phase.REMOVAL) if stuck else state


def check_phase(state: GameState, action: Action) -> None:
    """Raise if ``action`` does not belong to the current phase (ZN-5.2, ZN-5.5, ZN-C.5)."""
    player, phase = side_term(state.to_move), Term("phase", state.phase.value)
    if state.phase is Phase.OVER:
        if state.winner is not None:
            raise RuleViolation(
                "ZN-10.1", "the game is over: {winner} won", winner=side_term(state.winner)
            )
        raise RuleViolation("ZN-10.1", "the game is over: it is drawn")
    if isinstance(action, Move | MoveLine):
        if state.phase is not Phase.MOVEMENT:
            raise RuleViolation(
                "ZN-5.2",
                "it is {player}'s {phase} phase; no movement now",
                player=player,
                phase=phase,
            )
    elif isinstance(action, Attack):
        if state.phase is not Phase.ATTACK:
            raise RuleViolation(
                "ZN-5.2",
                "it is {player}'s {phase} phase; no attack now",
                player=player,
                phase=phase,
            )
    elif isinstance(action, Remove):
        if state.phase is Phase.MOVEMENT:
            raise RuleViolation(
                "ZN-5.5",
                "{player} can move, so no warrior is removed; movement comes first",
                player=player,
            )
        if state.phase is Phase.ATTACK:
            raise RuleViolation(
                "ZN-C.5", "{player} can attack and may not decline the attack", player=player
            )
    else:
        raise TypeError(f"not a Znamenosets action: {action!r}")


def after_movement(
    state: GameState, board: Board, line: frozenset[Cell], event: Event
) -> GameState:
    """The attack phase after a movement action, or removal if no attack exists."""
    moved = replace(
        state, board=board, phase=Phase.ATTACK, line_bonus=line, log=(*state.log, event)
    )
    return settle(moved)


def end_turn(
    state: GameState, board: Board, fallen: Iterable[Warrior], events: Iterable[Event]
) -> GameState:
    """Count the fallen standard-bearers; end the game or pass the turn (ZN-5.1, ZN-10, ZN-C.17)."""
    lost = count_losses(state.bearers_lost, fallen)
    done = replace(state, board=board, bearers_lost=lost, log=(*state.log, *events))
    result = verdict(lost, sides_on(state.board), sides_on(board))
    if result is not None:
        return game_over(done, result)
    passed = replace(
        done,
        to_move=state.to_move.opponent,
        phase=Phase.MOVEMENT,
        line_bonus=frozenset(),
        turn=state.turn + 1,
        log=(*done.log, Event.of("turn_end", side=state.to_move.value, turn=state.turn)),
    )
    return settle(passed)


def check_remove(state: GameState, action: Remove) -> None:
    """Raise unless ``action`` removes one of the player's own warriors (ZN-5.5)."""
    require_on_board("ZN-5.5", action.cell)
    warrior = state.board.get(action.cell)
    if warrior is None:
        raise RuleViolation(
            "ZN-5.5", "there is no warrior at {cell} to remove", cell=name(action.cell)
        )
    if warrior.side is not state.to_move:
        raise RuleViolation(
            "ZN-5.5",
            "{player} must remove one of their own warriors, not the {side} {kind} at {cell}",
            **warrior.fields(action.cell),
            player=side_term(state.to_move),
        )


def apply_remove(state: GameState, action: Remove) -> GameState:
    """Take the chosen warrior off; it counts as killed (ZN-5.5, ZN-C.13)."""
    board = dict(state.board)
    warrior = board.pop(action.cell)
    event = Event.of(
        "remove", side=warrior.side.value, kind=warrior.kind.value, cell=action.cell.name
    )
    return end_turn(state, freeze_board(board), [warrior], [event])
