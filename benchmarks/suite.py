"""What the default test suite costs: its CPU seconds (user + system) and wall seconds.

It runs the README's test command once (``python -m pytest -n auto -q -p
no:cacheprovider``; several minutes, so no repeats) and reads the kernel's
resource usage of the command and every process it waited for: pytest, its
xdist workers, the scenario runs, the book builds and Chromium. That is the
figure ``/usr/bin/time -v`` gives as user + system time. The suite's budget is
about 450 CPU seconds on a 2-core machine with all three games.

Where they go: the plugin :mod:`benchmarks.suite_usage` counts each test's CPU seconds,
added up by folder (``tests/print``...) and listed for the costliest tests.

    python -m benchmarks.suite          # this figure alone
    python -m benchmarks                # with every other figure
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

from benchmarks import suite_usage
from rulebook.paths import REPO_ROOT

COMMAND = (sys.executable, "-m", "pytest", "-n", "auto", "-q", "-p", "no:cacheprovider")
USAGE_PLUGIN = ("-p", "benchmarks.suite_usage")
COSTLIEST = 10


def suite_figures() -> dict[str, Any]:
    """``suite_cpu_s`` and ``suite_wall_s`` of one run of the whole default suite, the CPU
    seconds of each test folder, and the costliest tests."""
    with tempfile.TemporaryDirectory(prefix="rulebook-suite-") as folder:
        environment = {**os.environ, suite_usage.FOLDER: folder}
        start = time.perf_counter()
        process = subprocess.Popen(
            [*COMMAND, *USAGE_PLUGIN],
            cwd=REPO_ROOT,
            env=environment,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        _, status, usage = os.wait4(process.pid, 0)
        wall = time.perf_counter() - start
        if os.waitstatus_to_exitcode(status) != 0:
            raise RuntimeError(f"the test suite failed: run {' '.join(COMMAND[1:])} to see why")
        tests = [
            json.loads(line)
            for path in Path(folder).glob("*.jsonl")
            for line in path.read_text(encoding="utf-8").splitlines()
        ]
    folders: Counter[str] = Counter()
    for test in tests:
        folders["/".join(test["test"].split("/")[:2])] += test["cpu_s"]
    costliest = sorted(tests, key=lambda test: -test["cpu_s"])[:COSTLIEST]
    return {
        "suite_cpu_s": usage.ru_utime + usage.ru_stime,
        "suite_wall_s": wall,
        "suite_cpu_by_folder_s": {name: round(s, 1) for name, s in folders.most_common()},
        "suite_costliest_tests_s": {test["test"]: round(test["cpu_s"], 1) for test in costliest},
    }


def costliest_first(seconds: dict[str, float]) -> list[tuple[str, float]]:
    """Saved figures come back sorted by name: put them back in order of cost."""
    return sorted(seconds.items(), key=lambda item: -item[1])


def report(figures: dict[str, Any]) -> str:
    lines = [
        f"Test suite (python -m pytest -n auto): {figures['suite_cpu_s']:.0f} CPU seconds "
        f"(user + system), {figures['suite_wall_s']:.0f} s wall"
    ]
    lines += [
        f"  {seconds:6.1f} CPU-s  {name}"
        for name, seconds in costliest_first(figures.get("suite_cpu_by_folder_s", {}))
    ]
    lines.append("  the costliest tests (CPU-s, with the children they waited for):")
    lines += [
        f"  {seconds:6.1f}  {name}"
        for name, seconds in costliest_first(figures.get("suite_costliest_tests_s", {}))
    ]
    return "\n".join(lines)


if __name__ == "__main__":
    print(report(suite_figures()))
