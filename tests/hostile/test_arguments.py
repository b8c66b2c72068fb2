"""Bad command lines: one line ``rulebook: error: ...``, exit 2, nothing run or written."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

QUESTION = Path(__file__).parent.parent / "data" / "questions" / "archer_en.feature"
Run = Callable[..., Any]  # the ``rulebook`` fixture of conftest.py

CASES = {
    "no_command": ([], "the following arguments are required: command"),
    "unknown_command": (["frobnicate"], "argument command: invalid choice: 'frobnicate'"),
    "unknown_option": (["check", "--frobnicate", QUESTION], "unrecognized arguments: --frobnicate"),
    "unknown_option_alone": (["--frobnicate"], "the following arguments are required: command"),
    "check_without_file": (["check"], "the following arguments are required: QUESTION"),
    "check_stdin_twice": (["check", "-", "-"], "standard input ('-') can be read only once"),
    "check_unknown_language": (
        ["check", "--lang", "fr", QUESTION],
        "argument --lang: invalid choice: 'fr'",
    ),
    "check_unknown_format": (
        ["check", "--format", "xml", QUESTION],
        "argument --format: invalid choice: 'xml'",
    ),
    "steps_unknown_game": (
        ["steps", "--game", "chess"],
        "no game 'chess'; the games are: znamenosets",
    ),
    "build_unknown_language": (["build", "--lang", "xx"], "argument --lang: invalid choice: 'xx'"),
    "build_language_missing": (["build", "--lang"], "argument --lang: expected one argument"),
}


@pytest.mark.parametrize(("arguments", "fragment"), list(CASES.values()), ids=list(CASES))
def test_bad_arguments_get_one_line(rulebook: Run, arguments: list[str], fragment: str) -> None:
    outcome = rulebook(*arguments, inputs=[QUESTION])
    outcome.assert_bad_input("error", fragment)
    assert outcome.stderr.rstrip().endswith("(see 'rulebook --help')")
