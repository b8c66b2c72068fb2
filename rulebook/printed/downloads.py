"""The sidebar's links to the same book as a PDF and as an EPUB.

Where the books are hosted on Read the Docs, its downloads are at
``/_/downloads/<language>/<version>/<format>/``. A local build puts them in
``build/pdf`` and ``build/epub``, and a copy of each inside its language's web book
(``build/html/<language>/downloads/``), so that the books served as the README says
(``python3 -m http.server -d build/html``) lead to them. The pages link them whether or
not they were built; ``downloads/index.json`` lists those that were, and a page served
over HTTP hides the others (``static/rulebook-page.js`` of the web books).
"""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path
from typing import Any

from sphinx.application import Sphinx

from rulebook.sphinx.i18n import N_, _

FORMATS = (
    ("pdf", "PDF", N_("The whole book as a PDF, to print")),
    ("epub", "EPUB", N_("The whole book as an EPUB, for e-readers")),
)
HOSTED = "/_/downloads/{language}/{version}/{format}/"
FOLDER = "downloads"  # in each language's web book: the server of the books serves them
INDEX = "index.json"  # in FOLDER: which printed books are there


def book_file(format_: str, language: str) -> str:
    """``signum-rulebook-ru.pdf``: the file name of a printed book."""
    return f"signum-rulebook-{language}.{format_}"


def download_url(format_: str, language: str, pagename: str) -> str:
    if os.environ.get("READTHEDOCS") == "True":
        version = os.environ.get("READTHEDOCS_VERSION", "latest")
        return HOSTED.format(language=language, version=version, format=format_)
    up = "../" * pagename.count("/")  # to the top of build/html/<language>/
    return f"{up}{FOLDER}/{book_file(format_, language)}"


def list_downloads(folder: Path) -> None:
    """``downloads/index.json``: the printed books the web book has beside it, which its pages
    offer (``static/rulebook-page.js``); written by each build, so a page never asks the server
    for a file it does not have."""
    folder.mkdir(parents=True, exist_ok=True)
    found = sorted(
        path.name
        for path in folder.iterdir()
        if path.is_file() and path.suffix in (".pdf", ".epub") and not path.name.startswith(".")
    )
    index = folder / INDEX
    written = json.dumps({"files": found}) + "\n"
    if not index.exists() or index.read_text(encoding="utf-8") != written:
        index.write_text(written, encoding="utf-8")


def list_web_downloads(app: Sphinx, error: Exception | None) -> None:
    """A web book lists the printed books it has (none until they are built)."""
    if error is None and app.builder.name in ("html", "dirhtml"):
        list_downloads(Path(app.outdir) / FOLDER)


def served_copy(book: Path, language: str, build: Path) -> Path:
    """The printed book, also inside its language's web book (``build/html/<language>/downloads``),
    where a server of the web books (``python3 -m http.server -d build/html``) finds it."""
    target = build / "html" / language / FOLDER / book.name
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_name(f".{book.name}.partial")
    partial.unlink(missing_ok=True)
    try:
        os.link(book, partial)  # one file on disk for both places
    except OSError:
        shutil.copyfile(book, partial)
    partial.replace(target)
    list_downloads(target.parent)
    return target


def add_download_links(
    app: Sphinx, pagename: str, templatename: str, context: dict[str, Any], doctree: object
) -> None:
    """``rulebook_downloads`` in the page context: (format, its description, URL)."""
    language = app.config.language or "en"
    context["rulebook_downloads_label"] = str(_("Download"))
    hosted = os.environ.get("READTHEDOCS") == "True"  # Read the Docs has its own downloads
    context["rulebook_downloads_index"] = (
        "" if hosted else f"{'../' * pagename.count('/')}{FOLDER}/{INDEX}"
    )
    context["rulebook_downloads"] = [
        (name, str(_(title)), download_url(format_, language, pagename))
        for format_, name, title in FORMATS
    ]
