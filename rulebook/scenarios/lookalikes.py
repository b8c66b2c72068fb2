"""Letters that look alike in Latin and Cyrillic: a cell typed ``с3`` with a Cyrillic ``с``.

A Russian keyboard makes this easy and the eye cannot see it, so a step that
names such a cell is unknown for no visible reason. These helpers find the
letter and name it, so the message can say what to retype.

>>> found = lookalike("воин на с3 может атаковать")
>>> found.word, found.fixed, found.letter
('с3', 'c3', 'с')
>>> from rulebook.vocabulary.wording import word
>>> word(found.describe(), "en")
"'с3' has the Cyrillic letter 'с' (U+0441) where the Latin 'c' belongs"
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from rulebook.vocabulary.wording import Message

# Cyrillic letters drawn like Latin ones (lower and upper case), and back.
CYRILLIC_TO_LATIN = dict(
    zip("асеорхуіјѕһԁԛԝАВЕКМНОРСТХУІЈЅ", "aceopxyijshdqwABEKMHOPCTXYIJS", strict=True)
)
LATIN_TO_CYRILLIC = {latin: cyrillic for cyrillic, latin in CYRILLIC_TO_LATIN.items()}
CYRILLIC = re.compile(r"[\u0400-\u04ff\u0500-\u052f]")
LATIN = re.compile(r"[A-Za-z]")
WORD = re.compile(r"[^\W_]+")
CELL_LIKE = re.compile(r"[A-Za-z][0-9]+")


@dataclass(frozen=True)
class Lookalike:
    """A word with a letter from the other alphabet: the word, the letter, the word retyped."""

    word: str
    letter: str
    fixed: str

    @property
    def script(self) -> str:
        return "Cyrillic" if CYRILLIC.match(self.letter) else "Latin"

    @property
    def intended(self) -> str:
        return CYRILLIC_TO_LATIN.get(self.letter) or LATIN_TO_CYRILLIC[self.letter]

    def describe(self) -> Message:
        """What is wrong, for a message: the word, its letter and the letter it stands for."""
        fields = {
            "word": repr(self.word),
            "letter": repr(self.letter),
            "code": f"U+{ord(self.letter):04X}",
            "intended": repr(self.intended),
        }
        if self.script == "Cyrillic":
            return Message(
                "{word} has the Cyrillic letter {letter} ({code}) where the Latin {intended} belongs",
                fields,
            )
        return Message(
            "{word} has the Latin letter {letter} ({code}) where the Cyrillic {intended} belongs",
            fields,
        )


def lookalike(text: str) -> Lookalike | None:
    """The first word of ``text`` with a letter from the wrong alphabet, if any.

    That is a cell name with a Cyrillic letter (``с3``), or a word that mixes both
    alphabets and reads in one of them once its look-alike letters are swapped.
    """
    for match in WORD.finditer(text):
        word = match[0]
        cyrillic, latin = bool(CYRILLIC.search(word)), bool(LATIN.search(word))
        as_latin = "".join(CYRILLIC_TO_LATIN.get(ch, ch) for ch in word)
        as_cyrillic = "".join(LATIN_TO_CYRILLIC.get(ch, ch) for ch in word)
        if cyrillic and (
            CELL_LIKE.fullmatch(as_latin) or (latin and not CYRILLIC.search(as_latin))
        ):
            letter = next(ch for ch in word if ch in CYRILLIC_TO_LATIN)
            return Lookalike(word, letter, as_latin)
        if cyrillic and latin and not LATIN.search(as_cyrillic):
            letter = next(ch for ch in word if ch in LATIN_TO_CYRILLIC)
            return Lookalike(word, letter, as_cyrillic)
    return None


def retyped(text: str, found: Lookalike) -> str:
    """``text`` with the look-alike word retyped in the alphabet it belongs to."""
    return re.sub(rf"(?<![^\W_]){re.escape(found.word)}(?![^\W_])", found.fixed, text)
