"""``safety``: no HTML tag and no URL that the source lacks."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulebook.l10n.checks import safety
from rulebook.l10n.checks.base import Entry


def problems(msgid: str, msgstr: str, domain: str = "znamenosets/page") -> list[tuple[str, str]]:
    entry = Entry(Path("page.po"), 9, domain, msgid, msgstr)
    return [(p.message, p.piece) for p in safety.check(entry, None)]  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("msgid", "msgstr", "domain"),
    [
        (
            "One of your {term}`warriors <warrior>`.",
            "Один из ваших {term}`воинов <воин>`.",
            "znamenosets/page",
        ),
        ("See {ref}`rules <rules-zn>`.", "См. {ref}`правила <rules-zn>`.", "znamenosets/page"),
        ("The <attacker> attacks", "Воин «<attacker>» атакует", "scenarios"),
        ("Write `<b>` in code.", "Пишите `<b>` в коде.", "znamenosets/page"),
        ("Read <https://example.org/a>.", "Читайте <https://example.org/a>.", "znamenosets/page"),
        ("Strength 3 < 4 > 2.", "Сила 3 < 4 > 2.", "znamenosets/page"),
        ("Version 1.2.", "Версия 1.2.", "znamenosets/page"),
    ],
)
def test_harmless_text_passes(msgid: str, msgstr: str, domain: str) -> None:
    assert problems(msgid, msgstr, domain) == []


@pytest.mark.parametrize(
    ("msgid", "msgstr", "expected"),
    [
        ("A warrior.", "Воин <script>alert(1)</script>.", ("HTML tag not in msgid", "<script>")),
        ("A warrior.", 'Воин <img src="x" onerror="y">.', ("HTML tag not in msgid", "<img>")),
        ("A warrior.", "<b>Воин</b>.", ("HTML tag not in msgid", "<b>")),
        (
            "A warrior.",
            "Воин, см. https://evil.example/x.",
            ("URL not in msgid", "https://evil.example/x"),
        ),
        ("A warrior.", "[Воин](javascript:alert(1))", ("URL not in msgid", "javascript:alert(1)")),
        ("A warrior.", "Воин на www.example.com", ("URL not in msgid", "www.example.com")),
        ("The <kind> moves", "Воин «<kind>» <em>ходит</em>", ("HTML tag not in msgid", "<em>")),
    ],
)
def test_new_markup_or_urls_are_caught(msgid: str, msgstr: str, expected: tuple[str, str]) -> None:
    assert expected in problems(msgid, msgstr, "scenarios")
