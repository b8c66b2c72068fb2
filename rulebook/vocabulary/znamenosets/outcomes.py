"""``Then``: the board, the warriors, whose turn it is, who won, and what a warrior may do."""

from __future__ import annotations

from engine.core.errors import Term
from engine.core.grid import Cell
from engine.znamenosets import (
    Attack,
    Kind,
    Move,
    Phase,
    Side,
    Warrior,
    attack_strength,
    current_strength,
)
from rulebook.vocabulary.steps import VOCABULARY
from rulebook.vocabulary.world import StepFailed, expect, expect_count
from rulebook.vocabulary.znamenosets.fields import (
    BOARD_TABLE,
    cell_list,
    player,
    read_board,
    warrior_fields,
)
from rulebook.vocabulary.znamenosets.world import World, in_phase

then = VOCABULARY.then


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
    expect_count(
        wounds, number, "the warrior at {cell} has {wounds:plural:wound|wounds}", cell=cell.name
    )


@then("the warrior at {cell:Cell} has strength {number:Number}")
def _(zn_world: World, cell: Cell, number: int) -> None:
    zn_world.warrior(cell)
    strength = current_strength(zn_world.state, cell)
    expect_count(strength, number, "the warrior at {cell} has strength {strength}", cell=cell.name)


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
    expect_count(count, number, "{side} has {count:plural:warrior|warriors}", side=player(side))
