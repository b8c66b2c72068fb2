"""The words of Znamenosets scenarios: cells, kinds, sides, phases and directions, and the
board table.
"""

from __future__ import annotations

from engine.core.errors import FieldValue, Term
from engine.core.grid import Cell, Direction
from engine.znamenosets import (
    GRID,
    Kind,
    Phase,
    Side,
    Warrior,
)
from rulebook.vocabulary import common  # noqa: F401  (the shared fields, Number among them)
from rulebook.vocabulary.catalog import LANGUAGES
from rulebook.vocabulary.fields import Field, term_field, value_field
from rulebook.vocabulary.steps import HEADER_FIELD, VOCABULARY, TableShape
from rulebook.vocabulary.wording import Message
from rulebook.vocabulary.world import StepFailed

CELL = r"[a-z][0-9]+"
DIRECTIONS = {
    "up": Direction.UP,
    "down": Direction.DOWN,
    "left": Direction.LEFT,
    "right": Direction.RIGHT,
}
# The source calls the horseman a cavalryman in its examples (ZN-3 names it horseman).
SYNONYMS = {"cavalryman": Kind.HORSEMAN.value}


def board_cell_problem(text: str) -> Message | None:
    """A cell a warrior cannot stand on: the board is a1–g8 (ZN-2.1)."""
    if GRID.contains(Cell.parse(text)):
        return None
    return Message("{cell} is off the board (a1–g8)", {"cell": text.lower()})


# A board: one row per warrior. Given as a position, or expected as the whole board.
BOARD_TABLE = TableShape(
    # A blank "wounds" cell counts as no wounds.
    columns=(("cell", "Square"), ("warrior", "Kind"), ("side", "Side"), ("wounds", "Number")),
    required=("cell", "warrior", "side"),
    unique="cell",
)

KIND = term_field("Kind", "kind", (k.value for k in Kind), Kind, synonyms=SYNONYMS)
SIDE = term_field("Side", "side", (s.value for s in Side), Side)
VOCABULARY.add_fields(
    value_field("Cell", CELL, Cell.parse, examples=("c3", "c5", "d4")),
    value_field("Cells", CELL, Cell.parse, many=True, examples=("c5, d4",)),
    value_field("Square", CELL, Cell.parse, check=board_cell_problem, examples=("c3", "a1")),
    KIND,
    term_field(
        "Kinds", "kind", (k.value for k in Kind), Kind, many=True, blank="-", synonyms=SYNONYMS
    ),
    SIDE,
    term_field("Phase", "phase", (p.value for p in Phase if p is not Phase.OVER), Phase),
    term_field("Direction", "direction", DIRECTIONS, DIRECTIONS.__getitem__),
    # No step reads a result; the engine's reasons name one (a winner or a draw).
    term_field("Result", "result", (*(s.value for s in Side), "draw"), str),
)


def player(side: Side) -> Term:
    return Term("side", side.value)


def warrior_fields(warrior: Warrior, cell: Cell) -> dict[str, FieldValue]:
    return {
        "side": Term("side", warrior.side.value),
        "kind": Term("kind", warrior.kind.value),
        "cell": cell.name,
    }


def cell_list(cells: set[Cell]) -> str:
    return ", ".join(c.name for c in sorted(cells))


def term(field_type: Field, word: str) -> object:
    """A table word in any language, as its value."""
    for language in LANGUAGES:
        try:
            return field_type.convert(field_type.english(word.strip(), language))
        except KeyError:
            continue
    raise StepFailed("unknown word: {word}", word=word)


def read_board(datatable: list[list[str]]) -> dict[Cell, Warrior]:
    header = [term(VOCABULARY.fields[HEADER_FIELD], name) for name in datatable[0]]
    board: dict[Cell, Warrior] = {}
    for row in datatable[1:]:
        values = dict(zip(header, row, strict=True))
        cell = Cell.parse(values["cell"])
        wounds = int(values.get("wounds") or 0)
        board[cell] = Warrior(term(KIND, values["warrior"]), term(SIDE, values["side"]), wounds)  # type: ignore[arg-type]
    return board


def straight_line(first: Cell, last: Cell) -> tuple[Cell, ...]:
    """The cells from ``first`` to ``last`` if they share a row or column, else just the two."""
    if first.col == last.col:
        low, high = sorted((first.row, last.row))
        return tuple(Cell(first.col, row) for row in range(low, high + 1))
    if first.row == last.row:
        low, high = sorted((first.col, last.col))
        return tuple(Cell(col, first.row) for col in range(low, high + 1))
    return tuple(sorted((first, last)))
