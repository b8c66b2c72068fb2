"""The numbers of the classic edition, and the rulings for the ones its sources lost (LS1-C).

Everything a table may want to change lives here, as data: the table's size, the
tolerance of every measurement, the named distances, the die faces, the limits of a
turn and of a deck, and the tactic-reveal option. Rules code reads a :class:`Ruleset`
and never writes one of these numbers itself.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType

from engine.core.labels import Label

TOLERANCE = 0.01
"""Centimetres. Two bases touch when the gap between them is at most this; a base
overlaps another, or a line passes through a base or a template, only when it goes
more than this far inside."""


class Reveal(Label):
    """When a face-down tactic may be revealed (the sources disagree, ruling LS1-C)."""

    FIRST = "first"  # 002: at the first occurrence of its event, or it is lost
    WAIT = "wait"  # 001: at that occurrence or any later one


DISTANCES: Mapping[str, float] = MappingProxyType({"S": 8.0, "M": 10.0, "L": 15.0, "XL": 25.0})
"""The named distances, in centimetres, shortest first."""

DIE_FACES: tuple[str, ...] = ("1", "2", "3", "4", "5", "6")


@dataclass(frozen=True)
class Ruleset:
    """One table's choice of numbers; :data:`DEFAULT_RULESET` holds the rulebook's."""

    table_size: float = 60.0
    tolerance: float = TOLERANCE
    distances: Mapping[str, float] = field(default_factory=lambda: DISTANCES)
    base_diameter: float = 3.0  # ruling: the default base when a card names none
    die_faces: tuple[str, ...] = DIE_FACES
    hit_faces: frozenset[str] = frozenset({"4", "5", "6"})  # ruling: lost in extraction
    weakened_hit_faces: frozenset[str] = frozenset({"6"})  # ruling: lost in extraction
    block_faces: frozenset[str] = frozenset({"4", "5", "6"})  # ruling: lost in extraction
    tactic_reveal: Reveal = Reveal.FIRST  # ruling: the sources disagree
    hand_limit: int = 10
    starting_hand: int = 4
    mulligan_limit: int = 4
    creature_limit: int = 8
    building_limit: int = 12
    prosperity_per_turn: int = 1
    prosperity_for_skipping: int = 2
    starting_prosperity: int = 0  # ruling: the sources give none
    deck_min: int = 20
    deck_max: int = 40
    same_character_limit: int = 1
    same_support_limit: int = 2
    summon_gap: str = "S"  # a summoned base stands at least this far from every enemy
    terrain_own_edge_gap: str = "S"
    terrain_gap: str = "S"  # between two templates
    terrain_opponent_edge_gap: str = "M"

    def __post_init__(self) -> None:
        faces = set(self.die_faces)
        for name in ("hit_faces", "weakened_hit_faces", "block_faces"):
            if not getattr(self, name) <= faces:
                raise ValueError(f"{name} names a face the die does not have")
        if list(self.distances) != sorted(self.distances, key=self.distances.__getitem__):
            raise ValueError("the named distances go from the shortest to the longest")
        if self.tolerance <= 0 or self.table_size <= 0 or self.base_diameter <= 0:
            raise ValueError("the table, the tolerance and the base must be positive")

    def distance(self, name: str) -> float:
        """A named distance in centimetres.

        >>> DEFAULT_RULESET.distance("S"), DEFAULT_RULESET.distance("XL")
        (8.0, 25.0)
        """
        return self.distances[name]

    def with_reveal(self, reveal: Reveal) -> Ruleset:
        return replace(self, tactic_reveal=reveal)


DEFAULT_RULESET = Ruleset()
