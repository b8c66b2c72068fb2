"""`rulebook check` on paths that are not a readable feature file, and on files too big.

As root, ``chmod 000`` does not stop a read, so unreadable files take other forms:
a folder, a broken or looping link, a path through a file, a device, a FIFO.
These inputs are made in a temporary folder by each test, not kept as data files.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

FEATURES = Path(__file__).parent.parent / "data" / "hostile" / "features"
Run = Callable[..., Any]  # the ``rulebook`` fixture of conftest.py
BOARD = (
    "Feature: A big question\n"
    "  Scenario: Many steps\n"
    "    Given the board:\n"
    "      | cell | warrior         | side  |\n"
    "      | a1   | standard-bearer | blue  |\n"
    "      | g8   | standard-bearer | green |\n"
)
STEP = "    Then the game is not over\n"
LIMIT = 256 * 1024  # rulebook.scenarios.gherkin.MAX_BYTES


def missing(folder: Path) -> Path:
    return folder / "absent.feature"


def folder_named_like_a_feature(folder: Path) -> Path:
    path = folder / "question.feature"
    path.mkdir()
    return path


def broken_link(folder: Path) -> Path:
    path = folder / "link.feature"
    path.symlink_to(folder / "gone.feature")
    return path


def looping_link(folder: Path) -> Path:
    (folder / "b.feature").symlink_to(folder / "a.feature")
    (folder / "a.feature").symlink_to(folder / "b.feature")
    return folder / "a.feature"


def path_through_a_file(folder: Path) -> Path:
    return FEATURES / "empty.feature" / "x"


def fifo(folder: Path) -> Path:
    path = folder / "pipe.feature"
    os.mkfifo(path)  # reading it would wait for a writer forever
    return path


def device(folder: Path) -> Path:
    return Path("/dev/zero")  # reading it would never end


def a_million_steps(folder: Path) -> Path:
    path = folder / "million.feature"
    path.write_text(BOARD + STEP * 1_000_000, encoding="utf-8")  # 29 MiB
    return path


def just_over_the_limit(folder: Path) -> Path:
    path = folder / "over.feature"
    path.write_text(BOARD + "#" * (LIMIT - len(BOARD)) + "\n", encoding="utf-8")
    return path


CASES = [
    (missing, "no such file"),
    (folder_named_like_a_feature, "is a folder with no .feature files in it"),
    (broken_link, "is a broken symbolic link"),
    (looping_link, "cannot be read (Too many levels of symbolic links)"),
    (path_through_a_file, "no such file (a part of the path is not a folder)"),
    (fifo, "is not a regular file"),
    (device, "is not a regular file"),
    (a_million_steps, "is too big (30,000,191 bytes, at most 262,144): split the question"),
    (just_over_the_limit, "is too big (262,145 bytes, at most 262,144): split the question"),
]


@pytest.mark.parametrize(
    ("make", "fragment"), [pytest.param(*case, id=case[0].__name__) for case in CASES]
)
def test_a_path_that_is_no_feature_file_gets_one_line(
    rulebook: Run, tmp_path: Path, make: Callable[[Path], Path], fragment: str
) -> None:
    path = make(tmp_path)
    watched = [tmp_path] if path.is_relative_to(tmp_path) else []
    rulebook("check", path, inputs=watched).assert_bad_input(str(path), fragment)


def test_a_very_long_line_is_quoted_short(rulebook: Run, tmp_path: Path) -> None:
    path = tmp_path / "long.feature"
    path.write_text(BOARD + "    Then the archer " + "flies " * 30_000 + "\n", encoding="utf-8")
    outcome = rulebook("check", path, inputs=[path])
    outcome.assert_bad_input(f"{path}:7", "unknown step 'the archer flies flies")
    assert len(outcome.stderr) < 600


def test_a_question_just_under_the_limit_runs_to_its_verdict(rulebook: Run, tmp_path: Path) -> None:
    """About 8,700 steps in one scenario: every step is recorded, and none costs more than the last."""
    path = tmp_path / "near.feature"
    path.write_text(BOARD + STEP * ((LIMIT - len(BOARD)) // len(STEP)), encoding="utf-8")
    outcome = rulebook("check", path, inputs=[path])
    outcome.assert_no_traceback()
    assert outcome.status == 0, outcome.stderr
    assert outcome.stdout.endswith("\nthe scenario holds\n")
