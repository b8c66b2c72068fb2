"""Every word a diagram shows or says, in one language, supplied by the caller.

The drawing code takes all its text from a :class:`Labels`, so a page in any
language gets diagrams in that language. Sentences are ``str.format`` patterns
with named fields, so a translation may reorder them. Build another language
from the English one with :meth:`Labels.translated`, giving it a lookup such
as ``gettext.GNUTranslations.pgettext``; :meth:`Labels.messages` lists what
needs translating, with the gettext context of each message.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from string import Formatter
from types import MappingProxyType

Translate = Callable[[str, str], str | None]
"""``translate(context, message)``: the translation, or None or ``""`` to keep the source."""

# Field name -> gettext context of its messages. ``separator`` is punctuation, not a message.
WORDS = {
    "kind_abbreviations": "diagram abbreviation",
    "kind_names": "diagram kind",
    "side_names": "diagram side",
    "role_names": "diagram role",
}
PHRASE_CONTEXT = "diagram"
PHRASES = (
    "warrior",
    "warrior_at",
    "wounded_warrior_at",
    "moved",
    "wounded",
    "removed",
    "placed",
    "unchanged",
    "board",
    "empty_board",
    "health_point",
    "wound",
)


def fields(pattern: str) -> set[str]:
    """The named fields of a format pattern; ValueError if it is malformed."""
    try:
        return {name for _, name, _, _ in Formatter().parse(pattern) if name is not None}
    except ValueError as error:
        raise ValueError(f"malformed pattern {pattern!r}: {error}") from None


def translated_phrase(translate: Translate, source: str) -> str:
    """A sentence through ``translate`` (the source if it has no translation); ValueError
    if the translation uses a field the source does not have."""
    target = translate(PHRASE_CONTEXT, source) or source
    unknown = fields(target) - fields(source)
    if unknown:
        raise ValueError(
            f"translation of {source!r} uses unknown fields: {', '.join(sorted(unknown))}"
        )
    return target


@dataclass(frozen=True)
class Labels:
    """The words of one language.

    The mappings go from the engine's values (``"archer"``, ``"blue"``, a
    highlight role) to text; an unknown value is shown as it is. The sentences
    and their fields:

    - ``warrior``: ``{side} {kind}``
    - ``warrior_at``: ``{warrior} {cell}``
    - ``wounded_warrior_at``, ``wounded``: ``{warrior} {cell} {wounds} {health}``
    - ``moved``: ``{warrior} {origin} {destination}``
    - ``removed``, ``placed``: ``{warrior} {cell}``
    - ``board``: ``{warriors}``; ``unchanged``, ``empty_board``: none
    - ``health_point``, ``wound``: legend words for a whole and a lost pip

    Sentences carry no final full stop: the caller joins them.
    """

    kind_abbreviations: Mapping[str, str]
    kind_names: Mapping[str, str]
    side_names: Mapping[str, str]
    role_names: Mapping[str, str]
    warrior: str
    warrior_at: str
    wounded_warrior_at: str
    moved: str
    wounded: str
    removed: str
    placed: str
    unchanged: str
    board: str
    empty_board: str
    health_point: str
    wound: str
    separator: str = "; "

    def kind_abbreviation(self, kind: str) -> str:
        """The short text on a token."""
        return self.kind_abbreviations.get(kind, kind)

    def kind_name(self, kind: str) -> str:
        return self.kind_names.get(kind, kind)

    def side_name(self, side: str) -> str:
        return self.side_names.get(side, side)

    def role_name(self, role: str) -> str:
        """What a highlight role means, for the legend."""
        return self.role_names.get(role, role)

    def messages(self) -> list[tuple[str, str]]:
        """Every ``(context, message)`` a translator must translate, in a stable order."""
        found = [
            (context, text)
            for name, context in WORDS.items()
            for text in getattr(self, name).values()
        ]
        found += [(PHRASE_CONTEXT, getattr(self, name)) for name in PHRASES]
        return list(dict.fromkeys(found))

    def translated(self, translate: Translate) -> Labels:
        """These labels through ``translate``; ValueError if a sentence gains a field."""
        changes: dict[str, object] = {
            name: MappingProxyType(
                {key: translate(context, text) or text for key, text in getattr(self, name).items()}
            )
            for name, context in WORDS.items()
        }
        for name in PHRASES:
            changes[name] = translated_phrase(translate, getattr(self, name))
        return replace(self, **changes)
