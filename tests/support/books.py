"""The real books, built once per test session and shared by every test that reads them.

Building both books from the real sources (after a fresh scenario run) costs more
than any test that reads them, so one session builds them once. Under pytest-xdist
the workers of a run share one copy: the first to ask builds it under a file lock,
the others wait and read it. The books are built warnings-as-errors, as
``rulebook build`` builds them; a failed build fails every test that asks.
"""

from __future__ import annotations

import fcntl
import os
import subprocess
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import pytest

from rulebook.books import build_book
from rulebook.paths import REPO_ROOT
from rulebook.scenarios.runs import scenarios_command
from rulebook.vocabulary.catalog import LANGUAGES
from support.needs import uses

DONE, FAILED = "done", "failed"


@dataclass(frozen=True)
class Books:
    """``<root>/en`` and ``<root>/ru``, side by side as the language switch expects."""

    root: Path

    @property
    def results(self) -> Path:
        return self.root / "results.json"

    def page(self, language: str, name: str) -> Path:
        return self.root / language / f"{name}.html"

    def pages(self, language: str) -> list[Path]:
        return sorted((self.root / language).rglob("*.html"))

    def name(self, page: Path) -> str:
        """``ru/znamenosets/attack.html`` -> ``znamenosets/attack``."""
        return page.relative_to(self.root).with_suffix("").as_posix().split("/", 1)[1]


@contextmanager
def locked(path: Path) -> Iterator[None]:
    with path.open("w") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def shared_folder(factory: pytest.TempPathFactory) -> Path:
    """The session's temporary folder, or under xdist the one all its workers share."""
    base = factory.getbasetemp()
    return base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base


def build(root: Path) -> str:
    """Run every scenario, then build both books from the real sources: "" or what failed."""
    results = root / "results.json"
    environment = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST_XDIST")}
    completed = subprocess.run(
        scenarios_command("--tb=line", f"--rulebook-results={results}"),
        cwd=REPO_ROOT,
        env=environment,
        capture_output=True,
        text=True,
        check=False,
    )
    if completed.returncode != 0:
        return f"the scenario run failed:\n{completed.stdout[-3000:]}"
    for language in LANGUAGES:
        settings = {"rulebook_results": str(results)}
        if build_book(language, root / language, settings=settings, fresh=True) != 0:
            return f"the {language} book does not build without warnings (see the captured output)"
    return ""


def once(factory: pytest.TempPathFactory, name: str, make: Callable[[Path], str]) -> Path:
    """``<shared>/<name>``, made by ``make(folder)`` ("" or what failed) once for the whole run:
    the first worker to ask makes it, the others wait for it. A failure fails every asker."""
    folder = shared_folder(factory)
    root = folder / name
    with locked(folder / f"{name}.lock"):
        if not (root / DONE).exists() and not (root / FAILED).exists():
            root.mkdir(exist_ok=True)
            problem = make(root)
            (root / (FAILED if problem else DONE)).write_text(problem, encoding="utf-8")
    if (root / FAILED).exists():
        pytest.fail((root / FAILED).read_text(encoding="utf-8"))
    return root


@pytest.fixture(scope="session")
@uses("npm")  # for the Pyodide the books carry
def real_books(tmp_path_factory: pytest.TempPathFactory) -> Books:
    """Both real books and the scenario results they show, built once for the whole run."""
    return Books(once(tmp_path_factory, "real-books", build))
