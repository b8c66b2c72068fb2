"""The numbers the source leaves open, as rulings a table can change (ZN-C)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from engine.znamenosets.warriors import PRINTED, Kind, Profile

DEFAULT_STRENGTHS: Mapping[Kind, int] = MappingProxyType(
    {
        Kind.HEAVY_INFANTRYMAN: 5,
        Kind.HORSEMAN: 4,
        Kind.ARCHER: 4,
        Kind.PIKEMAN: 3,
        Kind.STANDARD_BEARER: 3,
        Kind.BERSERKER: 4,  # ruling ZN-C.2: not printed in the source
    }
)

DEFAULT_ARMY: Mapping[Kind, int] = MappingProxyType(
    {  # ruling ZN-C.3: the source gives only the total (20) and "at least three" bearers
        Kind.STANDARD_BEARER: 3,
        Kind.HEAVY_INFANTRYMAN: 4,
        Kind.HORSEMAN: 3,
        Kind.BERSERKER: 2,
        Kind.ARCHER: 4,
        Kind.PIKEMAN: 4,
    }
)

ARMY_SIZE = 20
COLUMNS = 7
ROWS = 8
LINE_RANGE_KIND = Kind.STANDARD_BEARER  # a line moves as far as its bearer (ZN-7.3)
STANDARD_BEARERS_TO_WIN = 3


@dataclass(frozen=True)
class Ruleset:
    """Strengths and army composition; everything else is fixed by the rules."""

    strengths: Mapping[Kind, int] = field(default_factory=lambda: DEFAULT_STRENGTHS)
    army: Mapping[Kind, int] = field(default_factory=lambda: DEFAULT_ARMY)

    def __post_init__(self) -> None:
        if set(self.strengths) != set(Kind):
            raise ValueError("every warrior type needs a strength")
        if sum(self.army.values()) != ARMY_SIZE:
            raise ValueError(f"an army holds {ARMY_SIZE} warriors")
        if self.army.get(Kind.STANDARD_BEARER, 0) < STANDARD_BEARERS_TO_WIN:
            raise ValueError(f"an army needs at least {STANDARD_BEARERS_TO_WIN} standard-bearers")
        # Profiles are asked for at every strength check: build the six once.
        profiles = {}
        for kind in Kind:
            troop_class, health, movement = PRINTED[kind]
            profiles[kind] = Profile(kind, troop_class, self.strengths[kind], health, movement)
        object.__setattr__(self, "_profiles", MappingProxyType(profiles))

    def profile(self, kind: Kind) -> Profile:
        return self._profiles[kind]  # type: ignore[attr-defined]

    def with_strength(self, kind: Kind, strength: int) -> Ruleset:
        return Ruleset({**self.strengths, kind: strength}, self.army)


DEFAULT_RULESET = Ruleset()
