"""``fields``: step fields, format fields and outline placeholders survive translation."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulebook.l10n.checks import fields
from rulebook.l10n.checks.base import Entry


def problems(
    domain: str, msgid: str, msgstr: str, context: str = "", flags: tuple[str, ...] = ()
) -> list[str]:
    entry = Entry(Path(f"{domain}.po"), 5, domain, msgid, msgstr, context, flags)
    return [p.message for p in fields.check(entry, None)]  # type: ignore[arg-type]


STEP = ("vocabulary", "step")
BRACE = ("python-brace-format",)


@pytest.mark.parametrize(
    ("domain", "msgid", "msgstr", "context", "flags"),
    [
        # fields reordered, words translated
        (
            *STEP[:1],
            "the warrior at {cell:Cell} is a {side:Side} {kind:Kind}",
            "на {cell:Cell} стоит воин: {kind:Kind}, {side:Side}",
            "step",
            (),
        ),
        # a vocabulary word has no fields
        ("vocabulary", "archer", "лучник", "kind", ()),
        # format fields reordered
        ("rulebook", "{side} {kind}", "{kind} ({side})", "diagram", BRACE),
        (
            "rulebook",
            "{rules} rules, {scenarios} scenarios",
            "Правил: {rules}, сценариев: {scenarios}",
            "",
            BRACE,
        ),
        # python-format placeholders
        ("rulebook", "Copyright %(copyright)s", "© %(copyright)s", "", ("python-format",)),
        # outline placeholders inside «ёлочки»
        (
            "scenarios",
            "The <attacker> attacks the <target>",
            "Воин «<attacker>» атакует воина «<target>»",
            "",
            (),
        ),
        # docs pages have none of these
        ("znamenosets/board", "Text {x}.", "Текст.", "", ()),
    ],
)
def test_kept_fields_pass(
    domain: str, msgid: str, msgstr: str, context: str, flags: tuple[str, ...]
) -> None:
    assert problems(domain, msgid, msgstr, context, flags) == []


@pytest.mark.parametrize(
    ("domain", "msgid", "msgstr", "context", "flags", "expected"),
    [
        (
            "vocabulary",
            "the cell {cell:Cell} is empty",
            "клетка {cell} пуста",
            "step",
            (),
            "step field missing or changed in msgstr",
        ),
        (
            "vocabulary",
            "the cell {cell:Cell} is empty",
            "клетка {cell:Клетка} пуста",
            "step",
            (),
            "step field not in msgid",
        ),
        (
            "rulebook",
            "{warrior} at {cell}",
            "{warrior} на {клетка}",
            "diagram",
            BRACE,
            "field not in msgid",
        ),
        (
            "rulebook",
            "{warrior} at {cell}",
            "{warrior} на клетке",
            "diagram",
            BRACE,
            "field missing or changed in msgstr",
        ),
        (
            "rulebook",
            "{warrior} at {cell}",
            "{warrior} на {cell",
            "diagram",
            BRACE,
            "msgstr is not a valid format string (expected '}' before end of string)",
        ),
        (
            "rulebook",
            "Copyright %(copyright)s",
            "© %(year)s",
            "",
            ("python-format",),
            "field missing or changed in msgstr",
        ),
        (
            "scenarios",
            "The <kind> on d4",
            "Воин «<вид>» на d4",
            "",
            (),
            "placeholder missing or changed in msgstr",
        ),
    ],
)
def test_broken_fields_are_caught(
    domain: str, msgid: str, msgstr: str, context: str, flags: tuple[str, ...], expected: str
) -> None:
    assert expected in problems(domain, msgid, msgstr, context, flags)
