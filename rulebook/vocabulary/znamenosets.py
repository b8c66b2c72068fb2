"""The Znamenosets scenario vocabulary: what a scenario may say, and what it means.

Every step drives the real engine. An action the rules forbid does not fail its
``When`` step: the refusal is kept, and a later step must expect it (see
:mod:`rulebook.vocabulary.world`).

``Given`` steps build only positions a game can reach: the engine refuses the
others with the rule that forbids them, and a phase the rules would leave at
once (an attack phase with no attack) fails its step, naming the rule. A phase
the rules reach by themselves where none was asked for (after an action, or on
a board given without a phase) is noted on its step.

``the warrior at d4 moves to e5`` names only where the warrior ends: a warrior
walks orthogonally (ZN-6.1), so a cell it cannot reach that way is refused, and a
move that does not go straight names the path it takes.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field, replace

from engine.core.errors import FieldValue, RuleViolation, Term
from engine.core.grid import Cell, Direction
from engine.znamenosets import (
    DEFAULT_RULESET,
    GRID,
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
from engine.znamenosets.geometry import orthogonal_neighbours
from engine.znamenosets.movement import reachable
from engine.znamenosets.positions import hypothetical
from rulebook.vocabulary import common  # noqa: F401  (the shared fields, Number among them)
from rulebook.vocabulary.catalog import LANGUAGES
from rulebook.vocabulary.fields import Field, term_field, value_field
from rulebook.vocabulary.steps import HEADER_FIELD, VOCABULARY, TableShape
from rulebook.vocabulary.wording import Message
from rulebook.vocabulary.world import ScenarioWorld, StepFailed, Worlds, expect

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
    columns=(("cell", "Square"), ("warrior", "Kind"), ("side", "Side"), ("wounds", "Number")),
    required=("cell", "warrior", "side"),
    unique="cell",
    may_be_blank=("wounds",),  # a blank counts as no wounds
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
given, when, then = VOCABULARY.given, VOCABULARY.when, VOCABULARY.then


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


@dataclass
class World(ScenarioWorld):
    """What one Znamenosets scenario has set up and done so far."""

    ruleset: Ruleset = DEFAULT_RULESET
    decks: dict[Side, list[Kind]] = field(default_factory=dict)
    seed: int | None = None
    game: GameState | None = None
    asked: tuple[Side, Phase] | None = None  # the side and phase a Given step asked for

    @property
    def state(self) -> GameState:
        """The position, once any refusal has been accounted for."""
        self.no_refusal_waiting()
        if self.game is None:
            raise StepFailed("there is no board yet: start with 'Given the board:'")
        return self.game

    def act(self, action: Move | MoveLine | Attack | Remove) -> None:
        before = self.state
        after = self.attempt(lambda: apply(before, action))
        if after is None:
            return
        self.game = after
        if isinstance(action, Move):
            self.note_route(before, action)
        natural = (
            (before.to_move, Phase.ATTACK)
            if isinstance(action, Move | MoveLine)
            else (before.to_move.opponent, Phase.MOVEMENT)
        )
        self.note_transition(before, after, natural)

    def set_up(self, board: dict[Cell, Warrior] | None = None, **changes: object) -> GameState:
        """A position for a Given step: refused if no game reaches it, settled by the rules."""
        previous = self.game
        if board is None:
            state = self.state
            board = dict(state.board)
            settings: dict[str, object] = {
                "to_move": state.to_move,
                "phase": self.asked[1] if self.asked else Phase.MOVEMENT,
                "bearers_lost": state.bearers_lost,
            }
        else:
            settings = {}
        settings.update(changes, ruleset=self.ruleset)
        check_wounds(board, self.ruleset)
        try:
            game = position(board, **settings)  # type: ignore[arg-type]
        except ValueError as error:  # malformed, which validation and the checks above prevent
            raise StepFailed(
                "this position cannot be set up: {reason}", reason=str(error)
            ) from None
        asked = self.asked or (Side.BLUE, Phase.MOVEMENT)
        held = game.phase is Phase.OVER or (game.to_move, game.phase) == asked
        if self.asked is not None and not held:
            raise phase_not_held(game, *self.asked)
        self.game = game
        self.note_transition(previous, game, asked)
        self.note_hypothetical(hypothetical(game))
        return game

    def note_transition(
        self, before: GameState | None, after: GameState, natural: tuple[Side, Phase]
    ) -> None:
        """Say so when the rules moved the game on by themselves: a removal phase, the end."""
        if after.phase is Phase.OVER:
            if before is None or before.phase is not Phase.OVER:
                self.note_game_over(after)
            return
        if after.phase is Phase.REMOVAL and (after.to_move, after.phase) != natural:
            self.tell(why_removal(after, natural[1]))

    def note_game_over(self, state: GameState) -> None:
        reason = next((e["reason"] for e in reversed(state.log) if e.name == "game_over"), "")
        rule = "ZN-C.16" if reason == "no warriors" else "ZN-10.1"
        if state.drawn:
            self.note(rule, "the game is over: it is drawn")
        elif state.winner is not None:
            self.note(rule, "the game is over: {winner} wins", winner=player(state.winner))

    def note_route(self, before: GameState, move: Move) -> None:
        """A move that does not go straight: the orthogonal path it takes (ZN-6.1)."""
        if move.origin.col == move.destination.col or move.origin.row == move.destination.row:
            straight = abs(move.origin.col - move.destination.col) + abs(
                move.origin.row - move.destination.row
            )
            distance = reachable(before, move.origin, goal=move.destination)[move.destination]
            if distance == straight:
                return
        route = " → ".join(c.name for c in shortest_route(before, move.origin, move.destination))
        self.note("ZN-6.1", "it walks orthogonally: {route}", route=route)

    def note_hypothetical(self, found: RuleViolation | None) -> None:
        """A position the rules play but a game from full armies would not show: said once a
        scenario, and short (the counts behind it are the board's own, in front of the reader)."""
        if found is not None and not self.told_hypothetical:
            self.note(
                found.rule_id,
                "hypothetical position: some standard-bearers are neither on the board nor lost",
            )
            self.told_hypothetical = True

    def rulebook_snapshot(self) -> dict[str, object] | None:
        """The position for the results file and its diagrams (the event log left out)."""
        if self.game is None:
            return None
        return {k: v for k, v in snapshot(self.game).items() if k != "log"}

    def warrior(self, cell: Cell) -> Warrior:
        found = self.state.board.get(cell)
        if found is None:
            raise StepFailed("there is no warrior at {cell}", cell=cell.name)
        return found


def check_wounds(board: dict[Cell, Warrior], ruleset: Ruleset) -> None:
    """A warrior dies at its health: it cannot stand on the board with that many wounds."""
    for cell, warrior in sorted(board.items()):
        health = ruleset.profile(warrior.kind).health
        if warrior.wounds >= health:
            raise StepFailed(
                "the {side} {kind} at {cell} dies at {limit:plural:wound|wounds}, "
                "so it carries at most {most}, not {wounds}",
                **warrior_fields(warrior, cell),
                limit=health,
                most=health - 1,
                wounds=warrior.wounds,
            )


def why_removal(state: GameState, natural: Phase) -> Message:
    """The note for a removal phase the rules brought about (ZN-5.5)."""
    side = {"player": player(state.to_move)}
    if natural is Phase.ATTACK:
        return Message("{player} cannot attack, so the removal phase begins", side, "ZN-5.5")
    return Message("{player} cannot move, so the removal phase begins", side, "ZN-5.5")


def phase_not_held(game: GameState, side: Side, phase: Phase) -> StepFailed:
    """Why the side and phase a Given step asked for cannot be: the rules move on at once."""
    fields: dict[str, FieldValue] = {
        "player": player(side),
        "phase": Term("phase", phase.value),
        "now": Term("phase", game.phase.value),
        "now_player": player(game.to_move),
    }
    if game.phase is Phase.REMOVAL and phase is Phase.ATTACK:
        return StepFailed(
            "{player} cannot be in the {phase} phase here: no warrior of theirs can attack, "
            "so the rules go on to the {now} phase",
            rule_id="ZN-5.5",
            **fields,
        )
    if game.phase is Phase.REMOVAL and phase is Phase.MOVEMENT:
        return StepFailed(
            "{player} cannot be in the {phase} phase here: no warrior of theirs can move, "
            "so the rules go on to the {now} phase",
            rule_id="ZN-5.5",
            **fields,
        )
    return StepFailed(
        "{player} cannot be in the {phase} phase here: the rules go on to {now_player}'s "
        "{now} phase",
        rule_id="ZN-5.1",
        **fields,
    )


def shortest_route(state: GameState, origin: Cell, destination: Cell) -> list[Cell]:
    """One shortest orthogonal path through free cells, as the engine measures it."""
    steps = {**reachable(state, origin), origin: 0}
    route = [destination]
    while route[-1] != origin:
        here = route[-1]
        route.append(
            next(
                cell
                for cell in sorted(orthogonal_neighbours(here))
                if steps.get(cell) == steps[here] - 1
            )
        )
    return route[::-1]


@VOCABULARY.fixture
def zn_world(worlds: Worlds) -> Iterator[World]:
    yield worlds.add(World())


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


def in_phase(world: World, cell: Cell, phase: Phase) -> list[Move | MoveLine | Attack | Remove]:
    """The legal actions of the warrior's side, as if it were that side's ``phase`` now."""
    state = world.state
    return legal_actions(replace(state, to_move=world.warrior(cell).side, phase=phase))


# Given


@given("the board:", table=BOARD_TABLE)
def _(zn_world: World, datatable: list[list[str]]) -> None:
    zn_world.set_up(read_board(datatable))


@given("{side:Side} is to play in the {phase:Phase} phase")
def _(zn_world: World, side: Side, phase: Phase) -> None:
    zn_world.asked = (side, phase)
    zn_world.set_up(to_move=side, phase=phase)


@given("{side:Side} has lost {number:plural:standard-bearer|standard-bearers}")
def _(zn_world: World, side: Side, number: int) -> None:
    zn_world.set_up(bearers_lost={**zn_world.state.bearers_lost, side: number})


@given("the {kind:Kind} has strength {number:Number}")
def _(zn_world: World, kind: Kind, number: int) -> None:
    zn_world.ruleset = zn_world.ruleset.with_strength(kind, number)
    if zn_world.game is not None:
        zn_world.set_up()


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
    expect(set(decks) == set(Side), "give both decks, or a seed, first")
    zn_world.game = deploy(decks[Side.BLUE], decks[Side.GREEN], ruleset=zn_world.ruleset)


@when("the warrior at {origin:Cell} moves to {destination:Cell}")
def _(zn_world: World, origin: Cell, destination: Cell) -> None:
    zn_world.act(Move(origin, destination))


@when(
    "the line from {first:Cell} to {last:Cell} moves {number:plural:cell|cells} {direction:Direction}"
)
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


@then("the warrior at {cell:Cell} is a {side:Side} {kind:Kind} with {number:plural:wound|wounds}")
def _(zn_world: World, cell: Cell, side: Side, kind: Kind, number: int) -> None:
    actual = zn_world.warrior(cell)
    expect(
        actual == Warrior(kind, side, number),
        "{cell} holds the {side} {kind} with {wounds:plural:wound|wounds}",
        **warrior_fields(actual, cell),
        wounds=actual.wounds,
    )


@then("the cell {cell:Cell} is empty")
def _(zn_world: World, cell: Cell) -> None:
    found = zn_world.state.board.get(cell)
    if found is not None:
        raise StepFailed("{cell} holds the {side} {kind}", **warrior_fields(found, cell))


@then("the board is:", table=BOARD_TABLE)
def _(zn_world: World, datatable: list[list[str]]) -> None:
    expected = read_board(datatable)
    actual = dict(zn_world.state.board)
    if actual != expected:
        raise board_differs(expected, actual)


def board_differs(expected: dict[Cell, Warrior], actual: dict[Cell, Warrior]) -> StepFailed:
    """The first cell where the board differs from the table, in board order."""
    for cell in sorted(expected.keys() | actual.keys()):
        want, have = expected.get(cell), actual.get(cell)
        if want == have:
            continue
        if have is None:
            return StepFailed("{cell} is empty", cell=cell.name)
        if want is None:
            return StepFailed(
                "{cell} holds the {side} {kind}, which the table does not list",
                **warrior_fields(have, cell),
            )
        return StepFailed(
            "{cell} holds the {side} {kind} with {wounds:plural:wound|wounds}",
            **warrior_fields(have, cell),
            wounds=have.wounds,
        )
    raise AssertionError("the boards are equal")  # pragma: no cover


@then("row {number:Number} holds from a to g: {kinds:Kinds}")
def _(zn_world: World, number: int, kinds: list[Kind | None]) -> None:
    board = zn_world.state.board
    actual = [board[c].kind if (c := Cell(col, number - 1)) in board else None for col in range(7)]
    if actual != kinds:
        column = next(i for i, (a, k) in enumerate(zip(actual, kinds, strict=True)) if a != k)
        cell = Cell(column, number - 1).name
        found = actual[column]
        if found is None:
            raise StepFailed("{cell} is empty", cell=cell)
        raise StepFailed("{cell} holds a {kind}", cell=cell, kind=Term("kind", found.value))


@then("the warrior at {cell:Cell} has {number:plural:wound|wounds}")
def _(zn_world: World, cell: Cell, number: int) -> None:
    wounds = zn_world.warrior(cell).wounds
    expect(
        wounds == number,
        "the warrior at {cell} has {wounds:plural:wound|wounds}",
        cell=cell.name,
        wounds=wounds,
    )


@then("the warrior at {cell:Cell} has strength {number:Number}")
def _(zn_world: World, cell: Cell, number: int) -> None:
    zn_world.warrior(cell)
    strength = current_strength(zn_world.state, cell)
    expect(
        strength == number,
        "the warrior at {cell} has strength {strength}",
        cell=cell.name,
        strength=strength,
    )


@then(
    "the attack strength of the warrior at {attacker:Cell} against the warrior at {target:Cell} is {number:Number}"
)
def _(zn_world: World, attacker: Cell, target: Cell, number: int) -> None:
    zn_world.warrior(attacker)
    zn_world.warrior(target)
    strength = attack_strength(zn_world.state, attacker, target)
    expect(strength == number, "the attack strength is {strength}", strength=strength)


@then("{side:Side} is to play in the {phase:Phase} phase")
def _(zn_world: World, side: Side, phase: Phase) -> None:
    state = zn_world.state
    expect(state.phase is not Phase.OVER, "the game is over")
    expect(
        (state.to_move, state.phase) == (side, phase),
        "{player} is to play in the {phase} phase",
        player=player(state.to_move),
        phase=Term("phase", state.phase.value),
    )


@then("{side:Side} wins")
def _(zn_world: World, side: Side) -> None:
    state = zn_world.state
    expect(state.phase is Phase.OVER, "the game is not over")
    expect(not state.drawn, "the game is drawn")
    assert state.winner is not None
    expect(state.winner is side, "{winner} wins", winner=player(state.winner))


@then("the game is drawn")
def _(zn_world: World) -> None:
    state = zn_world.state
    expect(state.phase is Phase.OVER, "the game is not over")
    if not state.drawn and state.winner is not None:
        raise StepFailed("{winner} wins", winner=player(state.winner))


@then("the game is not over")
def _(zn_world: World) -> None:
    expect(zn_world.state.phase is not Phase.OVER, "the game is over")


def destinations(world: World, cell: Cell) -> set[Cell]:
    return {
        a.destination
        for a in in_phase(world, cell, Phase.MOVEMENT)
        if isinstance(a, Move) and a.origin == cell
    }


@then("the warrior at {cell:Cell} can move to: {cells:Cells}")
def _(zn_world: World, cell: Cell, cells: list[Cell]) -> None:
    actual = destinations(zn_world, cell)
    expect(actual == set(cells), "it can move to: {cells}", cells=cell_list(actual))


@then("the warrior at {cell:Cell} can move to {destination:Cell}")
def _(zn_world: World, cell: Cell, destination: Cell) -> None:
    actual = destinations(zn_world, cell)
    expect(
        destination in actual,
        "it cannot move to {destination}; it can move to: {cells}",
        destination=destination.name,
        cells=cell_list(actual) or "-",
    )


@then("the warrior at {cell:Cell} cannot move to {destination:Cell}")
def _(zn_world: World, cell: Cell, destination: Cell) -> None:
    expect(
        destination not in destinations(zn_world, cell),
        "it can move to {destination}",
        destination=destination.name,
    )


@then("the warrior at {cell:Cell} can move to {number:plural:cell|cells}")
def _(zn_world: World, cell: Cell, number: int) -> None:
    count = len(destinations(zn_world, cell))
    expect(count == number, "it can move to {count:plural:cell|cells}", count=count)


def attack_targets(world: World, cell: Cell) -> set[Cell]:
    return {
        a.targets[0]
        for a in in_phase(world, cell, Phase.ATTACK)
        if isinstance(a, Attack) and a.attacker == cell and len(a.targets) == 1
    }


@then("the warrior at {cell:Cell} can attack: {cells:Cells}")
def _(zn_world: World, cell: Cell, cells: list[Cell]) -> None:
    actual = attack_targets(zn_world, cell)
    if actual != set(cells):
        if not actual:
            raise StepFailed("it can attack nothing")
        raise StepFailed("it can attack: {cells}", cells=cell_list(actual))


@then("the warrior at {cell:Cell} can attack {target:Cell}")
def _(zn_world: World, cell: Cell, target: Cell) -> None:
    actual = attack_targets(zn_world, cell)
    if target not in actual:
        if not actual:
            raise StepFailed("it cannot attack {target}; it can attack nothing", target=target.name)
        raise StepFailed(
            "it cannot attack {target}; it can attack: {cells}",
            target=target.name,
            cells=cell_list(actual),
        )


@then("the warrior at {cell:Cell} cannot attack {target:Cell}")
def _(zn_world: World, cell: Cell, target: Cell) -> None:
    expect(
        target not in attack_targets(zn_world, cell), "it can attack {target}", target=target.name
    )


@then("the warrior at {cell:Cell} can attack nothing")
def _(zn_world: World, cell: Cell) -> None:
    actual = attack_targets(zn_world, cell)
    expect(not actual, "it can attack: {cells}", cells=cell_list(actual))


@then("{side:Side} has {number:plural:warrior|warriors}")
def _(zn_world: World, side: Side, number: int) -> None:
    count = sum(1 for w in zn_world.state.board.values() if w.side is side)
    expect(
        count == number,
        "{side} has {count:plural:warrior|warriors}",
        side=player(side),
        count=count,
    )
