"""Damage landing one hit at a time, the decisions it may ask for, and what follows it.

An attack's hits wait in :attr:`GameState.resolving`. Each lands in turn; a hit on a hero
whose relics' order matters waits for its player's :class:`ChooseAbsorb`. Once all have
landed, the dead leave the table together (LS1-12.7), the game may end (LS1-18), and the
attack's continuation runs: the rest of a move, the end of an activation.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from engine.core.dice import Dice
from engine.core.events import Event
from engine.signum.classic.backstab import backstab
from engine.signum.classic.cards import RelicClass
from engine.signum.classic.creatures import contacts, is_hero
from engine.signum.classic.damage import bury_dead, land, needs_choice
from engine.signum.classic.relics import use_weapon
from engine.signum.classic.state import (
    AfterBackstab,
    AfterEffect,
    AfterMelee,
    AfterShot,
    AfterStop,
    ChooseAbsorb,
    ChooseSplit,
    Continuation,
    Damage,
    GameState,
    Resolving,
)
from engine.signum.classic.victory import settle_victory


def resolve(
    state: GameState, damages: Sequence[Damage], then: Continuation, dice: Dice
) -> GameState:
    return proceed(replace(state, resolving=Resolving(tuple(damages), then)), dice)


def proceed(state: GameState, dice: Dice) -> GameState:
    """Land hits until one needs a decision, or all have landed."""
    while state.resolving is not None and state.resolving.damage:
        hit, *rest = state.resolving.damage
        if needs_choice(state, hit):
            return replace(state, pending=(ChooseAbsorb(hit), *state.pending))
        state = replace(land(state, hit), resolving=replace(state.resolving, damage=tuple(rest)))
    return finish(state, dice)


def absorb(state: GameState, points: tuple[str, ...], dice: Dice) -> GameState:
    """The hero's player named the relics: the waiting hit lands, and the rest go on."""
    decision = state.pending[0]
    assert isinstance(decision, ChooseAbsorb) and state.resolving is not None
    state = replace(land(state, decision.damage, points), pending=state.pending[1:])
    state = replace(state, resolving=replace(state.resolving, damage=state.resolving.damage[1:]))
    return proceed(state, dice)


def finish(state: GameState, dice: Dice) -> GameState:
    assert state.resolving is not None
    then = state.resolving.then
    state, fallen = bury_dead(replace(state, resolving=None))
    state = settle_victory(state, fallen)
    if state.is_over:
        return state
    return tidy(after(state, then, dice))


def after(state: GameState, then: Continuation, dice: Dice) -> GameState:
    if isinstance(then, AfterMelee):
        melee = then.melee
        named = {melee.attacker: melee.attacker_weapon, melee.defender: melee.defender_weapon}
        for creature_id in then.armed:
            creature = state.find(creature_id)
            if creature is not None:
                weapon = named.get(creature_id)
                state = use_weapon(state, creature, RelicClass.MELEE_WEAPON, weapon)
        return replace(state, current=None)
    if isinstance(then, AfterBackstab):
        return walk_on(state, then, dice)
    if isinstance(then, AfterStop):
        return stop(state, then)
    if isinstance(then, AfterShot):
        shooter = state.find(then.shooter)
        own = state.card_of(shooter).shooting if shooter is not None else None
        if shooter is not None and is_hero(state, shooter) and (then.weapon or not own):
            state = use_weapon(state, shooter, RelicClass.RANGED_WEAPON, then.weapon)
        return replace(state, current=None)
    assert isinstance(then, AfterEffect)
    return state


def walk_on(state: GameState, then: AfterBackstab, dice: Dice) -> GameState:
    """The mover survived the Backstabs of leaving contact: it walks, and a runner that
    ran into contact is Backstabbed by the enemies it touches (LS1-11.3)."""
    mover = state.find(then.mover)
    if mover is None:
        return replace(state, current=None)
    before = {e.id for e in contacts(state, mover)}
    moved = mover.moved_to(then.path[-1])
    state = state.with_creature(moved).logged(
        Event.of(
            "run" if then.run else "move",
            creature=mover.id,
            path=" ".join(p.label for p in then.path),
        )
    )
    if then.run:
        strikers = [e for e in contacts(state, moved) if e.id not in before]
        if strikers:
            damages, events = backstab(state, moved, strikers, dice)
            return resolve(state.logged(*events), damages, AfterStop(moved.id, True), dice)
    return stop(state, AfterStop(moved.id, then.run))


def stop(state: GameState, then: AfterStop) -> GameState:
    """A walker that ends in contact may still fight; any other activation is over."""
    mover = state.find(then.mover)
    if mover is None or then.run or not contacts(state, mover):
        return replace(state, current=None)
    return replace(state, current=mover.id)


def tidy(state: GameState) -> GameState:
    """Drop the decisions about creatures that are gone (a melee whose fighter died)."""
    kept = []
    for decision in state.pending:
        if isinstance(decision, ChooseSplit):
            melee = decision.melee
            if state.find(melee.attacker) is None or state.find(melee.defender) is None:
                continue
        kept.append(decision)
    return replace(state, pending=tuple(kept))
