"""The golden playthrough: one complete seeded game, action by action.

tests/data/golden/game_7.json holds the actions in notation (``c3-c5``,
``b2 c2 up 2``, ``c3xc4``, ``d4xd3+d5``, ``remove c3``) and the final snapshot,
written by ``tests/proof/golden_positions.py``. Replaying it must find every
action legal and end on the same snapshot; the seed must replay the same game
under any ``PYTHONHASHSEED``.
"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

from engine.znamenosets import (
    Phase,
    SeededDice,
    apply,
    legal_actions,
    new_game,
    random_playout,
    snapshot,
)
from engine.znamenosets.notation import action_from_text, action_to_text

ROOT = Path(__file__).resolve().parents[2]
GAME = ROOT / "tests" / "data" / "golden" / "game_7.json"


def golden() -> dict:
    return json.loads(GAME.read_text())


def test_the_golden_game_replays_action_by_action() -> None:
    record = golden()
    state = new_game(SeededDice(record["seed"]))
    for number, text in enumerate(record["actions"], start=1):
        action = action_from_text(text)
        assert action_to_text(action) == text
        assert action in legal_actions(state), f"action {number} ({text}) is not legal"
        state = apply(state, action)
    assert state.phase is Phase.OVER
    assert snapshot(state) == record["final"]


def test_the_seed_alone_replays_the_golden_game() -> None:
    record = golden()
    dice = SeededDice(record["seed"])
    final = random_playout(new_game(dice), dice)
    assert snapshot(final) == record["final"]


SCRIPT = """
import hashlib, json, sys
from engine.znamenosets import SeededDice, new_game, random_playout, snapshot
dice = SeededDice(int(sys.argv[1]))
final = random_playout(new_game(dice), dice)
print(hashlib.sha256(json.dumps(snapshot(final)["log"], sort_keys=True).encode()).hexdigest())
"""


def test_the_log_does_not_depend_on_the_hash_seed() -> None:
    record = golden()
    expected = hashlib.sha256(json.dumps(record["final"]["log"], sort_keys=True).encode())
    digests = set()
    for hash_seed in ("0", "1", "12345"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed, "PYTHONPATH": str(ROOT)}
        result = subprocess.run(
            [sys.executable, "-c", SCRIPT, str(record["seed"])],
            env=env,
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=True,
        )
        digests.add(result.stdout.strip())
    assert digests == {expected.hexdigest()}
