"""The Znamenosets board editor: the 7 × 8 grid, warriors and sides as the vocabulary names them.

>>> found = editor("ru")
>>> found["step"], found["header"]["warrior"], found["columns"][:3], found["rows"][-1]
('поле:', 'воин', ['a', 'b', 'c'], 8)
"""

from __future__ import annotations

from typing import Any

from engine.core.grid import Cell
from engine.znamenosets import GRID, Kind, Side
from rulebook.sphinx.diagrams import labels
from rulebook.tryit.boards import palette
from rulebook.vocabulary.steps import HEADER_FIELD, VOCABULARY
from rulebook.vocabulary.znamenosets import BOARD_TABLE, KIND, SIDE

GAME = "znamenosets"


def editor(language: str) -> dict[str, Any]:
    (board,) = (s for s in VOCABULARY.steps if s.type == "given" and s.table == BOARD_TABLE)
    header = VOCABULARY.fields[HEADER_FIELD]
    short = labels(GAME, language)
    return {
        "layout": "square",
        "columns": [Cell(column, 0).name[0] for column in range(GRID.columns)],
        "rows": list(range(1, GRID.rows + 1)),
        "step": board.text(language),
        "header": {name: header.translate(name, language) for name in BOARD_TABLE.names},
        "kinds": [
            {"word": KIND.translate(k.value, language), "short": short.kind_abbreviation(k.value)}
            for k in Kind
        ],
        "sides": [{"word": SIDE.translate(s.value, language), "name": s.value} for s in Side],
        "colours": palette(s.value for s in Side),
    }
