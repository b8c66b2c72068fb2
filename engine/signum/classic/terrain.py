"""Terrain (LS1-9): one card a turn, with a building in the City, laid on empty ground
at least S from your own edge and from other templates, at least M from the opponent's."""

from __future__ import annotations

from dataclasses import replace
from functools import cache, lru_cache

from engine.core.errors import RuleViolation, Term
from engine.core.events import Event
from engine.signum.classic.cards import TerrainCard
from engine.signum.classic.city import check_payment, pay
from engine.signum.classic.geometry import (
    Polygon,
    at_least,
    template_edge_gap,
    template_on_table,
    template_touches,
    templates_apart,
    templates_gap,
)
from engine.signum.classic.state import GameState, Template
from engine.signum.classic.table import Point, number, own_edge


def terrain_card(state: GameState, name: str) -> TerrainCard:
    card = state.cards[name]
    assert isinstance(card, TerrainCard)
    return card


@cache
def _shape(shape: tuple[tuple[float, float], ...]) -> Polygon:
    return Polygon.of(shape)


@lru_cache(maxsize=4096)
def polygon(card: TerrainCard, at: Point) -> Polygon:
    """The card's template with its origin at ``at``."""
    return _shape(card.shape).moved(at.x, at.y)


def template_polygon(state: GameState, template: Template) -> Polygon:
    return polygon(terrain_card(state, template.card), template.at)


def blocking_templates(state: GameState) -> list[Polygon]:
    """The templates that block line of sight (LS1-13.4)."""
    return [
        template_polygon(state, t)
        for t in state.templates
        if terrain_card(state, t.card).blocks_sight
    ]


def check_terrain(
    state: GameState, name: str, at: Point, taps: tuple[int, ...] | None
) -> tuple[int, ...]:
    """Raise unless the active player may lay this template here now; the buildings to tap."""
    player, ruleset = state.active, state.ruleset
    camp = state.camp(player)
    if name not in camp.terrain:
        raise RuleViolation(
            "LS1-7.1", "{card} is not among the terrain cards brought", card=Term("card", name)
        )
    if camp.terrain_this_turn:
        raise RuleViolation("LS1-9.1", "a terrain card has been played this turn already")
    if not camp.city:
        raise RuleViolation("LS1-9.1", "terrain needs at least one building in the City")
    card = terrain_card(state, name)
    if card.unique and name in camp.played_terrain:
        raise RuleViolation(
            "LS1-9.4", "{card} has been played once this game already", card=Term("card", name)
        )
    shape = polygon(card, at)
    tol = ruleset.tolerance
    if not template_on_table(shape, ruleset.table_size, tol):
        raise RuleViolation("LS1-9.2", "the template would not lie wholly on the table")
    for creature in state.creatures:
        if template_touches(shape, state.disc(creature), tol):
            raise RuleViolation(
                "LS1-9.2",
                "the template would touch {name} at {at}",
                name=Term("card", creature.card),
                at=creature.at.label,
            )
    limits = (
        (own_edge(player), ruleset.terrain_own_edge_gap, "your own edge"),
        (own_edge(player.opponent), ruleset.terrain_opponent_edge_gap, "the opponent's edge"),
    )
    for edge, name_of_gap, _ in limits:
        need = ruleset.distance(name_of_gap)
        have = template_edge_gap(shape, edge, ruleset.table_size)
        if not at_least(have, need, tol):
            raise RuleViolation(
                "LS1-9.3",
                "the template would lie {have} cm from the {edge} edge; it needs {gap} ({need} cm)",
                have=number(have),
                edge=Term("edge", edge.value),
                gap=name_of_gap,
                need=number(need),
            )
    need = ruleset.distance(ruleset.terrain_gap)
    for other in state.templates:
        laid = template_polygon(state, other)
        if not templates_apart(shape, laid, need, tol):
            have = templates_gap(shape, laid)
            raise RuleViolation(
                "LS1-9.3",
                "the template would lie {have} cm from {card}; it needs {gap} ({need} cm)",
                have=number(have),
                card=Term("card", other.card),
                gap=ruleset.terrain_gap,
                need=number(need),
            )
    return check_payment(state, player, card.cost, taps)


def place_terrain(state: GameState, name: str, at: Point, taps: tuple[int, ...]) -> GameState:
    player = state.active
    card = terrain_card(state, name)
    state = pay(state, player, card.cost, taps)
    camp = state.camp(player)
    left = list(camp.terrain)
    left.remove(name)
    state = state.with_camp(
        player,
        terrain=tuple(left),
        played_terrain=(*camp.played_terrain, name),
        terrain_this_turn=True,
    )
    event = Event.of("terrain", player=player.value, card=name, at=at.label)
    return replace(state, templates=(*state.templates, Template(name, player, at))).logged(event)
