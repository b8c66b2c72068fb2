"""What the printed-book tests share: a built book, poppler's tools, the book's own words."""

from __future__ import annotations

import json
import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from sphinx import locale

from rulebook.printed.build import doctrees_dir
from rulebook.sphinx.gherkin import status_label
from rulebook.sphinx.i18n import CATALOG, _, compile_catalogs
from support.needs import need

# What reads the PDF back (run_tool), for a module's ``pytestmark``.
POPPLER = pytest.mark.needs("pdftotext", "pdfinfo", "pdffonts", "pdftohtml", "pdftoppm")


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


def run_tool(program: str, *arguments: str) -> str:
    done = subprocess.run([need(program), *arguments], capture_output=True, text=True, check=False)
    assert done.returncode == 0, f"{program} failed: {done.stderr[-2000:]}"
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
