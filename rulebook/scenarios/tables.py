"""Checking a step's data table before anything runs: columns, words and cells.

A step declares the shape of the table it reads (:class:`TableShape`, beside
the step in its game's vocabulary). The words are the vocabulary's own, in
either language, so a table that passes here is one the step can read; the
engine still decides what a position means (a cell off the board, too many
wounds).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from rulebook.scenarios.gherkin import BadFeature, shown
from rulebook.scenarios.lookalikes import lookalike
from rulebook.vocabulary.catalog import LANGUAGES, fold
from rulebook.vocabulary.fields import PLACEHOLDER, Field
from rulebook.vocabulary.steps import HEADER_FIELD, VOCABULARY, TableShape
from rulebook.vocabulary.wording import Message

WHAT_VALUES_LOOK_LIKE = {
    "Cell": Message("a cell name such as c3"),
    "Square": Message("a cell name such as c3"),
    "Number": Message("a whole number"),
}


def table_problems(
    path: Path, rows: list[dict[str, Any]], language: str, shape: TableShape
) -> Iterator[BadFeature]:
    """What is wrong with a step's table, in the order of its rows."""
    header = VOCABULARY.fields[HEADER_FIELD]
    names = [english(header, cell["value"]) for cell in rows[0]["cells"]]
    line = rows[0]["location"]["line"]
    for cell, name in zip(rows[0]["cells"], names, strict=True):
        if name not in shape.names:
            known = ", ".join(header.translate(column, language) for column in shape.names)
            yield BadFeature(
                path,
                line,
                "unknown column {column}; columns: {known}",
                column=shown(cell["value"]),
                known=known,
            )
            return
    missing = [column for column in shape.required if column not in names]
    if missing:
        needed = ", ".join(header.translate(column, language) for column in shape.required)
        absent = header.translate(missing[0], language)
        yield BadFeature(
            path,
            line,
            "the table has no {absent} column (it needs: {needed})",
            absent=repr(absent),
            needed=needed,
        )
        return
    seen: dict[str, int] = {}
    for row in rows[1:]:
        line = row["location"]["line"]
        for cell, name in zip(row["cells"], names, strict=True):
            problem = value_problem(shape, name, cell["value"], language)
            if problem:
                yield BadFeature.of(path, line, problem)
                return
        if shape.unique is None:
            continue
        key = row["cells"][names.index(shape.unique)]["value"].strip().lower()
        if key in seen:
            first = f"{path}:{seen[key]}"
            yield BadFeature(
                path, line, "{key} is listed twice (first at {first})", key=key, first=first
            )
            return
        if not re.fullmatch(PLACEHOLDER, key):
            seen[key] = line


def value_problem(shape: TableShape, column: str, value: str, language: str) -> Message | None:
    """Why ``value`` cannot stand in ``column``, or None if it can."""
    value = value.strip()
    if re.fullmatch(PLACEHOLDER, value) or (not value and column in shape.may_be_blank):
        return None
    field = VOCABULARY.fields[shape.field_type(column)]
    fields = {
        "value": shown(value),
        "column": repr(VOCABULARY.fields[HEADER_FIELD].translate(column, language)),
    }
    found = lookalike(value)
    if field.regex is not None:
        if field.reads(value):
            problem = field.problem(field.value_english(value))
            if problem is None:
                return None
            return Message("in column {column}, {problem}", {**fields, "problem": problem})
        if found is not None:
            return Message(
                "{value} in column {column}: {lookalike}", {**fields, "lookalike": found.describe()}
            )
        what = WHAT_VALUES_LOOK_LIKE[field.name]
        return Message("{value} in column {column} is not {what}", {**fields, "what": what})
    items = [item.strip() for item in field.items(value)]  # a list field: each of its words
    if all(item == field.blank or english(field, item) is not None for item in items):
        return None
    if found is not None and english(field, found.fixed) is not None:
        return Message(
            "{value} in column {column}: {lookalike}", {**fields, "lookalike": found.describe()}
        )
    words = ", ".join(dict.fromkeys(field.translate(term, language) for term in field.terms))
    return Message("{value} in column {column} is none of: {words}", {**fields, "words": words})


def english(field: Field, word: str) -> str | None:
    """The English term for ``word`` in any language, as the board step reads it; or None."""
    for language in LANGUAGES:
        found = field.words(language).get(fold(word.strip()))
        if found is not None:
            return found
    return None
