"""Perft against the golden files, on both engine paths, and the fast path against the reference.

The golden files in tests/data/golden/perft_*.json were written by
``tests/proof/golden_positions.py`` with ``reference_divide`` (the plain
``legal_actions``/``apply``). Here *both* paths must give the stored count at
depth 1, 2 and 3: the reference engine (``reference_perft``) and the bitboard
twin (``perft``). A golden file is a fixed point: a bug planted in either path
alone changes its count and fails here (see tests/README.md, "Plant a bug").
On a mismatch the failure lists, per first action, the stored count and the
count of each path, so the wrong subtree is found at once.
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
    SeededDice,
    apply,
    legal_actions,
    new_game,
    restore,
    snapshot,
)
from engine.znamenosets.fast import count_actions, pack, packed_actions, play, to_action
from engine.znamenosets.fast.layout import CELLS, index
from engine.znamenosets.notation import board_to_text
from engine.znamenosets.perft import bulk_perft, divide, perft, reference_divide, reference_perft

GOLDEN = Path(__file__).resolve().parents[1] / "data" / "golden"
FILES = sorted(GOLDEN.glob("perft_*.json"))


def load(path: Path) -> tuple[dict, GameState]:
    record = json.loads(path.read_text())
    return record, restore(record["position"])


def divide_report(stored: dict[str, int], **found: dict[str, int]) -> str:
    """Per first action: the golden count and each path's; the differing rows first."""
    names = list(found)
    rows = []
    for action in sorted(set(stored).union(*found.values())):
        want = stored.get(action, "-")
        got = [found[name].get(action, "-") for name in names]
        same = all(count == want for count in got)
        counts = "  ".join(f"{name} {count!s:>8}" for name, count in zip(names, got, strict=True))
        rows.append((same, f"{action:>24}  golden {want!s:>8}  {counts}"))
    rows.sort(key=lambda row: row[0])
    return "\n".join(("   " if same else "!! ") + text for same, text in rows)


PATHS = {"reference": reference_perft, "fast": perft}


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


@pytest.mark.parametrize("engine", list(PATHS))
@pytest.mark.parametrize("path", FILES, ids=lambda path: path.stem)
@pytest.mark.parametrize("depth", [1, 2, 3])
def test_perft_matches_the_golden_count(engine: str, path: Path, depth: int) -> None:
    record, state = load(path)
    expected = record["perft"][str(depth)]
    found = PATHS[engine](state, depth)
    if found != expected:
        report = divide_report(
            record["divide"][str(depth)],
            reference=reference_divide(state, depth),
            fast=divide(state, depth),
        )
        pytest.fail(f"{path.stem} {engine} perft({depth}) = {found}, golden {expected}\n{report}")


def test_bulk_counting_agrees() -> None:
    _, state = load(GOLDEN / "perft_opening.json")
    assert bulk_perft(state, 3) == perft(state, 3)


def test_divide_report_points_at_the_wrong_action() -> None:
    report = divide_report(
        {"a1-a2": 3, "b1-b2": 4},
        reference={"a1-a2": 3, "b1-b2": 5},
        fast={"a1-a2": 3, "b1-b2": 4},
    )
    first = report.splitlines()[0]
    assert first.startswith("!! ") and "b1-b2" in first and "reference        5" in first


def test_perft_depth_zero_and_errors() -> None:
    state = new_game(SeededDice(1))
    assert perft(state, 0) == reference_perft(state, 0) == 1
    with pytest.raises(ValueError):
        perft(state, -1)
    with pytest.raises(ValueError):
        divide(state, 0)


# --- the fast path agrees with the reference -------------------------------------------

RULESETS = (
    DEFAULT_RULESET,
    DEFAULT_RULESET.with_strength(Kind.BERSERKER, 5),
    DEFAULT_RULESET.with_strength(Kind.HEAVY_INFANTRYMAN, 3),
    DEFAULT_RULESET.with_strength(Kind.ARCHER, 1),
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


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(state=strategies.positions(max_size=30, rulesets=RULESETS))
def test_fast_path_agrees_on_arbitrary_positions(state: GameState) -> None:
    assert_twin_agrees(state)
    assert perft(state, 2) == reference_perft(state, 2)


@settings(max_examples=50, deadline=None)
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
