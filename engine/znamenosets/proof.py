"""Checked random play: every action through the rules oracle, every state through the invariants.

One implementation for the proof tests and the soak command (``python -m
benchmarks.soak``). What a :class:`Plan` checks:

- **every action played** passes the rules oracle (:func:`oracle.check_action`:
  postconditions written from the rule text, never read back from the
  generator) and the step invariants (:func:`invariants.check_step`);
- **every state**: the state invariants; ``legal_actions`` is empty exactly
  when the game is over, never lists an action twice; ``sample`` more listed
  actions (chosen at random) are applied, through the oracle too; ``probes``
  random, mostly illegal actions are refused with a ``ZN-`` rule unless listed,
  and leave the state as it was;
- every ``apply_all_every``-th turn (0: never): *all* listed actions applied,
  each through the oracle;
- every ``twin_every``-th state: the bitboard twin lists the same actions and
  plays the chosen one to the same position;
- every ``oracle_every``-th state, the heavier oracle: the listed actions are
  exactly those the rule text allows (:func:`oracle.check_complete`), and
  their number does not change on the mirrored or colour-swapped board
  (:func:`oracle.check_symmetry`);
- every ``text_every``-th state and the last: the snapshot goes through JSON
  text and back byte for byte (:func:`invariants.check_snapshot`).

>>> tally = Tally()
>>> final = checked_game(1, Plan(apply_all_every=1, probes=2, oracle_every=5), tally)
>>> final.phase.value, tally.games, tally.applied == tally.listed
('over', 1, True)
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from engine.core.dice import SeededDice
from engine.core.errors import RuleViolation
from engine.core.proof import InvariantError, check_refusal, require
from engine.core.proof import Tally as CoreTally
from engine.znamenosets.actions import Action
from engine.znamenosets.deployment import new_game
from engine.znamenosets.fast import count_actions, pack, packed_actions, play, to_action
from engine.znamenosets.game import apply, legal_actions
from engine.znamenosets.invariants import check_dealt, check_snapshot, check_state, check_step
from engine.znamenosets.oracle import check_action, check_complete, check_symmetry
from engine.znamenosets.probes import random_action
from engine.znamenosets.state import GameState, Phase
from engine.znamenosets.victory import remaining_health


@dataclass(frozen=True)
class Plan:
    """How hard each state is checked (see the module docstring)."""

    apply_all_every: int = 0
    sample: int = 0
    probes: int = 1
    twin_every: int = 10
    oracle_every: int = 50
    text_every: int = 50


@dataclass
class Tally(CoreTally):
    """What a run checked: games, states, actions listed and applied, probes refused."""

    LARGEST = ("longest",)

    oracle_actions: int = 0
    twin: int = 0
    oracle: int = 0
    plies: int = 0
    longest: int = 0

    @property
    def applied_fraction(self) -> float:
        """The share of listed actions (over all states) that were really applied."""
        return self.applied / self.listed if self.listed else 1.0


def applied(state: GameState, action: Action, tally: Tally) -> GameState:
    """``apply``, then the oracle and the step invariants on what it did."""
    after = apply(state, action)
    check_action(state, action, after)
    check_state(after)
    check_step(state, after)
    tally.oracle_actions += 1
    return after


def _fingerprint(state: GameState) -> tuple[object, ...]:
    """Everything a state holds, as plain values: equal before and after a refusal."""
    return (
        tuple(state.board.items()),
        state.to_move,
        state.phase,
        state.line_bonus,
        tuple(state.bearers_lost.items()),
        state.winner,
        state.drawn,
        state.turn,
        state.log,
    )


def _probe(state: GameState, rng: random.Random, listed: set[Action], tally: Tally) -> None:
    """An unlisted action raises RuleViolation naming a rule; a listed one applies."""
    action = random_action(rng, state)
    tally.probes += 1
    if action in listed:
        return
    try:
        apply(state, action)
    except RuleViolation as refusal:
        check_refusal(refusal, "ZN-")
        tally.refused += 1
        return
    raise InvariantError(f"{action} is not listed but was applied")


def check_actions(
    state: GameState, rng: random.Random, apply_all: bool, plan: Plan, tally: Tally
) -> list[Action]:
    """The legal-action contract at one state; returns the listed actions."""
    actions = legal_actions(state)
    tally.states += 1
    if plan.oracle_every and tally.states % plan.oracle_every == 0:
        check_complete(state, actions)
        check_symmetry(state)
        tally.oracle += 1
    if state.phase is Phase.OVER:
        require(actions == [], "a finished game still lists actions")
        return actions
    require(bool(actions), f"no legal action in the {state.phase} phase")
    listed = set(actions)
    require(len(listed) == len(actions), "an action is listed twice")
    indices = range(len(actions))
    chosen = indices if apply_all else rng.sample(indices, min(plan.sample, len(actions)))
    for i in chosen:
        applied(state, actions[i], tally)
    tally.listed += len(actions)
    tally.applied += len(chosen)
    if plan.probes:
        raw = _fingerprint(state)
        for _ in range(plan.probes):
            _probe(state, rng, listed, tally)
        require(_fingerprint(state) == raw, "a refused action changed the state")
    return actions


def _twin_agrees(state: GameState, actions: list[Action], chosen: int, after: GameState) -> None:
    packed = pack(state)
    twin = packed_actions(packed)
    require(
        [to_action(a) for a in twin] == actions and count_actions(packed) == len(actions),
        "the bitboard twin lists other actions",
    )
    if twin:
        require(play(packed, twin[chosen]) == pack(after), "the twin plays otherwise")


def play_checked(
    state: GameState,
    dice: SeededDice,
    rng: random.Random,
    plan: Plan,
    tally: Tally,
    *,
    dealt: bool,
    max_plies: int | None = None,
) -> GameState:
    """Play random legal actions from ``state``, checking every state on the way."""
    budget = remaining_health(state)
    start, ply = state.turn, 0
    while True:
        try:
            check_state(state)
            if dealt:
                check_dealt(state)
            require(state.turn - start <= budget, "more turns than hearts on the board")
            full = bool(plan.apply_all_every) and state.turn % plan.apply_all_every == 0
            actions = check_actions(state, rng, full, plan, tally)
            if not actions or (plan.text_every and ply % plan.text_every == 0):
                check_snapshot(state)
            if not actions or (max_plies is not None and ply >= max_plies):
                break
            chosen = dice.choice(range(len(actions)))
            following = applied(state, actions[chosen], tally)
            if plan.twin_every and ply % plan.twin_every == 0:
                _twin_agrees(state, actions, chosen, following)
                tally.twin += 1
        except Exception as error:
            error.add_note(f"ply {ply}, turn {state.turn}, {state.to_move} {state.phase}")
            raise
        state, ply = following, ply + 1
    tally.plies += ply
    tally.longest = max(tally.longest, state.turn)
    if state.phase is Phase.OVER:
        tally.games += 1
        tally.results["draw" if state.drawn else str(state.winner)] += 1
    return state


def checked_game(seed: int, plan: Plan, tally: Tally) -> GameState:
    """Deal game ``seed`` from full armies and play it to the end, checked."""
    dice = SeededDice(seed)
    try:
        state = new_game(dice)
        return play_checked(state, dice, random.Random(-1 - seed), plan, tally, dealt=True)
    except Exception as error:
        error.add_note(f"game seed {seed}")
        raise
