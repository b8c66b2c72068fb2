"""The planted rule bugs of the classic edition, for ``python -m benchmarks.mutants --game classic``.

``RULES``: the mutation gate, one bug at a time in the engine's rules modules and ruleset
data, to be killed by the scenarios (English) and the unit tests alone. ``REFERENCE``:
one bug in each question the table's geometry answers, to be caught by the geometry's
unit tests and its two oracles (shapely and brute-force sampling).
``CONSISTENT``: bugs that the scenarios need not see, to be caught by the rules oracle and
the invariants of the seeded random games. The mutants themselves are data:
``benchmarks/classic_mutants.toml``.
"""

from __future__ import annotations

from benchmarks.mutants import ROOT, load_sets

GATE_TESTS = (
    "tests/scenarios/test_classic.py",
    "tests/engine/test_ls1_game.py",
    "tests/engine/test_ls1_refusals.py",
    "tests/engine/test_signum_damage.py",
)
PERFT_TESTS = ("tests/engine/test_ls1_geometry.py", "tests/proof/test_ls1_geometry_oracle.py")
ORACLE_TESTS = ("tests/proof/test_ls1_random_play.py",)

_SETS = load_sets(ROOT / "benchmarks" / "classic_mutants.toml")
BOUNDS = _SETS["bounds"]
RULES = (*_SETS["rules"], *BOUNDS)
REFERENCE = _SETS["reference"]

CONSISTENT = tuple(
    m
    for m in RULES
    if m.name
    in {
        "weakened-ignored",
        "summon-close",
        "no-backstab-leaving",
        "blocks-ignored",
        "no-prosperity",
        "replaced-relic-lost",
        "magic-stopped",
        "nine-creatures",
        "weapon-kept",
        "range-unchecked",
        "shoot-in-contact",
        "hero-death-ignored",
        "second-melee-attacks",
        "edge-ignored",
        "free-cards",
        "xl-runs",
        # at the bounds (issue 28): the offered actions and the effect clauses; the random
        # games never cast an armour spell on armour, nor check a card's exact cost
        "build-exact-refused",
        "fights-kept-waiting",
        "split-one-short",
    }
)
