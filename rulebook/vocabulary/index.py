"""Which game a question asks about, found before any game's steps are loaded.

A question runs with its game's steps alone: a Znamenosets question never imports the
Signum engines. The game is decided so:

1. a feature tag that names a game (``@znamenosets``, ``@classic``, ``@warseer``);
2. else the words of its steps: each step is matched, by the words around its fields
   (:class:`~rulebook.vocabulary.steps.Skeleton`), against every game's steps, and the
   question's game is the one whose steps read them all. Steps that every game shares say
   nothing. Steps that only two different games read make the question *mixed*: it is
   refused (exit 2). A step that no game reads loads every game, so that the check can
   name the nearest steps.

The games' steps come from ``step_games.json`` beside this module: each game's step
patterns in English, written by ``rulebook l10n update`` (with the step catalog) and
fingerprinted by the vocabulary's source. Their wording in another language is the step
catalog's. When the source has changed since (a developer's checkout), the index is not
used and every game loads, which is slower and gives the same answers.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from rulebook.files import write_atomically
from rulebook.games import GAMES
from rulebook.vocabulary import GAME_MODULES
from rulebook.vocabulary.catalog import SOURCE_LANGUAGE, vocabulary
from rulebook.vocabulary.retired import all_retired
from rulebook.vocabulary.steps import STEP_CONTEXT, Skeleton, StepType

HERE = Path(__file__).resolve().parent
INDEX = HERE / "step_games.json"
GAME_NAMES = {game.name for game in GAMES}


def step_sources(folder: Path = HERE) -> list[Path]:
    """The modules that register steps: the shared ones and each game's (a module or a
    package of them)."""
    names = [module.rsplit(".", 1)[-1] for module in GAME_MODULES]
    found = [folder / f"{name}.py" for name in names if (folder / f"{name}.py").exists()]
    for name in names:
        found += sorted((folder / name).glob("*.py"))
    return found


def fingerprint(folder: Path = HERE) -> str:
    """A hash of the source of every module that registers steps."""
    digest = hashlib.sha256()
    for path in step_sources(folder):
        digest.update(str(path.relative_to(folder)).encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()


def current_index() -> dict[str, Any]:
    """The index as the registered vocabulary gives it now (every game loaded)."""
    from rulebook.vocabulary import load
    from rulebook.vocabulary.steps import VOCABULARY

    load()
    steps: dict[str, list[list[str]]] = {}
    for step in VOCABULARY.steps:
        steps.setdefault(step.game, []).append([step.type, step.pattern])
    return {"fingerprint": fingerprint(), "steps": steps}


def write_index(path: Path = INDEX) -> bool:
    """Write the index if it has changed (atomically); whether it had."""
    index = current_index()
    text = json.dumps(index, ensure_ascii=False, indent=1, sort_keys=True) + "\n"
    if path.exists() and path.read_text(encoding="utf-8") == text:
        return False
    write_atomically(path, text)
    return True


@cache
def stored_index() -> dict[str, Any] | None:
    """The index beside this module, if it matches the source (else None)."""
    try:
        index = json.loads(INDEX.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return index if index.get("fingerprint") == fingerprint() else None


@dataclass(frozen=True)
class Known:
    """A step of some game, as a question's language writes it."""

    game: str  # "" for the steps every game shares
    type: StepType
    skeleton: Skeleton


@cache
def known_steps(language: str) -> tuple[Known, ...] | None:
    """Every game's steps in ``language`` (old wordings included); None without an index."""
    index = stored_index()
    if index is None:
        return None
    found = []
    game_of: dict[str, str] = {}
    for game, steps in index["steps"].items():
        for type_, pattern in steps:
            game_of[pattern] = game
            text = (
                pattern
                if language == SOURCE_LANGUAGE
                else vocabulary(language).get(STEP_CONTEXT, pattern)
            )
            found.append(Known(game, type_, Skeleton.of(text)))
    for old in all_retired():
        if old.language == language and old.step in game_of:
            for type_ in ("given", "when", "then"):
                found.append(Known(game_of[old.step], type_, Skeleton.of(old.wording)))
    return tuple(found)


class MixedGames(Exception):
    """A question whose steps belong to two games: (line, game) of one step of each."""

    def __init__(self, first: tuple[int, str], second: tuple[int, str]) -> None:
        super().__init__(first, second)
        self.first, self.second = first, second


def games_of(feature: dict[str, Any], language: str) -> set[str] | None:
    """The game a parsed feature asks about, as a set of one; None for "load every game"
    (no index, or a step that no game reads). MixedGames for a question of two games."""
    tagged = {t["name"].lstrip("@") for t in feature.get("tags", [])} & GAME_NAMES
    if tagged:
        return tagged
    known = known_steps(language)
    if known is None:
        return None
    chosen: tuple[int, set[str]] | None = None
    for line, type_, text in steps_of(feature):
        games = {k.game for k in known if k.type == type_ and k.skeleton.fits(text)}
        if not games:
            return None
        if "" in games:
            continue  # a step every game shares (or one that is also shared) says nothing
        if chosen is None:
            chosen = (line, games)
        elif not games & chosen[1]:
            raise MixedGames((chosen[0], min(chosen[1])), (line, min(games)))
        else:
            chosen = (chosen[0], games & chosen[1])
    return chosen[1] if chosen else None


def steps_of(feature: dict[str, Any]) -> Iterator[tuple[int, StepType, str]]:
    """Each step of a parsed feature: its line, its type and its text."""
    from rulebook.vocabulary.steps import step_types

    for node in blocks(feature):
        steps = node.get("steps", [])
        for step, type_ in zip(steps, step_types(steps), strict=True):
            if type_ is not None:
                yield step["location"]["line"], type_, step["text"]


def blocks(node: dict[str, Any]) -> Iterable[dict[str, Any]]:
    for child in node.get("children", []):
        for key in ("background", "scenario", "rule"):
            if key in child:
                yield child[key]
                if key == "rule":
                    yield from blocks(child[key])
