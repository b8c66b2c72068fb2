"""``typography``: Russian prose follows Russian typography.

In the running text of a Russian msgstr (roles, code, fields and links masked):
quotes are «ёлочки» (no straight ``"``, no „“ or ”); a dash is an em dash
with a non-breaking space (U+00A0) before it, not a spaced hyphen or en dash;
no word is doubled; no word mixes Cyrillic and Latin letters (a Latin ``c``
in ``cила`` looks right and breaks search).
"""

from __future__ import annotations

import re

from rulebook.l10n import myst
from rulebook.l10n.checks.base import Context, Entry, Problem

NAME = "typography"
NBSP = "\u00a0"
EM_DASH = "\u2014"
CYRILLIC = re.compile(r"[\u0400-\u04ff]")
LATIN = re.compile(r"[A-Za-z]")
BAD_QUOTE = re.compile(r"[\"„“”]")
DASH_WITHOUT_NBSP = re.compile(rf"(?<=[^\n{NBSP}]){EM_DASH}")
SPACED_HYPHEN = re.compile(r"(?<=\S)[ \u00a0][-\u2013](?=\s)")
DOUBLED = re.compile(r"(?<![\w-])([^\W\d_]+)\s+(\1)(?![\w-])", re.I)
WORD = re.compile(r"[^\W\d_]+")
WINDOW = 15


def around(text: str, start: int, end: int) -> str:
    return text[max(0, start - WINDOW) : end + WINDOW].replace(myst.MASK, "…").strip()


def check(entry: Entry, context: Context) -> list[Problem]:
    if not CYRILLIC.search(entry.msgstr):
        return []
    text = myst.prose(entry.msgstr)
    problems = []
    for m in BAD_QUOTE.finditer(text):
        problems.append(
            entry.problem(
                NAME,
                f"quote {m[0]} in Russian prose: use «ёлочки»",
                around(text, m.start(), m.end()),
            )
        )
    for m in DASH_WITHOUT_NBSP.finditer(text):
        problems.append(
            entry.problem(
                NAME,
                "em dash without a non-breaking space before it",
                around(text, m.start(), m.end()),
            )
        )
    for m in SPACED_HYPHEN.finditer(text):
        problems.append(
            entry.problem(
                NAME,
                "a hyphen or en dash as a dash: use an em dash",
                around(text, m.start(), m.end()),
            )
        )
    for m in DOUBLED.finditer(text):
        problems.append(entry.problem(NAME, "doubled word", around(text, m.start(), m.end())))
    for m in WORD.finditer(text):
        if CYRILLIC.search(m[0]) and LATIN.search(m[0]):
            latin = ", ".join(dict.fromkeys(LATIN.findall(m[0])))
            message = f"Latin and Cyrillic letters in one word (Latin: {latin})"
            problems.append(entry.problem(NAME, message, m[0]))
    return problems
