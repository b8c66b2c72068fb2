"""What the generic commands of the benchmarks share: a parser that shows the module's
docstring as written, and the ``--game`` option that names a registered game."""

from __future__ import annotations

import argparse
from collections.abc import Iterable
from typing import Any

from rulebook.games import Game


def parser(module: str, doc: str | None) -> argparse.ArgumentParser:
    """The parser of ``python -m <module>``, its help the module's docstring."""
    return argparse.ArgumentParser(
        prog=f"python -m {module}",
        description=doc,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )


def playouts(module: str, doc: str | None, games: int, turns: int) -> argparse.ArgumentParser:
    """The parser of a game's engine figures: ``--repeats``, ``--games`` and ``--turns``."""
    command = parser(module, doc)
    command.add_argument("--repeats", type=int, default=3, help="the median of this many runs")
    command.add_argument("--games", type=int, default=games, help=f"games a run (default {games})")
    command.add_argument(
        "--turns", type=int, default=turns, help=f"a playout stops after these turns ({turns})"
    )
    return command


def add_game(
    command: argparse.ArgumentParser, games: Iterable[Game], help: str, **options: Any
) -> None:
    """``--game NAME``, one of ``games`` (``rulebook.games``)."""
    command.add_argument("--game", choices=[g.name for g in games], help=help, **options)
