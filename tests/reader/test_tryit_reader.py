"""Try it for every reader (issue 25): answered in the page's language and the question's own
game, heard by a screen reader, used by keyboard and on a touch screen, and a board editor
that reads as the diagrams do.

The pages are the real books on localhost, in headless Chromium driven by Playwright.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from support.reader import ENGINE_WAIT_MS, Reader, example_text, expected

from rulebook.vocabulary import load
from rulebook.vocabulary.steps import VOCABULARY

KAITLYNN = "#scenario-warseer-examples-kaitlynns-magic-attack-on-gil-talas"  # the worked example
PIKEMAN = "#scenario-znamenosets-movement-worked-example-a-pikeman-walks-five-cells-with-turns"
LATIN_PLACEHOLDER = re.compile(r"\{[a-z_]+\}")


@pytest.fixture(scope="module")
def russian(chromium: Any, site: str) -> Iterator[dict[str, Reader]]:
    """The Russian Warseer clarifications page and Znamenosets movement page, in one context
    (one browser profile: the second loads the engine from what the first kept)."""
    context = chromium.new_context()
    opened = {}
    for name, path in (
        ("warseer", "warseer/clarifications"),
        ("znamenosets", "znamenosets/movement"),
    ):
        opened[name] = Reader.at(context, f"{site}ru/{path}.html")
    yield opened
    context.close()


def shown_steps(game: str, language: str) -> set[str]:
    """How a reader is shown the steps of ``game`` (and those every game shares)."""
    load()
    return {s.display(language) for s in VOCABULARY.steps if s.game in (game, "")}


def test_an_unknown_step_is_matched_against_the_question_s_own_game_in_its_language(
    russian: dict[str, Reader],
) -> None:
    """A Russian Warseer question with a step misspelled: the nearest steps offered are
    Warseer's, in Russian, their fields named in Russian too."""
    reader = russian["warseer"]
    block = reader.open_example(KAITLYNN)
    text = example_text(block)
    bad = text.replace("у существа на d3 3 ранения", "у воина на d3 три раны", 1)
    assert bad != text
    lines, status = reader.run(block, bad)
    assert (lines, status) == expected(bad)
    assert status == 2 and len(lines) == 1
    offered = lines[0].split("ближайшие известные шаги: ", 1)[1].split(" | ")
    assert offered and set(offered) <= shown_steps("warseer", "ru")
    assert not [step for step in offered if LATIN_PLACEHOLDER.search(step)]
    assert reader.errors == []


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("", "пуст: файл сценария начинается с «Функция:»"),
        ("что будет, если лучник выстрелит?", "нет «Функция:», а с него начинается файл сценария"),
    ],
)
def test_a_russian_page_answers_bad_input_in_russian(
    russian: dict[str, Reader], text: str, said: str
) -> None:
    reader = russian["znamenosets"]
    block = reader.open_example(PIKEMAN)
    lines, status = reader.run(block, text)
    assert status == 2 and len(lines) == 1
    assert lines[0].startswith("rulebook: question.feature:1: ")
    assert said in lines[0], lines[0]
    assert reader.errors == []


def test_try_it_is_announced_and_its_state_is_told_from_the_start(
    russian: dict[str, Reader],
) -> None:
    """The button says whether its editor is open before the first click, and the verdict of
    a run is read out (a live region), not only shown."""
    reader = russian["znamenosets"]
    page = reader.page
    block = page.locator(
        "#scenario-znamenosets-movement-the-lone-kind-in-corner-a1-reaches-count-cells"
    )
    opener = block.locator("button.tryit-open")
    assert opener.get_attribute("aria-expanded") == "false"
    assert opener.get_attribute("aria-controls")
    block.locator("summary").click()
    opener.click()
    assert opener.get_attribute("aria-expanded") == "true"
    editor_id = opener.get_attribute("aria-controls")
    assert page.locator(f"#{editor_id}").is_visible()
    lines, status = reader.run(block, example_text(block))
    assert status == 0
    live = block.locator("[aria-live]")
    assert live.count() == 1
    page.wait_for_function(
        "node => node.textContent.trim() !== ''", arg=live.element_handle(), timeout=ENGINE_WAIT_MS
    )
    assert lines[-1] in live.inner_text()  # "сценарий выполняется"
    opener.click()
    assert opener.get_attribute("aria-expanded") == "false"


def test_every_button_of_try_it_is_big_enough_for_a_finger(chromium: Any, site: str) -> None:
    context = chromium.new_context(
        viewport={"width": 400, "height": 800}, has_touch=True, is_mobile=True
    )
    page = context.new_page()
    page.goto(f"{site}en/znamenosets/movement.html")
    assert page.evaluate("matchMedia('(pointer: coarse)').matches")
    block = page.locator(PIKEMAN)
    block.locator("summary").tap()
    block.locator("button.tryit-open").tap()
    block.locator("textarea.tryit-text").wait_for()
    sizes = block.locator("button:visible, select:visible").evaluate_all(
        "nodes => nodes.map(n => [n.className, n.getBoundingClientRect().width,"
        " n.getBoundingClientRect().height])"
    )
    assert len(sizes) > 50  # the actions, the choices and the cells of the board
    small = [(name, round(w), round(h)) for name, w, h in sizes if w < 44 - 0.5 or h < 44 - 0.5]
    assert small == []
    context.close()


def test_the_square_board_editor_reads_as_the_diagram_beside_it(chromium: Any, site: str) -> None:
    """Its edges carry the coordinates as the diagrams' do; a warrior of a side has the
    diagrams' colour of that side; the keyboard goes board, text, Run in a few presses."""
    context = chromium.new_context()
    page = context.new_page()
    page.goto(f"{site}en/znamenosets/movement.html")
    block = page.locator(PIKEMAN)
    block.locator("summary").click()
    block.locator("button.tryit-open").click()
    editor = block.locator("div.tryit-board")
    edges = editor.locator(".tryit-axis").all_inner_texts()
    assert [e for e in edges if e in "abcdefg"] and {str(n) for n in range(1, 9)} <= set(edges)
    # The diagram's blue disc and the editor's blue warrior: the same colours.
    disc = block.locator("svg.board-diagram .side-blue circle").first
    fill = disc.evaluate("n => getComputedStyle(n).fill")
    warrior = editor.locator("button.tryit-cell.tryit-side-blue").first
    assert warrior.evaluate("n => getComputedStyle(n).backgroundColor") == fill
    # Keyboard: from the warrior menu to the text in at most four presses, then Run.
    editor.locator("select.tryit-kind").focus()
    presses = 0
    while not page.evaluate("document.activeElement.classList.contains('tryit-text')"):
        page.keyboard.press("Tab")
        presses += 1
        assert presses <= 4, page.evaluate("document.activeElement.outerHTML.slice(0, 120)")
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.classList.contains('tryit-run')")
    # Inside the board the arrow keys move between cells, and Enter places the warrior.
    editor.locator('button.tryit-cell[tabindex="0"]').focus()
    start = page.evaluate("document.activeElement.dataset.cell")
    page.keyboard.press("ArrowRight")
    moved = page.evaluate("document.activeElement.dataset.cell")
    assert moved != start and moved[1:] == start[1:]
    context.close()


def test_the_hex_board_editor_names_its_hexes_as_the_diagram_does(chromium: Any, site: str) -> None:
    context = chromium.new_context()
    page = context.new_page()
    page.goto(f"{site}ru/warseer/activation.html")
    block = page.locator("#scenario-warseer-activation-a-creature-moves-up-to-its-movement")
    block.locator("summary").click()
    block.locator("button.tryit-open").click()
    hexes = block.locator("button.tryit-hex")
    assert hexes.count() == 80
    empty = block.locator('button.tryit-hex[data-cell="e6"]')
    assert empty.inner_text().strip() == "e6"
    taken = block.locator('button.tryit-hex[data-cell="c3"]')
    assert "c3" in taken.inner_text()
    cell = block.locator("svg.board-diagram polygon.cell").first
    fill = cell.evaluate("n => getComputedStyle(n).fill")
    assert empty.evaluate("n => getComputedStyle(n).backgroundColor") == fill
    disc = block.locator("svg.board-diagram .side-south circle.creature-body").first
    assert taken.evaluate("n => getComputedStyle(n).backgroundColor") == disc.evaluate(
        "n => getComputedStyle(n).fill"
    )
    context.close()
