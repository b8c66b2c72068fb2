"""Building a Battle Deck (LS1-3): the rules a deck must keep, each breach with its rule.

:func:`breaches` lists every rule a deck breaks (it never stops at the first);
:func:`check_deck` raises the first. A card is stated by its values alone (the sources
give no card list, LS1-C.31): its type, its faction, whether it is a mercenary, and the
hero it names, if any.

>>> from engine.signum.classic.sample import DECKS, SAMPLE
>>> from engine.signum.classic.table import Player
>>> hero = SAMPLE.creature("Lady of the Unicorn")
>>> breaches(hero, [SAMPLE[name] for name in DECKS[Player.SOUTH]])
[]
>>> [b.rule_id for b in breaches(hero, [SAMPLE[name] for name in DECKS[Player.SOUTH]][:12])]
['LS1-3.1']
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from engine.core.errors import RuleViolation, Term
from engine.signum.cards import CardType, card_name
from engine.signum.classic.cards import DECK_TYPES, Card, CreatureCard
from engine.signum.classic.ruleset import DEFAULT_RULESET, Ruleset


def _mercenary(card: Card) -> bool:
    return isinstance(card, CreatureCard) and card.mercenary


def breaches(
    hero: CreatureCard, deck: Sequence[Card], ruleset: Ruleset = DEFAULT_RULESET
) -> list[RuleViolation]:
    """Every rule of LS1-3 that ``deck`` breaks for ``hero``, in rule order."""
    found: list[RuleViolation] = []
    size = len(deck)
    if not ruleset.deck_min <= size <= ruleset.deck_max:
        found.append(
            RuleViolation(
                "LS1-3.1",
                "the deck holds {n:plural:card|cards}; a Battle Deck holds {low} to {high}",
                n=size,
                low=ruleset.deck_min,
                high=ruleset.deck_max,
            )
        )
    for card in deck:
        if card.type not in DECK_TYPES:
            found.append(
                RuleViolation(
                    "LS1-3.1",
                    "{card} is a {kind} card, which never stands in a Battle Deck",
                    card=card_name(card.name),
                    kind=Term("card type", card.type.value),
                )
            )
    copies = Counter(card.name for card in deck)
    kinds = {card.name: card.type for card in deck}
    for name, n in sorted(copies.items()):
        character = kinds[name] is CardType.CHARACTER
        limit = ruleset.same_character_limit if character else ruleset.same_support_limit
        if kinds[name] in DECK_TYPES and n > limit:
            found.append(
                RuleViolation(
                    "LS1-3.2",
                    "the deck holds {n} cards named {card}; at most {limit}",
                    n=n,
                    card=card_name(name),
                    limit=limit,
                )
            )
    for card in deck:
        if card.type not in DECK_TYPES:
            continue
        faction = getattr(card, "faction", None)
        if faction == hero.faction or (card.type is CardType.CHARACTER and _mercenary(card)):
            continue
        found.append(
            RuleViolation(
                "LS1-3.3",
                "{card} belongs to {faction}, not to the hero's faction {hero_faction}",
                card=card_name(card.name),
                faction=Term("faction", str(faction)),
                hero_faction=Term("faction", hero.faction),
            )
        )
    characters = [c for c in deck if c.type is CardType.CHARACTER]
    mercenaries = sum(1 for c in characters if _mercenary(c))
    own = len(characters) - mercenaries
    if mercenaries > own:
        found.append(
            RuleViolation(
                "LS1-3.4",
                "the deck holds {mercenaries} mercenaries and only {own} characters of the hero's faction",
                mercenaries=mercenaries,
                own=own,
            )
        )
    if 2 * len(characters) < size:
        found.append(
            RuleViolation(
                "LS1-3.5",
                "only {n} of the {total} cards are characters; at least half must be",
                n=len(characters),
                total=size,
            )
        )
    for card in deck:
        named = getattr(card, "hero", None)
        if named and named != hero.name:
            found.append(
                RuleViolation(
                    "LS1-3.6",
                    "{card} names the hero {named}, and this deck's hero is {hero}",
                    card=card_name(card.name),
                    named=card_name(named),
                    hero=card_name(hero.name),
                )
            )
    return _distinct(found)


def _distinct(found: list[RuleViolation]) -> list[RuleViolation]:
    """One report per breach: two copies of a card break a rule once."""
    seen, kept = set(), []
    for breach in found:
        key = (breach.rule_id, breach.reason)
        if key not in seen:
            seen.add(key)
            kept.append(breach)
    return kept


def check_deck(
    hero: CreatureCard, deck: Sequence[Card], ruleset: Ruleset = DEFAULT_RULESET
) -> None:
    """Raise the first breach of :func:`breaches`, if any."""
    found = breaches(hero, deck, ruleset)
    if found:
        raise found[0]
