"""Buildings and terrain cards (LS2-1.21 to LS2-1.23, LS2-4.8): the support cards that stay
in the City Zone. A building is tapped in its owner's turn to give one allied creature its
bonus, at most one building's bonus a creature a turn, never to a Brute or a Monster. A
terrain card lays its terrain on an empty hex outside both zones (ruling).
"""

from __future__ import annotations

from dataclasses import replace

from engine.core.errors import RuleViolation, Term
from engine.core.events import Event
from engine.signum.warseer.battlefield import Player
from engine.signum.warseer.cards import (
    BuildingCard,
    TerrainCard,
)
from engine.signum.warseer.creatures import fields
from engine.signum.warseer.hexes import Hex
from engine.signum.warseer.paying import card_pool, effect, in_hand, paid, paid_into, untouchable
from engine.signum.warseer.power import check_payment
from engine.signum.warseer.state import CityCard, GameState
from engine.signum.warseer.terrain import terrain_named

# Buildings


def check_build(state: GameState, card: str) -> BuildingCard:
    player = state.active
    found = in_hand(state, player, card, BuildingCard, "LS2-4.8")
    assert isinstance(found, BuildingCard)
    check_payment(state.player(player), found.cost, card)
    return found


def build(state: GameState, card: str) -> GameState:
    found = check_build(state, card)
    return paid_into(state, found, "city", CityCard(card), "building")


def building_mark(creature_id: int) -> str:
    return f"building:{creature_id}"


def check_use_building(state: GameState, card: str, creature_id: int) -> BuildingCard:
    player = state.active
    tablet = state.player(player)
    standing = next((b for b in tablet.city if b.card == card and not b.tapped), None)
    if standing is None:
        raise RuleViolation(
            "LS2-1.21", "the City Zone holds no untapped {card}", card=Term("card", card)
        )
    found = card_pool(state).support(card)
    assert isinstance(found, BuildingCard)
    creature = state.find(creature_id)
    if creature is None or creature.owner is not player:
        raise RuleViolation("LS2-1.21", "a building works on an allied creature")
    if creature.has("Brute"):
        raise RuleViolation(
            "LS2-12.10", "{name} on {at} is a Brute: buildings do not affect it", **fields(creature)
        )
    untouchable(creature)
    if building_mark(creature_id) in tablet.marks:
        raise RuleViolation(
            "LS2-1.22",
            "{name} on {at} has already had a building's bonus this turn",
            **fields(creature),
        )
    return found


def use_building(state: GameState, card: str, creature_id: int) -> GameState:
    found = check_use_building(state, card, creature_id)
    player = state.active
    tablet = state.player(player)
    city, tapped = [], False
    for standing in tablet.city:
        if not tapped and standing.card == card and not standing.tapped:
            standing, tapped = replace(standing, tapped=True), True
        city.append(standing)
    state = state.with_player(
        player, city=tuple(city), marks=tablet.marks | {building_mark(creature_id)}
    )
    state = effect(state, found.effect, found.amount, player, creature_id, found.magical)
    return state.logged(Event.of("building_used", card=card, creature=creature_id))


# Terrain cards


def terrain_free(state: GameState, at: Hex) -> bool:
    """Whether a terrain card may lie on ``at``: on the board, no creature, no terrain,
    outside both zones (ruling)."""
    field = state.battlefield
    zones = (*field.zone_rows(Player.SOUTH), *field.zone_rows(Player.NORTH))
    return (
        field.contains(at)
        and at.row + 1 not in zones
        and field.terrain_at(at) is None
        and not state.occupied(at)
    )


def terrain_hexes(state: GameState) -> list[Hex]:
    """Every hex a terrain card may lie on, in board order."""
    return [h for h in state.battlefield.hexes() if terrain_free(state, h)]


def check_terrain(state: GameState, card: str, at: Hex) -> TerrainCard:
    player = state.active
    found = in_hand(state, player, card, TerrainCard, "LS2-4.8")
    assert isinstance(found, TerrainCard)
    check_payment(state.player(player), found.cost, card)
    if not state.battlefield.contains(at):
        raise RuleViolation("LS2-1.23", "that hex is not on the Battlefield")
    if not terrain_free(state, at):
        raise RuleViolation(
            "LS2-1.23",
            "{at} cannot take terrain: it must be empty, bare and outside both zones",
            at=at.label,
        )
    return found


def lay_terrain(state: GameState, card: str, at: Hex) -> GameState:
    found = check_terrain(state, card, at)
    player = state.active
    state = paid(state, player, found)
    state = state.with_battlefield(state.battlefield.with_terrain(at, terrain_named(found.kind)))
    tablet = state.player(player)
    state = state.with_player(player, terrain=(*tablet.terrain, (card, at.label)))
    return state.logged(Event.of("terrain", card=card, at=at.label, player=player.value))
