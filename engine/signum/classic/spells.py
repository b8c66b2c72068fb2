"""Spells (LS1-16): their effect at once, then the Graveyard; a lasting one stays in play."""

from __future__ import annotations

from dataclasses import replace

from engine.core.errors import RuleViolation, Term
from engine.core.events import Event
from engine.signum.classic.cards import Effect, SpellCard
from engine.signum.classic.city import destroy_building
from engine.signum.classic.creatures import fields, require
from engine.signum.classic.state import Damage, GameState, Lasting
from engine.signum.classic.summoning import check_summon_place
from engine.signum.classic.table import Point
from engine.signum.classic.targeting import may_affect


def spell_card(state: GameState, name: str) -> SpellCard:
    card = state.cards[name]
    assert isinstance(card, SpellCard)
    return card


def check_spell(
    state: GameState, name: str, target: int | None, at: Point | None, building: int | None
) -> None:
    """Raise unless the spell's target fits its effect and its words (LS1-2.6, LS1-8.5)."""
    card = spell_card(state, name)
    if card.effect is Effect.SUMMON_MINION:
        player = state.active
        minion = card.minion or ""
        if minion not in state.camp(player).minions or at is None:
            raise RuleViolation(
                "LS1-8.5",
                "{card} calls {minion}, placed at a point",
                card=Term("card", name),
                minion=Term("card", minion),
            )
        check_summon_place(state, player, state.cards.creature(minion), at)
        return
    if card.effect is Effect.DESTROY_BUILDING:
        city = state.camp(state.active.opponent).city
        if building is None or not 0 <= building < len(city):
            raise RuleViolation(
                "LS1-2.6", "{card} needs a building of the enemy City", card=Term("card", name)
            )
        return
    if target is None:
        raise RuleViolation("LS1-2.6", "{card} needs a target", card=Term("card", name))
    creature = require(state, target, "LS1-2.6")
    assert card.target is not None
    kind = state.card_of(creature).type
    if not may_affect(card.target, kind):
        raise RuleViolation(
            "LS1-2.6",
            "{card} affects a {word}; {name} at {at} is a {kind}",
            card=Term("card", name),
            word=Term("target", card.target.value),
            kind=Term("card type", kind.value),
            **fields(state, creature),
        )


def cast(
    state: GameState, name: str, target: int | None, at: Point | None, building: int | None
) -> tuple[GameState, list[Damage]]:
    """The spell's effect; the damage it deals, still to land."""
    from engine.signum.classic.summoning import place_creature

    card = spell_card(state, name)
    player = state.active
    state = state.logged(Event.of("spell", player=player.value, card=name))
    damages: list[Damage] = []
    if card.effect is Effect.DAMAGE and target is not None:
        damages.append(Damage(target, card.amount, card.magical))
    elif card.effect is Effect.ARMOUR and target is not None:
        creature = state.creature(target)
        state = state.with_creature(replace(creature, armour=creature.armour + card.amount))
    elif card.effect is Effect.SUMMON_MINION and at is not None and card.minion:
        state, _ = place_creature(state, player, state.cards.creature(card.minion), at)
    elif card.effect is Effect.DESTROY_BUILDING and building is not None:
        state = destroy_building(state, player.opponent, building)
    camp = state.camp(player)
    if card.lasting and target is not None:
        state = state.with_camp(player, lasting=(*camp.lasting, Lasting(name, target)))
    else:
        state = state.with_camp(player, graveyard=camp.graveyard.put_on_top(name))
    return state, damages
