"""A question shared as a link (issue 25, part 3): "Copy link" puts the question, compressed,
in the URL's fragment; the link opens the page at its scenario with the question in the
editor, and runs it once the reader agrees. The fragment never reaches a server, and its
text is only ever text.

The links the tests make themselves are compressed here, with Python's zlib (raw deflate)
and URL-safe base64, the format the page documents: the page's decoder is checked against
an independent encoder.
"""

from __future__ import annotations

import base64
import hashlib
import subprocess
import sys
import zlib
from pathlib import Path
from typing import Any

import pytest
from support.reader import ENGINE_WAIT_MS, QUESTION, Reader, example_text

PIKEMAN = "scenario-znamenosets-movement-worked-example-a-pikeman-walks-five-cells-with-turns"


def link_data(text: str | bytes) -> str:
    """The page's link format: UTF-8, raw deflate, URL-safe base64 without padding."""
    data = text.encode("utf-8") if isinstance(text, str) else text
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    packed = packer.compress(data) + packer.flush()
    return base64.urlsafe_b64encode(packed).decode().rstrip("=")


def shared_url(site: str, language: str, text: str, scenario: str = PIKEMAN) -> str:
    return f"{site}{language}/znamenosets/movement.html#tryit={scenario}&q={link_data(text)}"


def agree_and_run(reader: Reader, scenario: str = PIKEMAN) -> tuple[list[str], int]:
    block = reader.page.locator(f"#{scenario}")
    block.locator("button.tryit-shared-run").click()
    output = block.locator("pre.tryit-output")
    output.wait_for(state="visible", timeout=ENGINE_WAIT_MS)
    return output.inner_text().rstrip("\n").split("\n"), int(output.get_attribute("data-exit"))


def checked(text: str, folder: Path) -> tuple[list[str], int]:
    """What ``rulebook check`` answers to ``text``."""
    (folder / QUESTION).write_text(text, encoding="utf-8")
    command = [sys.executable, "-m", "rulebook.cli", "check", QUESTION]
    done = subprocess.run(command, capture_output=True, text=True, cwd=folder, check=False)
    return (done.stdout or done.stderr).rstrip("\n").split("\n"), done.returncode


@pytest.mark.parametrize("language", ["en", "ru"])
def test_a_copied_link_opens_fills_and_runs_the_question_in_a_fresh_browser(
    chromium: Any, site: str, language: str, tmp_path: Path
) -> None:
    first, reader = Reader.opened(chromium, f"{site}{language}/znamenosets/movement.html")
    first.grant_permissions(["clipboard-read", "clipboard-write"])
    block = reader.open_example(f"#{PIKEMAN}")
    question = example_text(block).replace(" e4\n", " e6\n", 1)
    block.locator("textarea.tryit-text").fill(question)
    block.locator("button.tryit-share").click()
    # The link is packed and copied asynchronously, and the clipboard may still hold a link an
    # earlier test of this browser copied: wait for this page's link.
    prefix = f"{site}{language}/znamenosets/movement.html#tryit={PIKEMAN}&q="
    reader.page.wait_for_function(
        "async prefix => (await navigator.clipboard.readText()).startsWith(prefix)", arg=prefix
    )
    link = reader.page.evaluate("navigator.clipboard.readText()")
    assert link.startswith(prefix)
    assert reader.errors == []
    first.close()

    second, reader = Reader.opened(chromium, link)
    page = reader.page
    block = page.locator(f"#{PIKEMAN}")
    assert block.evaluate("node => node.open")
    assert example_text(block) == question
    assert block.locator("pre.tryit-output").is_hidden()  # nothing ran before the reader agreed
    assert not [url for url in reader.requests if "/tryit/" in url and "pyodide" in url]
    lines, status = agree_and_run(reader)
    assert (lines, status) == checked(question, tmp_path)
    assert status == 1
    assert not [url for url in reader.requests if "q=" in url]  # the question never left
    # The language switch carries the question to the other book.
    other = "ru" if language == "en" else "en"
    page.locator(".rulebook-languages a.rulebook-language:visible").first.click()
    page.wait_for_url(f"**/{other}/znamenosets/movement.html#tryit=*")
    assert example_text(page.locator(f"#{PIKEMAN}")) == question
    assert reader.errors == []
    second.close()


def test_a_question_too_long_for_a_link_says_so_and_offers_the_file(
    chromium: Any, site: str
) -> None:
    context, reader = Reader.opened(chromium, f"{site}en/znamenosets/movement.html")
    block = reader.open_example(f"#{PIKEMAN}")
    # Random-looking text compresses badly: thousands of distinct cells.
    rows = "".join(
        f"      | {hashlib.sha256(str(n).encode()).hexdigest()[:8]} |\n" for n in range(2000)
    )
    long = example_text(block) + "    And the table:\n" + rows
    block.locator("textarea.tryit-text").evaluate(
        "(node, text) => { node.value = text; node.dispatchEvent(new Event('input')); }", long
    )
    block.locator("button.tryit-share").click()
    # Packing is asynchronous, and until it is done the line may still tell the loading.
    status = block.locator(".tryit-status", has_text="too long")
    status.wait_for()
    with reader.page.expect_download() as download:
        status.locator("button").click()
    assert download.value.suggested_filename == QUESTION
    assert reader.errors == []
    context.close()


def test_a_link_that_names_its_scenario_by_place_still_opens_it(chromium: Any, site: str) -> None:
    """Links made before scenarios were named by their words name them by their place."""
    context, reader = Reader.opened(
        chromium, shared_url(site, "ru", BASE, "scenario-znamenosets-movement-0")
    )
    block = reader.page.locator(f"#{PIKEMAN}")
    reader.page.wait_for_function(
        "([node, text]) => node.value === text",
        arg=[block.locator("textarea.tryit-text").element_handle(), BASE],
    )
    assert block.evaluate("node => node.open")
    assert block.locator("button.tryit-shared-run").count() == 1
    assert reader.errors == []
    context.close()


PAYLOADS = ('<script>window.pwned = "script"</script>', '"><img src=x onerror="window.pwned=1">')
BASE = (
    "@znamenosets\nFeature: F\n  Scenario: S\n    Given the board:\n"
    "      | cell | warrior | side |\n      | b2   | pikeman | blue |\n"
    "    When the warrior at b2 moves to e4\n"
)
HOSTILE = [
    hostile
    for payload in PAYLOADS
    for hostile in (
        BASE.replace("moves to e4", f"moves to {payload}"),  # in a step
        BASE.replace("| pikeman |", f"| {payload} |"),  # in a table cell
        BASE.replace("Scenario: S", f"Scenario: {payload}"),  # in the scenario's name
    )
]


def test_a_hostile_link_s_text_is_only_ever_text(chromium: Any, site: str) -> None:
    """``<script>`` and ``"><img onerror>`` in a step, a cell and the scenario's name: the
    editor holds them as typed, the answer shows them as text, and nothing runs."""
    context, reader = Reader.opened(chromium, shared_url(site, "en", HOSTILE[0]))
    for n, hostile in enumerate(HOSTILE):
        if n:  # the next link opened on the same page: only its fragment changes
            url = shared_url(site, "en", hostile)
            reader.page.evaluate("hash => { location.hash = hash; }", url.split("#", 1)[1])
        block = reader.page.locator(f"#{PIKEMAN}")
        reader.page.wait_for_function(
            "([node, text]) => node.value === text",
            arg=[block.locator("textarea.tryit-text").element_handle(), hostile],
        )
        assert block.locator("pre.tryit-output").is_hidden()
        lines, _ = agree_and_run(reader)
        assert lines
        assert block.locator("img, script").count() == 0
        assert reader.page.locator("img[src='x']").count() == 0
        assert reader.page.evaluate("window.pwned") is None
    assert reader.errors == []
    context.close()


@pytest.mark.parametrize(
    ("language", "said"),
    [("en", "cannot be read"), ("ru", "не удаётся прочитать")],
)
def test_a_link_that_is_not_a_compressed_question_is_refused_plainly(
    chromium: Any, site: str, language: str, said: str
) -> None:
    context, reader = Reader.opened(chromium, f"{site}{language}/znamenosets/movement.html")
    for data in (
        "not-deflate-data",
        "%%%",
        link_data("x")[:3],
        "",
        link_data(b"\xff\xfe not UTF-8"),
    ):
        # Each link opened on the same page (only the fragment changes), its status blank first.
        reader.page.evaluate(
            "() => document.querySelectorAll('.tryit-status').forEach(s => { s.textContent = ''; })"
        )
        reader.page.evaluate("h => { location.hash = h; }", f"tryit={PIKEMAN}&q={data}")
        block = reader.page.locator(f"#{PIKEMAN}")
        status = block.locator(".tryit-status")
        reader.page.wait_for_function(
            "([node, said]) => node.textContent.includes(said)", arg=[status.element_handle(), said]
        )
        assert block.locator("button.tryit-shared-run").count() == 0
    assert reader.errors == []
    context.close()
