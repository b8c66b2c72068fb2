"""The words of a diagram in one language, for a game whose words are not Znamenosets's.

:class:`rulebook.diagrams.labels.Labels` names the parts of a grid of warriors. A
:class:`Phrasebook` holds any words: ``words`` maps a gettext context to the engine's
values and their text (edge names, legend entries), ``phrases`` maps a name to a
``str.format`` sentence (context ``diagram``). It offers what the books and the
catalogs ask of a game's ``ENGLISH_LABELS``: :meth:`messages` and :meth:`translated`.
A translated phrasebook keeps its lookup, so a word it does not list (a card's name,
which the scenario itself states) is still looked up in its context.

>>> book = Phrasebook({"diagram edge": {"north": "north"}}, {"moved": "{name} moved"})
>>> book.word("diagram edge", "north"), book.phrase("moved", name="Aldar")
('north', 'Aldar moved')
>>> russian = book.translated(lambda context, text: {"north": "север", "Knight": "Рыцарь"}.get(text))
>>> russian.word("diagram edge", "north"), russian.word("diagram card", "Knight")
('север', 'Рыцарь')
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from rulebook.diagrams.labels import PHRASE_CONTEXT, Translate, fields, translated_phrase


@dataclass(frozen=True)
class Phrasebook:
    """Words by context, and sentences by name (see the module's docstring)."""

    words: Mapping[str, Mapping[str, str]]
    phrases: Mapping[str, str]
    separator: str = "; "
    lookup: Translate | None = None

    def __post_init__(self) -> None:
        frozen = {context: MappingProxyType(dict(found)) for context, found in self.words.items()}
        object.__setattr__(self, "words", MappingProxyType(frozen))
        object.__setattr__(self, "phrases", MappingProxyType(dict(self.phrases)))
        for pattern in self.phrases.values():
            fields(pattern)

    def word(self, context: str, value: str) -> str:
        """The text of an engine value: listed, else looked up, else shown as it is."""
        listed = self.words.get(context, {}).get(value)
        if listed is not None:
            return listed
        return (self.lookup(context, value) if self.lookup else None) or value

    def phrase(self, key: str, /, **values: Any) -> str:
        return self.phrases[key].format(**values)

    def messages(self) -> list[tuple[str, str]]:
        """Every ``(context, message)`` a translator must translate, in a stable order."""
        found = [
            (context, text) for context, words in self.words.items() for text in words.values()
        ]
        found += [(PHRASE_CONTEXT, pattern) for pattern in self.phrases.values()]
        return list(dict.fromkeys(found))

    def translated(self, translate: Translate) -> Phrasebook:
        """This phrasebook through ``translate``; ValueError if a sentence gains a field."""
        words = {
            context: {value: translate(context, text) or text for value, text in found.items()}
            for context, found in self.words.items()
        }
        phrases = {
            name: translated_phrase(translate, source) for name, source in self.phrases.items()
        }
        return Phrasebook(words, phrases, self.separator, translate)
