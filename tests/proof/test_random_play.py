"""Random play with invariants: 1,000 seeded games to the end, every state checked.

Game ``seed`` is dealt and played with ``SeededDice(seed)`` (see
``engine.znamenosets.proof.checked_game``); the checks are
``engine.znamenosets.proof`` and ``engine.znamenosets.invariants``, the same
code ``python -m benchmarks.soak`` runs. At every state of every game:

- invariants: wounds in [0, health), strength >= 0, every warrior on the board,
  one per cell; the phase agrees with bonus and result; for these dealt games
  the lost standard-bearers match the board and ``turn <= max_game_turns``;
- ``legal_actions`` is non-empty until the game is over (empty then), has no
  duplicates and equals the bitboard twin's list and count;
- ``PROBES`` random, mostly near-legal actions not on the list raise
  ``RuleViolation`` naming a ZN- rule; the snapshot is unchanged afterwards
  (equal snapshot dicts, hence byte-identical ``json.dumps(..., sort_keys=True)``);
- ``restore(snapshot(state))`` snapshots the same; every ``TEXT_EVERY``-th
  state and the last also go through JSON text byte for byte and compare equal;
- the action played: the log only grows, the warrior count falls only by the
  kill/remove events it records, a finished turn costs the board health, and
  the twin's ``play`` reaches the same position.

Listed actions applied: *all* of them at every state of turns 5, 10, 15, ...
(``APPLY_ALL_EVERY``; movement, attack and removal states alike) and ``SAMPLE``
random ones at every other state; each result passes the state and step
invariants. Over games 0-999 that is 23% of all (state, listed action) pairs
(``python -m benchmarks.soak --games 1000`` prints the figure); each chunk
asserts at least ``MIN_APPLIED``. At game end the result follows the victory
rule (``invariants.check_result``: bearers lost, else ruling ZN-C.16).

The Hypothesis test runs the same checks from arbitrary positions, where the
last-warrior ruling and odd phases happen, applying every listed action.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from support import strategies

from engine.znamenosets import (
    Cell,
    Phase,
    SeededDice,
    Side,
    Warrior,
    position,
)
from engine.znamenosets.proof import Plan, Tally, checked_game, play_checked

GAMES = 1000
CHUNK = 20
APPLY_ALL_EVERY = 5
SAMPLE = 2
PROBES = 6
TEXT_EVERY = 20
MIN_APPLIED = 0.15
PLAN = Plan(apply_all_every=APPLY_ALL_EVERY, sample=SAMPLE, probes=PROBES, text_every=TEXT_EVERY)


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
    assert tally.applied_fraction >= MIN_APPLIED, tally
    assert tally.refused > 0.8 * tally.probes  # the probes are mostly illegal, as meant


boards = strategies.boards(max_size=24)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    board=boards,
    to_move=st.sampled_from(list(Side)),
    phase=st.sampled_from([Phase.MOVEMENT, Phase.ATTACK, Phase.REMOVAL]),
    bonus=st.booleans(),
    lost=st.tuples(st.integers(0, 2), st.integers(0, 2)),
    seed=st.integers(0, 2**32),
)
def test_arbitrary_positions_keep_the_contract(
    board: dict[Cell, Warrior],
    to_move: Side,
    phase: Phase,
    bonus: bool,
    lost: tuple[int, int],
    seed: int,
) -> None:
    rng = random.Random(seed)
    own = sorted(cell for cell, w in board.items() if w.side is to_move)
    line = own[: rng.randint(0, 3)] if bonus and phase is Phase.ATTACK else []
    state = position(
        board,
        to_move=to_move,
        phase=phase,
        line_bonus=line,
        bearers_lost={Side.BLUE: lost[0], Side.GREEN: lost[1]},
    )
    plan = Plan(apply_all_every=1, probes=4, text_every=1)
    play_checked(state, SeededDice(seed), rng, plan, Tally(), dealt=False, max_plies=8)
