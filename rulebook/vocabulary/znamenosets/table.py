"""``Given``: the board, the side to play and its phase, the decks, a new game."""

from __future__ import annotations

from engine.znamenosets import (
    Kind,
    Phase,
    Side,
)
from rulebook.vocabulary.steps import VOCABULARY
from rulebook.vocabulary.znamenosets.fields import BOARD_TABLE, read_board
from rulebook.vocabulary.znamenosets.world import World

given = VOCABULARY.given


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
