"""The planted rule bugs of Znamenosets, for ``python -m benchmarks.mutants --game znamenosets``.

``RULES``: the mutation gate, one bug at a time in the reference engine's rules
modules, to be killed by the scenarios and unit tests alone. ``REFERENCE``: the
audit's six bugs planted in the reference engine only, to be caught by the
golden perft of the reference path. ``CONSISTENT``: eight bugs planted in the
reference engine *and* the bitboard twin, so that the twin comparison cannot
see them, to be caught by the rules oracle of the random games. The mutants themselves
are data: ``benchmarks/znamenosets_mutants.toml``.
"""

from __future__ import annotations

from benchmarks.mutants import ROOT, load_sets

GATE_TESTS = ("tests/scenarios/test_znamenosets.py", "tests/engine")
PERFT_TESTS = ("tests/proof/test_perft.py::test_perft_matches_the_golden_count",)
ORACLE_TESTS = ("tests/proof/test_random_play.py",)

_SETS = load_sets(ROOT / "benchmarks" / "znamenosets_mutants.toml")
BOUNDS = _SETS["bounds"]
RULES = (*_SETS["rules"], *BOUNDS)
REFERENCE = _SETS["reference"]
CONSISTENT = _SETS["consistent"]
