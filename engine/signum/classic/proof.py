"""Checked random play of the classic edition: every action through the rules oracle,
every state through the invariants. One implementation for the proof tests and the
benchmarks; the loop is both editions' (:mod:`engine.signum.proof`).

What it checks at each state: the invariants (:mod:`invariants`), that the Battle Deck
cards are conserved across the zones, what :mod:`engine.signum.proof` checks of every
state, and what ``legal_actions`` offers against what the rules allow (:mod:`offered`).
Its probes are random actions or listed ones moved a little (:mod:`probes`): the table
is continuous, so an unlisted action may be legal, and the oracle then judges it.

>>> tally = Tally()
>>> final = checked_game(1, Plan(max_turns=4), tally)
>>> tally.games, tally.applied > 10
(1, True)
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass

from engine.core.dice import SeededDice
from engine.signum.classic.actions import Action, Equip
from engine.signum.classic.game import apply, legal_actions
from engine.signum.classic.invariants import check_cards, check_state
from engine.signum.classic.offered import check_offered
from engine.signum.classic.oracle import check_action
from engine.signum.classic.probes import near_action, random_action
from engine.signum.classic.sample import DECKS, sample_game
from engine.signum.classic.snapshot import snapshot
from engine.signum.classic.state import GameState
from engine.signum.proof import Checks, Tally, play_checked
from engine.signum.proof import Plan as SignumPlan

__all__ = ["Plan", "Tally", "checked_game"]


@dataclass(frozen=True)
class Plan(SignumPlan):
    max_turns: int = 8
    text_every: int = 25


def _probe(rng: random.Random, state: GameState, actions: list[Action]) -> Action:
    """A random action, or a listed one moved a little (see :func:`probes.near_action`)."""
    near = rng.random() < 0.5
    return near_action(rng, rng.choice(actions)) if near else random_action(rng, state)


EAGER = {"Fight": 40, "Shoot": 40, "Summon": 6, "Equip": 4, "CastSpell": 4, "EndTurn": 1}


def weight(action: Action) -> int:
    if isinstance(action, Equip) and action.replaces is not None:
        return 40  # a replacement is rare: make the long games reach it
    return EAGER.get(type(action).__name__, 3)


CHECKS = Checks(
    prefix="LS1-",
    legal_actions=legal_actions,
    apply=apply,
    check_action=check_action,
    check_state=check_state,
    check_cards=lambda state: check_cards(state, DECKS),
    check_offered=check_offered,
    text=lambda state: json.dumps(snapshot(state), sort_keys=True),
    probe=_probe,
    weight=weight,
)


def checked_game(seed: int, plan: Plan, tally: Tally) -> GameState:
    """Deal game ``seed`` of the sample and play it, checked, for ``plan.max_turns`` turns."""
    dice, rng = SeededDice(seed), random.Random(-1 - seed)
    state = sample_game(dice)
    try:
        return play_checked(state, dice, rng, plan, CHECKS, tally)
    except Exception as error:
        error.add_note(f"game seed {seed}")
        raise
