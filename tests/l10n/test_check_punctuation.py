"""``punctuation``: a translation ends with the mark its source ends with."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulebook.l10n.checks import punctuation
from rulebook.l10n.checks.base import Entry


def problems(msgid: str, msgstr: str) -> list[str]:
    entry = Entry(Path("page.po"), 7, "znamenosets/movement", msgid, msgstr)
    return [p.message for p in punctuation.check(entry, None)]  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("msgid", "msgstr", "expected"),
    [
        # the same end passes
        ("A warrior walks.", "Воин ходит.", []),
        ("never steps diagonally;", "никогда не ходит по диагонали;", []),
        ("The attack strength is the sum of:", "Сила атаки воина складывается из:", []),
        ("What happens then?", "Что тогда происходит?", []),
        ("Single movement", "Одиночное движение", []),
        ("**Gap.**", "**Неясность.**", []),  # the mark inside the emphasis
        ('It says "go".', "Там сказано: «иди».", []),
        ('He said: "go."', "Он сказал: «иди.»", []),
        ("And so on...", "И так далее…", []),  # three dots and an ellipsis are one mark
        ("See ZN-3.2 (its bonus).", "См. ZN-3.2 (его бонус).", []),
        ("Made with ", "Сделано с помощью ", []),
        # a different end is caught
        ("A warrior walks.", "Воин ходит", ["ends with no mark, the msgid with '.'"]),
        (
            "never steps diagonally;",
            "никогда не ходит по диагонали.",
            ["ends with '.', the msgid with ';'"],
        ),
        ("The attacker wins.", "Атакующий побеждает?", ["ends with '?', the msgid with '.'"]),
        ("Single movement", "Одиночное движение.", ["ends with '.', the msgid with no mark"]),
        (
            "See ZN-3.2 (its bonus)",
            "См. ZN-3.2 (его бонус).",
            ["ends with '.', the msgid with no mark"],
        ),
        ("The sum of:", "Сумма.", ["ends with '.', the msgid with ':'"]),
    ],
)
def test_a_translation_ends_with_the_mark_of_its_source(
    msgid: str, msgstr: str, expected: list[str]
) -> None:
    assert problems(msgid, msgstr) == expected
