"""``rulebook l10n count``: how often each forbidden variant of the term base is used."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import polib

from rulebook.l10n.layout import Layout

Run = Callable[..., tuple[int, str, str]]
TERMBASE = """\
[[term]]
en = "destroyed"
ru = "уничтожить"
forbidden = ["погибнуть"]
en_forbidden = ["eliminated", "dies"]
game = "warseer"
"""


def test_count_lists_each_variant_still_used_in_either_language(
    tmp_path: Path, write_po: Callable[..., Path], rulebook: Run
) -> None:
    layout = Layout(locales=tmp_path / "locales", docs=tmp_path / "docs")
    layout.messages.mkdir(parents=True)
    (layout.docs / "warseer").mkdir(parents=True)
    (layout.docs / "warseer" / "damage.md").write_text(
        "# Damage\n\n:::{rule} LS2-7.6\nIt is eliminated, eliminated at once.\n:::\n\n"
        "It dies, outside any rule.\n",
        encoding="utf-8",
    )
    (layout.features / "warseer").mkdir(parents=True)
    (layout.features / "warseer" / "damage.feature").write_text(
        "Feature: f\n  Scenario: A creature dies\n    Given x\n", encoding="utf-8"
    )
    other = tmp_path / "termbase.toml"
    other.write_text(TERMBASE, encoding="utf-8")
    layout.termbase.write_text(TERMBASE.replace(', "dies"', ""), encoding="utf-8")
    write_po(
        layout.catalog("warseer/damage"),
        polib.POEntry(msgid="It is destroyed.", msgstr="Оно погибло, погибло сразу."),
    )
    where = ["--locales", str(layout.locales), "--docs", str(layout.docs)]
    status, out, _ = rulebook("l10n", "count", *where)
    assert status == 0
    assert out.splitlines() == [
        "game     term       language  variant     found",
        "warseer  destroyed  en        eliminated  2",
        "warseer  destroyed  ru        погибнуть   2",
        "count: 1 term decision(s), 2 forbidden variant(s); used: 2 in English, 2 in Russian",
    ]
    # Another term base counts what it forbids: a scenario name is counted, prose is not.
    status, out, _ = rulebook("l10n", "count", *where, "--termbase", str(other), "--all")
    assert "warseer  destroyed  en        dies        1" in out.splitlines()
    assert out.splitlines()[-1].endswith("used: 3 in English, 2 in Russian")
