"""Damage landing on a creature (LS1-14), on the shared arithmetic of ``engine.signum.damage``.

The armour tokens of the hero's relics with Durability absorb first, one token a point,
from the relics its player names point by point; then the creature's own armour tokens;
what is left becomes wounds.
Magic passes every armour token by (LS1-14.4). A relic left with no token is destroyed
(LS1-15.7). Deaths wait until every hit of one attack has landed (LS1-12.7).
"""

from __future__ import annotations

from dataclasses import replace

from engine.core.errors import RuleViolation, Term
from engine.core.events import Event
from engine.signum.cards import CardType, card_name
from engine.signum.classic.creatures import is_hero
from engine.signum.classic.state import Camp, ChooseAbsorb, Creature, Damage, GameState
from engine.signum.classic.table import Player
from engine.signum.damage import Hit, dies, soak


def relics_with_tokens(state: GameState, creature: Creature) -> list[str]:
    if not is_hero(state, creature):
        return []
    return [r.card for r in state.camp(creature.owner).relics if r.tokens > 0]


def relic_points(state: GameState, damage: Damage) -> int:
    """How many points of the hit the hero's relics take: one token a point, as long as
    any relic holds one (LS1-15.6); none of a magical hit."""
    creature = state.find(damage.target)
    if creature is None or damage.magical or not is_hero(state, creature):
        return 0
    tokens = sum(r.tokens for r in state.camp(creature.owner).relics)
    return min(damage.amount, tokens)


def needs_choice(state: GameState, damage: Damage) -> bool:
    """Whether the hero's player must say which relics give up their tokens (LS1-15.6).

    Only when two or more relics hold tokens and the hit neither misses them all nor
    empties them all does the choice change anything.
    """
    creature = state.find(damage.target)
    if creature is None or len(relics_with_tokens(state, creature)) < 2:
        return False
    points = relic_points(state, damage)
    return 0 < points < sum(r.tokens for r in state.camp(creature.owner).relics)


def check_points(state: GameState, damage: Damage, points: tuple[str, ...]) -> None:
    """Raise unless ``points`` names a relic with a token left for each point the relics
    take, one after the other (LS1-15.6, LS1-C.19)."""
    creature = state.creature(damage.target)
    relics = state.camp(creature.owner).relics
    left = [r.tokens for r in relics]
    need = relic_points(state, damage)
    if len(points) != need:
        raise RuleViolation(
            "LS1-15.6",
            "the relics take {n:plural:point|points} of this hit: name one relic for each",
            n=need,
        )
    for number, card in enumerate(points, start=1):
        found = next((i for i, r in enumerate(relics) if r.card == card and left[i] > 0), None)
        if found is None:
            raise RuleViolation(
                "LS1-15.6",
                "{card} has no armour token left for point {number} of the hit",
                card=Term("card", card),
                number=number,
            )
        left[found] -= 1


def points_from_order(state: GameState, damage: Damage, order: tuple[str, ...]) -> tuple[str, ...]:
    """The points of a whole ordering: each relic in turn gives up all its tokens before the
    next gives any (LS1-C.19). Raise unless ``order`` names each relic with tokens once."""
    creature = state.creature(damage.target)
    holding = relics_with_tokens(state, creature)
    if sorted(order) != sorted(holding):
        raise RuleViolation(
            "LS1-C.19",
            "the order must name each relic with armour tokens once: {relics}",
            relics=tuple(card_name(name) for name in holding),
        )
    tokens = {r.card: r.tokens for r in state.camp(creature.owner).relics}
    points: list[str] = []
    for card in order:
        points += [card] * tokens[card]
    return tuple(points[: relic_points(state, damage)])


def points_in_order(state: GameState, order: tuple[str, ...]) -> tuple[str, ...]:
    """The points of a whole ordering for the hit waiting for its relics (see
    :func:`points_from_order`); with no hit waiting, ``order`` as it is, for the rules to
    refuse."""
    decision = state.pending[0] if state.pending else None
    if isinstance(decision, ChooseAbsorb):
        return points_from_order(state, decision.damage, order)
    return order


def splits(state: GameState, damage: Damage) -> list[tuple[str, ...]]:
    """One choice of points for each way of sharing the hit among the relics: how many
    tokens each gives up (in the order the hero wears them)."""
    creature = state.creature(damage.target)
    worn = [(r.card, r.tokens) for r in state.camp(creature.owner).relics if r.tokens > 0]
    found: list[tuple[str, ...]] = []

    def share(index: int, left: int, taken: tuple[str, ...]) -> None:
        if index == len(worn):
            if left == 0:
                found.append(taken)
            return
        card, tokens = worn[index]
        for count in range(min(tokens, left) + 1):
            share(index + 1, left - count, taken + (card,) * count)

    share(0, relic_points(state, damage), ())
    return found


def land(state: GameState, damage: Damage, points: tuple[str, ...] | None = None) -> GameState:
    """One hit lands on its target, if the target is still on the table: the relics' tokens
    named in ``points`` first (by default, each relic in the order the hero wears it), then
    the creature's own armour tokens, then wounds (LS1-14.2, LS1-C.19)."""
    creature = state.find(damage.target)
    if creature is None:
        return state
    camp = state.camp(creature.owner)
    relics = list(camp.relics) if is_hero(state, creature) else []
    if points is None:
        points = sum(((r.card,) * r.tokens for r in relics), ())[: relic_points(state, damage)]
    left = [r.tokens for r in relics]
    emptied: list[int] = []  # the relics in the order their last token goes (LS1-15.7)
    for card in points:
        i = next(i for i, r in enumerate(relics) if r.card == card and left[i] > 0)
        left[i] -= 1
        if left[i] == 0:
            emptied.append(i)
    relics = [replace(r, tokens=tokens) for r, tokens in zip(relics, left, strict=True)]
    result = soak(Hit(damage.amount - len(points), magical=damage.magical), creature.armour)
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
    if points:
        graveyard = camp.graveyard
        for i in emptied:
            graveyard = graveyard.put_on_top(relics[i].card)
            events.append(
                Event.of("relic_destroyed", card=relics[i].card, player=creature.owner.value)
            )
        kept = tuple(r for i, r in enumerate(relics) if i not in emptied)
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
