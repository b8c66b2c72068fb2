"""Setting up (ZN-4): laying order, decks, coin."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.znamenosets import (
    DEFAULT_RULESET,
    Kind,
    Phase,
    Ruleset,
    SeededDice,
    Side,
    army_deck,
    deploy,
    deployment_cells,
    new_game,
)
from engine.znamenosets.ruleset import DEFAULT_ARMY


def names(items: object) -> list[str]:
    return sorted(item.name for item in items)  # type: ignore[attr-defined]


def test_blue_lays_row_4_then_3_then_2_left_to_right() -> None:
    """ZN-4.2 / ZN-C.4."""
    expected = [f"{col}{row}" for row in (4, 3) for col in "abcdefg"] + [
        f"{col}2" for col in "abcdef"
    ]
    assert [cell.name for cell in deployment_cells(Side.BLUE)] == expected


def test_green_lays_row_5_then_6_then_7_from_its_left() -> None:
    """ZN-4.2 / ZN-C.4: green's left is column g."""
    expected = [f"{col}{row}" for row in (5, 6) for col in "gfedcba"] + [
        f"{col}7" for col in "gfedcb"
    ]
    assert [cell.name for cell in deployment_cells(Side.GREEN)] == expected


def test_nobody_deploys_on_the_opponents_territory() -> None:
    """ZN-2.2 / ZN-4.3."""
    assert all(cell.row < 4 for cell in deployment_cells(Side.BLUE))
    assert all(cell.row >= 4 for cell in deployment_cells(Side.GREEN))
    assert len(set(deployment_cells(Side.BLUE)) | set(deployment_cells(Side.GREEN))) == 40


def test_army_deck_matches_the_composition() -> None:
    """ZN-3.4 / ZN-C.3."""
    deck = army_deck(DEFAULT_RULESET)
    assert len(deck) == 20
    assert Counter(deck) == Counter(DEFAULT_ARMY)
    assert deck[:3] == [Kind.ARCHER] * 3  # grouped, in Kind order
    assert deck == army_deck()


def test_deploy_lays_the_top_card_first() -> None:
    blue = army_deck()
    green = list(reversed(army_deck()))
    state = deploy(blue, green, first=Side.GREEN)
    assert (state.to_move, state.phase, state.turn) == (Side.GREEN, Phase.MOVEMENT, 1)
    for side, deck in ((Side.BLUE, blue), (Side.GREEN, green)):
        for cell, kind in zip(deployment_cells(side), deck, strict=True):
            warrior = state.board[cell]
            assert (warrior.kind, warrior.side, warrior.wounds) == (kind, side, 0)
    assert len(state.board) == 40
    assert state.log == ()


@pytest.mark.parametrize(
    "deck",
    [army_deck()[:-1], [*army_deck(), Kind.ARCHER], [*army_deck()[:-1], Kind.ARCHER]],
)
def test_deploy_refuses_a_wrong_deck(deck: list[Kind]) -> None:
    with pytest.raises(ValueError, match="blue deck"):
        deploy(deck, army_deck())
    with pytest.raises(ValueError, match="green deck"):
        deploy(army_deck(), deck)


def test_deploy_follows_a_custom_ruleset() -> None:
    army = {Kind.STANDARD_BEARER: 5, Kind.HEAVY_INFANTRYMAN: 5, Kind.PIKEMAN: 10}
    ruleset = Ruleset(army=army)
    deck = army_deck(ruleset)
    state = deploy(deck, deck, ruleset=ruleset)
    assert Counter(w.kind for w in state.board.values()) == {k: 2 * n for k, n in army.items()}
    with pytest.raises(ValueError):
        deploy(army_deck(), army_deck(), ruleset=ruleset)


def test_new_game_is_reproducible_and_shuffled() -> None:
    first, second = new_game(SeededDice(5)), new_game(SeededDice(5))
    assert first == second
    unshuffled = deploy(army_deck(), army_deck())
    assert first.board != unshuffled.board
    assert names(first.board) == names(unshuffled.board)


def test_new_game_tosses_a_coin_for_the_first_player() -> None:
    """ZN-4.4: both sides start some of the time."""
    starters = {new_game(SeededDice(seed)).to_move for seed in range(20)}
    assert starters == {Side.BLUE, Side.GREEN}
    assert new_game(SeededDice(1), first=Side.GREEN).to_move is Side.GREEN


def test_new_game_draws_in_a_documented_order() -> None:
    dice = SeededDice(11)
    blue, green = dice.shuffle(army_deck()), dice.shuffle(army_deck())
    first = dice.choice([Side.BLUE, Side.GREEN])
    assert new_game(SeededDice(11)) == deploy(blue, green, first=first)
