"""The theme's own words in the book's language.

Furo asks Sphinx's catalog for some words (``Back to top``, ``On this page``)
that Sphinx itself does not translate, and writes others straight into its
templates (``Skip to content``, the icons' titles). The first kind is
answered from the ``rulebook`` catalog, as a fallback behind Sphinx's own;
the second is replaced in the written pages, word for word. The book's title
and copyright line (``docs/conf.py``) come from the same catalog.
"""

from __future__ import annotations

import gettext
import time
from pathlib import Path

from sphinx.application import Sphinx
from sphinx.config import Config

from rulebook.paths import catalog_path
from rulebook.sphinx.i18n import CATALOG, COMPILED_DIR, N_, _
from rulebook.vocabulary.catalog import SOURCE_LANGUAGE, Catalog

# Words Furo asks the translator for, which Sphinx's catalogs lack.
ASKED = (
    N_("Back to top"),
    N_("Made with "),
    N_("Copyright &#169; %(copyright)s"),
    N_("On this page"),
    N_("Next"),
    N_("Previous"),
    N_("Home"),
    N_("Edit this page"),
    N_("View this page"),
    N_("Please activate JavaScript to enable the search functionality."),
)
# The book's title and copyright line, as docs/conf.py sets them.
BOOK_WORDS = (N_("Signum Rulebook"), N_("2026, signum-rulebook contributors"))
TRANSLATED_SETTINGS = ("project", "html_title", "copyright")
# Names the theme writes, which stay in English: marked as such for readers and their tools.
NAMES = ('<a href="https://github.com/pradyunsg/furo">Furo</a>',)
# Words Furo writes into its pages as they are, each in the exact place it stands.
WRITTEN = (
    ("<title>{}</title>", N_("Menu")),
    ("<title>{}</title>", N_("Contents")),
    ("<title>{}</title>", N_("Light mode")),
    ("<title>{}</title>", N_("Dark mode")),
    ("<title>{}</title>", N_("Auto light/dark, in light mode")),
    ("<title>{}</title>", N_("Auto light/dark, in dark mode")),
    ('aria-label="{}"', N_("Toggle site navigation sidebar")),
    ('aria-label="{}"', N_("Toggle table of contents sidebar")),
    ('aria-label="{}"', N_("Toggle Light / Dark / Auto color theme")),
    ('aria-label="{} ', N_("Toggle navigation of")),  # then the section's title
    ("<title>{}</title>", N_("Expand")),
    ("\n  {}\n", N_("Skip to content")),
)


def translate_book_words(app: Sphinx, config: Config) -> None:
    """The book's title and copyright line in the book's language, if the catalog has them."""
    language = config.language or SOURCE_LANGUAGE
    if language == SOURCE_LANGUAGE:
        return
    catalog = Catalog.load(catalog_path(language, CATALOG), language)
    for name in TRANSLATED_SETTINGS:
        value = config[name]
        if isinstance(value, str) and catalog.get("", value):
            config[name] = catalog.get("", value)


def add_theme_words(app: Sphinx) -> None:
    """Let the theme's gettext calls find the words Sphinx does not translate."""
    language = app.config.language or "en"
    ours = gettext.translation(CATALOG, str(COMPILED_DIR), languages=[language], fallback=True)
    if isinstance(ours, gettext.GNUTranslations):
        app.translator.add_fallback(ours)


def translate_written_words(app: Sphinx, error: Exception | None) -> None:
    """Replace the theme's fixed English words in every page written."""
    if error is not None or app.builder.format != "html" or (app.config.language or "en") == "en":
        return
    replacements = [(shape.format(word), shape.format(_(word))) for shape, word in WRITTEN]
    replacements += [(name, name.replace(">", f' lang="{SOURCE_LANGUAGE}">', 1)) for name in NAMES]
    started = getattr(app, "rulebook_started_ns", 0)
    for page in Path(app.outdir).rglob("*.html"):
        if page.stat().st_mtime_ns < started:
            continue  # not written by this build: its words were replaced when it was
        text = original = page.read_text(encoding="utf-8")
        for english, translated in replacements:
            text = text.replace(english, translated)
        if text != original:
            page.write_text(text, encoding="utf-8")


def note_start(app: Sphinx) -> None:
    # Two seconds early: a file system may keep a file's time to the second. The words are
    # replaced once: a page written just before is only read again.
    app.rulebook_started_ns = time.time_ns() - 2_000_000_000  # type: ignore[attr-defined]


def setup(app: Sphinx) -> None:
    app.connect("builder-inited", note_start)
    app.connect("config-inited", translate_book_words)
    app.connect("builder-inited", add_theme_words)
    app.connect("build-finished", translate_written_words)
