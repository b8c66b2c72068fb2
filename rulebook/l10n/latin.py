"""Latin words in Russian text: English left behind, or a name that Russian keeps as it is.

A Russian page or message may hold Latin letters in rule IDs (``ZN-8.1``), cell
names (``d4``, a column ``a`` to ``h``) and code; anything else must be a name of the allow-list
(``locales/ru/latin.txt``: programs, formats and standards that Russian technical
writing spells in Latin, one per line). The translator gate and the reader tests
both ask this module, so they agree on what a stray English word is.

>>> latin = LatinWords(frozenset({"Python", "rulebook check"}))
>>> latin.words("Правило ZN-8.1: воин на d4 (Python 3.11), rulebook check и warrior")
['warrior']
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path

from rulebook.l10n.layout import Layout

RULE_ID = re.compile(r"(?<![\w-])(?:ZN|LS1|LS2)-[0-9A-Z]+(?:\.[0-9]+)*")
# A cell (d4), or a column of the board alone ("from a to g").
CELL = re.compile(r"(?<![\w-])(?:[a-z][1-9][0-9]?|[a-h])(?![\w-])")
WORD = re.compile(r"[A-Za-z][A-Za-z0-9_]*(?:[-.'’][A-Za-z0-9_]+)*")


@dataclass(frozen=True)
class LatinWords:
    allowed: frozenset[str]

    @classmethod
    def load(cls, path: Path | None = None) -> LatinWords:
        """The allow-list of ``path`` (default: the checkout's ``locales/ru/latin.txt``)."""
        path = path or Layout().latin
        names = set()
        if path.is_file():
            for line in path.read_text(encoding="utf-8").splitlines():
                name = line.split("#", 1)[0].strip()
                if name:
                    names.add(name)
        return cls(frozenset(names))

    @cached_property
    def names(self) -> re.Pattern[str] | None:
        """The allowed names as whole words, longest first (``rulebook check``, ``UTF-8``)."""
        if not self.allowed:
            return None
        names = "|".join(re.escape(n) for n in sorted(self.allowed, key=len, reverse=True))
        # A name may start a Russian compound (``HTML-тег``), not an English one.
        return re.compile(rf"(?<![\w-])(?:{names})(?!\w)(?!-[A-Za-z0-9_])")

    def found(self, text: str) -> Iterator[re.Match[str]]:
        """Each Latin word of ``text`` that is not a rule ID, a cell name or an allowed name."""
        for pattern in (RULE_ID, CELL, self.names):
            if pattern is not None:
                text = pattern.sub(lambda m: " " * len(m[0]), text)
        yield from WORD.finditer(text)

    def words(self, text: str) -> list[str]:
        return [m[0] for m in self.found(text)]
