"""The card types of Legends of Signum, shared by both editions.

Which types make up a Battle Deck, and which are support cards, differs between the
editions; each edition says so in its own rules.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from types import MappingProxyType
from typing import Generic, Protocol, Self, TypeVar

from engine.core.errors import FieldValue, Term, WordedError
from engine.core.labels import Label


class CardError(WordedError, ValueError):
    """A card whose printed values no card of its type has (a creature of no health), or two
    different cards of one name. ``card`` is the card's name, a :class:`Term`."""


def card_name(name: str) -> Term:
    return Term("card", name)


class Typed(Protocol):
    @property
    def name(self) -> str: ...

    @property
    def type(self) -> CardType: ...


def card_fields(card: Typed) -> dict[str, FieldValue]:
    """``{card} is a {kind} card``, in both editions: the card's name and the word of its type.

    >>> from engine.signum.classic.sample import SAMPLE
    >>> card_fields(SAMPLE["Forest"])
    {'card': Term(context='card', word='Forest'), 'kind': Term(context='card type', word='terrain')}
    """
    return {"card": card_name(card.name), "kind": Term("card type", card.type.value)}


class CardType(Label):
    """What a card is: the symbol in its corner."""

    HERO = "hero"
    CHARACTER = "character"
    MINION = "minion"
    TACTIC = "tactic"
    RELIC = "relic"
    SPELL = "spell"
    BUILDING = "building"
    TERRAIN = "terrain"
    FEAT = "feat"

    @property
    def is_creature(self) -> bool:
        """Heroes, characters and minions stand on the battlefield.

        >>> CardType.MINION.is_creature, CardType.RELIC.is_creature
        (True, False)
        """
        return self in CREATURE_TYPES


CREATURE_TYPES = frozenset({CardType.HERO, CardType.CHARACTER, CardType.MINION})


class Named(Protocol):
    @property
    def name(self) -> str: ...


CardT = TypeVar("CardT", bound=Named)
KindT = TypeVar("KindT")


class Cards(Generic[CardT]):
    """Every card a game knows, by name: what both editions' card pools share. An edition's
    pool is a frozen dataclass of one field, ``cards``, with its own questions added."""

    cards: Mapping[str, CardT]

    @classmethod
    def of(cls, cards: Iterable[CardT]) -> Self:
        """The pool of ``cards``; ValueError for two different cards of one name."""
        found: dict[str, CardT] = {}
        for card in cards:
            if card.name in found and found[card.name] != card:
                raise CardError("two different cards are named '{card}'", card=card_name(card.name))
            found[card.name] = card
        return cls(MappingProxyType(found))  # type: ignore[call-arg]  # the dataclass's init

    def __getitem__(self, name: str) -> CardT:
        return self.cards[name]

    def __contains__(self, name: object) -> bool:
        return name in self.cards

    def of_kind(self, name: str, kind: type[KindT], what: str) -> KindT:
        """The card ``name``, which must be a ``kind`` (TypeError naming ``what`` if not)."""
        card = self.cards[name]
        if not isinstance(card, kind):
            raise TypeError(f"{name} is not {what}")
        return card

    def merged(self, other: Cards[CardT]) -> Self:
        """This pool and ``other``'s cards together."""
        return self.of([*self.cards.values(), *other.cards.values()])
