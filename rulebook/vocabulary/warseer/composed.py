"""The two Warseer fields composed of words: a keyword may carry its X and a text
(``Run 2``, ``Hunter: hero``) and a die face joins symbols with ``+`` (``sword+push``).
Only the words are translated; the number, the colon and the plus sign are written the same
in every language.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from rulebook.vocabulary import common  # noqa: F401  (the shared fields and steps)
from rulebook.vocabulary.catalog import SOURCE_LANGUAGE, fold, vocabulary
from rulebook.vocabulary.fields import CYRILLIC_IE, E_OR_YO, Field
from rulebook.vocabulary.warseer.terms import (
    ATTACK_TYPES,
    BLANK,
    CARD_KINDS,
    CRIT_CONTEXT,
    CRITS,
    EFFECTS,
    KEYWORD_CONTEXT,
    KEYWORDS,
    KIND_CONTEXT,
    NONE,
    SYMBOL_CONTEXT,
    SYMBOLS,
    WORD_EFFECTS,
)


def spelling_regex(words: Mapping[str, str] | list[str]) -> str:
    """An alternation of words, longest first, reading ё for е."""
    spellings = [re.escape(w).replace(CYRILLIC_IE, E_OR_YO) for w in words]
    return "|".join(sorted(spellings, key=len, reverse=True))


def words_of(context: str, terms: tuple[str, ...], language: str) -> dict[str, str]:
    """Folded word -> English term, for the terms of ``context`` in ``language``."""
    found = {fold(term): term for term in terms}
    if language != SOURCE_LANGUAGE:
        for english, translated in vocabulary(language).words(context).items():
            if english in terms:
                found[fold(translated)] = english
    return found


def translated(context: str, term: str, language: str) -> str:
    if language == SOURCE_LANGUAGE:
        return term
    return vocabulary(language).get(context, term) or term


KEYWORD_ITEM = re.compile(r"(?P<name>.*?)(?: (?P<x>[0-9]+))?(?:: (?P<text>.+))?")
TEXT_CONTEXTS = (
    (KEYWORD_CONTEXT, KEYWORDS),
    (CRIT_CONTEXT, CRITS),
    (KIND_CONTEXT, CARD_KINDS),
    ("attack type", ATTACK_TYPES),
    ("effect", (*EFFECTS, *WORD_EFFECTS)),
)


DICE_WORDS = ("die", "dice")
DICE_BONUS = re.compile(r"\+(?P<n>[0-9]+) (?P<word>.+)")
WORD_AMOUNT = re.compile(r"(?P<word>.+?) (?P<n>[0-9]+)")


def text_of(folded: str, texts: dict[str, str], bonus: dict[str, str]) -> str:
    """The English of a keyword's text: a word of its contexts with an optional amount
    (``damage 1``), or ``+N die|dice``."""
    found = DICE_BONUS.fullmatch(folded)
    if found is not None:
        return f"+{found['n']} {bonus[found['word']]}"
    amount = WORD_AMOUNT.fullmatch(folded)
    if folded not in texts and amount is not None:
        return f"{texts[amount['word']]} {amount['n']}"
    return texts[folded]


class ComposedWords(Mapping[str, str]):
    """The words of a composed field: folded text -> English, read piece by piece."""

    def __init__(self, read: Any, heads: dict[str, str]) -> None:
        self.read, self.heads = read, heads

    def __getitem__(self, key: str) -> str:
        found: str = self.read(key)
        return found

    def __iter__(self) -> Iterator[str]:
        return iter(self.heads)

    def __len__(self) -> int:
        return len(self.heads)


@dataclass(frozen=True)
class KeywordsField(Field):
    """Keywords as a list: each ``Name``, ``Name X``, ``Name: text`` or ``Name X: text``;
    the text is a keyword, a critical effect, a card type or an attack type."""

    def words(self, language: str) -> dict[str, str]:
        heads = words_of(KEYWORD_CONTEXT, KEYWORDS, language)
        texts: dict[str, str] = {}
        for context, terms in TEXT_CONTEXTS:
            texts.update(words_of(context, terms, language))
        bonus = words_of(KEYWORD_CONTEXT, DICE_WORDS, language)

        def read(key: str) -> str:
            match = KEYWORD_ITEM.fullmatch(key.strip())
            if match is None:
                raise KeyError(key)
            english = heads[fold(match["name"])]
            if match["x"]:
                english += f" {match['x']}"
            if match["text"]:
                english += f": {text_of(fold(match['text']), texts, bonus)}"
            return english

        return ComposedWords(read, heads)  # type: ignore[return-value]

    def item_regex(self, language: str) -> str:
        heads = spelling_regex(list(words_of(KEYWORD_CONTEXT, KEYWORDS, language)))
        texts: list[str] = []
        for context, terms in TEXT_CONTEXTS:
            texts += list(words_of(context, terms, language))
        dice = spelling_regex(list(words_of(KEYWORD_CONTEXT, DICE_WORDS, language)))
        text = f"(?:(?:{spelling_regex(texts)})(?: [0-9]+)?|\\+[0-9]+ (?:{dice}))"
        return f"(?:(?:{heads})(?: [0-9]+)?(?:: {text})?|{re.escape(NONE)})"

    def translate(self, english: str, language: str) -> str:
        match = KEYWORD_ITEM.fullmatch(english)
        if match is None or language == SOURCE_LANGUAGE:
            return english
        text = translated(KEYWORD_CONTEXT, match["name"], language)
        if match["x"]:
            text += f" {match['x']}"
        if match["text"]:
            bonus = DICE_BONUS.fullmatch(match["text"])
            if bonus is not None:
                word = translated(KEYWORD_CONTEXT, bonus["word"], language)
                return f"{text}: +{bonus['n']} {word}"
            word, amount = match["text"], ""
            found = WORD_AMOUNT.fullmatch(word)
            if found is not None and not any(word in terms for _, terms in TEXT_CONTEXTS):
                word, amount = found["word"], f" {found['n']}"
            context = next((c for c, terms in TEXT_CONTEXTS if word in terms), "")
            text += f": {translated(context, word, language)}{amount}"
        return text


@dataclass(frozen=True)
class FacesField(Field):
    """Die faces as a list: each a symbol, symbols joined by ``+`` (``sword+push``), or
    ``blank``."""

    def words(self, language: str) -> dict[str, str]:
        heads = words_of(SYMBOL_CONTEXT, (*SYMBOLS, BLANK), language)

        def read(key: str) -> str:
            return "+".join(heads[fold(part.strip())] for part in key.split("+"))

        return ComposedWords(read, heads)  # type: ignore[return-value]

    def item_regex(self, language: str) -> str:
        symbol = spelling_regex(list(words_of(SYMBOL_CONTEXT, (*SYMBOLS, BLANK), language)))
        return f"(?:(?:{symbol})(?:\\+(?:{symbol}))*)"

    def translate(self, english: str, language: str) -> str:
        return "+".join(translated(SYMBOL_CONTEXT, part, language) for part in english.split("+"))


def composed(kind: type[Field], name: str, context: str, terms: tuple[str, ...]) -> Field:
    return kind(name, str, context=context, terms=terms, many=True, blank=NONE)
