"""Deck building (LS1-3): a Battle Deck stated card by card, checked by the engine."""

from __future__ import annotations

from typing import Any

from engine.core.errors import RuleViolation
from engine.signum.cards import CardType
from engine.signum.classic.cards import (
    Card,
    CreatureCard,
)
from rulebook.decks.classic import deck_card
from rulebook.vocabulary.classic.fields import (
    DECK,
    FACTION,
    given,
    read_rows,
    then,
    when,
)
from rulebook.vocabulary.classic.world import (
    World,
)
from rulebook.vocabulary.world import expect, no_breach, present

# Deck building


@given("the deck's hero is {card:Card} of the {faction:Faction}")
def _(ls1_world: World, card: str, faction: str) -> None:
    ls1_world.deck_hero = CreatureCard(card, CardType.HERO, faction, 3, "M", 5)


@given("the Battle Deck:", table=DECK)
def _(ls1_world: World, datatable: list[list[str]]) -> None:
    for row in read_rows(datatable, DECK):
        card = row_card(row)
        ls1_world.deck += [card] * row.get("copies", 1)


def row_card(row: dict[str, Any]) -> Card:
    """A card of a deck, stated by the values that deck building reads."""
    return deck_card(
        row["card"],
        row["type"],
        row.get("faction", FACTION),
        row.get("mercenary", False),
        row.get("names"),
    )


@when("the Battle Deck is checked")
def _(ls1_world: World) -> None:
    from engine.signum.classic.decks import breaches

    hero = present(ls1_world.deck_hero, "state the deck's hero first")
    ls1_world.deck_breaches = breaches(hero, ls1_world.deck, ls1_world.ruleset)


def checked(world: World) -> list[RuleViolation]:
    return present(world.deck_breaches, "the Battle Deck has not been checked")


@then("the Battle Deck is legal")
def _(ls1_world: World) -> None:
    no_breach(checked(ls1_world))


@then("the Battle Deck breaks rule {rule:Rule}")
def _(ls1_world: World, rule: str) -> None:
    found = checked(ls1_world)
    expect(
        any(b.rule_id == rule for b in found),
        "the Battle Deck breaks: {rules}",
        rules=", ".join(b.rule_id for b in found) or "-",
    )


@then("the Battle Deck breaks no other rule")
def _(ls1_world: World) -> None:
    rules = sorted({b.rule_id for b in checked(ls1_world)})
    expect(len(rules) <= 1, "the Battle Deck breaks: {rules}", rules=", ".join(rules))
