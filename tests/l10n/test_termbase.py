"""The term base file: its format, its errors, and that it covers the game's terms."""

from __future__ import annotations

from pathlib import Path

import pytest
from support.bad_files import refused

from rulebook.l10n.glossary import glossary_terms
from rulebook.l10n.layout import Layout
from rulebook.l10n.termbase import BadTermBase, load_termbase
from rulebook.paths import DOCS_DIR
from rulebook.vocabulary import load
from rulebook.vocabulary.steps import VOCABULARY

REAL = load_termbase(Layout().termbase)


def test_every_glossary_term_is_in_the_term_base() -> None:
    missing = [
        t
        for t in glossary_terms(DOCS_DIR / "znamenosets" / "glossary.md")
        if REAL.lookup(t) is None
    ]
    assert not missing


def test_every_word_of_the_scenario_vocabulary_is_in_the_term_base() -> None:
    load()
    words = {term for field in VOCABULARY.fields.values() if field.context for term in field.terms}
    assert words
    assert not [w for w in sorted(words) if REAL.lookup(w) is None]  # a term of some game


@pytest.mark.parametrize(
    ("english", "term"),
    [
        ("warriors", "warrior"),
        ("Horsemen", "horseman"),
        ("standard-bearers", "standard-bearer"),
        ("Attack Strength", "attack strength"),
    ],
)
def test_english_terms_match_in_any_case_and_number(english: str, term: str) -> None:
    found = REAL.lookup(english, "znamenosets")
    assert found is not None and found.en == term


@pytest.mark.parametrize(
    ("text", "line", "message"),
    [
        ('[[term]]\nen = "archer"\nru = "лучник\n', 3, "Illegal character"),
        (
            '[[term]]\nen = "archer"\nru = "лучник"\n\n[[term]]\nen = "berserker"\n',
            5,
            "a [[term]] needs ru",
        ),
        ('[[term]]\nen = "archer"\nru = "лучник"\ncolour = "red"\n', 1, "unknown key 'colour'"),
        (
            '[[term]]\nen = "archer"\nru = "лучник"\n\n[[term]]\nen = "Archer"\nru = "стрелок"\n',
            5,
            "'Archer' is already a term (line 1)",
        ),
        (
            '[[term]]\nen = "archer"\nru = "лучник"\nforbidden = "стрелок"\n',
            1,
            "forbidden must be a list",
        ),
        ('title = "terms"\n', 1, "a list of [[term]] tables"),
    ],
)
def test_a_bad_term_base_names_file_and_line(
    tmp_path: Path, text: str, line: int, message: str
) -> None:
    error = refused(tmp_path / "termbase.toml", text, load_termbase, BadTermBase, line)
    assert message in str(error)


def test_the_term_base_lists_a_term_s_lexemes() -> None:
    push = REAL.lookup("push", "warseer")
    assert push is not None and push.russian() == ("отбрасывание", "отбросить", "отбрасывать")


def test_lexemes_must_be_words(tmp_path: Path) -> None:
    path = tmp_path / "termbase.toml"
    path.write_text('[[term]]\nen = "push"\nru = "отбрасывание"\nlexemes = [""]\n', "utf-8")
    with pytest.raises(BadTermBase, match="lexemes must be a list of words"):
        load_termbase(path)
