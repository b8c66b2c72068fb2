"""Arbitrary positions for scenarios and tests, checked and settled.

>>> from engine.core.grid import Cell
>>> from engine.znamenosets.state import Phase, Side, Warrior
>>> from engine.znamenosets.warriors import Kind
>>> state = position({Cell.parse("c3"): Warrior(Kind.HORSEMAN, Side.BLUE)}, phase=Phase.ATTACK)
>>> state.phase  # no enemy in reach: the attack phase becomes removal (ZN-5.5)
<Phase.REMOVAL: 'removal'>
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from engine.core.grid import Cell
from engine.znamenosets.ruleset import DEFAULT_RULESET, Ruleset
from engine.znamenosets.state import (
    GRID,
    Board,
    GameState,
    Phase,
    Side,
    Warrior,
    freeze_board,
    freeze_losses,
    label,
)
from engine.znamenosets.turn import settle
from engine.znamenosets.victory import bearer_verdict
from engine.znamenosets.warriors import Kind


def checked_board(board: Mapping[Cell, Warrior], ruleset: Ruleset) -> Board:
    """A frozen copy of ``board``; ValueError for cells off the board or impossible wounds."""
    for cell, warrior in board.items():
        if not isinstance(cell, Cell) or not GRID.contains(cell):
            where = label(cell) if isinstance(cell, Cell) else repr(cell)
            raise ValueError(f"{where}: no warrior can stand there, it is not a cell of the board")
        if not isinstance(warrior, Warrior) or not isinstance(warrior.kind, Kind):
            raise ValueError(f"not a warrior on {label(cell)}: {warrior!r}")
        if not isinstance(warrior.side, Side):
            raise ValueError(f"the warrior on {label(cell)} has no side: {warrior.side!r}")
        health = ruleset.profile(warrior.kind).health
        if not isinstance(warrior.wounds, int) or not 0 <= warrior.wounds < health:
            raise ValueError(
                f"{warrior.describe(cell)} has {warrior.wounds} wounds; "
                f"the {warrior.kind} dies at {health}, so it carries 0 to {health - 1}"
            )
    return freeze_board(board)


def checked_losses(bearers_lost: Mapping[Side, int] | None) -> Mapping[Side, int]:
    """Standard-bearer losses for both sides; ValueError for negative counts."""
    losses = freeze_losses(bearers_lost)
    if any(not isinstance(count, int) or count < 0 for count in losses.values()):
        raise ValueError(f"standard-bearer losses must be counts: {dict(bearers_lost or {})!r}")
    return losses


def position(
    board: Mapping[Cell, Warrior],
    *,
    to_move: Side = Side.BLUE,
    phase: Phase = Phase.MOVEMENT,
    ruleset: Ruleset = DEFAULT_RULESET,
    bearers_lost: Mapping[Side, int] | None = None,
    line_bonus: Iterable[Cell] = (),
) -> GameState:
    """A settled state with ``board`` on the table and ``to_move`` in ``phase``.

    A movement phase without any move, or an attack phase without any attack,
    becomes the removal phase; three lost standard-bearers end the game at once.
    ``line_bonus`` names the cells of a line moved this turn (attack phase only).
    """
    frozen = checked_board(board, ruleset)
    losses = checked_losses(bearers_lost)
    bonus = frozenset(line_bonus)
    if bonus and phase is not Phase.ATTACK:
        raise ValueError("a line bonus exists only in the attack phase")
    for cell in bonus:
        if cell not in frozen or frozen[cell].side is not to_move:
            raise ValueError(f"the line bonus cell {label(cell)} holds no {to_move} warrior")
    if phase is Phase.OVER and bearer_verdict(losses) is None:
        raise ValueError("a position is over only when a side has lost three standard-bearers")
    state = GameState(
        board=frozen,
        to_move=to_move,
        phase=Phase.MOVEMENT if phase is Phase.OVER else phase,
        ruleset=ruleset,
        line_bonus=bonus,
        bearers_lost=losses,
    )
    return settle(state)
