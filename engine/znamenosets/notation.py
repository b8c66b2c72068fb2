"""A compact text notation for warriors and boards, for scenarios, tests and messages.

A warrior is ``"<side> <kind>"`` with an optional ``/<wounds>``; a board is a
mapping from cell names to warriors.

>>> warrior("green pikeman/1")
Warrior(kind=<Kind.PIKEMAN: 'pikeman'>, side=<Side.GREEN: 'green'>, wounds=1)
>>> board_from({"c3": "blue heavy infantryman"})
{Cell(col=2, row=2): Warrior(kind=<Kind.HEAVY_INFANTRYMAN: 'heavy infantryman'>, side=<Side.BLUE: 'blue'>, wounds=0)}
>>> [cell.name for cell in cells("c3 c4")]
['c3', 'c4']
>>> board_to_text(board_from({"c3": "blue archer/1"}))
{'c3': 'blue archer/1'}
"""

from __future__ import annotations

from collections.abc import Mapping

from engine.core.grid import Cell
from engine.znamenosets.state import Side, Warrior
from engine.znamenosets.warriors import Kind


def cell(name: str) -> Cell:
    """A cell by name, such as ``"c3"``."""
    return Cell.parse(name)


def cells(names: str) -> tuple[Cell, ...]:
    """Cells by space-separated names, in the order given."""
    return tuple(Cell.parse(name) for name in names.split())


def warrior(text: str) -> Warrior:
    """A warrior from ``"blue archer"`` or ``"green heavy infantryman/2"``."""
    body, _, wounds = text.strip().partition("/")
    side, _, kind = body.strip().partition(" ")
    try:
        return Warrior(Kind(kind.strip().lower()), Side(side.lower()), int(wounds or 0))
    except ValueError as error:
        raise ValueError(
            f"not a warrior: {text!r} (try 'blue archer' or 'green pikeman/1')"
        ) from error


def warrior_to_text(value: Warrior) -> str:
    """The inverse of :func:`warrior` (wounds always shown)."""
    return f"{value.side.value} {value.kind.value}/{value.wounds}"


def board_from(spec: Mapping[str, str]) -> dict[Cell, Warrior]:
    """A board from ``{"c3": "blue archer", ...}``."""
    return {Cell.parse(name): warrior(text) for name, text in spec.items()}


def board_to_text(board: Mapping[Cell, Warrior]) -> dict[str, str]:
    """A board as ``{"c3": "blue archer/0", ...}`` in cell order."""
    return {key.name: warrior_to_text(board[key]) for key in sorted(board)}
