"""The classic board editor: the 60 × 60 cm table, round bases placed by their centres in
centimetres, and the templates the scenario's terrain cards lay.

The page draws the table with row ``y`` up from the south edge, as the diagrams do
(:mod:`rulebook.diagrams.tabletop`). A click on the table puts a base of the named
creature and the chosen player there; a base is dragged to move it, or selected to type
its centre; a template of a terrain card the scenario states is laid by its origin
corner, and selected to take it off (the template step goes, the card stays).

>>> found = editor("ru")
>>> found["layout"], found["size"], found["step"], found["header"]["cell"]
('table', 60.0, 'на столе:', 'точка')
>>> found["templates"]["step"], found["templates"]["and"]
('шаблон «{card}» игрока {player} лежит в точке {at}', 'И')
>>> [s["word"] for s in editor("en")["sides"]]
['south', 'north']
>>> [(editor(language)["point"], editor(language)["decimal"]) for language in ("en", "ru")]
[('{x},{y}', '.'), ('({x}; {y})', ',')]
"""

from __future__ import annotations

from typing import Any

from engine.signum.classic.ruleset import DEFAULT_RULESET
from engine.signum.classic.table import Player
from rulebook.scenarios.translate import keyword_in
from rulebook.sphinx.diagrams import labels
from rulebook.tryit.boards import palette
from rulebook.vocabulary.classic.fields import TABLE, TERRAIN, YES
from rulebook.vocabulary.steps import HEADER_FIELD, VOCABULARY

GAME = "classic"
ROLES = {"cell": "at", "warrior": "creature", "side": "player", "base": "base"}
"""The editor's roles (the page script's names) and the table's columns."""
TERRAIN_ROLES = {"card": "terrain", "width": "width", "depth": "depth", "blocks": "blocks sight"}
TEMPLATE_STEP = "the {player:Player} player's template {card:Card} lies at {at:Point}"
PHRASES = (
    "editor_help",
    "editor_across",
    "editor_up",
    "editor_remove",
    "editor_lay",
    "editor_none",
)


def editor(language: str) -> dict[str, Any]:
    (board,) = (s for s in VOCABULARY.steps if s.type == "given" and s.table == TABLE)
    (cards,) = (s for s in VOCABULARY.steps if s.type == "given" and s.table == TERRAIN)
    (template,) = (s for s in VOCABULARY.steps if s.type == "given" and s.pattern == TEMPLATE_STEP)
    header = VOCABULARY.fields[HEADER_FIELD]
    players = VOCABULARY.fields["Player"]
    answers = VOCABULARY.fields["Answer"]
    words = labels(GAME, language)
    own_points = VOCABULARY.fields["Point"].spelling(language) is not None  # Russian: (20; 1,5)
    return {
        "layout": "table",
        "size": DEFAULT_RULESET.table_size,
        "base": DEFAULT_RULESET.base_diameter,
        "point": "({x}; {y})" if own_points else "{x},{y}",
        "decimal": "," if own_points else ".",
        "step": board.text(language),
        "help": words.phrase("editor_help"),
        "words": {name.removeprefix("editor_"): words.phrase(name) for name in PHRASES[1:]},
        "header": {role: header.translate(name, language) for role, name in ROLES.items()},
        "kinds": [],  # a creature is named freely, as its card is
        "sides": [{"word": players.translate(p.value, language), "name": p.value} for p in Player],
        "colours": palette(p.value for p in Player),
        "templates": {
            "cards": cards.text(language),
            "header": {r: header.translate(n, language) for r, n in TERRAIN_ROLES.items()},
            "yes": answers.translate(YES, language),
            "step": template.display(language, named_in_language=False),
            "and": keyword_in("and", language).strip(),
        },
    }
