"""The bilingual scenario vocabulary, read from its gettext catalogs.

``vocabulary.po`` holds the step patterns (context ``step``) and the words that
fill them (contexts ``kind``, ``side``, ``phase``, ``direction``, ``table``); it
ships with the tool, as do ``reasons.po`` (refusals and failed expectations) and
``rulebook.po`` (the tool's own words). ``scenarios.po`` holds the free text of a
project's feature files: titles and descriptions. English is the source; a missing
translation falls back to it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache, cached_property
from pathlib import Path

import polib

from rulebook.cache import file_stamp, kept
from rulebook.paths import catalog_path, tool_catalog_path

LANGUAGES = ("en", "ru")
SOURCE_LANGUAGE = "en"


def fold(text: str) -> str:
    """Compare words the way a Russian reader does: case-blind, ё as е."""
    return text.casefold().replace("\u0451", "\u0435")


@dataclass
class Catalog:
    """Translations of one gettext domain into one language."""

    language: str
    entries: dict[tuple[str, str], str] = field(default_factory=dict)

    @classmethod
    def load(cls, path: Path, language: str) -> Catalog:
        return cls(language, translations(path) if path.exists() else {})

    def get(self, context: str, text: str) -> str | None:
        if self.language == SOURCE_LANGUAGE:
            return text
        return self.entries.get((context, text))

    def words(self, context: str) -> dict[str, str]:
        """Source word -> translated word, for one context."""
        return dict(self._by_context.get(context, {}))

    @cached_property
    def _by_context(self) -> dict[str, dict[str, str]]:
        """The entries grouped by context, once: a question asks for a context per field."""
        grouped: dict[str, dict[str, str]] = {}
        for (context, msgid), msgstr in self.entries.items():
            grouped.setdefault(context, {})[msgid] = msgstr
        return grouped


def translations(path: Path) -> dict[tuple[str, str], str]:
    """(context, English) -> translation, for every translated entry of a ``.po`` file.

    Parsing a catalog costs tens of milliseconds, paid by every rules question in Russian,
    so the result is kept in the user's cache while the file stays the same.
    """

    def parse() -> dict[tuple[str, str], str]:
        return {
            (entry.msgctxt or "", entry.msgid): entry.msgstr
            for entry in polib.pofile(str(path), wrapwidth=0)
            if entry.translated() and not entry.obsolete
        }

    return kept("catalogs", file_stamp(path), parse)


@cache
def tool_catalog(language: str, domain: str) -> Catalog:
    """A catalog that ships with the tool: ``vocabulary``, ``reasons`` or ``rulebook``."""
    return Catalog.load(tool_catalog_path(language, domain), language)


def vocabulary(language: str) -> Catalog:
    return tool_catalog(language, "vocabulary")


@cache
def scenario_texts(language: str) -> Catalog:
    return Catalog.load(catalog_path(language, "scenarios"), language)
