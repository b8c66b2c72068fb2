"""The one error an illegal action raises, with a reason any language can word.

A reason is a *template* plus *fields*, so the rulebook can translate it without
the engine knowing any language but English:

- a field is a plain value (a cell name, a number) or a :class:`Term`, a word of
  the rules' vocabulary that the rulebook translates by its context;
- ``{n:plural:wound|wounds}`` writes the number with the noun form it takes
  (a translation lists its own forms: ``{n:plural:рана|раны|ран}``).
"""

from __future__ import annotations

import string
from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Term:
    """A vocabulary word inside a reason: ``context`` (``kind``, ``side``...) and its English word.

    >>> str(Term("kind", "pikeman"))
    'pikeman'
    """

    context: str
    word: str

    def __str__(self) -> str:
        return self.word


FieldValue = str | int | Term | tuple[Term, ...]  # a tuple: a list of words, such as cards


def english_plural(count: int, forms: list[str]) -> str:
    """English: the first form for exactly one, the second for every other count."""
    return forms[0] if count == 1 else forms[-1]


class ReasonFormatter(string.Formatter):
    """``str.format`` plus the ``plural:`` spec; ``choose`` picks a noun form for a count.

    >>> ReasonFormatter().format("{n:plural:wound|wounds}, {m:plural:wound|wounds}", n=1, m=2)
    '1 wound, 2 wounds'
    >>> ReasonFormatter().format("{cards}", cards=(Term("card", "Helm"), Term("card", "Shield")))
    'Helm, Shield'
    """

    def __init__(self, choose: Callable[[int, list[str]], str] = english_plural) -> None:
        super().__init__()
        self.choose = choose

    def format_field(self, value: object, format_spec: str) -> str:
        if format_spec.startswith("plural:"):
            if not isinstance(value, int) or isinstance(value, bool):
                raise TypeError(f"a plural needs a count, not {value!r}")
            return f"{value} {self.choose(value, format_spec.removeprefix('plural:').split('|'))}"
        if isinstance(value, tuple):
            value = ", ".join(map(str, value))
        return super().format_field(str(value) if isinstance(value, Term) else value, format_spec)


ENGLISH = ReasonFormatter()


class WordedError(Exception):
    """A mistake of a scenario rather than a rule (a die's script that does not fit, a card
    no card of its type can be): like a refusal's reason, ``template`` and ``fields`` say it
    in any language, and ``str()`` is its English.

    >>> str(WordedError("{card}: Victory Points are at least 0", card=Term("card", "Raid")))
    'Raid: Victory Points are at least 0'
    """

    def __init__(self, template: str, /, **fields: FieldValue) -> None:
        self.template = template
        self.fields = fields
        super().__init__(ENGLISH.format(template, **fields))


class RuleViolation(Exception):
    """An action the rules forbid.

    ``rule_id`` names the rule that forbids it (for example ``"ZN-6.2"``);
    ``template`` and ``fields`` say why, and ``reason`` is that in plain English.
    The state the action was applied to is never changed.

    >>> error = RuleViolation("ZN-6.2", "{cell} is occupied", cell="c4")
    >>> str(error), error.template, error.fields
    ('ZN-6.2: c4 is occupied', '{cell} is occupied', {'cell': 'c4'})
    >>> RuleViolation("ZN-6.1", "moves {n:plural:cell|cells}", n=1).reason
    'moves 1 cell'
    """

    def __init__(self, rule_id: str, template: str, /, **fields: FieldValue) -> None:
        self.rule_id = rule_id
        self.template = template
        self.fields = fields
        # Without fields the template is already the reason (it may hold a brace).
        self.reason = ENGLISH.format(template, **fields) if fields else template
        super().__init__(f"{rule_id}: {self.reason}")
