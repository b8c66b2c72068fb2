"""``points``: a point of the classic table, in Russian text, is written «(20; 1,5)».

Russian writes decimals with a comma, so the English ``20,1.5`` or ``10,10`` reads as
one number there. In the prose of a classic message (code masked), these are errors:

- a decimal point between digits, ``1.5`` (Russian writes ``1,5``);
- two numbers joined by a comma that stand for a point: after a form of «точка» or
  «путь», or beside the arrow of a path (``20,20 → 18,27``).

A Russian question reads both forms (:mod:`rulebook.vocabulary.classic.points`); the
books, the step catalog and the answers write the Russian one.

>>> [p for p, _ in found("существо в точке 20,20 идёт по пути 20,20 → 18,27; допуск 0,01 см")]
['20,20', '20,20', '18,27']
>>> [p for p, _ in found("в точке (20; 1,5), ещё 2.5 см")]
['2.5']
"""

from __future__ import annotations

import re

from rulebook.l10n import myst
from rulebook.l10n.checks.base import Context, Entry, Problem
from rulebook.l10n.checks.numbers import RULE_ID

NAME = "points"
GAME = "classic"
PAIR = re.compile(r"(?<![\w.,])\d+(?:[.,]\d+)?,\d+(?:[.,]\d+)?(?![\w,]|\.\d)")
DECIMAL_POINT = re.compile(r"(?<![\w.])\d+\.\d+(?![\w.])")
POINT_WORD = re.compile(r"(?:точк|пут)\w*\s+(?:\w+\s+)?$", re.I)
ARROW = "→"
WINDOW = 3


def is_point(text: str, match: re.Match[str]) -> bool:
    before, after = text[: match.start()], text[match.end() :]
    return (
        "." in match[0]
        or bool(POINT_WORD.search(before[-40:]))
        or ARROW in before[-WINDOW:]
        or ARROW in after[:WINDOW]
    )


def found(text: str) -> list[tuple[str, str]]:
    """Each point or decimal written the English way, with what to write instead."""
    problems = []
    taken: list[tuple[int, int]] = []
    for m in PAIR.finditer(text):
        if is_point(text, m):
            x, y = m[0].split(",", 1)
            problems.append((m[0], f"({x.replace('.', ',')}; {y.replace('.', ',')})"))
            taken.append(m.span())
    for m in DECIMAL_POINT.finditer(text):
        if not any(start <= m.start() < end for start, end in taken):
            problems.append((m[0], m[0].replace(".", ",")))
    return problems


def check(entry: Entry, context: Context) -> list[Problem]:
    if entry.game != GAME:
        return []
    return [
        entry.problem(NAME, f"written the English way: write {russian}", english)
        for english, russian in found(RULE_ID.sub(myst.MASK, myst.prose(entry.msgstr)))
    ]
