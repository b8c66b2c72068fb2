"""The real books (built once per session, see tests/support/books.py) as a reader meets them
in headless Chromium: a phone's width, every scenario opened, scripts run."""

from __future__ import annotations

import functools
import html
import http.server
import json
import re
import subprocess
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from support.books import Books, once
from support.chromium import CHROMIUM_FLAGS
from support.needs import need, uses

HARNESS = Path(__file__).parent / "harness.html"
WIDTHS = {"phone": 400, "desktop": 1280}


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
        result = subprocess.run(command, capture_output=True, text=True, timeout=300, check=False)
        assert result.returncode == 0 and result.stdout, result.stderr[-2000:]
        return result.stdout


@pytest.fixture(scope="session")
@uses("chromium")
def browser(tmp_path_factory: pytest.TempPathFactory) -> Browser:
    return Browser(need("chromium"), tmp_path_factory.mktemp("chromium-profile"))


@pytest.fixture(scope="session")
def books(real_books: Books) -> Books:
    return real_books


@pytest.fixture(scope="session")
def readings(
    books: Books, browser: Browser, tmp_path_factory: pytest.TempPathFactory
) -> dict[tuple[str, str], dict[str, Any]]:
    """Every page of both books on a phone, and each book's attack page on a desktop, all
    scenarios opened, read in one Chromium run for the whole test run: (``ru/index.html``,
    ``phone``) -> what the harness saw there."""

    def read(folder: Path) -> str:
        (folder / "readings.json").write_text(json.dumps(harness_run(books, browser)), "utf-8")
        return ""

    found = json.loads((once(tmp_path_factory, "readings", read) / "readings.json").read_text())
    return {(page, device): reading for page, device, reading in found}


def harness_run(books: Books, browser: Browser) -> list[tuple[str, str, dict[str, Any]]]:
    """The harness over every page: [(page, device, what it saw)]."""
    pages = [
        {"url": page.as_uri(), "width": WIDTHS["phone"], "text": language == "ru"}
        for language in ("en", "ru")
        for page in books.pages(language)
    ]
    pages += [
        {"url": books.page(language, "znamenosets/attack").as_uri(), "width": WIDTHS["desktop"]}
        for language in ("en", "ru")
    ]
    harness = books.root / "harness.html"
    harness.write_text(
        HARNESS.read_text(encoding="utf-8").replace('"PAGES"', json.dumps(pages)),
        encoding="utf-8",
    )
    dom = browser.dom(harness.as_uri(), wait_ms=60000)
    found = re.search(r'<pre id="report">(.*?)</pre>', dom, re.S)
    assert found and found[1] != "pending", "the harness did not finish"
    report = json.loads(html.unescape(found[1]))
    device = {str(width): name for name, width in WIDTHS.items()}
    readings = []
    for key, reading in report.items():
        width, url = key.split(" ", 1)
        page = Path(url.removeprefix("file://"))
        readings.append((page.relative_to(books.root).as_posix(), device[width], reading))
    assert len(readings) == len(pages)
    return readings


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


@pytest.fixture(scope="session")
def site(books: Books) -> Iterator[str]:
    """The built books on a static server of localhost, as the README serves them:
    ``http://127.0.0.1:PORT/`` is ``build/html``."""
    handler = functools.partial(QuietHandler, directory=str(books.root))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}/"
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
@uses("chromium")
def chromium() -> Iterator[Any]:
    """One headless Chromium (Debian's, driven by Playwright) for every reader test of a
    worker; each test opens its own context (an empty profile and cache)."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as driver:
        browser = driver.chromium.launch(executable_path=need("chromium"), args=CHROMIUM_FLAGS)
        yield browser
        browser.close()
