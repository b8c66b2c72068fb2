"""Line movement (ZN-7) and its attack bonus (ZN-7.4, ZN-C.14)."""

from __future__ import annotations

import pytest
from support.znamenosets import pos, rule_of

from engine.znamenosets import (
    Direction,
    GameState,
    MoveLine,
    Phase,
    RuleViolation,
    apply,
    attack_strength,
    legal_actions,
)
from engine.znamenosets.lines import lines_of
from engine.znamenosets.notation import board_to_text, cell, cells

UP, DOWN, LEFT, RIGHT = Direction.UP, Direction.DOWN, Direction.LEFT, Direction.RIGHT


def line_moves(state: GameState) -> list[MoveLine]:
    return [action for action in legal_actions(state) if isinstance(action, MoveLine)]


COLUMN = {
    "b2": "blue horseman",
    "b3": "blue standard-bearer",
    "b4": "blue archer",
    "g8": "green pikeman",
}


def test_worked_example_column_of_three_moves_three_right() -> None:
    """ZN-7.3 worked example: a column of three with its bearer moves 3 cells right."""
    state = pos(COLUMN)
    after = apply(state, MoveLine(cells("b2 b3 b4"), RIGHT, 3))
    assert board_to_text(after.board) == {
        "e2": "blue horseman/0",
        "e3": "blue standard-bearer/0",
        "e4": "blue archer/0",
        "g8": "green pikeman/0",
    }
    assert after.line_bonus == frozenset(cells("e2 e3 e4"))
    assert after.log[-1].to_dict() == {
        "name": "line_move",
        "data": {"cells": "b2 b3 b4", "direction": "right", "distance": 3, "side": "blue"},
    }


def test_every_stretch_with_exactly_one_bearer_is_a_line() -> None:
    """ZN-7.1 / ZN-C.9: the bearer may be at the start, middle or end."""
    state = pos(
        {
            "a1": "blue archer",
            "b1": "blue standard-bearer",
            "c1": "blue pikeman",
            "d1": "blue standard-bearer",
            "e1": "blue archer",
            "g8": "green archer",
        }
    )
    found = {" ".join(c.name for c in line) for line in lines_of(state, state.to_move)}
    assert found == {
        "a1 b1",
        "a1 b1 c1",
        "b1 c1",
        "c1 d1",
        "c1 d1 e1",
        "d1 e1",
    }


def test_legal_line_moves_cover_directions_and_distances() -> None:
    state = pos(COLUMN)
    moves = {(m.cells, m.direction, m.distance) for m in line_moves(state)}
    # Along the column: up 3 (b5-b7 free), down 1 (b1 free, b0 off board).
    assert (cells("b2 b3 b4"), UP, 3) in moves
    assert (cells("b2 b3 b4"), DOWN, 1) in moves
    assert (cells("b2 b3 b4"), DOWN, 2) not in moves
    # Across: left 1 (column a), right 1..3.
    assert {(d, n) for (c, d, n) in moves if c == cells("b2 b3 b4")} == {
        (UP, 1),
        (UP, 2),
        (UP, 3),
        (DOWN, 1),
        (LEFT, 1),
        (RIGHT, 1),
        (RIGHT, 2),
        (RIGHT, 3),
    }
    # Shorter stretches with the bearer are lines too; the rest of the column blocks them.
    assert (cells("b2 b3"), LEFT, 1) in moves
    assert (cells("b3 b4"), UP, 3) in moves
    assert (cells("b2 b3"), UP, 1) not in moves
    assert (cells("b3 b4"), DOWN, 1) not in moves


def test_cells_the_line_leaves_count_as_free() -> None:
    """ZN-7.3: a row moving along itself steps into its own cells."""
    state = pos({"a1": "blue standard-bearer", "b1": "blue archer", "g8": "green archer"})
    after = apply(state, MoveLine(cells("a1 b1"), RIGHT, 3))
    assert board_to_text(after.board) == {
        "d1": "blue standard-bearer/0",
        "e1": "blue archer/0",
        "g8": "green archer/0",
    }


def test_a_line_moves_at_least_one_and_at_most_three() -> None:
    """ZN-7.3 / ZN-C.15."""
    state = pos(COLUMN)
    assert rule_of(state, MoveLine(cells("b2 b3 b4"), RIGHT, 0)) == "ZN-7.3"
    assert rule_of(state, MoveLine(cells("b2 b3 b4"), RIGHT, 4)) == "ZN-7.3"
    assert rule_of(state, MoveLine(cells("b2 b3 b4"), Direction.UP_RIGHT, 1)) == "ZN-7.3"


def test_a_line_cannot_pass_or_land_on_warriors_or_leave_the_board() -> None:
    state = pos({**COLUMN, "d3": "green heavy infantryman"})
    assert rule_of(state, MoveLine(cells("b2 b3 b4"), RIGHT, 2)) == "ZN-7.3"
    assert rule_of(state, MoveLine(cells("b2 b3 b4"), RIGHT, 3)) == "ZN-7.3"
    assert rule_of(state, MoveLine(cells("b2 b3 b4"), DOWN, 2)) == "ZN-7.3"
    assert apply(state, MoveLine(cells("b2 b3 b4"), RIGHT, 1)).phase is Phase.ATTACK


@pytest.mark.parametrize(
    ("line", "why"),
    [
        ("b3", "fewer than two"),
        ("b3 b3", "a cell twice"),
        ("b4 b3", "not in board order"),
        ("b2 b4", "a gap"),
        ("b3 c4", "not straight"),
        ("b3 c3", "an empty cell"),
        ("b4 b5", "no bearer / empty"),
        ("b2 b3 b4 b5", "an empty cell"),
    ],
)
def test_malformed_lines_are_zn_7_1(line: str, why: str) -> None:
    state = pos(COLUMN)
    assert rule_of(state, MoveLine(cells(line), UP, 1)) == "ZN-7.1", why


def test_a_line_without_a_bearer_is_zn_7_1() -> None:
    state = pos({"a1": "blue archer", "b1": "blue pikeman", "g8": "green archer"})
    assert rule_of(state, MoveLine(cells("a1 b1"), UP, 1)) == "ZN-7.1"


def test_an_enemy_cannot_join_the_line() -> None:
    state = pos({"a1": "blue standard-bearer", "b1": "green pikeman", "g8": "green archer"})
    assert rule_of(state, MoveLine(cells("a1 b1"), UP, 1)) == "ZN-7.1"


def test_two_bearers_is_zn_7_2() -> None:
    state = pos({"a1": "blue standard-bearer", "b1": "blue standard-bearer", "g8": "green archer"})
    assert rule_of(state, MoveLine(cells("a1 b1"), UP, 1)) == "ZN-7.2"
    assert line_moves(state) == []


def test_line_bonus_worked_example() -> None:
    """ZN-7.4 worked example: a cavalryman of a moved column attacks a pikeman with 4 + 1 + 1 = 6."""
    state = pos(
        {
            "a2": "blue horseman",
            "a3": "blue standard-bearer",
            "a4": "blue archer",
            "d2": "green pikeman",
        }
    )
    after = apply(state, MoveLine(cells("a2 a3 a4"), RIGHT, 2))
    assert after.phase is Phase.ATTACK
    assert attack_strength(after, cell("c2"), cell("d2")) == 6
    event_count = len(after.log)
    final = apply(after, legal_actions(after)[0])
    wounds = [e for e in final.log[event_count:] if e.name == "wound"]
    assert [(e["cell"], e["amount"]) for e in wounds] == [("d2", 1)]


def test_line_bonus_is_for_the_line_only_and_this_turn_only() -> None:
    """ZN-C.14: warriors outside the line get no bonus; the bonus ends with the turn."""
    state = pos(
        {
            "a2": "blue horseman",
            "a3": "blue standard-bearer",
            "e3": "blue horseman",
            "e4": "green archer",
            "g8": "green pikeman",
        }
    )
    after = apply(state, MoveLine(cells("a2 a3"), RIGHT, 1))
    assert attack_strength(after, cell("e3"), cell("e4")) == 5  # 4 + class, no line bonus
    assert after.line_bonus == frozenset(cells("b2 b3"))
    done = apply(after, legal_actions(after)[0])
    assert done.line_bonus == frozenset()


def test_a_line_with_a_gap_between_its_warriors_is_zn_7_1() -> None:
    """Both ends hold the player's warriors, one a bearer: only the empty b3 breaks the line."""
    state = pos({"b2": "blue standard-bearer", "b4": "blue pikeman", "g8": "green archer"})
    with pytest.raises(RuleViolation) as refusal:
        apply(state, MoveLine(cells("b2 b4"), UP, 1))
    assert (refusal.value.rule_id, refusal.value.reason) == ("ZN-7.1", "the line b2 b4 has a gap")
