"""``rulebook deck check``: a deck file checked against its edition's deck-building rules.

A deck file is TOML and names its edition (``edition = "classic"``). Each edition's
checker turns the file's tables into the engine's cards and returns every breach as a
:class:`~engine.core.errors.RuleViolation`, with its rule ID and a reason the reasons
catalog words in either language. An edition plugs in as its game's ``deck_checker`` in
:mod:`rulebook.games`: its module offers ``check(deck: DeckFile) -> list[RuleViolation]``.
"""

from __future__ import annotations

from rulebook.games import GAMES

EDITIONS: dict[str, str] = {game.name: game.deck_checker for game in GAMES if game.deck_checker}
