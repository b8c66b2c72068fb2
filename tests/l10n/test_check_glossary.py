"""``glossary`` and ``termbase``: the glossary page, the vocabulary and the term base agree."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulebook.l10n.checks import glossary
from rulebook.l10n.checks.base import Context, Entry
from rulebook.l10n.termbase import load_termbase

PAGE = """\
# Glossary

```{glossary}
horseman
  A warrior with unlimited {term}`movement`.

warrior
  One card of an army.

line
  Warriors side by side.
```
"""
TERMS = """\
[[term]]
en = "horseman"
ru = "всадник"
game = "znamenosets"

[[term]]
en = "warrior"
ru = "воин"
game = "znamenosets"

[[term]]
en = "left"
ru = "влево"
prose = false
"""


@pytest.fixture
def setup(tmp_path: Path) -> tuple[Path, Context]:
    page = tmp_path / "glossary.md"
    page.write_text(PAGE, encoding="utf-8")
    (tmp_path / "termbase.toml").write_text(TERMS, encoding="utf-8")
    return page, Context(load_termbase(tmp_path / "termbase.toml"))


def entry(
    msgid: str, msgstr: str, domain: str = "znamenosets/glossary", context: str = ""
) -> Entry:
    return Entry(Path(f"{domain}.po"), 1, domain, msgid, msgstr, context, game="znamenosets")


def test_glossary_terms_equal_to_the_term_base_pass(setup: tuple[Path, Context]) -> None:
    page, context = setup
    entries = [
        entry("horseman", "всадник"),
        entry("warrior", "воин"),
        entry("A warrior with unlimited {term}`movement`.", "Воин с неограниченным движением."),
        entry("Glossary", "Глоссарий"),
    ]
    assert [
        p.message for p in glossary.check_glossary(entries[:2] + entries[2:], page, context)
    ] == []


@pytest.mark.parametrize(
    ("msgid", "msgstr", "expected"),
    [
        (
            "horseman",
            "всадника",
            ("glossary", "glossary term differs from the term base ('всадник')"),
        ),
        (
            "horseman",
            "конник",
            ("glossary", "glossary term differs from the term base ('всадник')"),
        ),
        ("warrior", "Воин", ("glossary", "glossary term differs from the term base ('воин')")),
        ("line", "линия", ("termbase", "glossary term missing from the term base")),
    ],
)
def test_glossary_terms_that_disagree_are_caught(
    setup: tuple[Path, Context], msgid: str, msgstr: str, expected: tuple[str, str]
) -> None:
    page, context = setup
    found = [
        (p.check, p.message) for p in glossary.check_glossary([entry(msgid, msgstr)], page, context)
    ]
    assert expected in found


def test_only_a_page_with_a_glossary_is_held_to_it(setup: tuple[Path, Context]) -> None:
    _, context = setup
    assert glossary.check_glossary([entry("horseman", "конник")], None, context) == []


def test_every_vocabulary_word_needs_a_term(setup: tuple[Path, Context]) -> None:
    _, context = setup
    entries = [
        entry("horseman", "всадник", "vocabulary", "kind"),
        entry("horsemen", "всадники", "vocabulary", "kind"),  # a plural of a term
        entry("left", "влево", "vocabulary", "direction"),
        entry("the warrior at {cell:Cell} moves", "воин с {cell:Cell} идёт", "vocabulary", "step"),
        entry("pikeman", "копейщик", "vocabulary", "kind"),
    ]
    found = [(p.check, p.message, p.piece) for p in glossary.check_vocabulary(entries, context)]
    assert found == [("termbase", "vocabulary word (kind) missing from the term base", "pikeman")]


def test_a_glossary_term_is_capitalised_as_the_term_base_writes_it(
    setup: tuple[Path, Context],
) -> None:
    page, context = setup
    page.write_text(PAGE.replace("horseman\n", "Horseman\n"), encoding="utf-8")
    found = [
        (p.check, p.message)
        for p in glossary.check_glossary([entry("Horseman", "всадник")], page, context)
    ]
    assert found == [
        ("termbase", "glossary term capitalised otherwise than in the term base ('horseman')")
    ]
