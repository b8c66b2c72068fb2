"""The web books' sidebar links to the printed books, locally and on Read the Docs (following
each link of the served books: tests/reader/test_reading.py)."""

from __future__ import annotations

import posixpath

import pytest

from rulebook.printed.downloads import download_url


@pytest.mark.parametrize("page", ["index", "znamenosets/movement"])
def test_a_local_link_leads_from_the_page_to_the_built_file(
    page: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("READTHEDOCS", raising=False)
    here = posixpath.dirname(f"build/html/ru/{page}.html")
    target = posixpath.normpath(posixpath.join(here, download_url("pdf", "ru", page)))
    assert target == "build/html/ru/downloads/signum-rulebook-ru.pdf"


def test_on_read_the_docs_a_link_leads_to_the_projects_download(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("READTHEDOCS", "True")
    monkeypatch.setenv("READTHEDOCS_VERSION", "stable")
    assert download_url("epub", "ru", "znamenosets/movement") == "/_/downloads/ru/stable/epub/"
