"""Running a feature's scenarios without pytest: the same steps, worlds and verdicts.

``rulebook check`` and the books' Try it (in the reader's browser, where there is no
pytest) run questions here; the test suite and the books' results run the same
scenarios through pytest-bdd. Both ways read the steps with the vocabulary's parsers
(:class:`~rulebook.vocabulary.steps.StepDefinition`), call the same step functions with
the same fixtures (:meth:`~rulebook.vocabulary.steps.Vocabulary.fixture`), and keep the
verdicts with the same :class:`~rulebook.scenarios.recording.Recorder`;
``tests/toolchain/test_runner.py`` runs every scenario of the books both ways and
compares every step.

What this runner does as pytest-bdd does: a scenario's steps are its backgrounds'
and its own; an outline runs once per row of its Examples (``example`` counts the
rows across all its tables), its ``<placeholders>`` filled in its title, steps, tables
and doc strings; a step is read by the patterns of its type, a keyword's spelling
stripped and made title case; a step function gets its fields, ``datatable`` and ``docstring`` if
it names them, and the fixtures it asks for, made once per scenario; the first step
that fails or that nothing reads ends the scenario, and the others stay skipped.
"""

from __future__ import annotations

import contextlib
import inspect
import re
from collections.abc import Callable, Generator, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rulebook.scenarios.catalogue import Node, ScenarioInfo, scenarios_of
from rulebook.scenarios.gherkin import read_text
from rulebook.scenarios.recording import Recorder
from rulebook.scenarios.results import ScenarioResult, StepResult
from rulebook.scenarios.translate import source_key, translation_source
from rulebook.scenarios.validation import validate_text
from rulebook.vocabulary.steps import VOCABULARY, StepDefinition, StepType, step_types

# An outline's placeholder as pytest-bdd fills it: the shortest text between < and >.
PARAMETER = re.compile(r"<(.+?)>")


@dataclass(frozen=True)
class PlannedStep:
    """A step as it runs: its text, table and doc string filled in from an example row."""

    keyword: str
    text: str
    line: int
    type: StepType
    datatable: list[list[str]] | None = None
    docstring: str | None = None


@dataclass(frozen=True)
class PlannedScenario:
    """One run of a scenario: the scenario, or one row of an outline's examples."""

    info: ScenarioInfo
    name: str
    example: int | None
    steps: tuple[PlannedStep, ...]


def filled(text: str, row: dict[str, str]) -> str:
    """``text`` with the placeholders ``row`` has a value for replaced; the others kept."""
    return PARAMETER.sub(lambda match: row.get(match[1], match[0]), text)


def planned_step(step: Node, type_: StepType, row: dict[str, str]) -> PlannedStep:
    table = step.get("dataTable")
    docstring = step.get("docString")
    return PlannedStep(
        keyword=step["keyword"].strip().title(),
        text=filled(step["text"], row),
        line=step["location"]["line"],
        type=type_,
        datatable=(
            [[filled(cell["value"], row) for cell in r["cells"]] for r in table["rows"]]
            if table
            else None
        ),
        docstring=filled(docstring["content"], row) if docstring else None,
    )


def example_rows(scenario: Node) -> list[dict[str, str]]:
    """Every row of a scenario's Examples tables, in order, as column -> value."""
    rows = []
    for examples in scenario.get("examples", []):
        header = examples.get("tableHeader")
        if header is None:
            continue
        names = [cell["value"] for cell in header["cells"]]
        for row in examples.get("tableBody", []):
            rows.append(dict(zip(names, (cell["value"] for cell in row["cells"]), strict=True)))
    return rows


def planned(info: ScenarioInfo) -> Iterator[PlannedScenario]:
    """The runs of one scenario: once, or once per example row."""
    blocks = [*info.backgrounds, info.node]
    rows = example_rows(info.node)
    for example, row in enumerate(rows) if rows else [(None, {})]:
        steps = tuple(
            planned_step(step, type_ or "given", row)
            for block in blocks
            for step, type_ in zip(block["steps"], step_types(block["steps"]), strict=True)
        )
        yield PlannedScenario(info, filled(info.name, row), example, steps)


@dataclass
class Fixtures:
    """The values a scenario's steps ask for by name: each made on first asking, from
    the vocabulary's fixtures (which may ask for others), and closed when it ends."""

    values: dict[str, Any] = field(default_factory=dict)
    open: list[Generator[Any, None, None]] = field(default_factory=list)

    def value(self, name: str) -> Any:
        if name not in self.values:
            make = VOCABULARY.fixtures.get(name)
            if make is None:
                raise LookupError(f"fixture {name!r} not found")
            self.values[name] = self.call(make, {})
        return self.values[name]

    def call(self, function: Callable[..., Any], given: dict[str, Any]) -> Any:
        """Call ``function`` with ``given``, and a value for each other argument it needs;
        a generator runs to its first ``yield``, and is closed with the scenario."""
        arguments = {**given, **{n: self.value(n) for n in required(function) if n not in given}}
        if not inspect.isgeneratorfunction(function):
            return function(**arguments)
        generator = function(**arguments)
        value = next(generator)
        self.open.append(generator)
        return value

    def close(self) -> None:
        for generator in reversed(self.open):
            with contextlib.suppress(StopIteration):
                next(generator)
        self.open.clear()


def required(function: Callable[..., Any]) -> list[str]:
    """The arguments ``function`` must be given: those with no default."""
    return [
        p.name
        for p in inspect.signature(function).parameters.values()
        if p.kind is p.POSITIONAL_OR_KEYWORD and p.default is p.empty
    ]


def reads(definition: StepDefinition, text: str, language: str) -> bool:
    parser = definition.parser(language)
    try:
        return parser is not None and parser.parse(text) is not None
    except ValueError:  # a field's value its converter refuses: the step does not read it
        return False


def definition_for(step: PlannedStep, language: str) -> StepDefinition | None:
    """The step definition that reads ``step``: of its type, by the language's parser.
    Should several (validation refuses that), the one that reads it case for case."""
    found = [
        d
        for d in VOCABULARY.definitions.values()
        if d.step.type == step.type and reads(d, step.text, language)
    ]
    if len(found) > 1:
        exact = {pattern for pattern, _ in VOCABULARY.match(step.text, language, step.type)}
        found = [d for d in found if d.step in exact] or found
    return found[0] if found else None


def step_arguments(
    definition: StepDefinition, step: PlannedStep, language: str, fixtures: Fixtures
) -> dict[str, Any]:
    """What the step function is called with: its fields, table, doc string and fixtures."""
    parser = definition.parser(language)
    assert parser is not None
    parameters = inspect.signature(definition.function).parameters
    fields = parser.parse(step.text).named
    arguments = {name: value for name, value in fields.items() if name in parameters}
    if "datatable" in parameters and step.datatable is not None:
        arguments["datatable"] = step.datatable
    if "docstring" in parameters and step.docstring is not None:
        arguments["docstring"] = step.docstring
    for name in required(definition.function):
        if name not in arguments:
            arguments[name] = fixtures.value(name)
    return arguments


def run_scenario(run: PlannedScenario, feature: str, language: str, wording: str) -> ScenarioResult:
    """Run one scenario (or example row); its verdicts worded in ``wording``."""
    result = ScenarioResult(
        feature=feature,
        language=language,
        index=run.info.index,
        example=run.example,
        name=run.name,
        line=run.info.line,
        fingerprint=run.info.fingerprint,
        steps=[StepResult(s.keyword, s.text, s.line) for s in run.steps],
    )
    recorder = Recorder(result, wording)
    fixtures = Fixtures()
    try:
        for step in run.steps:
            definition = definition_for(step, language)
            if definition is None:
                recorder.undefined(step.line)
                break
            arguments: dict[str, Any] = {}
            try:
                arguments = step_arguments(definition, step, language, fixtures)
                value = fixtures.call(definition.function, arguments)
            except Exception as exception:
                recorder.raised(step.line, arguments, exception)
                break
            if definition.target_fixture is not None:
                fixtures.values[definition.target_fixture] = value
            current = VOCABULARY.current_wording(definition.step, step.text, language)
            recorder.passed(step.line, arguments, current)
    finally:
        recorder.finish()
        fixtures.close()
    return result


def run_document(
    document: dict[str, Any], path: Path, feature: str, language: str | None = None
) -> list[ScenarioResult]:
    """Run every scenario of a validated Gherkin document; ``feature`` names it in the
    results, ``language`` words the messages (default: the document's own)."""
    written_in = document["feature"]["language"] or "en"
    wording = language or written_in
    return [
        run_scenario(run, feature, written_in, wording)
        for info in scenarios_of(document, path)
        for run in planned(info)
    ]


def run_text(text: str, path: Path, language: str | None = None) -> list[ScenarioResult]:
    """Validate a feature's text (BadFeature for bad input), then run it."""
    return run_document(validate_text(path, text), path, str(path), language)


def run_file(path: Path, language: str | None = None) -> list[ScenarioResult]:
    """Validate and run a feature file, its results named as a pytest-bdd run names them."""
    document = validate_text(path, read_text(path))
    feature = translation_source(path) or source_key(path)
    return run_document(document, path, feature, language)
