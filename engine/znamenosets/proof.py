"""Checked random play: every state of a game goes through the invariants.

One implementation for the proof tests and the soak command. At *every* state:

- the invariants of :mod:`invariants` hold (board, phase, result; for dealt
  games the bearer count and the turn bound);
- ``legal_actions`` is empty exactly when the game is over, has no duplicates,
  and equals, action for action, the bitboard twin's list and count;
- listed actions apply: all of them at every state of every
  ``apply_all_every``-th turn (movement, attack and removal alike), ``sample``
  of them (chosen at random) at the others; each result passes the state and
  step invariants;
- ``probes`` random actions raise ``RuleViolation`` naming a ``ZN-`` rule
  unless listed (then they apply), and afterwards the state's snapshot is
  unchanged;
- ``restore(snapshot(state))`` has the same snapshot;
- the action played passes :func:`invariants.check_step`, and the twin's
  ``play`` reaches the same position.

At every ``text_every``-th state and at the end, the round trip also goes
through JSON text byte for byte and the restored state must equal the state
(:func:`invariants.check_snapshot`). Elsewhere the snapshot dicts are compared:
equal dicts give byte-identical ``json.dumps(..., sort_keys=True)``, since a
snapshot holds only strings, ints, bools, None, lists and string-keyed dicts.

>>> tally = Tally()
>>> final = checked_game(1, Plan(apply_all_every=1, probes=2), tally)
>>> final.phase.value, tally.games, tally.applied == tally.listed
('over', 1, True)
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field

from engine.core.dice import SeededDice
from engine.core.errors import RuleViolation
from engine.znamenosets.actions import Action
from engine.znamenosets.deployment import new_game
from engine.znamenosets.fast import Packed, count_actions, pack, packed_actions, play, to_action
from engine.znamenosets.fast.packed import PackedAction
from engine.znamenosets.game import apply, legal_actions
from engine.znamenosets.invariants import (
    InvariantError,
    check_dealt,
    check_snapshot,
    check_state,
    check_step,
)
from engine.znamenosets.probes import random_action
from engine.znamenosets.snapshot import restore, snapshot
from engine.znamenosets.state import GameState, Phase
from engine.znamenosets.victory import remaining_health


@dataclass(frozen=True)
class Plan:
    """How hard each state is checked (see the module docstring)."""

    apply_all_every: int = 5
    sample: int = 2
    probes: int = 6
    text_every: int = 20


@dataclass
class Tally:
    """What a run checked: games, states, actions listed and applied, probes refused."""

    games: int = 0
    states: int = 0
    listed: int = 0
    applied: int = 0
    probes: int = 0
    refused: int = 0
    plies: int = 0
    longest: int = 0
    results: Counter[str] = field(default_factory=Counter)

    def merge(self, other: Tally) -> None:
        for name in ("games", "states", "listed", "applied", "probes", "refused", "plies"):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.longest = max(self.longest, other.longest)
        self.results.update(other.results)

    @property
    def applied_fraction(self) -> float:
        """The share of listed actions (over all states) that were really applied."""
        return self.applied / self.listed if self.listed else 1.0


def _require(condition: bool, message: str) -> None:
    if not condition:
        raise InvariantError(message)


def _apply_listed(state: GameState, actions: list[Action], chosen: list[int]) -> None:
    """Apply the chosen listed actions; each result passes the state and step invariants."""
    for i in chosen:
        child = apply(state, actions[i])
        check_state(child)
        check_step(state, child)


def _probe(state: GameState, rng: random.Random, listed: set[Action], tally: Tally) -> None:
    """An unlisted action raises RuleViolation naming a rule; a listed one applies."""
    action = random_action(rng, state)
    tally.probes += 1
    if action in listed:
        apply(state, action)
        return
    try:
        apply(state, action)
    except RuleViolation as refusal:
        if not refusal.rule_id.startswith("ZN-") or not refusal.reason:
            raise InvariantError(f"a refusal names no rule: {refusal!r}") from refusal
        tally.refused += 1
        return
    raise InvariantError(f"{action} is not listed but was applied")


def check_actions(
    state: GameState, rng: random.Random, apply_all: bool, plan: Plan, tally: Tally
) -> tuple[list[Action], Packed, list[PackedAction]]:
    """The legal-action contract at one state: the listed actions and the twin's."""
    actions = legal_actions(state)
    packed = pack(state)
    twin = packed_actions(packed)
    _require(
        [to_action(a) for a in twin] == actions and count_actions(packed) == len(actions),
        "the bitboard twin lists other actions",
    )
    tally.states += 1
    if state.phase is Phase.OVER:
        _require(actions == [], "a finished game still lists actions")
        return actions, packed, twin
    _require(bool(actions), f"no legal action in the {state.phase} phase")
    listed = set(actions)
    _require(len(listed) == len(actions), "an action is listed twice")
    raw = snapshot(state)
    indices = list(range(len(actions)))
    chosen = indices if apply_all else rng.sample(indices, min(plan.sample, len(actions)))
    _apply_listed(state, actions, chosen)
    tally.listed += len(actions)
    tally.applied += len(chosen)
    for _ in range(plan.probes):
        _probe(state, rng, listed, tally)
    _require(snapshot(state) == raw, "a refused action changed the state")
    _require(snapshot(restore(raw)) == raw, "snapshot -> restore -> snapshot changed it")
    return actions, packed, twin


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
            _require(state.turn - start <= budget, "more turns than hearts on the board")
            full = state.turn % plan.apply_all_every == 0
            actions, packed, twin = check_actions(state, rng, full, plan, tally)
            if not actions or ply % plan.text_every == 0:
                check_snapshot(state)
            if not actions or (max_plies is not None and ply >= max_plies):
                break
            chosen = dice.choice(range(len(actions)))
            following = apply(state, actions[chosen])
            check_step(state, following)
            _require(play(packed, twin[chosen]) == pack(following), "the twin plays otherwise")
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
