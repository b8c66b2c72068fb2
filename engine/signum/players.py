"""The two players of both Signum editions, named by where they sit: south and north.

Each edition says what that place is: the classic player's own edge of the table
(:func:`engine.signum.classic.table.own_edge`), Warseer's zone (south's holds row 1).

>>> Player.SOUTH.opponent, str(Player.NORTH)
(<Player.NORTH: 'north'>, 'north')
"""

from __future__ import annotations

from engine.core.labels import Pair


class Player(Pair):
    """The two players."""

    SOUTH = "south"
    NORTH = "north"
