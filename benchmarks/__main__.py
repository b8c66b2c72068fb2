"""``python -m benchmarks``: measure the engine and the toolchain, print a table, save the figures.

The figures go to ``benchmarks/figures.json``, which the Performance page of the
books shows. Medians of ``--repeats`` runs; nothing here is ever a test.
"""

from __future__ import annotations

import argparse
import datetime
import json
import platform
import sys
import tempfile
from pathlib import Path
from typing import Any

from benchmarks import engine, printed, toolchain
from rulebook.sphinx.performance import FIGURES, FIGURES_FILE, formatted

ENGINE_KEYS = ("perft_", "reference_perft_", "chess_perft_", "playouts_", "fast_playouts_")
"""The figures ``--only engine`` measures again: their keys start so."""


def measure_engine(repeats: int) -> dict[str, Any]:
    figures: dict[str, Any] = {}
    figures.update(engine.perft_figures(repeats))
    figures.update(engine.playout_figures(repeats))
    return figures


def measure(repeats: int) -> dict[str, Any]:
    figures = measure_engine(repeats)
    with tempfile.TemporaryDirectory(prefix="rulebook-bench-") as folder:
        results = Path(folder) / "results.json"
        figures.update(toolchain.scenario_suite(repeats, results))
        figures.update(toolchain.books(repeats, results))
        figures.update(printed.figures(max(1, repeats // 3), results))  # minutes a build
    figures.update(toolchain.check_cold_start(max(repeats, 5)))
    return figures


def table(figures: dict[str, Any]) -> str:
    rows = [
        (figure.label, formatted(figure, figures[figure.key]), figure.goal)
        for figure in FIGURES
        if figure.key in figures
    ]
    width = max(len(label) for label, _, _ in rows)
    lines = [f"{label:<{width}}  {value:>18}  {goal}".rstrip() for label, value, goal in rows]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks", description=__doc__)
    parser.add_argument(
        "--repeats", type=int, default=3, help="runs per figure; the median is kept (default 3)"
    )
    parser.add_argument(
        "--output", type=Path, default=FIGURES_FILE, help=f"where to save (default {FIGURES_FILE})"
    )
    parser.add_argument(
        "--only",
        choices=("engine",),
        help="measure only the engine figures again; keep the others and their date",
    )
    arguments = parser.parse_args(argv)
    today = datetime.date.today().isoformat()
    machine = f"{platform.machine()}, {platform.system()}, Python {platform.python_version()}"
    if arguments.only == "engine":
        document = json.loads(arguments.output.read_text(encoding="utf-8"))
        kept = {
            key: value
            for key, value in document["figures"].items()
            if not key.startswith(ENGINE_KEYS)
        }
        figures = {**kept, **measure_engine(arguments.repeats)}
        document.update(figures=figures, engine_measured=today, engine_machine=machine)
    else:
        figures = measure(arguments.repeats)
        document = {
            "measured": today,
            "repeats": arguments.repeats,
            "machine": machine,
            "figures": figures,
        }
    arguments.output.write_text(
        json.dumps(document, indent=1, sort_keys=True) + "\n", encoding="utf-8"
    )
    print(table(figures))
    print(f"\nsaved to {arguments.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
