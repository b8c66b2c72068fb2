"""The Warseer deck file: a hero with its Leadership, its warband and its Battle Deck.

    edition = "warseer"

    [hero]
    name = "Kaitlynn"
    leadership = { 1 = 3, 2 = 2, 3 = 1 }   # characters of each rank the warband may hold

    [[characters]]          # the War Camp
    name = "Gil-Talas"
    rank = 3
    type = "character"      # default; a minion or a hero here is a breach
    copies = 1              # default 1

    [[cards]]               # the Battle Deck
    name = "Firebolt"
    type = "spell"          # tactic, relic, spell, building or terrain (else a breach)
    copies = 2

The engine's warband check (:mod:`engine.signum.warseer.warband`) judges what the file
states; a malformed file is bad input, with its line.
"""

from __future__ import annotations

from typing import Any

from engine.core.errors import RuleViolation
from engine.signum.cards import CardType
from engine.signum.warseer.cards import (
    BuildingCard,
    Card,
    CreatureCard,
    Effect,
    RelicCard,
    SpellCard,
    TacticCard,
    TerrainCard,
    Trigger,
)
from engine.signum.warseer.state import Attack, AttackType
from engine.signum.warseer.warband import breaches
from rulebook.decks.files import DeckFile

CHARACTER_KEYS = {"name", "rank", "type", "copies"}
CARD_KEYS = {"name", "type", "copies"}
NO_ATTACK = Attack(AttackType.MELEE, (1,))


def _whole(deck: DeckFile, value: object, place: str, key: str, low: int, high: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise deck.bad(
            place, "{key} must be a whole number from {low} to {high}", key=key, low=low, high=high
        )
    return value


def _text(deck: DeckFile, table: dict[str, Any], key: str, place: str) -> str:
    value = table.get(key)
    if not isinstance(value, str) or not value.strip():
        raise deck.bad(place, "{key} must be a name in quotes", key=key)
    return value.strip()


def _hero(deck: DeckFile) -> CreatureCard:
    table = deck.data.get("hero")
    if not isinstance(table, dict):
        raise deck.bad(
            "hero",
            "the file has no {table} table with the hero's name and Leadership",
            table="[hero]",
        )
    name = _text(deck, table, "name", "hero")
    raw = table.get("leadership", {})
    if not isinstance(raw, dict):
        raise deck.bad("hero", "{key} is a table of ranks and counts", key="leadership")
    leadership = {}
    for rank, count in raw.items():
        if not str(rank).isdigit():
            raise deck.bad("hero", "{key} is a table of ranks and counts", key="leadership")
        leadership[int(rank)] = _whole(deck, count, "hero", "leadership", 0, 99)
    return CreatureCard(name, CardType.HERO, NO_ATTACK, 1, 1, leadership=leadership)


def _entries(deck: DeckFile, key: str) -> list[dict[str, Any]]:
    entries = deck.data.get(key, [])
    if not isinstance(entries, list) or not all(isinstance(e, dict) for e in entries):
        raise deck.bad(key, "the {key} are {tables} tables", key=key, tables=f"[[{key}]]")
    return entries


def _card(name: str, kind: CardType, rank: int) -> Card:
    if kind.is_creature:
        return CreatureCard(name, kind, NO_ATTACK, 1, 1, rank)
    if kind is CardType.TACTIC:
        return TacticCard(name, Trigger.ATTACK_DECLARED)
    if kind is CardType.RELIC:
        return RelicCard(name)
    if kind is CardType.SPELL:
        return SpellCard(name, Effect.NONE)
    if kind is CardType.BUILDING:
        return BuildingCard(name)
    return TerrainCard(name, "forest")


def _cards(deck: DeckFile, key: str, keys: set[str], default: str) -> list[Card]:
    found: list[Card] = []
    for index, table in enumerate(_entries(deck, key)):
        place = f"{key}.{index}"
        deck.no_unknown_keys(table, keys, place)
        name = _text(deck, table, "name", place)
        kind = deck.card_type(table.get("type", default), place)
        rank = _whole(deck, table.get("rank", 1), f"{place}.rank", "rank", 1, 9)
        copies = _whole(deck, table.get("copies", 1), f"{place}.copies", "copies", 1, 99)
        found += [_card(name, kind, rank)] * copies
    return found


def check(deck: DeckFile) -> list[RuleViolation]:
    """Every warband and Battle Deck rule the file breaks; BadDeck if it is malformed."""
    hero = _hero(deck)
    warband = _cards(deck, "characters", CHARACTER_KEYS, "character")
    cards = _cards(deck, "cards", CARD_KEYS | {"rank"}, "spell")
    return breaches(hero, warband, cards)
