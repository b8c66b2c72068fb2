"""``header``: a catalog's Plural-Forms is the Russian rule, which msgfmt --check does not ask."""

from __future__ import annotations

import subprocess
from collections.abc import Callable
from pathlib import Path

import polib
import pytest
from support.needs import need

from rulebook.l10n.layout import Layout

Run = Callable[..., tuple[int, str, str]]
HEADER = {
    "Content-Type": "text/plain; charset=utf-8",
    "Language": "ru",
}
RUSSIAN = (
    "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && "
    "(n%100<10 || n%100>=20) ? 1 : 2);"
)


def catalog(small: Layout, write_po: Callable[..., Path], plural: str | None) -> Path:
    header = dict(HEADER) | ({"Plural-Forms": plural} if plural else {})
    entry = polib.POEntry(msgid="Rule", msgstr="Правило")
    return write_po(small.catalog("rulebook"), entry, header=header)


@pytest.mark.parametrize(
    "plural",
    [
        RUSSIAN,
        # Babel's own spelling of the same rule
        "nplurals=3; plural=(n % 10 == 1 && n % 100 != 11 ? 0 : n % 10 >= 2 && n % 10 <= 4 "
        "&& (n % 100 < 10 || n % 100 >= 20) ? 1 : 2);",
        None,  # no plural messages, no header needed
    ],
)
def test_the_russian_rule_in_any_spelling_passes(
    small: Layout,
    write_po: Callable[..., Path],
    rulebook: Run,
    at: Callable[[Layout], list[str]],
    plural: str | None,
) -> None:
    catalog(small, write_po, plural)
    assert rulebook("l10n", "check", *at(small))[:2] == (0, "")


OTHER_RULES = [
    "nplurals=2; plural=(n != 1);",
    "nplurals=3; plural=(n==1 ? 0 : n<5 ? 1 : 2);",
    "nplurals=1; plural=0;",
]


@pytest.mark.needs("msgfmt")
@pytest.mark.parametrize("plural", OTHER_RULES)
def test_msgfmt_check_accepts_another_rule(
    small: Layout, write_po: Callable[..., Path], plural: str, tmp_path: Path
) -> None:
    """GNU gettext sees nothing wrong: only ``header`` catches these."""
    path = catalog(small, write_po, plural)
    command = [need("msgfmt"), "--check", "-o", str(tmp_path / "x.mo"), str(path)]
    assert subprocess.run(command, check=False).returncode == 0


@pytest.mark.parametrize("plural", OTHER_RULES)
def test_another_rule_is_caught_at_its_line_though_msgfmt_accepts_it(
    small: Layout,
    write_po: Callable[..., Path],
    rulebook: Run,
    at: Callable[[Layout], list[str]],
    plural: str,
) -> None:
    path = catalog(small, write_po, plural)
    status, out, _ = rulebook("l10n", "check", *at(small))
    line = next(
        n
        for n, text in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if text.startswith('"Plural-Forms:')
    )
    assert status == 1
    assert out.startswith(
        f"{path}:{line}: [header] Plural-Forms is not the rule of 'ru': use nplurals=3;"
    )
