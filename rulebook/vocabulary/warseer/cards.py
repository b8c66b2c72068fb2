"""Given steps that state the cards a scenario uses, in one table: creatures (heroes,
characters, minions), support cards (tactics, relics, spells, buildings, terrain) and feats.
The sources print no card's numbers; a scenario states those it needs (ruling LS2-C.8)."""

from __future__ import annotations

from typing import Any

from engine.signum.warseer.cardrows import support_card
from engine.signum.warseer.cards import Card
from rulebook.vocabulary.fields import listed
from rulebook.vocabulary.warseer.fields import CARDS, given, read_rows
from rulebook.vocabulary.warseer.table import creature_card, terrain_of
from rulebook.vocabulary.warseer.world import World
from rulebook.vocabulary.world import StepFailed, reason_of


def card_of(row: dict[str, Any]) -> Card:
    """The card a row states: a creature's by the battlefield's columns, any other by the
    engine's reader of a card row (its terrain kind read as the battlefield reads one)."""
    if row["type"] in ("hero", "character", "minion"):
        return creature_card(row, row["card"])
    if row["type"] == "terrain":
        kind = terrain_of(listed(row.get("terrain")) or ["Forest"]).name.lower()
        return support_card({**row, "terrain": kind})
    return support_card(row)


@given("the cards:", table=CARDS)
def _(ls2_world: World, datatable: list[list[str]]) -> None:
    for row in read_rows(datatable, CARDS):
        try:
            card = card_of(row)
        except ValueError as error:
            raise StepFailed(
                "this card cannot be stated: {reason}", reason=reason_of(error)
            ) from None
        ls2_world.cards[card.name] = card
    ls2_world.set_up()
