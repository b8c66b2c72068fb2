"""Relics (LS1-15): slots by the hero's class symbols, replacement, Multiple use, Durability."""

from __future__ import annotations

from dataclasses import replace

from engine.core.errors import RuleViolation, Term
from engine.core.events import Event
from engine.signum.classic.cards import RelicCard, RelicClass
from engine.signum.classic.state import Creature, GameState, Relic
from engine.signum.classic.table import Player


def relic_card(state: GameState, name: str) -> RelicCard:
    card = state.cards[name]
    assert isinstance(card, RelicCard)
    return card


def equipped(state: GameState, player: Player, relic_class: RelicClass) -> list[Relic]:
    return [
        r for r in state.camp(player).relics if relic_card(state, r.card).relic_class is relic_class
    ]


def check_equip(state: GameState, name: str, replaces: str | None) -> Creature:
    """Raise unless the active player's hero may wear this relic now; the hero."""
    player = state.active
    hero = state.hero_of(player)
    if hero is None:
        raise RuleViolation(
            "LS1-15.1",
            "only a hero wears relics, and {player} has none",
            player=Term("player", player.value),
        )
    card = relic_card(state, name)
    slots = state.card_of(hero).slots(card.relic_class)
    if slots == 0:
        raise RuleViolation(
            "LS1-15.2",
            "{hero} shows no symbol of the class {relic_class}",
            hero=Term("card", hero.card),
            relic_class=Term("relic class", card.relic_class.value),
        )
    worn = equipped(state, player, card.relic_class)
    if len(worn) < slots:
        if replaces is not None:
            raise RuleViolation(
                "LS1-15.3",
                "a symbol of the class {relic_class} is free, so {card} replaces nothing",
                relic_class=Term("relic class", card.relic_class.value),
                card=Term("card", name),
            )
        return hero
    if replaces is None or replaces not in {r.card for r in worn}:
        raise RuleViolation(
            "LS1-15.3",
            "every symbol of the class {relic_class} is taken: {card} must replace a relic of it",
            relic_class=Term("relic class", card.relic_class.value),
            card=Term("card", name),
        )
    return hero


def equip(state: GameState, name: str, replaces: str | None) -> GameState:
    """The relic lies beside the hero; the one it replaces goes to the Graveyard (LS1-15.3)."""
    player = state.active
    card = relic_card(state, name)
    relic = Relic(name, tokens=card.durability or 0, uses=card.uses or 0)
    camp = state.camp(player)
    relics = list(camp.relics)
    graveyard = camp.graveyard
    events = [Event.of("equip", player=player.value, card=name)]
    if replaces is not None:
        index = next(i for i, r in enumerate(relics) if r.card == replaces)
        relics.pop(index)
        graveyard = graveyard.put_on_top(replaces)
        events.append(Event.of("relic_replaced", player=player.value, card=replaces))
    state = state.with_camp(player, relics=(*relics, relic), graveyard=graveyard)
    return state.logged(*events)


def use_weapon(state: GameState, hero: Creature, relic_class: RelicClass) -> GameState:
    """The hero's attack uses one equipped weapon of the class; its last use destroys it."""
    worn = equipped(state, hero.owner, relic_class)
    if not worn:
        return state
    weapon = worn[0]
    camp = state.camp(hero.owner)
    left = weapon.uses - 1
    if left > 0:
        relics = tuple(replace(r, uses=left) if r is weapon else r for r in camp.relics)
        return state.with_camp(hero.owner, relics=relics).logged(
            Event.of("weapon_used", card=weapon.card, uses=left)
        )
    relics = tuple(r for r in camp.relics if r is not weapon)
    state = state.with_camp(
        hero.owner, relics=relics, graveyard=camp.graveyard.put_on_top(weapon.card)
    )
    return state.logged(
        Event.of("weapon_used", card=weapon.card, uses=0),
        Event.of("relic_destroyed", card=weapon.card, player=hero.owner.value),
    )
