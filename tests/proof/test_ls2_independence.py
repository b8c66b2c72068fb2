"""The Warseer rules oracle and invariants share data with the engine, never its rules.

They may import the value types (actions, cards, state, battlefield's Player), and no
turn, summoning, support, feat, victory, movement, combat or damage module. A new import
fails here until someone decides it is data.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

WARSEER = Path(__file__).resolve().parents[2] / "engine" / "signum" / "warseer"
DATA = {
    "engine.core.proof": {"require"},  # the error a broken invariant raises, no rule
    "engine.signum.warseer": {"actions"},
    "engine.signum.warseer.battlefield": {"Player"},
    "engine.signum.warseer.cards": {"CardPool", "FeatCard", "RelicCard", "SpellCard"},
    "engine.signum.warseer.state": {"GameState", "Kind", "Phase"},
}


@pytest.mark.parametrize("name", ["oracle.py", "invariants.py"])
def test_the_checks_import_only_data_from_the_engine(name: str) -> None:
    borrowed = []
    for node in ast.walk(ast.parse((WARSEER / name).read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            borrowed += [a.name for a in node.names if a.name.startswith("engine")]
        elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("engine"):
            allowed = DATA.get(node.module or "", set())
            borrowed += [f"{node.module}.{a.name}" for a in node.names if a.name not in allowed]
    assert borrowed == []
