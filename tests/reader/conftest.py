"""Both books, built from the real sources and a fresh scenario run, opened in headless Chromium."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from rulebook.books import build_book
from rulebook.paths import REPO_ROOT

CHROMIUM_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


class Browser:
    """Headless Chromium, asked for a page's DOM after its scripts have run."""

    def __init__(self, executable: str, profile: Path) -> None:
        self.executable = executable
        self.profile = profile

    def dom(self, url: str, wait_ms: int = 3000) -> str:
        command = [
            self.executable,
            *CHROMIUM_FLAGS,
            f"--user-data-dir={self.profile}",
            f"--virtual-time-budget={wait_ms}",
            "--dump-dom",
            url,
        ]
        result = subprocess.run(command, capture_output=True, text=True, timeout=120, check=False)
        assert result.returncode == 0 and result.stdout, result.stderr[-2000:]
        return result.stdout


@pytest.fixture(scope="session")
def browser(tmp_path_factory: pytest.TempPathFactory) -> Browser:
    executable = shutil.which("chromium")
    if executable is None:
        pytest.fail("headless Chromium is needed: install Debian's 'chromium' (.ci/run does)")
    return Browser(executable, tmp_path_factory.mktemp("chromium-profile"))


@pytest.fixture(scope="session")
def books(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """``<root>/en`` and ``<root>/ru``, side by side as the language switch expects."""
    root = tmp_path_factory.mktemp("books")
    results = root / "results.json"
    run = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests/scenarios"]
    completed = subprocess.run(
        [*run, f"--rulebook-results={results}"], cwd=REPO_ROOT, capture_output=True, text=True
    )
    assert completed.returncode == 0, completed.stdout[-2000:]
    for language in ("en", "ru"):
        built = build_book(
            language, root / language, settings={"rulebook_results": str(results)}, fresh=True
        )
        assert built == 0, f"the {language} book does not build"
    return root
