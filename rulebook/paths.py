"""Where things live: the tool's own catalogs, and the rulebook project being worked on.

Two places, kept apart so that an installed ``rulebook`` works anywhere:

- the *tool* carries the catalogs it needs to answer a question (the scenario
  vocabulary, the refusal reasons, its own words): inside the package when
  installed from a wheel, in the checkout's ``locales/`` when run from one;
- a *project* is a rulebook's sources (``docs/conf.py`` and ``features/``), which
  ``rulebook build`` and the translator's commands work on: the one named by
  ``RULEBOOK_PROJECT`` (``rulebook build --project DIR`` sets it), else the current
  folder or the nearest folder above it that is one. Outside any project, the
  current folder stands in for one (a question can be checked anywhere;
  ``rulebook build`` refuses).
"""

from __future__ import annotations

import os
from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent
CHECKOUT = PACKAGE_DIR.parent  # the source tree, when the package runs from one
PROJECT_VARIABLE = "RULEBOOK_PROJECT"


def is_project(folder: Path) -> bool:
    """Whether ``folder`` holds a rulebook's sources."""
    return (folder / "docs" / "conf.py").is_file() and (folder / "features").is_dir()


def find_project(start: Path | None = None) -> Path | None:
    """The project to work on (see the module's docstring), or None outside any."""
    named = os.environ.get(PROJECT_VARIABLE)
    if named:
        return Path(named).resolve()
    here = (start or Path.cwd()).resolve()
    return next((folder for folder in (here, *here.parents) if is_project(folder)), None)


def tool_locales() -> Path:
    """The catalogs that ship with the tool: packaged in a wheel, else the checkout's."""
    packaged = PACKAGE_DIR / "locales"
    return packaged if packaged.is_dir() else CHECKOUT / "locales"


PROJECT: Path | None
REPO_ROOT: Path
DOCS_DIR: Path
FEATURES_DIR: Path
LOCALES_DIR: Path
BUILD_DIR: Path
TOOL_LOCALES_DIR = tool_locales()


def locate(root: Path | None) -> None:
    """Point the project paths at ``root`` (the current folder if None)."""
    global PROJECT, REPO_ROOT, DOCS_DIR, FEATURES_DIR, LOCALES_DIR, BUILD_DIR
    PROJECT = root.resolve() if root is not None else None
    REPO_ROOT = PROJECT or Path.cwd().resolve()
    DOCS_DIR = REPO_ROOT / "docs"
    FEATURES_DIR = REPO_ROOT / "features"
    LOCALES_DIR = REPO_ROOT / "locales"
    BUILD_DIR = REPO_ROOT / "build"


def use_project(root: Path) -> None:
    """Work on the project at ``root``, in this process and in the ones it starts.

    Modules that read these paths when imported must be imported after this call.
    """
    locate(root)
    os.environ[PROJECT_VARIABLE] = str(root.resolve())


def catalog_path(language: str, domain: str) -> Path:
    """A project's .po file of a gettext domain, e.g. ``catalog_path("ru", "scenarios")``."""
    return LOCALES_DIR / language / "LC_MESSAGES" / f"{domain}.po"


def tool_catalog_path(language: str, domain: str) -> Path:
    """A catalog the tool ships (``vocabulary``, ``reasons``, ``rulebook``)."""
    return TOOL_LOCALES_DIR / language / "LC_MESSAGES" / f"{domain}.po"


locate(find_project())


def user_cache_dir() -> Path:
    """Where the tool keeps what it can always build again (``$XDG_CACHE_HOME/signum-rulebook``)."""
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "signum-rulebook"
