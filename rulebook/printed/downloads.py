"""The sidebar's links to the same book as a PDF and as an EPUB.

Where the books are hosted on Read the Docs, its downloads are at
``/_/downloads/<language>/<version>/<format>/``; in a local build they sit
beside the HTML books, in ``build/pdf`` and ``build/epub``.
"""

from __future__ import annotations

import os
from typing import Any

from sphinx.application import Sphinx

from rulebook.sphinx.i18n import N_, _

FORMATS = (
    ("pdf", "PDF", N_("The whole book as a PDF, to print")),
    ("epub", "EPUB", N_("The whole book as an EPUB, for e-readers")),
)
HOSTED = "/_/downloads/{language}/{version}/{format}/"


def book_file(format_: str, language: str) -> str:
    """``signum-rulebook-ru.pdf``: the file name of a printed book."""
    return f"signum-rulebook-{language}.{format_}"


def download_url(format_: str, language: str, pagename: str) -> str:
    if os.environ.get("READTHEDOCS") == "True":
        version = os.environ.get("READTHEDOCS_VERSION", "latest")
        return HOSTED.format(language=language, version=version, format=format_)
    up = "../" * (pagename.count("/") + 2)  # out of build/html/<language>/
    return f"{up}{format_}/{book_file(format_, language)}"


def add_download_links(
    app: Sphinx, pagename: str, templatename: str, context: dict[str, Any], doctree: object
) -> None:
    """``rulebook_downloads`` in the page context: (format, its description, URL)."""
    language = app.config.language or "en"
    context["rulebook_downloads_label"] = str(_("Download"))
    context["rulebook_downloads"] = [
        (name, str(_(title)), download_url(format_, language, pagename))
        for format_, name, title in FORMATS
    ]
