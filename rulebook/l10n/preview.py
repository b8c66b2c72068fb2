"""``rulebook l10n preview``: the Russian book only, with untranslated text marked.

Sphinx's ``translation_progress_classes`` gives every paragraph a ``translated``
or ``untranslated`` class; ``rulebook.css`` outlines the untranslated ones.
Scenarios are not run: the last results are shown, as with ``--skip-scenarios``.
"""

from __future__ import annotations

from pathlib import Path

from sphinx import locale
from sphinx.cmd.build import build_main

from rulebook.l10n.layout import Layout


def preview_dir(layout: Layout) -> Path:
    return layout.docs.parent / "build" / "preview" / layout.language


def preview(layout: Layout) -> int:
    """Build the preview; Sphinx's exit status (warnings are shown, not fatal)."""
    # Sphinx keeps each catalog's translator for the life of the process, and only
    # adds later ones as fallbacks: a preview of other catalogs must start afresh.
    locale.translators.clear()
    return build_main(
        [
            "-q",
            "--keep-going",
            "-b",
            "html",
            "-D",
            f"language={layout.language}",
            "-D",
            "translation_progress_classes=1",
            "-D",
            f"locale_dirs={layout.locales.resolve()}",
            str(layout.docs),
            str(preview_dir(layout)),
        ]
    )
