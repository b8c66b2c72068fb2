"""Editorial choices the Russian text keeps in every catalog, for every game (issue 10, part 4).

The term base holds each game's terms (``draw`` is «ничья», never «вничью»; ``movement``
is «движение», never «перемещение»). These are the rulebook's own words, not a game's.
"""

from __future__ import annotations

import re
from pathlib import Path

import polib
import pytest

from rulebook.l10n.layout import Layout

CATALOGS = Layout().catalogs()
GAP = re.compile(r"^\*\*Gap\.\*\*")


def translated(catalog: Path) -> list[polib.POEntry]:
    return [e for e in polib.pofile(str(catalog)) if e.msgstr and not e.obsolete]


@pytest.mark.parametrize(
    "catalog", CATALOGS, ids=lambda p: p.relative_to(Layout().messages).as_posix()
)
def test_a_gap_is_a_neyasnost_and_a_rule_is_podtverzhdeno(catalog: Path) -> None:
    """«Пробел» reads as blank space; «доказано» and «подтверждено» were two words for one idea."""
    wrong = [
        (entry.linenum, entry.msgstr[:60])
        for entry in translated(catalog)
        if (GAP.match(entry.msgid) and not entry.msgstr.startswith("**Неясность.**"))
        or re.search(r"\bдоказан[оаы]?\b", entry.msgstr, re.IGNORECASE)
    ]
    assert not wrong
