"""The rules oracle: what an applied action must have done, written from the rule text.

Nothing here asks the engine's rules modules (``movement``, ``lines``,
``attack``, ``patterns``, ``strength``, ``damage``, ``turn``, ``victory``) or the
bitboard twin. Each check restates a rule of the Znamenosets pages in the
plainest code, from the printed profiles alone, so that a mistake in the
generator cannot also be a mistake here:

- :func:`check_action`, for every applied action: a single move walks an
  orthogonal path through free cells within its range (ZN-6); a line is two or
  more own warriors, straight and gapless, with one standard-bearer, moving 1
  to 3 cells through free cells (ZN-7); only the moved warriors change cells,
  and nothing else changes; an attack keeps to its pattern (ZN-9) and passes
  the strength test (ZN-8.3); exactly the damage the rules give is dealt
  (ZN-8.4, 8.5, 9.5, 9.6, ZN-C.7, ZN-C.11) and the dead leave (ZN-8.7); the
  line bonus is exactly the moved line (ZN-7.4); the phase and side order
  hold (ZN-5), a removal comes only when the side could not move or could not
  attack (ZN-5.5, ZN-C.10), and the result follows ZN-10 with rulings ZN-C.12,
  ZN-C.16 and ZN-C.17;
- :func:`check_complete`, on a sample of states (heavier): the listed actions
  are exactly the ones these predicates allow;
- :func:`check_symmetry`, on a sample: the number of legal actions is the same
  on the board mirrored left to right, and with the colours swapped.

>>> from engine.core.dice import SeededDice
>>> from engine.znamenosets.deployment import new_game
>>> from engine.znamenosets.game import apply, legal_actions
>>> before = new_game(SeededDice(1))
>>> action = legal_actions(before)[0]
>>> check_action(before, action, apply(before, action))
>>> check_complete(before, legal_actions(before)); check_symmetry(before)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import replace
from itertools import combinations

from engine.core.grid import Cell, Direction
from engine.znamenosets.actions import Action, Attack, Move, MoveLine, Remove
from engine.znamenosets.game import legal_actions  # only to count actions in check_symmetry
from engine.znamenosets.notation import action_to_text  # only to word messages
from engine.znamenosets.ruleset import COLUMNS, ROWS
from engine.znamenosets.state import GameState, Phase, Side, Warrior
from engine.znamenosets.warriors import Kind, Profile


class OracleError(AssertionError):
    """An action did what the rules do not allow, or a legal action is missing."""


def _require(condition: bool, message: str) -> None:
    if not condition:
        raise OracleError(message)


UP, DOWN, LEFT, RIGHT = (0, 1), (0, -1), (-1, 0), (1, 0)
STEPS = {Direction.UP: UP, Direction.DOWN: DOWN, Direction.LEFT: LEFT, Direction.RIGHT: RIGHT}
LINE_REACH = 3  # ZN-7.3: a line moves 1, 2 or 3 cells
BEARERS_TO_LOSE = 3  # ZN-10.1


def on_board(cell: Cell) -> bool:
    """ZN-2.1: columns a to g, rows 1 to 8."""
    return 0 <= cell.col < COLUMNS and 0 <= cell.row < ROWS


def _at(cell: Cell, step: tuple[int, int], times: int = 1) -> Cell:
    return Cell(cell.col + step[0] * times, cell.row + step[1] * times)


def _profile(state: GameState, warrior: Warrior) -> Profile:
    return state.ruleset.profile(warrior.kind)


def _now(state: GameState, warrior: Warrior) -> int:
    """ZN-3.5: printed strength minus wounds, never below 0."""
    return max(0, _profile(state, warrior).strength - warrior.wounds)


# --- movement (ZN-6, ZN-7) ----------------------------------------------------------


def walk_lengths(state: GameState, origin: Cell, reach: int | None = None) -> dict[Cell, int]:
    """Fewest orthogonal steps through free cells from ``origin``, up to ``reach`` steps."""
    board, seen, frontier, taken = state.board, {origin: 0}, [origin], 0
    while frontier and (reach is None or taken < reach):
        taken += 1
        following = []
        for col, row in frontier:
            for nxt in ((col, row + 1), (col, row - 1), (col - 1, row), (col + 1, row)):
                if (
                    0 <= nxt[0] < COLUMNS
                    and 0 <= nxt[1] < ROWS
                    and nxt not in board
                    and nxt not in seen
                ):
                    seen[nxt] = taken  # a plain (col, row) tuple equals the Cell it names
                    following.append(nxt)
        frontier = following
    del seen[origin]
    return {Cell(*cell): steps for cell, steps in seen.items()}


def move_allowed(state: GameState, origin: Cell, destination: Cell) -> bool:
    """ZN-6.1-6.3: an own warrior, a different free cell, a free path within its movement."""
    warrior = state.board.get(origin)
    if warrior is None or warrior.side is not state.to_move:
        return False
    return destination in walk_lengths(state, origin, _profile(state, warrior).movement)


def is_line(state: GameState, cells: tuple[Cell, ...]) -> bool:
    """ZN-7.1, 7.2: two or more own warriors side by side in one row or column, one bearer."""
    if len(cells) < 2 or len(set(cells)) != len(cells):
        return False
    warriors = [state.board.get(cell) for cell in cells]
    if any(w is None or w.side is not state.to_move for w in warriors):
        return False
    cols = sorted(cell.col for cell in cells)
    rows = sorted(cell.row for cell in cells)
    in_row = len(set(rows)) == 1 and cols == list(range(cols[0], cols[0] + len(cells)))
    in_column = len(set(cols)) == 1 and rows == list(range(rows[0], rows[0] + len(cells)))
    bearers = sum(w.kind is Kind.STANDARD_BEARER for w in warriors if w is not None)
    return (in_row or in_column) and bearers == 1


def line_allowed(
    state: GameState, cells: tuple[Cell, ...], direction: Direction, distance: int
) -> bool:
    """ZN-7.3: 1 to 3 cells orthogonally; every cell passed or reached is free or the line's own."""
    step = STEPS.get(direction)
    if step is None or not 1 <= distance <= LINE_REACH or not is_line(state, cells):
        return False
    for cell in cells:
        for k in range(1, distance + 1):
            passed = _at(cell, step, k)
            if not on_board(passed) or (passed in state.board and passed not in cells):
                return False
    return True


def _own_stretches(state: GameState) -> Iterable[tuple[Cell, ...]]:
    """Every straight, gapless run of 2+ cells of the player's own warriors, in cell order."""
    board, side = state.board, state.to_move
    for (col, row), warrior in board.items():
        if warrior.side is not side:
            continue
        for step in (UP, RIGHT):
            cells = [Cell(col, row)]
            while True:
                nxt = _at(cells[-1], step)
                found = board.get(nxt)
                if found is None or found.side is not side:
                    break
                cells.append(nxt)
                yield tuple(cells)


# --- attack (ZN-8, ZN-9) ------------------------------------------------------------


def in_pattern(state: GameState, attacker: Cell, target: Cell) -> bool:
    """ZN-9.1-9.4: the cells each kind strikes, the archer's shot blocked by an adjacent enemy."""
    kind = state.board[attacker].kind
    dcol, drow = abs(target.col - attacker.col), abs(target.row - attacker.row)
    if kind is Kind.PIKEMAN:
        return max(dcol, drow) == 1
    if kind is Kind.ARCHER:
        if dcol == 1 and drow == 1:
            return True
        if {dcol, drow} == {0, 1}:
            return True
        if {dcol, drow} == {0, 2}:
            middle = Cell((attacker.col + target.col) // 2, (attacker.row + target.row) // 2)
            blocker = state.board.get(middle)
            return blocker is None or blocker.side is state.board[attacker].side
        return False
    return dcol + drow == 1  # heavy infantryman, standard-bearer, horseman, berserker


def strike_strength(state: GameState, attacker: Cell, target: Cell) -> int:
    """ZN-8.2: current strength, +1 for a higher troop class (ZN-8.6), +1 in the moved line."""
    mine, theirs = state.board[attacker], state.board[target]
    higher = _profile(state, mine).troop_class > _profile(state, theirs).troop_class
    return _now(state, mine) + (1 if higher else 0) + (1 if attacker in state.line_bonus else 0)


def strike_allowed(state: GameState, attacker: Cell, target: Cell) -> bool:
    """ZN-8.1, 8.3: an own attacker, an enemy in its pattern, attack strength at least its strength."""
    mine, theirs = state.board.get(attacker), state.board.get(target)
    if mine is None or theirs is None or mine.side is not state.to_move or theirs.side is mine.side:
        return False
    return in_pattern(state, attacker, target) and strike_strength(state, attacker, target) >= _now(
        state, theirs
    )


def attack_allowed(state: GameState, attack: Attack) -> bool:
    """One target, or a berserker's two different orthogonal neighbours (ZN-9.6)."""
    targets = attack.targets
    if len(targets) == 1:
        return strike_allowed(state, attack.attacker, targets[0])
    mine = state.board.get(attack.attacker)
    return (
        len(targets) == 2
        and targets[0] < targets[1]
        and mine is not None
        and mine.kind is Kind.BERSERKER
        and all(
            abs(t.col - attack.attacker.col) + abs(t.row - attack.attacker.row) == 1
            and strike_allowed(state, attack.attacker, t)
            for t in targets
        )
    )


def wounds_dealt(state: GameState, attack: Attack) -> Counter[Cell]:
    """ZN-8.4, 8.5, 9.5, 9.6, ZN-C.7, ZN-C.11: wounds per cell, strengths taken before any damage."""
    wounds: Counter[Cell] = Counter()
    attacker = state.board[attack.attacker]
    for target in attack.targets:
        victim = state.board[target]
        pike = attacker.kind is Kind.PIKEMAN and victim.kind is Kind.HEAVY_INFANTRYMAN
        wounds[target] += 2 if pike else 1
        if strike_strength(state, attack.attacker, target) == _now(state, victim):
            wounds[attack.attacker] += 1
    if len(attack.targets) == 2:
        wounds[attack.attacker] += 1
    return wounds


def can_move(state: GameState) -> bool:
    """Some own warrior has a free orthogonal neighbour (any move or line move needs one)."""
    return any(
        on_board(n := _at(cell, step)) and n not in state.board
        for cell, w in state.board.items()
        if w.side is state.to_move
        for step in (UP, DOWN, LEFT, RIGHT)
    )


def can_strike(state: GameState) -> bool:
    """Whether any own warrior may strike any enemy (no pattern reaches beyond 2 cells)."""
    own = [cell for cell, w in state.board.items() if w.side is state.to_move]
    foes = [cell for cell, w in state.board.items() if w.side is not state.to_move]
    return any(
        abs(a.col - t.col) <= 2 and abs(a.row - t.row) <= 2 and strike_allowed(state, a, t)
        for a in own
        for t in foes
    )


# --- one applied action --------------------------------------------------------------


def _unchanged_but(before: GameState, after: GameState, cells: Iterable[Cell]) -> None:
    """Every warrior off ``cells`` is where it was, as it was."""
    touched = set(cells)
    old = {c: w for c, w in before.board.items() if c not in touched}
    new = {c: w for c, w in after.board.items() if c not in touched}
    if old != new:
        changed = sorted(
            c.name for c in set(old) ^ set(new) | {c for c in old if old[c] != new.get(c)}
        )
        raise OracleError(f"{', '.join(changed)} changed though the action did not touch them")


def _same_counts(before: GameState, after: GameState) -> None:
    _require(after.bearers_lost == before.bearers_lost, "a movement changed the lost bearers")
    _require(after.turn == before.turn, "a movement ended the turn")


def _after_movement(before: GameState, after: GameState, line: frozenset[Cell]) -> None:
    """ZN-5.2, 5.5, 7.4: the same player attacks next, or removes if no attack exists."""
    _require(after.to_move is before.to_move, "the turn passed after a movement")
    _require(after.line_bonus == line, "the line bonus is not exactly the moved line")
    expected = Phase.ATTACK if can_strike(after) else Phase.REMOVAL
    _require(
        after.phase is expected, f"after a movement the phase is {after.phase}, not {expected}"
    )


def _check_move(before: GameState, move: Move, after: GameState) -> None:
    _require(before.phase is Phase.MOVEMENT, "a move outside the movement phase")
    _require(move.destination != move.origin, "a move that stays put (ZN-C.15)")
    _require(
        move_allowed(before, move.origin, move.destination), f"{action_to_text(move)} breaks ZN-6"
    )
    _require(after.board.get(move.destination) == before.board[move.origin], "the mover changed")
    _require(move.origin not in after.board, "the mover is still on its cell")
    _unchanged_but(before, after, (move.origin, move.destination))
    _same_counts(before, after)
    _after_movement(before, after, frozenset())


def _check_line(before: GameState, action: MoveLine, after: GameState) -> None:
    _require(before.phase is Phase.MOVEMENT, "a line move outside the movement phase")
    cells, step = action.cells, STEPS.get(action.direction, (0, 0))
    _require(
        line_allowed(before, cells, action.direction, action.distance),
        f"{action_to_text(action)} breaks ZN-7",
    )
    moved = {_at(cell, step, action.distance): before.board[cell] for cell in cells}
    for cell, warrior in moved.items():
        _require(after.board.get(cell) == warrior, f"the line's warrior did not arrive on {cell}")
    for cell in set(cells) - set(moved):
        _require(cell not in after.board, f"{cell.name} is still held after the line left it")
    _unchanged_but(before, after, set(cells) | set(moved))
    _same_counts(before, after)
    _after_movement(before, after, frozenset(moved))


def _result(before: GameState, after: GameState, lost: Mapping[Side, int]) -> None:
    """ZN-5.1, ZN-10, rulings ZN-C.12, C.16, C.17: the game ends, or the turn passes."""
    had = {w.side for w in before.board.values()}
    has = {w.side for w in after.board.values()}
    losers = {s for s in Side if lost[s] >= BEARERS_TO_LOSE} | (had - has)
    if losers:
        winner = None if len(losers) == 2 else (set(Side) - losers).pop()
        _require(after.phase is Phase.OVER, "the game goes on after a side lost")
        _require(
            (after.winner, after.drawn) == (winner, winner is None),
            f"the result is {after.winner}/{after.drawn}; the rules give {winner}",
        )
        return
    opponent = before.to_move.opponent
    _require(after.phase is not Phase.OVER, "the game ended though no side lost")
    _require(after.to_move is opponent and after.turn == before.turn + 1, "the turn did not pass")
    _require(not after.line_bonus, "a line bonus outlived its turn")
    expected = Phase.MOVEMENT if can_move(after) else Phase.REMOVAL
    _require(after.phase is expected, f"the turn starts in {after.phase}, not {expected}")


def _check_attack(before: GameState, attack: Attack, after: GameState) -> None:
    _require(before.phase is Phase.ATTACK, "an attack outside the attack phase")
    _require(attack_allowed(before, attack), f"{action_to_text(attack)} breaks ZN-8/ZN-9")
    wounds = wounds_dealt(before, attack)
    lost = dict(before.bearers_lost)
    for cell, amount in wounds.items():
        warrior = before.board[cell]
        total = warrior.wounds + amount
        if total >= _profile(before, warrior).health:
            _require(cell not in after.board, f"{cell.name} should have been killed (ZN-8.7)")
            lost[warrior.side] += warrior.kind is Kind.STANDARD_BEARER
        else:
            _require(
                after.board.get(cell) == replace(warrior, wounds=total),
                f"{cell.name} should carry {total} wounds",
            )
    _unchanged_but(before, after, wounds)
    _require(dict(after.bearers_lost) == lost, "the lost standard-bearers are miscounted")
    _result(before, after, lost)


def _check_remove(before: GameState, remove: Remove, after: GameState) -> None:
    _require(before.phase is Phase.REMOVAL, "a removal outside the removal phase")
    warrior = before.board.get(remove.cell)
    _require(warrior is not None and warrior.side is before.to_move, "removed a foreign warrior")
    _require(remove.cell not in after.board, "the removed warrior is still there")
    _unchanged_but(before, after, (remove.cell,))
    lost = dict(before.bearers_lost)
    if warrior is not None and warrior.kind is Kind.STANDARD_BEARER:
        lost[warrior.side] += 1  # ruling ZN-C.13
    _require(dict(after.bearers_lost) == lost, "the lost standard-bearers are miscounted")
    _result(before, after, lost)


def check_removal_phase(state: GameState) -> None:
    """ZN-5.5, ZN-C.10: a removal only when the player could not move, or not attack after moving."""
    if state.phase is not Phase.REMOVAL:
        return
    if not state.log:  # a set-up position: either reason will do
        _require(not (can_move(state) and can_strike(state)), "a removal though all was possible")
        return
    if state.log[-1].name in ("move", "line_move"):
        _require(not can_strike(state), "a removal although an attack was possible")
    else:
        _require(not can_move(state), "a removal although a move was possible")


def check_action(before: GameState, action: Action, after: GameState) -> None:
    """Every postcondition of one applied action (see the module docstring)."""
    _require(before.phase is not Phase.OVER, "an action after the game ended")
    check_removal_phase(before)
    if isinstance(action, Move):
        _check_move(before, action, after)
    elif isinstance(action, MoveLine):
        _check_line(before, action, after)
    elif isinstance(action, Attack):
        _check_attack(before, action, after)
    elif isinstance(action, Remove):
        _check_remove(before, action, after)
    else:
        raise OracleError(f"not an action: {action!r}")


# --- the whole list, and symmetry (heavier: run on a sample) -------------------------


def allowed_actions(state: GameState) -> set[Action]:
    """Every action the predicates above allow in ``state``."""
    own = sorted(cell for cell, w in state.board.items() if w.side is state.to_move)
    if state.phase is Phase.MOVEMENT:
        found: set[Action] = {
            Move(origin, destination)
            for origin in own
            for destination in walk_lengths(state, origin, state.profile(origin).movement)
        }
        for cells in _own_stretches(state):
            for direction in STEPS:
                for distance in range(1, LINE_REACH + 1):
                    if line_allowed(state, cells, direction, distance):
                        found.add(MoveLine(cells, direction, distance))
        return found
    if state.phase is Phase.ATTACK:
        foes = sorted(cell for cell, w in state.board.items() if w.side is not state.to_move)
        found = set()
        for attacker in own:
            for size in (1, 2):
                for targets in combinations(foes, size):
                    attack = Attack(attacker, targets)
                    if attack_allowed(state, attack):
                        found.add(attack)
        return found
    if state.phase is Phase.REMOVAL:
        return {Remove(cell) for cell in own}
    return set()


def check_complete(state: GameState, listed: list[Action]) -> None:
    """The listed actions are exactly the ones the rules allow."""
    check_removal_phase(state)
    expected, found = allowed_actions(state), set(listed)
    missing = sorted(map(action_to_text, expected - found))
    extra = sorted(map(action_to_text, found - expected))
    _require(not missing and not extra, f"missing {missing[:3]}, not allowed {extra[:3]}")


def _mirrored(state: GameState, swap: bool) -> GameState:
    """The board mirrored left to right; with ``swap``, turned round with the colours swapped."""

    def cell(c: Cell) -> Cell:
        return Cell(COLUMNS - 1 - c.col, ROWS - 1 - c.row if swap else c.row)

    def warrior(w: Warrior) -> Warrior:
        return replace(w, side=w.side.opponent) if swap else w

    return replace(
        state,
        board={cell(c): warrior(w) for c, w in state.board.items()},
        to_move=state.to_move.opponent if swap else state.to_move,
        line_bonus=frozenset(cell(c) for c in state.line_bonus),
        bearers_lost={(s.opponent if swap else s): n for s, n in state.bearers_lost.items()},
    )


def check_symmetry(state: GameState) -> None:
    """The number of legal actions does not change under mirror and colour swap."""
    count = len(legal_actions(state))
    for swap in (False, True):
        twin = len(legal_actions(_mirrored(state, swap)))
        _require(twin == count, f"{count} actions, but {twin} {'swapped' if swap else 'mirrored'}")
