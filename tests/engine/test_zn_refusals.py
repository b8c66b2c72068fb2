"""Each refusal of the Znamenosets engine cites the rule that forbids the action.

An action on a position the rules allow is refused with the rule whose text forbids it
(docs/znamenosets), and the state stays as it was; a saved game that no game reaches is
refused by ``restore`` with the rule it breaks.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest

from engine.znamenosets import Phase, RuleViolation, Side, apply, position, restore, snapshot
from engine.znamenosets.notation import action_from_text, board_from

DUEL = {"c3": "blue archer", "c4": "green archer"}  # blue's archer can strike c4
EDGE_LINE = {"f3": "blue standard-bearer", "g3": "blue archer", "a8": "green archer"}
APART = {"c3": "blue archer", "e6": "green archer"}
LINE = {"c3": "blue standard-bearer", "d3": "blue archer", "g8": "green archer"}
BOXED = {"a1": "blue pikeman", "a2": "green heavy infantryman", "b1": "green archer"}
OUT_OF_REACH = {"c3": "blue pikeman", "c6": "green archer"}


@pytest.mark.parametrize(
    ("board", "phase", "action", "rule"),
    [
        # The board is a1-g8 (ZN-2.1): no warrior stands on column h or row 9.
        (DUEL, Phase.ATTACK, "h4xc4", "ZN-8.1"),  # the attacker is one of your warriors
        (DUEL, Phase.ATTACK, "c3xc9", "ZN-8.1"),  # the target is an enemy warrior
        (EDGE_LINE, Phase.MOVEMENT, "f3 g3 h3 left 1", "ZN-7.1"),  # a line is your warriors
        (APART, Phase.REMOVAL, "remove h1", "ZN-5.5"),  # you remove one of your warriors
    ],
    ids=["attacker off the board", "target off the board", "line off the board", "removal off it"],
)
def test_an_action_off_the_board_cites_its_rule_and_changes_nothing(
    board: dict[str, str], phase: Phase, action: str, rule: str
) -> None:
    state = position(board_from(board), phase=phase)
    assert state.phase is phase
    before = snapshot(state)
    with pytest.raises(RuleViolation) as refusal:
        apply(state, action_from_text(action))
    assert refusal.value.rule_id == rule
    assert snapshot(state) == before


def saved(board: dict[str, str], **kwargs: Any) -> dict[str, Any]:
    return snapshot(position(board_from(board), **kwargs))


@pytest.mark.parametrize(
    ("raw", "change", "rule"),
    [
        # ZN-7.4: the bonus comes from this turn's line move, so never before the move.
        (saved(LINE), {"line_bonus": ["c3", "d3"]}, "ZN-7.4"),
        # ZN-10.1: green lost its third standard-bearer, so blue won; no other result.
        (saved(APART, bearers_lost={Side.GREEN: 3}), {"winner": "green"}, "ZN-10.1"),
        (saved(APART, bearers_lost={Side.GREEN: 3}), {"winner": None, "drawn": True}, "ZN-10.1"),
        # ZN-10.1: a game with a winner ended at once; nobody moves any more.
        (saved(APART), {"winner": "blue"}, "ZN-10.1"),
        # ZN-5.5: a player who cannot move, or cannot attack after the move, removes.
        (saved(BOXED), {"phase": "movement"}, "ZN-5.5"),
        (saved(OUT_OF_REACH, phase=Phase.ATTACK), {"phase": "attack"}, "ZN-5.5"),
    ],
    ids=[
        "bonus before a move",
        "the wrong winner",
        "a draw instead of a win",
        "a winner still playing",
        "movement with no move",
        "attack with no attack",
    ],
)
def test_restore_refuses_a_state_the_rules_never_show(
    raw: dict[str, Any], change: dict[str, Any], rule: str
) -> None:
    assert restore(raw) is not None  # as saved, the state is one the rules allow
    changed = {**raw, **change}
    kept = copy.deepcopy(changed)
    with pytest.raises(RuleViolation) as refusal:
        restore(changed)
    assert refusal.value.rule_id == rule
    assert changed == kept
