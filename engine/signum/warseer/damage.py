"""Damage, armour, wounds, healing and elimination in Warseer (LS2-7), on the shared
arithmetic of :mod:`engine.signum.damage`.

A hit that armour can stop (not magical, not "wounds, not damage") is taken first by the
armour tokens of the hero's relics, in the order they were equipped, then by the
creature's own armour tokens; the rest becomes wound tokens, never more than Health
(LS2-7.8). A relic left without tokens is destroyed: it goes to its owner's History
(LS2-1.17). A creature whose wounds reach its Health is eliminated: it leaves the
Battlefield and is appended to ``state.fallen``, where the turn rules take its card to
History and score it (LS2-7.6, LS2-7.7).
"""

from __future__ import annotations

from dataclasses import replace

from engine.core.events import Event
from engine.signum.damage import Hit, dies, soak
from engine.signum.warseer.state import Creature, GameState
from engine.signum.warseer.tokens import TokenKind

# Keywords that forbid healing (LS2-12.23, LS2-12.32, LS2-12.38).
UNHEALABLE = ("Forged", "Resurgent", "Monster")
# Keywords that refuse Poison and Disease tokens (LS2-12.23, LS2-12.38).
UNTAINTED = ("Forged", "Resurgent")
# At most one token of these kinds on a creature (LS2-10.2).
SINGLE = (TokenKind.STUN, TokenKind.POISON, TokenKind.DISEASE)


def _spend_relics(
    state: GameState, creature: Creature, left: tuple[int, ...]
) -> tuple[GameState, list[Event]]:
    """Write the relics' armour tokens back; an emptied relic goes to History."""
    tablet = state.player(creature.owner)
    holding = [relic for relic in tablet.relics if relic.armour > 0]
    kept, history, events = [], tablet.history, []
    spent = dict(zip((relic.card for relic in holding), left, strict=True))
    for relic in tablet.relics:
        if relic.card not in spent:
            kept.append(relic)
        elif spent[relic.card] > 0:
            kept.append(replace(relic, armour=spent[relic.card]))
        else:
            history = history.put_on_top(relic.card)
            events.append(Event.of("relic destroyed", card=relic.card, player=str(creature.owner)))
    return state.with_player(creature.owner, relics=tuple(kept), history=history), events


def deal(
    state: GameState,
    target_id: int,
    amount: int,
    *,
    magical: bool = False,
    wounds_only: bool = False,
) -> GameState:
    """``amount`` damage lands on a creature (nothing if it is gone already or ``amount`` is 0).

    The creature is eliminated at once if its wounds reach its Health.
    """
    creature = state.find(target_id)
    if creature is None or amount <= 0:
        return state
    hit = Hit(amount, magical=magical, wounds_only=wounds_only)
    relics = (
        tuple(r.armour for r in state.player(creature.owner).relics if r.armour > 0)
        if creature.is_hero
        else ()
    )
    result = soak(hit, creature.armour, relics)
    wounds = min(creature.wounds + result.wounds, creature.health)
    events = []
    if relics and result.relic_tokens != relics:
        state, events = _spend_relics(state, creature, result.relic_tokens)
    hurt = creature.with_tokens(wounds=wounds, armour=result.armour)
    state = state.with_creature(hurt).logged(
        Event.of(
            "damage",
            creature=creature.id,
            amount=amount,
            wounds=wounds - creature.wounds,
            magical=int(magical),
        ),
        *events,
    )
    if dies(hurt.wounds, hurt.health):
        state = eliminate(state, hurt)
    return state


def eliminate(state: GameState, creature: Creature) -> GameState:
    """The creature leaves the Battlefield; the turn rules take it from ``state.fallen``."""
    state = state.without_creature(creature.id)
    state = replace(state, fallen=(*state.fallen, creature))
    return state.logged(
        Event.of(
            "eliminated",
            creature=creature.id,
            card=creature.name,
            player=str(creature.owner),
            kind=str(creature.kind),
        )
    )


def can_be_healed(creature: Creature) -> bool:
    return not any(creature.has(word) for word in UNHEALABLE)


def heal(state: GameState, creature_id: int, amount: int) -> GameState:
    """Remove up to ``amount`` wound tokens (LS2-7.9), unless the creature cannot be healed."""
    creature = state.find(creature_id)
    if creature is None or amount <= 0 or not can_be_healed(creature) or not creature.wounds:
        return state
    healed = min(amount, creature.wounds)
    state = state.with_creature(creature.with_tokens(wounds=creature.wounds - healed))
    return state.logged(Event.of("healed", creature=creature.id, amount=healed))


def can_take(creature: Creature, kind: TokenKind) -> bool:
    """Whether a token of ``kind`` may be placed on the creature now (LS2-10.2)."""
    if kind in SINGLE and creature.tokens.count(kind) >= 1:
        return False
    tainted = kind in (TokenKind.POISON, TokenKind.DISEASE)
    return not (tainted and any(creature.has(word) for word in UNTAINTED))


def add_token(state: GameState, creature_id: int, kind: TokenKind) -> GameState:
    """One token of ``kind`` on the creature, unless it cannot take one (nothing happens)."""
    creature = state.find(creature_id)
    if creature is None or not can_take(creature, kind):
        return state
    state = state.with_creature(creature.plus(kind))
    return state.logged(Event.of("token", creature=creature.id, kind=str(kind)))
