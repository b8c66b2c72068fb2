"""Perft against the golden files, and the fast path against the reference.

The golden files in tests/data/golden/perft_*.json were written by
``tests/proof/golden_positions.py`` with ``reference_divide`` (the plain
``legal_actions``/``apply``). Here the bitboard ``perft`` must give the same
count at depth 1, 2 and 3; on a mismatch the failure lists, per first action,
the stored and the found count, so the wrong subtree is found at once.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from support import strategies

from engine.znamenosets import (
    DEFAULT_RULESET,
    GRID,
    Cell,
    GameState,
    Kind,
    Phase,
    SeededDice,
    Side,
    apply,
    legal_actions,
    new_game,
    position,
    restore,
    snapshot,
)
from engine.znamenosets.fast import count_actions, pack, packed_actions, play, to_action
from engine.znamenosets.fast.layout import CELLS, index
from engine.znamenosets.notation import board_to_text
from engine.znamenosets.perft import divide, perft, reference_divide, reference_perft

GOLDEN = Path(__file__).resolve().parents[1] / "data" / "golden"
FILES = sorted(GOLDEN.glob("perft_*.json"))


def load(path: Path) -> tuple[dict, GameState]:
    record = json.loads(path.read_text())
    return record, restore(record["position"])


def divide_report(found: dict[str, int], stored: dict[str, int]) -> str:
    """Per first action: stored count, found count; the differing ones first."""
    rows = []
    for action in sorted(set(found) | set(stored)):
        want, got = stored.get(action, "-"), found.get(action, "-")
        rows.append((want == got, f"{action:>24}  golden {want!s:>8}  found {got!s:>8}"))
    rows.sort(key=lambda row: row[0])
    return "\n".join(("   " if same else "!! ") + text for same, text in rows)


def test_there_are_golden_positions() -> None:
    names = {path.stem for path in FILES}
    assert len(names) >= 5
    assert {"perft_opening", "perft_crowded_lines", "perft_archers_blocked"} <= names
    assert {"perft_almost_won", "perft_berserkers", "perft_horsemen"} <= names


@pytest.mark.parametrize("path", FILES, ids=lambda path: path.stem)
def test_golden_file_is_consistent(path: Path) -> None:
    record, state = load(path)
    assert snapshot(state) == record["position"]
    assert board_to_text(state.board) == record["board"]
    for depth, count in record["perft"].items():
        assert sum(record["divide"][depth].values()) == count


@pytest.mark.parametrize("path", FILES, ids=lambda path: path.stem)
@pytest.mark.parametrize("depth", [1, 2, 3])
def test_perft_matches_the_golden_count(path: Path, depth: int) -> None:
    record, state = load(path)
    expected = record["perft"][str(depth)]
    found = perft(state, depth)
    if found != expected:
        report = divide_report(divide(state, depth), record["divide"][str(depth)])
        pytest.fail(f"{path.stem} perft({depth}) = {found}, golden {expected}\n{report}")


def test_divide_report_points_at_the_wrong_action() -> None:
    report = divide_report({"a1-a2": 3, "b1-b2": 5}, {"a1-a2": 3, "b1-b2": 4})
    assert report.splitlines()[0].startswith("!! ") and "b1-b2" in report.splitlines()[0]


def test_perft_depth_zero_and_errors() -> None:
    state = new_game(SeededDice(1))
    assert perft(state, 0) == reference_perft(state, 0) == 1
    with pytest.raises(ValueError):
        perft(state, -1)
    with pytest.raises(ValueError):
        divide(state, 0)


# --- the fast path agrees with the reference -------------------------------------------

boards = strategies.boards(max_size=30)


RULESETS = [
    DEFAULT_RULESET,
    DEFAULT_RULESET.with_strength(Kind.BERSERKER, 5),
    DEFAULT_RULESET.with_strength(Kind.HEAVY_INFANTRYMAN, 3),
    DEFAULT_RULESET.with_strength(Kind.ARCHER, 1),
]


@st.composite
def positions(draw: st.DrawFn) -> GameState:
    """Arbitrary boards in any phase and ruleset, with line bonus and bearer losses at times."""
    board = draw(boards)
    ruleset = draw(st.sampled_from(RULESETS))
    to_move = draw(st.sampled_from(list(Side)))
    phase = draw(st.sampled_from([Phase.MOVEMENT, Phase.ATTACK, Phase.REMOVAL]))
    own = sorted(cell for cell, w in board.items() if w.side is to_move)
    bonus = draw(st.sampled_from([0, 0, 2, 3])) if phase is Phase.ATTACK else 0
    lost = draw(st.tuples(st.integers(0, 2), st.integers(0, 2)))
    return position(
        board,
        to_move=to_move,
        phase=phase,
        line_bonus=own[:bonus],
        bearers_lost={Side.BLUE: lost[0], Side.GREEN: lost[1]},
        ruleset=ruleset,
    )


def assert_twin_agrees(state: GameState) -> None:
    """Same list, same count, and every listed action leads to the same position."""
    packed = pack(state)
    listed = legal_actions(state)
    twin = packed_actions(packed)
    assert [to_action(action) for action in twin] == listed
    assert count_actions(packed) == len(listed)
    for action, packed_action in zip(listed, twin, strict=True):
        assert play(packed, packed_action) == pack(apply(state, action)), action


@settings(max_examples=1000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(state=positions())
def test_fast_path_agrees_on_arbitrary_positions(state: GameState) -> None:
    assert_twin_agrees(state)
    assert perft(state, 2) == reference_perft(state, 2)


@settings(max_examples=100, deadline=None)
@given(seed=st.integers(0, 10**6), plies=st.integers(0, 150))
def test_fast_path_agrees_along_seeded_games(seed: int, plies: int) -> None:
    dice = SeededDice(seed)
    state = new_game(dice)
    for _ in range(plies):
        actions = legal_actions(state)
        if not actions:
            break
        state = apply(state, dice.choice(actions))
    assert_twin_agrees(state)
    assert divide(state, 2) == reference_divide(state, 2)


@pytest.mark.parametrize("seed", range(3))
def test_fast_path_agrees_at_depth_three(seed: int) -> None:
    rng = random.Random(seed)
    dice = SeededDice(seed)
    state = new_game(dice)
    for _ in range(rng.randrange(10, 60)):
        actions = legal_actions(state)
        if not actions:
            break
        state = apply(state, dice.choice(actions))
    assert perft(state, 3) == reference_perft(state, 3)


def test_cells_round_trip_through_bits() -> None:
    assert [index(cell) for cell in CELLS if GRID.contains(cell)] == list(range(56))
    assert sorted(CELLS) == list(CELLS)
    assert all(isinstance(cell, Cell) for cell in CELLS)
