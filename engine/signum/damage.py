"""Damage, armour and wounds, as both editions count them.

A creature's armour tokens take damage first, one token per point; what is left becomes
wound tokens. A magical attack, and an effect that deals "wounds, not damage", passes
armour by. A creature whose wounds reach its health dies. The hero's armour relics
hold armour tokens of their own, spent before the hero's; which relic pays first is the
owner's choice, given as an order.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Hit:
    """Damage about to land on one creature.

    ``magical``: from a magical attack; ``wounds_only``: wounds that are not damage. Armour
    stops neither.
    """

    amount: int
    magical: bool = False
    wounds_only: bool = False

    def __post_init__(self) -> None:
        if self.amount < 0:
            raise ValueError(f"damage cannot be negative: {self.amount}")

    @property
    def armour_stops_it(self) -> bool:
        return not (self.magical or self.wounds_only)


@dataclass(frozen=True, slots=True)
class Soak:
    """Where a hit went: tokens spent from each armour relic, from the creature, and wounds."""

    relic_tokens: tuple[int, ...]  # tokens left on each relic, in the order given
    armour: int  # the creature's own armour tokens left
    wounds: int  # wound tokens added

    def spent_relics(self, before: Sequence[int]) -> tuple[int, ...]:
        """Indexes of the relics the hit emptied (they are destroyed)."""
        return tuple(
            i
            for i, (old, new) in enumerate(zip(before, self.relic_tokens, strict=True))
            if old and not new
        )


def soak(hit: Hit, armour: int, relic_tokens: Sequence[int] = ()) -> Soak:
    """Spend armour on ``hit``: relics first (in the order given), then the creature's own.

    >>> soak(Hit(3), armour=1)
    Soak(relic_tokens=(), armour=0, wounds=2)
    >>> soak(Hit(3, magical=True), armour=4)
    Soak(relic_tokens=(), armour=4, wounds=3)
    >>> soak(Hit(5), armour=1, relic_tokens=(2, 1))
    Soak(relic_tokens=(0, 0), armour=0, wounds=1)
    """
    if armour < 0 or any(tokens < 0 for tokens in relic_tokens):
        raise ValueError("armour tokens cannot be negative")
    left = hit.amount
    relics = list(relic_tokens)
    if hit.armour_stops_it:
        for index, tokens in enumerate(relics):
            spent = min(tokens, left)
            relics[index] -= spent
            left -= spent
        spent = min(armour, left)
        armour -= spent
        left -= spent
    return Soak(tuple(relics), armour, left)


def dies(wounds: int, health: int) -> bool:
    """A creature dies when its wound tokens reach its health.

    >>> dies(2, 3), dies(3, 3)
    (False, True)
    """
    return wounds >= health
