"""``typography``: «ёлочки», em dashes after a non-breaking space, no doubled or mixed-script words."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulebook.l10n.checks import typography
from rulebook.l10n.checks.base import Entry

NBSP = "\u00a0"


def problems(msgstr: str, msgid: str = "The text.") -> list[str]:
    entry = Entry(Path("page.po"), 4, "znamenosets/page", msgid, msgstr)
    return [p.message for p in typography.check(entry, None)]  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "msgstr",
    [
        "Её название означает «тот, кто несёт знамя».",
        f"«Знаменосец»{NBSP}— игра для двух игроков.",
        "— Реплика в начале строки не требует пробела.",
        f"Первая строка.\n— Вторая, с тире в начале строки; третья{NBSP}— тоже.",
        'Код `"c3"` и роль {term}`"воин" <воин>` не проверяются.',
        "Пишите ``{rule}`ZN-3.2` `` и `„“` как есть.",
        "Клетки `c3` и g8, правило ZN-6.1, поле {cell:Cell}, воин <kind>.",
        "Сила 4 + 1 = 5; ходы 1–3 и ряд 2-й.",
        "Ход, ход и ещё раз ход.",  # the same word, not side by side
        "Signum Rulebook и Warseer: латиница отдельными словами.",
        "По-русски кое-где можно, а HTML-тег тоже.",
        'Just English with "straight quotes" and - a hyphen dash.',  # not Russian: not checked
    ],
)
def test_good_russian_typography_passes(msgstr: str) -> None:
    assert problems(msgstr) == []


@pytest.mark.parametrize(
    ("msgstr", "expected"),
    [
        ('Её название означает "тот, кто несёт знамя".', 'quote " in Russian prose: use «ёлочки»'),
        ("Её название означает „тот, кто несёт знамя“.", "quote „ in Russian prose: use «ёлочки»"),
        ("Её название означает “тот, кто несёт знамя”.", "quote “ in Russian prose: use «ёлочки»"),
        ("«Знаменосец» — игра для двух игроков.", "em dash without a non-breaking space before it"),
        ("«Знаменосец»— игра.", "em dash without a non-breaking space before it"),
        ("«Знаменосец» - игра для двух игроков.", "a hyphen or en dash as a dash: use an em dash"),
        ("«Знаменосец» – игра для двух игроков.", "a hyphen or en dash as a dash: use an em dash"),
        ("Воин воин ходит.", "doubled word"),
        ("Воин ходит на на клетку.", "doubled word"),
        ("Воин ходит\nходит дальше.", "doubled word"),
        (
            "Сила воина (латинская c в слове cила).",
            "Latin and Cyrillic letters in one word (Latin: c)",
        ),
        (
            "Воин идёт на клетку с силой 4 и бонусом клеткa.",
            "Latin and Cyrillic letters in one word (Latin: a)",
        ),
        (
            "Название Signuм с кириллической м.",
            "Latin and Cyrillic letters in one word (Latin: S, i, g, n, u)",
        ),
    ],
)
def test_bad_typography_is_caught(msgstr: str, expected: str) -> None:
    assert expected in problems(msgstr)


@pytest.mark.parametrize(
    ("msgstr", "expected"),
    [
        ("Воин  ходит.", "double space"),
        ("Воин ходит , потом атакует.", "space before ','"),
        ("Воин ходит ; потом атакует.", "space before ';'"),
        ("Воин ходит .", "space before '.'"),
        ("Знамя «Знаменосца и всё.", "«ёлочки» do not pair up (1 « and 0 »)"),
    ],
)
def test_spacing_and_unclosed_quotes_are_caught(msgstr: str, expected: str) -> None:
    assert expected in problems(msgstr)


@pytest.mark.parametrize(
    "msgstr",
    [
        "Файл .po и каталог .pot, а также «вложенные „кавычки“» не здесь.".replace(
            "„кавычки“", "кавычки"
        ),
        "Строка\n  с отступом и\u00a0неразрывным пробелом.",
        "Код `a  b , c` не проверяется.",
    ],
)
def test_spacing_that_is_fine_passes(msgstr: str) -> None:
    assert problems(msgstr) == []


def test_each_quote_mark_is_reported_once() -> None:
    found = problems('Воин "один", воин "два".')
    assert found.count('quote " in Russian prose: use «ёлочки»') == 1


def entry(msgstr: str, line: int) -> Entry:
    return Entry(Path("page.po"), line, "znamenosets/page", "Text.", msgstr)


def test_a_word_written_with_yo_elsewhere_is_caught_where_it_lacks_it() -> None:
    entries = [
        entry("Воин идёт на клетку.", 3),
        entry("Линия идет вперёд, и воин идет тоже.", 9),  # twice in one message: once
        entry("Всё ясно, и все воины знают, о чём речь и чем кончится.", 15),
    ]
    found = [(p.line, p.message) for p in typography.check_yo(entries)]
    assert found == [(9, "«идет» is written with ё elsewhere («идёт»): write ё")]
