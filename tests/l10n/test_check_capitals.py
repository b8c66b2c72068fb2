"""``capitals`` and ``titles``: a lower-case term keeps its case inside a sentence; a title is set
in italics, never in quotes."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulebook.l10n.checks import capitals
from rulebook.l10n.checks.base import Context, Entry
from rulebook.l10n.layout import Layout
from rulebook.l10n.termbase import load_termbase

CONTEXT = Context(load_termbase(Layout().termbase))


def found(msgstr: str, game: str = "warseer") -> list[str]:
    entry = Entry(Path("page.po"), 4, f"{game}/page", "The text.", msgstr, game=game)
    return [f"[{p.check}] {p.message}: {p.piece}" for p in capitals.check(entry, CONTEXT)]


@pytest.mark.parametrize(
    ("msgstr", "game"),
    [
        ("Мощь героя растёт. Колода подвигов пуста.", "warseer"),  # sentence starts
        ("В начале хода мощь героя и колода подвигов пополняются.", "warseer"),
        ("- Мощь героя: до 10.", "warseer"),  # a list item
        ("**Warseer:** Мощь и доход.", "classic"),  # after a label
        ("Смотрите {doc}`Колода подвигов <feats>`.", "warseer"),  # a page's title
        ("Игра *Знаменосец* — варгейм; знаменосец — воин.", "znamenosets"),  # the title, italic
    ],
)
def test_good_capitals_and_titles_pass(msgstr: str, game: str) -> None:
    assert found(msgstr, game) == []


@pytest.mark.parametrize(
    ("msgstr", "game", "expected"),
    [
        (
            "Игрок берёт карту из Колоды подвигов.",
            "warseer",
            "[capitals] a capital inside a sentence: the term base writes 'колода подвигов': "
            "Колоды подвигов",
        ),
        (
            "Вы платите Мощью героя.",
            "warseer",
            "[capitals] a capital inside a sentence: the term base writes 'мощь героя': Мощью героя",
        ),
        (
            "Правила игры «Знаменосец».",
            "znamenosets",
            "[titles] a title in quotes: set it in italics, as the English text: Знаменосец",
        ),
        (
            "Издание *«Легенд Сигнума»*.",
            "classic",
            "[titles] a title in quotes: set it in italics, as the English text: Легенд Сигнума",
        ),
    ],
)
def test_a_capital_inside_a_sentence_and_a_title_in_quotes_are_caught(
    msgstr: str, game: str, expected: str
) -> None:
    assert found(msgstr, game) == [expected]
