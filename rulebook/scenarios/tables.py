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
from rulebook.vocabulary.catalog import LANGUAGES, SOURCE_LANGUAGE, fold
from rulebook.vocabulary.fields import PLACEHOLDER, Field
from rulebook.vocabulary.steps import HEADER_FIELD, VOCABULARY, TableShape
from rulebook.vocabulary.wording import word

WHAT_VALUES_LOOK_LIKE = {
    "Cell": "a cell name such as c3",
    "Square": "a cell name such as c3",
    "Number": "a whole number",
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
            yield BadFeature(path, line, f"unknown column {shown(cell['value'])}; columns: {known}")
            return
    missing = [column for column in shape.required if column not in names]
    if missing:
        needed = ", ".join(header.translate(column, language) for column in shape.required)
        absent = header.translate(missing[0], language)
        yield BadFeature(path, line, f"the table has no {absent!r} column (it needs: {needed})")
        return
    seen: dict[str, int] = {}
    for row in rows[1:]:
        line = row["location"]["line"]
        for cell, name in zip(row["cells"], names, strict=True):
            problem = value_problem(shape, name, cell["value"], language)
            if problem:
                yield BadFeature(path, line, problem)
                return
        if shape.unique is None:
            continue
        key = row["cells"][names.index(shape.unique)]["value"].strip().lower()
        if key in seen:
            yield BadFeature(path, line, f"{key} is listed twice (first on line {seen[key]})")
            return
        if not re.fullmatch(PLACEHOLDER, key):
            seen[key] = line


def value_problem(shape: TableShape, column: str, value: str, language: str) -> str | None:
    """Why ``value`` cannot stand in ``column``, or None if it can."""
    value = value.strip()
    if re.fullmatch(PLACEHOLDER, value) or (not value and column in shape.may_be_blank):
        return None
    field = VOCABULARY.fields[shape.field_type(column)]
    name = VOCABULARY.fields[HEADER_FIELD].translate(column, language)
    found = lookalike(value)
    if field.regex is not None:
        if re.fullmatch(field.regex, value, re.IGNORECASE):
            problem = field.problem(value)
            return f"in column {name!r}, {word(problem, SOURCE_LANGUAGE)}" if problem else None
        if found is not None:
            return f"{shown(value)} in column {name!r}: {found.describe()}"
        return f"{shown(value)} in column {name!r} is not {WHAT_VALUES_LOOK_LIKE[field.name]}"
    if english(field, value) is not None:
        return None
    if found is not None and english(field, found.fixed) is not None:
        return f"{shown(value)} in column {name!r}: {found.describe()}"
    words = ", ".join(dict.fromkeys(field.translate(term, language) for term in field.terms))
    return f"{shown(value)} in column {name!r} is none of: {words}"


def english(field: Field, word: str) -> str | None:
    """The English term for ``word`` in any language, as the board step reads it; or None."""
    for language in LANGUAGES:
        found = field.words(language).get(fold(word.strip()))
        if found is not None:
            return found
    return None
