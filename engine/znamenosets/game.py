"""The whole surface of the game: ``legal_actions`` and ``apply`` (plus random play).

>>> from engine.core.dice import SeededDice
>>> from engine.znamenosets.deployment import new_game
>>> state = new_game(SeededDice(1))
>>> state.phase, len(legal_actions(state)) > 0
(<Phase.MOVEMENT: 'movement'>, True)
>>> after = apply(state, legal_actions(state)[0])
>>> after.phase in (Phase.ATTACK, Phase.REMOVAL)
True
"""

from __future__ import annotations

from engine.core.dice import SeededDice
from engine.znamenosets.actions import Action, Attack, Move, MoveLine, Remove
from engine.znamenosets.attack import check_attack, legal_attacks, resolve_attack
from engine.znamenosets.lines import apply_line, check_line, line_moves
from engine.znamenosets.movement import apply_move, check_move, single_moves
from engine.znamenosets.state import GameState, Phase
from engine.znamenosets.turn import (
    after_movement,
    apply_remove,
    check_phase,
    check_remove,
    end_turn,
)


def legal_actions(state: GameState) -> list[Action]:
    """Every action the player to move may take now, in a fixed order.

    Movement: single moves, then line moves. Attack: per attacker, single blows
    then double blows. Removal: one per own warrior. Over: none.
    """
    if state.phase is Phase.MOVEMENT:
        return [*single_moves(state), *line_moves(state)]
    if state.phase is Phase.ATTACK:
        return list(legal_attacks(state))
    if state.phase is Phase.REMOVAL:
        return [Remove(cell) for cell in state.cells_of(state.to_move)]
    return []


def check(state: GameState, action: Action) -> None:
    """Raise the RuleViolation naming the rule that forbids ``action`` now, if any."""
    check_phase(state, action)
    if isinstance(action, Move):
        check_move(state, action)
    elif isinstance(action, MoveLine):
        check_line(state, action)
    elif isinstance(action, Attack):
        check_attack(state, action)
    else:
        check_remove(state, action)


def play(state: GameState, action: Action) -> GameState:
    """The state after ``action``, which must be legal: one that ``legal_actions`` listed.

    Nothing is checked again; :func:`apply` checks first.
    """
    if isinstance(action, Move):
        board, event = apply_move(state, action)
        return after_movement(state, board, frozenset(), event)
    if isinstance(action, MoveLine):
        board, line, event = apply_line(state, action)
        return after_movement(state, board, line, event)
    if isinstance(action, Attack):
        board, events, killed = resolve_attack(state, action)
        return end_turn(state, board, killed, events)
    return apply_remove(state, action)


def apply(state: GameState, action: Action) -> GameState:
    """The state after ``action``; RuleViolation naming the broken rule if it is illegal.

    ``state`` itself never changes.
    """
    check(state, action)
    return play(state, action)


def random_playout(state: GameState, dice: SeededDice, max_turns: int | None = None) -> GameState:
    """Play uniformly random legal actions until the game ends.

    With ``max_turns``, stop as well once that many turns have passed.
    """
    start = state.turn
    while state.phase is not Phase.OVER:
        if max_turns is not None and state.turn - start >= max_turns:
            break
        state = play(state, dice.choice(legal_actions(state)))
    return state
