"""The filter of every listing: which candidate actions a game's check lets through.

A game's ``legal_actions`` builds candidates (every target in reach, every card in hand)
and keeps those its own check allows; the check, not the listing, says what is legal.

>>> from engine.core.errors import RuleViolation
>>> def check(state: int, action: int) -> None:
...     if action > state:
...         raise RuleViolation("X-1", "too many")
>>> legal_among(check, 2, range(5))
[0, 1, 2]
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, TypeVar

from engine.core.play import passes

A = TypeVar("A")


def legal_among(check: Callable[[Any, A], object], state: Any, candidates: Iterable[A]) -> list[A]:
    """The ``candidates`` that ``check`` lets through at ``state``, in their order."""
    return [action for action in candidates if passes(check, state, action)]
