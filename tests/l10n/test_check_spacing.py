"""``units``, ``nbsp`` and ``points``: the Russian typography of numbers, short words and points
of the classic table; and ``rulebook l10n typeset``, which writes the non-breaking spaces."""

from __future__ import annotations

from pathlib import Path

import polib
import pytest
from support.l10n_project import SmallProject

from rulebook.l10n.checks import points, spacing
from rulebook.l10n.checks.base import Context, Entry
from rulebook.l10n.layout import Layout
from rulebook.l10n.termbase import load_termbase

NBSP = "\u00a0"
CONTEXT = Context(load_termbase(Layout().termbase))


def found(
    msgstr: str, domain: str = "classic/table", context: str = "", game: str = "classic"
) -> list[str]:
    entry = Entry(Path("page.po"), 4, domain, "The text.", msgstr, context=context, game=game)
    return [f"[{p.check}] {p.message}: {p.piece}" for p in spacing.check(entry, CONTEXT)]


@pytest.mark.parametrize(
    "msgstr",
    [
        f"Стол 60{NBSP}на{NBSP}60{NBSP}см, S{NBSP}— 8{NBSP}см.",
        f"Воин идёт на{NBSP}c3 и{NBSP}{{term}}`бьёт в спину <удар в спину>`.",  # a role: as is
        f"Клетка `в c3` и{NBSP}поле {{cell:Cell}} ходом на{NBSP}<kind>.",  # code, fields
        f"Смотрите https://example.org/в а{NBSP}также.",  # a URL is left alone
        "удар в спину",  # a term of the term base: Sphinx finds a glossary entry by its words
        "Кто-то, кто-нибудь",  # a hyphen is no word boundary
    ],
)
def test_good_spacing_passes(msgstr: str) -> None:
    assert found(msgstr) == []


@pytest.mark.parametrize(
    ("msgstr", "expected"),
    [
        (
            "Стол 60 см шириной.",
            "[units] 1 ordinary space between a number and its unit: make it non-breaking "
            "(rulebook l10n typeset): 60 см",
        ),
        (
            f"Дистанция {{length}} см{NBSP}и{NBSP}14 МБ.",
            "[units] 2 ordinary spaces between a number and its unit: make them non-breaking "
            "(rulebook l10n typeset): {length} см⍽и⍽14, см⍽и⍽14 МБ.",
        ),
        (
            "Воин идёт в клетку.",
            "[nbsp] 1 ordinary space after a short preposition or conjunction: make it "
            "non-breaking (rulebook l10n typeset): в клетку.",
        ),
        (
            f"И он{NBSP}— к врагу, а тот с мечом, но в лесу.",
            "[nbsp] 6 ordinary spaces after a short preposition or conjunction: make them "
            "non-breaking (rulebook l10n typeset): И он⍽—, к врагу,, а тот, …",
        ),
    ],
)
def test_ordinary_spaces_where_russian_wants_non_breaking_ones_are_caught(
    msgstr: str, expected: str
) -> None:
    assert found(msgstr) == [expected]


def test_step_patterns_are_exempt_and_tool_catalogs_keep_their_short_words() -> None:
    """A step is typed with ordinary spaces; a terminal message is searched as typed."""
    assert found("воин с {cell:Cell} идёт 8 см", "vocabulary", context="step") == []
    assert found("у существа нет хода на {to}", "reasons") == []
    assert found("подставка 2 см", "reasons") != []  # a unit is one with its number anywhere


def test_typeset_writes_what_the_checks_want() -> None:
    text = "И он — к врагу на 8 см, а `в c3` и {term}`в спину <удар в спину>`."
    done = spacing.typeset(text)
    assert done == (
        f"И{NBSP}он{NBSP}— к{NBSP}врагу на{NBSP}8{NBSP}см, а{NBSP}`в c3` и{NBSP}"
        "{term}`в спину <удар в спину>`."
    )
    assert found(done) == []
    assert spacing.typeset(done) == done


def points_found(msgstr: str, game: str = "classic") -> list[str]:
    entry = Entry(Path("page.po"), 4, "classic/table", "The text.", msgstr, game=game)
    return [f"{p.message}: {p.piece}" for p in points.check(entry, CONTEXT)]


@pytest.mark.parametrize(
    "msgstr",
    [
        "Существо в точке (20; 1,5) идёт по пути (20; 20) → (18; 27).",
        "Допуск 0,01 см; правило LS1-8.2; кубики 4, 5 или 6.",
        "Код `20,1.5` остаётся кодом.",
    ],
)
def test_russian_points_pass(msgstr: str) -> None:
    assert points_found(msgstr) == []


@pytest.mark.parametrize(
    ("msgstr", "expected"),
    [
        ("Существо в точке 20,1.5.", ["written the English way: write (20; 1,5): 20,1.5"]),
        ("Существо в точке 10,10.", ["written the English way: write (10; 10): 10,10"]),
        (
            "Путь (20; 20) → 18,27.",
            ["written the English way: write (18; 27): 18,27"],
        ),
        ("Подставка 2.5 см.", ["written the English way: write 2,5: 2.5"]),
    ],
)
def test_points_written_the_english_way_are_caught(msgstr: str, expected: list[str]) -> None:
    assert points_found(msgstr) == expected


def test_points_are_a_classic_matter() -> None:
    assert points_found("Клетка 10,10 в точке 10,10.", game="warseer") == []


def test_typeset_rewrites_the_catalogs_and_check_is_then_clean(project: SmallProject) -> None:
    path = project.write(
        "scenarios",
        polib.POEntry(
            msgid="The warrior goes to c3, 8 cm — far.", msgstr="Воин идёт в c3, 8 см — далеко."
        ),
    )
    status, out, _ = project.rulebook("l10n", "check")
    assert status == 1
    assert {line.split("] ")[0].rsplit("[", 1)[1] for line in out.splitlines()} == {
        "units",
        "nbsp",
        "typography",
    }
    status, out, _ = project.rulebook("l10n", "typeset")
    assert status == 0 and out.splitlines()[-1] == "typeset: 1 catalog(s) changed"
    (entry,) = [e for e in polib.pofile(str(path)) if e.msgid]
    assert entry.msgstr == f"Воин идёт в{NBSP}c3, 8{NBSP}см{NBSP}— далеко."
    assert project.rulebook("l10n", "check")[:2] == (0, "")
    assert project.rulebook("l10n", "typeset")[1].endswith("typeset: 0 catalog(s) changed\n")
