"""Step definitions that speak both languages.

A step is written once, with its English pattern. Its Russian pattern comes
from the vocabulary catalog, and pytest-bdd learns both, so the same function
runs an English scenario and its Russian twin, and a rules lawyer may ask in
either language.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal, TypeVar

import parse
import pytest_bdd
from pytest_bdd import parsers

from rulebook.vocabulary.catalog import LANGUAGES, SOURCE_LANGUAGE, vocabulary
from rulebook.vocabulary.fields import Field

StepType = Literal["given", "when", "then"]
F = TypeVar("F", bound=Callable[..., object])

FIELD = re.compile(r"\{(?P<name>\w+):(?P<type>\w+)\}")
STEP_CONTEXT = "step"
HEADER_FIELD = "Header"  # the field whose words name the columns of data tables


@dataclass(frozen=True)
class TableShape:
    """The data table a step reads: its columns (name -> field type) and their rules.

    Column names are words of the ``table`` context, so each language names them.
    """

    columns: tuple[tuple[str, str], ...]
    required: tuple[str, ...]
    unique: str | None = None  # no two rows may repeat this column
    may_be_blank: tuple[str, ...] = ()

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(name for name, _ in self.columns)

    def field_type(self, column: str) -> str:
        return dict(self.columns)[column]


@dataclass(frozen=True)
class StepPattern:
    """One step of the vocabulary: its type, its English pattern and the table it reads."""

    type: StepType
    pattern: str
    table: TableShape | None = None

    def text(self, language: str) -> str | None:
        """The pattern in ``language``, or ``None`` if it is not translated yet."""
        if language == SOURCE_LANGUAGE:
            return self.pattern
        return vocabulary(language).get(STEP_CONTEXT, self.pattern)

    def display(self, language: str) -> str:
        """The pattern as a reader sees it: ``{cell:Cell}`` shown as ``{cell}``."""
        return FIELD.sub(lambda m: "{" + m["name"] + "}", self.text(language) or self.pattern)


class Vocabulary:
    """Every step pattern and field type known to the engine's scenarios."""

    def __init__(self) -> None:
        self.steps: list[StepPattern] = []
        self.fields: dict[str, Field] = {}
        self._raw_matchers: dict[tuple[StepPattern, str], parse.Parser | None] = {}

    def add_fields(self, *fields: Field) -> None:
        for field in fields:
            self.fields[field.name] = field

    def parse_types(self, language: str) -> dict[str, Callable[[str], object]]:
        return {name: field.parser(language) for name, field in self.fields.items()}

    def step(
        self,
        type_: StepType,
        pattern: str,
        target_fixture: str | None = None,
        table: TableShape | None = None,
    ) -> Callable[[F], F]:
        """Register ``func`` as a pytest-bdd step in every language it is translated into."""
        step = StepPattern(type_, pattern, table)
        self.steps.append(step)

        def decorate(func: F) -> F:
            for language in LANGUAGES:
                text = step.text(language)
                if text is None:
                    continue
                parser = parsers.parse(text, extra_types=self.parse_types(language))
                # stacklevel=2: the fixture lands in the module that uses this decorator.
                pytest_bdd.step(parser, type_, target_fixture=target_fixture, stacklevel=2)(func)
            return func

        return decorate

    def given(
        self, pattern: str, target_fixture: str | None = None, table: TableShape | None = None
    ) -> Callable[[F], F]:
        return self.step("given", pattern, target_fixture, table)

    def when(
        self, pattern: str, target_fixture: str | None = None, table: TableShape | None = None
    ) -> Callable[[F], F]:
        return self.step("when", pattern, target_fixture, table)

    def then(
        self, pattern: str, target_fixture: str | None = None, table: TableShape | None = None
    ) -> Callable[[F], F]:
        return self.step("then", pattern, target_fixture, table)

    def raw_matcher(self, step: StepPattern, language: str) -> parse.Parser | None:
        """A matcher returning each field's text as written, placeholders allowed."""
        key = (step, language)
        if key not in self._raw_matchers:
            text = step.text(language)
            types = {name: field.raw_parser(language) for name, field in self.fields.items()}
            self._raw_matchers[key] = (
                None
                if text is None
                else parse.compile(text, extra_types=types, case_sensitive=True)
            )
        return self._raw_matchers[key]

    def match(
        self, text: str, language: str, type_: StepType | None = None
    ) -> list[tuple[StepPattern, dict[str, str]]]:
        """Every step pattern (of ``type_``, if given) that reads ``text``, with its raw fields."""
        found = []
        for step in self.steps:
            if type_ is not None and step.type != type_:
                continue
            matcher = self.raw_matcher(step, language)
            result = matcher.parse(text) if matcher else None
            if result is not None:
                found.append((step, dict(result.named)))
        return found

    def field_of(self, step: StepPattern, name: str) -> Field:
        types = {m["name"]: m["type"] for m in FIELD.finditer(step.pattern)}
        return self.fields[types[name]]

    def render(self, step: StepPattern, raw: dict[str, str], source: str, target: str) -> str:
        """Write a matched step again in ``target``'s language."""
        pattern = step.text(target)
        if pattern is None:
            raise LookupError(f"the step {step.pattern!r} has no {target} translation")
        return FIELD.sub(
            lambda m: self.field_of(step, m["name"]).render(raw[m["name"]], source, target),
            pattern,
        )


KEYWORD_TYPES: dict[str, StepType] = {"Context": "given", "Action": "when", "Outcome": "then"}


def step_types(steps: list[dict[str, Any]]) -> list[StepType | None]:
    """The type of each parsed Gherkin step: ``And``, ``But`` and ``*`` continue the one before."""
    types: list[StepType | None] = []
    current: StepType | None = None
    for step in steps:
        current = KEYWORD_TYPES.get(step.get("keywordType", ""), current)
        types.append(current)
    return types


VOCABULARY = Vocabulary()
