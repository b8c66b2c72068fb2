"""The card types of Legends of Signum, shared by both editions.

Which types make up a Battle Deck, and which are support cards, differs between the
editions; each edition says so in its own rules.
"""

from __future__ import annotations

from enum import Enum


class CardType(Enum):
    """What a card is: the symbol in its corner."""

    __hash__ = object.__hash__  # members are singletons: hash by identity, in C

    HERO = "hero"
    CHARACTER = "character"
    MINION = "minion"
    TACTIC = "tactic"
    RELIC = "relic"
    SPELL = "spell"
    BUILDING = "building"
    TERRAIN = "terrain"
    FEAT = "feat"

    def __str__(self) -> str:
        return self.value

    @property
    def is_creature(self) -> bool:
        """Heroes, characters and minions stand on the battlefield.

        >>> CardType.MINION.is_creature, CardType.RELIC.is_creature
        (True, False)
        """
        return self in CREATURE_TYPES


CREATURE_TYPES = frozenset({CardType.HERO, CardType.CHARACTER, CardType.MINION})
