"""Single movement (ZN-5.3, ZN-6) and the phase it leads to."""

from __future__ import annotations

import pytest
from support.znamenosets import pos, violation

from engine.znamenosets import (
    Cell,
    GameState,
    Move,
    Phase,
    Side,
    apply,
    legal_actions,
)
from engine.znamenosets.notation import board_to_text, cell


def destinations(state: GameState, origin: str) -> list[str]:
    return sorted(
        action.destination.name
        for action in legal_actions(state)
        if isinstance(action, Move) and action.origin == cell(origin)
    )


def test_a_warrior_walks_up_to_its_movement_orthogonally() -> None:
    """ZN-6.1: the heavy infantryman walks up to 3 cells, turning freely."""
    state = pos({"d4": "blue heavy infantryman", "g8": "green archer"})
    reach = destinations(state, "d4")
    manhattan = [
        Cell(col, row).name
        for col in range(7)
        for row in range(8)
        if 0 < abs(col - 3) + abs(row - 3) <= 3
    ]
    assert reach == sorted(manhattan)


@pytest.mark.parametrize(
    ("kind", "movement", "count"),
    [("archer", 3, 24), ("pikeman", 5, 47), ("berserker", 5, 47), ("standard-bearer", 3, 24)],
)
def test_reach_on_an_open_board(kind: str, movement: int, count: int) -> None:
    """ZN-3.3: from d4, movement 3 covers 24 cells, movement 5 covers 47."""
    state = pos({"d4": f"blue {kind}", "a8": "green archer"})
    reach = destinations(state, "d4")
    assert len(reach) == count
    assert all(abs(cell(n).col - 3) + abs(cell(n).row - 3) <= movement for n in reach)


def test_the_horseman_moves_any_distance() -> None:
    """ZN-6.3: the horseman reaches every free cell connected to it."""
    state = pos({"a1": "blue horseman", "g8": "green archer"})
    assert len(destinations(state, "a1")) == 54
    after = apply(state, Move(cell("a1"), cell("g7")))
    assert after.board[cell("g7")].kind.value == "horseman"


def test_no_jumping_over_warriors() -> None:
    """ZN-6.2: a wall of warriors has to be walked around."""
    spec = {"a1": "blue archer", "a2": "green pikeman", "b2": "green pikeman", "c1": "blue archer"}
    state = pos(spec)
    assert destinations(state, "a1") == ["b1"]
    error = violation(state, Move(cell("a1"), cell("a3")))
    assert error.rule_id == "ZN-6.2"
    assert "a3" in error.reason


def test_blocked_path_longer_than_the_movement_is_zn_6_2() -> None:
    """A cell within 3 steps as the crow walks, but the way round is longer."""
    state = pos(
        {"b1": "blue archer", "b2": "green pikeman", "a2": "green pikeman", "c2": "blue archer"}
    )
    assert violation(state, Move(cell("b1"), cell("b3"))).rule_id == "ZN-6.2"


def test_no_diagonal_steps() -> None:
    """ZN-6.2: the diagonal neighbour is two orthogonal steps away."""
    state = pos(
        {"a1": "blue archer", "a2": "blue pikeman", "b1": "blue pikeman", "g8": "green archer"}
    )
    assert "b2" not in destinations(state, "a1")
    assert violation(state, Move(cell("a1"), cell("b2"))).rule_id == "ZN-6.2"


def test_too_far_is_zn_6_1() -> None:
    state = pos({"c3": "blue heavy infantryman", "g8": "green archer"})
    error = violation(state, Move(cell("c3"), cell("e7")))
    assert error.rule_id == "ZN-6.1"
    assert (
        error.reason == "the blue heavy infantryman at c3 moves at most 3 cells; e7 is 6 steps away"
    )


def test_zero_distance_is_zn_6_1() -> None:
    """ZN-C.15: a move covers at least one cell."""
    state = pos({"c3": "blue archer", "g8": "green archer"})
    assert violation(state, Move(cell("c3"), cell("c3"))).rule_id == "ZN-6.1"


@pytest.mark.parametrize("destination", [Cell(2, 8), Cell(-1, 2), Cell(7, 2), Cell(40, 2)])
def test_off_the_board_is_zn_6_2(destination: Cell) -> None:
    state = pos({"c3": "blue horseman", "g8": "green archer"})
    assert violation(state, Move(cell("c3"), destination)).rule_id == "ZN-6.2"


def test_occupied_destination_is_zn_6_2() -> None:
    """ZN-2.3: one warrior per cell, friend or foe."""
    state = pos({"c3": "blue archer", "c4": "blue pikeman", "c5": "green pikeman"})
    assert violation(state, Move(cell("c3"), cell("c4"))).rule_id == "ZN-6.2"
    assert violation(state, Move(cell("c3"), cell("c5"))).rule_id == "ZN-6.2"


def test_moving_what_is_not_yours_is_zn_5_3() -> None:
    state = pos({"c3": "blue archer", "e6": "green archer"})
    assert violation(state, Move(cell("e6"), cell("e5"))).rule_id == "ZN-5.3"
    assert violation(state, Move(cell("d4"), cell("d5"))).rule_id == "ZN-5.3"
    assert violation(state, Move(Cell(9, 9), cell("d5"))).rule_id == "ZN-5.3"


def test_a_move_leads_to_the_attack_phase_when_an_attack_exists() -> None:
    """ZN-5.2 / ZN-5.4."""
    state = pos({"c2": "blue heavy infantryman", "c5": "green archer"})
    after = apply(state, Move(cell("c2"), cell("c4")))
    assert (after.phase, after.to_move, after.turn) == (Phase.ATTACK, Side.BLUE, 1)
    assert board_to_text(after.board) == {"c4": "blue heavy infantryman/0", "c5": "green archer/0"}
    assert after.log[-1].to_dict() == {
        "name": "move",
        "data": {"destination": "c4", "kind": "heavy infantryman", "origin": "c2", "side": "blue"},
    }
    assert board_to_text(state.board) == {"c2": "blue heavy infantryman/0", "c5": "green archer/0"}


def test_a_move_without_a_following_attack_leads_to_removal() -> None:
    """ZN-5.5: cannot attack after moving, so a warrior is removed."""
    state = pos({"c2": "blue heavy infantryman", "c7": "green archer"})
    after = apply(state, Move(cell("c2"), cell("c3")))
    assert after.phase is Phase.REMOVAL
    assert after.line_bonus == frozenset()


def test_legal_moves_are_complete_and_ordered() -> None:
    state = pos({"a1": "blue archer", "a2": "blue pikeman", "g8": "green archer"})
    moves = legal_actions(state)
    assert all(isinstance(action, Move) for action in moves)
    assert [(m.origin.name, m.destination.name) for m in moves[:3]] == [
        ("a1", "b1"),
        ("a1", "b2"),
        ("a1", "b3"),
    ]
    assert moves == sorted(moves, key=lambda m: (m.origin, m.destination))
    assert len(set(moves)) == len(moves)
