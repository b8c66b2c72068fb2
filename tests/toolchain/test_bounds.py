"""Every numeric bound of the three games is proven on both sides (``benchmarks/bounds.toml``).

``python -m benchmarks.bounds`` prints the list; here it must have no problem: each bound
names a check exactly at it and one a step past it (or says why no game reaches that
side), every named scenario exists and carries the bound's rule, and every named mutant
is in the game's curated list.
"""

from __future__ import annotations

from dataclasses import replace

from benchmarks.bounds import GAMES, load, problems


def test_every_bound_is_covered_on_both_sides() -> None:
    assert problems(load()) == []


def test_every_game_lists_its_bounds() -> None:
    bounds = load()
    for game in GAMES:
        assert len([b for b in bounds if b.game == game]) >= 10, game


def test_an_uncovered_side_is_reported() -> None:
    bound = next(b for b in load() if b.game == "classic" and b.name == "hand")
    uncovered = replace(bound, past=())
    assert problems([uncovered]) == ["classic: hand (LS1-6.3): no check one step past the bound"]
    assert problems([replace(bound, at=())]) == [
        "classic: hand (LS1-6.3): no check exactly at the bound"
    ]


def test_a_check_that_points_nowhere_is_reported() -> None:
    bound = next(b for b in load() if b.game == "classic" and b.name == "hand")
    wrong = replace(
        bound,
        past=(
            "classic/turn.feature: No such scenario",
            "classic/turn.feature: Drawing from an empty Battle Deck draws nothing",
            "tests/engine/test_ls1_game.py::test_no_such_test",
        ),
        mutants=("no-such-mutant",),
    )
    assert problems([wrong]) == [
        "classic: hand (LS1-6.3): no scenario 'No such scenario' in features/classic/turn.feature",
        "classic: hand (LS1-6.3): the scenario 'Drawing from an empty Battle Deck draws nothing'"
        " does not carry the tag @LS1-6.3",
        "classic: hand (LS1-6.3): no unit test tests/engine/test_ls1_game.py::test_no_such_test",
        "classic: hand (LS1-6.3): unknown mutants no-such-mutant",
    ]
