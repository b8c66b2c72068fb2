"""The extension's own words (badges, legends, headings), translated through gettext.

They live in the ``rulebook`` catalog (``locales/<lang>/LC_MESSAGES/rulebook.po``),
compiled when the extension loads, so a Russian page has no English chrome.
"""

from __future__ import annotations

import os
from pathlib import Path

import polib
from sphinx.locale import get_translation

from rulebook.paths import BUILD_DIR, LOCALES_DIR

CATALOG = "rulebook"
COMPILED_DIR = BUILD_DIR / "locale"

_ = get_translation(CATALOG)


def N_(message: str) -> str:
    """Mark a message for the catalog without translating it yet; ``_()`` does that later."""
    return message


def NP_(singular: str, plural: str) -> tuple[str, str]:
    """Mark a message with plural forms for the catalog (the browser translates it)."""
    return singular, plural


def compile_catalogs(source: Path = LOCALES_DIR, target: Path = COMPILED_DIR) -> Path:
    """Compile every ``rulebook.po`` into ``target`` (a gettext locale dir); return it."""
    for po in sorted(source.glob(f"*/LC_MESSAGES/{CATALOG}.po")):
        mo = target / po.relative_to(source).with_suffix(".mo")
        if mo.exists() and mo.stat().st_mtime >= po.stat().st_mtime:
            continue
        mo.parent.mkdir(parents=True, exist_ok=True)
        temporary = mo.with_name(f".{mo.name}.{os.getpid()}")  # parallel builds may compile at once
        polib.pofile(str(po)).save_as_mofile(str(temporary))
        temporary.replace(mo)
    return target
