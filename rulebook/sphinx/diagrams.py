"""Board diagrams for scenario steps, labelled in the book's language.

Warrior and side names come from the scenario vocabulary, so a diagram calls a
warrior what the scenario beside it calls it; the other words of a diagram
live in the ``rulebook`` catalog.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache
from types import ModuleType
from typing import Any

from rulebook.diagrams.legend import GAP, LINE_HEIGHT, SWATCH
from rulebook.games import game_named
from rulebook.paths import catalog_path
from rulebook.sphinx.i18n import CATALOG
from rulebook.vocabulary.catalog import SOURCE_LANGUAGE, Catalog, vocabulary

# Draws ``after`` (marking what changed since ``before``); title, a seed for unique ids, and
# every snapshot of the scenario's run (a game may draw the part of its board they use).
Draw = Callable[[dict[str, Any] | None, dict[str, Any], str, str, list[dict[str, Any]]], str | None]


def diagrams_of(game: str) -> ModuleType | None:
    """The diagrams module of a game (see :mod:`rulebook.games`), or None if it has none."""
    found = game_named(game)
    return found.diagrams_module() if found else None


@cache
def labels(game: str, language: str) -> Any:
    """The words of a game's diagrams in ``language``: a few from the scenario vocabulary
    (its ``FROM_VOCABULARY`` contexts), the rest from the ``rulebook`` catalog."""
    module = diagrams_of(game)
    assert module is not None, game
    english = module.ENGLISH_LABELS
    if language == SOURCE_LANGUAGE:
        return english
    from_vocabulary: dict[str, str] = getattr(module, "FROM_VOCABULARY", {})
    chrome = Catalog.load(catalog_path(language, CATALOG), language)
    words = vocabulary(language)

    def translate(context: str, message: str) -> str | None:
        if context in from_vocabulary:
            return words.get(from_vocabulary[context], message)
        return chrome.get(context, message)

    return english.translated(translate)


def drawer(language: str) -> Draw:
    """A function drawing an engine snapshot as SVG, or None for a game without diagrams."""

    views: dict[int, Any] = {}  # a scenario's snapshots (by identity) -> the part drawn

    def draw(
        before: dict[str, Any] | None,
        after: dict[str, Any],
        title: str,
        seed: str,
        scenario: list[dict[str, Any]] | None = None,
    ) -> str | None:
        game = str(after.get("format", "")).split("/", 1)[0]
        module = diagrams_of(game)
        if module is None:
            return None  # no picture for a game without diagrams
        changed = getattr(module, "changed", lambda old, new: old != new)
        if before is not None and not changed(before, after):
            return None  # no picture for a step that changed nothing a diagram shows
        options = {}
        if scenario and hasattr(module, "view"):  # the part of the board the scenario uses
            if id(scenario) not in views:
                views.clear()
                views[id(scenario)] = module.view(scenario)
            options["view"] = views[id(scenario)]
        words = labels(game, language)
        svg = module.diagram(before, after, words, title=title, id_seed=seed, **options)
        return apart(svg) if svg else svg

    return draw


LEGEND_START = '<g class="legend">'
LEGEND_LINE = re.compile(r'<text class="legend-text" x="([-\d.]+)" y="([-\d.]+)"')
SIZE = re.compile(r'^(<svg\b[^>]*?) width="([\d.]+)" height="([\d.]+)" viewBox="0 0 [\d.]+ [\d.]+"')


def apart(svg: str) -> str:
    """A board and its legend as two drawings, so a page can set them side by side or one
    under the other. The board shrinks to the column; the legend keeps its size, and with it
    the size of its words (11 px), which a shrunken board would take down with it."""
    start = svg.rfind(LEGEND_START)
    lines = [(float(x), float(y)) for x, y in LEGEND_LINE.findall(svg, start)]
    found = SIZE.match(svg)
    if start < 0 or not lines or not found or not svg.endswith("</svg>"):
        return svg
    shell, width, height = found[1], float(found[2]), float(found[3])
    left = lines[0][0] - SWATCH - GAP
    # From the top of the board, so that side by side the key starts where the board does.
    top, bottom = 0.0, lines[-1][1] + LINE_HEIGHT / 2
    board = f'{shell} width="{left:g}" height="{height:g}" viewBox="0 0 {left:g} {height:g}"'
    board += svg[found.end() : start] + "</svg>"
    size = (width - left, bottom - top)
    legend = (
        '<svg xmlns="http://www.w3.org/2000/svg" class="board-legend" aria-hidden="true"'
        f' width="{size[0]:g}" height="{size[1]:g}" viewBox="{left:g} {top:g} {size[0]:g} {size[1]:g}"'
        ' font-family="sans-serif">'
    )
    return board + legend + svg[start:]
