"""Packed actions to public actions and back.

>>> from engine.znamenosets.notation import cell
>>> from engine.znamenosets.actions import Move
>>> to_action((0, 18, 20))
Move(origin=Cell(col=2, row=2), destination=Cell(col=2, row=4))
>>> from_action(Move(cell("c3"), cell("c5")))
(0, 18, 20)
"""

from __future__ import annotations

from engine.znamenosets.actions import Action, Attack, Move, MoveLine, Remove
from engine.znamenosets.fast.layout import BIT, CELLS, DIRECTIONS, bits, index


def to_action(packed: tuple[int, ...]) -> Action:
    """The public action a packed action stands for."""
    kind = packed[0]
    if kind == 0:
        return Move(CELLS[packed[1]], CELLS[packed[2]])
    if kind == 1:
        cells = tuple(CELLS[i] for i in bits(packed[1]))
        return MoveLine(cells, DIRECTIONS[packed[2]], packed[3])
    if kind == 2:
        return Attack(CELLS[packed[1]], tuple(CELLS[i] for i in packed[2:]))
    return Remove(CELLS[packed[1]])


def from_action(action: Action) -> tuple[int, ...]:
    """The packed form of a public action (meaningful for legal actions only)."""
    if isinstance(action, Move):
        return (0, index(action.origin), index(action.destination))
    if isinstance(action, MoveLine):
        line = sum(BIT[index(cell)] for cell in action.cells)
        return (1, line, DIRECTIONS.index(action.direction), action.distance)
    if isinstance(action, Attack):
        return (2, index(action.attacker), *(index(cell) for cell in action.targets))
    return (3, index(action.cell))
