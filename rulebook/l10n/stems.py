"""Russian words compared by Snowball stems, so any grammatical case matches.

``стрелок`` and ``стрелка`` stem to ``стрелок`` and ``стрелк``: Snowball keeps
a fleeting vowel, so it is dropped from a stem's last syllable before comparing.
A longer stem (``атакова`` of ``атаковать``) matches a term stem of four letters
or more that begins it (``атак`` of ``атака``).

>>> contains(stems("Сила атаки воина"), stems("сила атаки"))
True
>>> contains(stems("клеток"), stems("клетка")) and contains(stems("знаменосцем"), stems("знаменосец"))
True
>>> contains(stems("поле"), stems("полный"))
False

A short stem keeps its vowel, and a stem that only adds a final vowel to it still
matches: Snowball cuts ``герой`` to ``гер`` but ``героя`` to ``геро``.

>>> contains(stems("героя"), stems("герой")) and contains(stems("героев"), stems("герой"))
True
"""

from __future__ import annotations

import re
from functools import cache

import snowballstemmer

from rulebook.vocabulary.catalog import fold

WORD = re.compile(r"[^\W\d_]+")
FLEETING_VOWEL = re.compile(r"[ео](?=[бвгджзйклмнпрстфхцчшщ]$)")
VOWELS = "аеёиоуыэюя"
MIN_PREFIX = 4
_STEMMER = snowballstemmer.stemmer("russian")


@cache
def stem(word: str) -> str:
    found = _STEMMER.stemWord(fold(word))
    return FLEETING_VOWEL.sub("", found) if len(found) >= MIN_PREFIX else found


def stems(text: str) -> list[str]:
    return [stem(word) for word in WORD.findall(text)]


def same(word: str, term: str) -> bool:
    return (
        word == term
        or (len(term) >= MIN_PREFIX and word.startswith(term))
        or word.rstrip(VOWELS) == term
    )


def contains(text: list[str], phrase: list[str]) -> bool:
    """Whether the stems of ``phrase`` occur in ``text``, in order and side by side."""
    size = len(phrase)
    if not size:
        return False
    return any(
        all(same(word, term) for word, term in zip(text[start : start + size], phrase, strict=True))
        for start in range(len(text) - size + 1)
    )
