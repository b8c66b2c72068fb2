"""Strength arithmetic: wounds weaken, class and line give attack bonuses (ZN-3.5, ZN-8).

>>> from engine.znamenosets.notation import board_from
>>> from engine.znamenosets.positions import position
>>> c3, c4 = Cell.parse("c3"), Cell.parse("c4")
>>> state = position(board_from({"c3": "blue horseman", "c4": "green archer/1"}))
>>> current_strength(state, c4)
3
>>> attack_strength(state, c3, c4)  # horseman 4 + 1 (medium against light)
5
"""

from __future__ import annotations

from engine.core.grid import Cell
from engine.znamenosets.state import GameState
from engine.znamenosets.warriors import TroopClass


def current_strength(state: GameState, cell: Cell) -> int:
    """Printed strength minus wounds, never below 0 (ZN-3.5)."""
    warrior = state.board[cell]
    return max(0, state.ruleset.strengths[warrior.kind] - warrior.wounds)


def class_bonus(attacker: TroopClass, target: TroopClass) -> int:
    """+1 for heavy against medium or light, and for medium against light (ZN-8.6).

    >>> class_bonus(TroopClass.HEAVY, TroopClass.LIGHT), class_bonus(TroopClass.LIGHT, TroopClass.LIGHT)
    (1, 0)
    """
    return 1 if attacker > target else 0


def line_bonus(state: GameState, attacker: Cell) -> int:
    """+1 if the attacker belongs to the line moved this turn (ZN-7.4, ruling ZN-C.14)."""
    return 1 if attacker in state.line_bonus else 0


def attack_strength(state: GameState, attacker: Cell, target: Cell) -> int:
    """Current strength + class bonus + line bonus (ZN-8.2); bonuses only ever attack."""
    bonus = class_bonus(state.profile(attacker).troop_class, state.profile(target).troop_class)
    return current_strength(state, attacker) + bonus + line_bonus(state, attacker)
