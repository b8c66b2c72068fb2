"""Each game's board editor for Try it: one module per game, named after it, if it has one.

A module offers ``editor(language) -> dict``: what the page's board editor needs to
read and write the game's board table, in ``language``: ``layout`` (the drawing the
page knows: ``square``), ``columns`` and ``rows`` (the cell names, in board order),
``step`` (the board step's text, after its keyword), ``header`` (each role's column
name: ``cell``, ``warrior``, ``side``), ``kinds`` (each piece's word and its short
label) and ``sides`` (each side's word and its English name, for its colour). A game
without one is edited as text alone.
"""

from __future__ import annotations

import importlib
from typing import Any

from rulebook.vocabulary import load


def editor(game: str, language: str) -> dict[str, Any] | None:
    """The board editor of ``game`` in ``language``, or None if the game has none."""
    try:
        module = importlib.import_module(f"{__name__}.{game}")
    except ModuleNotFoundError:
        return None
    load([game])  # the editor reads the board step of the game's vocabulary
    return module.editor(language)  # type: ignore[no-any-return]
