"""The Warseer edition's warband check, once its engine offers one.

The Warseer engine helper writes ``engine.signum.warseer.warband``; this module hands it
the deck file. Until it exists, a Warseer deck file is answered as bad input.
"""

from __future__ import annotations

import importlib

from engine.core.errors import RuleViolation
from rulebook.decks.files import DeckFile


def check(deck: DeckFile) -> list[RuleViolation]:
    try:
        warband = importlib.import_module("engine.signum.warseer.warband")
    except ModuleNotFoundError:
        raise deck.bad("edition", "this rulebook cannot check Warseer warbands yet") from None
    return list(warband.check_deck_file(deck.data))
