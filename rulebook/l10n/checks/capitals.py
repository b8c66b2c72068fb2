"""``capitals`` and ``titles``: how the Russian text writes the term base's names.

- ``capitals``: a term that the term base writes in lower case (a zone, a resource, a
  creature type: «мощь героя», «колода подвигов», «воин») is in lower case inside a
  sentence; only the first word of a sentence, a list item or a heading takes a capital.
- ``titles``: a title of the term base (``title = true``: «Легенды Сигнума»,
  «Знаменосец») is in italics, as the English text sets it, and never in quotes: not
  «Легенды Сигнума», not *«Легенды Сигнума»*.

>>> [m for m, _ in capitals_found("Игрок берёт Мощь героя. Мощь героя растёт.", ["мощь героя"])]
['Мощь героя']
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from rulebook.l10n import myst
from rulebook.l10n.checks.base import Context, Entry, Problem
from rulebook.l10n.morphology import find, phrase, spans, tokens

CAPITALS, TITLES = "capitals", "titles"
# What may stand before the first word of a sentence: nothing, or the end of one, with
# emphasis, brackets, quotes, dashes and list marks between.
SENTENCE_START = re.compile(r"(?:^|[.!?…]|\n|:\*\*)[\s*_«(\"—\-–|#>\d.\ufffc]*$")


class Words:
    """A text's words (folded) and where each stands: read once, searched for every term."""

    def __init__(self, text: str) -> None:
        self.found, self.places = tokens(text), spans(text)

    def occurrences(self, words: str) -> Iterator[tuple[int, int]]:
        """Where ``words`` (in any of their forms) stand in the text: (start, end) of each."""
        size = len(phrase(words))
        for start in find(self.found, phrase(words)):
            yield self.places[start][0], self.places[start + size - 1][1]


def capitals_found(
    text: str, lower_terms: list[str], names: tuple[str, ...] = ()
) -> Iterator[tuple[str, str]]:
    """Each lower-case term written with a capital inside a sentence, with its term; where
    a capitalised name stands (the game «Знаменосец», not the warrior), it is the name."""
    words = Words(text)
    taken = [place for name in names for place in words.occurrences(name)]
    for term in lower_terms:  # longest first: «мощь героя» is not also «мощь»
        for start, end in words.occurrences(term):
            if any(a <= start < b for a, b in taken):
                continue
            taken.append((start, end))
            if text[start].isupper() and not SENTENCE_START.search(text[:start]):
                yield text[start:end], term


def titles_found(text: str, titles: list[str]) -> Iterator[str]:
    """Each title in quotes."""
    words = Words(text)
    for title in titles:
        for start, end in words.occurrences(title):
            if text[:start].rstrip("*_ ").endswith("«"):
                yield text[start:end]


def check(entry: Entry, context: Context) -> list[Problem]:
    terms = context.termbase.for_game(entry.game)
    lower = sorted({t.ru for t in terms if t.prose and t.ru[:1].islower()}, key=len, reverse=True)
    names = tuple(t.ru for t in terms if t.ru[:1].isupper())
    # A {term} role's text is prose; a {doc} role's is a page's title, with its capital.
    text = myst.strip_markup(entry.msgstr, lambda r: r.visible if r.name == "term" else myst.MASK)
    problems = [
        entry.problem(
            CAPITALS, f"a capital inside a sentence: the term base writes {term!r}", found
        )
        for found, term in dict.fromkeys(capitals_found(text, lower, names))
    ]
    titles = [t.ru for t in terms if t.title]
    problems += [
        entry.problem(TITLES, "a title in quotes: set it in italics, as the English text", found)
        for found in dict.fromkeys(titles_found(text, titles))
    ]
    return problems
