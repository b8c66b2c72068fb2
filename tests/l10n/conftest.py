"""Copies of the docs and catalogs to work on, and small catalogs written on the spot."""

from __future__ import annotations

import hashlib
import shutil
from collections.abc import Callable
from pathlib import Path

import polib
import pytest
from support.l10n_project import SmallProject, where

from rulebook.cli import main
from rulebook.l10n.layout import CODE_DOMAINS, Layout
from rulebook.paths import DOCS_DIR, LOCALES_DIR

HEADER = {
    "Project-Id-Version": "Signum Rulebook ",
    "Language": "ru",
    "MIME-Version": "1.0",
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Transfer-Encoding": "8bit",
}
TERMBASE = """\
[[term]]
en = "warrior"
ru = "воин"
forbidden = ["боец"]
game = "znamenosets"

[[term]]
en = "horseman"
ru = "всадник"
forbidden = ["конник"]
game = "znamenosets"

[[term]]
en = "left"
ru = "влево"
prose = false
game = "znamenosets"
"""


@pytest.fixture
def workspace(tmp_path: Path) -> Layout:
    """A copy of the real docs and catalogs, side by side as in the checkout."""
    shutil.copytree(DOCS_DIR, tmp_path / "docs", ignore=shutil.ignore_patterns("_build"))
    shutil.copytree(LOCALES_DIR, tmp_path / "locales", ignore=shutil.ignore_patterns("*.mo"))
    return Layout(locales=tmp_path / "locales", docs=tmp_path / "docs")


# The pages of a trimmed workspace: enough to extract, merge and build, in a second or two.
FEW_PAGES = ("index", "znamenosets/index", "znamenosets/board", "znamenosets/victory")


@pytest.fixture
def few_pages(tmp_path: Path) -> Layout:
    """Like ``workspace``, with four pages and their catalogs only (and every code catalog)."""
    layout = Layout(locales=tmp_path / "locales", docs=tmp_path / "docs")
    shutil.copytree(LOCALES_DIR, layout.locales, ignore=shutil.ignore_patterns("*.mo", "*.po"))
    (layout.docs / "znamenosets").mkdir(parents=True)
    shutil.copy2(DOCS_DIR / "conf.py", layout.docs / "conf.py")
    for page in FEW_PAGES:
        shutil.copy2(DOCS_DIR / f"{page}.md", layout.docs / f"{page}.md")
    for domain in (*FEW_PAGES, *CODE_DOMAINS):
        shutil.copy2(Layout().catalog(domain), layout.catalog(domain))
    return layout


@pytest.fixture
def small(tmp_path: Path) -> Layout:
    """An empty docs folder and locales with a tiny term base: write catalogs with ``write_po``."""
    (tmp_path / "docs").mkdir()
    layout = Layout(locales=tmp_path / "locales", docs=tmp_path / "docs")
    layout.messages.mkdir(parents=True)
    layout.termbase.write_text(TERMBASE, encoding="utf-8")
    return layout


def save_po(path: Path, *entries: polib.POEntry, header: dict[str, str] | None = None) -> Path:
    """A catalog with ``entries``, saved by polib."""
    catalog = polib.POFile(wrapwidth=76)
    catalog.metadata = dict(HEADER if header is None else header)
    catalog.extend(entries)
    path.parent.mkdir(parents=True, exist_ok=True)
    catalog.save(str(path))
    return path


@pytest.fixture
def write_po() -> Callable[..., Path]:
    """``write_po(path, polib.POEntry(...), ..., header=None)``: a catalog saved by polib."""
    return save_po


def sha256s(layout: Layout) -> dict[str, str]:
    return {
        str(p): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(layout.locales.rglob("*.po"))
    }


@pytest.fixture
def digests() -> Callable[[Layout], dict[str, str]]:
    """``digests(layout)``: the sha256 of every catalog (equal digests: byte-identical files)."""
    return sha256s


@pytest.fixture
def rulebook(capsys: pytest.CaptureFixture[str]) -> Callable[..., tuple[int, str, str]]:
    """Run ``rulebook ARGS``: (exit status, stdout, stderr)."""

    def run(*args: str) -> tuple[int, str, str]:
        status = main([str(a) for a in args])
        out, err = capsys.readouterr()
        return status, out, err

    return run


@pytest.fixture
def at() -> Callable[[Layout], list[str]]:
    """``at(layout)``: the ``--locales DIR --docs DIR`` options for a layout."""
    return where


@pytest.fixture
def project(small: Layout, rulebook: Callable[..., tuple[int, str, str]]) -> SmallProject:
    """``small``, with catalogs written into it and ``rulebook`` run on it."""
    return SmallProject(small, save_po, rulebook)
