"""The Znamenosets scenario vocabulary: what a scenario may say, and what it means.

Every step drives the real engine. An action the rules forbid does not fail its
``When`` step: the refusal is kept, and the next step must expect it.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field, replace

import pytest

from engine.core.errors import RuleViolation
from engine.core.grid import Cell, Direction
from engine.znamenosets import (
    DEFAULT_RULESET,
    Attack,
    GameState,
    Kind,
    Move,
    MoveLine,
    Phase,
    Remove,
    Ruleset,
    SeededDice,
    Side,
    Warrior,
    apply,
    attack_strength,
    current_strength,
    deploy,
    legal_actions,
    new_game,
    position,
    random_playout,
    snapshot,
)
from rulebook.vocabulary.catalog import LANGUAGES
from rulebook.vocabulary.fields import Field, term_field, value_field
from rulebook.vocabulary.steps import HEADER_FIELD, VOCABULARY, TableShape

CELL = r"[a-z][0-9]+"
DIRECTIONS = {
    "up": Direction.UP,
    "down": Direction.DOWN,
    "left": Direction.LEFT,
    "right": Direction.RIGHT,
}
# A board: one row per warrior. Given as a position, or expected as the whole board.
BOARD_TABLE = TableShape(
    columns=(("cell", "Cell"), ("warrior", "Kind"), ("side", "Side"), ("wounds", "Number")),
    required=("cell", "warrior", "side"),
    unique="cell",
    may_be_blank=("wounds",),  # a blank counts as no wounds
)

KIND = term_field("Kind", "kind", (k.value for k in Kind), Kind)
SIDE = term_field("Side", "side", (s.value for s in Side), Side)
TABLE = term_field(HEADER_FIELD, "table", BOARD_TABLE.names, str)
VOCABULARY.add_fields(
    value_field("Cell", CELL, Cell.parse),
    value_field("Cells", CELL, Cell.parse, many=True),
    value_field("Number", r"[0-9]+", int),
    value_field("Rule", r"(?:ZN|LS1|LS2)-[0-9A-Z]+(?:\.[0-9]+)+", str),
    KIND,
    term_field("Kinds", "kind", (k.value for k in Kind), Kind, many=True, blank="-"),
    SIDE,
    term_field("Phase", "phase", (p.value for p in Phase if p is not Phase.OVER), Phase),
    term_field("Direction", "direction", DIRECTIONS, DIRECTIONS.__getitem__),
    TABLE,
)
given, when, then = VOCABULARY.given, VOCABULARY.when, VOCABULARY.then


class UnexpectedRefusal(AssertionError):
    """An action was refused, but the scenario did not expect it."""

    def __init__(self, violation: RuleViolation) -> None:
        super().__init__(f"the action was refused: {violation}")
        self.rule_id = violation.rule_id


@dataclass
class World:
    """What one Znamenosets scenario has set up and done so far."""

    ruleset: Ruleset = DEFAULT_RULESET
    decks: dict[Side, list[Kind]] = field(default_factory=dict)
    seed: int | None = None
    game: GameState | None = None
    refusal: RuleViolation | None = None

    @property
    def state(self) -> GameState:
        """The position, once any refusal has been accounted for."""
        if self.refusal is not None:
            violation, self.refusal = self.refusal, None
            raise UnexpectedRefusal(violation)
        assert self.game is not None, "no board yet: start with 'Given the board:'"
        return self.game

    def act(self, action: Move | MoveLine | Attack | Remove) -> None:
        try:
            self.game = apply(self.state, action)
        except RuleViolation as violation:
            self.refusal = violation

    def reset(self, **changes: object) -> None:
        """The same position with other settings, normalised like any new position."""
        state = self.state
        settings: dict[object, object] = {
            "to_move": state.to_move,
            "phase": state.phase,
            "ruleset": self.ruleset,
            "bearers_lost": state.bearers_lost,
        }
        settings.update(changes)
        self.game = position(state.board, **settings)  # type: ignore[arg-type]

    def rulebook_snapshot(self) -> dict[str, object] | None:
        """The position for the results file and its diagrams (the event log left out)."""
        if self.game is None:
            return None
        return {k: v for k, v in snapshot(self.game).items() if k != "log"}

    def warrior(self, cell: Cell) -> Warrior:
        found = self.state.board.get(cell)
        assert found is not None, f"no warrior at {cell}"
        return found


@pytest.fixture
def zn_world() -> Iterator[World]:
    world = World()
    yield world
    if world.refusal is not None:
        pytest.fail(f"the last action was refused and no step expected it: {world.refusal}")


def term(field_type: Field, word: str) -> object:
    """A table word in any language, as its value."""
    for language in LANGUAGES:
        try:
            return field_type.convert(field_type.english(word.strip(), language))
        except KeyError:
            continue
    raise AssertionError(f"unknown {field_type.context}: {word!r}")


def read_board(datatable: list[list[str]]) -> dict[Cell, Warrior]:
    header = [term(TABLE, name) for name in datatable[0]]
    missing = set(BOARD_TABLE.required) - set(header)
    assert not missing, f"the board table needs the columns: {', '.join(sorted(missing))}"
    board: dict[Cell, Warrior] = {}
    for row in datatable[1:]:
        values = dict(zip(header, row, strict=True))
        cell = Cell.parse(values["cell"])
        assert cell not in board, f"{cell} is listed twice"
        wounds = int(values.get("wounds") or 0)
        board[cell] = Warrior(term(KIND, values["warrior"]), term(SIDE, values["side"]), wounds)  # type: ignore[arg-type]
    return board


def describe(board: dict[Cell, Warrior]) -> str:
    return "; ".join(
        f"{cell} {w.side.value} {w.kind.value} ({w.wounds} wounds)"
        for cell, w in sorted(board.items())
    )


def straight_line(first: Cell, last: Cell) -> tuple[Cell, ...]:
    """The cells from ``first`` to ``last`` if they share a row or column, else just the two."""
    if first.col == last.col:
        low, high = sorted((first.row, last.row))
        return tuple(Cell(first.col, row) for row in range(low, high + 1))
    if first.row == last.row:
        low, high = sorted((first.col, last.col))
        return tuple(Cell(col, first.row) for col in range(low, high + 1))
    return tuple(sorted((first, last)))


def in_phase(world: World, cell: Cell, phase: Phase) -> list[Move | MoveLine | Attack | Remove]:
    """The legal actions of the warrior's side, as if it were that side's ``phase`` now."""
    state = world.state
    return legal_actions(replace(state, to_move=world.warrior(cell).side, phase=phase))


# Given


@given("the board:", table=BOARD_TABLE)
def _(zn_world: World, datatable: list[list[str]]) -> None:
    zn_world.game = position(read_board(datatable), ruleset=zn_world.ruleset)


@given("{side:Side} is to play in the {phase:Phase} phase")
def _(zn_world: World, side: Side, phase: Phase) -> None:
    zn_world.reset(to_move=side, phase=phase)


@given("{side:Side} has lost {number:Number} standard-bearers")
def _(zn_world: World, side: Side, number: int) -> None:
    zn_world.reset(bearers_lost={**zn_world.state.bearers_lost, side: number})


@given("the {kind:Kind} has strength {number:Number}")
def _(zn_world: World, kind: Kind, number: int) -> None:
    zn_world.ruleset = zn_world.ruleset.with_strength(kind, number)
    if zn_world.game is not None:
        zn_world.reset()


@given("the {side:Side} deck from the top: {kinds:Kinds}")
def _(zn_world: World, side: Side, kinds: list[Kind]) -> None:
    zn_world.decks[side] = kinds


@given("a new game shuffled with seed {number:Number}")
def _(zn_world: World, number: int) -> None:
    zn_world.seed = number


# When


@when("the armies are deployed")
def _(zn_world: World) -> None:
    if zn_world.seed is not None:
        dice = SeededDice(zn_world.seed)
        zn_world.game = new_game(dice, ruleset=zn_world.ruleset, first=Side.BLUE)
        return
    decks = zn_world.decks
    assert set(decks) == set(Side), "give both decks, or a seed, first"
    zn_world.game = deploy(decks[Side.BLUE], decks[Side.GREEN], ruleset=zn_world.ruleset)


@when("the warrior at {origin:Cell} moves to {destination:Cell}")
def _(zn_world: World, origin: Cell, destination: Cell) -> None:
    zn_world.act(Move(origin, destination))


@when("the line from {first:Cell} to {last:Cell} moves {number:Number} cells {direction:Direction}")
def _(zn_world: World, first: Cell, last: Cell, number: int, direction: Direction) -> None:
    zn_world.act(MoveLine(straight_line(first, last), direction, number))


@when("the warrior at {attacker:Cell} attacks the warrior at {target:Cell}")
def _(zn_world: World, attacker: Cell, target: Cell) -> None:
    zn_world.act(Attack(attacker, (target,)))


@when("the warrior at {attacker:Cell} attacks the warriors at {first:Cell} and {second:Cell}")
def _(zn_world: World, attacker: Cell, first: Cell, second: Cell) -> None:
    zn_world.act(Attack(attacker, tuple(sorted((first, second)))))


@when("the warrior at {cell:Cell} is removed")
def _(zn_world: World, cell: Cell) -> None:
    zn_world.act(Remove(cell))


@when("the game is played out at random with seed {number:Number}")
def _(zn_world: World, number: int) -> None:
    zn_world.game = random_playout(zn_world.state, SeededDice(number))


# Then


@then("the action is refused under rule {rule:Rule}")
def _(zn_world: World, rule: str) -> None:
    refusal, zn_world.refusal = zn_world.refusal, None
    assert refusal is not None, f"the action was allowed; expected a refusal under rule {rule}"
    assert refusal.rule_id == rule, f"refused under rule {refusal}, not under rule {rule}"


@then("the warrior at {cell:Cell} is a {side:Side} {kind:Kind} with {number:Number} wounds")
def _(zn_world: World, cell: Cell, side: Side, kind: Kind, number: int) -> None:
    expected = Warrior(kind, side, number)
    actual = zn_world.warrior(cell)
    assert actual == expected, (
        f"{cell} holds a {actual.side.value} {actual.kind.value} with {actual.wounds} wounds"
    )


@then("the cell {cell:Cell} is empty")
def _(zn_world: World, cell: Cell) -> None:
    found = zn_world.state.board.get(cell)
    assert found is None, f"{cell} holds a {found.side.value} {found.kind.value}"


@then("the board is:", table=BOARD_TABLE)
def _(zn_world: World, datatable: list[list[str]]) -> None:
    expected = read_board(datatable)
    actual = dict(zn_world.state.board)
    assert actual == expected, f"the board holds: {describe(actual)}"


@then("row {number:Number} holds from a to g: {kinds:Kinds}")
def _(zn_world: World, number: int, kinds: list[Kind | None]) -> None:
    board = zn_world.state.board
    actual = [board[c].kind if (c := Cell(col, number - 1)) in board else None for col in range(7)]
    shown = ", ".join(k.value if k else "-" for k in actual)
    assert actual == kinds, f"row {number} holds: {shown}"


@then("the warrior at {cell:Cell} has {number:Number} wounds")
def _(zn_world: World, cell: Cell, number: int) -> None:
    wounds = zn_world.warrior(cell).wounds
    assert wounds == number, f"the warrior at {cell} has {wounds} wounds"


@then("the warrior at {cell:Cell} has strength {number:Number}")
def _(zn_world: World, cell: Cell, number: int) -> None:
    zn_world.warrior(cell)
    strength = current_strength(zn_world.state, cell)
    assert strength == number, f"the warrior at {cell} has strength {strength}"


@then(
    "the attack strength of the warrior at {attacker:Cell} against the warrior at {target:Cell} is {number:Number}"
)
def _(zn_world: World, attacker: Cell, target: Cell, number: int) -> None:
    zn_world.warrior(attacker)
    zn_world.warrior(target)
    strength = attack_strength(zn_world.state, attacker, target)
    assert strength == number, f"the attack strength is {strength}"


@then("{side:Side} is to play in the {phase:Phase} phase")
def _(zn_world: World, side: Side, phase: Phase) -> None:
    state = zn_world.state
    assert (state.to_move, state.phase) == (side, phase), (
        f"{state.to_move.value} is to play in the {state.phase.value} phase"
    )


@then("{side:Side} wins")
def _(zn_world: World, side: Side) -> None:
    state = zn_world.state
    assert state.phase is Phase.OVER, "the game is not over"
    assert state.winner is side, "the game is drawn" if state.drawn else f"{state.winner} wins"


@then("the game is drawn")
def _(zn_world: World) -> None:
    state = zn_world.state
    assert state.phase is Phase.OVER, "the game is not over"
    assert state.drawn, f"{state.winner} wins"


@then("the game is not over")
def _(zn_world: World) -> None:
    assert zn_world.state.phase is not Phase.OVER, "the game is over"


@then("the warrior at {cell:Cell} can move to: {cells:Cells}")
def _(zn_world: World, cell: Cell, cells: list[Cell]) -> None:
    actual = {
        a.destination
        for a in in_phase(zn_world, cell, Phase.MOVEMENT)
        if isinstance(a, Move) and a.origin == cell
    }
    assert actual == set(cells), f"it can move to: {', '.join(c.name for c in sorted(actual))}"


@then("the warrior at {cell:Cell} can move to {number:Number} cells")
def _(zn_world: World, cell: Cell, number: int) -> None:
    actual = [
        a
        for a in in_phase(zn_world, cell, Phase.MOVEMENT)
        if isinstance(a, Move) and a.origin == cell
    ]
    assert len(actual) == number, f"it can move to {len(actual)} cells"


def attack_targets(world: World, cell: Cell) -> set[Cell]:
    return {
        a.targets[0]
        for a in in_phase(world, cell, Phase.ATTACK)
        if isinstance(a, Attack) and a.attacker == cell and len(a.targets) == 1
    }


@then("the warrior at {cell:Cell} can attack: {cells:Cells}")
def _(zn_world: World, cell: Cell, cells: list[Cell]) -> None:
    actual = attack_targets(zn_world, cell)
    assert actual == set(cells), (
        f"it can attack: {', '.join(c.name for c in sorted(actual)) or 'nothing'}"
    )


@then("the warrior at {cell:Cell} can attack nothing")
def _(zn_world: World, cell: Cell) -> None:
    actual = attack_targets(zn_world, cell)
    assert not actual, f"it can attack: {', '.join(c.name for c in sorted(actual))}"


@then("{side:Side} has {number:Number} warriors")
def _(zn_world: World, side: Side, number: int) -> None:
    count = sum(1 for w in zn_world.state.board.values() if w.side is side)
    assert count == number, f"{side.value} has {count} warriors"
