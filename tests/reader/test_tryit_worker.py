"""Try it never holds the page up (issue 25, part 2): the engine loads in a Web Worker, the
page's own game first, says how far it has got in the page's language, and a second page
takes what the first one kept (the Cache API) instead of fetching it again.

How long each of these takes is measured by ``python -m benchmarks --only tryit``, never here.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from support.reader import ENGINE_WAIT_MS, Reader, example_text, expected

CARRIED = ("/_static/tryit/packages/", "/_static/tryit/pyodide/python_stdlib.zip")
KAITLYNN_PAGE = "warseer/clarifications"
KAITLYNN = "#scenario-warseer-examples-kaitlynns-magic-attack-on-gil-talas"


@pytest.fixture
def profile(chromium: Any) -> Iterator[Any]:
    """One browser profile: its pages share what Try it keeps."""
    context = chromium.new_context()
    yield context
    context.close()


def test_the_engine_loads_in_a_worker_and_a_second_page_takes_it_from_the_cache(
    profile: Any, site: str
) -> None:
    """Two pages of one profile, in order (one test, so no test runner can part them)."""
    first_page_loads_the_engine_in_a_worker_with_its_game(profile, site)
    second_page_takes_the_engine_from_the_cache_and_loads_another_game(profile, site)
    a_snapshot_that_cannot_be_read_is_dropped(profile, site)


SNAPSHOTS = """async () => {
  const keys = await (await caches.open("signum-rulebook-tryit")).keys();
  return keys.map((request) => request.url).filter((url) => url.includes("snapshot-"));
}"""


def first_page_loads_the_engine_in_a_worker_with_its_game(profile: Any, site: str) -> None:
    """The engine loads in a worker, says how far it got in the page's language, and brings
    the page's game alone."""
    reader = Reader.at(profile, f"{site}ru/znamenosets/movement.html")
    page = reader.page
    page.evaluate(
        """() => {
        window.said = [];
        new MutationObserver(() => document.querySelectorAll('.tryit-status')
          .forEach(s => window.said.push(s.textContent))).observe(document.body,
          {subtree: true, childList: true, characterData: true});
    }"""
    )
    block = reader.open_example()
    page.wait_for_function("() => window.rulebookTryIt?.ready", timeout=ENGINE_WAIT_MS)
    assert any(w.url.endswith("/tryit-worker.js") for w in page.workers)
    # Nothing of Pyodide on the page's own thread: no interpreter, no wasm fetched by it.
    assert page.evaluate("typeof globalThis.loadPyodide") == "undefined"
    fetched = page.evaluate("performance.getEntriesByType('resource').map(e => e.name)")
    assert not [url for url in fetched if "/pyodide/" in url or "/packages/" in url]
    # The progress, in the page's language, with how much has come (a no-break space before
    # the unit, as Russian typography writes it).
    said = page.evaluate("window.said")
    progress = [s for s in said if re.fullmatch(r"Загрузка движка: \d+,\d из \d+,\d\u00a0МБ", s)]
    assert progress, said
    # The page's game alone, until a question needs another.
    assert page.evaluate("window.rulebookTryIt.games()") == ["znamenosets"]
    lines, status = reader.run(block, example_text(block))
    assert (lines, status) == expected(example_text(block))
    assert reader.errors == []
    # The interpreter, kept for the next page (the worker stores it while the page goes on).
    assert page.evaluate("window.rulebookTryIt.startedFrom") == "start"
    page.wait_for_function(f"async () => ({SNAPSHOTS})().then((found) => found.length === 1)")
    carried = [url for url in reader.requests if any(part in url for part in CARRIED)]
    assert len(carried) >= 6


def second_page_takes_the_engine_from_the_cache_and_loads_another_game(
    profile: Any, site: str
) -> None:
    """After the first page in the same profile: the files it fetched are kept."""
    reader = Reader.at(profile, f"{site}en/{KAITLYNN_PAGE}.html")
    page = reader.page
    block = reader.open_example(KAITLYNN)
    page.wait_for_function("() => window.rulebookTryIt?.ready", timeout=ENGINE_WAIT_MS)
    assert [url for url in reader.requests if any(part in url for part in CARRIED)] == []
    assert page.evaluate("window.rulebookTryIt.startedFrom") == "snapshot"
    assert page.evaluate("window.rulebookTryIt.games()") == ["warseer"]
    text = example_text(block)
    lines, status = reader.run(block, text)
    assert (lines, status) == expected(text) and status == 0
    # A Znamenosets question on a Warseer page: its game is loaded when it is asked.
    movement = (
        "@znamenosets\nFeature: F\n  Scenario: S\n    Given the board:\n"
        "      | cell | warrior    | side  |\n      | b2   | pikeman    | blue  |\n"
        "      | a1   | standard-bearer | blue |\n      | g8   | standard-bearer | green |\n"
        "    And blue is to play in the movement phase\n"
        "    When the warrior at b2 moves to b4\n"
    )
    lines, status = reader.run(block, movement)
    assert (lines, status) == expected(movement)
    assert sorted(page.evaluate("window.rulebookTryIt.games()")) == ["warseer", "znamenosets"]
    assert reader.errors == []


def a_snapshot_that_cannot_be_read_is_dropped(profile: Any, site: str) -> None:
    """A snapshot another Pyodide made (here: bytes that are none): the page starts from the
    beginning, answers as always, and keeps a snapshot it can read instead."""
    reader = Reader.at(profile, f"{site}en/znamenosets/movement.html")
    page = reader.page
    (key,) = page.evaluate(SNAPSHOTS)
    page.evaluate(
        """async (key) => {
          const cache = await caches.open("signum-rulebook-tryit");
          await cache.put(key, new Response(new Uint8Array(4096).fill(7)));
        }""",
        key,
    )
    block = reader.open_example()
    page.wait_for_function("() => window.rulebookTryIt?.ready", timeout=ENGINE_WAIT_MS)
    assert page.evaluate("window.rulebookTryIt.startedFrom") == "start"
    lines, status = reader.run(block, example_text(block))
    assert (lines, status) == expected(example_text(block))
    page.wait_for_function(
        """async (key) => {
          const kept = await (await caches.open("signum-rulebook-tryit")).match(key);
          return kept && (await kept.arrayBuffer()).byteLength > 4096;
        }""",
        arg=key,
    )
    assert reader.errors == []
