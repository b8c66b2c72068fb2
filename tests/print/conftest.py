"""Both printed books of each language, built once per test session.

A PDF costs tens of CPU-seconds, so every test shares one build per language, even
across pytest-xdist's workers (``once`` in tests/support/books.py). The verdicts come
from the session's one scenario run, the one the real web books show. As ``rulebook
build`` does, the printed books start from what the web book's build read (a copy of
its doctrees): the sources are read once a language, not once a builder.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from support.books import Books, once
from support.needs import uses
from support.printed import PrintedBook

from rulebook.printed.build import TEX_PROGRAMS, PrintError, build_printed, doctrees_dir

LANGUAGES = ("en", "ru")


def build_language(language: str, factory: pytest.TempPathFactory, books: Books) -> PrintedBook:
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


@pytest.fixture(scope="session", params=LANGUAGES)
@uses(*TEX_PROGRAMS)
def book(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory, real_books: Books
) -> PrintedBook:
    """The printed books of one language (each test runs for both)."""
    return build_language(request.param, tmp_path_factory, real_books)


@pytest.fixture(scope="session")
@uses(*TEX_PROGRAMS)
def russian_book(tmp_path_factory: pytest.TempPathFactory, real_books: Books) -> PrintedBook:
    return build_language("ru", tmp_path_factory, real_books)
