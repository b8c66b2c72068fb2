"""Try it as a reader meets it: the real books served from localhost, headless Chromium driven by
Playwright (Debian's chromium, no browser download). One page per language loads the engine
once, and every journey of that language runs on it.

The page's answers are compared with the same question answered outside the browser
(``rulebook.tryit.browser.answer``, which tests/toolchain/test_tryit.py proves is what
``rulebook check`` prints), and a downloaded question with the ``rulebook`` command itself.
"""

from __future__ import annotations

import html.parser
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from support.books import Books
from support.reader import ENGINE_WAIT_MS, EXAMPLE, QUESTION, Reader, example_text, expected


@pytest.fixture(scope="module")
def readers(chromium: object, site: str) -> Iterator[dict[str, Reader]]:
    """The movement page of each book, opened once: the engine loads once per language."""
    opened: dict[str, Reader] = {}
    context = chromium.new_context(accept_downloads=True)  # type: ignore[attr-defined]
    for language in ("en", "ru"):
        opened[language] = Reader.at(context, f"{site}{language}/znamenosets/movement.html")
    yield opened
    context.close()


@pytest.mark.parametrize(
    ("language", "reason"),
    [
        ("en", "the blue pikeman at b2 moves at most 5 cells; e6 is 7 steps away"),
        ("ru", "копейщик (синие) на b2 проходит не больше 5 клеток, а до e6 7 шагов"),
    ],
)
def test_a_worked_example_changed_to_fail_shows_the_engine_s_reason(
    readers: dict[str, Reader], language: str, reason: str
) -> None:
    reader = readers[language]
    assert not any("/tryit/" in url for url in reader.requests), "the engine loaded unasked"
    block = reader.open_example()
    text = example_text(block)
    assert text.startswith("# language: ru\n" if language == "ru" else "@znamenosets\nFeature:")
    changed = text.replace(" e4\n", " e6\n", 1)  # the pikeman is sent two cells further
    assert changed != text
    lines, status = reader.run(block, changed)
    assert (lines, status) == expected(changed)
    assert status == 1
    refused = next(line for line in lines if "e6" in line and line.lstrip().startswith("✗"))
    message = lines[lines.index(refused) + 1]
    assert reason in message and "ZN-6.1" in message
    assert reader.errors == []


def test_a_warrior_placed_on_the_board_is_run_and_downloads_as_a_question(
    readers: dict[str, Reader], tmp_path: Path
) -> None:
    reader = readers["en"]
    block = reader.open_example()
    block.locator("button.tryit-reset").click()  # type: ignore[attr-defined]
    original = example_text(block)
    block.locator("select.tryit-kind").select_option("archer")  # type: ignore[attr-defined]
    block.locator("select.tryit-side").select_option("green")  # type: ignore[attr-defined]
    block.locator('button.tryit-cell[data-cell="d6"]').click()  # type: ignore[attr-defined]
    placed = example_text(block)
    given = placed.split("When ")[0]
    assert "| d6   | archer            | green |" in given
    cell = block.locator('button.tryit-cell[data-cell="d6"]')  # type: ignore[attr-defined]
    assert cell.inner_text() == "Ar" and "tryit-side-green" in cell.get_attribute("class")
    block.locator("button.tryit-run").click()  # type: ignore[attr-defined]
    output = block.locator("pre.tryit-output")  # type: ignore[attr-defined]
    output.wait_for(state="visible", timeout=ENGINE_WAIT_MS)
    block.page.wait_for_function(  # type: ignore[attr-defined]
        f"() => document.querySelector('{EXAMPLE} pre.tryit-output')"
        ".textContent.includes('green archer')"
    )
    lines = output.inner_text().rstrip("\n").split("\n")
    assert "        d6 holds the green archer, which the table does not list" in lines
    with reader.page.expect_download() as download:  # type: ignore[attr-defined]
        block.locator("button.tryit-download").click()  # type: ignore[attr-defined]
    assert download.value.suggested_filename == QUESTION
    saved = tmp_path / QUESTION
    download.value.save_as(saved)
    assert saved.read_text(encoding="utf-8") == placed
    command = [sys.executable, "-m", "rulebook.cli", "check", QUESTION]
    done = subprocess.run(command, capture_output=True, text=True, cwd=tmp_path, check=False)
    assert done.stdout.splitlines() == lines
    assert done.returncode == int(output.get_attribute("data-exit")) == 1
    cell.click()  # a click on the warrior removes it: the table is the example's again
    assert example_text(block) == original
    assert reader.errors == []


HEX_EXAMPLE = "#scenario-warseer-activation-a-creature-moves-up-to-its-movement"  # c3 -> c5


def test_a_creature_placed_on_the_hex_board_is_run_and_downloads_as_a_question(
    chromium: object, site: str, tmp_path: Path
) -> None:
    """Warseer's board editor: flat-top hexes, b half a hex north of a; a Guard of the north
    player put on c4 stands in the Swordsman's way (LS2-5.6), and a click takes it off."""
    context, reader = Reader.opened(chromium, f"{site}en/warseer/activation.html")
    page = reader.page
    block = reader.open_example(HEX_EXAMPLE)
    original = example_text(block)
    a1, b1 = (
        block.locator(f'button.tryit-hex[data-cell="{name}"]').bounding_box()  # type: ignore[attr-defined]
        for name in ("a1", "b1")
    )
    assert abs((a1["y"] - b1["y"]) - a1["height"] / 2) < 1.5  # b stands half a hex north
    assert block.locator("button.tryit-hex").count() == 80  # type: ignore[attr-defined]
    block.locator("select.tryit-kind").select_option("Guard")  # type: ignore[attr-defined]
    block.locator("select.tryit-side").select_option("north")  # type: ignore[attr-defined]
    cell = block.locator('button.tryit-hex[data-cell="c4"]')  # type: ignore[attr-defined]
    cell.click()
    placed = example_text(block)
    assert "| c4  | Guard     | north  |          |" in placed.split("When ")[0]
    assert cell.locator(".tryit-piece").inner_text() == "Gu"
    assert "tryit-side-north" in cell.get_attribute("class")
    lines, status = reader.run(block, placed)
    assert (lines, status) == expected(placed)
    assert status == 1 and any("LS2-5.6" in line for line in lines)
    with page.expect_download() as download:  # type: ignore[attr-defined]
        block.locator("button.tryit-download").click()  # type: ignore[attr-defined]
    saved = tmp_path / QUESTION
    download.value.save_as(saved)
    assert saved.read_text(encoding="utf-8") == placed
    command = [sys.executable, "-m", "rulebook.cli", "check", QUESTION]
    done = subprocess.run(command, capture_output=True, text=True, cwd=tmp_path, check=False)
    assert (done.stdout.splitlines(), done.returncode) == (lines, status)
    cell.click()  # a click on the creature takes it off: the table is the example's again
    assert example_text(block) == original
    assert reader.errors == []
    context.close()


# a line between a guard and a wall that overlap
TABLE_EXAMPLE = "#scenario-classic-ranged-a-line-may-go-a-little-into-a-base-and-a-template-that"


def test_the_classic_table_editor_moves_places_and_lays_and_its_question_runs(
    chromium: object, site: str, tmp_path: Path
) -> None:
    """The classic board editor: a base typed 0.03 cm further onto the wall shuts the line
    (LS1-C.24); a click puts a new base; a template is laid by its corner and taken off."""
    context, reader = Reader.opened(chromium, f"{site}en/classic/ranged.html")
    page = reader.page
    block = reader.open_example(TABLE_EXAMPLE)
    original = example_text(block)
    assert block.locator("button.tryit-base").count() == 3  # type: ignore[attr-defined]
    assert block.locator("button.tryit-template.tryit-blocks").count() == 1  # type: ignore[attr-defined]
    guard = block.locator('button.tryit-base[data-at="20,31.488"]')  # type: ignore[attr-defined]
    guard.focus()
    guard.press("Enter")
    block.locator("input.tryit-up").fill("31.47")  # type: ignore[attr-defined]
    block.locator("input.tryit-up").press("Enter")  # type: ignore[attr-defined]
    moved = example_text(block)
    assert "| Guard    | south  | 20,31.47 |" in moved
    lines, status = reader.run(block, moved)
    assert (lines, status) == expected(moved)
    assert status == 1 and "        every line between the bases is blocked" in lines
    # A click on the table puts a base of the named creature there.
    surface = block.locator("div.tryit-table")  # type: ignore[attr-defined]
    box = surface.bounding_box()
    block.locator("input.tryit-name").fill("Scout")  # type: ignore[attr-defined]
    surface.click(position={"x": box["width"] * 40 / 60, "y": box["height"] * (60 - 50) / 60})
    placed = example_text(block)
    row = next(line for line in placed.split("\n") if "| Scout" in line)
    x, y = (float(v) for v in row.split("|")[3].strip().split(","))
    assert abs(x - 40) <= 0.2 and abs(y - 50) <= 0.2, row
    # A template laid by its corner, then taken off again.
    block.locator("select.tryit-lay").select_option("Forest")  # type: ignore[attr-defined]
    block.locator("select.tryit-side").select_option("north")  # type: ignore[attr-defined]
    surface.click(position={"x": box["width"] * 45 / 60, "y": box["height"] * (60 - 5) / 60})
    laid = example_text(block)
    assert laid.count("player's template Forest lies at") == 2
    assert block.locator("button.tryit-template").count() == 2  # type: ignore[attr-defined]
    lines, status = reader.run(block, laid)
    assert (lines, status) == expected(laid)
    new_at = next(
        line.rsplit(" ", 1)[1]
        for line in laid.split("\n")
        if "template Forest lies at" in line and not line.endswith(" 15,20")
    )
    block.locator(f'button.tryit-template[data-at="{new_at}"]').click()  # type: ignore[attr-defined]
    block.locator("button.tryit-remove").click()  # type: ignore[attr-defined]
    assert example_text(block) == placed
    with page.expect_download() as download:  # type: ignore[attr-defined]
        block.locator("button.tryit-download").click()  # type: ignore[attr-defined]
    saved = tmp_path / QUESTION
    download.value.save_as(saved)
    assert saved.read_text(encoding="utf-8") == placed
    lines, status = expected(placed)
    command = [sys.executable, "-m", "rulebook.cli", "check", QUESTION]
    done = subprocess.run(command, capture_output=True, text=True, cwd=tmp_path, check=False)
    assert (done.stdout.splitlines(), done.returncode) == (lines, status)
    block.locator("button.tryit-reset").click()  # type: ignore[attr-defined]
    assert example_text(block) == original
    assert reader.errors == []
    context.close()


def with_extra_cell(text: str, first: str) -> str:
    """``text`` with one more cell on the first table row that starts with ``first``."""
    lines = text.split("\n")
    row = next(n for n, line in enumerate(lines) if line.strip().startswith(f"| {first} "))
    lines[row] += " b3 |"
    return "\n".join(lines)


BAD_INPUT = {
    "en": ("When the warrior at b2 moves to e4", "When the warrior at b2 flies to e4"),
    "ru": ("Когда воин с b2 идёт на e4", "Когда воин с b2 летит на e4"),
}


@pytest.mark.parametrize("language", ["en", "ru"])
def test_bad_input_gets_rulebook_check_s_message_and_no_script_error(
    readers: dict[str, Reader], language: str
) -> None:
    reader = readers[language]
    block = reader.open_example()
    block.locator("button.tryit-reset").click()  # type: ignore[attr-defined]
    text = example_text(block)
    step, unknown = BAD_INPUT[language]
    torn_table = with_extra_cell(text, "b2")  # one row with a cell too many
    for bad in (text.replace(step, unknown), torn_table):
        assert bad != text
        lines, status = reader.run(block, bad)
        assert (lines, status) == expected(bad)
        assert status == 2 and len(lines) == 1 and lines[0].startswith(f"rulebook: {QUESTION}:")
    assert reader.errors == []


# Each payload, and the part of it every answer quotes (Gherkin reads <...> as a placeholder).
PAYLOADS = (
    ('<script>window.pwned = "script"</script>', "<script>"),
    ('"><img src=x onerror="window.pwned=1">', "<img src=x"),
)


def test_the_reader_s_text_never_becomes_markup_or_script(readers: dict[str, Reader]) -> None:
    reader = readers["en"]
    block = reader.open_example()
    block.locator("button.tryit-reset").click()  # type: ignore[attr-defined]
    text = example_text(block)
    for payload, quoted in PAYLOADS:
        in_step = text.replace("moves to e4", f"moves to {payload}")
        in_cell = text.replace("| pikeman           |", f"| {payload} |", 1)
        for hostile in (in_step, in_cell):
            assert hostile != text
            lines, status = reader.run(block, hostile)
            assert (lines, status) == expected(hostile)
            assert quoted in "\n".join(lines)  # shown as the text it is
            board = block.locator("div.tryit-grid")  # type: ignore[attr-defined]
            assert board.locator("img, script").count() == 0
    editor = block.locator("div.tryit-editor")  # type: ignore[attr-defined]
    assert editor.locator("img, script").count() == 0
    assert reader.page.evaluate("window.pwned") is None  # type: ignore[attr-defined]
    assert reader.errors == []


def questions_of(books: Books, language: str) -> list[str]:
    """The question of every scenario of a book, as its pages carry them."""
    found = []
    for page in books.pages(language):
        parser = QuestionReader()
        parser.feed(page.read_text(encoding="utf-8"))
        found += parser.questions
    return list(dict.fromkeys(found))


class QuestionReader(html.parser.HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.questions: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = dict(attrs)
        if tag == "div" and "tryit" in (values.get("class") or "").split():
            self.questions.append(values["data-question"] or "")


@pytest.mark.parametrize("language", ["en", "ru"])
def test_every_scenario_of_the_book_is_answered_in_the_browser_as_by_rulebook_check(
    readers: dict[str, Reader], books: Books, site: str, language: str
) -> None:
    """Pyodide's Python and the engine's answer every question of the book as the CPython
    that built it does, word for word; and the page fetched nothing from anywhere else."""
    reader = readers[language]
    reader.open_example()
    reader.page.wait_for_function(
        "() => window.rulebookTryIt !== undefined", timeout=ENGINE_WAIT_MS
    )  # type: ignore[attr-defined]
    questions = questions_of(books, language)
    assert len(questions) > 100
    answers = reader.page.evaluate(  # type: ignore[attr-defined]
        "questions => Promise.all(questions.map(async q => JSON.parse(await window.rulebookTryIt.answer(q))))",
        questions,
    )
    for question, found in zip(questions, answers, strict=True):
        lines, status = expected(question)
        assert (found["lines"], found["exit"]) == (lines, status), question
        assert status == 0  # every scenario of the books holds
    assert reader.errors == []
    assert any("/_static/tryit/manifest.json" in url for url in reader.requests)
    elsewhere = [url for url in reader.requests if not url.startswith((site, "blob:", "data:"))]
    assert elsewhere == []
