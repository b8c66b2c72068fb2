"""``rulebook l10n preview``: the Russian book only, with untranslated text marked.

Sphinx's ``translation_progress_classes`` gives every paragraph a ``translated``
or ``untranslated`` class; ``rulebook.css`` outlines the untranslated ones.
Scenarios are not run: the last results are shown, as with ``--skip-scenarios``.
"""

from __future__ import annotations

from pathlib import Path

from rulebook.books import build_book
from rulebook.l10n.layout import Layout


def preview_dir(layout: Layout) -> Path:
    return layout.docs.parent / "build" / "preview" / layout.language


def preview(layout: Layout) -> int:
    """Build the preview; Sphinx's exit status (warnings are shown, not fatal)."""
    settings = {"translation_progress_classes": "1", "locale_dirs": str(layout.locales.resolve())}
    return build_book(
        layout.language, preview_dir(layout), docs=layout.docs, settings=settings, strict=False
    )
