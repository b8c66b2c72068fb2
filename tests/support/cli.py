"""``rulebook`` answered in the test's own process, as the installed command answers.

A real run (``python -m rulebook.cli``) costs about half a CPU-second, nearly all of it
imports. Tests about what the command says and returns ask :func:`in_process`, which
calls the same ``rulebook.cli.main`` with its own UTF-8 stdin, stdout and stderr; a few
tests of each command keep a real process for its exit status and streams as a shell sees them.
"""

from __future__ import annotations

import io
import subprocess
import sys
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

from rulebook.cli import main


def in_process(*arguments: str | Path, stdin: str = "") -> subprocess.CompletedProcess[str]:
    """``rulebook *arguments``: its exit status (argparse's too), stdout and stderr."""
    out, err = io.StringIO(), io.StringIO()
    saved = sys.stdin
    sys.stdin = io.TextIOWrapper(io.BytesIO(stdin.encode("utf-8")), encoding="utf-8")
    try:
        with redirect_stdout(out), redirect_stderr(err):
            try:
                status = main([str(argument) for argument in arguments])
            except SystemExit as exit_:  # argparse: --help, or bad arguments
                status = exit_.code if isinstance(exit_.code, int) else 1
    finally:
        sys.stdin = saved
    return subprocess.CompletedProcess(list(arguments), status, out.getvalue(), err.getvalue())


def installed(*arguments: str | Path) -> subprocess.CompletedProcess[str]:
    """The real command in a process of its own: ``python -m rulebook.cli *arguments``."""
    command = [sys.executable, "-m", "rulebook.cli", *map(str, arguments)]
    return subprocess.run(command, capture_output=True, text=True, check=False)
