"""An exhaustive oracle: over a bounded universe of candidate actions, apply accepts
exactly the actions legal_actions lists (python-chess's perft idea, applied to legality).
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import permutations

import pytest

from engine.core.grid import Cell, Direction
from engine.znamenosets import (
    GRID,
    Action,
    Attack,
    GameState,
    Move,
    MoveLine,
    Phase,
    Remove,
    RuleViolation,
    SeededDice,
    apply,
    legal_actions,
    new_game,
    position,
)
from engine.znamenosets.notation import board_from

CELLS = GRID.cells()


def straight_stretches() -> Iterator[tuple[Cell, ...]]:
    """Every sorted, gapless stretch of 1+ cells in a row or column."""
    for row in range(GRID.rows):
        for start in range(GRID.columns):
            for end in range(start + 1, GRID.columns + 1):
                yield tuple(Cell(col, row) for col in range(start, end))
    for col in range(GRID.columns):
        for start in range(GRID.rows):
            for end in range(start + 2, GRID.rows + 1):
                yield tuple(Cell(col, row) for row in range(start, end))


STRETCHES = list(straight_stretches())


def near(cell: Cell, reach: int) -> list[Cell]:
    return [
        other
        for other in CELLS
        if other != cell and max(abs(other.col - cell.col), abs(other.row - cell.row)) <= reach
    ]


def universe(state: GameState) -> Iterator[Action]:
    """Candidate actions of the current phase (other phases are covered by the random tests)."""
    if state.phase is Phase.MOVEMENT:
        for origin in CELLS:
            for destination in CELLS:
                yield Move(origin, destination)
        for stretch in STRETCHES:
            for direction in Direction:
                for distance in range(5):
                    yield MoveLine(stretch, direction, distance)
    elif state.phase is Phase.ATTACK:
        for attacker in state.cells_of(state.to_move):
            yield Attack(attacker, ())
            for target in near(attacker, 3):
                yield Attack(attacker, (target,))
            for pair in permutations(near(attacker, 1), 2):
                yield Attack(attacker, pair)
    for cell in CELLS:
        yield Remove(cell)


def accepted(state: GameState) -> set[Action]:
    found = set()
    for action in universe(state):
        try:
            apply(state, action)
        except RuleViolation:
            continue
        found.add(action)
    return found


def sample_states() -> list[GameState]:
    """States from random games: movement, attack and removal phases, early and late."""
    states = []
    for seed in (1, 2, 3, 4):
        state = new_game(SeededDice(seed))
        dice = SeededDice(seed + 10)
        step = 0
        while state.phase is not Phase.OVER:
            if step % 5 == 0 or state.phase is Phase.REMOVAL:
                states.append(state)
            state = apply(state, dice.choice(legal_actions(state)))
            step += 1
    return states


CRAFTED = [
    position(
        board_from(
            {
                "d4": "blue berserker",
                "d5": "green pikeman",
                "e4": "green horseman",
                "c4": "green heavy infantryman/1",
                "d3": "green archer/1",
                "b4": "blue archer",
                "b6": "green pikeman",
                "a4": "blue standard-bearer",
                "a5": "blue pikeman",
            }
        ),
        phase=phase,
    )
    for phase in (Phase.MOVEMENT, Phase.ATTACK)
]


@pytest.mark.parametrize(
    "state", sample_states() + CRAFTED, ids=lambda s: f"{s.phase.value}-{s.turn}"
)
def test_apply_accepts_exactly_the_listed_actions(state: GameState) -> None:
    listed = legal_actions(state)
    assert accepted(state) == set(listed)
