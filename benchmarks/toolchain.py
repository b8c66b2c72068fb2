"""Figures of the toolchain: the scenario suite, the books, and a rules question."""

from __future__ import annotations

import json
import os
import shutil
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any

import polib

from benchmarks.measure import Run, run
from rulebook.games import GAMES as REGISTERED
from rulebook.paths import DOCS_DIR, LOCALES_DIR, REPO_ROOT
from rulebook.scenarios.runs import scenarios_command

PYTHON = sys.executable
LANGUAGES = ("en", "ru")
QUESTIONS = REPO_ROOT / "benchmarks" / "questions"  # <game>_<language>.feature: one scenario
GAMES = tuple(game.name for game in REGISTERED)
FOLDER_SIZE = 200


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
        figures.update(incremental(repeats, root, results))
    return figures


def incremental(repeats: int, root: Path, results: Path) -> dict[str, float]:
    """The translator's loop in a copy of the sources: the Russian book after one translation
    changed; and both books after an English page changed (its Russian entry goes untranslated,
    as it would until the translator catches up)."""
    shutil.copytree(DOCS_DIR, root / "src" / "docs")
    shutil.copytree(LOCALES_DIR, root / "src" / "locales", ignore=shutil.ignore_patterns("*.mo"))
    source, out = root / "src" / "docs", root / "incremental"
    for language in LANGUAGES:
        sphinx(source, out / language, language, results)
    catalog_path = root / "src" / "locales" / "ru" / "LC_MESSAGES" / "znamenosets" / "movement.po"
    page = source / "znamenosets" / "movement.md"
    text = page.read_text(encoding="utf-8")
    po_edit, page_edit = [], []
    for attempt in range(repeats):
        catalog = polib.pofile(str(catalog_path))
        entry = catalog.translated_entries()[0]
        entry.msgstr = entry.msgstr.rstrip("!") + "!" * (attempt % 2)
        catalog.save()
        po_edit.append(sphinx(source, out / "ru", "ru", results).seconds)
        page.write_text(text + ("\nOne more line.\n" if attempt % 2 == 0 else ""), encoding="utf-8")
        page_edit.append(
            sum(sphinx(source, out / lang, lang, results).seconds for lang in LANGUAGES)
        )
    return {
        "docs_incremental_s": statistics.median(po_edit),
        "docs_incremental_page_s": statistics.median(page_edit),
    }


def timed(command: list[str], repeats: int) -> float:
    """The median wall time of a command, after one run that is not counted."""
    return interleaved({"command": command}, repeats)["command"]


def interleaved(commands: dict[str, list[str]], repeats: int) -> dict[str, float]:
    """The median wall time of each command, the commands run in turns: a round runs each
    once, so that a slow spell of the machine falls on all of them alike, and a ratio of two
    of them compares like with like. One round first is not counted.

    That round writes the bytecode of every module the commands import, as an installed
    wheel has it from the start (so the variable that forbids writing it is unset here),
    and leaves the parsed catalogs and the compiled dataclass methods in the user's cache,
    as a user's first question does.
    """
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    times: dict[str, list[float]] = {name: [] for name in commands}
    for round_ in range(repeats + 1):
        for name, command in commands.items():
            seconds = run(command, REPO_ROOT, env).seconds
            if round_:
                times[name].append(seconds)
    return {name: statistics.median(found) for name, found in times.items()}


def check_cold_start(repeats: int) -> dict[str, Any]:
    """``rulebook check`` on a one-scenario question, each time a new interpreter: per game,
    the slower of its two languages, and the slowest game against a bare ``python -c pass``,
    all run in turns (:func:`interleaved`)."""
    commands = {"bare": [PYTHON, "-c", "pass"]}  # the floor every command's start-up stands on
    for game in GAMES:
        for language in LANGUAGES:
            commands[f"{game}_{language}"] = check(QUESTIONS / f"{game}_{language}.feature")
    times = interleaved(commands, repeats)
    figures: dict[str, Any] = {"python_bare_s": times["bare"]}
    for game in GAMES:
        figures[f"check_cold_{game}_s"] = max(times[f"{game}_{language}"] for language in LANGUAGES)
    slowest = max(figures[f"check_cold_{game}_s"] for game in GAMES)
    figures["check_cold_ratio"] = slowest / figures["python_bare_s"]
    figures.update(check_folder(repeats))
    figures["steps_s"] = timed([PYTHON, "-m", "rulebook.cli", "steps"], repeats)
    return figures


def check_folder(repeats: int) -> dict[str, Any]:
    """Questions per second after start-up: a folder of 200 questions of the three games in
    both languages, less the same command on one question of each kind (the start-up and
    the three games' loading), over the 194 questions that make the difference."""
    kinds = sorted(QUESTIONS.glob("*.feature"))
    with tempfile.TemporaryDirectory(prefix="rulebook-questions-") as folder:
        small, large = Path(folder) / "small", Path(folder) / "large"
        small.mkdir()
        large.mkdir()
        for number in range(FOLDER_SIZE):
            kind = kinds[number % len(kinds)]
            shutil.copy(kind, large / f"{number:03}_{kind.name}")
            if number < len(kinds):
                shutil.copy(kind, small / kind.name)
        times = interleaved({"small": check(small), "large": check(large)}, repeats)
    extra = FOLDER_SIZE - len(kinds)
    return {"check_folder_questions_per_s": extra / (times["large"] - times["small"])}


def check(question: Path) -> list[str]:
    return [PYTHON, "-m", "rulebook.cli", "check", str(question)]
