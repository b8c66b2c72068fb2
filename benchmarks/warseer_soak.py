"""The Warseer part of ``python -m benchmarks.soak``: many seeded games, every state checked.

The same checks as tests/proof/test_ls2_random_games.py (``engine.signum.warseer.proof``),
for as many games as you care to wait for; never run in CI. Games ``seed`` to
``seed + games - 1`` are split over ``--jobs`` processes; a failing game is reported with
its seed and the check that broke (replay it with ``--games 1 --seed <seed>``).

    python -m benchmarks.warseer_soak --games 10000 --jobs 2
    python -m benchmarks.soak --game warseer --games 10000
"""

from __future__ import annotations

import argparse
import os
import sys
import time
import traceback
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from engine.signum.warseer.proof import Plan, Tally, checked_game

BATCH = 50


@dataclass
class Batch:
    tally: Tally
    failures: list[tuple[int, str]] = field(default_factory=list)


def play_batch(first: int, count: int, plan: Plan) -> Batch:
    """Games ``first`` .. ``first + count - 1``; a failure is kept and the next game goes on."""
    batch = Batch(Tally())
    for seed in range(first, first + count):
        try:
            checked_game(seed, plan, batch.tally)
        except Exception as error:  # any failure is a finding: keep it with its seed
            text = "".join(traceback.format_exception_only(error)).strip()
            batch.failures.append((seed, text))
    return batch


def summary(tally: Tally, failures: list[tuple[int, str]], seconds: float) -> str:
    lines = [
        f"games      {tally.games:,} played, {tally.finished:,} to their end "
        f"({dict(sorted(tally.results.items()))})",
        f"states     {tally.states:,} checked, {tally.applied:,} actions through the oracle",
        f"probes     {tally.probes:,} tried, {tally.refused:,} refused with an LS2 rule",
        f"time       {seconds:,.1f} s ({tally.games / seconds if seconds else 0:,.1f} games/s)",
    ]
    if failures:
        lines.append(f"FAILURES   {len(failures)}")
        lines += [f"  seed {seed}: {text}" for seed, text in sorted(failures)]
    else:
        lines.append("failures   none")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.warseer_soak", description=__doc__)
    parser.add_argument("--games", type=int, default=1000, help="games to play (default 1000)")
    parser.add_argument("--seed", type=int, default=0, help="the first game's seed (default 0)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="worker processes")
    parser.add_argument("--turns", type=int, default=40, help="turns a game may last (default 40)")
    arguments = parser.parse_args(argv)
    if arguments.games < 1 or arguments.jobs < 1:
        parser.error("--games and --jobs must be at least 1")
    plan = Plan(max_turns=arguments.turns, probes=1, text_every=25, eager=True)
    total, failures = Tally(), []
    started = time.perf_counter()
    seeds = range(arguments.seed, arguments.seed + arguments.games, BATCH)
    work = [(first, min(BATCH, arguments.seed + arguments.games - first)) for first in seeds]
    try:
        with ProcessPoolExecutor(max_workers=arguments.jobs) as pool:
            futures = [pool.submit(play_batch, first, count, plan) for first, count in work]
            for future in futures:
                batch = future.result()
                total.merge(batch.tally)
                failures += batch.failures
    except KeyboardInterrupt:
        print("interrupted: the summary covers the games finished so far", file=sys.stderr)
    print(summary(total, failures, time.perf_counter() - started))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
