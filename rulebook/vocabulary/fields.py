"""Typed fields of step patterns, such as ``{cell:Cell}`` or ``{kind:Kind}``.

A field is either a value written the same in every language (a cell, a
number, a rule ID) or a *term* whose word depends on the language (a warrior
type, a side). Terms are parsed from either language into one value, and
translated word for word when a feature file is rendered in another language.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from parse import with_pattern

from rulebook.vocabulary.catalog import SOURCE_LANGUAGE, fold, vocabulary
from rulebook.vocabulary.retired import retired_words
from rulebook.vocabulary.wording import Message

PLACEHOLDER = r"<[^<>]+>"
LIST_SEPARATOR = ", "
CYRILLIC_IE = "\u0435"
E_OR_YO = "[\u0435\u0451]"


Check = Callable[[str], "Message | None"]


@dataclass(frozen=True)
class Spelling:
    """How one language writes a value that English writes otherwise: a point of the classic
    table is ``20,1.5`` in English and ``(20; 1,5)`` in Russian, whose decimal mark is a
    comma. The language reads its own form and the English one, and writes its own."""

    regex: str
    to_english: Callable[[str], str]
    from_english: Callable[[str], str]


@dataclass(frozen=True)
class Field:
    """One field type. ``convert`` turns the English text of a value into the value.

    ``check`` says why a value of the right shape still cannot be used (a number too
    long to read, a cell off the board), before anything runs; ``examples`` are values
    for the step catalog's examples, in turn; ``synonyms`` are terms that name the same
    thing as another (``cavalryman`` for ``horseman``), read like any term.
    """

    name: str
    convert: Callable[[str], Any]
    regex: str | None = None
    context: str | None = None
    terms: tuple[str, ...] = ()
    many: bool = False
    blank: str | None = None
    check: Check | None = None
    examples: tuple[str, ...] = ()
    synonyms: tuple[tuple[str, str], ...] = ()
    spellings: tuple[tuple[str, Spelling], ...] = ()

    def spelling(self, language: str) -> Spelling | None:
        """The language's own form of a value, if it has one."""
        return dict(self.spellings).get(language)

    def reads(self, value: str) -> bool:
        """Whether ``value`` is a value of this field as some language writes it."""
        forms = [self.regex or "", *(spelling.regex for _, spelling in self.spellings)]
        return any(re.fullmatch(form, value, re.IGNORECASE) for form in forms if form)

    def value_english(self, value: str) -> str:
        """A value as English writes it, from whichever language wrote it."""
        for _, spelling in self.spellings:
            if re.fullmatch(spelling.regex, value):
                return spelling.to_english(value)
        return value

    def example(self, number: int = 0) -> str:
        """The ``number``-th example value (English): given ones, else the terms in turn."""
        values = self.examples or tuple(t for t in self.terms if t not in dict(self.synonyms))
        return values[number % len(values)] if values else ""

    def problem(self, text: str) -> Message | None:
        """Why each item of ``text`` (a value of this field, as written) cannot be used."""
        if self.check is None:
            return None
        for item in self.items(text.strip()):
            found = self.check(item)
            if found is not None:
                return found
        return None

    def words(self, language: str) -> dict[str, str]:
        """Every word this term field accepts in ``language``, folded -> English."""
        # Kept while the language's catalog is the same one: every value read asks.
        catalog = vocabulary(language) if language != SOURCE_LANGUAGE and self.context else None
        kept = self._words.get(language)
        if kept is None or kept[0] is not catalog:
            kept = self._words[language] = (catalog, self._read_words(language))
        return kept[1]

    @cached_property
    def _words(self) -> dict[str, tuple[object, dict[str, str]]]:
        return {}

    def _read_words(self, language: str) -> dict[str, str]:
        found = {fold(term): term for term in self.terms}
        if language != SOURCE_LANGUAGE and self.context:
            for english, translated in vocabulary(language).words(self.context).items():
                if english in self.terms:
                    found[fold(translated)] = english
            for old in retired_words(self.context, language):
                if old.term in self.terms:
                    found.setdefault(fold(old.wording), old.term)  # an old word reads still
        return found

    def translate(self, english: str, language: str) -> str:
        """The word for an English value in ``language`` (values pass unchanged, unless the
        language spells them its own way)."""
        if not self.context:
            spelling = self.spelling(language)
            return spelling.from_english(english) if spelling else english
        if language == SOURCE_LANGUAGE:
            return english
        return vocabulary(language).get(self.context, english) or english

    def item_regex(self, language: str) -> str:
        if self.regex is not None:
            spelling = self.spelling(language)
            item = f"{spelling.regex}|{self.regex}" if spelling else self.regex
        else:
            # Words are folded (ё as е); a reader may write either letter.
            spellings = [
                re.escape(word).replace(CYRILLIC_IE, E_OR_YO) for word in self.words(language)
            ]
            item = "|".join(sorted(spellings, key=len, reverse=True))
        if self.blank is not None:
            item = f"{item}|{re.escape(self.blank)}"
        return f"(?:{item})"

    def full_regex(self, language: str) -> str:
        item = self.item_regex(language)
        if self.many:
            return f"(?i:{item}(?:{re.escape(LIST_SEPARATOR)}{item})*)"
        return f"(?i:{item})"

    def items(self, text: str) -> list[str]:
        return text.split(LIST_SEPARATOR) if self.many else [text]

    def english(self, word: str, language: str) -> str:
        if word == self.blank:
            return word
        if self.regex is not None:
            spelling = self.spelling(language)
            if spelling and re.fullmatch(spelling.regex, word):
                return spelling.to_english(word)
            return word
        return self.words(language)[fold(word)]

    def parser(self, language: str) -> Callable[[str], Any]:
        """A ``parse`` type converter that reads this field in ``language``."""

        @with_pattern(self.full_regex(language))
        def convert(text: str) -> Any:
            values = [
                None if word == self.blank else self.convert(self.english(word, language))
                for word in self.items(text)
            ]
            return values if self.many else values[0]

        return convert

    def raw_parser(self, language: str) -> Callable[[str], str]:
        """Reads the text of the field unconverted; also accepts an outline ``<placeholder>``."""
        return with_pattern(f"(?:{PLACEHOLDER}|{self.full_regex(language)})")(lambda text: text)

    def render(self, text: str, source: str, target: str) -> str:
        """Re-spell a field's text from one language in another."""
        if re.fullmatch(PLACEHOLDER, text) or not (self.context or self.spellings):
            return text
        words = [
            word if word == self.blank else self.translate(self.english(word, source), target)
            for word in self.items(text)
        ]
        return LIST_SEPARATOR.join(words)


def value_field(
    name: str,
    regex: str,
    convert: Callable[[str], Any],
    many: bool = False,
    check: Check | None = None,
    examples: tuple[str, ...] = (),
    spellings: dict[str, Spelling] | None = None,
) -> Field:
    return Field(
        name,
        convert,
        regex=regex,
        many=many,
        check=check,
        examples=examples,
        spellings=tuple((spellings or {}).items()),
    )


def term_field(
    name: str,
    context: str,
    terms: Iterable[str],
    convert: Callable[[str], Any],
    many: bool = False,
    blank: str | None = None,
    synonyms: dict[str, str] | None = None,
) -> Field:
    """A field of vocabulary words; each synonym is read as the term it stands for."""
    aliases = tuple((synonyms or {}).items())
    words = (*terms, *(alias for alias, _ in aliases))

    def read(word: str) -> Any:
        return convert(dict(aliases).get(word, word))

    return Field(name, read, context=context, terms=words, many=many, blank=blank, synonyms=aliases)


def number_problem(text: str) -> Message | None:
    """A whole number too long for Python to read (more than 4,300 digits) is refused."""
    limit = sys.get_int_max_str_digits()
    if limit and len(text) > limit:
        return Message(
            "{text} is a number of {digits:plural:digit|digits}; at most {limit} can be read",
            {"text": shortened(text), "digits": len(text), "limit": limit},
        )
    return None


def shortened(text: str, keep: int = 12) -> str:
    """A long value cut for a message: its start, an ellipsis and its end."""
    return text if len(text) <= 2 * keep + 1 else f"{text[:keep]}…{text[-keep:]}"


def listed(values: list[Any] | None) -> list[Any]:
    """A list field's values: its blank word (``-``) reads as none."""
    return [v for v in values or [] if v is not None]
