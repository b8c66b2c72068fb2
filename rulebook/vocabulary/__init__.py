"""The scenario vocabulary: the steps every game shares, then one module of steps per game.

Each module is a pytest plugin (its steps are fixtures). ``GAME_MODULES`` is the one
list of them, built from the games' registry (:mod:`rulebook.games`); the test suite and
``rulebook check`` and Try it load the same.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterable

from rulebook.games import GAMES

COMMON_MODULE = "rulebook.vocabulary.common"
GAME_MODULES = (COMMON_MODULE, *(game.vocabulary for game in GAMES))


def load(games: Iterable[str] | None = None) -> None:
    """Register the steps of ``games`` (of every game if None) and the steps they share, for
    code that reads the vocabulary outside pytest. Loading more later is fine."""
    chosen = None if games is None else set(games)
    for game in GAMES:
        if chosen is None or game.name in chosen:
            importlib.import_module(COMMON_MODULE)
            importlib.import_module(game.vocabulary)
    importlib.import_module(COMMON_MODULE)
