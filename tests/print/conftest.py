"""Both printed books of each language, built once per test session from a fresh scenario run.

A PDF costs tens of CPU-seconds, so every test shares one build per language, even
across pytest-xdist's workers: the first worker to need a book builds it under a
file lock in the session's shared temporary folder; the others wait and reuse it.
"""

from __future__ import annotations

import fcntl
import os
import subprocess
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from support.printed import PrintedBook

from rulebook.paths import REPO_ROOT
from rulebook.printed.build import PrintError, build_printed

LANGUAGES = ("en", "ru")


def shared_folder(factory: pytest.TempPathFactory) -> Path:
    """The session's temporary folder that every xdist worker sees."""
    base = factory.getbasetemp()
    return base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base


@contextmanager
def locked(path: Path) -> Iterator[None]:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def once(marker: Path, make: Callable[[], None]) -> None:
    """Run ``make`` unless another worker has; a failure is remembered and repeated."""
    with locked(marker.with_suffix(".lock")):
        if not marker.exists():
            try:
                make()
                marker.write_text("ok", encoding="utf-8")
            except Exception as error:
                marker.write_text(f"failed: {error}", encoding="utf-8")
        outcome = marker.read_text(encoding="utf-8")
    if outcome != "ok":
        pytest.fail(outcome)


@pytest.fixture(scope="session")
def print_root(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return shared_folder(tmp_path_factory) / "printed-books"


@pytest.fixture(scope="session")
def print_results(print_root: Path) -> Path:
    """Every scenario run on the engine, in both languages, as a results file."""
    results = print_root / "results.json"

    def run() -> None:
        command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider"]
        command += ["tests/scenarios", f"--rulebook-results={results}"]
        done = subprocess.run(command, cwd=REPO_ROOT, capture_output=True, text=True)
        if done.returncode != 0 or not results.exists():
            raise RuntimeError(f"the scenario run failed:\n{done.stdout[-2000:]}")

    once(print_root / "results.done", run)
    return results


def build_language(language: str, print_root: Path, results: Path) -> PrintedBook:
    build = print_root / "build"

    def make() -> None:
        settings = {"rulebook_results": str(results)}
        try:
            for format_ in ("pdf", "epub"):  # the EPUB reuses what the PDF's build read
                build_printed(format_, language, build=build, settings=settings)
        except PrintError as error:
            raise RuntimeError(str(error)) from None

    once(print_root / f"{language}.done", make)
    return PrintedBook(
        language,
        build / "pdf" / f"signum-rulebook-{language}.pdf",
        build / "epub" / f"signum-rulebook-{language}.epub",
        build,
        results,
    )


@pytest.fixture(scope="session", params=LANGUAGES)
def book(request: pytest.FixtureRequest, print_root: Path, print_results: Path) -> PrintedBook:
    """The printed books of one language (each test runs for both)."""
    return build_language(request.param, print_root, print_results)


@pytest.fixture(scope="session")
def russian_book(print_root: Path, print_results: Path) -> PrintedBook:
    return build_language("ru", print_root, print_results)
