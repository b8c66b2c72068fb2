"""Figures of the toolchain: the scenario suite, the books, and a rules question."""

from __future__ import annotations

import json
import shutil
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any

import polib

from benchmarks.measure import Run, run
from rulebook.paths import DOCS_DIR, LOCALES_DIR, REPO_ROOT
from rulebook.scenarios.runs import scenarios_command

PYTHON = sys.executable
QUESTION = REPO_ROOT / "tests" / "data" / "questions" / "archer_en.feature"
LANGUAGES = ("en", "ru")


def scenario_suite(repeats: int, results: Path) -> dict[str, Any]:
    """Every scenario in both languages, as ``rulebook build`` runs them (serially)."""
    command = scenarios_command()
    runs = [
        run([*command, f"--rulebook-results={results}"], REPO_ROOT).seconds for _ in range(repeats)
    ]
    count = len(json.loads(results.read_text(encoding="utf-8"))["scenarios"])
    seconds = statistics.median(runs)
    return {
        "scenario_suite_s": seconds,
        "scenario_runs": count,
        "ms_per_scenario": 1000 * seconds / count,
    }


def sphinx(source: Path, out: Path, language: str, results: Path, *extra: str) -> Run:
    command = [PYTHON, "-m", "sphinx", "-q", "-b", "html", "-D", f"language={language}"]
    command += ["-D", f"rulebook_results={results}", *extra, str(source), str(out)]
    return run(command, REPO_ROOT)


def both_books(source: Path, out: Path, results: Path, *extra: str) -> list[Run]:
    return [
        sphinx(source, out / language, language, results, "-E", *extra) for language in LANGUAGES
    ]


def books(repeats: int, results: Path) -> dict[str, Any]:
    """Cold builds of both books, the extension's share of them, and an edit's rebuild."""
    with tempfile.TemporaryDirectory(prefix="rulebook-bench-") as folder:
        root = Path(folder)
        cold, plain, peak = [], [], 0
        for _ in range(repeats):
            shutil.rmtree(root / "html", ignore_errors=True)
            built = both_books(DOCS_DIR, root / "html", results)
            cold.append(sum(r.seconds for r in built))
            peak = max(peak, *(r.peak_kib for r in built))
            shutil.rmtree(root / "plain", ignore_errors=True)
            baseline = both_books(
                DOCS_DIR, root / "plain", results, "-D", "rulebook_plain_scenarios=1"
            )
            plain.append(sum(r.seconds for r in baseline))
        figures = {
            "docs_cold_s": statistics.median(cold),
            "docs_plain_s": statistics.median(plain),
            "docs_peak_mib": peak / 1024,
        }
        figures["extension_overhead"] = figures["docs_cold_s"] / figures["docs_plain_s"]
        figures["docs_incremental_s"] = incremental(repeats, root, results)
    return figures


def incremental(repeats: int, root: Path, results: Path) -> float:
    """Rebuild the Russian book after one translation changed, in a copy of the sources."""
    shutil.copytree(DOCS_DIR, root / "src" / "docs")
    shutil.copytree(LOCALES_DIR, root / "src" / "locales", ignore=shutil.ignore_patterns("*.mo"))
    source, out = root / "src" / "docs", root / "incremental"
    sphinx(source, out, "ru", results)
    catalog_path = root / "src" / "locales" / "ru" / "LC_MESSAGES" / "znamenosets" / "movement.po"
    times = []
    for attempt in range(repeats):
        catalog = polib.pofile(str(catalog_path))
        entry = catalog.translated_entries()[0]
        entry.msgstr = entry.msgstr.rstrip("!") + "!" * (attempt % 2)
        catalog.save()
        times.append(sphinx(source, out, "ru", results).seconds)
    return statistics.median(times)


def check_cold_start(repeats: int) -> dict[str, Any]:
    """``rulebook check`` on a one-scenario question, each time a new interpreter."""
    command = [PYTHON, "-m", "rulebook.cli", "check", str(QUESTION)]
    return {
        "check_cold_s": statistics.median(run(command, REPO_ROOT).seconds for _ in range(repeats))
    }
