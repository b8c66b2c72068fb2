"""``typography``: Russian prose follows Russian typography.

In the running text of a Russian msgstr (roles, code, fields and links masked):
quotes are «ёлочки» (no straight ``"``, no „“ or ”), and every « is closed; a
dash is an em dash with a non-breaking space (U+00A0) before it, not a spaced
hyphen or en dash; no word is doubled; no word mixes Cyrillic and Latin letters
(a Latin ``c`` in ``cила`` looks right and breaks search); no double space, no
space before a comma or another closing mark. Across all catalogs, a word is
spelled with ё everywhere or nowhere (``идёт``, never ``идет`` beside it).
Each problem is reported once per message.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

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
DOUBLE_SPACE = re.compile(r"(?<=\S)[ \u00a0]{2,}(?=\S)")
SPACE_BEFORE_MARK = re.compile(r"(?<=\S)[ \u00a0]+(?:[,;!?»)]|[.:](?=\s|$))")
WORD = re.compile(r"[^\W\d_]+")
WINDOW = 15
# Different words that differ only by ё: «все» (all) and «всё» (everything), «чем» (than)
# and «о чём» (about what)...
YO_HOMOGRAPHS = frozenset({"все", "всем", "чем", "нем", "узнаем", "небо"})


def around(text: str, start: int, end: int) -> str:
    return text[max(0, start - WINDOW) : end + WINDOW].replace(myst.MASK, "…").strip()


PLAIN_MISTAKES = (
    (DASH_WITHOUT_NBSP, "em dash without a non-breaking space before it"),
    (SPACED_HYPHEN, "a hyphen or en dash as a dash: use an em dash"),
    (DOUBLED, "doubled word"),
    (DOUBLE_SPACE, "double space"),
)
"""The mistakes a pattern finds alone, each with what is said of it, in report order."""


def check(entry: Entry, context: Context) -> list[Problem]:
    if not CYRILLIC.search(entry.msgstr):
        return []
    text = myst.prose(entry.msgstr)
    problems = []
    marks = {m[0]: m for m in reversed(list(BAD_QUOTE.finditer(text)))}  # each mark once
    for mark, m in sorted(marks.items(), key=lambda item: item[1].start()):
        problems.append(
            entry.problem(
                NAME,
                f"quote {mark} in Russian prose: use «ёлочки»",
                around(text, m.start(), m.end()),
            )
        )
    if text.count("«") != text.count("»"):
        problems.append(
            entry.problem(
                NAME,
                f"«ёлочки» do not pair up ({text.count('«')} « and {text.count('»')} »)",
                text.replace(myst.MASK, "…"),
            )
        )
    for pattern, message in PLAIN_MISTAKES:
        problems += [
            entry.problem(NAME, message, around(text, m.start(), m.end()))
            for m in pattern.finditer(text)
        ]
    for m in SPACE_BEFORE_MARK.finditer(text):
        mark = m[0].strip(" " + NBSP)
        problems.append(
            entry.problem(NAME, f"space before '{mark}'", around(text, m.start(), m.end()))
        )
    for m in WORD.finditer(text):
        if CYRILLIC.search(m[0]) and LATIN.search(m[0]):
            latin = ", ".join(dict.fromkeys(LATIN.findall(m[0])))
            message = f"Latin and Cyrillic letters in one word (Latin: {latin})"
            problems.append(entry.problem(NAME, message, m[0]))
    return problems


def check_yo(entries: Iterable[Entry]) -> list[Problem]:
    """Words written with е in one place and with ё in another: the е spelling is reported."""
    entries = [e for e in entries if CYRILLIC.search(e.msgstr)]
    with_yo: dict[str, str] = {}
    for entry in entries:
        for word in WORD.findall(myst.prose(entry.msgstr).lower()):
            if "ё" in word:
                with_yo.setdefault(word.replace("ё", "е"), word)
    problems = []
    for entry in entries:
        seen = set()
        for word in WORD.findall(myst.prose(entry.msgstr)):
            plain = word.lower()
            if plain in with_yo and plain not in YO_HOMOGRAPHS and plain not in seen:
                seen.add(plain)
                message = f"«{word}» is written with ё elsewhere («{with_yo[plain]}»): write ё"
                problems.append(entry.problem(NAME, message, word))
    return problems
