"""What the checked random play of every game shares: the error a broken invariant
raises, the tally of a run, the check that a refusal names one of the game's rules, and a
seeded choice weighted by the kind of action.

Each game's ``proof`` module plays its own games with these (its driver in
:mod:`rulebook.games`); what it checks at each state is that game's.

>>> tally, other = Tally(games=1), Tally(games=2, results=Counter(south=2))
>>> tally.merge(other)
>>> tally.games, tally.results
(3, Counter({'south': 2}))
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, fields
from typing import ClassVar, TypeVar

from engine.core.dice import SeededDice
from engine.core.errors import RuleViolation

T = TypeVar("T")


class InvariantError(AssertionError):
    """A state or a transition the rules can never produce."""


def require(condition: object, message: str) -> None:
    if not condition:
        raise InvariantError(message)


def check_refusal(refusal: RuleViolation, prefix: str) -> None:
    """A refusal names a rule of this game (its ID starts with ``prefix``) and a reason."""
    require(
        refusal.rule_id.startswith(prefix) and refusal.reason,
        f"a refusal names no rule: {refusal!r}",
    )


@dataclass
class Tally:
    """What a run checked. A game's tally adds its own counts; :meth:`merge` adds each
    count, joins each counter and keeps the larger of each field named in ``LARGEST``."""

    LARGEST: ClassVar[tuple[str, ...]] = ()

    games: int = 0
    states: int = 0
    listed: int = 0
    applied: int = 0
    probes: int = 0
    refused: int = 0
    results: Counter[str] = field(default_factory=Counter)

    def merge(self, other: Tally) -> None:
        for item in fields(self):
            mine, theirs = getattr(self, item.name), getattr(other, item.name)
            if isinstance(mine, Counter):
                mine.update(theirs)
            elif item.name in self.LARGEST:
                setattr(self, item.name, max(mine, theirs))
            else:
                setattr(self, item.name, mine + theirs)


def weighted_choice(actions: Sequence[T], weight: Callable[[T], int], dice: SeededDice) -> T:
    """One of ``actions``, each as likely as its weight (still seeded: one roll of ``dice``)."""
    weights = [weight(action) for action in actions]
    pick = dice.choice(range(sum(weights)))
    for action, share in zip(actions, weights, strict=True):
        pick -= share
        if pick < 0:
            return action
    raise AssertionError("unreachable")
