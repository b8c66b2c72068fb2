"""The served books as a reader meets them in Chromium (issue 25): the language switch, the
sidebar's links, search snippets, Try it opened from disk, and the page's icon.

The books are the real ones (built once per session) on a static server of localhost, as
the README serves them; one Chromium serves every test of a worker (tests/reader/conftest.py).
"""

from __future__ import annotations

import json
import re
import shutil
from typing import Any
from urllib.parse import quote, urljoin

import pytest
from support.books import Books
from support.printed import printed_books

from rulebook.printed.build import TEX_PROGRAMS
from rulebook.printed.downloads import FOLDER, list_downloads

LANGUAGES = ("en", "ru")
OTHER = {"en": "ru", "ru": "en"}
PAGE = "znamenosets/movement"
SERVE_COMMAND = "python3 -m http.server -d build/html"


def watched(page: Any) -> list[str]:
    """The page's console errors and script errors, as they come."""
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda error: errors.append(f"page error: {error}"))
    return errors


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_language_switch_keeps_the_rule_the_reader_is_on(
    chromium: Any, site: str, language: str
) -> None:
    """The switch opens the same rule in the other language, not the top of its page."""
    context = chromium.new_context(viewport={"width": 400, "height": 800})
    page = context.new_page()
    errors = watched(page)
    page.goto(f"{site}{language}/{PAGE}.html#ZN-6.3")
    switch = page.locator(
        f".rulebook-languages-top a.rulebook-language[hreflang='{OTHER[language]}']"
    )
    switch.click()
    page.wait_for_url(re.compile(rf"/{OTHER[language]}/{PAGE}\.html#ZN-6\.3$"))
    rule = page.locator("#ZN-6\\.3")
    page.wait_for_function(
        "() => document.getElementById('ZN-6.3').getBoundingClientRect().top < 200"
    )
    assert rule.is_visible()
    # An anchor reached inside the page (a link followed) is kept too.
    page.goto(f"{site}{language}/{PAGE}.html")
    page.evaluate("location.hash = '#ZN-6.2'")
    href = page.locator(".rulebook-languages-top a.rulebook-language").first.get_attribute("href")
    assert href.endswith(f"{PAGE}.html#ZN-6.2")
    assert errors == []
    context.close()


def sidebar_links(page: Any) -> list[str]:
    """The links the sidebar offers: every one but a printed book it hides (the navigation's
    folded parts count: they unfold)."""
    page.wait_for_function(
        "() => [...document.querySelectorAll('a.rulebook-download')]"
        ".every(a => a.dataset.checked !== undefined)"
    )
    return page.locator(".sidebar-drawer a[href]").evaluate_all(
        "links => links.filter(a => !a.closest('[hidden]')).map(a => a.getAttribute('href'))"
    )


@pytest.mark.needs(*TEX_PROGRAMS)  # it builds the printed books
def test_the_sidebar_offers_the_printed_books_it_has_and_every_link_answers(
    chromium: Any, site: str, real_books: Books, tmp_path_factory: pytest.TempPathFactory
) -> None:
    """Served as the README says: without its printed books (``rulebook build``) the sidebar
    offers none; with them (``--format all`` puts them in ``downloads/``) it offers both, and
    every link of the sidebar (pages, the other language, the PDF, the EPUB) answers."""
    context = chromium.new_context()
    page = context.new_page()
    for language in LANGUAGES:
        page.goto(f"{site}{language}/index.html")
        hrefs = sidebar_links(page)
        assert len(hrefs) > 20 and not [h for h in hrefs if h.endswith((".pdf", ".epub"))]
    for language, book in printed_books(tmp_path_factory, real_books).items():
        folder = real_books.root / language / FOLDER
        for made in (book.pdf, book.epub):
            shutil.copyfile(made, folder / made.name)
        list_downloads(folder)  # what the printed build does when it puts them there
    followed: set[str] = set()
    for language in LANGUAGES:
        for name in ("index", PAGE):
            url = f"{site}{language}/{name}.html"
            page.goto(url)
            hrefs = sidebar_links(page)
            kinds = {href.rsplit(".", 1)[-1].split("#")[0] for href in hrefs}
            assert {"pdf", "epub", "html"} <= kinds, kinds
            for href in hrefs:
                target = urljoin(url, href).split("#")[0]
                if target in followed or not target.startswith(site):
                    continue
                followed.add(target)
                response = page.request.get(target)
                assert response.status == 200, (href, response.status)
        pdf = page.request.get(f"{site}{language}/{FOLDER}/signum-rulebook-{language}.pdf")
        assert pdf.body()[:5] == b"%PDF-"
    context.close()


SEARCHES = {"en": ("warrior", "cellwarrior"), "ru": ("клетка", "клеткавоин")}


@pytest.mark.parametrize("language", LANGUAGES)
def test_search_snippets_read_as_the_page_does(
    chromium: Any, site: str, books: Books, language: str
) -> None:
    """Table cells stay apart and the language switch stays out, in the index and in the
    snippets under each result."""
    query, joined = SEARCHES[language]
    index = (books.root / language / "searchindex.js").read_text(encoding="utf-8")
    terms = json.loads(index.removeprefix("Search.setIndex(").removesuffix(")"))["terms"]
    assert any(term.startswith(query[:5]) for term in terms)  # indexed by its stem
    assert not [term for term in terms if term.startswith(joined)]
    context = chromium.new_context()
    page = context.new_page()
    errors = watched(page)
    page.goto(f"{site}{language}/search.html?q={quote(query)}")
    page.wait_for_function(
        "() => document.querySelectorAll('#search-results li p.context').length >= 5",
        timeout=60_000,
    )
    snippets = page.locator("#search-results li p.context").all_inner_texts()
    assert snippets
    for snippet in snippets:
        words = snippet.replace("\n", " ")
        assert "English" not in words and "Русский" not in words, snippet
        assert joined not in words.lower(), snippet
        assert "Try it" not in words and "Проверить" not in words, snippet
    assert errors == []
    context.close()


@pytest.mark.parametrize(
    ("language", "words"),
    [("en", "served over HTTP"), ("ru", "по HTTP")],
)
def test_try_it_opened_from_disk_says_how_to_serve_the_book(
    chromium: Any, books: Books, language: str, words: str
) -> None:
    """From ``file://`` no browser runs the engine: Try it says so in the page's language, with
    the one command that serves the book, and no raw script error."""
    context = chromium.new_context()
    page = context.new_page()
    page.goto(books.page(language, PAGE).as_uri())
    block = page.locator(
        "#scenario-znamenosets-movement-worked-example-a-pikeman-walks-five-cells-with-turns"
    )
    block.locator("summary").click()
    block.locator("button.tryit-open").click()
    status = block.locator(".tryit-status")
    page.wait_for_function(
        "node => node.textContent.includes('http.server')", arg=status.element_handle()
    )
    said = status.inner_text()
    assert words in said and SERVE_COMMAND in said
    assert "TypeError" not in said and "Failed to fetch" not in said
    assert block.locator("button.tryit-run").is_disabled()
    context.close()


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_book_has_an_icon_and_its_pages_no_console_error(
    chromium: Any, site: str, language: str
) -> None:
    context = chromium.new_context()
    page = context.new_page()
    errors = watched(page)
    failed: list[str] = []
    page.on("response", lambda r: failed.append(r.url) if r.status >= 400 else None)
    page.goto(f"{site}{language}/{PAGE}.html")
    page.wait_for_load_state("networkidle")
    icon = page.locator("link[rel~='icon']").get_attribute("href")
    assert page.request.get(urljoin(page.url, icon)).status == 200
    assert failed == [] and errors == []
    context.close()
