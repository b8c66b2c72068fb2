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
from collections.abc import Callable
from pathlib import Path
from typing import Any

from benchmarks import classic, engine, printed, suite, toolchain, tryit, warseer
from rulebook.sphinx.performance import FIGURES, FIGURES_FILE, formatted

ENGINE_KEYS = (
    "perft_",
    "reference_perft_",
    "chess_perft_",
    "playouts_",
    "fast_playouts_",
    "classic_",
    "warseer_",
)
"""The figures ``--only engine`` measures again: their keys start so."""
TRYIT_KEYS = ("tryit_",)
"""The figures ``--only tryit`` measures again."""
TOOLCHAIN_KEYS = ("scenario_", "ms_per_scenario", "docs_", "extension_overhead")
"""The figures ``--only toolchain`` measures again."""
CHECK_KEYS = ("python_bare", "check_", "steps_")
"""The figures ``--only check`` measures again: a rules question's start-up."""
PRINTED_KEYS = ("print_",)
"""The figures ``--only printed`` measures again."""
SUITE_KEYS = ("suite_",)
"""The figures ``--only suite`` measures again."""


def measure_engine(repeats: int) -> dict[str, Any]:
    figures: dict[str, Any] = {}
    figures.update(engine.perft_figures(repeats))
    figures.update(engine.playout_figures(repeats))
    figures.update(classic.figures(repeats))
    figures.update(warseer.figures(repeats))
    return figures


def on_fresh_verdicts(
    figures: Callable[[int, Path], dict[str, Any]], repeats: int
) -> dict[str, Any]:
    """``figures(repeats, results)`` on the verdicts of one scenario run, as the books show."""
    with tempfile.TemporaryDirectory(prefix="rulebook-bench-") as folder:
        results = Path(folder) / "results.json"
        toolchain.scenario_suite(1, results)
        return figures(repeats, results)


def measure_tryit(repeats: int) -> dict[str, Any]:
    return on_fresh_verdicts(tryit.figures, repeats)


def measure_toolchain(repeats: int) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="rulebook-bench-") as folder:
        results = Path(folder) / "results.json"
        figures = toolchain.scenario_suite(repeats, results)
        figures.update(toolchain.books(repeats, results))
    return figures


def measure_check(repeats: int) -> dict[str, Any]:
    return toolchain.check_cold_start(max(repeats, 9))


def measure_printed(repeats: int) -> dict[str, Any]:
    return on_fresh_verdicts(printed.figures, repeats)


def measure_suite(repeats: int) -> dict[str, Any]:
    return suite.suite_figures()  # once: the whole test suite takes minutes


def measure(repeats: int) -> dict[str, Any]:
    figures = measure_engine(repeats)
    with tempfile.TemporaryDirectory(prefix="rulebook-bench-") as folder:
        results = Path(folder) / "results.json"
        figures.update(toolchain.scenario_suite(repeats, results))
        figures.update(toolchain.books(repeats, results))
        figures.update(printed.figures(max(1, repeats // 3), results))  # minutes a build
        figures.update(tryit.figures(repeats, results))
    figures.update(toolchain.check_cold_start(max(repeats, 5)))
    figures.update(suite.suite_figures())  # once: the whole test suite takes minutes
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
        choices=("engine", "toolchain", "check", "tryit", "printed", "suite"),
        help="measure only these figures again; keep the others and their date",
    )
    arguments = parser.parse_args(argv)
    today = datetime.date.today().isoformat()
    machine = f"{platform.machine()}, {platform.system()}, Python {platform.python_version()}"
    if arguments.only:
        document = json.loads(arguments.output.read_text(encoding="utf-8"))
        keys, measured = {
            "engine": (ENGINE_KEYS, measure_engine),
            "toolchain": (TOOLCHAIN_KEYS, measure_toolchain),
            "check": (CHECK_KEYS, measure_check),
            "tryit": (TRYIT_KEYS, measure_tryit),
            "printed": (PRINTED_KEYS, measure_printed),
            "suite": (SUITE_KEYS, measure_suite),
        }[arguments.only]
        kept = {k: v for k, v in document["figures"].items() if not k.startswith(keys)}
        figures = {**kept, **measured(arguments.repeats)}
        document.update(figures=figures)
        document.update({f"{arguments.only}_measured": today, f"{arguments.only}_machine": machine})
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
    if "suite_cpu_s" in figures:  # not measured yet by a whole run
        print(suite.report(figures))
    print(f"\nsaved to {arguments.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
