"""The scenario vocabulary: the steps every game shares, then one module of steps per game.

Each module is a pytest plugin (its steps are fixtures). ``GAME_MODULES`` is the one
list of them, built from the games' registry (:mod:`rulebook.games`); the test suite and
``rulebook check`` and Try it load the same.
"""

from __future__ import annotations

import importlib

from rulebook.games import GAMES

COMMON_MODULE = "rulebook.vocabulary.common"
GAME_MODULES = (COMMON_MODULE, *(game.vocabulary for game in GAMES))


def load() -> None:
    """Register every game's steps, for code that reads the vocabulary outside pytest."""
    for name in GAME_MODULES:
        importlib.import_module(name)
