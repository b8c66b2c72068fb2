"""``python -m benchmarks.classic``: the classic engine's speed, printed (never a test).

- line-of-sight queries per second, on seeded random tables with crowds of bases and
  blocking templates (:func:`engine.signum.classic.geometry.line_of_sight`), and the same
  queries on the same tables by the shapely and numpy geometry it replaced
  (:mod:`benchmarks.classic_shapely`);
- random playouts per second: games of the sample from the opening, uniformly random
  listed actions, to the end or ``--turns`` turns (no checks: the proof tests check),
  with the exact geometry and with the old one in its place (same seeds; the old
  geometry's rules differ at the tolerance, so its games take other paths);
- checked openings per second: the same games through the oracle and the invariants,
  as the proof runs them.

``figures()`` returns the same numbers as a dict (keys ``classic_*``), for the books'
Performance page.
"""

from __future__ import annotations

import math
import random
import statistics
import time
from typing import Any

from shapely.geometry import Polygon as ShapelyPolygon

from benchmarks import classic_shapely, command
from engine.core.dice import SeededDice
from engine.signum.classic.game import legal_actions, play
from engine.signum.classic.geometry import Disc, Polygon, line_of_sight
from engine.signum.classic.proof import Plan, Tally, checked_game
from engine.signum.classic.sample import sample_game
from engine.signum.classic.table import Point

Table = tuple[Disc, Disc, list[Disc], list[tuple[tuple[float, float], ...]]]


def random_tables(count: int, seed: int = 1) -> list[Table]:
    rng = random.Random(seed)
    tables = []
    while len(tables) < count:
        discs: list[Disc] = []
        for _ in range(16):
            d = Disc(
                Point(rng.uniform(3, 57), rng.uniform(3, 57)), rng.choice((1.25, 1.5, 2.0, 2.5))
            )
            if all(math.dist(d.centre, o.centre) > d.radius + o.radius for o in discs):
                discs.append(d)
        walls = []
        for _ in range(2):
            x, y = rng.uniform(10, 42), rng.uniform(10, 42)
            walls.append(((x, y), (x + 8, y), (x + 8, y + 6), (x, y + 6)))
        if len(discs) >= 2:
            tables.append((discs[0], discs[1], discs[2:], walls))
    return tables


def sight_queries_per_second(seconds: float = 1.0, old: bool = False) -> float:
    """Queries a second over 200 seeded tables: the exact geometry, or (``old``) the
    shapely and numpy one, each given the templates in its own polygons."""
    if old:
        ask = classic_shapely.line_of_sight
        tables = [
            (
                *(classic_shapely.Disc(*d) for d in (a, b)),
                [classic_shapely.Disc(*d) for d in o],
                [ShapelyPolygon(w) for w in walls],
            )
            for a, b, o, walls in random_tables(200)
        ]
    else:
        ask = line_of_sight
        tables = [
            (a, b, o, [Polygon.of(w) for w in walls]) for a, b, o, walls in random_tables(200)
        ]
    done, start = 0, time.process_time()
    while time.process_time() - start < seconds:
        for a, b, others, walls in tables:
            ask(a, b, others, walls, 0.01)
        done += len(tables)
    return done / (time.process_time() - start)


def playouts_per_second(games: int, turns: int, old: bool = False) -> float:
    if old:
        with classic_shapely.installed():
            return playouts_per_second(games, turns)
    start = time.process_time()
    for seed in range(games):
        dice = SeededDice(seed)
        state = sample_game(dice)
        while not state.is_over and state.turn <= turns:
            state = play(state, dice.choice(legal_actions(state)), dice)
    return games / (time.process_time() - start)


def checked_per_second(games: int) -> float:
    start, tally = time.process_time(), Tally()
    for seed in range(games):
        checked_game(seed, Plan(max_turns=4, probes=1), tally)
    return games / (time.process_time() - start)


def figures(repeats: int = 3, games: int = 20, turns: int = 12) -> dict[str, Any]:
    found = {
        "classic_sight_queries_per_s": statistics.median(
            sight_queries_per_second() for _ in range(repeats)
        ),
        "classic_shapely_sight_queries_per_s": statistics.median(
            sight_queries_per_second(old=True) for _ in range(repeats)
        ),
        "classic_playouts_per_s": statistics.median(
            playouts_per_second(games, turns) for _ in range(repeats)
        ),
        "classic_shapely_playouts_per_s": statistics.median(
            playouts_per_second(games, turns, old=True) for _ in range(repeats)
        ),
        "classic_checked_openings_per_s": statistics.median(
            checked_per_second(games) for _ in range(repeats)
        ),
    }
    found["classic_sight_ratio"] = (
        found["classic_sight_queries_per_s"] / found["classic_shapely_sight_queries_per_s"]
    )
    found["classic_playouts_ratio"] = (
        found["classic_playouts_per_s"] / found["classic_shapely_playouts_per_s"]
    )
    return found


def main(argv: list[str] | None = None) -> int:
    arguments = command.playouts("benchmarks.classic", __doc__, games=20, turns=12).parse_args(argv)
    found = figures(arguments.repeats, arguments.games, arguments.turns)
    rows = (
        (
            "line-of-sight queries/s (16 bases, 2 templates), exact",
            "classic_sight_queries_per_s",
            0,
        ),
        (
            "  the same queries, old shapely/numpy geometry",
            "classic_shapely_sight_queries_per_s",
            0,
        ),
        ("  exact / old", "classic_sight_ratio", 2),
        (f"random playouts/s ({arguments.turns} turns), exact", "classic_playouts_per_s", 2),
        ("  the same seeds, old shapely/numpy geometry", "classic_shapely_playouts_per_s", 2),
        ("  exact / old", "classic_playouts_ratio", 2),
        ("checked openings/s (4 turns, oracle)", "classic_checked_openings_per_s", 2),
    )
    for label, key, digits in rows:
        print(f"{label:<58} {found[key]:12.{digits}f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
