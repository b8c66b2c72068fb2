"""Step definitions that speak both languages.

A step is written once, with its English pattern. Its Russian pattern comes
from the vocabulary catalog, and pytest-bdd learns both, so the same function
runs an English scenario and its Russian twin, and a rules lawyer may ask in
either language.

A field is ``{name:Type}``. A count with its noun is ``{name:plural:wound|wounds}``,
as in the engine's reasons: it reads any of the forms ("1 wound", "3 wounds") and
gives the number; a translation may spell it with its own forms
(``{name:plural:рана|раны|ран}``) or as a bare ``{name:Number}``.

Every step function, with the parser of each language, and every fixture the steps ask
for by name (the ``worlds`` of a scenario, a game's world) are kept here too, so
:mod:`rulebook.scenarios.runner` runs them without pytest. A vocabulary module never
imports pytest: it declares its world with :meth:`Vocabulary.fixture`, which is also a
pytest fixture when pytest runs (see :func:`pytest_running`).
"""

from __future__ import annotations

import dataclasses
import inspect
import re
import sys
from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import cached_property
from typing import Any, Literal, TypeVar

import parse
from parse import with_pattern

from rulebook.vocabulary.catalog import LANGUAGES, SOURCE_LANGUAGE, vocabulary
from rulebook.vocabulary.fields import PLACEHOLDER, Field, term_field
from rulebook.vocabulary.retired import retired_wordings
from rulebook.vocabulary.wording import plural_chooser

StepType = Literal["given", "when", "then"]
F = TypeVar("F", bound=Callable[..., object])

FIELD = re.compile(r"\{(?P<name>\w+):(?P<type>\w+)(?::(?P<forms>[^{}]*))?\}")
PLURAL, NUMBER = "plural", "Number"  # a count with its noun is a number with words around it
COUNT = r"[0-9]+"
STEP_CONTEXT = "step"
HEADER_FIELD = "Header"  # the field whose words name the columns of data tables
HEADER_CONTEXT = "table"
FIELD_NAME_CONTEXT = "step field"  # the name of a step's field, shown as {name}


@dataclass(frozen=True)
class Skeleton:
    """The words of a pattern between its fields. A text the pattern reads starts with the
    first, ends with the last and holds the others in order: a test far quicker than the
    pattern's parser, which only the texts that pass it reach.

    >>> Skeleton.of("the warrior at {cell:Cell} has {number:plural:wound|wounds}").fits(
    ...     "the warrior at c3 has 2 wounds"), Skeleton.of("the game is drawn").fits("the game")
    (True, False)
    """

    words: tuple[str, ...] = ()
    exact: bool = True  # a pattern with no field reads only itself

    @classmethod
    def of(cls, text: str | None) -> Skeleton:
        if text is None:
            return cls(("\x00",), True)  # no wording in this language: reads nothing
        words = tuple(FIELD.split(text)[::4])  # split() keeps the three groups of a field
        return cls(words, len(words) == 1)

    @cached_property
    def folded(self) -> tuple[str, ...]:
        """The words in any letter case (folded once: every step looked up tries them)."""
        return tuple(w.casefold() for w in self.words)

    def fits(self, text: str, fold: bool = False) -> bool:
        """Whether ``text`` may be read by the pattern (``fold``: in any letter case)."""
        words = self.folded if fold else self.words
        text = text.casefold() if fold else text
        if self.exact:
            return text == words[0]
        first, *middle, last = words
        if not (text.startswith(first) and text.endswith(last)):
            return False
        at, end = len(first), len(text) - len(last)
        for word in middle:
            at = text.find(word, at, end)
            if at < 0:
                return False
            at += len(word)
        return at <= end


def field_type(match: re.Match[str]) -> str:
    """A field's type, a count with its noun being a Number."""
    return NUMBER if match["type"] == PLURAL else match["type"]


def step_fields(text: str) -> list[str]:
    """The fields of a pattern as ``{name:Type}``, sorted: the same in every translation."""
    return sorted(f"{{{m['name']}:{field_type(m)}}}" for m in FIELD.finditer(text))


def forms_of(match: re.Match[str]) -> list[str]:
    return match["forms"].split("|")


@dataclass(frozen=True)
class TableShape:
    """The data table a step reads: its columns (name -> field type) and their rules.

    Column names are words of the ``table`` context, so each language names them. A
    column that is not required may be left blank: its default applies.
    """

    columns: tuple[tuple[str, str], ...]
    required: tuple[str, ...]
    unique: str | None = None  # no two rows may repeat this column

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(name for name, _ in self.columns)

    @property
    def may_be_blank(self) -> tuple[str, ...]:
        return tuple(name for name in self.names if name not in self.required)

    def field_type(self, column: str) -> str:
        return dict(self.columns)[column]


@dataclass(frozen=True)
class StepPattern:
    """One step of the vocabulary: its type, its English pattern and the table it reads."""

    type: StepType
    pattern: str
    table: TableShape | None = None
    game: str = ""  # the game whose vocabulary module registered it ("" for every game)
    retired: str = ""  # an alias: an old wording of the step, in ``retired_in`` alone
    retired_in: str = ""

    def text(self, language: str) -> str | None:
        """The pattern in ``language``, or ``None`` if it is not translated yet."""
        if self.retired:
            return self.retired if language == self.retired_in else None
        if language == SOURCE_LANGUAGE:
            return self.pattern
        return vocabulary(language).get(STEP_CONTEXT, self.pattern)

    def display(self, language: str, named_in_language: bool = True) -> str:
        """The pattern as a reader sees it: ``{cell:Cell}`` as ``{cell}``, a count as
        ``{number} wounds``; each field named in ``language`` (``{клетка}``), or as the code
        names it if not ``named_in_language`` (for a script that fills the fields in)."""

        def shown(match: re.Match[str]) -> str:
            noun = f" {forms_of(match)[-1]}" if match["type"] == PLURAL else ""
            name = field_name(match["name"], language) if named_in_language else match["name"]
            return "{" + name + "}" + noun

        return FIELD.sub(shown, self.text(language) or self.pattern)

    def fields(self) -> dict[str, str]:
        """Each field's name and type, in pattern order."""
        return {m["name"]: field_type(m) for m in FIELD.finditer(self.pattern)}


@dataclass
class StepDefinition:
    """A step pattern's function, and the parser that reads its fields in each language
    (built from the same pattern and types as pytest-bdd's, the first time it is asked for)."""

    step: StepPattern
    function: Callable[..., object]
    target_fixture: str | None = None
    parsers: dict[str, parse.Parser | None] = dataclasses.field(default_factory=dict, repr=False)

    def parser(self, language: str) -> parse.Parser | None:
        if language not in self.parsers:
            self.parsers[language] = VOCABULARY.typed_parser(self.step, language)
        return self.parsers[language]


class Vocabulary:
    """Every step pattern and field type known to the engine's scenarios."""

    def __init__(self) -> None:
        self.steps: list[StepPattern] = []
        self.aliases: list[StepPattern] = []  # old wordings, each read as its step (retired.py)
        self.fields: dict[str, Field] = {}
        self.definitions: dict[StepPattern, StepDefinition] = {}
        self.fixtures: dict[str, Callable[..., object]] = {}
        self.outside_pytest: list[
            StepPattern
        ] = []  # registered before pytest ran: not pytest-bdd's
        self._raw_matchers: dict[tuple[StepPattern, str], parse.Parser | None] = {}
        self._skeletons: dict[tuple[StepPattern, str], Skeleton] = {}
        self._skeleton_lists: dict[tuple[int, str], list[tuple[StepPattern, Skeleton]]] = {}
        self._types: dict[str, tuple[int, dict[str, Callable[[str], object]]]] = {}
        self._fields_version = 0

    def add_fields(self, *fields: Field) -> None:
        for field in fields:
            self.fields[field.name] = field
        self._fields_version += 1

    def add_columns(self, names: tuple[str, ...]) -> None:
        """Make the column names of a step's table words of the ``Header`` field, which
        reads the first row of every game's tables."""
        known = self.fields.get(HEADER_FIELD)
        columns = dict.fromkeys((*(known.terms if known else ()), *names))
        self.add_fields(term_field(HEADER_FIELD, HEADER_CONTEXT, columns, str))

    def parse_types(self, language: str) -> dict[str, Callable[[str], object]]:
        """Each field's converter in ``language`` (made again when fields were added)."""
        known = self._types.get(language)
        if known is None or known[0] != self._fields_version:
            types = {name: field.parser(language) for name, field in self.fields.items()}
            self._types[language] = known = (self._fields_version, types)
        return known[1]

    def skeleton(self, step: StepPattern, language: str) -> Skeleton:
        """The words of ``step`` around its fields, in ``language``: a quick first test."""
        key = (step, language)
        if key not in self._skeletons:
            self._skeletons[key] = Skeleton.of(step.text(language))
        return self._skeletons[key]

    def skeletons(
        self, steps: list[StepPattern], language: str
    ) -> list[tuple[StepPattern, Skeleton]]:
        """Each of ``steps`` (``self.steps`` or ``self.aliases``) with its skeleton in
        ``language``, listed again only when steps were added: a lookup tries every step, and
        a list spares it hashing each one."""
        key = (id(steps), language)
        known = self._skeleton_lists.get(key)
        if known is None or len(known) != len(steps):
            known = [(step, self.skeleton(step, language)) for step in steps]
            self._skeleton_lists[key] = known
        return known

    def parse_pattern(
        self, text: str, types: dict[str, Callable[[str], object]], raw: bool
    ) -> tuple[str, dict[str, Callable[[str], object]]]:
        """A pattern as ``parse`` reads it: each count becomes a field of its own type."""
        extra = dict(types)

        def count_type(match: re.Match[str]) -> str:
            name = f"Count{len(extra)}"
            extra[name] = count_parser(forms_of(match), raw)
            return "{" + match["name"] + ":" + name + "}"

        return FIELD.sub(lambda m: count_type(m) if m["type"] == PLURAL else m[0], text), extra

    def step(
        self,
        type_: StepType,
        pattern: str,
        target_fixture: str | None = None,
        table: TableShape | None = None,
        stacklevel: int = 2,
    ) -> Callable[[F], F]:
        """Register ``func`` as a pytest-bdd step in every language it is translated into
        (``stacklevel``: how far up pytest-bdd finds the module using the decorator)."""

        def decorate(func: F) -> F:
            step = StepPattern(type_, pattern, table, game_of_module(func.__module__))
            self.steps.append(step)
            if table is not None:
                self.add_columns(table.names)
            if pytest_running():
                from rulebook.vocabulary.pytest_parsers import register

                for language in LANGUAGES:
                    # One frame more than the decorator: the fixture lands in the module using it.
                    register(self, step, step, language, func, target_fixture, stacklevel + 1)
            else:
                self.outside_pytest.append(step)
            self.definitions[step] = StepDefinition(step, func, target_fixture)
            for old in retired_wordings(pattern):
                self.add_alias(step, old.language, old.wording, func, target_fixture, stacklevel)
            return func

        return decorate

    def add_alias(
        self,
        step: StepPattern,
        language: str,
        wording: str,
        func: Callable[..., object],
        target_fixture: str | None,
        stacklevel: int,
    ) -> None:
        """Read ``wording``, an old wording of ``step`` in ``language``, as that step: the
        same function under another name, which tells the runners it is an alias."""
        alias = replace(step, retired=wording, retired_in=language)

        def read_as_step(*args: object, **kwargs: object) -> object:
            return func(*args, **kwargs)

        read_as_step.__signature__ = inspect.signature(func)  # type: ignore[attr-defined]
        read_as_step.__name__ = func.__name__
        read_as_step.alias = alias  # type: ignore[attr-defined]
        if pytest_running():
            from rulebook.vocabulary.pytest_parsers import register

            register(self, step, alias, language, read_as_step, target_fixture, stacklevel + 2)
        self.aliases.append(alias)
        self.definitions[alias] = StepDefinition(alias, read_as_step, target_fixture)

    def typed_parser(self, step: StepPattern, language: str) -> parse.Parser | None:
        """The parser that reads ``step``'s fields as values, in ``language`` (None if the
        step has no wording there); pytest-bdd gets one built the same way."""
        text = step.text(language)
        if text is None:
            return None
        text, types = self.parse_pattern(text, self.parse_types(language), raw=False)
        return parse.compile(text, extra_types=types)

    def current_wording(self, step: StepPattern, text: str, language: str) -> str | None:
        """For a step read by an alias, the text as the current wording writes it (its
        fields as they were written); None for a step read by its current wording."""
        if not step.retired:
            return None
        matcher = self.raw_matcher(step, language)
        found = matcher.parse(text) if matcher else None
        if found is None:
            return None
        current = replace(step, retired="", retired_in="")
        return self.render(current, dict(found.named), language, language)

    def fixture(self, func: F) -> F:
        """A value the steps ask for by the function's name (a scenario's worlds, a game's
        world), made afresh for each scenario; a pytest fixture too, where pytest runs."""
        self.fixtures[func.__name__] = func
        if not pytest_running():
            return func
        import pytest

        return pytest.fixture(func)

    def given(
        self, pattern: str, target_fixture: str | None = None, table: TableShape | None = None
    ) -> Callable[[F], F]:
        return self.step("given", pattern, target_fixture, table)

    def when(
        self, pattern: str, target_fixture: str | None = None, table: TableShape | None = None
    ) -> Callable[[F], F]:
        return self.step("when", pattern, target_fixture, table)

    def then(
        self,
        pattern: str,
        target_fixture: str | None = None,
        table: TableShape | None = None,
        stacklevel: int = 2,
    ) -> Callable[[F], F]:
        return self.step("then", pattern, target_fixture, table, stacklevel)

    def raw_matcher(self, step: StepPattern, language: str) -> parse.Parser | None:
        """A matcher returning each field's text as written, placeholders allowed."""
        key = (step, language)
        if key not in self._raw_matchers:
            text = step.text(language)
            types = {name: field.raw_parser(language) for name, field in self.fields.items()}
            matcher = None
            if text is not None:
                text, types = self.parse_pattern(text, types, raw=True)
                matcher = parse.compile(text, extra_types=types, case_sensitive=True)
            self._raw_matchers[key] = matcher
        return self._raw_matchers[key]

    def match(
        self, text: str, language: str, type_: StepType | None = None
    ) -> list[tuple[StepPattern, dict[str, str]]]:
        """Every step pattern (of ``type_``, if given) that reads ``text``, with its raw fields.
        An old wording (an alias) reads only a text that no current wording reads."""
        return self._match(self.steps, text, language, type_) or self._match(
            self.aliases, text, language, type_
        )

    def _match(
        self, steps: list[StepPattern], text: str, language: str, type_: StepType | None
    ) -> list[tuple[StepPattern, dict[str, str]]]:
        found = []
        for step, skeleton in self.skeletons(steps, language):
            if type_ is not None and step.type != type_:
                continue
            if not skeleton.fits(text):
                continue
            matcher = self.raw_matcher(step, language)
            result = matcher.parse(text) if matcher else None
            if result is not None:
                found.append((step, dict(result.named)))
        return found

    def field_of(self, step: StepPattern, name: str) -> Field:
        return self.fields[step.fields()[name]]

    def render(self, step: StepPattern, raw: dict[str, str], source: str, target: str) -> str:
        """Write a matched step again in ``target``'s language."""
        pattern = step.text(target)
        if pattern is None:
            raise LookupError(f"the step {step.pattern!r} has no {target} translation")

        def value(match: re.Match[str]) -> str:
            text = raw[match["name"]]
            if field_type(match) == NUMBER:
                number = text.split(" ", 1)[0]  # a count's noun is respelled in the target
                if match["type"] != PLURAL:
                    return number
                if re.fullmatch(COUNT, number):
                    return f"{number} {plural_chooser(target)(int(number), forms_of(match))}"
                return f"{number} {forms_of(match)[-1]}"  # a placeholder: the form for many
            return self.field_of(step, match["name"]).render(text, source, target)

        return FIELD.sub(value, pattern)


def field_name(name: str, language: str) -> str:
    """A step field's name as a reader of ``language`` is shown it: ``cell`` is ``клетка``."""
    if language == SOURCE_LANGUAGE:
        return name
    return vocabulary(language).get(FIELD_NAME_CONTEXT, name) or name


def pytest_running() -> bool:
    """Whether this process runs pytest (the suite, the books' scenario run): then every step
    and fixture is pytest-bdd's and pytest's too. Asked as each is registered: pytest imports
    the vocabulary modules as its plugins. A question's run (``rulebook check``, Try it)
    imports no pytest at all."""
    return sys.modules.get("pytest") is not None


SHARED_MODULE = "common"  # rulebook.vocabulary.common: the steps of every game


def game_of_module(module: str) -> str:
    """The game whose vocabulary registers a step; "" for the steps all games share.

    A game's vocabulary is a module or a package of modules under ``rulebook.vocabulary``
    (elsewhere, the module's own name stands for its game):

    >>> game_of_module("rulebook.vocabulary.classic.melee"), game_of_module("rulebook.vocabulary.common")
    ('classic', '')
    """
    package, _, rest = module.partition("rulebook.vocabulary.")
    name = rest.split(".", 1)[0] if not package and rest else module.rsplit(".", 1)[-1]
    return "" if name == SHARED_MODULE else name


def count_parser(forms: list[str], raw: bool) -> Callable[[str], object]:
    """Reads a count with any of its noun forms ("1 wound", "2 wounds"): the number, or the
    text as written (``raw``, which also takes an outline's ``<placeholder>``)."""
    number = f"(?:{PLACEHOLDER}|{COUNT})" if raw else COUNT
    nouns = "|".join(re.escape(form) for form in sorted(forms, key=len, reverse=True))
    regex = f"{number} (?i:{nouns})"
    if raw:
        return with_pattern(regex)(lambda text: text)
    return with_pattern(regex)(lambda text: int(text.split(" ", 1)[0]))


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
