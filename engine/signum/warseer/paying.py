"""Playing a support card (LS2-1.12, LS2-2.3): it must be in the player's hand and of the
kind played, it is paid in Power, and what it does lands on its target (no Support card
affects a Monster, LS2-12.32).
"""

from __future__ import annotations

from engine.core.errors import RuleViolation, Term
from engine.core.events import Event
from engine.signum.warseer.battlefield import Player
from engine.signum.warseer.cards import (
    CardPool,
    Effect,
    SupportCard,
    Target,
)
from engine.signum.warseer.creatures import fields
from engine.signum.warseer.damage import deal, heal
from engine.signum.warseer.power import check_payment
from engine.signum.warseer.state import Creature, GameState
from engine.signum.warseer.tokens import TokenKind
from engine.signum.warseer.zones import draw


def card_pool(state: GameState) -> CardPool:
    assert isinstance(state.cards, CardPool)
    return state.cards


def in_hand(state: GameState, player: Player, card: str, kind: type, rule: str) -> SupportCard:
    if card not in state.player(player).hand:
        raise RuleViolation(rule, "{card} is not in the hand", card=Term("card", card))
    found = card_pool(state).support(card)
    if not isinstance(found, kind):
        raise RuleViolation(
            rule,
            "{card} is a {kind} card",
            card=Term("card", card),
            kind=Term("card type", found.type.value),
        )
    return found


def paid(state: GameState, player: Player, card: SupportCard) -> GameState:
    tablet = state.player(player)
    check_payment(tablet, card.cost, card.name)
    return state.with_player(
        player, power=tablet.power - card.cost, hand=tablet.hand.without(card.name)
    )


def paid_into(
    state: GameState, card: SupportCard, zone: str, entry: object, event: str
) -> GameState:
    """The active player pays for ``card`` and ``entry`` joins the tuple ``zone`` of their
    tablet (a relic the hero wears, a building of the City Zone); ``event`` logs it."""
    player = state.active
    state = paid(state, player, card)
    tablet = state.player(player)
    state = state.with_player(player, **{zone: (*getattr(tablet, zone), entry)})
    return state.logged(Event.of(event, card=card.name, player=player.value))


def untouchable(creature: Creature, rule: str = "LS2-12.32") -> None:
    if creature.has("Monster"):
        raise RuleViolation(
            rule, "{name} on {at} is a Monster: no Support card affects it", **fields(creature)
        )


def spell_target(state: GameState, player: Player, target: int | None, side: Target) -> Creature:
    found = state.find(target) if target is not None else None
    if found is None:
        raise RuleViolation("LS2-1.19", "the spell needs a creature on the Battlefield")
    if (found.owner is player) != (side is Target.ALLY):
        raise RuleViolation(
            "LS2-1.19",
            "{name} on {at} is not an {side}",
            **fields(found),
            side=Term("target", side.value),
        )
    untouchable(found)
    return found


def effect(
    state: GameState,
    kind: Effect,
    amount: int,
    player: Player,
    on: int | None,
    magical: bool = False,
) -> GameState:
    """A support effect of ``player``'s (on creature ``on`` when it needs one). Its damage
    is stopped by armour tokens like any other, unless the card calls it magical (LS2-7.2,
    LS2-12.4)."""
    if kind is Effect.DAMAGE and on is not None:
        return deal(state, on, amount, magical=magical)
    if kind is Effect.HEAL and on is not None:
        return heal(state, on, amount)
    if kind is Effect.ARMOUR and on is not None:
        creature = state.find(on)
        if creature is None:
            return state
        return state.with_creature(creature.plus(TokenKind.ARMOUR, amount))
    if kind is Effect.POWER:
        tablet = state.player(player)
        power = max(tablet.power, min(tablet.power + amount, state.ruleset.power_cap))
        return state.with_player(player, power=power)
    if kind is Effect.DRAW:
        return draw(state, player, amount)
    return state
