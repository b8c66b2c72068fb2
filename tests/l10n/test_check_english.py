"""``english``: English left in a translation, and what Russian may keep in Latin letters."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulebook.l10n.checks import english
from rulebook.l10n.checks.base import Context, Entry
from rulebook.l10n.latin import LatinWords
from rulebook.l10n.termbase import TermBase

CONTEXT = Context(TermBase(Path("termbase.toml"), ()), LatinWords(frozenset({"Python", "UTF-8"})))


def problems(msgid: str, msgstr: str) -> list[tuple[str, str]]:
    entry = Entry(Path("page.po"), 7, "znamenosets/movement", msgid, msgstr)
    return [(p.message, p.piece) for p in english.check(entry, CONTEXT)]


@pytest.mark.parametrize(
    ("msgid", "msgstr"),
    [
        ("A warrior never steps diagonally;", "Воин никогда не ходит по диагонали;"),
        ("See {rule}`ZN-6.1` and ZN-C.15.", "См. {rule}`ZN-6.1` и ZN-C.15."),
        ("From a1 to g8, columns a to g.", "От a1 до g8, столбцы от a до g."),
        ("Run `rulebook check q.feature`.", "Запустите `rulebook check q.feature`."),
        ("A {term}`warrior <warrior>` moves.", "{term}`Воин <воин>` ходит."),
        ("The <attacker> attacks {cell:Cell}", "Воин <attacker> атакует {cell:Cell}"),
        ("Save it as UTF-8 for Python.", "Сохраните в UTF-8 для Python."),
        ("`[typography]`", "`[typography]`"),  # code alone: the same in both languages
        ("ZN-6.1", "ZN-6.1"),
        ("Copyright &#169; %(copyright)s", "© %(copyright)s"),
        ("[the rules](https://example.org/rules)", "[правила](https://example.org/rules)"),
    ],
)
def test_russian_with_code_rule_ids_cells_and_allowed_names_passes(msgid: str, msgstr: str) -> None:
    assert problems(msgid, msgstr) == []


def test_a_msgstr_copied_from_its_msgid_is_caught_once() -> None:
    copied = "never steps diagonally;"
    assert problems(copied, copied) == [("msgstr copies the English msgid: translate it", copied)]


@pytest.mark.parametrize(
    ("msgstr", "words"),
    [
        ("Ни один warrior не ходит по диагонали.", ["warrior"]),
        ("Воин ходит on foot, on foot.", ["on", "foot"]),  # each word once
        ("Воин ходит на d4 и атакует archer на d5.", ["archer"]),
        ("Сохраните в utf-8.", ["utf-8"]),  # a name is allowed as written, not otherwise
        ("Смотрите HTML-страницу.", ["HTML"]),  # not a name of this list
    ],
)
def test_a_latin_word_inside_russian_is_caught(msgstr: str, words: list[str]) -> None:
    found = problems("A warrior never steps diagonally.", msgstr)
    assert [piece for _, piece in found] == words


def test_the_allow_list_is_the_file_in_the_locales() -> None:
    latin = LatinWords.load()
    assert "Python" in latin.allowed and "warrior" not in latin.allowed
    assert latin.words("Python 3.11, UTF-8, rulebook check, HTML-тег; а warrior — нет") == [
        "warrior"
    ]
