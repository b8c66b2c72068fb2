"""The classic edition's deck file: a hero and its Battle Deck, each card by its values.

    edition = "classic"

    [hero]
    name = "Lady of the Unicorn"
    faction = "Alliance of the Unicorn"

    [[cards]]
    name = "Unicorn Knight"
    type = "character"      # character, spell, relic or tactic (anything else is a breach)
    copies = 1              # default 1
    faction = "Alliance of the Unicorn"   # default: the hero's
    mercenary = false       # a mercenary character may come from any faction
    names = "Lady of the Unicorn"         # the hero the card's text names, if any

The sources give no card list (LS1-C.31): a deck file states what deck building reads.
"""

from __future__ import annotations

from typing import Any

from engine.core.errors import RuleViolation
from engine.signum.cards import CardType
from engine.signum.classic.cards import (
    BuildingCard,
    Card,
    CreatureCard,
    Effect,
    Event,
    RelicCard,
    RelicClass,
    SpellCard,
    TacticCard,
    Target,
    TerrainCard,
)
from engine.signum.classic.decks import breaches
from rulebook.decks.files import DeckFile

CARD_KEYS = {"name", "type", "copies", "faction", "mercenary", "names"}


def _text(
    deck: DeckFile, table: dict[str, Any], key: str, place: str, default: str | None = None
) -> str:
    value = table.get(key, default)
    if value is None:
        raise deck.bad(place, "the table has no {key} (a name in quotes)", key=key)
    if not isinstance(value, str) or not value.strip():
        raise deck.bad(f"{place}.{key}", "{key} must be a name in quotes", key=key)
    return value.strip()


def hero_of(deck: DeckFile) -> CreatureCard:
    table = deck.data.get("hero")
    if not isinstance(table, dict):
        raise deck.bad(
            "hero", "the file has no {table} table with the hero's name and faction", table="[hero]"
        )
    name = _text(deck, table, "name", "hero")
    faction = _text(deck, table, "faction", "hero")
    return CreatureCard(name, CardType.HERO, faction, 1, "M", 1)


def card_of(
    deck: DeckFile, table: dict[str, Any], index: int, hero: CreatureCard
) -> tuple[Card, int]:
    """One ``[[cards]]`` entry as a card and its number of copies."""
    place = f"cards.{index}"
    deck.no_unknown_keys(table, CARD_KEYS, place)
    name = _text(deck, table, "name", place)
    kind = deck.card_type(_text(deck, table, "type", place), place)
    faction = _text(deck, table, "faction", place, hero.faction)
    copies = table.get("copies", 1)
    if not isinstance(copies, int) or isinstance(copies, bool) or not 1 <= copies <= 99:
        raise deck.bad(f"{place}.copies", "{key} must be a whole number from 1 to 99", key="copies")
    mercenary = table.get("mercenary", False)
    if not isinstance(mercenary, bool):
        raise deck.bad(
            f"{place}.mercenary",
            "{key} must be {true} or {false}",
            key="mercenary",
            true="true",
            false="false",
        )
    named = table.get("names")
    if named is not None:
        named = _text(deck, table, "names", place)
    return deck_card(name, kind, faction, mercenary, named), copies


def deck_card(name: str, kind: CardType, faction: str, mercenary: bool, named: str | None) -> Card:
    """A card stated by the values that deck building reads (its name, type, faction,
    whether it is a mercenary, the hero its text names); the rest are stand-ins."""
    if kind.is_creature:
        return CreatureCard(name, kind, faction, 1, "M", 1, mercenary=mercenary, hero=named)
    if kind is CardType.SPELL:
        return SpellCard(name, faction, Effect.DAMAGE, Target.CREATURE, hero=named)
    if kind is CardType.RELIC:
        return RelicCard(name, faction, RelicClass.ARMOUR, durability=1, hero=named)
    if kind is CardType.TACTIC:
        return TacticCard(name, faction, Event.CHARACTER_SUMMONED, Effect.RETURN, hero=named)
    if kind is CardType.BUILDING:
        return BuildingCard(name, 0, name)
    return TerrainCard(name, ((0.0, 0.0), (1.0, 0.0), (1.0, 1.0)))


def check(deck: DeckFile) -> list[RuleViolation]:
    """Every deck-building rule the file's deck breaks (LS1-3); BadDeck if it is malformed."""
    hero = hero_of(deck)
    entries = deck.data.get("cards", [])
    if not isinstance(entries, list) or not all(isinstance(e, dict) for e in entries):
        raise deck.bad(
            "cards", "the cards are {tables} tables, one per card name", tables="[[cards]]"
        )
    cards: list[Card] = []
    names: dict[str, int] = {}
    for index, table in enumerate(entries):
        card, copies = card_of(deck, table, index, hero)
        if card.name in names:
            raise deck.bad(
                f"cards.{index}",
                "{card} is listed twice (first at row {line}); give its copies once",
                card=card.name,
                line=deck.line(f"cards.{names[card.name]}"),
            )
        names[card.name] = index
        cards += [card] * copies
    return breaches(hero, cards)
