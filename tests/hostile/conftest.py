"""Hostile input: the real command, run in a private copy of the checkout, with the disk watched.

Each run happens with its working folder in a copy of the checkout's sources
(``python -m`` then imports that copy, so its ``build/`` and ``locales/`` are
the ones the command would write to). Everything under the copy and every
input file is fingerprinted (mtime and sha256) before and after the run; a
run that changes anything fails its test.
"""

from __future__ import annotations

import compileall
import hashlib
import os
import shutil
import subprocess
import sys
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
COPIED = ("rulebook", "engine", "features", "locales", "docs")
TIMEOUT = 180  # seconds (wall, on a shared machine); a hostile input must never hang the command
Fingerprint = dict[str, tuple[object, ...]]


@dataclass(frozen=True)
class Outcome:
    """What one run of ``rulebook`` printed and returned."""

    status: int
    stdout: str
    stderr: str

    def assert_no_traceback(self) -> None:
        assert "Traceback" not in self.stdout + self.stderr, self.stdout + self.stderr

    def message(self) -> str:
        """The one line a bad input gets: exit 2, nothing on stdout, one line on stderr."""
        self.assert_no_traceback()
        assert self.status == 2, f"exit {self.status}\n{self.stdout}{self.stderr}"
        assert self.stdout == ""
        lines = self.stderr.splitlines()
        assert len(lines) == 1, self.stderr
        assert lines[0].startswith("rulebook: "), lines[0]
        return lines[0]

    def assert_bad_input(self, where: str, fragment: str) -> None:
        """One line ``rulebook: <where>: ...`` holding ``fragment``; ``where`` is path[:line]."""
        line = self.message()
        assert line.startswith(f"rulebook: {where}: "), line
        assert fragment in line, line


def fingerprint(roots: Iterable[Path]) -> Fingerprint:
    """mtime and sha256 of every file under ``roots``; links and folders by their kind."""
    found: Fingerprint = {}
    for root in roots:
        paths = sorted(root.rglob("*")) if root.is_dir() and not root.is_symlink() else [root]
        for path in paths:
            if path.is_symlink():
                found[str(path)] = ("link", os.readlink(path))
            elif path.is_dir():
                found[str(path)] = ("folder",)
            elif path.is_file():
                digest = hashlib.sha256(path.read_bytes()).hexdigest()
                found[str(path)] = (path.stat().st_mtime_ns, digest)
            elif path.exists():
                found[str(path)] = ("special",)
    return found


def copy_checkout(root: Path) -> Path:
    """Copy the checkout's sources into ``root``, compiled, so runs need write no bytecode."""
    for name in COPIED:
        shutil.copytree(REPO / name, root / name, ignore=shutil.ignore_patterns("__pycache__"))
    compileall.compile_dir(root, quiet=1)
    return root


@pytest.fixture(scope="session")
def checkout(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of the checkout's sources: the working folder of the hostile runs."""
    return copy_checkout(tmp_path_factory.mktemp("checkout"))


@pytest.fixture
def own_checkout(tmp_path: Path) -> Path:
    """A copy of the checkout for one test, which may plant files in it before the run."""
    return copy_checkout(tmp_path / "checkout")


Run = Callable[..., Outcome]


@pytest.fixture
def rulebook(checkout: Path) -> Run:
    """Run ``rulebook *arguments`` in a copy (``cwd``); fail if it changes a file there or in ``inputs``."""

    def run(*arguments: str | Path, inputs: Iterable[Path] = (), cwd: Path = checkout) -> Outcome:
        watched = [cwd, *inputs]
        before = fingerprint(watched)
        environment = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST")}
        environment.update(PYTHONDONTWRITEBYTECODE="1", PYTHONIOENCODING="utf-8")
        done = subprocess.run(
            [sys.executable, "-m", "rulebook.cli", *map(str, arguments)],
            cwd=cwd,
            env=environment,
            stdin=subprocess.DEVNULL,
            capture_output=True,
            encoding="utf-8",
            timeout=TIMEOUT,
            check=False,
        )
        after = fingerprint(watched)
        changed = sorted(k for k in before.keys() | after.keys() if before.get(k) != after.get(k))
        assert not changed, f"the command changed files on disk: {changed[:5]}"
        return Outcome(done.returncode, done.stdout, done.stderr)

    return run
