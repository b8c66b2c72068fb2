"""Given steps that state the cards a scenario uses: characters, relics, spells, tactics,
buildings, terrain, heroes and minions (the sources give none, ruling LS1-C.31)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from engine.signum.cards import CardType
from engine.signum.classic.cards import (
    MAIN_BUILDINGS,
    BuildingCard,
    Card,
    RelicCard,
    RelicClass,
    Shooting,
    SpellCard,
    TacticCard,
    TerrainCard,
)
from rulebook.vocabulary.classic.fields import (
    BUILDINGS,
    CHARACTERS,
    FACTION,
    HEROES,
    MINIONS,
    RELICS,
    SPELLS,
    TACTICS,
    TERRAIN,
    cost,
    creature_card,
    given,
    read_rows,
)
from rulebook.vocabulary.classic.world import (
    World,
)
from rulebook.vocabulary.steps import TableShape
from rulebook.vocabulary.world import StepFailed, reason_of

Step = Callable[[World, list[list[str]]], None]

# Given: the cards


def known(world: World, cards: Iterable[Card]) -> None:
    """Each card a table states, known by its name; the game is then set up with them."""
    for card in cards:
        world.cards[card.name] = card
    world.set_up()


@given("the characters:", table=CHARACTERS)
def _(ls1_world: World, datatable: list[list[str]]) -> None:
    rows = read_rows(datatable, CHARACTERS)
    known(ls1_world, (creature_card(r, r["character"], CardType.CHARACTER) for r in rows))


def ranged_attack(row: dict[str, Any]) -> Shooting | None:
    """A ranged weapon's attack: its dice and range as stated, 2 dice at L if not stated."""
    if row["class"] is not RelicClass.RANGED_WEAPON:
        return None
    return Shooting(row.get("shooting", 2), row.get("range", "L"))


def relic(row: dict[str, Any]) -> RelicCard:
    try:
        return RelicCard(
            row["relic"],
            FACTION,
            row["class"],
            cost(row),
            uses=row.get("uses"),
            durability=row.get("durability"),
            strength=row.get("strength", 0),
            shooting=ranged_attack(row),
        )
    except ValueError as error:
        raise StepFailed("this card cannot be stated: {reason}", reason=reason_of(error)) from None


def spell(row: dict[str, Any]) -> SpellCard:
    return SpellCard(
        row["spell"],
        FACTION,
        row["effect"],
        row.get("target"),
        row.get("amount", 0),
        magical=row.get("magical", True),
        lasting=row.get("lasting", False),
        minion=row.get("minion"),
        cost=cost(row),
    )


def tactic(row: dict[str, Any]) -> TacticCard:
    return TacticCard(
        row["tactic"],
        FACTION,
        row["event"],
        row["effect"],
        row.get("amount", 0),
        cost=cost(row),
    )


def building(row: dict[str, Any]) -> BuildingCard:
    name = row["building"]  # a name that is no main type names a unique building
    unique = name not in MAIN_BUILDINGS
    return BuildingCard(name, row.get("cost", 1), name, FACTION if unique else None)


def terrain(row: dict[str, Any]) -> TerrainCard:
    w, d = row["width"], row["depth"]
    return TerrainCard(
        row["terrain"],
        ((0.0, 0.0), (w, 0.0), (w, d), (0.0, d)),
        blocks_sight=row.get("blocks sight", False),
        unique=row.get("unique", False),
        cost=cost(row),
    )


def stated(table: TableShape, card: Callable[[dict[str, Any]], Card]) -> Step:
    """A Given step that states cards of one kind, one a row of ``table`` (``card`` makes it)."""

    def step(ls1_world: World, datatable: list[list[str]]) -> None:
        known(ls1_world, map(card, read_rows(datatable, table)))

    return step


for pattern, table, card in (
    ("the relics:", RELICS, relic),
    ("the spells:", SPELLS, spell),
    ("the tactics:", TACTICS, tactic),
    ("the buildings:", BUILDINGS, building),
    ("the terrain cards:", TERRAIN, terrain),
):
    given(pattern, table=table)(stated(table, card))


@given("the heroes:", table=HEROES)
def _(ls1_world: World, datatable: list[list[str]]) -> None:
    """Hero cards, stated but not yet on the table: a new game places them."""
    for row in read_rows(datatable, HEROES):
        name = row["hero"]
        ls1_world.cards[name] = creature_card(row, name, CardType.HERO)
        ls1_world.camp(row["player"])["hero"] = name
    ls1_world.set_up()


@given("the minions:", table=MINIONS)
def _(ls1_world: World, datatable: list[list[str]]) -> None:
    """Minion cards, beside their player's hero from the start (LS1-2.5)."""
    for row in read_rows(datatable, MINIONS):
        name = row["minion"]
        ls1_world.cards[name] = creature_card(row, name, CardType.MINION)
        camp = ls1_world.camp(row["player"])
        camp["minions"] = (*camp.get("minions", ()), name)
    ls1_world.set_up()
