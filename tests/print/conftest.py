"""Both printed books of each language, built once per test session.

A PDF costs tens of CPU-seconds, so every test shares one build per language, even
across pytest-xdist's workers (``once`` in tests/support/books.py). The verdicts come
from the session's one scenario run, the one the real web books show. As ``rulebook
build`` does, the printed books start from what the web book's build read (a copy of
its doctrees): the sources are read once a language, not once a builder.
"""

from __future__ import annotations

import pytest
from support.books import Books
from support.needs import uses
from support.printed import PrintedBook, build_language

from rulebook.printed.build import TEX_PROGRAMS

LANGUAGES = ("en", "ru")


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
