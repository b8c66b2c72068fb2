"""What the printed books cost: the HTML build, then the PDF and the EPUB built on what it read.

``rulebook build --format all`` builds each language's HTML book first; the PDF and
the EPUB share its doctrees, so what they add is writing and typesetting. Each
figure is one whole build in a process of its own (wall seconds and CPU seconds,
the process and everything it ran: XeLaTeX, rsvg-convert); ``pdf_vs_html`` is
the PDF's added time over the HTML build's, for both languages together.

    python -m benchmarks.printed --results build/results.json
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from rulebook.paths import BUILD_DIR, REPO_ROOT

LANGUAGES = ("en", "ru")
STEP = """
import sys
from pathlib import Path
from rulebook.books import build_book
from rulebook.printed.build import build_printed, doctrees_dir
step, language, build, results = sys.argv[1], sys.argv[2], Path(sys.argv[3]), sys.argv[4]
settings = {"rulebook_results": results}
if step == "html":
    status = build_book(language, build / "html" / language, settings=settings,
                        doctrees=doctrees_dir(language, build))
    sys.exit(status)
build_printed(step, language, build=build, settings=settings)
"""


def timed(command: list[str]) -> tuple[float, float]:
    """Wall and CPU seconds (user + system, with the programs it ran) of one command."""
    start = time.perf_counter()
    process = subprocess.Popen(command, cwd=REPO_ROOT, stdout=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    if os.waitstatus_to_exitcode(status) != 0:
        raise RuntimeError(f"{' '.join(command)} failed")
    return time.perf_counter() - start, usage.ru_utime + usage.ru_stime


def pages(pdf: Path) -> int:
    info = subprocess.run(["pdfinfo", str(pdf)], capture_output=True, text=True, check=True)
    return int(info.stdout.split("Pages:", 1)[1].split()[0])


def figures(repeats: int, results: Path) -> dict[str, Any]:
    """``print_<step>_<language>_s`` and ``_cpu_s`` (medians), page counts, the PDF/HTML ratio."""
    runs: dict[str, list[tuple[float, float]]] = {}
    found: dict[str, Any] = {}
    for _ in range(repeats):
        with tempfile.TemporaryDirectory(prefix="rulebook-print-bench-") as folder:
            for language in LANGUAGES:
                for step in ("html", "pdf", "epub"):
                    command = [sys.executable, "-c", STEP, step, language, folder, str(results)]
                    runs.setdefault(f"{step}_{language}", []).append(timed(command))
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
    found = figures(arguments.repeats, arguments.results)
    print(json.dumps(found, indent=1, sort_keys=True))
    return 0


if __name__ == "__main__":
    sys.exit(main())
