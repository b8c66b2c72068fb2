"""Random actions of every shape, mostly illegal, to knock on the rules' doors.

They lean towards the mover's own warriors and the current phase, so many are
*nearly* legal (one cell too far, a line with a gap, a target out of reach),
which is where an engine lets through what it should refuse.

>>> import random
>>> from engine.core.dice import SeededDice
>>> from engine.znamenosets.deployment import new_game
>>> action = random_action(random.Random(1), new_game(SeededDice(1)))
>>> type(action).__name__ in ("Move", "MoveLine", "Attack", "Remove")
True
"""

from __future__ import annotations

import random

from engine.core.grid import Cell, Direction
from engine.znamenosets.actions import Action, Attack, Move, MoveLine, Remove
from engine.znamenosets.state import GRID, GameState, Phase

DIRECTIONS = list(Direction)
FITTING = {Phase.MOVEMENT: (0, 1), Phase.ATTACK: (2,), Phase.REMOVAL: (3,)}


def random_cell(rng: random.Random) -> Cell:
    """Mostly on the board, sometimes just off it."""
    return Cell(rng.randint(-1, GRID.columns), rng.randint(-1, GRID.rows))


def random_action(rng: random.Random, state: GameState) -> Action:
    """Any kind of action, biased towards the player's own warriors and the current phase."""
    own = state.cells_of(state.to_move) or [Cell(0, 0)]

    def near() -> Cell:
        return rng.choice(own) if rng.random() < 0.7 else random_cell(rng)

    fitting = FITTING.get(state.phase, ())
    kind = rng.choice(fitting) if fitting and rng.random() < 0.6 else rng.randrange(4)
    if kind == 0:
        origin = near()
        if rng.random() < 0.3:
            return Move(origin, random_cell(rng))
        return Move(origin, origin.shifted(rng.choice(DIRECTIONS), rng.randint(0, 6)))
    if kind == 1:
        start, along = near(), rng.choice([Direction.RIGHT, Direction.UP])
        line = [start.shifted(along, i) for i in range(rng.randint(1, 4))]
        if rng.random() < 0.15:
            rng.shuffle(line)
        if rng.random() < 0.1:
            line[-1] = random_cell(rng)
        return MoveLine(tuple(line), rng.choice(DIRECTIONS), rng.randint(0, 4))
    if kind == 2:
        attacker = near()
        count = rng.choice([0, 1, 1, 1, 2, 2, 2, 3])
        targets = tuple(
            attacker.shifted(rng.choice(DIRECTIONS), rng.randint(1, 2))
            if rng.random() < 0.85
            else random_cell(rng)
            for _ in range(count)
        )
        return Attack(attacker, targets)
    return Remove(near())
