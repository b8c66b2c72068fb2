"""`rulebook l10n check` and `status` on broken .po catalogs: one line with file and line, exit 2.

Each case replaces one catalog of a temporary copy of locales/ with a bad file
from tests/data/hostile/po and points ``--locales`` at the copy.
"""

from __future__ import annotations

import re
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

DATA = Path(__file__).parent.parent / "data" / "hostile" / "po"
LOCALES = Path(__file__).parent.parent.parent / "locales"
CATALOG = "ru/LC_MESSAGES/znamenosets/board.po"
Run = Callable[..., Any]  # the ``rulebook`` fixture of conftest.py

CASES = {  # the bad file: the line the message names, and words it holds
    "bad_syntax": (12, "syntax error"),
    "bad_header": (7, "bad header: charset is klingon"),
    "latin1_with_utf8_header": (12, "not UTF-8"),
    "truncated": (12, "syntax error"),
}


@pytest.mark.parametrize("command", ["check", "status"])
@pytest.mark.parametrize(("name", "expected"), list(CASES.items()), ids=list(CASES))
def test_a_broken_catalog_gets_one_line_with_file_and_line(
    rulebook: Run, tmp_path: Path, command: str, name: str, expected: tuple[int, str]
) -> None:
    locales = tmp_path / "locales"
    shutil.copytree(LOCALES, locales)
    shutil.copyfile(DATA / f"{name}.po", locales / CATALOG)
    outcome = rulebook("l10n", command, "--locales", locales, inputs=[locales])
    line, fragment = expected
    message = outcome.message()
    assert re.match(rf"rulebook: (\S*/)?locales/{re.escape(CATALOG)}:{line}: ", message), message
    assert fragment in message, message
