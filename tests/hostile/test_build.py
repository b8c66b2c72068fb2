"""`rulebook build` with a bad feature file: it stops before building, with check's message.

Each test plants the bad file in its own copy of the checkout and runs the command
there, so the copy's features/ are the ones validated and its build/ the one that
must stay unwritten (it does not even exist).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

FEATURES = Path(__file__).parent.parent / "data" / "hostile" / "features"
QUESTIONS = Path(__file__).parent.parent / "data" / "questions"
Run = Callable[..., Any]  # the ``rulebook`` fixture of conftest.py
PLANTED = "features/znamenosets/zz_hostile.feature"  # validated last: the real chapters pass first


PLANTS = {  # a file planted among the chapters: where the message points, and what it says
    "bad_keyword": (FEATURES / "bad_keyword.feature", 3, "'Givn' is not a keyword"),
    "too_big": (None, 0, "is too big"),
    "russian_source": (
        QUESTIONS / "archer_ru.feature",
        1,
        "scenario sources are written in English",
    ),
}


@pytest.mark.parametrize("skip", [False, True], ids=["with_scenarios", "skip_scenarios"])
@pytest.mark.parametrize(("source", "line", "fragment"), list(PLANTS.values()), ids=list(PLANTS))
def test_a_bad_feature_stops_the_build_first(
    rulebook: Run,
    own_checkout: Path,
    skip: bool,
    source: Path | None,
    line: int,
    fragment: str,
) -> None:
    planted = own_checkout / PLANTED
    planted.write_bytes(source.read_bytes() if source else b"#" * 300_000)
    arguments = ["build", "--lang", "en"] + (["--skip-scenarios"] if skip else [])
    outcome = rulebook(*arguments, cwd=own_checkout)
    outcome.assert_bad_input(f"{PLANTED}:{line}" if line else PLANTED, fragment)
    assert not (own_checkout / "build").exists()


def test_an_unknown_step_in_a_chapter_stops_the_build(rulebook: Run, own_checkout: Path) -> None:
    chapter = own_checkout / "features" / "znamenosets" / "board.feature"
    text = chapter.read_text(encoding="utf-8")
    lines = len(text.splitlines())
    chapter.write_text(
        text + "\n  Scenario: A hostile addition\n    Then the archer flies\n", encoding="utf-8"
    )
    outcome = rulebook("build", cwd=own_checkout)
    outcome.assert_bad_input(
        f"features/znamenosets/board.feature:{lines + 3}", "unknown step 'the archer flies'"
    )
    assert not (own_checkout / "build").exists()
