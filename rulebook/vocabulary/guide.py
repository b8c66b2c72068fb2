"""The step catalog: every step of a game's vocabulary, its fields and an example, per language.

``rulebook steps`` prints it, and the book's "Asking a rule question" page shows it,
English and Russian side by side. Both read it from the registered steps
themselves, so a new step appears in both without anyone writing it down.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from rulebook.games import GAMES
from rulebook.scenarios.translate import keyword_in
from rulebook.vocabulary import load
from rulebook.vocabulary.catalog import SOURCE_LANGUAGE
from rulebook.vocabulary.fields import LIST_SEPARATOR, Field
from rulebook.vocabulary.steps import (
    FIELD,
    HEADER_FIELD,
    PLURAL,
    VOCABULARY,
    StepPattern,
    TableShape,
    field_name,
    forms_of,
)
from rulebook.vocabulary.wording import N_, plural_categories, plural_chooser, say

EXAMPLE_COUNT = 2  # the number an example step counts with ("2 wounds")
COUNT_EXAMPLES = (1, 2, 5)  # one number of each plural category: 1 рана, 2 раны, 5 ран
WHAT_VALUES_ARE = {
    "Cell": N_("a cell name, such as {example}"),
    "Cells": N_("cell names, separated by commas: {example}"),
    "Square": N_("a cell of the board, such as {example}"),
    "Number": N_("a whole number, such as {example}"),
    "Rule": N_("a rule ID, such as {example}"),
    "Point": N_(
        "a point of the table in cm from its south-west corner, east then north, such as {example}"
    ),
    "Path": N_("points of the table joined by arrows, such as {example}"),
}
ONE_OF = N_("one of: {words}")
SYNONYM = N_("{synonym} is the same as {term}")
COUNT = N_("a whole number with its noun: {example}")
BLANK = N_("(or {blank} for an empty cell)")


@dataclass(frozen=True)
class FieldHelp:
    """A field of a step, as a reader needs it: its name and what to write there."""

    name: str
    help: str


@dataclass(frozen=True)
class StepHelp:
    """One step in one language: its pattern, its fields and an example (lines of Gherkin)."""

    step: StepPattern
    pattern: str
    fields: tuple[FieldHelp, ...]
    example: tuple[str, ...]


def games() -> list[str]:
    """The games of the rulebook, in order (their registry: nothing is loaded)."""
    return [game.name for game in GAMES]


def steps_of(game: str) -> list[StepPattern]:
    """The game's own steps, then the steps every game shares."""
    load([game])
    return [step for step in VOCABULARY.steps if step.game == game] + [
        step for step in VOCABULARY.steps if not step.game
    ]


def english_example(step: StepPattern) -> dict[str, str]:
    """The raw English text of each field of the step's example: two cells differ."""
    values = {}
    used: dict[str, int] = {}
    for match in FIELD.finditer(step.pattern):
        if match["type"] == PLURAL:
            noun = plural_chooser(SOURCE_LANGUAGE)(EXAMPLE_COUNT, forms_of(match))
            values[match["name"]] = f"{EXAMPLE_COUNT} {noun}"
        else:
            turn = used[match["type"]] = used.get(match["type"], -1) + 1
            values[match["name"]] = VOCABULARY.fields[match["type"]].example(turn)
    return values


def field_help(field: Field, language: str) -> str:
    """What to write in a field, in ``language``."""
    if field.context:
        synonyms = dict(field.synonyms)
        words = LIST_SEPARATOR.join(
            dict.fromkeys(field.translate(t, language) for t in field.terms if t not in synonyms)
        )
        text = say(ONE_OF, language, words=words)
        for synonym, term in field.synonyms:
            text += "; " + say(
                SYNONYM,
                language,
                synonym=field.translate(synonym, language),
                term=field.translate(term, language),
            )
        if field.blank:
            text += " " + say(BLANK, language, blank=field.blank)
        return text
    text = WHAT_VALUES_ARE.get(field.name, N_("such as {example}"))
    return say(text, language, example=field.translate(field.example(), language))


def fields_help(step: StepPattern, language: str) -> tuple[FieldHelp, ...]:
    """Each field of the step as ``language`` writes it (a count with its forms, or a number)."""
    found = []
    for match in FIELD.finditer(step.text(language) or step.pattern):
        name = field_name(match["name"], language)
        if match["type"] == PLURAL:
            choose, forms = plural_chooser(language), forms_of(match)
            numbers = COUNT_EXAMPLES[: len(plural_categories(language))]
            example = ", ".join(f"{n} {choose(n, forms)}" for n in numbers)
            found.append(FieldHelp(name, say(COUNT, language, example=example)))
        else:
            field = VOCABULARY.fields[match["type"]]
            found.append(FieldHelp(name, field_help(field, language)))
    return tuple(found)


def table_example(shape: TableShape, language: str) -> list[str]:
    """A one-row table of the step's shape, its required columns filled in."""
    header = VOCABULARY.fields[HEADER_FIELD]
    names = [header.translate(column, language) for column in shape.required]
    fields = [VOCABULARY.fields[shape.field_type(column)] for column in shape.required]
    values = [field.translate(field.example(), language) for field in fields]
    widths = [max(len(a), len(b)) for a, b in zip(names, values, strict=True)]
    return [
        "  | " + " | ".join(v.ljust(w) for v, w in zip(row, widths, strict=True)) + " |"
        for row in (names, values)
    ]


def step_help(step: StepPattern, language: str) -> StepHelp:
    """A step as the catalog shows it in ``language``."""
    text = VOCABULARY.render(step, english_example(step), SOURCE_LANGUAGE, language)
    example = [f"{keyword_in(step.type, language)}{text}"]
    if step.table is not None:
        example += table_example(step.table, language)
    return StepHelp(step, step.display(language), fields_help(step, language), tuple(example))


def catalog(game: str, language: str) -> Iterator[StepHelp]:
    for step in steps_of(game):
        yield step_help(step, language)


def describe(game: str, language: str) -> Iterator[str]:
    """The catalog as ``rulebook steps`` prints it."""
    for entry in catalog(game, language):
        yield f"{keyword_in(entry.step.type, language)}{entry.pattern}"
        if entry.step.table is not None:
            header = VOCABULARY.fields[HEADER_FIELD]
            columns = ", ".join(header.translate(c, language) for c in entry.step.table.names)
            yield "    " + say(N_("a table with the columns: {columns}"), language, columns=columns)
        for field in entry.fields:
            yield f"    {{{field.name}}}: {field.help}"
        yield "    " + say(N_("example:"), language)
        yield from (f"      {line}" for line in entry.example)
        yield ""
