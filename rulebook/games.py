"""The games of the rulebook, in one list: every part a game provides, by its dotted name.

A game's name is its folder under ``features/`` and ``docs/`` and the game its
scenario results are filed under. Each part is named as a string, so reading the list
imports nothing heavy; :meth:`Game.part` imports one when a tool needs it. The parts, in
the order one writes them for a new game (``CONTRIBUTING.md``, "Adding a game"):

- ``engine``: the engine package (``GameState``, ``new_game``, ``legal_actions``,
  ``apply``, ``random_playout``); plain Python, so every game runs wherever the runner
  does, a browser's Pyodide included;
- ``oracle``: the rules oracle, written from the rule text (``check_action``);
- ``driver``: the random-game driver, seeded games with the oracle and the invariants
  checked at every step (``checked_game``);
- ``vocabulary``: the scenario vocabulary, a pytest plugin of steps (``MODULES``, one per
  job, and the scenario's ``World``);
- ``diagrams``: draws the engine's snapshots (``ENGLISH_LABELS``, ``diagram()``,
  ``changed()`` and ``FROM_VOCABULARY``, the diagram contexts whose words come from the
  scenario vocabulary), if the game has diagrams;
- ``deck_checker``: ``rulebook deck check``'s rules (``check(deck)``), if the game has
  decks to check;
- ``board``: Try it's board editor (``editor(language)``), if the game has one;
- ``mutants``: the planted rule bugs of ``python -m benchmarks.mutants --game NAME``
  (``RULES``, ``CONSISTENT``, ``REFERENCE`` and the tests that must kill them);
- ``soak``: the driver's plans for ``python -m benchmarks.soak --game NAME`` (``PLANS``:
  ``"default"``, ``"thorough"``), if the game's soak plays otherwise than its tests.

``SHAPES`` says what the generic tools call on each part; ``tests/toolchain/
test_game_contract.py`` checks every registered game against it.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, fields
from types import ModuleType

SHAPES: dict[str, tuple[str, ...]] = {
    "engine": ("GameState", "new_game", "legal_actions", "apply", "random_playout"),
    "oracle": ("check_action",),
    "driver": ("checked_game",),
    "vocabulary": ("MODULES", "World", "pytest_plugins"),
    "diagrams": ("ENGLISH_LABELS", "FROM_VOCABULARY", "changed", "diagram"),
    "deck_checker": ("check",),
    "board": ("editor",),
    "mutants": ("RULES", "CONSISTENT", "REFERENCE", "GATE_TESTS", "ORACLE_TESTS", "PERFT_TESTS"),
    "soak": ("PLANS",),
}
"""Each part's public names that the generic tools call."""


@dataclass(frozen=True)
class Game:
    """One game of the rulebook (see the module's docstring)."""

    name: str
    rule_prefix: str
    engine: str
    oracle: str
    driver: str
    vocabulary: str
    diagrams: str | None = None
    deck_checker: str | None = None
    board: str | None = None
    mutants: str | None = None
    soak: str | None = None

    def parts(self) -> dict[str, str]:
        """Each part this game provides: its kind (a key of ``SHAPES``) -> its module."""
        named = {f.name: getattr(self, f.name) for f in fields(self)}
        return {kind: named[kind] for kind in SHAPES if named[kind]}

    def part(self, kind: str) -> ModuleType | None:
        """The module of one part (``"oracle"``, ``"board"``...), or None if it has none."""
        name = self.parts().get(kind)
        return importlib.import_module(name) if name else None

    def diagrams_module(self) -> ModuleType | None:
        return self.part("diagrams")


GAMES: tuple[Game, ...] = (
    Game(
        "znamenosets",
        "ZN",
        engine="engine.znamenosets",
        oracle="engine.znamenosets.oracle",
        driver="engine.znamenosets.proof",
        vocabulary="rulebook.vocabulary.znamenosets",
        diagrams="rulebook.diagrams.znamenosets",
        board="rulebook.tryit.boards.znamenosets",
        mutants="benchmarks.znamenosets_mutants",
        soak="benchmarks.znamenosets_soak",
    ),
    Game(
        "classic",
        "LS1",
        engine="engine.signum.classic",
        oracle="engine.signum.classic.oracle",
        driver="engine.signum.classic.proof",
        vocabulary="rulebook.vocabulary.classic",
        diagrams="rulebook.diagrams.classic",
        deck_checker="rulebook.decks.classic",
        board="rulebook.tryit.boards.classic",
        mutants="benchmarks.classic_mutants",
        soak="benchmarks.classic_soak",
    ),
    Game(
        "warseer",
        "LS2",
        engine="engine.signum.warseer",
        oracle="engine.signum.warseer.oracle",
        driver="engine.signum.warseer.proof",
        vocabulary="rulebook.vocabulary.warseer",
        diagrams="rulebook.diagrams.warseer",
        deck_checker="rulebook.decks.warseer",
        board="rulebook.tryit.boards.warseer",
        mutants="benchmarks.warseer_mutants",
        soak="benchmarks.warseer_soak",
    ),
)


def game_named(name: str) -> Game | None:
    return next((game for game in GAMES if game.name == name), None)
