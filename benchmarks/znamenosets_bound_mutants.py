"""Znamenosets' mutants at the numeric bounds (issue 28), beside those of the curated list.

``benchmarks/bounds.toml`` names, for each bound, the mutants planted at it.
"""

from __future__ import annotations

from benchmarks.mutants import Sources

mutant = Sources("engine/znamenosets/").mutant


BOUNDS = (
    mutant(
        "counter-wound-stronger",
        "ZN-8.5",
        "a stronger attack wounds the attacker too",
        "attack.py",
        "counter += 1 if strength == defence else 0",
        "counter += 1 if strength >= defence else 0",
    ),
    mutant(
        "dies-one-wound-early",
        "ZN-8.7",
        "a warrior dies one wound before its health",
        "damage.py",
        "        if total >= health:",
        "        if total >= health - 1:",
    ),
    mutant(
        "second-bearer-loses",
        "ZN-10.1",
        "a side loses after its second standard-bearer",
        "victory.py",
        "lost.get(side, 0) >= STANDARD_BEARERS_TO_WIN}",
        "lost.get(side, 0) >= STANDARD_BEARERS_TO_WIN - 1}",
    ),
)
