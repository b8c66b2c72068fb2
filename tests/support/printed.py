"""What the printed-book tests share: a built book, poppler's tools, the book's own words."""

from __future__ import annotations

import json
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from sphinx import locale

from rulebook.printed.build import PrintError, build_printed, doctrees_dir
from rulebook.sphinx.gherkin import status_label
from rulebook.sphinx.i18n import CATALOG, _, compile_catalogs
from support.books import Books, locked, once
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


def build_language(language: str, factory: pytest.TempPathFactory, books: Books) -> PrintedBook:
    """Both printed books of one language, built once per test session (every worker shares
    them). As ``rulebook build`` does, they start from what the web book's build read (a copy
    of its doctrees): the sources are read once a language, not once a builder."""
    results = books.results

    def make(build: Path) -> str:
        settings = {"rulebook_results": str(results)}
        # Sphinx's default doctrees folder of the web book (tests/support/books.py)
        shutil.copytree(books.root / language / ".doctrees", doctrees_dir(language, build))
        try:
            for format_ in ("pdf", "epub"):  # the EPUB reuses what the PDF's build read
                build_printed(format_, language, build=build, settings=settings)
        except PrintError as error:
            return str(error)
        return ""

    build = once(factory, f"printed-{language}", make)
    return PrintedBook(
        language,
        build / "pdf" / f"signum-rulebook-{language}.pdf",
        build / "epub" / f"signum-rulebook-{language}.epub",
        build,
        results,
    )


def printed_books(factory: pytest.TempPathFactory, books: Books) -> dict[str, PrintedBook]:
    """Both languages' printed books (a test that asks for them needs TEX_PROGRAMS)."""
    return {language: build_language(language, factory, books) for language in ("en", "ru")}


def run_tool(program: str, *arguments: str) -> str:
    done = subprocess.run([need(program), *arguments], capture_output=True, text=True, check=False)
    assert done.returncode == 0, f"{program} failed: {done.stderr[-2000:]}"
    return done.stdout


def read_back(book: PrintedBook, name: str, program: str, *arguments: str) -> str:
    """``program``'s output on the book's PDF (``{pdf}`` in ``arguments``), run once for the
    whole session: reading 800 pages back takes seconds, and every worker's tests share it."""
    target = book.build / "read-back" / name
    target.parent.mkdir(exist_ok=True)
    with locked(target.with_name(f"{name}.lock")):
        if not target.exists():
            output = run_tool(program, *(a.format(pdf=book.pdf) for a in arguments))
            partial = target.with_name(f".{name}.partial")
            partial.write_text(output, encoding="utf-8")
            partial.replace(target)
    return target.read_text(encoding="utf-8")


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
