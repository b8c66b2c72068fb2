"""A pile of cards: a Battle Deck, a hand, a discard pile. Immutable, top first.

Cards are named by their card names; a pile is an ordered tuple of them, so two piles
holding the same cards in the same order are equal, and a rejected action cannot
change one.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass

from engine.core.dice import Dice

SHUFFLE = "shuffle"
"""The die a shuffle rolls: one pick of a card at a time, so a scenario's script can state it."""


@dataclass(frozen=True, slots=True)
class Pile:
    """Cards in order; for a deck, the first is the top card.

    >>> deck = Pile(("Scout", "Fireball", "Guard"))
    >>> card, rest = deck.draw()
    >>> card, rest.cards
    ('Scout', ('Fireball', 'Guard'))
    >>> rest.put_on_bottom("Scout").cards
    ('Fireball', 'Guard', 'Scout')
    >>> rest.without("Guard").cards
    ('Fireball',)
    """

    cards: tuple[str, ...] = ()

    @classmethod
    def of(cls, cards: Iterable[str]) -> Pile:
        return cls(tuple(cards))

    def __len__(self) -> int:
        return len(self.cards)

    def __contains__(self, card: object) -> bool:
        return card in self.cards

    def __iter__(self) -> Iterator[str]:
        return iter(self.cards)

    @property
    def empty(self) -> bool:
        return not self.cards

    def draw(self) -> tuple[str, Pile]:
        """The top card and the pile without it; IndexError if the pile is empty."""
        if not self.cards:
            raise IndexError("the pile is empty")
        return self.cards[0], Pile(self.cards[1:])

    def put_on_top(self, card: str) -> Pile:
        return Pile((card, *self.cards))

    def put_on_bottom(self, card: str) -> Pile:
        return Pile((*self.cards, card))

    def without(self, card: str) -> Pile:
        """The pile with the first copy of ``card`` taken out; ValueError if it holds none."""
        index = self.cards.index(card)
        return Pile(self.cards[:index] + self.cards[index + 1 :])

    def count(self, card: str) -> int:
        return self.cards.count(card)


def shuffled(dice: Dice, cards: Sequence[str]) -> tuple[str, ...]:
    """The cards in an order the dice choose, one pick at a time (so a script can state it)."""
    left = list(cards)
    order = []
    while left:
        faces = sorted(set(left))
        pick = faces[0] if len(faces) == 1 else dice.roll(SHUFFLE, faces)
        left.remove(pick)
        order.append(pick)
    return tuple(order)
