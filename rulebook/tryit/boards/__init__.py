"""Each game's board editor for Try it: the ``board`` part of its registration, if it has one.

A module offers ``editor(language) -> dict``: what the page's board editor needs to
read and write the game's board table, in ``language``: ``layout`` (the drawing the
page knows: ``square``), ``columns`` and ``rows`` (the cell names, in board order),
``step`` (the board step's text, after its keyword), ``header`` (each role's column
name: ``cell``, ``warrior``, ``side``), ``kinds`` (each piece's word and its short
label) and ``sides`` (each side's word and its English name), and ``colours`` (the
diagrams' colours of a cell, of each side's pieces and of each terrain look: see
:func:`palette`), so the editor and the diagrams beside it look alike. A game without one
is edited as text alone.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import asdict
from typing import Any

from rulebook.diagrams.styles import AXIS_TEXT, CELL_FILL, CELL_STROKE, side_style
from rulebook.games import game_named
from rulebook.vocabulary import load


def palette(sides: Iterable[str], terrain: Mapping[str, str] | None = None) -> dict[str, Any]:
    """The diagrams' colours for an editor: a cell's, each side's, each terrain look's fill."""
    found: dict[str, Any] = {
        "cell": {"fill": CELL_FILL, "stroke": CELL_STROKE, "text": AXIS_TEXT},
        "sides": {side: asdict(side_style(side)) for side in sides},
    }
    if terrain is not None:
        found["terrain"] = dict(terrain)
    return found


def editor(game: str, language: str) -> dict[str, Any] | None:
    """The board editor of ``game`` in ``language``, or None if the game has none."""
    registered = game_named(game)
    module = registered.part("board") if registered else None
    if module is None:
        return None
    load([game])  # the editor reads the board step of the game's vocabulary
    return module.editor(language)  # type: ignore[no-any-return]
