"""Where the project's sources and outputs live, relative to the checkout."""

from __future__ import annotations

from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
DOCS_DIR = REPO_ROOT / "docs"
FEATURES_DIR = REPO_ROOT / "features"
LOCALES_DIR = REPO_ROOT / "locales"
BUILD_DIR = REPO_ROOT / "build"


def catalog_path(language: str, domain: str) -> Path:
    """The .po file of a gettext domain, e.g. ``catalog_path("ru", "vocabulary")``."""
    return LOCALES_DIR / language / "LC_MESSAGES" / f"{domain}.po"
