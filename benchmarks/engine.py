"""Speed figures of the Znamenosets engine: perft nodes/s beside python-chess's, playouts/s.

Each function returns plain figures (a dict); ``python -m benchmarks`` prints
and saves them. Every figure is the median of ``repeats`` runs; a run repeats
its work until it has taken at least ``MIN_RUN_S`` so that short perfts are
timed well. Nothing here is a test: no timing is ever asserted.

Like for like: every perft below runs to the same depth (``DEPTH``) and builds
its whole action list at every ply, the last one included, as python-chess's
perft does (it generates the last ply's moves without playing them). Both
Znamenosets paths are measured: the reference engine (``legal_actions`` and
``play``) and its bitboard twin. python-chess is measured in the same process,
so the ratios compare the engines on the same machine at the same moment.
"""

from __future__ import annotations

import json
import statistics
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from engine.znamenosets import GameState, SeededDice, new_game, random_playout, restore
from engine.znamenosets.fast import pack
from engine.znamenosets.fast.playout import fast_playout
from engine.znamenosets.perft import perft, reference_perft

GOLDEN = Path(__file__).resolve().parents[1] / "tests" / "data" / "golden"
OPENING = "opening"
DEPTH = 4
PLAYOUT_GAMES = 20
MIN_RUN_S = 0.25


def golden_position(name: str) -> GameState:
    """A perft golden position (tests/data/golden/perft_<name>.json)."""
    record = json.loads((GOLDEN / f"perft_{name}.json").read_text(encoding="utf-8"))
    return restore(record["position"])


def rate(work: Callable[[], int], repeats: int) -> float:
    """Median units per second of ``work`` (which returns how many units it did)."""
    samples = []
    for _ in range(max(1, repeats)):
        done, started = 0, time.perf_counter()
        while True:
            done += work()
            elapsed = time.perf_counter() - started
            if elapsed >= MIN_RUN_S:
                break
        samples.append(done / elapsed)
    return statistics.median(samples)


def chess_perft(board: Any, depth: int) -> int:
    """python-chess perft: the moves are generated at every ply, the last ply's not pushed."""
    if depth == 1:
        return int(board.legal_moves.count())
    total = 0
    for move in board.legal_moves:
        board.push(move)
        total += chess_perft(board, depth - 1)
        board.pop()
    return total


def interleaved(works: dict[str, Callable[[], int]], repeats: int) -> dict[str, float]:
    """Median units/s of each work, the works taking turns in every repeat.

    Taking turns keeps a ratio of two works fair when the machine's load changes
    during the measurement.
    """
    samples: dict[str, list[float]] = {name: [] for name in works}
    for _ in range(max(1, repeats)):
        for name, work in works.items():
            samples[name].append(rate(work, 1))
    return {name: statistics.median(found) for name, found in samples.items()}


def perft_figures(repeats: int) -> dict[str, Any]:
    """Perft nodes/s of both Znamenosets paths on the opening, and of python-chess, at ``DEPTH``."""
    opening = golden_position(OPENING)
    assert reference_perft(opening, 2) == perft(opening, 2), "the two paths disagree"
    works: dict[str, Callable[[], int]] = {
        "perft_nodes_per_s": lambda: perft(opening, DEPTH),
        "reference_perft_nodes_per_s": lambda: reference_perft(opening, DEPTH),
    }
    figures: dict[str, Any] = {"perft_depth": DEPTH, "perft_nodes": perft(opening, DEPTH)}
    try:
        import chess
    except ImportError:  # python-chess is in the "bench" extra
        chess = None
    if chess is not None:
        board = chess.Board()
        figures["chess_perft_nodes"] = chess_perft(board, DEPTH)
        works["chess_perft_nodes_per_s"] = lambda: chess_perft(board, DEPTH)
    figures.update(interleaved(works, repeats))
    if chess is not None:
        chess_rate = figures["chess_perft_nodes_per_s"]
        figures["perft_ratio"] = figures["perft_nodes_per_s"] / chess_rate
        figures["reference_perft_ratio"] = figures["reference_perft_nodes_per_s"] / chess_rate
    return figures


def _reference_games() -> int:
    for seed in range(PLAYOUT_GAMES):
        dice = SeededDice(seed)
        random_playout(new_game(dice), dice)
    return PLAYOUT_GAMES


def _fast_games() -> int:
    for seed in range(PLAYOUT_GAMES):
        dice = SeededDice(seed)
        fast_playout(pack(new_game(dice)), dice)
    return PLAYOUT_GAMES


def playout_figures(repeats: int) -> dict[str, float]:
    """Random games to the end per second: the reference engine's ``random_playout``, and the twin's."""
    return {
        "playouts_per_s": rate(_reference_games, repeats),
        "fast_playouts_per_s": rate(_fast_games, repeats),
    }


def main() -> None:
    """Print the engine figures (``python -m benchmarks.engine``)."""
    for name, value in {**perft_figures(3), **playout_figures(3)}.items():
        shown = f"{value:,.2f}" if isinstance(value, float) else str(value)
        print(f"{name:<30} {shown:>16}")


if __name__ == "__main__":
    main()
