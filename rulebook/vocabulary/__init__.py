"""The scenario vocabulary: the steps every game shares, then one module of steps per game.

Each module is a pytest plugin (its steps are fixtures). ``GAME_MODULES`` is the one
list of them, built from the games' registry (:mod:`rulebook.games`); the test suite and
``rulebook check`` load the same: every game whose engine's packages can be imported
(all of them wherever ``rulebook`` is installed; Try it's Pyodide has no shapely).
"""

from __future__ import annotations

import importlib

from rulebook.games import GAMES

COMMON_MODULE = "rulebook.vocabulary.common"
GAME_MODULES = (COMMON_MODULE, *(game.vocabulary for game in GAMES if game.runs_here()))


def load() -> None:
    """Register every game's steps, for code that reads the vocabulary outside pytest."""
    for name in GAME_MODULES:
        importlib.import_module(name)
