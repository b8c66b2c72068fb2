"""The scenario vocabulary: one module of step definitions per game.

Each game module is a pytest plugin (its steps are fixtures). ``GAME_MODULES``
is the one list of them; the test suite and ``rulebook check`` load the same.
"""

from __future__ import annotations

import importlib

GAME_MODULES = ("rulebook.vocabulary.znamenosets",)


def load() -> None:
    """Register every game's steps, for code that reads the vocabulary outside pytest."""
    for name in GAME_MODULES:
        importlib.import_module(name)
