"""The battlefield: which hexes exist, the terrain on them, and the players' zones.

>>> from engine.signum.warseer.terrain import FOREST
>>> field = Battlefield.empty().with_terrain(Hex.parse("c4"), FOREST)
>>> field.contains(Hex.parse("j8")), field.contains(Hex.parse("k1"))
(True, False)
>>> field.terrain_at(Hex.parse("c4")), field.terrain_at(Hex.parse("c5"))
(Terrain(name='Forest', abilities=frozenset({<Ability.DIFFICULT: 'difficult'>})), None)
>>> sorted(str(h) for h in field.neighbours(Hex.parse("a1")))
['a2', 'b1']
>>> len(field.zone(Player.SOUTH)), Hex.parse("c7") in field.zone(Player.NORTH)
(20, True)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType

from engine.signum.players import Player
from engine.signum.warseer.hexes import Hex, neighbours, within
from engine.signum.warseer.ruleset import DEFAULT_RULESET, Ruleset
from engine.signum.warseer.terrain import Terrain


def _frozen(terrain: Mapping[Hex, Terrain]) -> Mapping[Hex, Terrain]:
    return MappingProxyType(dict(sorted(terrain.items())))


@dataclass(frozen=True)
class Battlefield:
    """The board's size (from the ruleset) and the terrain lying on its hexes."""

    columns: int
    rows: int
    terrain: Mapping[Hex, Terrain] = field(default_factory=lambda: MappingProxyType({}))
    south_rows: tuple[int, ...] = DEFAULT_RULESET.south_rows
    north_rows: tuple[int, ...] = DEFAULT_RULESET.north_rows

    def __post_init__(self) -> None:
        outside = [h for h in self.terrain if not self.contains(h)]
        if outside:
            raise ValueError(f"terrain off the battlefield: {', '.join(map(repr, outside))}")
        if not isinstance(self.terrain, MappingProxyType):
            object.__setattr__(self, "terrain", _frozen(self.terrain))

    def __hash__(self) -> int:
        return hash((self.columns, self.rows, tuple(self.terrain.items())))

    @classmethod
    def empty(cls, ruleset: Ruleset = DEFAULT_RULESET) -> Battlefield:
        return cls(
            ruleset.columns,
            ruleset.rows,
            MappingProxyType({}),
            ruleset.south_rows,
            ruleset.north_rows,
        )

    def contains(self, h: Hex) -> bool:
        return 0 <= h.col < self.columns and 0 <= h.row < self.rows

    def hexes(self) -> tuple[Hex, ...]:
        """Every hex of the board, column by column."""
        return tuple(Hex(c, r) for c in range(self.columns) for r in range(self.rows))

    def neighbours(self, h: Hex) -> tuple[Hex, ...]:
        """The neighbours of ``h`` that lie on the board."""
        return tuple(n for n in neighbours(h) if self.contains(n))

    def within(self, h: Hex, reach: int) -> frozenset[Hex]:
        """Board hexes at most ``reach`` steps from ``h``."""
        return frozenset(n for n in within(h, reach) if self.contains(n))

    def terrain_at(self, h: Hex) -> Terrain | None:
        return self.terrain.get(h)

    def difficult(self, h: Hex) -> bool:
        t = self.terrain.get(h)
        return t is not None and t.difficult

    def impassable(self, h: Hex) -> bool:
        t = self.terrain.get(h)
        return t is not None and t.impassable

    def blocks_sight(self, h: Hex) -> bool:
        t = self.terrain.get(h)
        return t is not None and t.blocks_sight

    def zone_rows(self, player: Player) -> tuple[int, ...]:
        """Row numbers (as written, from 1) of ``player``'s deployment zone."""
        return self.south_rows if player is Player.SOUTH else self.north_rows

    def zone(self, player: Player) -> frozenset[Hex]:
        """The hexes of ``player``'s deployment zone."""
        rows = {r - 1 for r in self.zone_rows(player)}
        return frozenset(h for h in self.hexes() if h.row in rows)

    def with_terrain(self, h: Hex, terrain: Terrain | None) -> Battlefield:
        """The board with ``terrain`` on ``h`` (``None`` clears the hex)."""
        changed = dict(self.terrain)
        if terrain is None:
            changed.pop(h, None)
        else:
            changed[h] = terrain
        return replace(self, terrain=_frozen(changed))

    def with_terrains(self, pieces: Iterable[tuple[Hex, Terrain]]) -> Battlefield:
        changed = dict(self.terrain)
        changed.update(pieces)
        return replace(self, terrain=_frozen(changed))
