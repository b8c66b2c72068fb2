"""What the printed-book tests share: a built book, poppler's tools, the book's own words."""

from __future__ import annotations

import json
import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sphinx import locale

from rulebook.printed.build import doctrees_dir
from rulebook.sphinx.gherkin import status_label
from rulebook.sphinx.i18n import CATALOG, _, compile_catalogs


@dataclass(frozen=True)
class PrintedBook:
    language: str
    pdf: Path
    epub: Path
    build: Path  # the build folder: doctrees/, latex/, epub/ beside pdf/
    results: Path  # the scenario run the verdicts come from

    @property
    def doctrees(self) -> Path:
        return doctrees_dir(self.language, self.build)


def run_tool(*command: str) -> str:
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    assert done.returncode == 0, f"{command[0]} failed: {done.stderr[-2000:]}"
    return done.stdout


def results_of(book: PrintedBook) -> list[dict[str, Any]]:
    records = json.loads(book.results.read_text(encoding="utf-8"))["scenarios"]
    return [record for record in records if record["language"] == book.language]


def speak(language: str) -> None:
    """The extension's words (``_``) from now on in ``language``, as a book build has them."""
    locale.translators.pop(("general", CATALOG), None)
    locale.init([str(compile_catalogs())], language, CATALOG)


def words(language: str, message: str) -> str:
    speak(language)
    return str(_(message))


def verdict_word(language: str, status: str) -> str:
    speak(language)
    return status_label(status)
