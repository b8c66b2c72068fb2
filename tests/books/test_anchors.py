"""A scenario's anchor, what a shared link names it by: the same in both books, one per
scenario, and kept when another scenario is written before it."""

from __future__ import annotations

import shutil
from pathlib import Path

from rulebook.paths import FEATURES_DIR
from rulebook.sphinx.library import Library

MOVEMENT = "znamenosets/movement.feature"
WRITTEN_BEFORE = """
  @ZN-6.1
  Scenario: A scenario written before the others
    Given the board:
      | cell | warrior         | side  |
      | b2   | pikeman         | blue  |
      | a1   | standard-bearer | blue  |
      | g8   | standard-bearer | green |
    When the warrior at b2 moves to b3
"""


def anchors(library: Library) -> dict[str, str]:
    """Each scenario's anchor -> its English name, for every scenario of the library."""
    found = {}
    for path, infos in library.by_file.items():
        for english, info in zip(library.english[path], infos, strict=True):
            found[library.anchor(info)] = english.name
    return found


def znamenosets_features(folder: Path) -> Path:
    """A copy of one game's feature files: enough to read, and quick to translate."""
    shutil.copytree(FEATURES_DIR / "znamenosets", folder / "features" / "znamenosets")
    return folder / "features"


def test_every_scenario_has_its_own_anchor_the_same_in_both_books(tmp_path: Path) -> None:
    results = tmp_path / "results.json"  # none: the anchors do not depend on verdicts
    features = znamenosets_features(tmp_path)
    english, russian = Library("en", results, features), Library("ru", results, features)
    assert len(anchors(english)) == len(english.all()) > 30
    assert anchors(russian) == anchors(english)
    assert all(anchor.startswith("scenario-") and " " not in anchor for anchor in anchors(english))


def test_a_scenario_keeps_its_anchor_when_another_is_written_before_it(tmp_path: Path) -> None:
    features = znamenosets_features(tmp_path)
    before = Library("en", tmp_path / "results.json", features)
    path = features / MOVEMENT
    text = path.read_text(encoding="utf-8")
    first_scenario = text.index("\n  @example")
    path.write_text(text[:first_scenario] + WRITTEN_BEFORE + text[first_scenario:], "utf-8")
    after = Library("en", tmp_path / "results.json", features)
    (pikeman_before, *_), (added, pikeman_after, *_) = before.by_file[path], after.by_file[path]
    assert pikeman_after.name == pikeman_before.name
    assert after.anchor(pikeman_after) == before.anchor(pikeman_before)
    assert (
        after.anchor(added) == "scenario-znamenosets-movement-a-scenario-written-before-the-others"
    )
    # The anchor by place, which links made before this one name, moved with the insertion.
    assert after.former_anchor(pikeman_after) != before.former_anchor(pikeman_before)
    assert len(anchors(after)) == len(after.all())
