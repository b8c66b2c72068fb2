"""Figures of Try it, in headless Chromium (Playwright on Debian's chromium) against the English
book served from localhost.

- the first answer with an empty browser cache (a new browser profile each time): from the
  click on "Try it", followed at once by "Run", to the answer on the page;
- the first answer on a second page of the book, the engine's files and the interpreter's
  snapshot kept in the Cache API by the first page (the same profile, another page);
- the longest the page's own thread is blocked while the engine loads: a timer ticking
  every 5 ms on the page measures the longest gap between two ticks, from the click to
  the answer (the engine runs in a Web Worker: scrolling and typing go on);
- one question once the engine is loaded (as the page times it: the answer's round trip);
- what Try it adds to one book: its size against the same book built without it.

``python -m benchmarks --only tryit`` measures these alone.
"""

from __future__ import annotations

import functools
import http.server
import shutil
import statistics
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from rulebook.books import build_book

PAGE = "znamenosets/movement.html"
EXAMPLE = "#scenario-znamenosets-movement-worked-example-a-pikeman-walks-five-cells-with-turns"
SECOND_PAGE = "znamenosets/attack.html"  # another page of the same game
SECOND_EXAMPLE = "#scenario-znamenosets-attack-the-counter-wound-may-kill-the-attacker"
WATCH = """() => {
  // The longest gap between two ticks of a 5 ms timer: how long the page's thread was blocked.
  window.benchmarkBlocked = 0;
  let last = performance.now();
  window.benchmarkTicker = setInterval(() => {
    const now = performance.now();
    window.benchmarkBlocked = Math.max(window.benchmarkBlocked, now - last - 5);
    last = now;
  }, 5);
}"""
SNAPSHOT_KEPT = """async () => {
  const keys = await (await caches.open("signum-rulebook-tryit")).keys();
  return keys.some((request) => request.url.includes("snapshot-"));
}"""
FLAGS = ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"]
WAIT_MS = 120_000


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


@contextmanager
def served(root: Path) -> Iterator[str]:
    handler = functools.partial(QuietHandler, directory=str(root))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_port}/"
    finally:
        server.shutdown()
        server.server_close()


def folder_bytes(root: Path) -> int:
    return sum(path.stat().st_size for path in root.rglob("*") if path.is_file())


def first_result(page: Any, example: str = EXAMPLE) -> tuple[float, float]:
    """Seconds from the click on Try it (and Run straight after) to the answer on the page,
    and the longest the page's thread was blocked meanwhile (ms)."""
    block = page.locator(example)
    block.locator("summary").click()
    page.evaluate(WATCH)
    start = time.perf_counter()
    block.locator("button.tryit-open").click()
    block.locator("button.tryit-run").click()
    block.locator("pre.tryit-output").wait_for(state="visible", timeout=WAIT_MS)
    took = time.perf_counter() - start
    blocked = page.evaluate(
        "() => { clearInterval(window.benchmarkTicker); return window.benchmarkBlocked; }"
    )
    return took, float(blocked)


def one_question(page: Any) -> float:
    """Milliseconds of one more question, the engine loaded (the page's own timing)."""
    block = page.locator(EXAMPLE)
    output = block.locator("pre.tryit-output")
    output.evaluate("node => { delete node.dataset.ms; }")
    block.locator("button.tryit-run").click()
    page.wait_for_function(
        f"() => document.querySelector('{EXAMPLE} pre.tryit-output').dataset.ms !== undefined"
    )
    return float(output.get_attribute("data-ms"))


def browser_figures(repeats: int, book: Path) -> dict[str, float]:
    from playwright.sync_api import sync_playwright

    executable = shutil.which("chromium")
    if executable is None:
        raise RuntimeError("headless Chromium is needed (Debian's 'chromium')")
    cold, second, blocked, question = [], [], [], []
    with served(book.parent) as site, sync_playwright() as driver:
        browser = driver.chromium.launch(executable_path=executable, args=FLAGS)
        for _ in range(repeats):
            context = browser.new_context()  # an empty profile: nothing cached
            page = context.new_page()
            page.goto(f"{site}{book.name}/{PAGE}")
            took, longest = first_result(page)
            cold.append(took)
            blocked.append(longest)
            question += [one_question(page) for _ in range(5)]
            page.wait_for_function(SNAPSHOT_KEPT)  # as a reader reads on before the next page
            other = context.new_page()  # the same profile: the files are kept
            other.goto(f"{site}{book.name}/{SECOND_PAGE}")
            took, longest = first_result(other, SECOND_EXAMPLE)
            second.append(took)
            blocked.append(longest)
            context.close()
        browser.close()
    return {
        "tryit_first_s": statistics.median(cold),
        "tryit_second_page_s": statistics.median(second),
        "tryit_main_blocked_ms": max(blocked),
        "tryit_question_ms": statistics.median(question),
    }


def figures(repeats: int, results: Path) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="rulebook-tryit-") as folder:
        root = Path(folder)
        settings = {"rulebook_results": str(results)}
        for name, tryit in (("en", "1"), ("plain", "0")):
            status = build_book(
                "en", root / name, settings={**settings, "rulebook_tryit": tryit}, fresh=True
            )
            if status != 0:
                raise RuntimeError(f"the English book did not build (Try it {tryit})")
        added = folder_bytes(root / "en") - folder_bytes(root / "plain")
        found: dict[str, Any] = {"tryit_book_mib": added / 2**20}
        found.update(browser_figures(repeats, root / "en"))
    return found
