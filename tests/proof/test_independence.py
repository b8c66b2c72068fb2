"""Independent twins: the bitboard path and the rules oracle share data with the reference, never logic.

A twin that borrowed ``class_bonus`` or the attack patterns from the reference
would agree with it on every mistake they share. So each checker below may
import only *data* and plain value types from the reference engine: the board
size, the printed profiles, the enums and the action and state classes. The
lists are written out; a new import fails here until someone decides it is data.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ENGINE = Path(__file__).resolve().parents[2] / "engine"

DATA: dict[str, set[str]] = {
    "engine.core.grid": {"Cell", "Direction"},
    "engine.core.dice": {"SeededDice"},
    "engine.znamenosets.actions": {"Action", "Attack", "Move", "MoveLine", "Remove"},
    "engine.znamenosets.ruleset": {
        "COLUMNS",
        "ROWS",
        "LINE_RANGE_KIND",
        "STANDARD_BEARERS_TO_WIN",
        "Ruleset",
    },
    "engine.znamenosets.state": {"GameState", "Phase", "Side", "Warrior"},
    "engine.znamenosets.warriors": {"Kind", "PRINTED", "Profile"},
}
CHECKERS = {
    "the bitboard twin": sorted((ENGINE / "znamenosets" / "fast").glob("*.py")),
    # The oracle counts actions through legal_actions for its symmetry check: that is
    # the engine under test, not a rule the oracle borrows.
    "the rules oracle": [ENGINE / "znamenosets" / "oracle.py"],
}
ALSO = {
    "the rules oracle": {
        "engine.znamenosets.game": {"legal_actions"},
        "engine.znamenosets.notation": {"action_to_text"},  # words its messages
    }
}


def borrowed(path: Path, allowed: dict[str, set[str]]) -> list[str]:
    """The names ``path`` imports from the engine that are not allowed data."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found += [a.name for a in node.names if a.name.startswith("engine")]
        elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("engine"):
            module = node.module or ""
            if module.startswith("engine.znamenosets.fast"):
                continue
            found += [
                f"{module}.{a.name}" for a in node.names if a.name not in allowed.get(module, set())
            ]
    return found


@pytest.mark.parametrize("checker", list(CHECKERS))
def test_checkers_borrow_no_rules_logic(checker: str) -> None:
    allowed = {**DATA, **ALSO.get(checker, {})}
    for path in CHECKERS[checker]:
        assert borrowed(path, allowed) == [], f"{checker}: {path.name}"


def test_the_check_sees_a_borrowed_helper(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text("from engine.znamenosets.strength import class_bonus\n")
    assert borrowed(sample, DATA) == ["engine.znamenosets.strength.class_bonus"]
