"""What the default test suite costs: its CPU seconds (user + system) and wall seconds.

It runs the README's test command once (``python -m pytest -n auto -q -p
no:cacheprovider``; several minutes, so no repeats) and reads the kernel's
resource usage of the command and every process it waited for: pytest, its
xdist workers, the scenario runs, the book builds and Chromium. That is the
figure ``/usr/bin/time -v`` gives as user + system time. The suite's budget is
600 CPU seconds on a 2-core machine with all three games.

    python -m benchmarks.suite          # this figure alone
    python -m benchmarks                # with every other figure
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from typing import Any

from rulebook.paths import REPO_ROOT

COMMAND = (sys.executable, "-m", "pytest", "-n", "auto", "-q", "-p", "no:cacheprovider")


def suite_figures() -> dict[str, Any]:
    """``suite_cpu_s`` and ``suite_wall_s`` of one run of the whole default suite."""
    start = time.perf_counter()
    process = subprocess.Popen(
        COMMAND, cwd=REPO_ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        raise RuntimeError(f"the test suite failed: run {' '.join(COMMAND[1:])} to see why")
    return {"suite_cpu_s": usage.ru_utime + usage.ru_stime, "suite_wall_s": wall}


def report(figures: dict[str, Any]) -> str:
    return (
        f"Test suite (python -m pytest -n auto): {figures['suite_cpu_s']:.0f} CPU seconds "
        f"(user + system), {figures['suite_wall_s']:.0f} s wall"
    )


if __name__ == "__main__":
    print(report(suite_figures()))
