"""Relics (LS1-15): slots by the hero's class symbols, replacement, Multiple use, Durability."""

from __future__ import annotations

from dataclasses import replace

from engine.core.errors import FieldValue, RuleViolation, Term
from engine.core.events import Event
from engine.signum.cards import CardType, card_name
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


def wearer(state: GameState, player: Player) -> Creature:
    """The player's hero, who wears the relics; refused if the player has none (LS1-15.1)."""
    hero = state.hero_of(player)
    if hero is None:
        raise RuleViolation(
            "LS1-15.1",
            "only a hero wears relics, and {player} has none",
            player=Term("player", player.value),
        )
    return hero


def relic_fields(relic_class: RelicClass, name: str) -> dict[str, FieldValue]:
    """A relic as the fields of a reason: ``{card}``, of the class ``{relic_class}``.

    >>> fields = relic_fields(RelicClass.ARMOUR, "Heavy Plate")
    >>> "{card} is worn as {relic_class}".format(**fields), fields["relic_class"].context
    ('Heavy Plate is worn as armour', 'relic class')
    """
    return {"relic_class": Term("relic class", relic_class.value), "card": card_name(name)}


def check_equip(state: GameState, name: str, replaces: str | None) -> None:
    """Raise unless the active player's hero may wear this relic now."""
    player = state.active
    hero = wearer(state, player)
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
                **relic_fields(card.relic_class, name),
            )
        return
    candidates = {r.card for r in worn}
    if replaces is None and len(candidates) == 1:
        return  # one relic it can replace: the replacement is implied (LS1-C.16)
    if replaces is None or replaces not in candidates:
        raise RuleViolation(
            "LS1-15.3",
            "every symbol of the class {relic_class} is taken: {card} must replace a relic of it",
            **relic_fields(card.relic_class, name),
        )


def replaced(state: GameState, name: str, replaces: str | None) -> str | None:
    """The relic that ``name`` replaces: the one named, or the only candidate when every
    symbol of its class is taken by relics of one name (LS1-C.16); None if a symbol is free."""
    player = state.active
    card = relic_card(state, name)
    hero = state.hero_of(player)
    worn = equipped(state, player, card.relic_class)
    if replaces is not None or hero is None:
        return replaces
    if len(worn) < state.card_of(hero).slots(card.relic_class):
        return None
    return worn[0].card


def equip(state: GameState, name: str, replaces: str | None) -> GameState:
    """The relic lies beside the hero; the one it replaces goes to the Graveyard (LS1-15.3)."""
    player = state.active
    card = relic_card(state, name)
    replaces = replaced(state, name, replaces)
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


def check_weapon(
    state: GameState, creature: Creature, name: str | None, relic_class: RelicClass
) -> None:
    """Raise unless the creature is a hero that wears a weapon of this class named so
    (LS1-15.1, LS1-15.5, LS1-C.17); no name is always allowed."""
    if name is None:
        return
    if state.card_of(creature).type is not CardType.HERO:
        raise RuleViolation(
            "LS1-15.1",
            "{name} at {at} is not a hero: only a hero wears weapons",
            name=Term("card", creature.card),
            at=creature.at.label,
        )
    if name not in {r.card for r in equipped(state, creature.owner, relic_class)}:
        raise RuleViolation(
            "LS1-15.5",
            "the hero wears no {relic_class} named {card}",
            **relic_fields(relic_class, name),
        )


def use_weapon(
    state: GameState, hero: Creature, relic_class: RelicClass, chosen: str | None = None
) -> GameState:
    """The hero's attack uses one equipped weapon of the class: the one its player named,
    else the first equipped (LS1-C.17); its last use destroys it."""
    worn = equipped(state, hero.owner, relic_class)
    if not worn:
        return state
    weapon = next((r for r in worn if r.card == chosen), worn[0])
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
