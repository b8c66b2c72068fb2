"""The books as a reader meets them: on a phone, in Russian, searching (issue 10, part 2).

The pages are the real books (built once per session); ``readings`` is what one
Chromium run saw on every page at 400 px with every scenario opened (see harness.html).
"""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import quote

import pytest
from support.books import Books

from rulebook.l10n.latin import LatinWords

PAGE = "znamenosets/movement"
LANGUAGES = ("en", "ru")


def at(readings: dict[tuple[str, str], dict[str, Any]], language: str, device: str) -> dict:
    return {
        page: reading
        for (page, seen_on), reading in readings.items()
        if page.startswith(f"{language}/") and seen_on == device
    }


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_page_scrolls_sideways_on_a_phone(readings: Any, language: str) -> None:
    pages = at(readings, language, "phone")
    assert len(pages) > 10 and not [p for p, r in pages.items() if "error" in r]
    wide = {
        p: (r["scroll"], r["client"], r["wide"])
        for p, r in pages.items()
        if r["scroll"] > r["client"]
    }
    assert not wide


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_wide_table_scrolls_in_its_own_box_on_a_phone(readings: Any, language: str) -> None:
    """Every scenario of every page open at 400 px: nothing is wider than the screen except
    inside a box of its own that scrolls sideways (issue 25: a worked example's table made
    the whole column 1,094 px wide)."""
    pages = at(readings, language, "phone")
    assert len(pages) > 10
    assert not {p: r["escaped"] for p, r in pages.items() if r["escaped"]}


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_coordinates_of_a_board_stay_legible_on_a_phone(readings: Any, language: str) -> None:
    """The coordinates around a board and in its hexes: at least 9 px at 400 px."""
    phone = {p: r["coordinates"] for p, r in at(readings, language, "phone").items()}
    drawn = {p: size for p, size in phone.items() if size is not None}
    assert any(p.startswith(f"{language}/warseer/") for p in drawn)
    assert not {p: round(size, 1) for p, size in drawn.items() if size < 9}


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_arrow_or_piece_lies_on_a_coordinate(readings: Any, language: str) -> None:
    pages = at(readings, language, "phone")
    assert not {p: r["hidden"] for p, r in pages.items() if r["hidden"]}


@pytest.mark.parametrize("language", LANGUAGES)
def test_notes_are_quiet_and_said_once_per_scenario(readings: Any, language: str) -> None:
    """Red is for failures: a note under a passed step has a quiet colour of its own, and a
    scenario says the same note once (an outline's rows do not stack it)."""
    pages = at(readings, language, "phone")
    assert sum(r["notes"] for r in pages.values()) > 50
    assert not {p: r["loud"] for p, r in pages.items() if r["loud"]}
    assert not {p: r["repeated"] for p, r in pages.items() if r["repeated"]}


@pytest.mark.parametrize("language", LANGUAGES)
def test_rule_ids_and_figures_never_break_across_lines(readings: Any, language: str) -> None:
    pages = at(readings, language, "phone")
    assert not {p: r["broken"] for p, r in pages.items() if r["broken"]}
    assert not {p: r["figures"] for p, r in pages.items() if r["figures"]}


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_legend_of_a_board_stays_legible(readings: Any, language: str) -> None:
    phone = [r["legend"] for r in at(readings, language, "phone").values() if r["legend"]]
    desktop = [r["legend"] for r in at(readings, language, "desktop").values() if r["legend"]]
    assert phone and desktop
    assert min(phone) >= 9, "a phone shows a legend below 9 px"
    assert min(desktop) >= 11, "a desktop shows a legend below 11 px"


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_language_switch_needs_no_drawer_on_a_phone(readings: Any, language: str) -> None:
    pages = at(readings, language, "phone")
    without = [p for p, r in pages.items() if r["switches"] < 1 and not p.endswith("search.html")]
    assert not without


def test_no_latin_word_on_a_russian_page(readings: Any) -> None:
    """Outside code, rule IDs, cell names and the names of the allow-list (locales/ru/latin.txt)."""
    latin = LatinWords.load()
    found = {
        page: sorted(set(latin.words(reading["text"])))
        for page, reading in at(readings, "ru", "phone").items()
    }
    assert not {page: words for page, words in found.items() if words}


def test_a_page_with_scenarios_shows_badges_and_diagrams(books: Books) -> None:
    for language in LANGUAGES:
        page = books.page(language, PAGE).read_text(encoding="utf-8")
        assert len(re.findall(r'class="badge badge-passed"', page)) >= 10
        assert not re.search(r"badge-(failed|stale|not-run)", page)
        diagrams = re.findall(r'<div class="scenario-diagram[^"]*"><svg[^>]*role="img"', page)
        assert len(diagrams) >= 5


def test_the_language_switch_opens_the_same_page(books: Books) -> None:
    for here, there in (("en", "ru"), ("ru", "en")):
        page = books.page(here, PAGE)
        links = re.findall(
            rf'<a class="rulebook-language" href="([^"]+)" hreflang="{there}"',
            page.read_text(encoding="utf-8"),
        )
        assert links and len(set(links)) == 1
        target = (page.parent / links[0]).resolve()
        assert target == books.page(there, PAGE).resolve()
        assert re.search(rf'<html[^>]* lang="{there}"', target.read_text(encoding="utf-8"))


def russian_pages(count: int) -> str:
    """``Найдено 5 страниц``: the words Russian puts with a count of pages."""
    if count % 10 == 1 and count % 100 != 11:
        return f"Найдена {count} страница"
    if 2 <= count % 10 <= 4 and not 12 <= count % 100 <= 14:
        return f"Найдены {count} страницы"
    return f"Найдено {count} страниц"


def test_russian_search_finds_inflected_forms_and_counts_its_pages(
    books: Books, browser: Any
) -> None:
    query = quote("линией")  # instrumental case of «линия», the line of warriors
    dom = browser.dom(f"{books.page('ru', 'search').as_uri()}?q={query}", wait_ms=10000)
    results = dom[dom.index('id="search-results"') :]
    assert 'href="znamenosets/movement.html' in results
    count = len(re.findall(r'<li class="[^"]*"><a href="', results)) or len(
        re.findall(r"<li[ >]", results[: results.index("</ul>")])
    )
    assert count > 1
    assert f"Поиск завершён. {russian_pages(count)}." in results
