"""Board diagrams for scenario steps, labelled in the book's language.

Warrior and side names come from the scenario vocabulary, so a diagram calls a
warrior what the scenario beside it calls it; the other words of a diagram
live in the ``rulebook`` catalog.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

from rulebook.diagrams.labels import Labels
from rulebook.diagrams.znamenosets import ENGLISH_LABELS, diagram
from rulebook.paths import catalog_path
from rulebook.sphinx.i18n import CATALOG
from rulebook.vocabulary.catalog import SOURCE_LANGUAGE, Catalog, vocabulary

# Draws ``after`` (marking what changed since ``before``); title and a seed for unique ids.
Draw = Callable[[dict[str, Any] | None, dict[str, Any], str, str], str | None]
FROM_VOCABULARY = {"diagram kind": "kind", "diagram side": "side"}
GAMES = {"znamenosets": diagram}


@cache
def labels(language: str) -> Labels:
    if language == SOURCE_LANGUAGE:
        return ENGLISH_LABELS
    chrome = Catalog.load(catalog_path(language, CATALOG), language)
    words = vocabulary(language)

    def translate(context: str, message: str) -> str | None:
        if context in FROM_VOCABULARY:
            return words.get(FROM_VOCABULARY[context], message)
        return chrome.get(context, message)

    return ENGLISH_LABELS.translated(translate)


def drawer(language: str) -> Draw:
    """A function drawing an engine snapshot as SVG, or None for a game without diagrams."""

    def draw(
        before: dict[str, Any] | None, after: dict[str, Any], title: str, seed: str
    ) -> str | None:
        game = str(after.get("format", "")).split("/", 1)[0]
        if game not in GAMES or (before is not None and before.get("board") == after.get("board")):
            return None  # no picture for a game without diagrams, or a step that moved nobody
        return GAMES[game](before, after, labels(language), title=title, id_seed=seed)

    return draw
