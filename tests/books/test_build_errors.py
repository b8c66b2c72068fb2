"""The book refuses to build on a broken rule reference, and escapes hostile translations."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import polib
import pytest


@pytest.mark.parametrize(
    ("extra", "said"),
    [
        pytest.param(":::{rule} ZN-6.1\nAgain.\n:::\n", "duplicate rule ID ZN-6.1", id="duplicate"),
        pytest.param("See {rule}`ZN-99.1`.\n", "unknown rule ID ZN-99.1", id="unknown"),
        pytest.param(
            ":::{rule} rule-one\nText.\n:::\n", "malformed rule ID 'rule-one'", id="malformed"
        ),
    ],
)
def test_a_broken_rule_id_or_reference_fails_the_build(
    tmp_path: Path, book_builder: Any, extra: str, said: str
) -> None:
    built = book_builder(tmp_path, "en", extra=extra, results=tmp_path / "none.json")
    assert built.status != 0
    assert said in built.warnings


def test_a_scenario_citing_an_unknown_rule_fails_the_build(
    tmp_path: Path, book_builder: Any
) -> None:
    features = tmp_path / "features"
    shutil.copytree(book_builder.features, features)
    feature = features / "demo" / "gherkin.feature"
    feature.write_text(
        feature.read_text(encoding="utf-8").replace("@ZN-6.2", "@ZN-6.2 @ZN-42.1"), encoding="utf-8"
    )
    built = book_builder(tmp_path, "en", features=features, results=tmp_path / "none.json")
    assert built.status != 0
    assert "cites unknown rule ID ZN-42.1" in built.warnings
    assert "gherkin.feature:" in built.warnings  # it names the feature file and line


def test_markup_in_a_translation_renders_as_text(tmp_path: Path, book_builder: Any) -> None:
    catalog = polib.POFile()
    catalog.metadata = {"Content-Type": "text/plain; charset=utf-8", "Language": "ru"}
    hostile = "Воин ходит <script>alert(1)</script> и <img src=x onerror=alert(2)>."
    catalog.append(polib.POEntry(msgid="A warrior walks.", msgstr=hostile))
    folder = tmp_path / "src" / "locales" / "ru" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    catalog.save(str(folder / "index.po"))
    built = book_builder(tmp_path, "ru", results=tmp_path / "none.json")
    assert built.status == 0, built.warnings
    page = built.page()
    assert "Воин ходит &lt;script&gt;alert(1)&lt;/script&gt;" in page
    assert "&lt;img src=x onerror=alert(2)&gt;" in page
    assert "<script>alert" not in page and "<img src=x" not in page and 'onerror="' not in page
