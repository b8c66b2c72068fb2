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

An action is written ``c3-c5`` (move), ``b2 c2 d2 up 2`` (line move), ``c3xc4``
or ``d4xd3+d5`` (attack, double blow) and ``remove c3``:

>>> action_from_text("d4xd3+d5")
Attack(attacker=Cell(col=3, row=3), targets=(Cell(col=3, row=2), Cell(col=3, row=4)))
>>> [action_to_text(action_from_text(text)) for text in ("c3-c5", "b2 c2 up 2", "remove c3")]
['c3-c5', 'b2 c2 up 2', 'remove c3']
"""

from __future__ import annotations

from collections.abc import Mapping

from engine.core.grid import Cell, Direction
from engine.znamenosets.actions import Action, Attack, Move, MoveLine, Remove
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


def action_to_text(action: Action) -> str:
    """An action in the notation above; :func:`action_from_text` reads it back."""
    if isinstance(action, Move):
        return f"{action.origin}-{action.destination}"
    if isinstance(action, MoveLine):
        line = " ".join(cell.name for cell in action.cells)
        return f"{line} {action.direction.name.lower()} {action.distance}"
    if isinstance(action, Attack):
        return f"{action.attacker}x" + "+".join(cell.name for cell in action.targets)
    if isinstance(action, Remove):
        return f"remove {action.cell}"
    raise TypeError(f"not a Znamenosets action: {action!r}")


def action_from_text(text: str) -> Action:
    """The action ``text`` names; ValueError for anything else."""
    words = text.strip().lower().split()
    try:
        if len(words) == 2 and words[0] == "remove":
            return Remove(Cell.parse(words[1]))
        if len(words) == 1 and "-" in words[0]:
            origin, destination = words[0].split("-")
            return Move(Cell.parse(origin), Cell.parse(destination))
        if len(words) == 1 and "x" in words[0]:
            attacker, targets = words[0].split("x")
            return Attack(Cell.parse(attacker), cells(targets.replace("+", " ")))
        if len(words) >= 3 and words[-1].isdigit():
            direction = Direction[words[-2].upper()]
            return MoveLine(cells(" ".join(words[:-2])), direction, int(words[-1]))
    except (KeyError, ValueError) as error:
        raise ValueError(f"not an action: {text!r}") from error
    raise ValueError(f"not an action: {text!r} (try 'c3-c5', 'b2 c2 up 2', 'c3xc4', 'remove c3')")
