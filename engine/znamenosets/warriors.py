"""The six warrior types of Znamenosets and their printed properties (ZN-3)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum

from engine.core.labels import Label


class TroopClass(IntEnum):
    """Chevrons on the card: one, two or three (ZN-3.2)."""

    LIGHT = 1
    MEDIUM = 2
    HEAVY = 3


class Kind(Label):
    """A warrior type. The value is its English name in the rulebook."""

    ARCHER = "archer"
    BERSERKER = "berserker"
    HEAVY_INFANTRYMAN = "heavy infantryman"
    STANDARD_BEARER = "standard-bearer"
    HORSEMAN = "horseman"
    PIKEMAN = "pikeman"


@dataclass(frozen=True, slots=True)
class Profile:
    """What a warrior card prints. ``movement`` is ``None`` for unlimited range."""

    kind: Kind
    troop_class: TroopClass
    strength: int
    health: int
    movement: int | None


# Class, health and movement as the source lists them. Strength comes from the
# worked examples; the berserker's is a ruling (ZN-C.1, ZN-C.2), see Ruleset.
PRINTED: dict[Kind, tuple[TroopClass, int, int | None]] = {
    Kind.ARCHER: (TroopClass.LIGHT, 2, 3),
    Kind.BERSERKER: (TroopClass.MEDIUM, 3, 5),
    Kind.HEAVY_INFANTRYMAN: (TroopClass.HEAVY, 4, 3),
    Kind.STANDARD_BEARER: (TroopClass.HEAVY, 3, 3),
    Kind.HORSEMAN: (TroopClass.MEDIUM, 3, None),
    Kind.PIKEMAN: (TroopClass.LIGHT, 2, 5),
}
