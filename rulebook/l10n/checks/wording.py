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


def phrase(words: str) -> re.Pattern[str]:
    return re.compile(
        r"(?<![\w-])" + r"\s+".join(re.escape(w) for w in words.split()) + r"(?![\w-])", re.I
    )


@cache
def longer_terms(terms: tuple[Term, ...], words: str) -> tuple[re.Pattern[str], ...]:
    """The terms whose English holds ``words`` (or its singular) and more: uses of them
    ("base strengths") are not uses of it ("strengths")."""
    inner = [phrase(w) for w in {words, words.removesuffix("s")}]
    return tuple(
        t.english()
        for t in terms
        if any(p.search(t.en) for p in inner) and t.en.casefold() != words.casefold()
    )


def synonym_uses(text: str, terms: tuple[Term, ...]) -> Iterator[tuple[Term, str, str]]:
    """Each use of a forbidden word in ``text``: the term, the forbidden word, the text used."""
    for term in terms:
        for word in term.en_forbidden:
            plain = text
            for pattern in longer_terms(terms, word):
                plain = pattern.sub(lambda m: myst.MASK * len(m[0]), plain)
            for m in phrase(word).finditer(plain):
                yield term, word, m[0]


def synonyms(passage: Passage, text: str, terms: tuple[Term, ...]) -> Iterator[Problem]:
    for term, _, used in synonym_uses(text, terms):
        message = f"{used!r} in a {passage.kind}: the term is {term.en!r} ({passage.game})"
        yield Problem(passage.path, passage.line, SYNONYMS, message, used)


def capitals(passage: Passage, text: str, terms: tuple[Term, ...]) -> Iterator[Problem]:
    masked = text
    for term in terms:  # longest first: "line of sight" before "line"
        if not term.prose:
            continue
        for m in term.english().finditer(masked):
            if not same_capitals(m[0], term.en, SENTENCE_START.search(masked[: m.start()])):
                message = f"{m[0]!r}: the term is written {term.en!r}"
                yield Problem(passage.path, passage.line, CAPITALS, message, m[0])
        masked = term.english().sub(lambda m: myst.MASK * len(m[0]), masked)


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


def check(passages: Iterable[Passage], termbase: TermBase) -> list[Problem]:
    problems: list[Problem] = []
    for passage in passages:
        terms = tuple(termbase.for_game(passage.game))
        text = visible(passage.text)
        problems += synonyms(passage, text, terms)
        problems += capitals(passage, text, terms)
        problems += voice(passage, text)
    return problems
