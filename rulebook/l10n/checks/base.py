"""What a check looks at (an :class:`Entry`) and what it reports (a :class:`Problem`)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from rulebook.l10n.latin import LatinWords
from rulebook.l10n.layout import shown
from rulebook.l10n.termbase import TermBase

EXCERPT = 60


def excerpt(text: str, size: int = EXCERPT) -> str:
    """A short, one-line piece of a message."""
    text = text.replace("\n", "⏎")
    return text if len(text) <= size else text[: size - 1] + "…"


@dataclass(frozen=True)
class Problem:
    """One problem: ``file:line: [check] message: excerpt``."""

    path: Path
    line: int
    check: str
    message: str
    piece: str = ""
    whole: bool = False  # show the piece whole (a URL), not cut to an excerpt

    def __str__(self) -> str:
        where = f"{shown(self.path)}:{self.line}: [{self.check}] {self.message}"
        if not self.piece:
            return where
        return f"{where}: {self.piece if self.whole else excerpt(self.piece)}"


@dataclass(frozen=True)
class Entry:
    """One translated message, with where it is and what it belongs to."""

    path: Path
    line: int
    domain: str
    msgid: str
    msgstr: str
    context: str = ""
    flags: tuple[str, ...] = ()
    game: str | None = None

    def problem(self, check: str, message: str, piece: str = "", whole: bool = False) -> Problem:
        return Problem(self.path, self.line, check, message, piece, whole)


@dataclass(frozen=True)
class Context:
    """What the checks share: the term base, and the Latin names Russian text may hold."""

    termbase: TermBase
    latin: LatinWords = field(default_factory=lambda: LatinWords(frozenset()))


def missing_and_extra(
    source: Iterable[str], translation: Iterable[str]
) -> tuple[list[str], list[str]]:
    """What the translation lacks, and what it has that the source has not (with counts)."""
    want, have = Counter(source), Counter(translation)
    return list((want - have).elements()), list((have - want).elements())
