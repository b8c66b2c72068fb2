"""What the Znamenosets engine tests share: a position from a board written as text, and
the refusal an action meets there."""

from __future__ import annotations

import pytest

from engine.znamenosets import Action, GameState, RuleViolation, apply, position
from engine.znamenosets.notation import board_from


def pos(spec: dict[str, str], **kwargs: object) -> GameState:
    """The position of ``spec`` (cell name -> "side kind"), with ``position``'s options."""
    return position(board_from(spec), **kwargs)  # type: ignore[arg-type]


def violation(state: GameState, action: Action) -> RuleViolation:
    """The refusal of ``action`` in ``state``: the test fails if it is accepted."""
    with pytest.raises(RuleViolation) as caught:
        apply(state, action)
    return caught.value


def rule_of(state: GameState, action: Action) -> str:
    """The rule that refuses ``action`` in ``state``."""
    return violation(state, action).rule_id
