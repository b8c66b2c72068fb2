"""The state values and arbitrary positions (state.py, positions.py)."""

from __future__ import annotations

import dataclasses

import pytest

from engine.znamenosets import (
    DEFAULT_RULESET,
    Cell,
    GameState,
    Kind,
    Phase,
    Side,
    Warrior,
    legal_actions,
    position,
)
from engine.znamenosets.notation import board_from, cell


def pos(spec: dict[str, str], **kwargs: object) -> GameState:
    return position(board_from(spec), **kwargs)  # type: ignore[arg-type]


def test_side_opponent_and_values() -> None:
    assert Side.BLUE.opponent is Side.GREEN
    assert Side.GREEN.opponent is Side.BLUE
    assert [side.value for side in Side] == ["blue", "green"]
    assert [phase.value for phase in Phase] == ["movement", "attack", "removal", "over"]


def test_state_is_immutable() -> None:
    state = pos({"c3": "blue archer", "e6": "green pikeman"})
    with pytest.raises(dataclasses.FrozenInstanceError):
        state.turn = 5  # type: ignore[misc]
    with pytest.raises(TypeError):
        state.board[cell("a1")] = Warrior(Kind.ARCHER, Side.BLUE)  # type: ignore[index]
    with pytest.raises(TypeError):
        state.bearers_lost[Side.BLUE] = 2  # type: ignore[index]


def test_position_defaults() -> None:
    state = pos({"c3": "blue archer", "e6": "green pikeman"})
    assert isinstance(state, GameState)
    assert (state.to_move, state.phase, state.turn) == (Side.BLUE, Phase.MOVEMENT, 1)
    assert state.ruleset is DEFAULT_RULESET
    assert dict(state.bearers_lost) == {Side.BLUE: 0, Side.GREEN: 0}
    assert state.line_bonus == frozenset()
    assert (state.winner, state.drawn, state.log) == (None, False, ())


def test_position_copies_the_board() -> None:
    raw = board_from({"c3": "blue archer", "e6": "green pikeman"})
    state = position(raw)
    raw.clear()
    assert len(state.board) == 2


@pytest.mark.parametrize("cell", [Cell(7, 0), Cell(0, 8), Cell(-1, 3), Cell(2, -1)])
def test_position_rejects_cells_off_the_board(cell: Cell) -> None:
    with pytest.raises(ValueError, match="not a cell of the board"):
        position({cell: Warrior(Kind.ARCHER, Side.BLUE)})


@pytest.mark.parametrize(
    ("kind", "wounds"), [(Kind.ARCHER, 2), (Kind.HEAVY_INFANTRYMAN, 4), (Kind.PIKEMAN, -1)]
)
def test_position_rejects_impossible_wounds(kind: Kind, wounds: int) -> None:
    with pytest.raises(ValueError, match="wounds"):
        position({cell("c3"): Warrior(kind, Side.BLUE, wounds)})


def test_position_rejects_negative_losses() -> None:
    with pytest.raises(ValueError):
        pos({"c3": "blue archer"}, bearers_lost={Side.BLUE: -1})


def test_movement_without_any_move_becomes_removal() -> None:
    # The blue pikeman on a1 is boxed in by green warriors.
    state = pos({"a1": "blue pikeman", "a2": "green heavy infantryman", "b1": "green archer"})
    assert state.phase is Phase.REMOVAL


def test_attack_without_any_attack_becomes_removal() -> None:
    state = pos({"c3": "blue pikeman", "c6": "green archer"}, phase=Phase.ATTACK)
    assert state.phase is Phase.REMOVAL


def test_attack_phase_with_an_attack_stays() -> None:
    state = pos({"c3": "blue archer", "c4": "green archer"}, phase=Phase.ATTACK)
    assert state.phase is Phase.ATTACK


def test_removal_phase_given_is_kept() -> None:
    state = pos({"c3": "blue archer", "e6": "green archer"}, phase=Phase.REMOVAL)
    assert state.phase is Phase.REMOVAL


def test_three_lost_bearers_end_the_game() -> None:
    state = pos({"c3": "blue archer", "e6": "green archer"}, bearers_lost={Side.GREEN: 3})
    assert (state.phase, state.winner, state.drawn) == (Phase.OVER, Side.BLUE, False)
    assert legal_actions(state) == []


def test_both_sides_with_three_lost_bearers_is_a_draw() -> None:
    state = pos({"c3": "blue archer"}, bearers_lost={Side.GREEN: 3, Side.BLUE: 3})
    assert (state.phase, state.winner, state.drawn) == (Phase.OVER, None, True)


def test_over_without_a_verdict_is_refused() -> None:
    with pytest.raises(ValueError):
        pos({"c3": "blue archer"}, phase=Phase.OVER)


def test_a_player_without_warriors_loses_at_once() -> None:
    """Engine ruling ZN-C.16: a side to move with no warrior at all cannot act."""
    state = pos({"c3": "blue archer"}, to_move=Side.GREEN)
    assert (state.phase, state.winner) == (Phase.OVER, Side.BLUE)
    assert state.log[-1]["reason"] == "no warriors"
    empty = position({})
    assert (empty.phase, empty.winner, empty.drawn) == (Phase.OVER, None, True)


def test_a_lone_warrior_may_still_move() -> None:
    state = pos({"d4": "blue horseman"})
    assert state.phase is Phase.MOVEMENT


def test_line_bonus_only_in_attack_phase_and_on_own_warriors() -> None:
    spec = {"c3": "blue horseman", "c4": "green pikeman", "d3": "blue standard-bearer"}
    state = pos(spec, phase=Phase.ATTACK, line_bonus=[cell("c3"), cell("d3")])
    assert state.line_bonus == {cell("c3"), cell("d3")}
    with pytest.raises(ValueError):
        pos(spec, line_bonus=[cell("c3")])
    with pytest.raises(ValueError):
        pos(spec, phase=Phase.ATTACK, line_bonus=[cell("c4")])


def test_describe_names_side_kind_and_cell() -> None:
    assert (
        Warrior(Kind.HEAVY_INFANTRYMAN, Side.BLUE).describe(cell("c3"))
        == "the blue heavy infantryman at c3"
    )
