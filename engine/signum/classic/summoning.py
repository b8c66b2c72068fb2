"""Summoning (LS1-8): the base touches its player's own edge, stands at least S from every
enemy creature, overlaps nothing, and counts as activated; at most eight creatures."""

from __future__ import annotations

from dataclasses import replace

from engine.core.errors import RuleViolation, Term
from engine.core.events import Event
from engine.signum.cards import CardType
from engine.signum.classic.cards import CreatureCard
from engine.signum.classic.geometry import (
    Disc,
    at_least,
    at_most,
    edge_gap,
    gap,
    on_table,
    overlapping,
)
from engine.signum.classic.state import Creature, GameState
from engine.signum.classic.table import Player, Point, number, own_edge


def radius_of(state: GameState, card: CreatureCard) -> float:
    return (card.base or state.ruleset.base_diameter) / 2


def check_place(state: GameState, player: Player, card: CreatureCard, at: Point, rule: str) -> None:
    """Raise unless a base of ``card`` may stand at ``at`` touching ``player``'s own edge."""
    ruleset, tol = state.ruleset, state.ruleset.tolerance
    disc = Disc(at, radius_of(state, card))
    if not on_table(disc, ruleset.table_size, tol):
        raise RuleViolation(rule, "a base at {at} would not lie wholly on the table", at=at.label)
    edge = own_edge(player)
    if not at_most(abs(edge_gap(disc, edge, ruleset.table_size)), 0, tol):
        raise RuleViolation(
            rule,
            "a base at {at} would not touch the {edge} edge",
            at=at.label,
            edge=Term("edge", edge.value),
        )
    for other in state.creatures:
        if overlapping(disc, state.disc(other), tol):
            raise RuleViolation(
                rule,
                "a base at {at} would overlap {name} at {other_at}",
                at=at.label,
                name=Term("card", other.card),
                other_at=other.at.label,
            )


def check_summon_place(state: GameState, player: Player, card: CreatureCard, at: Point) -> None:
    """The summoning rules of LS1-8.1, LS1-8.2 and LS1-8.4."""
    ruleset = state.ruleset
    if len(state.creatures_of(player)) >= ruleset.creature_limit:
        raise RuleViolation(
            "LS1-8.4",
            "{player} already has {n} creatures on the Battlefield",
            player=Term("player", player.value),
            n=ruleset.creature_limit,
        )
    check_place(state, player, card, at, "LS1-8.1")
    disc = Disc(at, radius_of(state, card))
    need = ruleset.distance(ruleset.summon_gap)
    for enemy in state.creatures:
        if enemy.owner is player:
            continue
        have = gap(disc, state.disc(enemy))
        if not at_least(have, need, ruleset.tolerance):
            raise RuleViolation(
                "LS1-8.2",
                "a base at {at} would stand {have} cm from {name} at {enemy_at}; "
                "it needs {gap} ({need} cm)",
                at=at.label,
                have=number(have),
                name=Term("card", enemy.card),
                enemy_at=enemy.at.label,
                gap=ruleset.summon_gap,
                need=number(need),
            )


def place_creature(
    state: GameState, player: Player, card: CreatureCard, at: Point, activated: bool = True
) -> tuple[GameState, Creature]:
    """Put a new creature on the table (a summoned one counts as activated, LS1-8.3)."""
    creature = Creature(
        state.next_id, card.name, player, at, armour=card.armour, activated=activated
    )
    event = Event.of(
        "summon" if card.type is not CardType.HERO else "hero",
        creature=creature.id,
        card=card.name,
        player=player.value,
        at=at.label,
    )
    state = replace(state, creatures=(*state.creatures, creature), next_id=state.next_id + 1)
    return state.logged(event), creature
