"""The end of the game: a hero destroyed loses at once; both at once is a draw (LS1-18)."""

from __future__ import annotations

from dataclasses import replace

from engine.core.events import Event
from engine.signum.classic.state import GameState, Phase
from engine.signum.classic.table import Player


def settle_victory(state: GameState) -> GameState:
    """End the game if a hero is gone (LS1-18.1, LS1-18.2); otherwise return it unchanged."""
    if state.phase in (Phase.OVER, Phase.HEROES):
        return state
    lost = [player for player in Player if state.hero_of(player) is None]
    if not lost:
        return state
    if len(lost) == 2:
        event = Event.of("game_over", result="draw", turn=state.turn)
        return replace(
            state.logged(event),
            phase=Phase.OVER,
            drawn=True,
            pending=(),
            resolving=None,
            current=None,
        )
    winner = lost[0].opponent
    event = Event.of("game_over", result=winner.value, turn=state.turn)
    return replace(
        state.logged(event),
        phase=Phase.OVER,
        winner=winner,
        pending=(),
        resolving=None,
        current=None,
    )
