"""The games of the rulebook, in one list: where each one's parts live.

A game's name is its folder under ``features/`` and ``docs/`` and the game its
scenario results are filed under; its vocabulary is the pytest plugin of its steps;
its diagrams module, if it has one, draws its engine's snapshots (it offers
``ENGLISH_LABELS``, ``diagram()`` and optionally ``FROM_VOCABULARY``, the diagram
contexts whose words come from the scenario vocabulary). Every engine is plain Python,
so every game runs wherever the runner does, a browser's Pyodide included. Adding a game
is one line here.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from types import ModuleType


@dataclass(frozen=True)
class Game:
    """One game of the rulebook (see the module's docstring)."""

    name: str
    rule_prefix: str
    vocabulary: str
    diagrams: str | None = None

    def diagrams_module(self) -> ModuleType | None:
        return importlib.import_module(self.diagrams) if self.diagrams else None


GAMES: tuple[Game, ...] = (
    Game("znamenosets", "ZN", "rulebook.vocabulary.znamenosets", "rulebook.diagrams.znamenosets"),
    Game("classic", "LS1", "rulebook.vocabulary.classic", "rulebook.diagrams.classic"),
    Game("warseer", "LS2", "rulebook.vocabulary.warseer", "rulebook.diagrams.warseer"),
)


def game_named(name: str) -> Game | None:
    return next((game for game in GAMES if game.name == name), None)
