"""Random play under the rules oracle: 1,000 seeded games to the end, every action checked.

Game ``seed`` is dealt and played with ``SeededDice(seed)`` (see
``engine.znamenosets.proof.checked_game``); the checks are
``engine.znamenosets.oracle`` (the rules, restated from the rule text),
``engine.znamenosets.invariants`` (bookkeeping) and ``engine.znamenosets.proof``,
the same code ``python -m benchmarks.soak`` runs.

- **The oracle, on every action played**: a move's path is orthogonal, through free cells, within range; a line
  is a line and moves 1-3 cells through free cells; only the moved warriors
  change cells, and no wound or count changes; an attack keeps to its pattern
  and passes the strength test; exactly the damage the rules give is dealt, the
  dead leave, lost standard-bearers are counted; the line bonus is exactly the
  moved line; the phase and side order hold; a removal comes only when the side
  could not move or could not attack; the result follows ZN-10 and rulings
  ZN-C.12, C.16, C.17.
- **The oracle, on every ``ORACLE_EVERY``-th state**: the listed actions are
  exactly those the rule text allows, and their number is the same on the
  board mirrored left to right and turned round with the colours swapped.
- **Contract and bookkeeping, on every state**: ``legal_actions`` is empty
  exactly when the game is over; every ``TWIN_EVERY``-th state it equals the
  bitboard twin's list, and the twin plays to the same position; ``PROBES``
  random, mostly near-legal actions not on the list raise ``RuleViolation``
  naming a ZN- rule and leave the state as it was; snapshots round-trip; the
  log only grows; warriors leave only through kill/remove events.

The soak command goes further (``python -m benchmarks.soak --thorough``
applies every listed action at every state, each through the oracle).

The Hypothesis test runs the same checks from arbitrary accepted positions,
where the last-warrior rulings and odd phases happen, applying every listed
action.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from support import strategies

from engine.znamenosets import GameState, SeededDice
from engine.znamenosets.proof import Plan, Tally, checked_game, play_checked

GAMES = 1000
CHUNK = 20
PROBES = 1
TWIN_EVERY = 10
ORACLE_EVERY = 50
TEXT_EVERY = 50
PLAN = Plan(probes=PROBES, twin_every=TWIN_EVERY, oracle_every=ORACLE_EVERY, text_every=TEXT_EVERY)


def test_the_soak_command_checks_as_hard() -> None:
    """``python -m benchmarks.soak`` uses ``Plan()``: the same plan as here."""
    assert Plan() == PLAN


@pytest.mark.parametrize("first", range(0, GAMES, CHUNK))
def test_random_games(first: int) -> None:
    tally = Tally()
    for seed in range(first, first + CHUNK):
        checked_game(seed, PLAN, tally)
    assert tally.games == CHUNK
    assert tally.states == tally.plies + CHUNK  # every state, including each final one
    assert tally.oracle_actions == tally.plies  # the oracle saw every action played
    assert tally.refused > 0.8 * tally.probes  # the probes are mostly illegal, as meant
    assert tally.oracle == tally.states // ORACLE_EVERY
    assert tally.twin >= tally.plies // TWIN_EVERY


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(state=strategies.positions(max_size=24), seed=st.integers(0, 2**32))
def test_arbitrary_positions_keep_the_contract(state: GameState, seed: int) -> None:
    rng = random.Random(seed)
    plan = Plan(apply_all_every=1, probes=2, twin_every=1, oracle_every=1, text_every=1)
    play_checked(state, SeededDice(seed), rng, plan, Tally(), dealt=False, max_plies=4)
