"""The classic rules oracle shares data with the engine, never its rules.

It may import the value types (actions, cards, state, table), the ruleset's data and the
event type; no geometry, movement, combat, damage, City or turn module. A new import
fails here until someone decides it is data.
"""

from __future__ import annotations

import ast
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "engine"
ORACLE = ENGINE / "signum" / "classic" / "oracle"  # a package: each of its modules
DATA = {
    "engine.core.events": {"Event"},
    "engine.signum.cards": {"CardType"},
    "engine.signum.classic": {"actions"},
    "engine.signum.classic.cards": {
        "BuildingCard",
        "CreatureCard",
        "Effect",
        "RelicCard",
        "RelicClass",
        "SpellCard",
        "TacticCard",
        "Target",
        "TerrainCard",
    },
    "engine.signum.classic.ruleset": {"Reveal"},
    "engine.signum.classic.state": {
        "ChooseAbsorb",
        "ChooseReveal",
        "ChooseSplit",
        "Creature",
        "GameState",
        "Phase",
    },
    "engine.signum.classic.table": {"Player", "Point"},
}


def test_the_oracle_imports_only_data_from_the_engine() -> None:
    borrowed = []
    nodes = [
        node
        for module in sorted(ORACLE.glob("*.py"))
        for node in ast.walk(ast.parse(module.read_text(encoding="utf-8")))
    ]
    assert nodes, f"no oracle modules in {ORACLE}"
    for node in nodes:
        if isinstance(node, ast.Import):
            borrowed += [a.name for a in node.names if a.name.startswith("engine")]
        elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("engine"):
            if (node.module or "").startswith("engine.signum.classic.oracle."):
                continue  # the oracle's own modules
            allowed = DATA.get(node.module or "", set())
            borrowed += [f"{node.module}.{a.name}" for a in node.names if a.name not in allowed]
    assert borrowed == []
