"""``python -m benchmarks.soak``: play many seeded games with every state checked.

The same checks as tests/proof/test_random_play.py (``engine.znamenosets.proof``),
for as many games as you care to wait for; never run in CI. Games ``seed`` to
``seed + games - 1`` are split over ``--jobs`` processes. A failing game is
reported with its seed and the check that broke; replay it with
``--games 1 --seed <seed>``.

    python -m benchmarks.soak --games 100000 --jobs 2
    python -m benchmarks.soak --game warseer --games 300   # Warseer: benchmarks.warseer_soak
"""

from __future__ import annotations

import argparse
import os
import sys
import time
import traceback
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from engine.znamenosets.proof import Plan, Tally, checked_game

BATCH = 50


@dataclass
class Batch:
    """What one worker found in a run of consecutive seeds."""

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


def batches(seed: int, games: int) -> Iterator[tuple[int, int]]:
    for first in range(seed, seed + games, BATCH):
        yield first, min(BATCH, seed + games - first)


def summary(tally: Tally, failures: list[tuple[int, str]], seconds: float) -> str:
    lines = [
        f"games      {tally.games:,} finished ({dict(sorted(tally.results.items()))})",
        f"states     {tally.states:,} checked, {tally.plies:,} actions played, "
        f"longest game {tally.longest} turns",
        f"actions    {tally.listed:,} listed, {tally.applied:,} applied besides the one played "
        f"({tally.applied_fraction:.1%}); {tally.oracle_actions:,} through the rules oracle",
        f"oracle     {tally.oracle:,} states checked whole (complete list, mirror, colour swap); "
        f"twin compared at {tally.twin:,}",
        f"probes     {tally.probes:,} tried, {tally.refused:,} refused as illegal",
        f"time       {seconds:,.1f} s ({tally.games / seconds if seconds else 0:,.1f} games/s)",
    ]
    if failures:
        lines.append(f"FAILURES   {len(failures)}")
        lines += [f"  seed {seed}: {text}" for seed, text in sorted(failures)]
    else:
        lines.append("failures   none")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    chooser = argparse.ArgumentParser(add_help=False)
    chooser.add_argument("--game", choices=("znamenosets", "warseer"), default="znamenosets")
    chosen, rest = chooser.parse_known_args(argv)
    if chosen.game == "warseer":  # the same soak, with the Warseer engine's checks
        from benchmarks import warseer_soak

        return warseer_soak.main(rest)
    parser = argparse.ArgumentParser(prog="python -m benchmarks.soak", description=__doc__)
    parser.add_argument(
        "--game", choices=("znamenosets", "warseer"), default="znamenosets", help="which engine"
    )
    parser.add_argument("--games", type=int, default=1000, help="games to play (default 1000)")
    parser.add_argument("--seed", type=int, default=0, help="the first game's seed (default 0)")
    parser.add_argument(
        "--jobs", type=int, default=os.cpu_count() or 1, help="worker processes (default: all CPUs)"
    )
    parser.add_argument(
        "--thorough",
        action="store_true",
        help="apply every listed action at every state, the whole-list oracle every 5th",
    )
    arguments = parser.parse_args(rest)
    if arguments.games < 1 or arguments.jobs < 1:
        parser.error("--games and --jobs must be at least 1")
    plan = Plan(apply_all_every=1, oracle_every=5) if arguments.thorough else Plan()
    total, failures = Tally(), []
    started = time.perf_counter()
    work = list(batches(arguments.seed, arguments.games))
    try:
        with ProcessPoolExecutor(max_workers=arguments.jobs) as pool:
            futures = [pool.submit(play_batch, first, count, plan) for first, count in work]
            for done, future in enumerate(futures, start=1):
                batch = future.result()
                total.merge(batch.tally)
                failures += batch.failures
                if done % max(1, len(futures) // 20) == 0 or done == len(futures):
                    rate = total.games / (time.perf_counter() - started)
                    print(
                        f"{total.games:,} games, {len(failures)} failures, {rate:,.1f} games/s",
                        file=sys.stderr,
                    )
    except KeyboardInterrupt:
        print("interrupted: the summary covers the games finished so far", file=sys.stderr)
    print(summary(total, failures, time.perf_counter() - started))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
