"""The one source of chance: seeded dice for play, scripted dice for scenarios.

Every random decision in an engine goes through an injected dice object, so a
game is replayable from its seed and a scenario can state exactly what the dice
show ("the dice roll sword, push").
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol, TypeVar

from engine.core.errors import Term, WordedError

T = TypeVar("T")
DIE_CONTEXT = "die"  # the vocabulary's context of a die's name (``attack``, ``rank-1``...)


class ScriptError(WordedError):
    """A scripted die was asked for a roll nobody scripted, or a script was left over: a
    mistake of the scenario, not a rule. ``die`` is a :class:`Term`; ``face``, ``faces`` and
    ``results`` are the dice's own words.

    >>> error = ScriptError("the {die} die has no face '{face}'", die=Term("die", "shot"), face="7")
    >>> str(error), error.fields["face"]
    ("the shot die has no face '7'", '7')
    """


class Dice(Protocol):
    """What an engine may ask of its dice."""

    def roll(self, die: str, faces: Sequence[str]) -> str: ...


class SeededDice:
    """Pseudo-random dice, reproducible from ``seed``.

    The same seed gives the same results on every platform and under every
    ``PYTHONHASHSEED``, because only ``random.Random`` seeded with an int is used.

    >>> dice = SeededDice(7)
    >>> dice.shuffle([1, 2, 3]) == SeededDice(7).shuffle([1, 2, 3])
    True
    >>> dice.roll("coin", ["heads", "tails"]) in ("heads", "tails")
    True
    """

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self._random = random.Random(seed)

    def __repr__(self) -> str:
        return f"SeededDice({self.seed!r})"

    def shuffle(self, items: Sequence[T]) -> list[T]:
        """A new list holding ``items`` in random order; ``items`` is untouched."""
        result = list(items)
        self._random.shuffle(result)
        return result

    def choice(self, items: Sequence[T]) -> T:
        """One of ``items``, uniformly at random."""
        if not items:
            raise IndexError("cannot choose from an empty sequence")
        return items[self._random.randrange(len(items))]

    def roll(self, die: str, faces: Sequence[str]) -> str:
        """One face of ``die``, uniformly at random."""
        return self.choice(list(faces))


class ScriptedDice:
    """Dice that show what a scenario wrote down, in order.

    A roll nobody scripted, a result the die does not have, or a scripted result
    never used (see :meth:`assert_exhausted`) is an error of the scenario.

    >>> dice = ScriptedDice(["sword"])
    >>> dice.roll("attack", ["sword", "shield", "push"])
    'sword'
    >>> dice.assert_exhausted()
    >>> dice.roll("attack", ["sword", "shield", "push"])
    Traceback (most recent call last):
    ...
    engine.core.dice.ScriptError: the attack die was rolled but no result is scripted
    """

    def __init__(self, results: Sequence[str]) -> None:
        self._results = list(results)
        self._next = 0

    def __repr__(self) -> str:
        return f"ScriptedDice({self._results[self._next :]!r})"

    @property
    def remaining(self) -> tuple[str, ...]:
        """The scripted results not rolled yet."""
        return tuple(self._results[self._next :])

    def roll(self, die: str, faces: Sequence[str]) -> str:
        """The next scripted result, which must be one of ``faces``."""
        if self._next >= len(self._results):
            raise ScriptError(
                "the {die} die was rolled but no result is scripted", die=Term(DIE_CONTEXT, die)
            )
        result = self._results[self._next]
        if result not in faces:
            raise ScriptError(
                "the {die} die has no face '{face}' (faces: {faces})",
                die=Term(DIE_CONTEXT, die),
                face=result,
                faces=", ".join(faces),
            )
        self._next += 1
        return result

    def assert_exhausted(self) -> None:
        """Fail if the scenario scripted more results than the game rolled."""
        if self._next < len(self._results):
            left = ", ".join(self._results[self._next :])
            raise ScriptError("scripted results never rolled: {results}", results=left)
