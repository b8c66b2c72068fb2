"""Gherkin shown as the file has it, and any file the parser accepts is safe (issue 10, part 1).

``tests/data/render/faithful`` holds a feature that uses what the parser allows and the
books drew wrong (quotes, content types, escapes, a doc string before a table, rules),
a French one (keywords ending in an apostrophe), and two files the parser accepts
with no feature in them (empty, a comment alone).
"""

from __future__ import annotations

import html
import re
from pathlib import Path
from typing import Any

import pytest

from rulebook.sphinx import HERE as SPHINX_DIR

FEATURES = Path(__file__).parent.parent / "data" / "render" / "faithful"
FAITHFUL = ":::{scenarios} demo/faithful.feature\n:::\n"
FRENCH = "\n:::{scenarios} demo/french.feature\n:::\n"  # the English book only: see below
NAME = 'The attacker\'s "first" walk -- as written...'
TYPOGRAPHY = "“”‘’–—…"  # what Sphinx's smart quotes would have made of the name


@pytest.fixture(scope="module", params=["en", "ru"])
def book(request: pytest.FixtureRequest, tmp_path_factory: Any, book_builder: Any) -> Any:
    folder = tmp_path_factory.mktemp(f"faithful-{request.param}")
    built = book_builder(
        folder,
        request.param,
        extra=FAITHFUL + (FRENCH if request.param == "en" else ""),
        features=FEATURES,
        results=folder / "none.json",
    )
    built.language = request.param
    return built


def scenario(page: str, name: str) -> str:
    """The HTML of one scenario, from its title to its end."""
    for found in re.finditer(r'<span class="scenario-name">(.*?)</span>', page):
        if html.unescape(found[1]) == name:
            return page[found.start() : page.index("</details>", found.start())]
    raise AssertionError(f"no scenario named {name!r} on the page")


def test_a_file_with_no_feature_is_reported_by_file_and_line_not_a_crash(book: Any) -> None:
    warnings = book.warnings.strip().splitlines()
    expected = {
        f"{FEATURES}/demo/empty.feature:1: WARNING: is empty: a feature file starts with "
        "'Feature:' (the file is left out)",
        f"{FEATURES}/demo/comment.feature:1: WARNING: has no feature: a feature file starts "
        "with 'Feature:' (the file is left out)",
    }
    if book.language == "ru":  # the Russian book is made from English sources only
        expected.add(
            f"{FEATURES}/demo/french.feature:1: WARNING: scenario sources are written in "
            "English (the file is left out)"
        )
    assert set(warnings) == expected
    assert "Gherkin as written" in book.page()  # the rest of the book is there


def test_scenario_names_keep_their_quotes_and_dashes(book: Any) -> None:
    page = book.page()
    shown = scenario(page, NAME)
    assert not set(TYPOGRAPHY) & set(html.unescape(shown))


def test_a_doc_string_shows_its_content_type_and_precedes_its_table(book: Any) -> None:
    shown = scenario(book.page(), NAME)
    doc_string = shown.index('class="highlight-text notranslate gherkin-docstring"')
    table = shown.index("<table", doc_string - 2000 if doc_string > 2000 else 0)
    assert doc_string < shown.index("<table", doc_string)  # as in the file: doc string first
    assert table < doc_string  # (the board of the background comes before both)
    pre = html.unescape(re.search(r"<pre>(.*?)</pre>", shown, re.S)[1])
    text = re.sub(r"<[^>]+>", "", pre)
    assert text == '"""markdown\nThe attacker\'s "doc string" -- with \'quotes\'...\n"""'


def test_table_cells_keep_their_escapes(book: Any) -> None:
    cells = re.findall(r"<td>\s*<p>(.*?)</p></td>", scenario(book.page(), NAME))
    assert [html.unescape(c) for c in cells[-2:]] == ["a\\nb", "c\\\\d and e|f"]


def test_a_rule_holds_its_scenarios_and_is_drawn_apart(book: Any) -> None:
    page = book.page()
    first, second = [m.start() for m in re.finditer('<div class="gherkin-rule', page)]
    assert "A scenario inside the rule" in page[first:second]
    css = (SPHINX_DIR / "static" / "rulebook.css").read_text(encoding="utf-8")
    style = re.search(r"div\.gherkin-rule\s*\{([^}]*)\}", css)
    assert style and "border-left" in style[1] and "padding-left" in style[1]


def test_tags_are_labels_in_the_reader_language(book: Any) -> None:
    shown = scenario(book.page(), NAME)
    labels = dict(re.findall(r'<span class="gherkin-tag" data-tag="([^"]+)">([^<]*)</span>', shown))
    expected = {
        "en": {"@example": "worked example", "@source:attack-bonuses": "source: Attack bonuses"},
        "ru": {
            "@example": "пример из правил",
            "@source:attack-bonuses": "раздел источника: Бонусы атаки",
        },
    }
    assert labels == expected[book.language]
    text = html.unescape(re.sub(r"<[^>]+>", " ", book.page()))
    assert "@" not in text  # no tag as written reaches the reader


def test_a_keyword_ending_in_an_apostrophe_gets_no_space(book: Any) -> None:
    if book.language != "en":
        pytest.skip("the Russian book leaves out a French source")
    page = book.page()
    assert '<strong class="gherkin-keyword">Lorsqu\'</strong>il avance' in page
    assert '<strong class="gherkin-keyword">Etant donné qu\'</strong>il y a un guerrier' in page
    assert '<strong class="gherkin-keyword">Alors</strong> il avance' in page


@pytest.mark.parametrize(
    ("content", "problem"), [("", "is empty"), ("# a comment alone\n", "has no feature")]
)
def test_rulebook_build_stops_on_it_with_one_clean_message(
    checkout: Any, content: str, problem: str
) -> None:
    planted = "features/znamenosets/zz_planted.feature"
    (checkout.root / planted).write_text(content, encoding="utf-8")
    built = checkout.rulebook("build")
    assert (built.returncode, built.stdout) == (2, "")
    assert built.stderr.splitlines() == [
        f"rulebook: {planted}:1: {problem}: a feature file starts with 'Feature:'"
    ]
    assert not (checkout.root / "build").exists()
