"""The English rules' words: one word for one thing, capitalised one way, the player's voice.

Read on the rules, rulings, glossary entries and scenario names of each game
(:mod:`rulebook.l10n.sources`), with code and roles masked (a ``{term}`` role's visible
text is read):

- ``synonyms``: an English word that the term base forbids for a term of the game
  (``en_forbidden``: "eliminated" where the game says "destroyed"). A forbidden phrase is
  matched as whole words in any case; where it is part of a longer term ("strength" in
  "attack strength"), that term is not a use of it;
- ``capitals``: a term of the game written with other capitals than the term base's
  (the glossary's): "battlefield" for "Battlefield", "Line of Sight" for "line of sight".
  A capital first letter at the start of a sentence, a list item or a name is allowed;
- ``voice``: a rule the player acts on says what the player may or may not do, not what
  the engine does ("…is refused"); the engine's refusals keep their own wording.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import cache

from rulebook.l10n import myst
from rulebook.l10n.checks.base import Problem
from rulebook.l10n.sources import Passage
from rulebook.l10n.termbase import Term, TermBase

SYNONYMS, CAPITALS, VOICE = "synonyms", "capitals", "voice"
ENGINE_VOICE = re.compile(r"(?<![\w-])(?:(?:is|are|be|gets?) refused|refuses)(?![\w-])", re.I)
# What may stand before a capital that starts a sentence: nothing, a list or table mark,
# emphasis, a label ("**Gap.** "), an opening bracket or quote, or the end of a sentence.
SENTENCE_START = re.compile(r"(?:^|[.!?:;]\s+|[(«\"“]|[-*|#>]\s+|\d+\.\s+|\*\*|—\s+)[*_]*$")


def visible(text: str) -> str:
    """A line as a reader reads it: roles' visible text, code and fields masked, same length
    as far as a line's positions go (the checks only report words)."""
    return myst.words_of(text, targets=False)


@cache
def phrase(words: str) -> re.Pattern[str]:
    return re.compile(
        r"(?<![\w-])" + r"\s+".join(re.escape(w) for w in words.split()) + r"(?![\w-])", re.I
    )


@dataclass(frozen=True)
class Forbidden:
    """A word forbidden for a term, and the longer terms that hold it ("base strengths" is
    no use of "strengths")."""

    term: Term
    word: str
    longer: tuple[re.Pattern[str], ...]


def forbidden_words(terms: tuple[Term, ...]) -> tuple[Forbidden, ...]:
    found = []
    for term in terms:
        for word in term.en_forbidden:
            inner = [phrase(w) for w in {word, word.removesuffix("s")}]
            longer = tuple(
                t.english()
                for t in terms
                if any(p.search(t.en) for p in inner) and t.en.casefold() != word.casefold()
            )
            found.append(Forbidden(term, word, longer))
    return tuple(found)


def synonym_uses(text: str, forbidden: tuple[Forbidden, ...]) -> Iterator[tuple[Term, str, str]]:
    """Each use of a forbidden word in ``text``: the term, the forbidden word, the text used."""
    for each in forbidden:
        plain = text
        for pattern in each.longer:
            plain = pattern.sub(lambda m: myst.MASK * len(m[0]), plain)
        for m in phrase(each.word).finditer(plain):
            yield each.term, each.word, m[0]


def synonyms(passage: Passage, text: str, forbidden: tuple[Forbidden, ...]) -> Iterator[Problem]:
    for term, _, used in synonym_uses(text, forbidden):
        message = f"{used!r} in a {passage.kind}: the term is {term.en!r} ({passage.game})"
        yield Problem(passage.path, passage.line, SYNONYMS, message, used)


def capitals(passage: Passage, text: str, terms: tuple[Term, ...]) -> Iterator[Problem]:
    masked = titles_masked(passage.text)
    for term in terms:  # longest first: "line of sight" before "line"
        for m in term.english().finditer(masked) if term.prose else ():
            if not same_capitals(m[0], term.en, SENTENCE_START.search(masked[: m.start()])):
                message = f"{m[0]!r}: the term is written {term.en!r}"
                yield Problem(passage.path, passage.line, CAPITALS, message, m[0])
        masked = term.english().sub(lambda m: myst.MASK * len(m[0]), masked)


def titles_masked(text: str) -> str:
    """A line with a {doc} or {ref} role's text masked: a page's title keeps its capitals."""
    return myst.strip_markup(text, lambda r: r.visible if r.name == "term" else myst.MASK)


def same_capitals(found: str, term: str, sentence_start: object) -> bool:
    """Whether ``found`` (the term, maybe plural) has the term's capitals; a capital first
    letter is allowed where a sentence starts.

    >>> same_capitals("battlefield", "Battlefield", None), same_capitals("Horsemen", "horseman", True)
    (False, True)
    >>> same_capitals("Line of Sight", "line of sight", True)
    False
    """
    first = found[0] == term[0] or (sentence_start is not None and found[0] == term[0].upper())
    return first and all(
        a == b for a, b in zip(found[1:], term[1:], strict=False) if a.lower() == b.lower()
    )


def voice(passage: Passage, text: str) -> Iterator[Problem]:
    if passage.kind != "rule":
        return
    for m in ENGINE_VOICE.finditer(text):
        yield Problem(
            passage.path,
            passage.line,
            VOICE,
            "a rule in the engine's voice: say what the player may or may not do",
            m[0],
        )


class GameWords:
    """Each game's terms, longest first, and its forbidden words, worked out once."""

    def __init__(self, termbase: TermBase) -> None:
        self.termbase = termbase
        self.found: dict[str, tuple[tuple[Term, ...], tuple[Forbidden, ...]]] = {}

    def of(self, game: str) -> tuple[tuple[Term, ...], tuple[Forbidden, ...]]:
        if game not in self.found:
            terms = tuple(self.termbase.for_game(game))
            self.found[game] = (terms, forbidden_words(terms))
        return self.found[game]


def check(passages: Iterable[Passage], termbase: TermBase) -> list[Problem]:
    problems: list[Problem] = []
    words = GameWords(termbase)
    for passage in passages:
        terms, forbidden = words.of(passage.game)
        text = visible(passage.text)
        problems += synonyms(passage, text, forbidden)
        problems += capitals(passage, text, terms)
        problems += voice(passage, text)
    return problems
