"""Scenarios inside the book: every Gherkin construct, in both languages, with true verdicts."""

from __future__ import annotations

import html
import re
import shutil
from pathlib import Path
from typing import Any

import polib
import pytest

from rulebook.sphinx.library import Library

KEYWORDS = {
    "en": [
        "Feature:",
        "Background:",
        "Scenario:",
        "Scenario Outline:",
        "Examples:",
        "Rule:",
        "Given",
        "When",
    ],
    "ru": [
        "Функция:",
        "Предыстория:",
        "Сценарий:",
        "Структура сценария:",
        "Примеры:",
        "Правило:",
        "Дано",
        "Когда",
    ],
}
STEP = {"en": "the warrior at c3 moves to c5", "ru": "воин с c3 идёт на c5"}


@pytest.fixture(scope="module", params=["en", "ru"])
def book(
    request: pytest.FixtureRequest,
    tmp_path_factory: pytest.TempPathFactory,
    book_builder: Any,
    demo_results: Path,
) -> Any:
    folder = tmp_path_factory.mktemp(f"render-{request.param}")
    built = book_builder(
        folder, request.param, extra=book_builder.whole_feature, results=demo_results
    )
    assert built.status == 0, built.warnings
    built.language = request.param
    return built


def text_of(page: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", " ", page))


def test_every_construct_is_drawn_with_the_page_keywords(book: Any) -> None:
    page = book.page()
    text = text_of(page)
    for keyword in KEYWORDS[book.language]:
        assert keyword in text, keyword
    assert STEP[book.language] in text
    assert 'class="gherkin-feature' in page and 'class="gherkin-rule' in page
    assert 'class="gherkin-background' in page


def test_tags_descriptions_tables_and_doc_strings(book: Any) -> None:
    page = book.page()
    text = text_of(page)
    for tag, label in (
        ("@demo-feature", "Demo feature"),
        ("@demo-rule-tag", "Demo rule tag"),
        ("@row-tag", "Row tag"),
    ):
        assert f'data-tag="{tag}">{label}</span>' in page
    assert "An archer walks up the board." in text  # a description (titles fall back to English)
    assert "The rule groups scenarios." in text
    assert re.search(r"<pre[^>]*>.*The doc string stays as it is", page, re.S)
    assert (
        len(re.findall(r'class="[^"]*gherkin-table', page)) >= 3
    )  # the background's board, examples, more
    assert 'href="#ZN-C.15"' in page  # a rule tag links to its rule


FAILURES = {
    "en": (
        "the warrior at c4 has 0 wounds",
        "refused, and no later step expects it: the blue archer at c3 moves at most 3 cells",
    ),
    "ru": (
        "у воина на c4 0 ран",
        "запрещено, и ни один следующий шаг этого не ждёт: лучник \\(синие\\) на c3 проходит",
    ),
}


def test_verdicts_of_the_real_run(book: Any) -> None:
    page = book.page()
    assert "scenario-passed" in page
    assert "scenario-failed" in page
    # The wrong expectation fails with the engine's answer; the refusal names its rule,
    # on the step whose action was refused. Both in the book's language.
    wrong, refused = FAILURES[book.language]
    assert wrong in page
    assert re.search(rf"{refused}.*\(<a [^>]*href=\"#ZN-6\.1\"", page)


def test_each_example_row_shows_its_verdict(book: Any) -> None:
    page = book.page()
    table = page[page.index("Short walks") :]
    assert len(re.findall(r"badge badge-passed", table[: table.index("</table>")])) == 2


def test_steps_and_diagrams_in_the_rule_text(book: Any) -> None:
    page = book.page()
    rule = page[page.index('id="ZN-6.1"') : page.index('id="ZN-6.2"')]
    assert 'id="scenario-demo-gherkin-0"' in rule
    assert "<svg" in rule and 'role="img"' in rule
    assert re.search(r"<title id=\"[^\"]+\">", rule)


def test_scenario_steps_are_not_docs_messages(
    tmp_path: Path, book_builder: Any, demo_results: Path
) -> None:
    built = book_builder(
        tmp_path, "en", extra=book_builder.whole_feature, results=demo_results, builder="gettext"
    )
    assert built.status == 0, built.warnings
    msgids = {e.msgid for pot in built.html.rglob("*.pot") for e in polib.pofile(str(pot))}
    assert "A warrior walks." in msgids
    assert not [m for m in msgids if "warrior at c3" in m or "Every Gherkin construct" in m]


def test_a_changed_scenario_is_stale(tmp_path: Path, book_builder: Any, run_scenarios: Any) -> None:
    features = tmp_path / "features"
    shutil.copytree(book_builder.features, features)
    edited = features / "demo" / "gherkin.feature"
    results = tmp_path / "results.json"
    run_scenarios([edited], results)
    edited.write_text(
        edited.read_text(encoding="utf-8").replace("moves to c5", "moves to c6"), encoding="utf-8"
    )
    stale = book_builder(
        tmp_path, "en", extra=book_builder.whole_feature, features=features, results=results
    )
    assert stale.status == 0, stale.warnings
    page = stale.page()
    edited_one = page[page.index('id="scenario-demo-gherkin-0"') :]
    assert "badge-stale" in edited_one[: edited_one.index("</summary>")]
    untouched = page[page.index('id="scenario-demo-gherkin-2"') :]
    assert "badge-failed" in untouched[: untouched.index("</summary>")]


def test_a_scenario_written_before_an_outline_takes_its_own_verdict(
    tmp_path: Path, book_builder: Any, run_scenarios: Any
) -> None:
    """The outline's old rows stay in the merged results under the place the new scenario
    now holds; they are another scenario's verdicts, not a stale one of the new scenario."""
    features = tmp_path / "features"
    features.mkdir()
    feature = features / "gherkin.feature"
    shutil.copyfile(book_builder.features / "demo" / "gherkin.feature", feature)
    results = tmp_path / "results.json"
    run_scenarios([feature], results)
    outline = "  @ZN-6.1 @ZN-C.15\n  Scenario Outline:"
    written = "  @ZN-6.1\n  Scenario: A new walk\n    When the warrior at c3 moves to c4\n\n"
    text = feature.read_text(encoding="utf-8")
    feature.write_text(text.replace(outline, written + outline), encoding="utf-8")
    run_scenarios([feature], results)  # merged into the first run's records
    library = Library("en", results, features)
    shown = {info.name: library.verdict(info).status for info in library.find("gherkin.feature")}
    assert shown["A new walk"] == "passed"
    assert shown["An outline walks <steps> cells"] == "passed"
    assert "stale" not in shown.values()


def test_a_scenario_absent_from_the_results_is_not_run(tmp_path: Path, book_builder: Any) -> None:
    never = book_builder(tmp_path, "en", results=tmp_path / "absent.json")
    assert never.status == 0, never.warnings
    assert "badge-not-run" in never.page() and "badge-passed" not in never.page()


def test_a_link_to_a_scenario_is_titled_with_its_name(book: Any) -> None:
    page = book.page()
    also = page[page.index('class="rule-scenarios-also') :]
    titles = re.findall(
        r'<a class="reference internal" href="#scenario-[^"]+" title="([^"]*)"', also
    )
    assert titles and "An outline walks" in html.unescape(titles[0])
    assert not [title for title in titles if title.startswith("scenario-")]
