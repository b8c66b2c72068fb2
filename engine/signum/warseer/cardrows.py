"""A support or feat card from its row of plain values: the columns a scenario's card table
writes (``the cards:``) and the sample's data file (``data/sample.toml``) uses.

A row names the card (``card``) and its kind (``type``); any other column left out takes
the card's default.

>>> mend = support_card({"card": "Mend", "type": "spell", "effect": "heal", "target": "ally"})
>>> mend.effect.value, mend.amount, mend.target is Target.ALLY, mend.enchantment
('heal', 1, True, False)
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.signum.warseer.cards import (
    BuildingCard,
    Card,
    Condition,
    Effect,
    FeatCard,
    FeatKind,
    RelicCard,
    SpellCard,
    TacticCard,
    Target,
    TerrainCard,
    Trigger,
)

TARGETS = {"enemy": Target.ENEMY, "ally": Target.ALLY}


def support_card(row: Mapping[str, Any]) -> Card:
    """The card of a row whose ``type`` is a support card's (tactic, relic, spell, building,
    terrain) or a feat's; ValueError if a value is not one the card may have."""
    name, kind = row["card"], row["type"]
    costs = {"cost": row.get("cost", 0), "income": row.get("income", 0)}
    magical = row.get("magical", False)  # a card's damage passes armour only if it says so
    effect = Effect(row["effect"]) if "effect" in row else None
    if kind == "tactic":
        return TacticCard(
            name,
            Trigger(row.get("event", "attack declared")),
            effect or Effect.DAMAGE,
            row.get("amount", 1),
            magical,
            **costs,
        )
    if kind == "relic":
        return RelicCard(
            name,
            armour=row.get("armour", 0),
            uses=row.get("uses", 0),
            effect=effect or Effect.NONE,
            amount=row.get("amount", 0),
            magical=magical,
            **costs,
        )
    if kind == "spell":
        return SpellCard(
            name,
            effect or Effect.DAMAGE,
            row.get("amount", 1),
            TARGETS[row.get("target", "enemy")],
            enchantment=row.get("lasting", False),
            magical=magical,
            minion=row.get("minion"),
            **costs,
        )
    if kind == "building":
        return BuildingCard(name, effect or Effect.ARMOUR, row.get("amount", 1), magical, **costs)
    if kind == "terrain":
        return TerrainCard(name, row.get("terrain", "forest"), **costs)
    return FeatCard(
        name,
        FeatKind(row.get("feat", "achievement")),
        Condition(row.get("condition", "destroyed any")),
        row.get("threshold", 0),
        row.get("points", 1),
        Effect(row.get("discard", "power")),  # only a data file says it: no scenario column
    )
