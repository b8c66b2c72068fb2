"""Given steps that set up the battlefield and the zones: creatures with their cards'
numbers, terrain, the players' piles and counters, and the dice the next actions roll."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from engine.signum.cards import CardType
from engine.signum.piles import Pile
from engine.signum.warseer.battlefield import Player
from engine.signum.warseer.cards import CreatureCard, FeatCard, RelicCard
from engine.signum.warseer.dice import face_name, parse_face
from engine.signum.warseer.hexes import Hex
from engine.signum.warseer.state import Attack, AttackType, Creature, Kind, Relic, keywords
from engine.signum.warseer.terrain import Ability, Terrain, terrain_named
from engine.signum.warseer.tokens import Tokens
from rulebook.vocabulary.fields import listed
from rulebook.vocabulary.warseer.fields import BATTLEFIELD, given, read_rows, when
from rulebook.vocabulary.warseer.world import GIVEN_VP, World, card_term
from rulebook.vocabulary.world import StepFailed, reason_of

DEFAULTS: dict[str, Any] = {
    "kind": "character",
    "attack": "melee",
    "dice": (1,),
    "range": 1,
    "health": 3,
    "movement": 3,
    "rank": 1,
}
STAT_COLUMNS = ("kind", "attack", "dice", "range", "health", "movement", "rank", "keywords", "crit")
CARD_TYPES = {"hero": CardType.HERO, "character": CardType.CHARACTER, "minion": CardType.MINION}
SIGHT_BLOCKING = "blocks sight"


def terrain_of(kinds: list[str]) -> Terrain:
    """The terrain a cell names: a kind (Forest, Hill, Impassable), with Blocks sight."""
    named = [k for k in kinds if k != SIGHT_BLOCKING]
    if not named:
        return terrain_named("smoke")
    base = terrain_named(named[0])
    if SIGHT_BLOCKING in kinds and not base.blocks_sight:
        return Terrain(base.name, base.abilities | {Ability.BLOCKS_SIGHT})
    return base


def creature_card(row: dict[str, Any], name: str) -> CreatureCard:
    """The card a battlefield row (or a cards row) states, blanks filled by the defaults."""
    stats = {**DEFAULTS, **{k: v for k, v in row.items() if k in STAT_COLUMNS}}
    try:
        return CreatureCard(
            name,
            CARD_TYPES[stats["kind"] if "type" not in row else row["type"]],
            Attack(AttackType(stats["attack"]), tuple(stats["dice"]), range=stats["range"]),
            stats["health"],
            stats["movement"],
            stats["rank"],
            keywords(listed(stats.get("keywords"))),
            stats.get("crit"),
            cost=row.get("cost", 0),
            income=row.get("income", 0),
            **({"leadership": row["leadership"]} if "leadership" in row else {}),
        )
    except (ValueError, KeyError) as error:
        raise StepFailed("this card cannot be stated: {reason}", reason=reason_of(error)) from None


def placed(world: World, row: dict[str, Any], at: Hex) -> Creature:
    name = row["creature"]
    known = world.cards.get(name)
    states_stats = any(column in row for column in STAT_COLUMNS)
    if isinstance(known, CreatureCard) and not states_stats:
        card = known
    else:
        card = creature_card(row, name)
        world.add_creature_card(card)
    if "player" not in row:
        raise StepFailed("the creature on {at} needs a player", at=at.label)
    creature = card.creature(world.next_id(), row["player"], at)
    tokens = Tokens(
        wounds=row.get("wounds", 0),
        armour=row.get("armour", 0),
        **{kind: 1 for kind in listed(row.get("tokens"))},
    )
    return replace(creature, tokens=tokens, kind=Kind(row.get("kind", creature.kind.value)))


@given("the battlefield:", table=BATTLEFIELD)
def _(ls2_world: World, datatable: list[list[str]]) -> None:
    world = ls2_world
    for row in read_rows(datatable, BATTLEFIELD):
        at = Hex.parse(row["hex"])
        if "terrain" in row:
            world.terrain[at] = terrain_of(row["terrain"])
        if "creature" in row:
            world.creatures = [c for c in world.creatures if c.at != at]
            world.creatures.append(placed(world, {**row, "player": player_of(row)}, at))
    world.set_up()


def player_of(row: dict[str, Any]) -> Player | None:
    return Player(row["player"]) if "player" in row else None


@given("it is the {player:Army} player's turn")
def _(ls2_world: World, player: str) -> None:
    ls2_world.active = Player(player)
    ls2_world.set_up()


def on_tablet(world: World, player: str, key: str, value: Any) -> None:
    """State one thing on a player's tablet (a counter, a pile of cards) and set up again."""
    world.tablet(Player(player))[key] = value
    world.set_up()


@given("the {player:Army} player's Power is {number:Number}")
def _(ls2_world: World, player: str, number: int) -> None:
    on_tablet(ls2_world, player, "power", number)


@given("the {player:Army} player has {number:plural:victory point|victory points}")
def _(ls2_world: World, player: str, number: int) -> None:
    on_tablet(ls2_world, player, GIVEN_VP, number)


def known(world: World, cards: list[str]) -> list[str]:
    cards = listed(cards)
    for name in cards:
        world.card(name)
    return cards


def pile(world: World, cards: list[str]) -> Pile:
    """A pile of the named cards, the first on top; a table must state each."""
    return Pile(tuple(known(world, cards)))


@given("the {player:Army} player's History holds: {cards:Names}")
def _(ls2_world: World, player: str, cards: list[str]) -> None:
    on_tablet(ls2_world, player, "history", pile(ls2_world, cards))


@given("the {player:Army} player's War Camp holds: {cards:Names}")
def _(ls2_world: World, player: str, cards: list[str]) -> None:
    on_tablet(ls2_world, player, "war_camp", tuple(known(ls2_world, cards)))


@given("the {player:Army} player holds in hand: {cards:Names}")
def _(ls2_world: World, player: str, cards: list[str]) -> None:
    held = known(ls2_world, cards)
    feats = [c for c in held if isinstance(ls2_world.card(c), FeatCard)]
    support = [c for c in held if c not in feats]
    tablet = ls2_world.tablet(Player(player))
    tablet["hand"], tablet["feats_hand"] = Pile(tuple(support)), Pile(tuple(feats))
    ls2_world.set_up()


@given("the {player:Army} player's Battle Deck is, from the top: {cards:Names}")
def _(ls2_world: World, player: str, cards: list[str]) -> None:
    on_tablet(ls2_world, player, "deck", pile(ls2_world, cards))


@given("the Feats deck is, from the top: {cards:Names}")
def _(ls2_world: World, cards: list[str]) -> None:
    ls2_world.feats_deck = tuple(known(ls2_world, cards))
    ls2_world.set_up()


@given("the {player:Army} player's hero carries: {cards:Names}")
def _(ls2_world: World, player: str, cards: list[str]) -> None:
    relics = []
    for name in known(ls2_world, cards):
        card = ls2_world.card(name)
        if not isinstance(card, RelicCard):
            raise StepFailed("{card} is not a relic", card=card_term(name))
        relics.append(Relic(name, armour=card.armour, uses=card.uses))
    on_tablet(ls2_world, player, "relics", tuple(relics))


@given("the {player:Army} player's City Zone holds: {cards:Names}")
def _(ls2_world: World, player: str, cards: list[str]) -> None:
    from engine.signum.warseer.state import CityCard

    city = tuple(CityCard(name) for name in known(ls2_world, cards))
    on_tablet(ls2_world, player, "city", city)


@given(
    "the {player:Army} player's Hall of Fame holds {number:plural:face-down feat|face-down feats}"
)
def _(ls2_world: World, player: str, number: int) -> None:
    feats = [n for n, c in ls2_world.cards.items() if isinstance(c, FeatCard)]
    if number and not feats:
        raise StepFailed("no table states a feat card to lie face down")
    down = tuple(feats[i % len(feats)] for i in range(number)) if feats else ()
    on_tablet(ls2_world, player, "face_down_feats", Pile(down))


@given("the {player:Army} player's Hall of Fame shows: {cards:Names}")
def _(ls2_world: World, player: str, cards: list[str]) -> None:
    on_tablet(ls2_world, player, "hall_of_fame", pile(ls2_world, cards))


@given("the creature on {hex:Hex} has been activated this turn")
def _(ls2_world: World, hex: str) -> None:
    target = Hex.parse(hex)
    found = [c for c in ls2_world.creatures if c.at == target]
    if not found:
        raise StepFailed("there is no creature on {at}", at=hex)
    ls2_world.creatures = [
        replace(c, activated=True) if c.at == target else c for c in ls2_world.creatures
    ]
    ls2_world.set_up()


@given("the victory target is {number:Number} points")
def _(ls2_world: World, number: int) -> None:
    ls2_world.ruleset = ls2_world.ruleset.with_vp_target(number)
    ls2_world.set_up()


@given("the dice will roll: {faces:Roll}")
@when("the dice will roll: {faces:Roll}")
def _(ls2_world: World, faces: list[str]) -> None:
    """What the next actions roll, die by die, in order; they must roll exactly these."""
    ls2_world.script += [face_name(parse_face(face)) for face in listed(faces)]


@given("the shuffle picks: {cards:Names}")
@when("the shuffle picks: {cards:Names}")
def _(ls2_world: World, cards: list[str]) -> None:
    """The cards a shuffle takes, one by one, from the first to go on top."""
    ls2_world.script += listed(cards)


def is_creature_type(card: object) -> bool:
    return isinstance(card, CreatureCard)
