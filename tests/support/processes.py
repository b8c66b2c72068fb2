"""A program run by a test in a process of its own, as a shell would run it."""

from __future__ import annotations

import os
import subprocess
from collections.abc import Mapping, Sequence
from pathlib import Path


def environment_without(*prefixes: str) -> dict[str, str]:
    """This process's environment without the variables whose names start with one of
    ``prefixes`` (pytest's own, say, so that a child is no worker of this run)."""
    return {key: value for key, value in os.environ.items() if not key.startswith(prefixes)}


def child(
    command: Sequence[str | Path],
    cwd: Path,
    environment: Mapping[str, str],
    timeout: float | None = None,
) -> subprocess.CompletedProcess[str]:
    """``command`` run in ``cwd``: its exit status (returned, never raised), and its stdout
    and stderr as UTF-8 text."""
    return subprocess.run(
        [str(part) for part in command],
        cwd=cwd,
        env=dict(environment),
        capture_output=True,
        encoding="utf-8",
        timeout=timeout,
        check=False,
    )
