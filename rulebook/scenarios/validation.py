"""Validating a feature file before anything runs: every problem a reader can fix, in file order.

Gherkin syntax, the language, scenario names, steps of the vocabulary (none
unknown, none ambiguous), placeholders and their Examples, and the words and
cells of board tables. The first problem found is the one reported.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from rulebook.games import GAMES
from rulebook.scenarios.gherkin import (
    LANGUAGE_LINE,
    BadFeature,
    not_a_step,
    parse_feature,
    read_text,
    shown,
    unsupported,
)
from rulebook.scenarios.lookalikes import lookalike
from rulebook.scenarios.tables import table_problems
from rulebook.scenarios.translate import keyword_in, translate_file
from rulebook.vocabulary import load
from rulebook.vocabulary.catalog import LANGUAGES, SOURCE_LANGUAGE
from rulebook.vocabulary.fields import PLACEHOLDER
from rulebook.vocabulary.index import MixedGames, games_of
from rulebook.vocabulary.steps import NUMBER, VOCABULARY, StepPattern, StepType, step_types
from rulebook.vocabulary.wording import Message

GAME_TITLES = {
    "znamenosets": Message("Znamenosets"),
    "classic": Message("Legends of Signum (classic)"),
    "warseer": Message("Warseer"),
}


def validate(path: Path) -> dict[str, Any]:
    """Parse a question file and make sure every step means something, before running it."""
    return validate_text(path, read_text(path))


def validate_text(
    path: Path, text: str, game: str | None = None, asker: str | None = None
) -> dict[str, Any]:
    """Validate the text of a feature file; ``path`` names it in messages. Only the steps of
    the question's game are loaded (:mod:`rulebook.vocabulary.index`). ``game`` is the game
    a question is about when nothing in it says so (Try it: its page's); ``asker`` the
    language of whoever asks, for text with no language of its own (see parse_feature)."""
    document = parse_feature(text, path, asker)
    feature = document["feature"]
    try:
        load(games_of(feature, feature["language"]))
    except MixedGames as mixed:
        (first, game_of_first), (line, other) = mixed.first, mixed.second
        raise BadFeature(
            path,
            line,
            "this step is of {other}, but the step on line {first} is of {game}: "
            "a question asks about one game",
            first=first,
            game=GAME_TITLES[game_of_first],
            other=GAME_TITLES[other],
        ) from None
    problem = next(Walk(path, text.splitlines(), document["feature"], game).problems(), None)
    if problem is not None:
        raise problem
    return document


def validate_all(folder: Path) -> None:
    """Validate the scenario sources under ``folder``, in name order: BadFeature for the first
    bad one. A source must also translate into every language of the books."""
    here = Path.cwd()
    for path in sorted(folder.rglob("*.feature")):
        path = path.relative_to(here) if path.is_relative_to(here) else path
        validate(path)
        for language in LANGUAGES:
            if language != SOURCE_LANGUAGE:
                translate_file(path, language)


class Walk:
    """Goes through a parsed feature in file order; the first problem is the one reported."""

    def __init__(
        self, path: Path, lines: list[str], feature: dict[str, Any], game: str | None = None
    ) -> None:
        self.path = path
        self.lines = lines
        self.feature = feature
        self.language: str = feature["language"]
        self.game = game

    def bad(self, line: int, template: str, /, **fields: Any) -> BadFeature:
        return BadFeature(self.path, line, template, **fields)

    def bad_because(self, line: int, problem: Message) -> BadFeature:
        return BadFeature.of(self.path, line, problem)

    def problems(self) -> Iterator[BadFeature]:
        feature = self.feature
        if self.language not in LANGUAGES:
            declared = (n for n, text in enumerate(self.lines, 1) if LANGUAGE_LINE.match(text))
            yield self.bad_because(next(declared, 1), unsupported(self.language))
            return
        seen: dict[str, int] = {}
        scenarios = 0
        for kind, node in blocks(feature):
            line = node["location"]["line"]
            if kind == "scenario":
                scenarios += 1
                if node["name"] in seen:
                    first = f"{self.path}:{seen[node['name']]}"
                    yield self.bad(
                        line,
                        "scenario name {name} is used twice (first at {first})",
                        name=repr(node["name"]),
                        first=first,
                    )
                seen.setdefault(node["name"], line)
            yield from self.block(kind, node)
        if not scenarios:
            yield self.bad(feature["location"]["line"], "the feature has no scenarios to check")

    def block(self, kind: str, node: dict[str, Any]) -> Iterator[BadFeature]:
        """A background or scenario: its description, steps, placeholders and examples."""
        yield from self.description(node)
        steps = node.get("steps", [])
        if kind == "scenario" and not steps:
            yield self.bad(
                node["location"]["line"], "scenario {name} has no steps", name=repr(node["name"])
            )
        columns = examples_columns(node)
        for step, type_ in zip(steps, step_types(steps), strict=True):
            yield from self.placeholders(step, kind, node, columns)
            yield from self.step(step, type_)
            if type_ is None:  # only the first step can have no type: And, But or * opened it
                words = self.step_keywords()
                yield self.bad(
                    step["location"]["line"],
                    "the first step must start with {keywords}, not {keyword}",
                    keywords=words,
                    keyword=repr(step["keyword"].strip()),
                )
        for examples in node.get("examples", []):
            line = examples["location"]["line"]
            if not examples.get("tableHeader"):
                yield self.bad(line, "the Examples have no table")
            elif not examples.get("tableBody"):
                yield self.bad(line, "the Examples table has a header but no rows")
        for line, values in example_rows(node):
            yield from self.example(line, values, steps)

    def example(
        self, line: int, values: dict[str, str], steps: list[dict[str, Any]]
    ) -> Iterator[BadFeature]:
        """The steps of an outline as one Examples row fills them in: they must still read."""
        for step, type_ in zip(steps, step_types(steps), strict=True):
            for problem in self.step(filled(step, values), type_):
                yield self.bad(line, "with this Examples row, {problem}", problem=problem.problem)
                return

    def description(self, node: dict[str, Any]) -> Iterator[BadFeature]:
        """A line under a scenario's title that was meant as a step: a step with a bad keyword."""
        start = node["location"]["line"]
        for text in node.get("description", "").splitlines():
            hint = not_a_step(text, self.language) if reads_as_step(text) else None
            if hint:
                yield self.bad_because(self.line_of(text, start), hint)
                return

    def line_of(self, text: str, start: int) -> int:
        for number in range(start, len(self.lines) + 1):
            if self.lines[number - 1].strip() == text.strip():
                return number
        return start

    def placeholders(
        self, step: dict[str, Any], kind: str, node: dict[str, Any], columns: set[str] | None
    ) -> Iterator[BadFeature]:
        line = step["location"]["line"]
        for name in placeholders_of(step):
            if columns is None:
                owner = (
                    Message("a Background")
                    if kind == "background"
                    else Message("scenario {name}", {"name": repr(node["name"])})
                )
                yield self.bad(
                    line,
                    "<{name}> is a placeholder, but {owner} has no Examples table to fill it",
                    name=name,
                    owner=owner,
                )
                return
            if name not in columns:
                known = ", ".join(sorted(columns)) or "-"
                yield self.bad(
                    line,
                    "the placeholder <{name}> has no column in the Examples (columns: {known})",
                    name=name,
                    known=known,
                )
                return

    def step(self, step: dict[str, Any], type_: StepType | None) -> Iterator[BadFeature]:
        line, text = step["location"]["line"], step["text"]
        matches = VOCABULARY.match(text, self.language, type_)
        if not matches:
            yield self.bad_because(line, self.unknown(text))
            return
        if len(matches) > 1:
            yield self.bad_because(
                line, self.ambiguous(text, [pattern for pattern, _ in matches], type_)
            )
            return
        pattern, raw = matches[0]
        problem = field_problem(pattern, raw)
        if problem:
            yield self.bad_because(line, problem)
            return
        if pattern.table is not None and "dataTable" not in step:
            yield self.bad(line, "the step {step} needs a table right below it", step=shown(text))
        elif pattern.table is None and "dataTable" in step:
            yield self.bad(line, "the step {step} takes no table", step=shown(text))
        elif pattern.table is not None:
            yield from table_problems(
                self.path, step["dataTable"]["rows"], self.language, pattern.table
            )

    def step_keywords(self) -> str:
        """The keywords that give a step its type, as a reader lists them: Given, When or Then."""
        given, when, then = (
            keyword_in(k, self.language).strip() for k in ("given", "when", "then")
        )
        return f"{given}, {when} or {then}"

    def unknown(self, text: str) -> Message:
        found = lookalike(text)
        if found is not None:
            return Message(
                "unknown step {step}: {lookalike}; retype it as {fixed}",
                {"step": shown(text), "lookalike": found.describe(), "fixed": found.fixed},
            )
        games = self.games()
        known = [
            pattern.display(self.language)
            for pattern in VOCABULARY.steps
            if not games or pattern.game in games
        ]
        nearest = difflib.get_close_matches(text, known, n=3, cutoff=0.4)
        if nearest:
            return Message(
                "unknown step {step}; nearest known steps: {nearest}",
                {"step": shown(text), "nearest": " | ".join(nearest)},
            )
        return Message("unknown step {step}", {"step": shown(text)})

    def games(self) -> set[str]:
        """The games whose steps an unknown step is compared with: the question's own (named
        by a tag such as ``@warseer``, or else by the games of its known steps, or else the
        one it is asked about), with the steps all games share; empty: every game's."""
        names = {game.name for game in GAMES}
        tagged = {tag["name"].lstrip("@") for tag in self.feature.get("tags", [])} & names
        if not tagged:
            tagged = {
                pattern.game
                for _, node in blocks(self.feature)
                for step in node.get("steps", [])
                for pattern, _ in VOCABULARY.match(step["text"], self.language)
                if pattern.game
            }
        if not tagged and self.game in names:
            tagged = {self.game}
        return tagged | {""} if tagged else set()

    def ambiguous(self, text: str, patterns: list[StepPattern], type_: StepType | None) -> Message:
        fields = {
            "step": shown(text),
            "patterns": " | ".join(
                f"{keyword_in(p.type, self.language)}{p.display(self.language)}" for p in patterns
            ),
            "keywords": self.step_keywords(),
        }
        if type_ is None:
            return Message(
                "the step {step} matches more than one step: {patterns}; "
                "say which with {keywords} instead of '*'",
                fields,
            )
        return Message("the step {step} matches more than one step: {patterns}", fields)


def field_problem(step: StepPattern, raw: dict[str, str]) -> Message | None:
    """Why a value in a matched step cannot be used, though it has the right shape."""
    for name, type_ in step.fields().items():
        value = raw[name].split(" ", 1)[0] if type_ == NUMBER else raw[name]
        if re.fullmatch(PLACEHOLDER, value):
            continue
        problem = VOCABULARY.fields[type_].problem(value)
        if problem is not None:
            return problem
    return None


def reads_as_step(line: str) -> bool:
    """Whether ``line`` after its first word is a step of the vocabulary, in any language."""
    words = line.split(maxsplit=1)
    return len(words) == 2 and any(VOCABULARY.match(words[1], language) for language in LANGUAGES)


def blocks(node: dict[str, Any]) -> Iterator[tuple[str, dict[str, Any]]]:
    """Backgrounds and scenarios, rules opened, in file order."""
    for child in node.get("children", []):
        for kind, value in child.items():
            if kind == "rule":
                yield from blocks(value)
            else:
                yield kind, value


def examples_columns(node: dict[str, Any]) -> set[str] | None:
    """The column names of a scenario's Examples, or None if it has no Examples table."""
    headers = [e["tableHeader"] for e in node.get("examples", []) if e.get("tableHeader")]
    if not headers:
        return None
    return {cell["value"] for header in headers for cell in header["cells"]}


def example_rows(node: dict[str, Any]) -> Iterator[tuple[int, dict[str, str]]]:
    """Each Examples row of an outline: its line, and its value for each column."""
    for examples in node.get("examples", []):
        if not examples.get("tableHeader"):
            continue
        names = [cell["value"] for cell in examples["tableHeader"]["cells"]]
        for row in examples.get("tableBody", []):
            values = [cell["value"] for cell in row["cells"]]
            yield row["location"]["line"], dict(zip(names, values, strict=True))


def filled(step: dict[str, Any], values: dict[str, str]) -> dict[str, Any]:
    """A copy of ``step`` with its placeholders replaced, as pytest-bdd runs it."""

    def fill(text: str) -> str:
        return re.sub(PLACEHOLDER, lambda m: values.get(m[0][1:-1], m[0]), text)

    step = {**step, "text": fill(step["text"])}
    if "dataTable" in step:
        rows = [
            {**row, "cells": [{**cell, "value": fill(cell["value"])} for cell in row["cells"]]}
            for row in step["dataTable"]["rows"]
        ]
        step["dataTable"] = {**step["dataTable"], "rows": rows}
    return step


def placeholders_of(step: dict[str, Any]) -> list[str]:
    """The ``<name>`` placeholders of a step: in its text, its table and its doc string."""
    texts = [step["text"]]
    if "dataTable" in step:
        texts += [cell["value"] for row in step["dataTable"]["rows"] for cell in row["cells"]]
    if "docString" in step:
        texts.append(step["docString"]["content"])
    found = [match[1:-1] for text in texts for match in re.findall(PLACEHOLDER, text)]
    return list(dict.fromkeys(found))
