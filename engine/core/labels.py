"""The enums of every game whose members are named by their value.

>>> class Colour(Label):
...     RED = "red"
>>> str(Colour.RED), f"{Colour.RED}", hash(Colour.RED) == object.__hash__(Colour.RED)
('red', 'red', True)
>>> class Team(Pair):
...     HOME = "home"
...     AWAY = "away"
>>> Team.HOME.opponent, Team.AWAY.opponent
(<Team.AWAY: 'away'>, <Team.HOME: 'home'>)
"""

from __future__ import annotations

from enum import Enum
from typing import Self


class Label(Enum):
    """An enum whose members print as their value (the word the rules and the messages use),
    and hash by identity: members are singletons, so this is right, and done in C."""

    __hash__ = object.__hash__

    def __str__(self) -> str:
        return str(self.value)


class Pair(Label):
    """The two players or sides of a game: each member's opponent is the other one."""

    @property
    def opponent(self) -> Self:
        first, second = type(self)
        return second if self is first else first
