"""What must hold in every state and across every action, whatever is played.

The proof tests and the soak command (``python -m benchmarks.soak``) run the
same checks, so a failure in one is reproducible in the other. Each check raises
:class:`InvariantError` saying what broke; none of them changes a state.

>>> from engine.core.dice import SeededDice
>>> from engine.znamenosets.deployment import new_game
>>> from engine.znamenosets.game import apply, legal_actions
>>> before = new_game(SeededDice(1))
>>> after = apply(before, legal_actions(before)[0])
>>> check_state(after); check_step(before, after); check_dealt(after)
>>> len(check_snapshot(after)) > 0
True
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Sequence

from engine.core.events import Event
from engine.core.grid import Cell
from engine.core.proof import InvariantError, require
from engine.znamenosets.ruleset import STANDARD_BEARERS_TO_WIN
from engine.znamenosets.snapshot import restore, snapshot
from engine.znamenosets.state import GRID, GameState, Phase, Side
from engine.znamenosets.victory import max_game_turns, remaining_health
from engine.znamenosets.warriors import Kind

FALLING = ("kill", "remove")
"""The only events after which a warrior is no longer on the board."""


def check_state(state: GameState) -> None:
    """The board is sane and the phase agrees with the rest of the state.

    The board is a mapping, so two warriors never share a cell; strength is
    clamped at 0 by its definition. Neither is checked: a check that cannot
    fail proves nothing. What the result must be is the oracle's business
    (:mod:`engine.znamenosets.oracle`), from the rule text.
    """
    profile, contains = state.ruleset.profile, GRID.contains
    for cell, warrior in state.board.items():
        health = profile(warrior.kind).health
        if not contains(cell) or not 0 <= warrior.wounds < health:
            raise InvariantError(
                f"{warrior.describe(cell)}: off the board or wounds not in [0, {health})"
            )
    require(all(state.owns(cell) for cell in state.line_bonus), "the line bonus names a foe")
    if state.phase is Phase.MOVEMENT:
        require(not state.line_bonus, "a line bonus before anything has moved")
    require(min(state.bearers_lost.values()) >= 0, "a negative number of bearers lost")
    if state.phase is Phase.OVER:
        require((state.winner is None) == state.drawn, "a game over needs a winner or a draw")
        last = state.log[-1] if state.log else None
        require(last is not None and last.name == "game_over", "no game_over event at the end")
    else:
        require(state.winner is None and not state.drawn, "a result before the game is over")


def check_dealt(state: GameState) -> None:
    """States of a game dealt from full armies: bearers add up, turns stay bounded."""
    on_board = Counter(w.side for w in state.board.values() if w.kind is Kind.STANDARD_BEARER)
    bearers = state.ruleset.army[Kind.STANDARD_BEARER]
    for side in Side:
        require(
            state.bearers_lost[side] == bearers - on_board[side],
            f"{side} has {on_board[side]} bearers on the board but lost {state.bearers_lost[side]}",
        )
    require(
        state.turn <= max_game_turns(state.ruleset),
        f"turn {state.turn} is past the bound {max_game_turns(state.ruleset)}",
    )
    if state.phase is Phase.OVER:
        require(
            any(state.bearers_lost[side] >= STANDARD_BEARERS_TO_WIN for side in Side),
            "a dealt game ends only when standard-bearers are lost",
        )


def _fallen(events: Sequence[Event]) -> list[Event]:
    return [event for event in events if event.name in FALLING]


def check_step(before: GameState, after: GameState) -> None:
    """One action: the log only grows, and warriors leave only through kill/remove events."""
    old = len(before.log)
    require(after.log[:old] == before.log, "an action rewrote the log")
    fallen = _fallen(after.log[old:])
    require(
        len(before.board) - len(after.board) == len(fallen),
        f"{len(before.board)} warriors became {len(after.board)} with {len(fallen)} kill/remove events",
    )
    bearers = Counter()
    for event in fallen:
        cell = Cell.parse(str(event["cell"]))
        warrior = before.board.get(cell)
        if warrior is None:
            raise InvariantError(f"the {event.name} event names the empty cell {cell}")
        require(
            (warrior.side.value, warrior.kind.value) == (event["side"], event["kind"]),
            f"the {event.name} event at {cell} names a warrior who was not there",
        )
        require(cell not in after.board, f"the {event.name} event at {cell} left it occupied")
        if warrior.kind is Kind.STANDARD_BEARER:
            bearers[warrior.side] += 1
    for side in Side:
        if after.bearers_lost[side] - before.bearers_lost[side] != bearers[side]:
            raise InvariantError(f"{side}'s lost standard-bearers do not match the log")
    if after.turn != before.turn or after.phase is Phase.OVER:
        require(
            remaining_health(after) < remaining_health(before),
            "a turn ended without costing the board any health",
        )
    require(after.turn - before.turn in (0, 1), f"turn {before.turn} became {after.turn}")


def dumps(state: GameState) -> str:
    """The canonical JSON of a state: what golden files and saves hold."""
    return json.dumps(snapshot(state), sort_keys=True)


def check_snapshot(state: GameState) -> str:
    """snapshot -> JSON -> restore -> snapshot is the identity; returns the JSON text."""
    text = dumps(state)
    back = restore(json.loads(text))
    require(back == state, "restore(snapshot(state)) is not the state")
    require(dumps(back) == text, "the snapshot changed on a round trip")
    return text
