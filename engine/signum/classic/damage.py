"""Damage landing on a creature (LS1-14), on the shared arithmetic of ``engine.signum.damage``.

The armour tokens of the hero's relics with Durability absorb first, in the order its
player chose; then the creature's own armour tokens; what is left becomes wounds.
Magic passes every armour token by (LS1-14.4). A relic left with no token is destroyed
(LS1-15.7). Deaths wait until every hit of one attack has landed (LS1-12.7).
"""

from __future__ import annotations

from dataclasses import replace

from engine.core.errors import RuleViolation
from engine.core.events import Event
from engine.signum.cards import CardType
from engine.signum.classic.creatures import is_hero
from engine.signum.classic.state import Camp, Creature, Damage, GameState
from engine.signum.classic.table import Player
from engine.signum.damage import Hit, dies, soak


def relics_with_tokens(state: GameState, creature: Creature) -> list[str]:
    if not is_hero(state, creature):
        return []
    return [r.card for r in state.camp(creature.owner).relics if r.tokens > 0]


def needs_order(state: GameState, damage: Damage) -> bool:
    """Whether the hero's player must say which relics absorb first (LS1-15.6).

    Only when two or more relics hold tokens and the hit neither misses them all nor
    empties them all does the order change anything.
    """
    creature = state.find(damage.target)
    if creature is None or damage.magical or damage.amount == 0:
        return False
    holding = relics_with_tokens(state, creature)
    if len(holding) < 2:
        return False
    camp = state.camp(creature.owner)
    total = sum(r.tokens for r in camp.relics)
    return damage.amount < total


def check_order(state: GameState, damage: Damage, order: tuple[str, ...]) -> None:
    creature = state.creature(damage.target)
    holding = relics_with_tokens(state, creature)
    if sorted(order) != sorted(holding):
        raise RuleViolation(
            "LS1-15.6",
            "the order must name each relic with armour tokens once: {relics}",
            relics=", ".join(holding),
        )


def land(state: GameState, damage: Damage, order: tuple[str, ...] | None = None) -> GameState:
    """One hit lands on its target, if the target is still on the table."""
    creature = state.find(damage.target)
    if creature is None:
        return state
    camp = state.camp(creature.owner)
    relics = list(camp.relics) if is_hero(state, creature) else []
    holding = [i for i, r in enumerate(relics) if r.tokens > 0]
    if order is not None:
        holding.sort(key=lambda i: order.index(relics[i].card))
    result = soak(
        Hit(damage.amount, magical=damage.magical),
        creature.armour,
        [relics[i].tokens for i in holding],
    )
    health = state.card_of(creature).health
    wounds = min(creature.wounds + result.wounds, health)
    state = state.with_creature(replace(creature, wounds=wounds, armour=result.armour))
    events = [
        Event.of(
            "damage",
            target=creature.id,
            amount=damage.amount,
            wounds=wounds - creature.wounds,
            magical=int(damage.magical),
        )
    ]
    if holding:
        for i, tokens in zip(holding, result.relic_tokens, strict=True):
            relics[i] = replace(relics[i], tokens=tokens)
        spent = [relics[i] for i in holding if relics[i].tokens == 0]
        kept = tuple(r for r in relics if r not in spent)
        graveyard = camp.graveyard
        for relic in spent:
            graveyard = graveyard.put_on_top(relic.card)
            events.append(Event.of("relic_destroyed", card=relic.card, player=creature.owner.value))
        state = state.with_camp(creature.owner, relics=kept, graveyard=graveyard)
    return state.logged(*events)


def dead(state: GameState) -> list[Creature]:
    """The creatures whose wounds have reached their health (LS1-14.3)."""
    return [c for c in state.creatures if dies(c.wounds, state.card_of(c).health)]


def remove(state: GameState, creature: Creature, to_hand: bool = False) -> GameState:
    """Take a creature off the table: a character's card to the Graveyard (or the hand),
    a minion's card stays beside the hero (LS1-14.3); lasting spells on it end (LS1-16.2)."""
    state = state.without_creature(creature.id)
    kind = state.card_of(creature).type
    camp = state.camp(creature.owner)
    if kind is CardType.CHARACTER:
        if to_hand:
            state = state.with_camp(creature.owner, hand=camp.hand.put_on_bottom(creature.card))
        else:
            state = state.with_camp(
                creature.owner, graveyard=camp.graveyard.put_on_top(creature.card)
            )
    if kind is CardType.HERO:
        state = state.with_camp(creature.owner, relics=())
        state = _relics_to_graveyard(state, creature, camp)
    for player in state.camps:
        ended = [s for s in state.camp(player).lasting if s.target == creature.id]
        if ended:
            owner = state.camp(player)
            graveyard = owner.graveyard
            for spell in ended:
                graveyard = graveyard.put_on_top(spell.card)
            state = state.with_camp(
                player,
                lasting=tuple(s for s in owner.lasting if s.target != creature.id),
                graveyard=graveyard,
            )
    return state


def _relics_to_graveyard(state: GameState, hero: Creature, camp: Camp) -> GameState:
    graveyard = state.camp(hero.owner).graveyard
    for relic in camp.relics:
        graveyard = graveyard.put_on_top(relic.card)
    return state.with_camp(hero.owner, graveyard=graveyard)


def bury_dead(state: GameState) -> tuple[GameState, list[Player]]:
    """Remove every creature that died, all at once (LS1-12.7, LS1-14.3); whose heroes fell."""
    heroes = []
    for creature in dead(state):
        if is_hero(state, creature):
            heroes.append(creature.owner)
        state = remove(state, creature).logged(
            Event.of("death", creature=creature.id, card=creature.card, player=creature.owner.value)
        )
    return state, heroes
