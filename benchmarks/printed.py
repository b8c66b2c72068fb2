"""What the printed books cost: the HTML build, then the PDF and the EPUB built on what it read.

``rulebook build --format all`` builds each language's HTML book first, then the
PDF and the EPUB in the same process, on the same doctrees: what they add is
writing and typesetting. So does this benchmark, a process per language: each
step's figure is its wall seconds and its CPU seconds (user + system, with the
programs it ran: XeLaTeX, rsvg-convert). ``pdf_vs_html`` is the PDF's added time
over the HTML build's, for both languages together (the issue's bound: 2).

    python -m benchmarks.printed --results build/results.json
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from rulebook.paths import BUILD_DIR, REPO_ROOT

LANGUAGES = ("en", "ru")
# One language's three builds, in order, as ``rulebook build --format all`` makes them.
BUILD = """
import json, resource, sys, time
from pathlib import Path
from rulebook.books import build_book
from rulebook.printed.build import build_printed, doctrees_dir
language, build, results = sys.argv[1], Path(sys.argv[2]), sys.argv[3]
settings = {"rulebook_results": results}

def cpu():
    mine, theirs = (resource.getrusage(who) for who in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN))
    return mine.ru_utime + mine.ru_stime + theirs.ru_utime + theirs.ru_stime

def html():
    target = build / "html" / language
    if build_book(language, target, settings=settings, doctrees=doctrees_dir(language, build)):
        sys.exit(f"the {language} HTML build failed")

steps = {  # build_printed raises if it fails
    "html": html,
    "pdf": lambda: build_printed("pdf", language, build=build, settings=settings),
    "epub": lambda: build_printed("epub", language, build=build, settings=settings),
}
timed = {}
for name, step in steps.items():
    wall, used = time.perf_counter(), cpu()
    step()
    timed[name] = (time.perf_counter() - wall, cpu() - used)
print(json.dumps(timed))
"""


def timed_builds(language: str, folder: str, results: Path) -> dict[str, list[float]]:
    """Wall and CPU seconds of each step of one language's builds."""
    command = [sys.executable, "-c", BUILD, language, folder, str(results)]
    done = subprocess.run(command, cwd=REPO_ROOT, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"the {language} books failed:\n{done.stderr[-2000:]}")
    return json.loads(done.stdout.splitlines()[-1])


def pages(pdf: Path) -> int:
    info = subprocess.run(["pdfinfo", str(pdf)], capture_output=True, text=True, check=True)
    return int(info.stdout.split("Pages:", 1)[1].split()[0])


def figures(repeats: int, results: Path) -> dict[str, Any]:
    """``print_<step>_<language>_s`` and ``_cpu_s`` (medians), page counts, the PDF/HTML ratio."""
    runs: dict[str, list[list[float]]] = {}
    found: dict[str, Any] = {}
    for _ in range(repeats):
        with tempfile.TemporaryDirectory(prefix="rulebook-print-bench-") as folder:
            for language in LANGUAGES:
                for step, measured in timed_builds(language, folder, results).items():
                    runs.setdefault(f"{step}_{language}", []).append(measured)
                found[f"print_pdf_{language}_pages"] = pages(
                    Path(folder, "pdf", f"signum-rulebook-{language}.pdf")
                )
    for name, measured in runs.items():
        found[f"print_{name}_s"] = statistics.median(wall for wall, _cpu in measured)
        found[f"print_{name}_cpu_s"] = statistics.median(cpu for _wall, cpu in measured)
    for unit in ("s", "cpu_s"):
        html = sum(found[f"print_html_{language}_{unit}"] for language in LANGUAGES)
        pdf = sum(found[f"print_pdf_{language}_{unit}"] for language in LANGUAGES)
        found["print_pdf_vs_html" + ("_cpu" if unit == "cpu_s" else "")] = pdf / html
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.printed", description=__doc__)
    parser.add_argument("--repeats", type=int, default=1, help="builds per figure (median)")
    parser.add_argument("--results", type=Path, default=BUILD_DIR / "results.json")
    arguments = parser.parse_args(argv)
    # The books read the results file relative to docs/: a relative path would miss it
    # and print every scenario without its diagrams, a much shorter book.
    results = arguments.results.resolve()
    if not results.is_file():
        parser.error(f"{results}: no scenario results; run 'rulebook build' first")
    found = figures(arguments.repeats, results)
    print(json.dumps(found, indent=1, sort_keys=True))
    return 0


if __name__ == "__main__":
    sys.exit(main())
