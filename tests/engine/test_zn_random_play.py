"""Random play: every reachable state obeys the contract of legal_actions and apply.

200 seeded games from a fresh deal. At every state: the legal actions are
non-empty until the game is over, distinct, and each applies; random actions
outside the list raise RuleViolation and leave the state byte-identical; the
board stays sane; health on the board drops every turn; the game ends within
max_game_turns; the result matches the standard-bearer count. A Hypothesis
test does the same from arbitrary positions.
"""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core.grid import Cell, Direction
from engine.znamenosets import (
    DEFAULT_RULESET,
    GRID,
    Action,
    Attack,
    GameState,
    Kind,
    Move,
    MoveLine,
    Phase,
    Remove,
    RuleViolation,
    SeededDice,
    Side,
    Warrior,
    apply,
    legal_actions,
    max_game_turns,
    new_game,
    position,
    remaining_health,
    restore,
    snapshot,
)

GAMES = 200
CHUNK = 20
EXHAUSTIVE_EVERY = 5  # every fifth game applies every listed action at every state
SAMPLED = 4  # the other games apply this many listed actions per state
PROBES = 6  # random, mostly illegal, actions tried per state
DIRECTIONS = list(Direction)


def random_cell(rng: random.Random) -> Cell:
    """Mostly on the board, sometimes just off it."""
    return Cell(rng.randint(-1, GRID.columns), rng.randint(-1, GRID.rows))


def random_action(rng: random.Random, state: GameState) -> Action:
    """Any kind of action, biased towards the player's own warriors so some are near-legal."""
    own = state.cells_of(state.to_move) or [Cell(0, 0)]

    def near() -> Cell:
        return rng.choice(own) if rng.random() < 0.7 else random_cell(rng)

    fitting = {Phase.MOVEMENT: [0, 1], Phase.ATTACK: [2], Phase.REMOVAL: [3]}.get(state.phase, [])
    kind = rng.choice(fitting) if fitting and rng.random() < 0.6 else rng.randrange(4)
    if kind == 0:
        origin = near()
        if rng.random() < 0.3:
            return Move(origin, random_cell(rng))
        return Move(origin, origin.shifted(rng.choice(DIRECTIONS), rng.randint(0, 6)))
    if kind == 1:
        start, along = near(), rng.choice([Direction.RIGHT, Direction.UP])
        line = [start.shifted(along, i) for i in range(rng.randint(1, 4))]
        if rng.random() < 0.15:
            rng.shuffle(line)
        if rng.random() < 0.1:
            line[-1] = random_cell(rng)
        return MoveLine(tuple(line), rng.choice(DIRECTIONS), rng.randint(0, 4))
    if kind == 2:
        attacker = near()
        count = rng.choice([0, 1, 1, 1, 2, 2, 2, 3])
        targets = tuple(
            attacker.shifted(rng.choice(DIRECTIONS), rng.randint(1, 2))
            if rng.random() < 0.85
            else random_cell(rng)
            for _ in range(count)
        )
        return Attack(attacker, targets)
    return Remove(near())


def dumps(state: GameState) -> str:
    return json.dumps(snapshot(state), sort_keys=True)


def check_state(state: GameState) -> None:
    """Invariants of every state, from any start."""
    for cell, warrior in state.board.items():
        assert GRID.contains(cell)
        assert 0 <= warrior.wounds < state.ruleset.profile(warrior.kind).health
    if state.phase is Phase.MOVEMENT:
        assert not state.line_bonus
    for cell in state.line_bonus:
        assert state.owns(cell)
    if state.phase is Phase.OVER:
        assert (state.winner is None) == state.drawn
    else:
        assert state.winner is None and not state.drawn


def check_full_army_state(state: GameState) -> None:
    """Invariants of states that come from a full deal."""
    on_board = Counter(w.side for w in state.board.values() if w.kind is Kind.STANDARD_BEARER)
    bearers = state.ruleset.army[Kind.STANDARD_BEARER]
    for side in Side:
        assert state.bearers_lost[side] == bearers - on_board[side]
        assert sum(w.side is side for w in state.board.values()) <= 20
    lost = {side for side in Side if state.bearers_lost[side] >= 3}
    if state.phase is Phase.OVER:
        assert lost, "a dealt game ends only by standard-bearers"
        assert state.drawn == (len(lost) == 2)
        if not state.drawn:
            assert state.winner is not None and lost == {state.winner.opponent}
    else:
        assert not lost


def check_actions(state: GameState, rng: random.Random, sample: int | None) -> list[Action]:
    """Listed actions apply, unlisted ones raise and leave the state byte-identical."""
    actions = legal_actions(state)
    if state.phase is Phase.OVER:
        assert actions == []
        return actions
    assert actions, f"no legal action in {state.phase}"
    assert len(set(actions)) == len(actions)
    assert actions == legal_actions(state)  # deterministic
    listed = set(actions)
    before = dumps(state)
    chosen = actions if sample is None else rng.sample(actions, min(sample, len(actions)))
    for action in chosen:
        apply(state, action)
    for _ in range(PROBES):
        action = random_action(rng, state)
        if action in listed:
            apply(state, action)
            continue
        with pytest.raises(RuleViolation) as caught:
            apply(state, action)
        assert caught.value.rule_id.startswith("ZN-") and caught.value.reason
    assert dumps(state) == before
    return actions


def play(game: int) -> GameState:
    state = new_game(SeededDice(game))
    dice = SeededDice(100_000 + game)
    rng = random.Random(game)
    sample = None if game % EXHAUSTIVE_EVERY == 0 else SAMPLED
    limit = max_game_turns(state.ruleset)
    turn_health = remaining_health(state)
    states = 0
    while True:
        check_state(state)
        check_full_army_state(state)
        assert state.turn <= limit
        actions = check_actions(state, rng, sample)
        if state.phase is Phase.OVER:
            break
        following = apply(state, dice.choice(actions))
        if following.turn != state.turn or following.phase is Phase.OVER:
            health = remaining_health(following)
            assert health < turn_health, "every turn costs the board health"
            turn_health = health
        if states % 10 == 0:
            assert restore(snapshot(state)) == state
        state, states = following, states + 1
    assert restore(snapshot(state)) == state
    return state


@pytest.mark.parametrize("first", range(0, GAMES, CHUNK))
def test_random_games(first: int) -> None:
    results = Counter()
    for game in range(first, first + CHUNK):
        final = play(game)
        results["draw" if final.drawn else final.winner.value] += 1  # type: ignore[union-attr]
    assert sum(results.values()) == CHUNK


def test_max_game_turns() -> None:
    """The termination bound: the health of both armies together."""
    assert (
        max_game_turns(DEFAULT_RULESET)
        == 2 * (3 * 3 + 4 * 4 + 3 * 3 + 2 * 3 + 4 * 2 + 4 * 2)
        == 112
    )
    state = new_game(SeededDice(0))
    assert remaining_health(state) == max_game_turns(DEFAULT_RULESET)


# --- arbitrary positions (Hypothesis) ----------------------------------------------------

warriors = st.builds(
    lambda kind, side, fraction: Warrior(
        kind, side, int(fraction * DEFAULT_RULESET.profile(kind).health)
    ),
    st.sampled_from(list(Kind)),
    st.sampled_from(list(Side)),
    st.floats(min_value=0, max_value=0.999),
)
boards = st.dictionaries(st.sampled_from(GRID.cells()), warriors, max_size=24)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    board=boards,
    to_move=st.sampled_from(list(Side)),
    phase=st.sampled_from([Phase.MOVEMENT, Phase.ATTACK, Phase.REMOVAL]),
    bonus=st.booleans(),
    seed=st.integers(0, 2**32),
)
def test_arbitrary_positions_keep_the_contract(
    board: dict[Cell, Warrior], to_move: Side, phase: Phase, bonus: bool, seed: int
) -> None:
    rng = random.Random(seed)
    own = sorted(cell for cell, w in board.items() if w.side is to_move)
    line = own[: rng.randint(0, 3)] if bonus and phase is Phase.ATTACK else []
    state = position(board, to_move=to_move, phase=phase, line_bonus=line)
    dice = SeededDice(seed)
    for _ in range(6):
        check_state(state)
        actions = check_actions(state, rng, sample=None)
        if not actions:
            break
        state = apply(state, dice.choice(actions))
