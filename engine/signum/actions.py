"""The shapes of action both Signum editions share: one card named, one creature acting,
a creature walking a path, a creature acting on another.

Each kind of action is its own subclass, which adds no field, only its name and its rule.
Dataclass equality compares the class, so two kinds that name the same card differ:

>>> class Keep(CardAction):
...     '''Keep a card.'''
>>> class Drop(CardAction):
...     '''Drop a card.'''
>>> Keep("Sword") == Keep("Sword"), Keep("Sword") == Drop("Sword"), Keep("Sword")
(True, False, Keep(card='Sword'))
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Generic, TypeVar

PlaceT = TypeVar("PlaceT")


@dataclass(frozen=True, slots=True)
class CardAction:
    """An action that names one card, by its name, and nothing else."""

    card: str


@dataclass(frozen=True, slots=True)
class CreatureAction:
    """An action that names one creature, by its id: the one that acts, or the one it
    strikes."""

    creature: int


@dataclass(frozen=True, slots=True)
class Walk(CreatureAction, Generic[PlaceT]):
    """The creature goes along ``path``: the places it enters, in order (a point of the
    classic table, a Warseer hex)."""

    path: tuple[PlaceT, ...]


@dataclass(frozen=True, slots=True)
class TargetAction(CreatureAction):
    """The creature acts on another creature, ``target``, also named by its id."""

    target: int
