"""Which rulebook project the commands work on: the current folder's, or the one named."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from rulebook.paths import PROJECT_VARIABLE, find_project


def make_project(folder: Path) -> Path:
    (folder / "docs").mkdir(parents=True)
    (folder / "docs" / "conf.py").write_text("", encoding="utf-8")
    (folder / "features").mkdir()
    return folder


def test_the_project_is_the_current_folder_or_the_nearest_above(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(PROJECT_VARIABLE, raising=False)
    project = make_project(tmp_path / "book")
    inside = project / "docs" / "deep"
    inside.mkdir()
    assert find_project(project) == project
    assert find_project(inside) == project
    assert find_project(tmp_path) is None


def test_a_named_project_comes_first(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    named = make_project(tmp_path / "named")
    monkeypatch.setenv(PROJECT_VARIABLE, str(named))
    assert find_project(make_project(tmp_path / "here")) == named


def test_build_outside_a_project_is_refused_before_anything_is_written(tmp_path: Path) -> None:
    command = [sys.executable, "-m", "rulebook.cli", "build", "--skip-scenarios"]
    done = subprocess.run(command, cwd=tmp_path, capture_output=True, text=True, check=False)
    assert done.returncode == 2
    assert done.stderr.startswith(f"rulebook: {tmp_path}: not a rulebook project")
    assert list(tmp_path.iterdir()) == []
