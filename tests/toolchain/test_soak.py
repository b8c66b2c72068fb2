"""One soak driver for every game (``python -m benchmarks.soak --game NAME``): it plays the
game's registered driver under the plan the game's soak part names, or the driver's own."""

from __future__ import annotations

from dataclasses import replace

import pytest

from benchmarks.soak import plan_for, play_batch, summary
from rulebook.games import GAMES, game_named


def game(name: str):  # type: ignore[no-untyped-def]
    found = game_named(name)
    assert found is not None
    return found


def test_a_game_without_a_soak_plan_plays_its_drivers_own() -> None:
    classic = game("classic")
    bare = replace(classic, soak=None)
    assert plan_for(bare, False, ()) == classic.part("driver").Plan()
    assert plan_for(classic, False, ()) == classic.part("driver").Plan(
        max_turns=40, eager=True, probes=1, sample=1
    )


def test_a_games_soak_plan_and_a_field_set_on_the_command_line() -> None:
    plan = plan_for(game("warseer"), False, ["max_turns=7", "eager=false"])
    assert (plan.max_turns, plan.eager, plan.text_every) == (7, False, 25)
    thorough = plan_for(game("znamenosets"), True, ())
    assert (thorough.apply_all_every, thorough.oracle_every) == (1, 5)


@pytest.mark.parametrize(
    ("name", "thorough", "settings", "message"),
    [
        ("classic", True, (), "classic has no thorough plan"),
        ("warseer", False, ["turns=4"], "--plan turns=4: the fields are max_turns, probes"),
    ],
)
def test_a_plan_that_cannot_be_is_refused(
    name: str, thorough: bool, settings: list[str], message: str
) -> None:
    with pytest.raises(ValueError, match=message):
        plan_for(game(name), thorough, settings)


@pytest.mark.parametrize("name", [g.name for g in GAMES])
def test_a_batch_plays_every_game_through_its_checks(name: str) -> None:
    plan = plan_for(game(name), False, ["max_turns=2"] if name != "znamenosets" else ())
    batch = play_batch(name, 3, 2, plan)
    assert (batch.tally.games, batch.failures) == (2, [])
    text = summary(batch.tally, batch.failures, 1.0)
    assert text.startswith("games          2\n") and text.endswith("failures       none")
