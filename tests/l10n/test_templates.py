"""The templates ``rulebook l10n update`` extracts are the same whatever order the games'
steps were imported in: a book build imports one game at a time, a question only its own."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from rulebook.l10n.extract import code_template_texts
from rulebook.paths import FEATURES_DIR

TEMPLATE = (
    "from rulebook.vocabulary import load\n"
    "for game in {games!r}: load([game])\n"
    "from rulebook.l10n.templates import vocabulary_template\n"
    "print(vocabulary_template())\n"
)


def template_after(*games: str) -> str:
    code = TEMPLATE.format(games=list(games))
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return done.stdout


@pytest.mark.parametrize("order", [("warseer", "znamenosets", "classic"), ("classic",)])
def test_the_vocabulary_template_does_not_depend_on_the_order_the_games_were_imported(
    order: tuple[str, ...],
) -> None:
    canonical = template_after()
    assert 'msgid "the board:"' in canonical and 'msgctxt "kind"' in canonical
    assert template_after(*order) == canonical


def test_the_kept_code_templates_follow_the_feature_files(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The code's templates come from the user's cache until a feature file changes."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    features = tmp_path / "features"
    shutil.copytree(FEATURES_DIR / "znamenosets", features / "znamenosets")
    first = code_template_texts(features)
    assert first == code_template_texts(features)
    kept = tmp_path / "cache" / "signum-rulebook" / "templates"
    assert len(list(kept.iterdir())) == 1
    page = features / "znamenosets" / "movement.feature"
    page.write_text(
        page.read_text(encoding="utf-8")
        + "\n  Scenario: A scenario written since the last update\n    Given the start of a game\n",
        encoding="utf-8",
    )
    after = code_template_texts(features)
    assert len(list(kept.iterdir())) == 2  # made again, under a new key
    assert "A scenario written since the last update" not in first["scenarios"]
    assert 'msgid "A scenario written since the last update"' in after["scenarios"]
