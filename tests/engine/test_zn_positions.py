"""The state values and arbitrary positions (state.py, positions.py)."""

from __future__ import annotations

import dataclasses

import pytest
from support.znamenosets import pos

from engine.znamenosets import (
    DEFAULT_RULESET,
    Cell,
    GameState,
    Kind,
    Phase,
    RuleViolation,
    SeededDice,
    Side,
    Warrior,
    legal_actions,
    new_game,
    position,
)
from engine.znamenosets.notation import board_from, cell
from engine.znamenosets.positions import hypothetical


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
    with pytest.raises(RuleViolation) as refusal:
        pos({"c3": "blue archer", "e6": "green archer"}, phase=Phase.OVER)
    assert refusal.value.rule_id == "ZN-10.1"


def test_over_with_one_side_gone_follows_the_last_warrior_ruling() -> None:
    """Ruling ZN-C.16: a finished position without green warriors is won by blue."""
    state = pos({"c3": "blue archer"}, phase=Phase.OVER)
    assert (state.phase, state.winner, state.drawn) == (Phase.OVER, Side.BLUE, False)
    assert state.log[-1]["reason"] == "no warriors"


@pytest.mark.parametrize("to_move", list(Side))
def test_a_side_without_warriors_is_refused(to_move: Side) -> None:
    """Ruling ZN-C.16: the game ended when that side's last warrior left; play cannot go on."""
    for board in ({"c3": "blue archer"}, {"c3": "green archer"}, {}):
        with pytest.raises(RuleViolation) as refusal:
            pos(board, to_move=to_move)
        assert refusal.value.rule_id == "ZN-C.16"


def test_line_bonus_only_after_a_line_move_and_on_the_movers_line() -> None:
    spec = {"c3": "blue horseman", "c4": "green pikeman", "d3": "blue standard-bearer"}
    state = pos(spec, phase=Phase.ATTACK, line_bonus=[cell("c3"), cell("d3")])
    assert state.line_bonus == {cell("c3"), cell("d3")}
    refused = [
        {"line_bonus": [cell("c3"), cell("d3")]},  # movement phase: nothing has moved
        {"phase": Phase.ATTACK, "line_bonus": [cell("c4")]},  # green's pikeman
        {"phase": Phase.ATTACK, "line_bonus": [cell("c3")]},  # one warrior is no line
        {"phase": Phase.ATTACK, "line_bonus": [cell("c3"), cell("c4")]},  # not all blue
    ]
    for settings in refused:
        with pytest.raises(RuleViolation) as refusal:
            pos(spec, **settings)
        assert refusal.value.rule_id == "ZN-7.4", settings


def test_more_warriors_than_the_army_holds_are_refused() -> None:
    """ZN-3.4: three berserkers, or a fourth standard-bearer counting the lost ones."""
    berserkers = {"a1": "blue berserker", "b1": "blue berserker", "c1": "blue berserker"}
    with pytest.raises(RuleViolation) as refusal:
        pos({**berserkers, "g8": "green archer"})
    assert refusal.value.rule_id == "ZN-3.4"
    assert "berserker" in refusal.value.reason
    bearers = {"a1": "blue standard-bearer", "b1": "blue standard-bearer", "g8": "green archer"}
    assert pos(bearers, bearers_lost={Side.BLUE: 1}).phase is Phase.MOVEMENT
    with pytest.raises(RuleViolation) as refusal:
        pos(bearers, bearers_lost={Side.BLUE: 2})
    assert refusal.value.rule_id == "ZN-3.4"


def test_removal_while_the_player_can_move_and_attack_is_refused() -> None:
    """ZN-5.5: a removal only when the player cannot move, or cannot attack after moving."""
    with pytest.raises(RuleViolation) as refusal:
        pos({"c3": "blue archer", "c4": "green archer"}, phase=Phase.REMOVAL)
    assert refusal.value.rule_id == "ZN-5.5"
    boxed = {"a1": "blue pikeman", "a2": "green heavy infantryman", "b1": "green archer"}
    assert pos(boxed, phase=Phase.REMOVAL).phase is Phase.REMOVAL  # cannot move


def test_an_attack_phase_no_move_can_lead_to_is_refused() -> None:
    """ZN-5.2: the warrior that just moved always has a free cell beside it."""
    boxed = {"a1": "blue pikeman", "a2": "green heavy infantryman", "b1": "green pikeman"}
    with pytest.raises(RuleViolation) as refusal:
        pos(boxed, phase=Phase.ATTACK)
    assert refusal.value.rule_id == "ZN-5.2"


def test_hypothetical_names_the_missing_standard_bearers() -> None:
    state = pos({"a1": "blue standard-bearer", "g8": "green standard-bearer"})
    note = hypothetical(state)
    assert note is not None and note.rule_id == "ZN-3.4"
    assert note.reason == (
        "not every standard-bearer is accounted for: blue shows 1 and has lost 0, "
        "green shows 1 and has lost 0; an army has 3"
    )
    partial = pos(
        {"a1": "blue standard-bearer", "g8": "green standard-bearer"},
        bearers_lost={Side.BLUE: 2, Side.GREEN: 1},
    )
    assert hypothetical(partial) is not None  # green's third bearer is missing
    full = pos(
        {"a1": "blue standard-bearer", "g8": "green standard-bearer"},
        bearers_lost={Side.BLUE: 2, Side.GREEN: 2},
    )
    assert hypothetical(full) is None
    assert hypothetical(new_game(SeededDice(3))) is None


def test_describe_names_side_kind_and_cell() -> None:
    assert (
        Warrior(Kind.HEAVY_INFANTRYMAN, Side.BLUE).describe(cell("c3"))
        == "the blue heavy infantryman at c3"
    )
