"""Wording a message in a language: an English template, translated, its fields filled in.

Every message the question tool prints is written the engine's way
(:mod:`engine.core.errors`): an English *template* with named *fields*. A field is
a plain value (a cell, a number) or a :class:`~engine.core.errors.Term`, a word of
the vocabulary; ``{n:plural:wound|wounds}`` writes a count with its noun.

To word one in a language, the template's translation comes from a catalog that
ships with the tool (``reasons``: refusals, failed expectations and notes;
``rulebook``: the tool's own words), each Term's word from the vocabulary catalog
by its context, and the noun form of a count from Babel's plural rules for the
language. A translation lists its noun forms in the order of the language's
plural categories for whole numbers (:func:`plural_categories`): English
``wound|wounds``, Russian ``рана|раны|ран``.

>>> wording("{n:plural:wound|wounds}", {"n": 1}, "en")
'1 wound'
>>> formatter("ru").format("{a:plural:рана|раны|ран}, {b:plural:рана|раны|ран}, {c:plural:рана|раны|ран}", a=1, b=2, c=5)
'1 рана, 2 раны, 5 ран'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import Any, Protocol

from engine.core.errors import FieldValue, ReasonFormatter, Term
from rulebook.vocabulary.catalog import SOURCE_LANGUAGE, tool_catalog, vocabulary

REASONS = "reasons"  # the catalog of refusals, failed expectations and notes
WORDS = "rulebook"  # the catalog of the tool's own words (shared with the books' chrome)
CLDR_ORDER = ("zero", "one", "two", "few", "many", "other")


def N_(message: str) -> str:
    """Mark one of the tool's own words for the ``rulebook`` catalog; :func:`say` words it."""
    return message


class Worded(Protocol):
    """Anything with a template and fields: a RuleViolation, a failed step, a note."""

    @property
    def template(self) -> str: ...

    @property
    def fields(self) -> Mapping[str, Any]: ...


@dataclass(frozen=True)
class Message:
    """A message to word later, in the reader's language: what a step says beyond its verdict.

    ``rule_id`` names the rule behind it, if one is. A field may itself be a Message
    (a reason inside a sentence), worded in the same language.
    """

    template: str
    fields: Mapping[str, FieldValue | Message] = field(default_factory=dict)
    rule_id: str = ""


@dataclass(frozen=True)
class Respelled:
    """A plain value that a game writes in each language its own way, such as a die's faces
    (``sword, dragon+push``): ``spell(text, language)`` gives it in ``language``."""

    text: str
    spell: Callable[[str, str], str]


@cache
def plural_categories(language: str) -> tuple[str, ...]:
    """The plural categories whole numbers take in ``language``, in CLDR order.

    >>> plural_categories("en"), plural_categories("ru")
    (('one', 'other'), ('one', 'few', 'many'))
    """
    # English and Russian decide by the last two digits: 0..199 meets each of their categories.
    found = {plural_form(language, number) for number in range(200)}
    return tuple(category for category in CLDR_ORDER if category in found)


def plural_chooser(language: str) -> Callable[[int, list[str]], str]:
    """Picks the noun form for a count from the forms a template lists."""

    def choose(count: int, forms: list[str]) -> str:
        index = plural_categories(language).index(plural_form(language, abs(count)))
        return forms[min(index, len(forms) - 1)]

    return choose


def plural_form(language: str, count: int) -> str:
    """The plural category of a count, by Babel's rules for the language."""
    return babel_locale(language).plural_form(count)


@cache
def babel_locale(language: str) -> Any:
    """Babel's locale, read at the first count a message words: most answers word none,
    and loading Babel's locale data is a good part of a question's start-up."""
    from babel import Locale

    return Locale.parse(language)


@cache
def formatter(language: str) -> ReasonFormatter:
    return ReasonFormatter(plural_chooser(language))


def term_word(term: Term, language: str) -> str:
    """A vocabulary word in ``language`` (its English word if it has no translation)."""
    return vocabulary(language).get(term.context, term.word) or term.word


def translated(template: str, language: str, domain: str = REASONS) -> str:
    """A template's translation into ``language``, or the English template."""
    if language == SOURCE_LANGUAGE:
        return template
    return tool_catalog(language, domain).get("", template) or template


ValueSpelling = Callable[[str], str]
VALUE_SPELLINGS: dict[str, list[ValueSpelling]] = {}
"""Per language, how it re-spells a plain value of a message (a point of the classic table,
``(20; 1,5)`` in Russian): each takes the English text and returns it as the language writes
it, or unchanged. A game's vocabulary adds its own with :func:`spell_values`."""


def spell_values(language: str, spelling: ValueSpelling) -> None:
    if spelling not in VALUE_SPELLINGS.setdefault(language, []):
        VALUE_SPELLINGS[language].append(spelling)


def spelled(value: str, language: str) -> str:
    for spelling in VALUE_SPELLINGS.get(language, ()):
        value = spelling(value)
    return value


def field_text(value: Any, language: str) -> Any:
    """A field's value in ``language``: a Term's word, a nested message's wording, a
    respelled value as its game writes it, a tuple's items one after the other, a plain text
    as the language spells it."""
    if isinstance(value, str):
        return spelled(value, language)
    if isinstance(value, Term):
        return term_word(value, language)
    if isinstance(value, Message):
        return word(value, language)
    if isinstance(value, Respelled):
        return value.spell(value.text, language)
    if isinstance(value, tuple):
        return ", ".join(str(field_text(item, language)) for item in value)
    return value


def fill(text: str, fields: Mapping[str, Any], language: str) -> str:
    """A template (in ``language``) with its fields filled in; without fields, as it is."""
    if not fields:
        return text
    values = {name: field_text(value, language) for name, value in fields.items()}
    return formatter(language).format(text, **values)


def wording(template: str, fields: Mapping[str, Any], language: str, domain: str = REASONS) -> str:
    """The message in ``language``; in English if its translation cannot be filled in."""
    try:
        return fill(translated(template, language, domain), fields, language)
    except (KeyError, IndexError, ValueError, TypeError):
        return fill(template, fields, SOURCE_LANGUAGE)  # a broken translation is not fatal


def word(message: Worded, language: str) -> str:
    """A refusal, a failed expectation or a note, in ``language``."""
    return wording(message.template, message.fields, language)


def say(text: str, language: str, /, **fields: FieldValue) -> str:
    """One of the tool's own words (marked with :func:`N_`), in ``language``."""
    return wording(text, fields, language, WORDS)
