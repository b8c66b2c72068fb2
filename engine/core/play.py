"""The loops every game's surface is made of: whether an action passes the game's check,
which candidate actions it lets through, and random play until the game ends. Each game's
``game`` module gives its own check, ``play`` and ``legal_actions``."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, TypeVar

from engine.core.dice import SeededDice
from engine.core.errors import RuleViolation


def passes(check: Callable[..., object], *args: Any, **kwargs: Any) -> bool:
    """Whether ``check`` (given these arguments) goes through: it raises RuleViolation if not.

    Mostly ``passes(check, state, action)``: whether ``action`` may be played at ``state``.
    """
    try:
        check(*args, **kwargs)
    except RuleViolation:
        return False
    return True


A = TypeVar("A")


def legal_among(check: Callable[[Any, A], object], state: Any, candidates: Iterable[A]) -> list[A]:
    """The ``candidates`` that ``check`` lets through at ``state``, in their order: a game's
    ``legal_actions`` builds them (every target in reach, every card in hand), and its check,
    not the listing, says what is legal.

    >>> def check(state: int, action: int) -> None:
    ...     if action > state:
    ...         raise RuleViolation("X-1", "too many")
    >>> legal_among(check, 2, range(5))
    [0, 1, 2]
    """
    return [action for action in candidates if passes(check, state, action)]


def playout(
    state: Any,
    dice: SeededDice,
    max_turns: int | None,
    play: Callable[[Any, Any, SeededDice], Any],
    legal_actions: Callable[[Any], list[Any]],
) -> Any:
    """Play uniformly random listed actions until the game ends (or ``max_turns`` pass)."""
    start = state.turn
    while not state.is_over:
        if max_turns is not None and state.turn - start >= max_turns:
            break
        state = play(state, dice.choice(legal_actions(state)), dice)
    return state
