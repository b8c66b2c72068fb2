"""Terrain on hexes and its abilities: Difficult, Impassable, Blocks Line of Sight.

A terrain piece has a name (``Forest``) and a set of abilities. Forest and Hill are
Difficult; Difficult terrain also blocks sight (the source's line-of-sight rule names it).
Impassable alone does not block sight (ruling LS2-C).

>>> FOREST.difficult, FOREST.blocks_sight, FOREST.impassable
(True, True, False)
>>> IMPASSABLE.blocks_sight
False
>>> terrain_named("hill") == HILL
True
>>> Terrain("Ruin", frozenset({Ability.IMPASSABLE, Ability.BLOCKS_SIGHT})).blocks_sight
True
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.labels import Label


class Ability(Label):
    """What a terrain does to creatures that move through it or look across it."""

    DIFFICULT = "difficult"  # entering it by a move ends the activation; blocks sight
    IMPASSABLE = "impassable"  # only Flight crosses it; nothing stands on it
    BLOCKS_SIGHT = "blocks line of sight"


@dataclass(frozen=True, slots=True)
class Terrain:
    """A kind of terrain: its name and abilities."""

    name: str
    abilities: frozenset[Ability] = frozenset()

    @property
    def difficult(self) -> bool:
        return Ability.DIFFICULT in self.abilities

    @property
    def impassable(self) -> bool:
        return Ability.IMPASSABLE in self.abilities

    @property
    def blocks_sight(self) -> bool:
        """Difficult terrain and terrain with Blocks Line of Sight stop a line of sight."""
        return self.difficult or Ability.BLOCKS_SIGHT in self.abilities

    def __str__(self) -> str:
        return self.name


FOREST = Terrain("Forest", frozenset({Ability.DIFFICULT}))
HILL = Terrain("Hill", frozenset({Ability.DIFFICULT}))
IMPASSABLE = Terrain("Impassable", frozenset({Ability.IMPASSABLE}))
WALL = Terrain("Wall", frozenset({Ability.IMPASSABLE, Ability.BLOCKS_SIGHT}))
SMOKE = Terrain("Smoke", frozenset({Ability.BLOCKS_SIGHT}))

KINDS: dict[str, Terrain] = {t.name.lower(): t for t in (FOREST, HILL, IMPASSABLE, WALL, SMOKE)}


def terrain_named(name: str) -> Terrain:
    """A terrain kind by its name (any case): Forest, Hill, Impassable, Wall, Smoke."""
    try:
        return KINDS[name.strip().lower()]
    except KeyError:
        raise ValueError(f"no terrain called {name!r}: one of {', '.join(KINDS)}") from None
