"""A catalog read once is kept in the user's cache; a changed catalog is read again."""

from __future__ import annotations

import shutil
from pathlib import Path

import polib
import pytest

from rulebook.paths import tool_catalog_path
from rulebook.vocabulary.catalog import translations

KEY = ("", "Znamenosets")


@pytest.fixture
def catalog(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    copy = tmp_path / "reasons.po"
    shutil.copy(tool_catalog_path("ru", "reasons"), copy)
    return copy


def retranslate(path: Path, text: str) -> None:
    po = polib.pofile(str(path))
    next(e for e in po if (e.msgctxt or "", e.msgid) == KEY).msgstr = text
    po.save()


def test_a_catalog_is_read_from_the_cache_until_it_changes(catalog: Path, tmp_path: Path) -> None:
    assert translations(catalog)[KEY] == "Знаменосец"
    assert list((tmp_path / "cache" / "signum-rulebook" / "catalogs").glob("*"))
    retranslate(catalog, "Знаменосец (правка)")
    assert translations(catalog)[KEY] == "Знаменосец (правка)"


def test_a_broken_cache_file_is_read_past(catalog: Path, tmp_path: Path) -> None:
    translations(catalog)
    for cached in (tmp_path / "cache" / "signum-rulebook" / "catalogs").glob("*"):
        cached.write_bytes(b"not a pickle")
    assert translations(catalog)[KEY] == "Знаменосец"
