"""``python -m benchmarks.warseer``: the Warseer engine's speed, printed (never a test).

- line-of-sight queries per second, exact, on seeded random boards with a crowd of
  creatures and sight-blocking terrain (:func:`engine.signum.warseer.sight.sight_segment`);
- random playouts per second: games of the sample from setup, uniformly random legal
  actions, to the end or ``--turns`` turns (no checks: the proof tests check);
- checked games per second: the same games through the oracle and the invariants, as the
  proof runs them.

``figures()`` returns the same numbers as a dict (keys ``warseer_*``); ``python -m
benchmarks`` measures them with the engine figures.
"""

from __future__ import annotations

import random
import statistics
import time
from typing import Any

from benchmarks import command
from engine.core.dice import SeededDice
from engine.signum.warseer.game import legal_actions, play
from engine.signum.warseer.hexes import Hex
from engine.signum.warseer.proof import Plan, Tally, checked_game
from engine.signum.warseer.sample import sample_game
from engine.signum.warseer.sight import sight_segment

Board = tuple[Hex, Hex, frozenset[Hex]]


def random_boards(count: int, seed: int = 1) -> list[Board]:
    """``count`` boards of 10 x 8: two hexes to look between, 14 other blocking hexes."""
    rng = random.Random(seed)
    hexes = [Hex(c, r) for c in range(10) for r in range(8)]
    boards = []
    for _ in range(count):
        picked = rng.sample(hexes, 16)
        boards.append((picked[0], picked[1], frozenset(picked[2:])))
    return boards


def sight_queries_per_second(seconds: float = 1.0) -> float:
    boards = random_boards(200)
    done, start = 0, time.process_time()
    while time.process_time() - start < seconds:
        for a, b, blockers in boards:
            sight_segment(a, b, blockers)
        done += len(boards)
    return done / (time.process_time() - start)


def playouts_per_second(games: int, turns: int) -> float:
    start = time.process_time()
    for seed in range(games):
        dice = SeededDice(seed)
        state = sample_game(dice, seed)
        while not state.is_over and state.turn <= turns:
            state = play(state, dice.choice(legal_actions(state)), dice)
    return games / (time.process_time() - start)


def checked_per_second(games: int, turns: int) -> float:
    start, tally = time.process_time(), Tally()
    for seed in range(games):
        checked_game(seed, Plan(max_turns=turns, probes=1), tally)
    return games / (time.process_time() - start)


def figures(repeats: int = 3, games: int = 10, turns: int = 40) -> dict[str, Any]:
    return {
        "warseer_sight_queries_per_s": statistics.median(
            sight_queries_per_second() for _ in range(repeats)
        ),
        "warseer_playouts_per_s": statistics.median(
            playouts_per_second(games, turns) for _ in range(repeats)
        ),
        "warseer_checked_games_per_s": statistics.median(
            checked_per_second(games, turns) for _ in range(repeats)
        ),
    }


def main(argv: list[str] | None = None) -> int:
    arguments = command.playouts("benchmarks.warseer", __doc__, games=10, turns=40).parse_args(argv)
    found = figures(arguments.repeats, arguments.games, arguments.turns)
    print(f"line-of-sight queries/s (14 blockers)   {found['warseer_sight_queries_per_s']:10.0f}")
    print(f"random playouts/s (to the end)          {found['warseer_playouts_per_s']:10.2f}")
    print(f"checked games/s (oracle, invariants)    {found['warseer_checked_games_per_s']:10.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
