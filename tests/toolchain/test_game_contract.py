"""The contract of a game: every registered game names its parts (rulebook.games), each
part exists, and it has the shape the generic tools call. This is the checklist of
"Adding a game" in CONTRIBUTING.md."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

from rulebook.games import GAMES, SHAPES, Game

ROOT = Path(__file__).resolve().parents[2]
REQUIRED = ("engine", "oracle", "driver", "vocabulary", "mutants")
"""The parts no game goes without; the others (diagrams, a deck checker, a Try it board)
a game has if its rules call for them."""


def missing(game: Game) -> dict[str, list[str]]:
    """Each part of ``game`` that lacks a name its kind must offer, with those names."""
    found = {}
    for kind, module_name in game.parts().items():
        module = importlib.import_module(module_name)
        lacking = [name for name in SHAPES[kind] if not hasattr(module, name)]
        if lacking:
            found[kind] = lacking
    return found


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name)
def test_every_part_of_a_game_has_the_shape_the_tools_call(game: Game) -> None:
    assert missing(game) == {}


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name)
def test_a_game_has_every_part_it_must_and_its_folders(game: Game) -> None:
    assert [kind for kind in REQUIRED if kind not in game.parts()] == []
    assert (ROOT / "features" / game.name).is_dir()
    assert (ROOT / "docs" / game.name).is_dir()
    assert game.rule_prefix and game.name.isidentifier()


def test_the_names_and_rule_prefixes_are_each_one_games() -> None:
    assert len({g.name for g in GAMES}) == len({g.rule_prefix for g in GAMES}) == len(GAMES)


def test_the_engines_parts_live_in_its_package() -> None:
    """An oracle or a driver of one game's engine is not another's."""
    for game in GAMES:
        assert game.oracle.startswith(game.engine + ".")
        assert game.driver.startswith(game.engine + ".")


def test_a_part_without_its_shape_is_found() -> None:
    """A game whose oracle is another kind of module fails the contract, naming the part."""
    broken = Game(
        "broken",
        "BR",
        engine="engine.znamenosets",
        oracle="engine.znamenosets.geometry",
        driver="engine.znamenosets.proof",
        vocabulary="rulebook.vocabulary.znamenosets",
    )
    assert missing(broken) == {"oracle": ["check_action"]}
    with pytest.raises(ModuleNotFoundError):
        missing(Game("gone", "GO", "engine.gone", "engine.gone.oracle", "x", "y"))
