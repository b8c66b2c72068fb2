"""The numbers of Warseer, and the rulings for the ones its source lost (LS2-C).

Everything a table may want to change lives here as data: the battlefield's size and
deployment rows (read from ``data/board.toml``), the victory target, the Power cap,
the starting hand and the limits of a turn. Rules code reads a :class:`Ruleset` and
never writes one of these numbers itself.

>>> DEFAULT_RULESET.columns, DEFAULT_RULESET.rows, DEFAULT_RULESET.vp_target
(10, 8, 10)
>>> DEFAULT_RULESET.deployment_rows("north")
(7, 8)
>>> DEFAULT_RULESET.with_vp_target(12).vp_target
12
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, replace
from importlib import resources
from typing import Any


def data_file(name: str) -> dict[str, Any]:
    """One TOML file of the package's ``data`` folder, parsed."""
    text = resources.files("engine.signum.warseer").joinpath(f"data/{name}").read_text("utf-8")
    return tomllib.loads(text)


def board_data() -> dict[str, Any]:
    """The battlefield's data file, parsed."""
    return data_file("board.toml")


_BOARD = board_data()


@dataclass(frozen=True)
class Ruleset:
    """One table's choice of numbers; :data:`DEFAULT_RULESET` holds the rulebook's and rulings'."""

    columns: int = int(_BOARD["board"]["columns"])  # ruling: a-j
    rows: int = int(_BOARD["board"]["rows"])  # ruling: 1-8, row 1 is south
    south_rows: tuple[int, ...] = tuple(_BOARD["deployment"]["south"])  # ruling
    north_rows: tuple[int, ...] = tuple(_BOARD["deployment"]["north"])  # ruling
    vp_target: int = 10  # 10 for a quick duel, 12 for experienced players
    hero_destroyed_vp: int = 6  # the opponent of a destroyed hero gains this many
    vp_per_character: int = 1  # with one face-down feat, per enemy character destroyed
    power_cap: int = 10  # Hero's Power never rises above this from Income
    starting_power: int = 0  # ruling: History starts empty, so Income is 0
    starting_draw: int = 7
    starting_return: int = 3
    turn_draw: int = 1  # Battle Deck cards drawn at turn start (plus one Feat card)
    summons_per_turn: int = 1  # characters from the War Camp per activation phase
    support_discards_per_turn: int = 1
    feat_discards_per_turn: int = 1
    relic_limit: int = 3
    run_bonus: int = 1  # Run without X adds this many hexes
    stun_limit: int = 1  # a creature holds at most this many Stun tokens
    push_distance: int = 1  # hexes, always exactly this many

    def __post_init__(self) -> None:
        if self.columns < 1 or self.rows < 1 or self.columns > 26:
            raise ValueError("the battlefield needs 1 to 26 columns and at least 1 row")
        for rows in (self.south_rows, self.north_rows):
            if not rows or not all(1 <= row <= self.rows for row in rows):
                raise ValueError("a deployment zone is a non-empty set of rows on the board")
        if set(self.south_rows) & set(self.north_rows):
            raise ValueError("the two deployment zones cannot share a row")
        if self.vp_target < 1 or self.power_cap < 0:
            raise ValueError("the VP target must be positive and the Power cap not negative")

    def deployment_rows(self, player: str) -> tuple[int, ...]:
        """The rows of ``player``'s deployment zone (``"south"`` or ``"north"``)."""
        if player == "south":
            return self.south_rows
        if player == "north":
            return self.north_rows
        raise ValueError(f"no such player: {player!r}")

    def with_vp_target(self, target: int) -> Ruleset:
        return replace(self, vp_target=target)


DEFAULT_RULESET = Ruleset()
