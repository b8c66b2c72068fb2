"""The game state of Znamenosets: plain immutable values, no rules.

The rules live in the modules that read a state and build the next one; a
state never changes after it is built, so a rejected action cannot damage it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from operator import itemgetter
from types import MappingProxyType

from engine.core.errors import FieldValue, RuleViolation, Term
from engine.core.events import Event
from engine.core.grid import Cell, SquareGrid
from engine.core.labels import Label, Pair
from engine.znamenosets.ruleset import COLUMNS, DEFAULT_RULESET, ROWS, Ruleset
from engine.znamenosets.warriors import Kind, Profile

GRID = SquareGrid(COLUMNS, ROWS)
"""The 7 x 8 board (ZN-2.1)."""


class Side(Pair):
    """The two armies. Blue starts on rows 1-4, green on rows 5-8 (ZN-2.2).

    >>> Side.BLUE.opponent
    <Side.GREEN: 'green'>
    """

    BLUE = "blue"
    GREEN = "green"


class Phase(Label):
    """Where in the turn the player to move is (ZN-5)."""

    MOVEMENT = "movement"
    ATTACK = "attack"
    REMOVAL = "removal"
    OVER = "over"


@dataclass(frozen=True, slots=True)
class Warrior:
    """A warrior card on the board, with the wound markers on it."""

    kind: Kind
    side: Side
    wounds: int = 0

    def describe(self, cell: Cell) -> str:
        """How messages name a warrior.

        >>> Warrior(Kind.PIKEMAN, Side.GREEN).describe(Cell.parse("d5"))
        'the green pikeman at d5'
        """
        return f"the {self.side.value} {self.kind.value} at {label(cell)}"

    def fields(self, cell: Cell, prefix: str = "") -> dict[str, FieldValue]:
        """The warrior as the fields of a reason: ``the {side} {kind} at {cell}``.

        ``prefix`` tells two warriors of one reason apart (``target_side``...).

        >>> RuleViolation("ZN-0", "the {side} {kind} at {cell}", **Warrior(
        ...     Kind.PIKEMAN, Side.GREEN).fields(Cell.parse("d5"))).reason
        'the green pikeman at d5'
        """
        return {
            f"{prefix}side": Term("side", self.side.value),
            f"{prefix}kind": Term("kind", self.kind.value),
            f"{prefix}cell": name(cell),
        }


Board = Mapping[Cell, Warrior]


def side_term(side: Side) -> Term:
    """A side as a reason field."""
    return Term("side", side.value)


def require_on_board(rule_id: str, cell: Cell) -> None:
    """Refuse an action that names a cell off the board (the board is a1-g8, ZN-2.1)."""
    if not GRID.contains(cell):
        raise RuleViolation(rule_id, "{cell} is off the board (a1–g8)", cell=name(cell))


def name(cell: Cell) -> str:
    """A cell's name, also for cells off the board.

    >>> name(Cell.parse("h3")), name(Cell(-1, 2))
    ('h3', 'Cell(-1, 2)')
    """
    return cell.name if 0 <= cell.col < 26 else f"Cell({cell.col}, {cell.row})"


def label(cell: Cell) -> str:
    """A cell's name for messages, marked when it lies off the board.

    >>> label(Cell.parse("c3")), label(Cell.parse("h3")), label(Cell(-1, 2))
    ('c3', 'h3 (off the board)', 'Cell(-1, 2) (off the board)')
    """
    return name(cell) if GRID.contains(cell) else f"{name(cell)} (off the board)"


def freeze_board(cells: Mapping[Cell, Warrior] | Iterable[tuple[Cell, Warrior]]) -> Board:
    """A read-only board whose iteration order is the cell order (deterministic)."""
    items = cells.items() if isinstance(cells, Mapping) else cells
    return MappingProxyType(dict(sorted(items, key=itemgetter(0))))


def freeze_losses(losses: Mapping[Side, int] | None = None) -> Mapping[Side, int]:
    """Read-only standard-bearer losses with an entry for both sides."""
    losses = losses or {}
    return MappingProxyType({side: int(losses.get(side, 0)) for side in Side})


@dataclass(frozen=True)
class GameState:
    """Everything needed to continue a game, and the log of how it got here.

    ``line_bonus`` holds the cells of the line moved this turn (ZN-7.4), empty
    otherwise; ``bearers_lost`` counts each side's standard-bearers killed or
    removed (ZN-10.1); ``turn`` starts at 1 and grows each time the turn passes.
    """

    board: Board
    to_move: Side
    phase: Phase
    ruleset: Ruleset = DEFAULT_RULESET
    line_bonus: frozenset[Cell] = frozenset()
    bearers_lost: Mapping[Side, int] = field(default_factory=freeze_losses)
    winner: Side | None = None
    drawn: bool = False
    turn: int = 1
    log: tuple[Event, ...] = ()

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    def at(self, cell: Cell) -> Warrior | None:
        """The warrior on ``cell``, or ``None``."""
        return self.board.get(cell)

    def profile(self, cell: Cell) -> Profile:
        """The printed properties of the warrior on ``cell`` under this ruleset."""
        return self.ruleset.profile(self.board[cell].kind)

    def cells_of(self, side: Side) -> list[Cell]:
        """The cells holding ``side``'s warriors, in cell order."""
        return [cell for cell, warrior in self.board.items() if warrior.side is side]

    def owns(self, cell: Cell, side: Side | None = None) -> bool:
        """Whether ``cell`` holds a warrior of ``side`` (default: the player to move)."""
        warrior = self.board.get(cell)
        return warrior is not None and warrior.side is (side or self.to_move)
