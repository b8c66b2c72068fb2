"""The books as a reader sees them: in Chromium, with scripts run."""

from __future__ import annotations

import html
import re
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest

from rulebook.paths import LOCALES_DIR

PAGE = "znamenosets/movement"


def visible_text(dom: str) -> str:
    """The text a reader can see or hear: no scripts or styles; titles and labels included."""
    dom = re.sub(r"<(script|style)\b.*?</\1>", " ", dom, flags=re.S)
    labels = " ".join(re.findall(r'(?:aria-label|title|alt|placeholder)="([^"]*)"', dom))
    return html.unescape(re.sub(r"<[^>]+>", " ", dom) + " " + labels)


@pytest.mark.parametrize("language", ["en", "ru"])
def test_a_page_with_scenarios_shows_badges_and_diagrams(
    books: Path, browser: Any, language: str
) -> None:
    dom = browser.dom((books / language / f"{PAGE}.html").as_uri())
    assert len(re.findall(r'class="badge badge-passed"', dom)) >= 10
    assert "badge-failed" not in dom and "badge-stale" not in dom and "badge-not-run" not in dom
    diagrams = re.findall(r'<div class="scenario-diagram[^"]*">\s*<svg[^>]*role="img"', dom)
    assert len(diagrams) >= 5


def test_the_language_switch_opens_the_same_page(books: Path, browser: Any) -> None:
    for here, there in (("en", "ru"), ("ru", "en")):
        page = books / here / f"{PAGE}.html"
        dom = browser.dom(page.as_uri())
        (link,) = re.findall(
            rf'<a class="rulebook-language" href="([^"]+)" hreflang="{there}"', dom
        )
        target = (page.parent / link).resolve()
        assert target == (books / there / f"{PAGE}.html").resolve()
        assert re.search(rf'<html[^>]* lang="{there}"', browser.dom(target.as_uri()))


def english_chrome() -> set[str]:
    """Every word the extension and the theme show, in English: none may stay on a Russian page."""
    import polib

    words = {e.msgid for e in polib.pofile(str(LOCALES_DIR / "ru" / "LC_MESSAGES" / "rulebook.po"))}
    words = {w for w in words if "{" not in w and "%" not in w and len(w) > 3}
    return words | {"Search", "Contents", "Index", "Copyright", "Hide navigation sidebar"}


@pytest.mark.parametrize(
    "page", [PAGE, "znamenosets/coverage", "znamenosets/attack", "index", "rules-zn"]
)
def test_a_russian_page_has_no_english_chrome(books: Path, browser: Any, page: str) -> None:
    text = visible_text(browser.dom((books / "ru" / f"{page}.html").as_uri()))
    found = sorted(
        word
        for word in english_chrome()
        if re.search(rf"(?<![\w-]){re.escape(word)}(?![\w-])", text)
    )
    assert not found


def test_search_finds_a_rule_term_by_an_inflected_russian_form(books: Path, browser: Any) -> None:
    query = quote("линией")  # instrumental case of «линия», the line of warriors
    dom = browser.dom(f"{(books / 'ru' / 'search.html').as_uri()}?q={query}", wait_ms=8000)
    results = dom[dom.index('id="search-results"') :]
    assert 'href="znamenosets/movement.html' in results
