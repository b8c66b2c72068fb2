"""Snapshots: plain JSON, deterministic, and restorable (snapshot.py)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from engine.znamenosets import (
    DEFAULT_RULESET,
    GameState,
    Kind,
    Phase,
    Ruleset,
    RuleViolation,
    SeededDice,
    Side,
    new_game,
    position,
    random_playout,
    restore,
    snapshot,
)
from engine.znamenosets.notation import board_from, cell


def dumps(state: GameState) -> str:
    return json.dumps(snapshot(state), sort_keys=True)


def test_snapshot_of_a_small_position() -> None:
    state = position(
        board_from({"c3": "blue horseman/1", "c4": "green archer", "b3": "blue standard-bearer"}),
        phase=Phase.ATTACK,
        line_bonus=[cell("b3"), cell("c3")],
        bearers_lost={Side.GREEN: 2},
    )
    raw = snapshot(state)
    assert raw["format"] == "znamenosets/1"
    assert raw["board"] == {
        "c3": {"kind": "horseman", "side": "blue", "wounds": 1},
        "c4": {"kind": "archer", "side": "green", "wounds": 0},
        "b3": {"kind": "standard-bearer", "side": "blue", "wounds": 0},
    }
    assert (raw["to_move"], raw["phase"], raw["turn"]) == ("blue", "attack", 1)
    assert raw["line_bonus"] == ["b3", "c3"]
    assert raw["bearers_lost"] == {"blue": 0, "green": 2}
    assert (raw["winner"], raw["drawn"], raw["log"]) == (None, False, [])
    assert raw["ruleset"]["strengths"]["berserker"] == 4
    assert raw["ruleset"]["army"]["standard-bearer"] == 3
    assert json.loads(json.dumps(raw)) == raw


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_round_trip_through_a_game(seed: int) -> None:
    state = new_game(SeededDice(seed))
    dice = SeededDice(seed + 50)
    for turns in (0, 3, 10, 1000):
        state = random_playout(state, dice, max_turns=turns) if turns else state
        raw = snapshot(state)
        back = restore(json.loads(json.dumps(raw)))
        assert snapshot(back) == raw
        assert back == state
        assert dumps(back) == dumps(state)
    assert state.phase is Phase.OVER


def test_round_trip_keeps_a_custom_ruleset() -> None:
    ruleset = Ruleset(
        strengths={**DEFAULT_RULESET.strengths, Kind.BERSERKER: 5},
        army={Kind.STANDARD_BEARER: 4, Kind.PIKEMAN: 16},
    )
    state = position(board_from({"c3": "blue pikeman/1", "c5": "green pikeman"}), ruleset=ruleset)
    back = restore(snapshot(state))
    assert back.ruleset.strengths[Kind.BERSERKER] == 5
    assert back.ruleset.army == {Kind.STANDARD_BEARER: 4, Kind.PIKEMAN: 16}
    assert snapshot(back) == snapshot(state)
    duel = board_from({"c3": "blue archer", "c5": "green archer"})
    assert restore(snapshot(position(duel))).ruleset is DEFAULT_RULESET


def mutated(change: str) -> dict[str, object]:
    raw = snapshot(new_game(SeededDice(1)))
    if change == "format":
        raw["format"] = "chess/1"
    elif change == "missing":
        del raw["turn"]
    elif change == "extra":
        raw["extra"] = 1
    elif change == "cell":
        raw["board"]["z99"] = raw["board"].pop("a2")  # type: ignore[attr-defined]
    elif change == "wounds":
        raw["board"]["a2"]["wounds"] = 9  # type: ignore[index]
    elif change == "kind":
        raw["board"]["a2"]["kind"] = "dragon"  # type: ignore[index]
    elif change == "phase":
        raw["phase"] = "lunch"
    elif change == "log":
        raw["log"] = [{"name": 3}]
    return raw


@pytest.mark.parametrize(
    "change", ["format", "missing", "extra", "cell", "wounds", "kind", "phase", "log"]
)
def test_restore_refuses_broken_snapshots(change: str) -> None:
    with pytest.raises(ValueError):
        restore(mutated(change))


def unreachable(change: str) -> dict[str, Any]:
    raw = snapshot(new_game(SeededDice(1)))
    board = raw["board"]
    if change == "no green":
        raw["board"] = {cell: w for cell, w in board.items() if w["side"] == "blue"}
    elif change == "removal":
        raw["phase"] = "removal"
    elif change == "fourth bearer":
        raw["bearers_lost"] = {"blue": 1, "green": 0}
    elif change == "over without loser":
        raw.update(phase="over", winner="blue")
    elif change == "third bearer lost, still playing":
        raw["board"] = {
            c: w for c, w in board.items() if w["kind"] != "standard-bearer" or w["side"] == "blue"
        }
        raw["bearers_lost"] = {"blue": 0, "green": 3}
    return raw


@pytest.mark.parametrize(
    ("change", "rule"),
    [
        ("no green", "ZN-C.16"),
        ("removal", "ZN-5.5"),
        ("fourth bearer", "ZN-3.4"),
        ("over without loser", "ZN-10.1"),
        ("third bearer lost, still playing", "ZN-10.1"),
    ],
)
def test_restore_refuses_what_no_game_reaches(change: str, rule: str) -> None:
    """The same check as position(): a rule ID, and nothing restored (ruling ZN-C.18)."""
    with pytest.raises(RuleViolation) as refusal:
        restore(unreachable(change))
    assert refusal.value.rule_id == rule


# The hash-seed independence of a whole game's log is proven on the golden game:
# tests/proof/test_golden_game.py::test_the_log_does_not_depend_on_the_hash_seed.
