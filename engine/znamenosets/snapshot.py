"""Game states as plain JSON-ready dicts, for diagrams, golden files and saves.

Cells appear by name (``"c3"``), enums by value, and every collection is sorted,
so ``json.dumps(snapshot(state), sort_keys=True)`` is byte-stable across runs
and hash seeds. :func:`restore` is the inverse.
"""

from __future__ import annotations

from collections.abc import Mapping
from operator import itemgetter
from types import MappingProxyType
from typing import Any

from engine.core.events import Event
from engine.core.grid import Cell
from engine.core.snapshot import reading_snapshot
from engine.znamenosets.positions import check_position, checked_board, checked_losses
from engine.znamenosets.ruleset import DEFAULT_RULESET, Ruleset
from engine.znamenosets.state import GameState, Phase, Side, Warrior
from engine.znamenosets.warriors import Kind

FORMAT = "znamenosets/1"
_NAMES: dict[Kind | Side, str] = {member: member.value for member in (*Kind, *Side)}
KEYS = frozenset(
    {"format", "board", "to_move", "phase", "ruleset", "line_bonus", "bearers_lost"}
    | {"winner", "drawn", "turn", "log"}
)


def snapshot(state: GameState) -> dict[str, Any]:
    """``state`` as a plain dict of strings, ints, bools, None, lists and dicts."""
    return {
        "format": FORMAT,
        "board": {
            cell.name: {"kind": _NAMES[w.kind], "side": _NAMES[w.side], "wounds": w.wounds}
            for cell, w in sorted(state.board.items(), key=itemgetter(0))
        },
        "to_move": state.to_move.value,
        "phase": state.phase.value,
        "ruleset": {
            "strengths": {kind.value: state.ruleset.strengths[kind] for kind in Kind},
            "army": {kind.value: state.ruleset.army.get(kind, 0) for kind in Kind},
        },
        "line_bonus": [cell.name for cell in sorted(state.line_bonus)],
        "bearers_lost": {side.value: state.bearers_lost.get(side, 0) for side in Side},
        "winner": state.winner.value if state.winner else None,
        "drawn": state.drawn,
        "turn": state.turn,
        "log": [event.to_dict() for event in state.log],
    }


def _ruleset(raw: Mapping[str, Mapping[str, int]]) -> Ruleset:
    strengths = {Kind(name): int(value) for name, value in raw["strengths"].items()}
    army = {Kind(name): int(count) for name, count in raw["army"].items() if count}
    ruleset = Ruleset(MappingProxyType(strengths), MappingProxyType(army))
    return DEFAULT_RULESET if ruleset == DEFAULT_RULESET else ruleset


def restore(raw: Mapping[str, Any]) -> GameState:
    """The state a snapshot describes.

    ValueError if it is not a valid snapshot; RuleViolation if it describes a
    state that no game reaches or that play cannot go on from
    (:func:`positions.check_position`, the same check as ``position``).
    """
    if raw.get("format") != FORMAT or set(raw) != KEYS:
        raise ValueError(f"not a {FORMAT} snapshot")
    with reading_snapshot():
        ruleset = _ruleset(raw["ruleset"])
        board = {
            Cell.parse(name): Warrior(Kind(w["kind"]), Side(w["side"]), w["wounds"])
            for name, w in raw["board"].items()
        }
        winner = Side(raw["winner"]) if raw["winner"] is not None else None
        state = GameState(
            board=checked_board(board, ruleset),
            to_move=Side(raw["to_move"]),
            phase=Phase(raw["phase"]),
            ruleset=ruleset,
            line_bonus=frozenset(Cell.parse(name) for name in raw["line_bonus"]),
            bearers_lost=checked_losses({Side(s): n for s, n in raw["bearers_lost"].items()}),
            winner=winner,
            drawn=bool(raw["drawn"]),
            turn=int(raw["turn"]),
            log=tuple(Event.from_dict(event) for event in raw["log"]),
        )
    check_position(state)
    return state
