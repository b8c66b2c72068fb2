"""The books: both languages build with no warnings, and no Russian text is missing."""

from __future__ import annotations

import re
from pathlib import Path

import polib
import pytest
from support.books import Books

from rulebook.books import build_book
from rulebook.paths import DOCS_DIR, LOCALES_DIR

DOCS_CATALOGS = sorted(
    path
    for path in (LOCALES_DIR / "ru" / "LC_MESSAGES").rglob("*.po")
    if path.stem not in ("vocabulary", "scenarios", "rulebook", "reasons")
)


@pytest.fixture(scope="module")
def books(real_books: Books) -> dict[str, Path]:
    """Both books, built warnings-as-errors once per test run (tests/support/books.py)."""
    return {language: real_books.root / language for language in ("en", "ru")}


@pytest.fixture(scope="module")
def messages(tmp_path_factory: pytest.TempPathFactory) -> dict[str, set[str]]:
    """What Sphinx's gettext builder extracts from the docs now, per page (as ``l10n update``
    extracts it: a scenario's words come from the feature catalogs, so it is drawn plain)."""
    target = tmp_path_factory.mktemp("gettext")
    plain = {"rulebook_plain_scenarios": "1"}
    assert build_book("en", target, builder="gettext", strict=False, settings=plain) == 0
    return {
        pot.relative_to(target).with_suffix("").as_posix(): {
            e.msgid for e in polib.pofile(str(pot))
        }
        for pot in target.rglob("*.pot")
    }


def rule_ids_in_docs() -> set[str]:
    return {
        m[1]
        for page in DOCS_DIR.rglob("*.md")
        for m in re.finditer(r"^:::\{rule\} (\S+)", page.read_text(encoding="utf-8"), re.M)
    }


def test_every_rule_has_its_anchor_in_both_books(books: dict[str, Path]) -> None:
    for language, folder in books.items():
        html = "".join(p.read_text(encoding="utf-8") for p in folder.glob("*/*.html"))
        missing = [rule for rule in rule_ids_in_docs() if f'id="{rule}"' not in html]
        assert not missing, f"{language}: {missing}"


def test_the_russian_book_is_in_russian(books: dict[str, Path]) -> None:
    page = (books["ru"] / "znamenosets" / "movement.html").read_text(encoding="utf-8")
    assert "Одиночное движение" in page
    assert "Single movement" not in page


def test_every_docs_page_has_a_complete_russian_catalog(messages: dict[str, set[str]]) -> None:
    catalogs = {
        p.relative_to(LOCALES_DIR / "ru" / "LC_MESSAGES").with_suffix("").as_posix(): p
        for p in DOCS_CATALOGS
    }
    assert set(catalogs) == set(messages), "catalogs and pages differ"
    for page, msgids in messages.items():
        catalog = polib.pofile(str(catalogs[page]))
        translated = {e.msgid for e in catalog.translated_entries() if not e.obsolete}
        assert not catalog.fuzzy_entries(), f"{page}: fuzzy entries"
        assert msgids <= translated, f"{page}: untranslated: {sorted(msgids - translated)[:3]}"


def test_every_game_has_a_question_page_with_its_step_catalog() -> None:
    from rulebook.vocabulary.guide import games

    for game in games():
        page = DOCS_DIR / game / "questions.md"
        assert page.is_file(), f"no 'Asking a rule question' page for {game}"
        assert f":::{{step-catalog}} {game}\n" in page.read_text(encoding="utf-8")


def test_the_question_page_lists_every_step_in_both_languages(books: dict[str, Path]) -> None:
    """Generated from the vocabulary: every registered step, English and Russian side by side."""
    from html import unescape

    from rulebook.games import game_named
    from rulebook.scenarios.translate import keyword_in
    from rulebook.vocabulary.guide import games, steps_of

    for language, folder in books.items():
        for game in games():
            page = (folder / game / "questions.html").read_text(encoding="utf-8")
            words = unescape(re.sub(r"<[^>]+>", "", page))
            title = {"en": "Asking a rule question", "ru": "Как задать вопрос о\u00a0правилах"}
            assert f"<h1>{title[language]}" in page
            for step in steps_of(game):
                for shown in ("en", "ru"):
                    text = f"{keyword_in(step.type, shown)}{step.display(shown)}"
                    assert text in words, f"{language} book: {text}"
            assert "$ rulebook check question.feature" in words
            prefix = game_named(game).rule_prefix  # type: ignore[union-attr]
            assert ("(правило " if language == "ru" else "(rule ") + f"{prefix}-" in words


def test_the_editions_page_links_scenarios_named_in_the_page_language(
    books: dict[str, Path],
) -> None:
    """{scenario} links: to the scenario's anchor, under its name in the book's language."""
    name = {"en": "Destroying the enemy hero wins at once", "ru": "Уничтожение вражеского героя"}
    for language, folder in books.items():
        page = (folder / "classic" / "editions.html").read_text(encoding="utf-8")
        links = re.findall(r'href="([^"]+#scenario-classic-[^"]+)"[^>]*><span[^>]*>([^<]+)', page)
        assert len(links) >= 11
        assert any(text.startswith(name[language]) for _, text in links)
        for href, _ in links:
            target, anchor = href.split("#")
            assert f'id="{anchor}"' in (folder / "classic" / target).read_text(encoding="utf-8")
