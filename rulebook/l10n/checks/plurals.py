"""``header``: the ``Plural-Forms`` header is the target language's own.

``msgfmt --check`` accepts any well-formed rule, so a catalog copied from an English
one keeps ``nplurals=2; plural=(n != 1);`` and every Russian plural comes out wrong.
The rule is compared with the one Babel writes for the language, count by count,
so any spelling of the same rule passes.
"""

from __future__ import annotations

import gettext
from collections.abc import Callable
from pathlib import Path

from babel.messages.plurals import get_plural

from rulebook.l10n.checks.base import Problem
from rulebook.l10n.pofiles import header_line

NAME = "header"
COUNTS = range(1000)


def rule(header: str) -> tuple[int, Callable[[int], int]]:
    """``nplurals`` and the ``plural`` expression of a Plural-Forms header."""
    parts = dict(part.strip().split("=", 1) for part in header.split(";") if "=" in part)
    return int(parts["nplurals"]), gettext.c2py(parts["plural"])


def check_plural_forms(path: Path, text: str, header: str | None, language: str) -> list[Problem]:
    """A problem if the catalog's Plural-Forms is not the rule of ``language``."""
    if header is None:
        return []
    count, expression = get_plural(language)
    expected = f"nplurals={count}; plural={expression};"
    try:
        count, found = rule(header)
    except (KeyError, ValueError, SyntaxError):
        found, count = None, 0
    wanted_count, wanted = rule(expected)
    if found is not None and count == wanted_count and all(found(n) == wanted(n) for n in COUNTS):
        return []
    line = header_line(text, "Plural-Forms")
    return [
        Problem(
            path,
            line,
            NAME,
            f"Plural-Forms is not the rule of '{language}': use {expected}",
            header,
        )
    ]
