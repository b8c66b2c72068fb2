"""Golden legal-action counts of Warseer at depth 1 and 2, dice scripted.

Six positions (``engine.signum.warseer.positions.GOLDEN``): the opening after the starting
hands, a clash in the middle with a creature under activation, a hand of tactics against
summons and spells, a hand of feats, a tablet of relics, buildings and Enchantments, and
the turn's limits (a summon with just enough Power, discards, a third and an identical relic).
Their counts and their divides were written once by ``tests/proof/ls2_golden.py``; a rule
bug that changes what is legal changes a count here. On a mismatch the failure lists the
first actions whose subtree differs. The stored snapshot proves the position itself is
still built as it was.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.signum.warseer.positions import GOLDEN
from engine.signum.warseer.proof import divide, perft
from engine.signum.warseer.snapshot import snapshot

FILE = Path(__file__).resolve().parents[1] / "data" / "golden" / "ls2_perft.json"
RECORD = json.loads(FILE.read_text(encoding="utf-8"))


def test_every_golden_position_is_stored() -> None:
    assert sorted(RECORD) == sorted(GOLDEN) and len(GOLDEN) >= 5


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_golden_counts_at_depth_1_and_2(name: str) -> None:
    stored = RECORD[name]
    state = GOLDEN[name]()
    assert snapshot(state) == stored["snapshot"], "the position is not built as it was"
    found = divide(state, 2)
    wrong = {
        action: (stored["divide_2"].get(action), found.get(action))
        for action in sorted(set(found) | set(stored["divide_2"]))
        if stored["divide_2"].get(action) != found.get(action)
    }
    assert not wrong, f"golden vs found per first action: {wrong}"
    assert perft(state, 1) == stored["perft"]["1"] == len(found)
    assert sum(found.values()) == stored["perft"]["2"]
