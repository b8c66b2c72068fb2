"""The planted rule bugs of Warseer's game layer, for ``python -m benchmarks.mutants --game warseer``.

``RULES``: bugs in the turn, summoning, card, feat and victory rules, to be killed by the
scenarios and the unit tests (``GATE_TESTS``). ``CONSISTENT``: the same bugs, to be caught
by the rules oracle and the invariants of the seeded random games alone
(``ORACLE_TESTS``). ``REFERENCE``: the same bugs against the golden legal-action counts.
The mutants themselves are data: ``benchmarks/warseer_mutants.toml``.
"""

from __future__ import annotations

from benchmarks.mutants import ROOT, load_sets

# The same kinds of test as the other games' gates: the scenarios and every unit test.
GATE_TESTS = (
    "tests/scenarios/test_warseer.py",
    *sorted(str(p.relative_to(ROOT)) for p in (ROOT / "tests/engine").glob("test_ls2_*.py")),
    "tests/engine/test_signum_damage.py",
)
ORACLE_TESTS = ("tests/proof/test_ls2_random_games.py",)
PERFT_TESTS = ("tests/proof/test_ls2_perft.py",)

_SETS = load_sets(ROOT / "benchmarks" / "warseer_mutants.toml")
BOUNDS = _SETS["bounds"]
RULES = (*_SETS["rules"], *BOUNDS)
OFFERED = {"range-strict", "move-one-short", "run-two-further", "pay-exact-refused", "no-summon"}
REFERENCE = tuple(m for m in RULES if m not in BOUNDS)  # the bounds: for the gate
# the bounds that the offered-actions oracle (engine/signum/warseer/offered.py) sees too
CONSISTENT = (*REFERENCE, *(m for m in BOUNDS if m.name in OFFERED))
