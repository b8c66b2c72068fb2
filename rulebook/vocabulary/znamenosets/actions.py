"""``When``: deploying, moving, attacking, removing, playing out at random."""

from __future__ import annotations

from engine.core.grid import Cell, Direction
from engine.znamenosets import (
    Attack,
    Move,
    MoveLine,
    Remove,
    SeededDice,
    Side,
    deploy,
    new_game,
    random_playout,
)
from rulebook.vocabulary.steps import VOCABULARY
from rulebook.vocabulary.world import expect
from rulebook.vocabulary.znamenosets.fields import straight_line
from rulebook.vocabulary.znamenosets.world import World

when = VOCABULARY.when


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
