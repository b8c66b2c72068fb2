"""``numbers``: rule IDs and numbers of the msgid survive translation."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulebook.l10n.checks import numbers
from rulebook.l10n.checks.base import Entry


def problems(msgid: str, msgstr: str) -> list[tuple[str, str]]:
    entry = Entry(Path("page.po"), 3, "scenarios", msgid, msgstr)
    return [(p.message, p.piece) for p in numbers.check(entry, None)]  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("msgid", "msgstr", "expected"),
    [
        # kept numbers pass
        (
            "The line moves 1 to 3 cells.",
            "Линия сдвигается на 1, 2 или 3 клетки.",
            [],
        ),  # may add numbers
        (
            "4 + 1 for its class + 1 for the line, which makes 6",
            "4 + 1 за класс + 1 за линию, то есть 6",
            [],
        ),
        ("refused under rule ZN-C.15", "запрещено правилом ZN-C.15", []),
        ("Rules {rule}`ZN-3.2` and ZN-10.1.", "Правила {rule}`ZN-3.2` и ZN-10.1.", []),
        ("Copyright &#169; %(copyright)s", "© %(copyright)s", []),  # an entity is no number
        ("The corner `a1` and row 8.", "Угол `a1` и ряд 8.", []),
        # lost numbers are caught
        (
            "A deck of 20 warriors.",
            "Колода из двадцати воинов.",
            [("number missing in msgstr", "20")],
        ),
        ("4 + 1 + 1 makes 6", "4 + 1 даёт 6", [("number missing in msgstr", "1")]),
        (
            "refused under rule ZN-6.2",
            "запрещено правилом ZN-6.3",
            [("rule ID missing in msgstr", "ZN-6.2")],
        ),
        ("Row 12.", "Ряд 21.", [("number missing in msgstr", "12")]),
    ],
)
def test_a_translation_keeps_the_numbers_of_its_source(
    msgid: str, msgstr: str, expected: list[tuple[str], str]
) -> None:
    assert problems(msgid, msgstr) == expected
