"""``python -m benchmarks.soak --game NAME``: play many seeded games with every state checked.

The same checks as the game's random-game tests (its ``driver`` part, ``rulebook.games``:
``checked_game(seed, plan, tally)``), for as many games as you care to wait for; never run
in CI. Games ``seed`` to ``seed + games - 1`` are split over ``--jobs`` processes. A failing
game is reported with its seed and the check that broke; replay it with
``--games 1 --seed <seed>``.

The plan is the driver's ``Plan()``, unless the game's ``soak`` part names its own
(``PLANS["default"]``, and ``PLANS["thorough"]`` for ``--thorough``); ``--plan FIELD=VALUE``
sets one field of it.

    python -m benchmarks.soak --game znamenosets --games 100000 --jobs 2
    python -m benchmarks.soak --game znamenosets --thorough
    python -m benchmarks.soak --game warseer --games 300 --plan max_turns=60
"""

from __future__ import annotations

import os
import sys
import time
import traceback
from collections import Counter
from collections.abc import Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field, fields, replace
from typing import Any

from benchmarks import command
from rulebook.games import GAMES, Game, game_named

BATCH = 50


@dataclass
class Batch:
    """What one worker found in a run of consecutive seeds."""

    tally: Any
    failures: list[tuple[int, str]] = field(default_factory=list)


def play_batch(game: str, first: int, count: int, plan: Any) -> Batch:
    """Games ``first`` .. ``first + count - 1``; a failure is kept and the next game goes on."""
    driver = driver_of(game)
    batch = Batch(driver.Tally())
    for seed in range(first, first + count):
        try:
            driver.checked_game(seed, plan, batch.tally)
        except Exception as error:  # any failure is a finding: keep it with its seed
            text = "".join(traceback.format_exception_only(error)).strip()
            batch.failures.append((seed, text))
    return batch


def driver_of(name: str) -> Any:
    game = game_named(name)
    assert game is not None, name
    return game.part("driver")


def batches(seed: int, games: int) -> Iterator[tuple[int, int]]:
    for first in range(seed, seed + games, BATCH):
        yield first, min(BATCH, seed + games - first)


def plan_for(game: Game, thorough: bool, settings: Sequence[str]) -> Any:
    """The driver's plan: the game's soak plan (if it names one), then each ``FIELD=VALUE``."""
    plans = getattr(game.part("soak"), "PLANS", {})
    if thorough and "thorough" not in plans:
        raise ValueError(f"{game.name} has no thorough plan")
    plan = game.part("driver").Plan(**plans.get("thorough" if thorough else "default", {}))
    for setting in settings:
        name, _, text = setting.partition("=")
        known = {f.name: getattr(plan, f.name) for f in fields(plan)}
        if name not in known or not text:
            raise ValueError(f"--plan {setting}: the fields are {', '.join(known)}")
        default = known[name]
        value = text.lower() in ("1", "true", "yes") if isinstance(default, bool) else text
        plan = replace(plan, **{name: type(default)(value)})
    return plan


def summary(tally: Any, failures: list[tuple[int, str]], seconds: float) -> str:
    """Every count of the tally, one a line, then the time and the failures."""
    lines = []
    for item in fields(tally):
        value = getattr(tally, item.name)
        text = f"{dict(value.most_common())}" if isinstance(value, Counter) else f"{value:,}"
        lines.append(f"{item.name:<15}{text}")
    rate = tally.games / seconds if seconds else 0
    lines.append(f"{'time':<15}{seconds:,.1f} s ({rate:,.1f} games/s)")
    if failures:
        lines.append(f"FAILURES       {len(failures)}")
        lines += [f"  seed {seed}: {text}" for seed, text in sorted(failures)]
    else:
        lines.append(f"{'failures':<15}none")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = command.parser("benchmarks.soak", __doc__)
    command.add_game(parser, GAMES, "which game", default=GAMES[0].name)
    parser.add_argument("--games", type=int, default=1000, help="games to play (default 1000)")
    parser.add_argument("--seed", type=int, default=0, help="the first game's seed (default 0)")
    parser.add_argument(
        "--jobs", type=int, default=os.cpu_count() or 1, help="worker processes (default: all CPUs)"
    )
    parser.add_argument(
        "--thorough", action="store_true", help="the game's thorough plan (its soak part's)"
    )
    parser.add_argument(
        "--plan", nargs="*", default=(), metavar="FIELD=VALUE", help="set a field of the plan"
    )
    arguments = parser.parse_args(argv)
    if arguments.games < 1 or arguments.jobs < 1:
        parser.error("--games and --jobs must be at least 1")
    game = game_named(arguments.game)
    assert game is not None
    try:
        plan = plan_for(game, arguments.thorough, arguments.plan)
    except (ValueError, TypeError) as error:
        parser.error(str(error))
    total, failures = game.part("driver").Tally(), []
    started = time.perf_counter()
    work = list(batches(arguments.seed, arguments.games))
    try:
        with ProcessPoolExecutor(max_workers=arguments.jobs) as pool:
            futures = [pool.submit(play_batch, game.name, *run, plan) for run in work]
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
