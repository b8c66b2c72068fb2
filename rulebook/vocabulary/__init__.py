"""The scenario vocabulary: the steps every game shares, then one module of steps per game.

Each module is a pytest plugin (its steps are fixtures). ``GAME_MODULES`` is the one
list of them, built from the games' registry (:mod:`rulebook.games`); the test suite and
``rulebook check`` and Try it load the same. Try it loads its page's game first
(:func:`only`), and the others when a question needs them.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Iterable

from rulebook.games import GAMES

COMMON_MODULE = "rulebook.vocabulary.common"
GAME_MODULES = (COMMON_MODULE, *(game.vocabulary for game in GAMES))
_wanted: set[str] | None = None  # the games load() registers; None: every game


def only(games: Iterable[str] | None) -> None:
    """From now on :func:`load` registers these games' steps alone (None: every game's).
    A game once registered stays so: Python keeps its modules."""
    global _wanted
    _wanted = None if games is None else set(games)


def load(games: Iterable[str] | None = None) -> None:
    """Register the steps of ``games`` and the steps every game shares, for code that reads
    the vocabulary outside pytest. None: every game, or the games :func:`only` named.
    Loading more later is fine."""
    chosen = _wanted if games is None else set(games)
    importlib.import_module(COMMON_MODULE)
    for game in GAMES:
        if chosen is None or game.name in chosen:
            importlib.import_module(game.vocabulary)


def loaded() -> list[str]:
    """The games whose steps are registered, in the registry's order."""
    return [game.name for game in GAMES if game.vocabulary in sys.modules]
