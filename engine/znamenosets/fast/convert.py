"""The reference engine's states and actions to packed ones, and packed actions back.

>>> from engine.znamenosets.notation import cell
>>> from engine.znamenosets.actions import Move
>>> to_action((0, 18, 20))
Move(origin=Cell(col=2, row=2), destination=Cell(col=2, row=4))
>>> from_action(Move(cell("c3"), cell("c5")))
(0, 18, 20)
"""

from __future__ import annotations

from engine.znamenosets.actions import Action, Attack, Move, MoveLine, Remove
from engine.znamenosets.fast.layout import BIT, CELLS, DIRECTIONS, SIZE, bits, index
from engine.znamenosets.fast.packed import (
    ARCHER_STRIKE,
    ATTACK,
    DRAW,
    EMPTY,
    KINDS,
    PHASES,
    Packed,
    code_of,
    tables_for,
)
from engine.znamenosets.fast.strikes import attack_actions
from engine.znamenosets.state import GameState, Phase, Side


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


_CODE = {(kind, wounds): code_of(kind, wounds) for kind in KINDS for wounds in range(4)}
_SIDE = {Side.BLUE: 0, Side.GREEN: 1}
_PHASE = {phase: PHASES.index(phase) for phase in PHASES}


def pack(state: GameState) -> Packed:
    """The packed twin of ``state`` (the log and the turn number are left behind)."""
    tables = tables_for(state.ruleset)
    codes = [EMPTY] * SIZE
    own = [0, 0]
    bearers = archers = 0
    for (col, row), warrior in state.board.items():
        i = col * 8 + row
        codes[i] = code = _CODE[warrior.kind, warrior.wounds]
        own[_SIDE[warrior.side]] |= 1 << i
        if tables.bearer[code]:
            bearers |= 1 << i
        if tables.strike[code] == ARCHER_STRIKE:
            archers |= 1 << i
    result = None
    if state.phase is Phase.OVER:
        result = DRAW if state.drawn or state.winner is None else _SIDE[state.winner]
    packed = Packed(
        side=_SIDE[state.to_move],
        phase=_PHASE[state.phase],
        own=(own[0], own[1]),
        occupied=own[0] | own[1],
        bearers=bearers,
        archers=archers,
        codes=codes,
        bonus=sum(BIT[index(cell)] for cell in state.line_bonus),
        lost=(state.bearers_lost[Side.BLUE], state.bearers_lost[Side.GREEN]),
        result=result,
        tables=tables,
    )
    if packed.phase == ATTACK:
        packed = packed._replace(attacks=attack_actions(packed))
    return packed
