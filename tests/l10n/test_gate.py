"""The gate CI holds the Russian catalogs to: check --strict, msgfmt --check, a clean Russian build."""

from __future__ import annotations

import re
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest
from support.books import Books
from support.needs import need

from rulebook.l10n.layout import Layout

CATALOGS = Layout().catalogs()


def test_the_real_catalogs_pass_check_strict(rulebook: Callable[..., tuple[int, str, str]]) -> None:
    status, out, _ = rulebook("l10n", "check", "--strict")
    assert status == 0, f"rulebook l10n check --strict found problems:\n{out}"


@pytest.mark.parametrize(
    "catalog", CATALOGS, ids=lambda p: p.relative_to(Layout().messages).as_posix()
)
@pytest.mark.needs("msgfmt")
def test_every_catalog_passes_msgfmt_check(catalog: Path, tmp_path: Path) -> None:
    result = subprocess.run(
        [need("msgfmt"), "--check", "-o", str(tmp_path / "out.mo"), str(catalog)],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stderr
    assert "warning" not in result.stderr, result.stderr


def test_the_russian_book_builds_with_warnings_as_errors(real_books: Books) -> None:
    """The session's real books are built warnings-as-errors (see tests/support/books.py)."""
    terms = real_books.page("ru", "znamenosets/terms").read_text(encoding="utf-8")
    assert 'class="termbase-table' in terms
    row = re.search(r'<p lang="ru">всадник</p>.*?</tr>', terms, re.S)
    assert row and '<p lang="en">horseman</p>' in row[0]
    assert '<p lang="ru">конник, наездник</p>' in row[0]
    guide = real_books.page("ru", "translators").read_text(encoding="utf-8")
    assert "Руководство переводчика" in guide and "The translator" not in guide
