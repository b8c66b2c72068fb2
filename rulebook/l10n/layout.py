"""Where the Russian catalogs, their term base and their templates live.

Every ``l10n`` command works on a :class:`Layout`, so tests can point it at
copies (``--locales DIR --docs DIR``) and never touch the real catalogs.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from rulebook.paths import DOCS_DIR, LOCALES_DIR

#: The line-wrap width of every catalog (sphinx-intl's default); the one place it is set.
WRAP_WIDTH = 76
#: The language the catalogs translate into.
TARGET_LANGUAGE = "ru"
#: Catalogs that are not docs pages: the scenario vocabulary, scenario texts, the chrome,
#: the reasons a question's answer gives (refusals, failed expectations).
CODE_DOMAINS = ("vocabulary", "scenarios", "rulebook", "reasons")
#: The suffixes of a docs page, as ``source_suffix`` of docs/conf.py has them.
PAGE_SUFFIXES = (".md", ".rst")


@dataclass(frozen=True)
class Layout:
    """The catalogs of one target language, and the docs and templates they belong to."""

    locales: Path = LOCALES_DIR
    docs: Path = DOCS_DIR
    language: str = TARGET_LANGUAGE
    scenarios: Path | None = None  # the feature files (default: ``features`` beside the docs)

    @property
    def features(self) -> Path:
        """The feature files, whose scenario names the English term checks read."""
        return self.scenarios or self.docs.parent / "features"

    @property
    def messages(self) -> Path:
        """The ``LC_MESSAGES`` folder: one ``.po`` per gettext domain."""
        return self.locales / self.language / "LC_MESSAGES"

    @property
    def termbase(self) -> Path:
        return self.locales / self.language / "termbase.toml"

    @property
    def latin(self) -> Path:
        """The names a Russian text may write in Latin letters (see rulebook.l10n.latin)."""
        return self.locales / self.language / "latin.txt"

    @property
    def templates(self) -> Path:
        """Sphinx's gettext output: always ``build/gettext`` beside the docs folder.

        A fixed folder keeps the location comments (``../../docs/page.md:3``) stable.
        """
        return self.docs.parent / "build" / "gettext"

    def catalog(self, domain: str) -> Path:
        return self.messages / f"{domain}.po"

    def catalogs(self) -> list[Path]:
        """Every ``.po`` file of the language, sorted."""
        return sorted(self.messages.rglob("*.po")) if self.messages.is_dir() else []

    def domain(self, path: Path) -> str:
        """``locales/ru/LC_MESSAGES/znamenosets/attack.po`` -> ``znamenosets/attack``."""
        return path.relative_to(self.messages).with_suffix("").as_posix()

    def is_page(self, path: Path) -> bool:
        """Whether a catalog translates a docs page (not vocabulary, scenarios or chrome)."""
        return self.domain(path) not in CODE_DOMAINS

    def page(self, path: Path) -> Path | None:
        """The docs page a catalog translates, or None when that page no longer exists."""
        stem = self.docs / self.domain(path)
        for suffix in PAGE_SUFFIXES:
            if stem.with_suffix(suffix).is_file():
                return stem.with_suffix(suffix)
        return None

    def stale(self) -> Iterator[Path]:
        """Docs catalogs whose page is gone."""
        return (p for p in self.catalogs() if self.is_page(p) and self.page(p) is None)


def shown(path: Path) -> str:
    """A path as messages show it: relative to the working folder when inside it."""
    here = Path.cwd()
    absolute = path if path.is_absolute() else here / path
    return (absolute.relative_to(here) if absolute.is_relative_to(here) else absolute).as_posix()


class BadFile(Exception):
    """A file of the translation that cannot be used: the message names its file and line."""

    def __init__(self, path: Path, line: int, message: str) -> None:
        super().__init__(f"{shown(path)}:{line}: {message}")
        self.path, self.line, self.message = path, line, message
