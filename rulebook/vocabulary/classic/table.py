"""Given steps that set up the table and the zones: creatures with their cards' values,
the phase, the hand, the Battle Deck, the City, relics worn, tactics face down, templates,
and the dice the next action rolls."""

from __future__ import annotations

from dataclasses import replace

from engine.signum.cards import CardType
from engine.signum.classic.cards import (
    BuildingCard,
    CreatureCard,
    RelicCard,
)
from engine.signum.classic.ruleset import Reveal
from engine.signum.classic.state import (
    Building,
    Creature,
    Hidden,
    Phase,
    Relic,
    Template,
)
from engine.signum.classic.table import Player, Point
from engine.signum.piles import Pile
from rulebook.vocabulary.classic.fields import (
    TABLE,
    creature_card,
    given,
    read_rows,
    when,
)
from rulebook.vocabulary.classic.world import (
    World,
    term_of,
)
from rulebook.vocabulary.fields import listed
from rulebook.vocabulary.world import StepFailed

# Given: the table and the zones


@given("the table:", table=TABLE)
def _(ls1_world: World, datatable: list[list[str]]) -> None:
    world = ls1_world
    for row in read_rows(datatable, TABLE):
        name = row["creature"]
        known = world.cards.get(name)
        if not isinstance(known, CreatureCard) or set(row) - {
            "creature",
            "player",
            "at",
            "wounds",
            "armour tokens",
        }:
            kind = row.get(
                "type", known.type if isinstance(known, CreatureCard) else CardType.CHARACTER
            )
            world.cards[name] = creature_card(row, name, kind)
        number_ = len(world.creatures) + 1
        world.creatures.append(
            Creature(
                number_,
                name,
                row["player"],
                row["at"],
                wounds=row.get("wounds", 0),
                armour=row.get("armour tokens", 0),
            )
        )
    world.set_up()


@given("it is the {player:Player} player's {phase:TurnPhase} phase")
def _(ls1_world: World, player: Player, phase: Phase) -> None:
    ls1_world.active, ls1_world.phase = player, phase
    ls1_world.set_up()


@given("the tactics are revealed under the {option:RevealOption} option")
def _(ls1_world: World, option: Reveal) -> None:
    ls1_world.ruleset = ls1_world.ruleset.with_reveal(option)
    ls1_world.set_up()


def zone(player: Player, world: World, key: str, cards: list[str]) -> None:
    for name in cards:
        world.card(name)
    world.camp(player)[key] = Pile(tuple(cards))
    world.set_up()


@given("the {player:Player} player's hand holds: {cards:Cards}")
def _(ls1_world: World, player: Player, cards: list[str]) -> None:
    cards = listed(cards)
    zone(player, ls1_world, "hand", cards)


@given("the {player:Player} player's Battle Deck holds from the top: {cards:Cards}")
def _(ls1_world: World, player: Player, cards: list[str]) -> None:
    cards = listed(cards)
    zone(player, ls1_world, "deck", cards)


def known_buildings(world: World, names: list[str]) -> None:
    """A building that no table states is a plain one: it costs 1 and is its own kind."""
    for name in names:
        if name not in world.cards:
            world.cards[name] = BuildingCard(name, 1, name)


@given("the {player:Player} player's City holds: {cards:Cards}")
def _(ls1_world: World, player: Player, cards: list[str]) -> None:
    cards = listed(cards)
    known_buildings(ls1_world, cards)
    ls1_world.camp(player)["city"] = tuple(Building(name) for name in cards)
    ls1_world.set_up()


@given("the {player:Player} player's {card:Card} is tapped")
def _(ls1_world: World, player: Player, card: str) -> None:
    city = list(ls1_world.camp(player).get("city", ()))
    index = next((i for i, b in enumerate(city) if b.card == card and not b.tapped), None)
    if index is None:
        raise StepFailed("the City holds no untapped {card}", card=term_of("card", card))
    city[index] = Building(card, tapped=True)
    ls1_world.camp(player)["city"] = tuple(city)
    ls1_world.set_up()


@given("the {player:Player} player brings the building cards: {cards:Cards}")
def _(ls1_world: World, player: Player, cards: list[str]) -> None:
    cards = listed(cards)
    known_buildings(ls1_world, cards)
    ls1_world.camp(player)["buildings"] = tuple(cards)
    ls1_world.set_up()


@given("the {player:Player} player brings the terrain cards: {cards:Cards}")
def _(ls1_world: World, player: Player, cards: list[str]) -> None:
    cards = listed(cards)
    for name in cards:
        ls1_world.card(name)
    ls1_world.camp(player)["terrain"] = tuple(cards)
    ls1_world.set_up()


@given("the {player:Player} player has {number:Number} Prosperity")
def _(ls1_world: World, player: Player, number: int) -> None:
    ls1_world.camp(player)["prosperity"] = number
    ls1_world.set_up()


@given("the {player:Player} player's hero wears: {cards:Cards}")
def _(ls1_world: World, player: Player, cards: list[str]) -> None:
    cards = listed(cards)
    relics = []
    for name in cards:
        card = ls1_world.card(name)
        if not isinstance(card, RelicCard):
            raise StepFailed("{card} is not a relic", card=term_of("card", name))
        relics.append(Relic(name, tokens=card.durability or 0, uses=card.uses or 0))
    ls1_world.camp(player)["relics"] = tuple(relics)
    ls1_world.set_up()


@given("the {player:Player} player has the tactic {card:Card} face down")
def _(ls1_world: World, player: Player, card: str) -> None:
    ls1_world.card(card)
    camp = ls1_world.camp(player)
    camp["tactics"] = (*camp.get("tactics", ()), Hidden(card))
    ls1_world.set_up()


@given("the {player:Player} player's template {card:Card} lies at {at:Point}")
def _(ls1_world: World, player: Player, card: str, at: Point) -> None:
    ls1_world.card(card)
    ls1_world.templates.append(Template(card, player, at))
    ls1_world.set_up()


@given("the creature at {at:Point} has been activated this turn")
def _(ls1_world: World, at: Point) -> None:
    creature = ls1_world.at(at)
    ls1_world.creatures = [
        replace(c, activated=True) if c.id == creature.id else c for c in ls1_world.creatures
    ]
    ls1_world.set_up()


@given("the creature at {at:Point} has fought a melee combat this turn")
def _(ls1_world: World, at: Point) -> None:
    creature = ls1_world.at(at)
    ls1_world.creatures = [
        replace(c, fights=1) if c.id == creature.id else c for c in ls1_world.creatures
    ]
    ls1_world.set_up()


@given("the dice will roll {faces:Faces}")
@when("the dice will roll {faces:Faces}")
def _(ls1_world: World, faces: list[str]) -> None:
    """What the next action rolls, in order; it must roll exactly these."""
    ls1_world.script += faces


@given("the dice will pick {card:Card}")
@when("the dice will pick {card:Card}")
def _(ls1_world: World, card: str) -> None:
    ls1_world.script.append(card)
