"""Timing and memory of whole commands, each in a process of its own."""

from __future__ import annotations

import os
import statistics
import subprocess
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Run:
    seconds: float
    peak_kib: int  # the largest resident set the process reached


def run(command: Sequence[str], cwd: Path, env: dict[str, str] | None = None) -> Run:
    """Run a command to its end; its wall time and peak memory (from the kernel's rusage)."""
    start = time.perf_counter()
    process = subprocess.Popen(
        command, cwd=cwd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True
    )
    _, status, usage = os.wait4(process.pid, 0)
    seconds = time.perf_counter() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        raise RuntimeError(
            f"{' '.join(command)} failed: {process.stderr.read() if process.stderr else ''}"
        )
    return Run(seconds, usage.ru_maxrss)


def median(repeats: int, measure: Callable[[], float]) -> float:
    return statistics.median(measure() for _ in range(repeats))
