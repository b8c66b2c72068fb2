"""The turn (ZN-5), removal (ZN-5.5, ZN-C.10) and victory (ZN-10)."""

from __future__ import annotations

import pytest
from support.znamenosets import pos, rule_of

from engine.znamenosets import (
    Attack,
    Direction,
    Move,
    MoveLine,
    Phase,
    Remove,
    RuleViolation,
    Side,
    apply,
    legal_actions,
)
from engine.znamenosets.notation import board_to_text, cell, cells

DUEL = {"c3": "blue heavy infantryman", "c5": "green archer", "a1": "blue standard-bearer"}


def test_a_full_turn_passes_to_the_opponent() -> None:
    """ZN-5.1 / ZN-5.2: movement, then attack, then the other player moves."""
    state = pos(DUEL)
    moved = apply(state, Move(cell("c3"), cell("c4")))
    assert moved.phase is Phase.ATTACK
    done = apply(moved, Attack(cell("c4"), (cell("c5"),)))
    assert (done.to_move, done.phase, done.turn) == (Side.GREEN, Phase.MOVEMENT, 2)
    assert [e.name for e in done.log] == ["move", "attack", "wound", "turn_end"]
    assert done.log[-1].to_dict() == {"name": "turn_end", "data": {"side": "blue", "turn": 1}}


def test_attack_in_the_movement_phase_is_zn_5_2() -> None:
    state = pos({**DUEL, "c4": "green pikeman"})
    assert rule_of(state, Attack(cell("c3"), (cell("c4"),))) == "ZN-5.2"


def test_movement_in_the_attack_phase_is_zn_5_2() -> None:
    moved = apply(pos(DUEL), Move(cell("c3"), cell("c4")))
    assert rule_of(moved, Move(cell("a1"), cell("a2"))) == "ZN-5.2"
    assert rule_of(moved, MoveLine(cells("a1 b1"), Direction.UP, 1)) == "ZN-5.2"


def test_movement_in_the_removal_phase_is_zn_5_2() -> None:
    state = pos(DUEL, phase=Phase.REMOVAL)
    assert rule_of(state, Move(cell("c3"), cell("c4"))) == "ZN-5.2"
    assert rule_of(state, Attack(cell("c3"), (cell("c5"),))) == "ZN-5.2"


def test_removal_while_a_move_exists_is_zn_5_5() -> None:
    assert rule_of(pos(DUEL), Remove(cell("c3"))) == "ZN-5.5"


def test_declining_an_attack_is_zn_c_5() -> None:
    """ZN-5.4 / ZN-C.5: an attack may not be declined by removing instead."""
    moved = apply(pos(DUEL), Move(cell("c3"), cell("c4")))
    assert rule_of(moved, Remove(cell("a1"))) == "ZN-C.5"


def test_removing_what_is_not_yours_is_zn_5_5() -> None:
    state = pos(DUEL, phase=Phase.REMOVAL)
    assert rule_of(state, Remove(cell("c5"))) == "ZN-5.5"
    assert rule_of(state, Remove(cell("d4"))) == "ZN-5.5"


def test_no_attack_after_moving_means_removal() -> None:
    """ZN-5.5: the removed warrior counts as killed; the turn passes."""
    moved = apply(pos(DUEL), Move(cell("c3"), cell("d3")))
    assert moved.phase is Phase.REMOVAL
    assert legal_actions(moved) == [Remove(cell("a1")), Remove(cell("d3"))]
    done = apply(moved, Remove(cell("a1")))
    assert cell("a1") not in done.board
    assert done.bearers_lost == {Side.BLUE: 1, Side.GREEN: 0}
    assert (done.to_move, done.phase, done.turn) == (Side.GREEN, Phase.MOVEMENT, 2)
    assert [e.name for e in done.log] == ["move", "remove", "turn_end"]


def test_no_move_at_the_start_of_the_turn_means_removal_without_attack() -> None:
    """ZN-C.10: a player who cannot move skips the attack phase too."""
    state = pos(
        {
            "a1": "green pikeman",
            "a2": "blue heavy infantryman",
            "b1": "blue heavy infantryman",
            "g8": "blue archer",
        },
        to_move=Side.GREEN,
    )
    assert state.phase is Phase.REMOVAL
    assert legal_actions(state) == [Remove(cell("a1"))]
    assert rule_of(state, Attack(cell("a1"), (cell("a2"),))) == "ZN-5.2"


def test_the_turn_passes_into_removal_when_the_next_player_is_stuck() -> None:
    spec = {
        "a1": "green pikeman",
        "a2": "blue heavy infantryman",
        "b1": "blue heavy infantryman",
        "g8": "blue archer",
        "g6": "green archer",
    }
    state = pos(spec)
    moved = apply(state, Move(cell("g8"), cell("g7")))
    done = apply(moved, Attack(cell("g7"), (cell("g6"),)))
    assert (done.to_move, done.phase) == (Side.GREEN, Phase.MOVEMENT)  # g6 may still move
    spec["f8"] = "blue pikeman"
    spec["f6"] = "blue pikeman"
    spec["g5"] = "blue pikeman"
    state = pos(spec)
    moved = apply(state, Move(cell("g8"), cell("g7")))
    done = apply(moved, Attack(cell("g7"), (cell("g6"),)))
    assert (done.to_move, done.phase) == (Side.GREEN, Phase.REMOVAL)


@pytest.mark.parametrize(
    ("board", "lost", "winner", "reason", "left"),
    [
        # ZN-10.1: the game ends the moment the third standard-bearer falls
        (
            {"c3": "blue heavy infantryman", "c4": "green standard-bearer/2", "a8": "green archer"},
            {Side.GREEN: 2},
            Side.BLUE,
            "standard-bearers",
            {"c3": "blue heavy infantryman/0", "a8": "green archer/0"},
        ),
        # ZN-10.2 / ZN-C.12: the attacking bearer dies of its counter-wound as it kills
        (
            {"c3": "blue standard-bearer/2", "c4": "green standard-bearer/2"},
            {Side.BLUE: 2, Side.GREEN: 2},
            None,
            "standard-bearers",
            {},
        ),
        # engine ruling ZN-C.16: nobody is left (equal strengths: both take their last wound)
        ({"c3": "blue pikeman/1", "c4": "green pikeman/1"}, {}, None, "no warriors", {}),
        # ruling ZN-C.17: blue loses its third standard-bearer as green loses its last warrior
        (
            {"c3": "blue standard-bearer/2", "c4": "green pikeman/1", "a1": "blue archer"},
            {Side.BLUE: 2},
            None,
            "standard-bearers and no warriors",
            {"a1": "blue archer/0"},
        ),
    ],
    ids=["third-bearer", "both-third-bearers", "both-last-warriors", "bearer-and-last-warrior"],
)
def test_an_attack_that_ends_the_game(
    board: dict[str, str],
    lost: dict[Side, int],
    winner: Side | None,
    reason: str,
    left: dict[str, str],
) -> None:
    """The attack c3 on c4 ends the game at once, with this verdict and this board left."""
    over = apply(
        pos(board, phase=Phase.ATTACK, bearers_lost=lost), Attack(cell("c3"), (cell("c4"),))
    )
    assert (over.phase, over.winner, over.drawn) == (Phase.OVER, winner, winner is None)
    result = "draw" if winner is None else winner.value
    assert over.log[-1].to_dict() == {
        "name": "game_over",
        "data": {"reason": reason, "result": result, "turn": 1},
    }
    assert board_to_text(over.board) == left
    assert legal_actions(over) == []
    assert rule_of(over, Move(cell("c3"), cell("c4"))) == "ZN-10.1"
    assert rule_of(over, Remove(cell("c3"))) == "ZN-10.1"


def test_third_bearer_removed_loses() -> None:
    """ZN-C.13: a removed standard-bearer counts as killed, also for victory."""
    state = pos(
        {"a1": "blue standard-bearer", "g8": "green archer"},
        phase=Phase.REMOVAL,
        bearers_lost={Side.BLUE: 2},
    )
    over = apply(state, Remove(cell("a1")))
    assert (over.phase, over.winner) == (Phase.OVER, Side.GREEN)
    assert over.turn == 1


def test_the_old_state_is_untouched() -> None:
    state = pos(DUEL)
    before = (dict(state.board), state.phase, state.log)
    apply(state, Move(cell("c3"), cell("c4")))
    with pytest.raises(RuleViolation):
        apply(state, Move(cell("c3"), cell("g8")))
    assert (dict(state.board), state.phase, state.log) == before


def test_apply_refuses_things_that_are_not_actions() -> None:
    with pytest.raises(TypeError):
        apply(pos(DUEL), "c3-c4")  # type: ignore[arg-type]


def test_removing_the_last_warrior_loses() -> None:
    """Engine ruling ZN-C.16: green's last warrior is removed; blue has warriors, so blue wins."""
    state = pos(
        {"a1": "green pikeman", "g8": "blue archer"}, to_move=Side.GREEN, phase=Phase.REMOVAL
    )
    over = apply(state, Remove(cell("a1")))
    assert (over.phase, over.winner, over.turn) == (Phase.OVER, Side.BLUE, 1)
    assert over.log[-1]["reason"] == "no warriors"


def test_a_side_losing_its_last_warrior_loses() -> None:
    """Engine ruling ZN-C.16, by attack."""
    state = pos(
        {"c3": "blue archer", "c4": "green pikeman/1", "a8": "green archer"}, phase=Phase.ATTACK
    )
    after = apply(state, Attack(cell("c3"), (cell("c4"),)))
    assert after.phase is Phase.MOVEMENT  # green still has the archer
    state = pos({"c3": "blue archer", "c4": "green pikeman/1"}, phase=Phase.ATTACK)
    over = apply(state, Attack(cell("c3"), (cell("c4"),)))
    assert (over.phase, over.winner, over.drawn) == (Phase.OVER, Side.BLUE, False)
