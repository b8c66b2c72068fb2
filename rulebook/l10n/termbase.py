"""The term base: every game term in English and Russian (``locales/ru/termbase.toml``).

One ``[[term]]`` table per term::

    [[term]]
    en = "horseman"                  # the English term, as the rules use it
    ru = "всадник"                   # the Russian term, in its dictionary form: the noun
    lexemes = ["отбросить"]          # optional: the same term as another part of speech (a verb,
                                     # whose participles it covers, or an adjective)
    forbidden = ["конник"]           # optional: translations never to use
    en_forbidden = ["rider"]         # optional: English words the game's rules never use for it
    game = "znamenosets"             # optional: the game it belongs to
    prose = false                    # optional: a common English word (left, up, side);
                                     # checked only where a message is the word itself
    title = true                     # optional: a title (of a game), set in italics

It drives the ``terms`` and ``glossary`` checks and the bilingual term list of
the books (``{termbase}``).
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from functools import cache, cached_property
from pathlib import Path

from rulebook.l10n.layout import BadFile
from rulebook.vocabulary.catalog import fold

KEYS = {
    "en": str,
    "ru": str,
    "lexemes": list,
    "forbidden": list,
    "en_forbidden": list,
    "game": str,
    "prose": bool,
    "title": bool,
}
REQUIRED = ("en", "ru")
TABLE = re.compile(r"^[ \t]*\[\[[ \t]*term[ \t]*\]\]", re.M)
TOML_LINE = re.compile(r"at line (\d+)")


class BadTermBase(BadFile):
    """A term base that cannot be used: the message names its file and line."""


@dataclass(frozen=True)
class Term:
    en: str
    ru: str
    forbidden: tuple[str, ...] = ()
    lexemes: tuple[str, ...] = ()
    en_forbidden: tuple[str, ...] = ()
    game: str | None = None
    prose: bool = True
    title: bool = False
    line: int = 1

    def russian(self) -> tuple[str, ...]:
        """The Russian term and its other lexemes: any form of any of them renders the term."""
        return (self.ru, *self.lexemes)

    def applies_to(self, game: str | None) -> bool:
        """Whether the term belongs to ``game`` (a term or a text of no game fits all)."""
        return self.game is None or game is None or self.game == game

    def english(self) -> re.Pattern[str]:
        """The English term as whole words, in any case, singular or plural."""
        return english_pattern(self.en)


@cache
def english_pattern(en: str) -> re.Pattern[str]:
    """The pattern of :meth:`Term.english`, made once per term."""
    *first, last = [re.escape(word) for word in en.split()]
    if last.endswith("man"):
        last = last[:-3] + "m[ae]n"
    elif last.endswith("y"):
        last = last[:-1] + "(?:y|ies)"
    else:
        last += "(?:e?s)?"
    return re.compile(r"(?<![\w-])" + r"\s+".join([*first, last]) + r"(?![\w-])", re.I)


@dataclass(frozen=True)
class TermBase:
    path: Path
    terms: tuple[Term, ...]

    def for_game(self, game: str | None) -> list[Term]:
        """The terms of ``game``, longest English first (so "attack strength" wins over "attack")."""
        if game not in self._by_game:  # a check asks for every message
            found = [t for t in self.terms if t.applies_to(game)]
            self._by_game[game] = tuple(sorted(found, key=lambda t: len(t.en), reverse=True))
        return list(self._by_game[game])

    @cached_property
    def _by_game(self) -> dict[str | None, tuple[Term, ...]]:
        return {}

    def lookup(self, english: str, game: str | None = None) -> Term | None:
        """The term that ``english`` is (in any case, singular or plural), if any."""
        for term in self.for_game(game):
            if term.english().fullmatch(english.strip()):
                return term
        return None

    def russian(self) -> frozenset[str]:
        return self._russian

    @cached_property
    def _russian(self) -> frozenset[str]:
        return frozenset(fold(t.ru) for t in self.terms)


def table_lines(text: str) -> list[int]:
    return [text.count("\n", 0, m.start()) + 1 for m in TABLE.finditer(text)]


def term_from(path: Path, table: object, line: int) -> Term:
    if not isinstance(table, dict):
        raise BadTermBase(path, line, "a [[term]] must be a table")
    for name, value in table.items():
        if name not in KEYS:
            raise BadTermBase(path, line, f"unknown key {name!r} (known: {', '.join(KEYS)})")
        if not isinstance(value, KEYS[name]):
            raise BadTermBase(path, line, f"{name} must be a {KEYS[name].__name__}")
    for name in REQUIRED:
        if not str(table.get(name, "")).strip():
            raise BadTermBase(path, line, f"a [[term]] needs {name}")
    for name in ("forbidden", "lexemes", "en_forbidden"):
        if not all(isinstance(v, str) and v.strip() for v in table.get(name, [])):
            raise BadTermBase(path, line, f"{name} must be a list of words")
    return Term(
        en=table["en"].strip(),
        ru=table["ru"].strip(),
        forbidden=tuple(table.get("forbidden", [])),
        lexemes=tuple(table.get("lexemes", [])),
        en_forbidden=tuple(table.get("en_forbidden", [])),
        game=table.get("game"),
        prose=table.get("prose", True),
        title=table.get("title", False),
        line=line,
    )


def load_termbase(path: Path) -> TermBase:
    """Read and validate the term base; raise :class:`BadTermBase`."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError as error:
        raise BadTermBase(path, 1, "no term base here") from error
    except UnicodeDecodeError as error:
        raise BadTermBase(path, 1, "not UTF-8") from error
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        found = TOML_LINE.search(str(error))
        raise BadTermBase(path, int(found[1]) if found else 1, str(error)) from error
    if set(data) - {"term"} or not isinstance(data.get("term"), list):
        raise BadTermBase(path, 1, "the term base is a list of [[term]] tables and nothing else")
    lines = table_lines(text)
    terms = [
        term_from(path, table, lines[n] if n < len(lines) else 1)
        for n, table in enumerate(data["term"])
    ]
    seen: dict[tuple[str, str | None], Term] = {}
    for term in terms:
        name = (fold(term.en), term.game)
        if name in seen:
            raise BadTermBase(
                path, term.line, f"{term.en!r} is already a term (line {seen[name].line})"
            )
        seen[name] = term
    return TermBase(path, tuple(terms))
