"""Set-up positions: which ones the engine plays, which it refuses, which are hypothetical.

:func:`position` builds a state for scenarios and tests; :func:`restore
<engine.znamenosets.snapshot.restore>` reads a saved one. Both hand the state to
:func:`check_position`, the one place that says what the rules allow:

- **malformed** input (a cell off the board, wounds at or past a warrior's
  health, a negative count) raises ``ValueError``: it is not a position at all;
- a position that **no game reaches, or from which play cannot go on**, raises
  :class:`RuleViolation` naming the rule it breaks: a side with no warriors in a
  game still going on (ZN-C.16), more warriors of a kind than the army holds
  (ZN-3.4), a removal while the player could move and attack (ZN-5.5), an
  attack phase that no move can have led to (ZN-5.2), a phase without any
  action, a line bonus that is not a line (ZN-7.4), a finished game without
  the result the rules give (ZN-10);
- a position that the rules can play but that a game from full armies only
  reaches if the board lists just part of it is **hypothetical**:
  :func:`hypothetical` says why (standard-bearers neither on the board nor
  counted as lost, ZN-3.4). Most scenarios are of this kind on purpose: they
  list the few warriors their question needs.

>>> from engine.znamenosets.notation import board_from
>>> state = position(board_from({"c3": "blue horseman", "e6": "green archer"}), phase=Phase.ATTACK)
>>> state.phase  # no enemy in reach: the attack phase becomes removal (ZN-5.5)
<Phase.REMOVAL: 'removal'>
>>> hypothetical(state).reason  # doctest: +NORMALIZE_WHITESPACE
'not every standard-bearer is accounted for: blue shows 0 and has lost 0,
 green shows 0 and has lost 0; an army has 3'
>>> position(board_from({"c3": "blue horseman"}))
Traceback (most recent call last):
...
engine.core.errors.RuleViolation: ZN-C.16: green has no warrior on the board, so the game would be over
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping

from engine.core.errors import FieldValue, RuleViolation, Term
from engine.core.grid import Cell
from engine.znamenosets.attack import can_attack
from engine.znamenosets.movement import can_step
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
    side_term,
)
from engine.znamenosets.turn import game_over, settle
from engine.znamenosets.victory import sides_on, verdict
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


def _army(state: GameState) -> None:
    """ZN-3.4: no side shows more warriors of a kind than its army holds (bearers: with the lost)."""
    army = state.ruleset.army
    counts = Counter((w.side, w.kind) for w in state.board.values())
    for side in Side:
        for kind in Kind:
            lost = state.bearers_lost[side] if kind is Kind.STANDARD_BEARER else 0
            if counts[side, kind] + lost <= army.get(kind, 0):
                continue
            fields: dict[str, FieldValue] = {
                "side": side_term(side),
                "kind": Term("kind", kind.value),
                "count": counts[side, kind],
                "army": army.get(kind, 0),
            }
            if kind is Kind.STANDARD_BEARER:
                raise RuleViolation(
                    "ZN-3.4",
                    "{side} has {count} of the kind {kind} on the board and has lost {lost}, "
                    "but its army holds {army}",
                    **fields,
                    lost=lost,
                )
            raise RuleViolation(
                "ZN-3.4",
                "{side} has {count} of the kind {kind} on the board, but its army holds {army}",
                **fields,
            )


def _is_line(state: GameState, cells: frozenset[Cell]) -> bool:
    """Two or more warriors, straight and gapless, with exactly one standard-bearer (ZN-7.1)."""
    ordered = sorted(cells)
    first, count = ordered[0], len(ordered)
    in_row = [cell.col for cell in ordered] == list(range(first.col, first.col + count))
    in_column = [cell.row for cell in ordered] == list(range(first.row, first.row + count))
    straight = (in_row and all(cell.row == first.row for cell in ordered)) or (
        in_column and all(cell.col == first.col for cell in ordered)
    )
    bearers = sum(state.board[cell].kind is Kind.STANDARD_BEARER for cell in ordered)
    return count >= 2 and straight and bearers == 1


def _line_bonus(state: GameState) -> None:
    """ZN-7.4: a line bonus is the line moved this turn: before the attack, on the mover's line."""
    bonus = state.line_bonus
    if not bonus:
        return
    names = " ".join(label(cell) for cell in sorted(bonus))
    if state.phase not in (Phase.ATTACK, Phase.REMOVAL):
        raise RuleViolation(
            "ZN-7.4",
            "a line bonus lasts only from a line move to the attack, not in the {phase} phase",
            phase=Term("phase", state.phase.value),
        )
    if not all(state.owns(cell) for cell in bonus) or not _is_line(state, bonus):
        raise RuleViolation(
            "ZN-7.4",
            "the line bonus on {cells} is not a line of {player}",
            cells=names,
            player=side_term(state.to_move),
        )


def _not_over() -> RuleViolation:
    return RuleViolation(
        "ZN-10.1",
        "the game is over only when a side has lost its third standard-bearer or its last warrior",
    )


def _result(state: GameState) -> None:
    """ZN-10, ruling ZN-C.16: a finished game carries the result its losses give."""
    found = verdict(state.bearers_lost, set(Side), sides_on(state.board))
    if found is None:
        raise _not_over()
    if (state.winner, state.drawn) != (found.winner, found.drawn):
        raise RuleViolation(
            "ZN-10.1",
            "the losses on the board give the result {result}",
            result=Term("result", found.winner.value if found.winner else "draw"),
        )


def _going_on(state: GameState) -> None:
    """A game still going on: no result, both sides on the board, a phase that can be played."""
    if state.winner is not None or state.drawn:
        raise RuleViolation(
            "ZN-10.1",
            "a game with a result is over, not in the {phase} phase",
            phase=Term("phase", state.phase.value),
        )
    present = sides_on(state.board)
    for side in Side:
        if side not in present:
            raise RuleViolation(
                "ZN-C.16",
                "{side} has no warrior on the board, so the game would be over",
                side=side_term(side),
            )
        if verdict({side: state.bearers_lost[side]}, present, present) is not None:
            raise RuleViolation(
                "ZN-10.1",
                "{side} has lost its third standard-bearer, so the game would be over",
                side=side_term(side),
            )
    player = side_term(state.to_move)
    can_move = can_step(state, state.to_move)
    if state.phase is Phase.MOVEMENT and not can_move:
        raise RuleViolation(
            "ZN-5.5", "{player} cannot move, so the turn is a removal", player=player
        )
    if state.phase is Phase.ATTACK and not can_move:
        raise RuleViolation(
            "ZN-5.2",
            "the attack phase follows a move, but no warrior of {player} "
            "has a free cell beside it, so none can just have moved",
            player=player,
        )
    if state.phase is Phase.ATTACK and not can_attack(state):
        raise RuleViolation(
            "ZN-5.5", "{player} cannot attack, so the turn is a removal", player=player
        )
    if state.phase is Phase.REMOVAL and can_move and can_attack(state):
        raise RuleViolation(
            "ZN-5.5",
            "{player} can both move and attack, so no warrior is removed",
            player=player,
        )


def check_position(state: GameState) -> None:
    """Raise the RuleViolation of a state that no game reaches or that play cannot go on from.

    The one check :func:`position` and ``snapshot.restore`` share (see the module).
    """
    _army(state)
    if state.phase is Phase.OVER:
        _result(state)
        return
    _going_on(state)
    _line_bonus(state)


def hypothetical(state: GameState) -> RuleViolation | None:
    """Why ``state`` can only be part of a real game's board, or ``None`` if nothing says so.

    A warrior missing from the board may have been killed, but a missing
    standard-bearer would have been counted as lost (ZN-3.4, ZN-10.1). The
    answer is a reason to show (rule, template, fields), never raised: the
    position is played as it stands.
    """
    army = state.ruleset.army.get(Kind.STANDARD_BEARER, 0)
    shown = Counter(w.side for w in state.board.values() if w.kind is Kind.STANDARD_BEARER)
    lost = state.bearers_lost
    if all(shown[side] + lost[side] >= army for side in Side):
        return None
    return RuleViolation(
        "ZN-3.4",
        "not every standard-bearer is accounted for: blue shows {blue_shown} and has lost "
        "{blue_lost}, green shows {green_shown} and has lost {green_lost}; an army has {army}",
        blue_shown=shown[Side.BLUE],
        blue_lost=lost[Side.BLUE],
        green_shown=shown[Side.GREEN],
        green_lost=lost[Side.GREEN],
        army=army,
    )


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
    ValueError for malformed input; RuleViolation for a position the rules
    never reach (:func:`check_position`).
    """
    frozen = checked_board(board, ruleset)
    losses = checked_losses(bearers_lost)
    bonus = frozenset(line_bonus)
    for cell in bonus:
        if not isinstance(cell, Cell) or not GRID.contains(cell):
            raise ValueError(f"the line bonus cell {cell!r} is not a cell of the board")
    if bonus and phase is not Phase.ATTACK:
        raise RuleViolation(
            "ZN-7.4",
            "a line bonus lasts only from a line move to the attack, not in the {phase} phase",
            phase=Term("phase", phase.value),
        )
    state = GameState(
        board=frozen,
        to_move=to_move,
        phase=phase,
        ruleset=ruleset,
        line_bonus=bonus,
        bearers_lost=losses,
    )
    _army(state)
    if phase is Phase.OVER:
        result = verdict(losses, set(Side), sides_on(frozen))
        if result is None:
            raise _not_over()
        return game_over(state, result)
    settled = settle(state)
    check_position(settled)
    return settled
