"""A card as the fields of a reason, in both editions: ``{card}`` and its type, ``{kind}``."""

from __future__ import annotations

from typing import Protocol

from engine.core.errors import FieldValue, Term
from engine.signum.cards import CardType, card_name


class Typed(Protocol):
    @property
    def name(self) -> str: ...

    @property
    def type(self) -> CardType: ...


def card_fields(card: Typed) -> dict[str, FieldValue]:
    """``{card} is a {kind} card``: the card's name and the word of its type.

    >>> from engine.signum.classic.sample import SAMPLE
    >>> card_fields(SAMPLE["Forest"])
    {'card': Term(context='card', word='Forest'), 'kind': Term(context='card type', word='terrain')}
    """
    return {"card": card_name(card.name), "kind": Term("card type", card.type.value)}
