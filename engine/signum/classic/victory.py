"""The end of the game: a hero destroyed loses at once; both at once is a draw (LS1-18)."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import replace

from engine.core.events import Event
from engine.signum.classic.state import GameState, Phase
from engine.signum.classic.table import Player


def settle_victory(state: GameState, fallen: Collection[Player]) -> GameState:
    """End the game if a hero has just been destroyed (LS1-18.1, LS1-18.2).

    ``fallen``: the players whose hero died in the damage that just landed.
    """
    if not fallen or state.is_over:
        return state
    ended = replace(state, phase=Phase.OVER, pending=(), resolving=None, current=None)
    if len(set(fallen)) == 2:
        return replace(ended, drawn=True).logged(
            Event.of("game_over", result="draw", turn=state.turn)
        )
    winner = next(iter(fallen)).opponent
    return replace(ended, winner=winner).logged(
        Event.of("game_over", result=winner.value, turn=state.turn)
    )
