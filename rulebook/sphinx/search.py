"""The search page: its words in the book's language, and snippets that read as the pages do.

Sphinx writes the search page's messages from its own catalog for the language
(``sphinx.js``). Sphinx 9's Russian one leaves the result count empty, so a
Russian search names no count. The book's ``translations.js`` is Sphinx's,
with every empty message filled in from the ``rulebook`` catalog, plural forms
included (mapped onto Sphinx's plural rule for the language).

Each result's snippet is read from its page by ``rulebook-search.js`` (the search page
alone loads it): table cells and steps apart, without the language switch or Try it.
"""

from __future__ import annotations

import gettext
import json
from pathlib import Path
from typing import Any

import polib
import sphinx
from sphinx.application import Sphinx

from rulebook.paths import catalog_path
from rulebook.sphinx.i18n import CATALOG, NP_
from rulebook.vocabulary.catalog import SOURCE_LANGUAGE

# What searchtools.js asks for; Sphinx's own catalog of a language may leave it empty.
SEARCH_MESSAGES = (
    NP_(
        "Search finished, found one page matching the search query.",
        "Search finished, found ${resultCount} pages matching the search query.",
    ),
)
PREFIX, SUFFIX = "Documentation.addTranslations(", ");"
SAMPLES = range(200)  # counts that show every form of a plural rule


def sphinx_messages(language: str) -> Path:
    return Path(sphinx.package_dir, "locale", language, "LC_MESSAGES", "sphinx.js")


def read_messages(path: Path) -> dict[str, Any]:
    text = path.read_text(encoding="utf-8").strip()
    return json.loads(text.removeprefix(PREFIX).removesuffix(SUFFIX).strip())


def plural_forms(entry: polib.POEntry, ours: str, theirs: str) -> list[str]:
    """Our plural translations laid out as Sphinx's rule numbers them (``ours``: our rule)."""
    our_rule, their_rule = gettext.c2py(ours), gettext.c2py(theirs)
    count = 1 + max(their_rule(n) for n in SAMPLES)
    forms = [entry.msgstr_plural[max(entry.msgstr_plural)]] * count
    for n in reversed(SAMPLES):  # the smallest count of each form decides it
        forms[their_rule(n)] = entry.msgstr_plural[our_rule(n)]
    return forms


def filled(messages: dict[str, Any], catalog: polib.POFile) -> dict[str, Any]:
    """Sphinx's messages, each empty one taken from our catalog if it has it."""
    ours = catalog.metadata.get("Plural-Forms", "").partition("plural=")[2].rstrip(";")
    theirs = messages["plural_expr"]
    found = dict(messages["messages"])
    for entry in catalog:
        if entry.obsolete or "fuzzy" in entry.flags or not entry.translated():
            continue
        current = found.get(entry.msgid)
        empty = not current or (isinstance(current, list) and not any(current))
        if not empty:
            continue
        if entry.msgid_plural and ours:
            found[entry.msgid] = plural_forms(entry, ours, theirs)
        elif entry.msgid in messages["messages"] and not entry.msgid_plural:
            found[entry.msgid] = entry.msgstr
    return {**messages, "messages": found}


def write_translations(app: Sphinx, error: Exception | None) -> None:
    """Replace the book's ``_static/translations.js`` with the filled-in one."""
    language = app.config.language or SOURCE_LANGUAGE
    if error is not None or app.builder.format != "html" or language == SOURCE_LANGUAGE:
        return
    source, target = sphinx_messages(language), Path(app.outdir, "_static", "translations.js")
    if not source.is_file() or not target.is_file():
        return
    messages = filled(read_messages(source), polib.pofile(str(catalog_path(language, CATALOG))))
    text = f"{PREFIX}{json.dumps(messages, ensure_ascii=False, indent=4)}{SUFFIX}\n"
    if target.read_text(encoding="utf-8") != text:
        target.write_text(text, encoding="utf-8")


def add_search_reading(
    app: Sphinx, pagename: str, templatename: str, context: dict[str, Any], doctree: Any
) -> None:
    """The search page reads its snippets as a reader sees the pages (rulebook-search.js)."""
    if pagename == "search" and app.builder.format == "html":
        app.add_js_file("rulebook-search.js", defer="defer")


def setup(app: Sphinx) -> None:
    app.connect("build-finished", write_translations)
    app.connect("html-page-context", add_search_reading)
