"""Checked random play: every action through the rules oracle, every state through the
invariants. One implementation for the proof tests and the benchmarks.

What a :class:`Plan` checks at each state: the invariants (:mod:`invariants`), that the
Battle Deck cards are conserved across the zones, that ``legal_actions`` is empty exactly
when the game is over, never lists an action twice, and offers what the rules allow
(:mod:`offered`); ``sample`` more listed actions
are applied, through the oracle too; ``probes`` random, mostly illegal actions are refused
with an ``LS1-`` rule and leave the state exactly as it was (its snapshot is compared
every ``text_every``-th state), or, being legal after all (a path nobody listed), go
through the oracle like any applied action; the chosen action goes through ``apply`` and
the oracle.

>>> tally = Tally()
>>> final = checked_game(1, Plan(max_turns=4), tally)
>>> tally.games, tally.applied > 10
(1, True)
"""

from __future__ import annotations

import json
import random
from collections import Counter
from dataclasses import dataclass, field, fields

from engine.core.dice import SeededDice
from engine.core.errors import RuleViolation
from engine.signum.classic.actions import Action, Equip
from engine.signum.classic.game import apply, legal_actions
from engine.signum.classic.invariants import InvariantError, check_cards, check_state
from engine.signum.classic.offered import check_offered
from engine.signum.classic.oracle import check_action
from engine.signum.classic.probes import near_action, random_action
from engine.signum.classic.sample import DECKS, sample_game
from engine.signum.classic.snapshot import snapshot
from engine.signum.classic.state import GameState


@dataclass(frozen=True)
class Plan:
    """How long a game runs and how hard each state is checked (see the module docstring)."""

    max_turns: int = 8
    aggressive: bool = False  # prefer fights and shots, so that long games reach their end
    sample: int = 0
    probes: int = 1
    text_every: int = 25


@dataclass
class Tally:
    games: int = 0
    finished: int = 0
    states: int = 0
    listed: int = 0
    applied: int = 0
    probes: int = 0
    refused: int = 0
    accepted: int = 0  # probes that were legal moves, summons... (checked by the oracle)
    kinds: Counter[str] = field(default_factory=Counter)
    events: Counter[str] = field(default_factory=Counter)  # what happened, by event name
    results: Counter[str] = field(default_factory=Counter)

    def merge(self, other: Tally) -> None:
        for item in fields(self):
            if item.name in ("kinds", "events", "results"):
                getattr(self, item.name).update(getattr(other, item.name))
            else:
                setattr(self, item.name, getattr(self, item.name) + getattr(other, item.name))


def _require(condition: object, message: str) -> None:
    if not condition:
        raise InvariantError(message)


def applied(state: GameState, action: Action, dice: SeededDice, tally: Tally) -> GameState:
    """``apply``, then the oracle on what it did and the invariants on where it went."""
    after = apply(state, action, dice)
    check_action(state, action, after)
    check_state(after)
    check_cards(after, DECKS)
    tally.applied += 1
    tally.kinds[type(action).__name__] += 1
    return after


def _frozen(state: GameState) -> str:
    return json.dumps(snapshot(state), sort_keys=True)


def _probe(
    state: GameState, rng: random.Random, actions: list[Action], listed: set[Action], tally: Tally
) -> None:
    """A random action, or a listed one moved a little (see :func:`probes.near_action`)."""
    near = rng.random() < 0.5
    action = near_action(rng, rng.choice(actions)) if near else random_action(rng, state)
    tally.probes += 1
    if action in listed:
        return
    try:
        after = apply(state, action, SeededDice(rng.randrange(1 << 30)))
    except RuleViolation as refusal:
        _require(
            refusal.rule_id.startswith("LS1-") and refusal.reason,
            f"a refusal names no rule: {refusal!r}",
        )
        tally.refused += 1
    except (KeyError, ValueError, TypeError, AssertionError) as error:
        raise InvariantError(
            f"{action} crashed the engine instead of being refused: {error!r}"
        ) from error
    else:  # the table is continuous: an unlisted action may be legal, and the rules judge it
        check_action(state, action, after)
        check_state(after)
        check_cards(after, DECKS)
        tally.accepted += 1


EAGER = {"Fight": 40, "Shoot": 40, "Summon": 6, "Equip": 4, "CastSpell": 4, "EndTurn": 1}


def weight(action: Action) -> int:
    if isinstance(action, Equip) and action.replaces is not None:
        return 40  # a replacement is rare: make the long games reach it
    return EAGER.get(type(action).__name__, 3)


def choose(actions: list[Action], dice: SeededDice, aggressive: bool) -> Action:
    """A uniform choice, or one weighted by kind towards combat (still seeded)."""
    if not aggressive:
        return dice.choice(actions)
    weights = [weight(action) for action in actions]
    pick = dice.choice(range(sum(weights)))
    for action, share in zip(actions, weights, strict=True):
        pick -= share
        if pick < 0:
            return action
    raise AssertionError("unreachable")


def checked_game(seed: int, plan: Plan, tally: Tally) -> GameState:
    """Deal game ``seed`` of the sample and play it, checked, for ``plan.max_turns`` turns."""
    dice, rng = SeededDice(seed), random.Random(-1 - seed)
    state = sample_game(dice)
    ply = 0
    try:
        while not state.is_over and state.turn <= plan.max_turns:
            check_state(state)
            actions = legal_actions(state)
            tally.states += 1
            _require(actions, f"no legal action in the {state.phase} phase")
            listed = set(actions)
            _require(len(listed) == len(actions), "an action is listed twice")
            tally.listed += len(actions)
            check_offered(state, actions)
            for action in rng.sample(actions, min(plan.sample, len(actions))):
                applied(state, action, SeededDice(rng.randrange(1 << 30)), tally)
            if plan.probes:
                text = _frozen(state) if plan.text_every and ply % plan.text_every == 0 else None
                for _ in range(plan.probes):
                    _probe(state, rng, actions, listed, tally)
                if text is not None:
                    _require(_frozen(state) == text, "a refused action changed the state")
            state = applied(state, choose(actions, dice, plan.aggressive), dice, tally)
            ply += 1
    except Exception as error:
        error.add_note(f"game seed {seed}, ply {ply}, turn {state.turn}, {state.phase}")
        raise
    tally.games += 1
    tally.events.update(event.name for event in state.log)
    if state.is_over:
        tally.finished += 1
        tally.results["draw" if state.drawn else str(state.winner)] += 1
    else:
        _require(legal_actions(state), "an open game lists no action")
    return state
