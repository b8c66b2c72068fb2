"""The four kinds of action a player takes. Plain, hashable, comparable values."""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.grid import Cell, Direction


@dataclass(frozen=True, slots=True)
class Move:
    """Single movement (ZN-6): the warrior on ``origin`` walks to ``destination``."""

    origin: Cell
    destination: Cell


@dataclass(frozen=True, slots=True)
class MoveLine:
    """Line movement (ZN-7): the warriors on ``cells`` (sorted) shift together."""

    cells: tuple[Cell, ...]
    direction: Direction
    distance: int


@dataclass(frozen=True, slots=True)
class Attack:
    """An attack (ZN-8): one target, or two for the berserker's double blow (ZN-9.6)."""

    attacker: Cell
    targets: tuple[Cell, ...]


@dataclass(frozen=True, slots=True)
class Remove:
    """A player who cannot move or attack removes one of their own warriors (ZN-5.5)."""

    cell: Cell


Action = Move | MoveLine | Attack | Remove
