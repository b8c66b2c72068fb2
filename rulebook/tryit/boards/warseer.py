"""The Warseer board editor: the 10 × 8 hex battlefield, creatures and players as the
vocabulary names them, and the terrain the table states (shown, not edited).

The page draws the hexes flat-top with the even-numbered columns (b, d...) half a hex
north, as the diagrams do (:mod:`rulebook.diagrams.hexgrid`). A click on a hex without a
creature puts the chosen creature of the chosen player there (into the hex's terrain row
if it has one); a click on a creature takes it off again.

>>> found = editor("ru")
>>> found["layout"], found["step"], found["header"]["warrior"], found["header"]["terrain"]
('hex', 'Поле боя:', 'существо', 'местность')
>>> found["columns"][-1], found["rows"][-1], found["raised"]
('j', 8, ['b', 'd', 'f', 'h', 'j'])
>>> [k for k in editor("en")["kinds"] if k["word"] == "Dayodor Order Mentor"]
[{'word': 'Dayodor Order Mentor', 'short': 'DO'}]
"""

from __future__ import annotations

from typing import Any

from engine.signum.warseer.battlefield import Player
from engine.signum.warseer.hexes import LETTERS
from engine.signum.warseer.ruleset import DEFAULT_RULESET
from rulebook.diagrams.hexboard import TERRAIN_STYLES
from rulebook.diagrams.hexgrid import HexLayout
from rulebook.diagrams.signum import initials
from rulebook.diagrams.warseer import Creature
from rulebook.sphinx.diagrams import labels
from rulebook.tryit.boards import palette
from rulebook.vocabulary.steps import HEADER_FIELD, VOCABULARY
from rulebook.vocabulary.warseer.fields import BATTLEFIELD, CREATURE_NAMES, TERRAIN_KINDS

GAME = "warseer"
ROLES = {"cell": "hex", "warrior": "creature", "side": "player", "terrain": "terrain"}
"""The editor's roles (the page script's names) and the battlefield table's columns."""
LOOKS = {"Forest": "forest", "Hill": "hill", "Impassable": "impassable", "blocks sight": "other"}
"""How the page shades a hex whose terrain cell names one of these (as the diagrams do)."""


def editor(language: str) -> dict[str, Any]:
    (board,) = (s for s in VOCABULARY.steps if s.type == "given" and s.table == BATTLEFIELD)
    header = VOCABULARY.fields[HEADER_FIELD]
    names = VOCABULARY.fields["Name"]
    players = VOCABULARY.fields["Army"]
    kinds = VOCABULARY.fields["TerrainKinds"]
    words = labels(GAME, language)
    columns, rows = DEFAULT_RULESET.columns, DEFAULT_RULESET.rows
    shown = [names.translate(name, language) for name in CREATURE_NAMES]
    short = initials([Creature(str(n), name, "", "", "", 0, ()) for n, name in enumerate(shown)])
    return {
        "layout": "hex",
        "columns": list(LETTERS[:columns]),
        "rows": list(range(1, rows + 1)),
        "raised": [LETTERS[c] for c in range(columns) if HexLayout.raised(c)],
        "step": board.text(language),
        "help": words.phrase("editor_help"),
        "header": {role: header.translate(name, language) for role, name in ROLES.items()},
        "kinds": [{"word": name, "short": short[str(n)]} for n, name in enumerate(shown)],
        "sides": [{"word": players.translate(p.value, language), "name": p.value} for p in Player],
        "colours": palette(
            (p.value for p in Player), {look: fill for look, (fill, _) in TERRAIN_STYLES.items()}
        ),
        "terrain": [
            {"word": kinds.translate(kind, language), "look": look}
            for kind, look in LOOKS.items()
            if kind in TERRAIN_KINDS
        ],
    }
