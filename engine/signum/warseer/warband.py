"""The warband and the Battle Deck a player brings (LS2-3.1, LS2-3.2, LS2-1.9 to LS2-1.12).

The hero's Leadership says how many characters of each rank the War Camp may hold; a rank
it does not name allows none. The War Camp holds characters only (a minion is summoned by
abilities, never brought); the Battle Deck holds support cards only. :func:`breaches` lists
every rule broken, never stopping at the first.

>>> from engine.signum.warseer.sample import HEROES, generated_creatures
>>> hero = HEROES[0]
>>> band = generated_creatures(0, "south")
>>> breaches(hero, band, [])
[]
>>> [b.rule_id for b in breaches(hero, [*band, band[-1]], [])]
['LS2-3.1']
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from engine.core.errors import RuleViolation, Term
from engine.signum.cards import CardType, card_fields
from engine.signum.warseer.cards import SUPPORT_TYPES, Card, CreatureCard


def breaches(
    hero: CreatureCard, warband: Sequence[Card], deck: Sequence[Card]
) -> list[RuleViolation]:
    """Every rule the hero, the warband and the Battle Deck break, in rule order."""
    found: list[RuleViolation] = []
    if hero.type is not CardType.HERO:
        found.append(
            RuleViolation(
                "LS2-1.9",
                "{card} is a {kind} card, not a hero",
                **card_fields(hero),
            )
        )
    ranks: Counter[int] = Counter()
    for card in warband:
        if card.type is CardType.CHARACTER and isinstance(card, CreatureCard):
            ranks[card.rank] += 1
            continue
        rule = "LS2-1.11" if card.type is CardType.MINION else "LS2-1.10"
        found.append(
            RuleViolation(
                rule,
                "{card} is a {kind} card: the War Camp holds characters only",
                **card_fields(card),
            )
        )
    for rank in sorted(ranks):
        limit = hero.leadership.get(rank, 0)
        if ranks[rank] > limit:
            found.append(
                RuleViolation(
                    "LS2-3.1",
                    "the warband holds {n} characters of rank {rank}; the Leadership of "
                    "{hero} allows {limit}",
                    n=ranks[rank],
                    rank=rank,
                    hero=Term("card", hero.name),
                    limit=limit,
                )
            )
    for card in deck:
        if card.type not in SUPPORT_TYPES:
            found.append(
                RuleViolation(
                    "LS2-3.2",
                    "{card} is a {kind} card: the Battle Deck holds support cards only",
                    **card_fields(card),
                )
            )
    return found
