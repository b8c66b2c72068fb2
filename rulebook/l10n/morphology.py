"""Russian words compared as forms of one word, so any grammatical form matches.

A term's word stands for every form of its paradigm, as pymorphy3 and its Russian
dictionaries (OpenCorpora) inflect it: every reading counts, since a checker cannot
tell «стали» (steel) from «стали» (became). A verb's forms include its participles:
«отброшена» is a form of «отбросить». A word the dictionaries do not know
(«берсерк») is inflected like the words it resembles.

>>> contains(tokens("Сила атаки воина"), phrase("сила атаки"))
True
>>> contains(tokens("клеток"), phrase("клетка")) and contains(tokens("знаменосцем"), phrase("знаменосец"))
True
>>> contains(tokens("отброшена"), phrase("отбросить")), contains(tokens("поле"), phrase("полный"))
(True, False)
>>> contains(tokens("Бонус позволяет берсерку атаковать"), phrase("берсерк"))
True

A number stands between words: «в 3 гексах» does not hold «в гексе». In a phrase,
``#`` stands for any number, or for masked markup (a field such as ``{n}``).

>>> contains(tokens("в 3 гексах"), phrase("в гексе")), contains(tokens("в гексах"), phrase("в гексе"))
(False, True)
>>> contains(tokens("получает 2 урона"), phrase("# урон")), contains(tokens(MASK + " урона"), phrase("# урон"))
(True, True)
"""

from __future__ import annotations

import re
from functools import cache

from rulebook.vocabulary.catalog import fold

MASK = "\ufffc"  # what masked markup becomes (rulebook.l10n.myst.MASK): a field, a role
TOKEN = re.compile(rf"[^\W\d_]+|\d+(?:[.,]\d+)?|{MASK}")
NUMBER = "#"  # in a phrase: any number, or a field
Forms = frozenset[str]


class MorphologyMissing(Exception):
    """pymorphy3 is not installed: the term check cannot read Russian."""


@cache
def analyzer():  # type: ignore[no-untyped-def]  (pymorphy3 has no type hints)
    try:
        import pymorphy3
    except ImportError as error:  # the test extra brings it; the tool alone does not need it
        raise MorphologyMissing(
            "the term check needs pymorphy3 and its Russian dictionaries: pip install -e '.[test]'"
        ) from error
    return pymorphy3.MorphAnalyzer(lang="ru")


@cache
def forms(word: str) -> Forms:
    """Every form of every reading of ``word``, folded (ё as е)."""
    folded = fold(word)
    if folded == NUMBER:
        return NUMBERS
    if folded[0].isdigit() or folded == MASK:
        return frozenset({folded})
    found = {folded}
    for reading in analyzer().parse(folded):
        found.update(fold(form.word) for form in reading.lexeme)
    return frozenset(found)


def tokens(text: str) -> list[str]:
    """The words (and numbers) of ``text``, folded."""
    return [fold(m[0]) for m in TOKEN.finditer(text)]


def spans(text: str) -> list[tuple[int, int]]:
    """Where each of the :func:`tokens` of ``text`` stands in it."""
    return [m.span() for m in TOKEN.finditer(text)]


class AnyNumber(frozenset[str]):
    """The forms of ``#``: it holds every number and a field."""

    def __contains__(self, word: object) -> bool:
        return isinstance(word, str) and (word == MASK or word[:1].isdigit())


NUMBERS = AnyNumber()


@cache
def phrase(text: str) -> tuple[Forms, ...]:
    """A term's words, each as the set of its forms (``#``: any number)."""
    return tuple(forms(m[0]) for m in re.finditer(rf"{TOKEN.pattern}|{NUMBER}", text))


def contains(text: list[str], words: tuple[Forms, ...]) -> bool:
    """Whether the words occur in ``text`` side by side, in order, each in any of its forms."""
    return bool(find(text, words))


def find(text: list[str], words: tuple[Forms, ...]) -> list[int]:
    """Where the words begin in ``text``, each place once."""
    size = len(words)
    if not size:
        return []
    first, rest = words[0], words[1:]
    return [
        start
        for start, word in enumerate(text[: len(text) - size + 1])
        if word in first
        and all(w in term for w, term in zip(text[start + 1 : start + size], rest, strict=True))
    ]
