"""The facade: exports, random play, and the termination bound.

Random play with every state checked lives in tests/proof/test_random_play.py.
"""

from __future__ import annotations

import pytest

import engine.znamenosets as zn
from engine.znamenosets import (
    DEFAULT_RULESET,
    Kind,
    Phase,
    Ruleset,
    SeededDice,
    Side,
    legal_actions,
    max_game_turns,
    new_game,
    random_playout,
    remaining_health,
)

REQUIRED = [
    "position",
    "deployment_cells",
    "deploy",
    "army_deck",
    "new_game",
    "current_strength",
    "attack_strength",
    "legal_actions",
    "apply",
    "snapshot",
    "restore",
    "random_playout",
    "max_game_turns",
    "Side",
    "Phase",
    "Warrior",
    "GameState",
    "Kind",
    "TroopClass",
    "Ruleset",
    "DEFAULT_RULESET",
    "Move",
    "MoveLine",
    "Attack",
    "Remove",
    "Action",
    "Cell",
    "Direction",
    "RuleViolation",
    "SeededDice",
]


@pytest.mark.parametrize("name", REQUIRED)
def test_the_package_exports_the_public_api(name: str) -> None:
    assert hasattr(zn, name)
    assert name in zn.__all__


def test_random_playout_is_reproducible() -> None:
    first = random_playout(new_game(SeededDice(4)), SeededDice(5))
    second = random_playout(new_game(SeededDice(4)), SeededDice(5))
    assert first == second
    assert first.phase is Phase.OVER
    assert legal_actions(first) == []


def test_random_playout_can_stop_early() -> None:
    start = new_game(SeededDice(4))
    partial = random_playout(start, SeededDice(5), max_turns=3)
    assert partial.turn == start.turn + 3
    assert partial.phase is Phase.MOVEMENT or partial.phase is Phase.REMOVAL
    assert random_playout(start, SeededDice(5), max_turns=0) is start


def test_max_game_turns() -> None:
    """The termination bound: the health of both armies together."""
    assert (
        max_game_turns(DEFAULT_RULESET)
        == 2 * (3 * 3 + 4 * 4 + 3 * 3 + 2 * 3 + 4 * 2 + 4 * 2)
        == 112
    )
    assert remaining_health(new_game(SeededDice(0))) == max_game_turns(DEFAULT_RULESET)


def test_max_game_turns_for_a_custom_ruleset() -> None:
    ruleset = Ruleset(army={Kind.STANDARD_BEARER: 10, Kind.HORSEMAN: 10})
    assert max_game_turns(ruleset) == 2 * (10 * 3 + 10 * 3)
    for seed in range(5):
        final = random_playout(new_game(SeededDice(seed), ruleset=ruleset), SeededDice(seed))
        assert final.phase is Phase.OVER
        assert final.turn <= max_game_turns(ruleset)


def test_games_end_within_the_bound() -> None:
    """Every turn costs the board at least one point of health (see victory.py)."""
    longest = 0
    for seed in range(30):
        final = random_playout(new_game(SeededDice(seed)), SeededDice(seed + 1))
        longest = max(longest, final.turn)
        assert final.winner in (Side.BLUE, Side.GREEN) or final.drawn
    assert longest <= max_game_turns(DEFAULT_RULESET)
