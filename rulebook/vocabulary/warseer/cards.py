"""Given steps that state the cards a scenario uses, in one table: creatures (heroes,
characters, minions), support cards (tactics, relics, spells, buildings, terrain) and feats.
The sources print no card's numbers; a scenario states those it needs (ruling LS2-C.8)."""

from __future__ import annotations

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
from rulebook.vocabulary.fields import listed
from rulebook.vocabulary.warseer.fields import CARDS, given, read_rows
from rulebook.vocabulary.warseer.table import creature_card, terrain_of
from rulebook.vocabulary.warseer.world import World
from rulebook.vocabulary.world import StepFailed, reason_of

TARGETS = {"enemy": Target.ENEMY, "ally": Target.ALLY}


def support_card(row: dict[str, Any]) -> Card:
    name, kind = row["card"], row["type"]
    costs = {"cost": row.get("cost", 0), "income": row.get("income", 0)}
    magical = row.get("magical", False)  # a card's damage passes armour only if it says so
    effect = Effect(row["effect"]) if "effect" in row else None
    if kind in ("hero", "character", "minion"):
        return creature_card(row, name)
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
        return TerrainCard(
            name, terrain_of(listed(row.get("terrain")) or ["Forest"]).name.lower(), **costs
        )
    return FeatCard(
        name,
        FeatKind(row.get("feat", "achievement")),
        Condition(row.get("condition", "destroyed any")),
        row.get("threshold", 0),
        row.get("points", 1),
    )


@given("the cards:", table=CARDS)
def _(ls2_world: World, datatable: list[list[str]]) -> None:
    for row in read_rows(datatable, CARDS):
        try:
            card = support_card(row)
        except ValueError as error:
            raise StepFailed(
                "this card cannot be stated: {reason}", reason=reason_of(error)
            ) from None
        ls2_world.cards[card.name] = card
    ls2_world.set_up()
