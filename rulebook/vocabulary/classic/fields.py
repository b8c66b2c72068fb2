"""The words and tables of the classic vocabulary: its fields, the card names it knows, the
tables a scenario states its cards and its table in, and how their cells are read."""

from __future__ import annotations

from functools import partial
from typing import Any

from engine.core.dice import DIE_CONTEXT
from engine.signum.cards import CardType
from engine.signum.classic import backstab, ranged
from engine.signum.classic.cards import (
    ANY_BUILDING,
    MAIN_BUILDINGS,
    Cost,
    CreatureCard,
    Effect,
    Event,
    RelicClass,
    Shooting,
    Target,
)
from engine.signum.classic.melee import ATTACK_DIE, DEFENCE_DIE
from engine.signum.classic.ruleset import Reveal
from engine.signum.classic.state import (
    Phase,
)
from engine.signum.classic.table import Edge, Player, Point
from engine.signum.classic.turn import DISCARD, ROLL_OFF
from engine.signum.piles import SHUFFLE
from rulebook.vocabulary import (
    common,  # noqa: F401  (the shared fields and steps)
    tables,
)
from rulebook.vocabulary.classic.points import (
    PATH_SEPARATOR,
    POINT,
    RUSSIAN_LENGTH_SPELLING,
    RUSSIAN_PATH_SPELLING,
    RUSSIAN_POINT_SPELLING,
    russian_decimal,
    russian_points,
)
from rulebook.vocabulary.columns import Columns
from rulebook.vocabulary.fields import Field, term_field, value_field
from rulebook.vocabulary.steps import VOCABULARY
from rulebook.vocabulary.wording import spell_values

CREATURE_NAMES = (
    "Paladin",
    "Witch Queen",
    "Knight",
    "Archer",
    "Guard",
    "Scout",
    "Ogre",
    "Wolf",
    "Spider",
    "Sellsword",
    "Ranger",
)
SUPPORT_NAMES = (
    "Heavy Plate",
    "Cuirass of Illusions",
    "Tournament Lance",
    "Tower Shield",
    "Longbow",
    "Firebolt",
    "Smite",
    "Venom Cloud",
    "Blessing",
    "Ritual",
    "Undermine",
    "Iron Skin",
    "War Helm",
    "Secret Bribe",
    "Ambush",
    "Longsword",
    "Sling",
)
CITY_NAMES = (*MAIN_BUILDINGS, "Fairy Garden", "Forest", "Ruins", "Old Tower")
RECRUITS = tuple(f"Recruit {n}" for n in range(1, 13))  # deck scenarios need many names
CARD_NAMES = (*CREATURE_NAMES, *SUPPORT_NAMES, *CITY_NAMES, *RECRUITS)
"""Every card name a scenario may use: words of the ``card`` context, translated."""

YES, NO = "yes", "no"
CARD_TYPES = (CardType.HERO, CardType.CHARACTER, CardType.MINION)
FACTION = "Alliance of the Unicorn"  # a scenario's cards belong to one faction unless said
FACTIONS = (FACTION, "Akkari Spider Elves")


RECRUIT_CARDS = {
    name: CreatureCard(name, CardType.CHARACTER, FACTION, 2, "M", 3) for name in RECRUITS
}
"""Recruit 1–12: plain characters (strength 2, movement M, health 3, free) that every
scenario knows, for the decks and hands that need many cards."""


def point_field(name: str, examples: tuple[str, ...]) -> Field:
    return value_field(
        name, POINT, Point.parse, examples=examples, spellings={"ru": RUSSIAN_POINT_SPELLING}
    )


def read_path(text: str) -> tuple[Point, ...]:
    return tuple(Point.parse(part) for part in text.split(PATH_SEPARATOR))


CLASSIC_DICE = (ATTACK_DIE, DEFENCE_DIE, ranged.DIE, backstab.DIE, ROLL_OFF, DISCARD, SHUFFLE)
CARD = term_field("Card", "card", CARD_NAMES, str)
CARDS = term_field("Cards", "card", CARD_NAMES, str, many=True, blank="-")
NEEDS = term_field("Needs", "card", (*MAIN_BUILDINGS, ANY_BUILDING), str, many=True, blank="-")
PLAYER = term_field("Player", "player", (p.value for p in Player), Player)
CREATURE_TYPE = term_field("CreatureType", "card type", (t.value for t in CARD_TYPES), CardType)
ANY_TYPE = term_field(
    "CardType", "card type", (t.value for t in CardType if t is not CardType.FEAT), CardType
)
FACTION_FIELD = term_field("Faction", "faction", FACTIONS, str)
RELIC_CLASS = term_field("RelicClass", "relic class", (r.value for r in RelicClass), RelicClass)
RELIC_CLASSES = term_field(
    "RelicClasses", "relic class", (r.value for r in RelicClass), RelicClass, many=True, blank="-"
)
EFFECT = term_field("Effect", "effect", (e.value for e in Effect), Effect)
EVENT = term_field("Event", "event", (e.value for e in Event), Event)
TARGET = term_field("Target", "target", (t.value for t in Target), Target)
ANSWER = term_field("Answer", "answer", (YES, NO), lambda word: word == YES)
DISTANCE = value_field("Distance", r"XL|S|M|L", str, examples=("M", "S"))
LENGTH = value_field(
    "Length",
    r"[0-9]+(?:\.[0-9]+)?",
    float,
    examples=("8", "2.5"),
    spellings={"ru": RUSSIAN_LENGTH_SPELLING},
)
VOCABULARY.add_fields(
    point_field("Point", ("12,30", "20,30")),
    value_field(
        "Path",
        f"{POINT}(?:{PATH_SEPARATOR}{POINT})*",
        read_path,
        examples=("12,30 → 20,30",),
        spellings={"ru": RUSSIAN_PATH_SPELLING},
    ),
    value_field("Faces", r"[0-9]+", str, many=True, examples=("5, 3",)),
    CARD,
    CARDS,
    NEEDS,
    PLAYER,
    CREATURE_TYPE,
    ANY_TYPE,
    FACTION_FIELD,
    RELIC_CLASS,
    RELIC_CLASSES,
    EFFECT,
    EVENT,
    TARGET,
    ANSWER,
    DISTANCE,
    LENGTH,
    term_field("TurnPhase", "turn phase", (p.value for p in Phase if p is not Phase.OVER), Phase),
    term_field("RevealOption", "tactic reveal", (r.value for r in Reveal), Reveal),
    # No step reads an edge; the engine's reasons name one ("the north edge").
    term_field("Edge", "edge", (e.value for e in Edge), Edge),
    # No step reads a die either; dice that do not fit a scenario's script name one.
    term_field("Die", DIE_CONTEXT, CLASSIC_DICE, str),
)
given, when, then = VOCABULARY.given, VOCABULARY.when, VOCABULARY.then
spell_values("ru", russian_points)  # a point in a Russian answer: (20; 1,5)
spell_values("ru", russian_decimal)  # and a length: 12,5

# The tables a scenario states its cards and its table in. Blank cells take the defaults.
COLUMNS = Columns(
    {
        "Card": (
            *("creature", "hero", "minion", "character", "card", "names"),
            *("relic", "spell", "tactic", "building", "terrain"),
        ),
        "Player": ("player",),
        "Point": ("at",),
        "CreatureType": ("type",),
        "Number": (
            *("strength", "health", "wounds", "armour tokens", "shooting", "uses"),
            *("durability", "amount", "cost", "copies"),
        ),
        "Distance": ("movement", "range"),
        "Length": ("base", "width", "depth"),
        "RelicClass": ("class",),
        "RelicClasses": ("slots",),
        "Needs": ("needs",),
        "Effect": ("effect",),
        "Target": ("target",),
        "Event": ("event",),
        "Answer": ("lasting", "magical", "blocks sight", "unique", "mercenary"),
        "Faction": ("faction",),
    }
)
TABLE = COLUMNS.table(
    "creature, player, at, type, strength, movement, health, base, wounds, armour tokens, "
    "shooting, range, slots",
    required=("creature", "player", "at"),
    unique="at",
)
HEROES = COLUMNS.cards("hero, player, strength, movement, health, base, slots", "player")
MINIONS = COLUMNS.cards("minion, player, strength, movement, health, base", "player")
CHARACTERS = COLUMNS.cards("character, strength, movement, health, base, cost, needs")
RELICS = COLUMNS.cards(
    "relic, class, uses, durability, strength, shooting, range, cost, needs", "class"
)
SPELLS = COLUMNS.cards(
    "spell, effect, target, amount, lasting, magical, minion, cost, needs", "effect"
)
TACTICS = COLUMNS.cards("tactic, event, effect, amount, cost, needs", "event", "effect")
BUILDINGS = COLUMNS.cards("building, cost")
TERRAIN = COLUMNS.cards(
    "terrain, width, depth, blocks sight, unique, cost, needs", "width", "depth"
)
# A deck's card may be of any type, not only a creature's.
DECK = COLUMNS.cards(
    "card, type, faction, copies, mercenary, names", "type", types={"type": "CardType"}
)


# A classic value may be spelled in the page's language (rulebook.vocabulary.tables).
table_value = partial(tables.table_value, spelled_values=True)
read_rows = partial(tables.read_rows, spelled_values=True)


def cost(row: dict[str, Any]) -> Cost:
    return Cost(row.get("cost", 0), tuple(row.get("needs", ())))


def creature_card(row: dict[str, Any], name: str, kind: CardType) -> CreatureCard:
    shots = row.get("shooting")
    slots: dict[RelicClass, int] = {}
    for relic_class in row.get("slots", ()):
        slots[relic_class] = slots.get(relic_class, 0) + 1
    return CreatureCard(
        name,
        kind,
        FACTION,
        row.get("strength", 2),
        row.get("movement", "M"),
        row.get("health", 3),
        row.get("base"),
        armour=0,
        shooting=Shooting(shots, row.get("range", "M")) if shots else None,
        cost=cost(row),
        relic_slots=slots,
    )
