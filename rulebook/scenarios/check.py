"""``rulebook check``: run a rules question (a feature file) against the engine."""

from __future__ import annotations

import contextlib
import difflib
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from rulebook.scenarios.gherkin import BadFeature, read_feature
from rulebook.scenarios.plugin import recorded
from rulebook.scenarios.results import ScenarioResult
from rulebook.vocabulary import GAME_MODULES, load
from rulebook.vocabulary.catalog import LANGUAGES
from rulebook.vocabulary.steps import VOCABULARY, StepType, step_types

PLUGINS = ("pytest_bdd.plugin", *GAME_MODULES, "rulebook.scenarios.plugin")


def steps_of(node: dict[str, Any]) -> Iterator[tuple[dict[str, Any], StepType | None]]:
    steps = node.get("steps", [])
    yield from zip(steps, step_types(steps), strict=True)
    for child in node.get("children", []):
        for value in child.values():
            yield from steps_of(value)


def scenarios_of(node: dict[str, Any]) -> Iterator[dict[str, Any]]:
    for child in node.get("children", []):
        if "scenario" in child:
            yield child["scenario"]
        if "rule" in child:
            yield from scenarios_of(child["rule"])


def validate(path: Path) -> dict[str, Any]:
    """Parse a question file and make sure every step means something, before running it."""
    load()
    document = read_feature(path)
    feature = document["feature"]
    language = feature["language"]
    if language not in LANGUAGES:
        raise BadFeature(
            path, 1, f"language {language!r} is not supported; use one of: {', '.join(LANGUAGES)}"
        )
    seen: dict[str, int] = {}
    for scenario in scenarios_of(feature):
        name, line = scenario["name"], scenario["location"]["line"]
        if name in seen:
            raise BadFeature(
                path, line, f"scenario name {name!r} is used twice (first on line {seen[name]})"
            )
        seen[name] = line
    for step, type_ in steps_of(feature):
        matches = VOCABULARY.match(step["text"], language, type_)
        if len(matches) == 1:
            continue
        line = step["location"]["line"]
        if matches:
            raise BadFeature(
                path, line, f"the step {step['text']!r} matches more than one step definition"
            )
        known = [pattern.display(language) for pattern in VOCABULARY.steps]
        nearest = difflib.get_close_matches(step["text"], known, n=3, cutoff=0.4)
        hint = "; nearest known steps: " + " | ".join(nearest) if nearest else ""
        raise BadFeature(path, line, f"unknown step {step['text']!r}{hint}")
    return document


class Collector:
    """Keeps the records of the pytest run after pytest is done with its config."""

    def __init__(self) -> None:
        self.results: list[ScenarioResult] = []

    def pytest_unconfigure(self, config: pytest.Config) -> None:
        self.results = recorded(config)


def run(paths: list[Path]) -> list[ScenarioResult]:
    """Run feature files through pytest-bdd with the project's vocabulary; return the verdicts."""
    collector = Collector()
    with tempfile.TemporaryDirectory(prefix="rulebook-check-") as folder:
        root = Path(folder)
        (root / "pytest.ini").write_text("[pytest]\n", encoding="utf-8")
        names = ", ".join(repr(str(path.resolve())) for path in paths)
        (root / "test_question.py").write_text(
            f"from pytest_bdd import scenarios\n\nscenarios({names})\n", encoding="utf-8"
        )
        arguments = [
            "-c",
            str(root / "pytest.ini"),
            "--rootdir",
            str(root),
            "-p",
            "no:cacheprovider",
        ]
        for plugin in PLUGINS:
            arguments += ["-p", plugin]
        arguments += ["-p", "no:terminal", str(root / "test_question.py")]
        with quiet_autoload():
            pytest.main(arguments, plugins=[collector])
    return collector.results


@contextlib.contextmanager
def quiet_autoload() -> Iterator[None]:
    """Load only the plugins a question needs: faster, and no stray output."""
    previous = os.environ.get("PYTEST_DISABLE_PLUGIN_AUTOLOAD")
    os.environ["PYTEST_DISABLE_PLUGIN_AUTOLOAD"] = "1"
    try:
        yield
    finally:
        if previous is None:
            del os.environ["PYTEST_DISABLE_PLUGIN_AUTOLOAD"]
        else:
            os.environ["PYTEST_DISABLE_PLUGIN_AUTOLOAD"] = previous


MARKS = {"passed": "✓", "failed": "✗", "skipped": "-", "undefined": "?"}


def report(path: Path, results: list[ScenarioResult]) -> Iterator[str]:
    """The verdict of every step, then one line per scenario, as the CLI prints them."""
    for scenario in sorted(results, key=lambda r: r.line):
        yield f"{path}:{scenario.line}: {scenario.name}: {scenario.status}"
        for step in scenario.steps:
            yield f"  {MARKS[step.status]} {step.keyword.strip()} {step.text}  [line {step.line}, {step.status}]"
            if step.message:
                rule = f" (rule {step.rule_id})" if step.rule_id else ""
                yield f"      {step.message}{rule}"


def check(path: Path) -> tuple[int, list[str]]:
    """Exit status and output lines for one question file; BadFeature for bad input."""
    validate(path)
    results = run([path])
    lines = list(report(path, results))
    held = sum(1 for r in results if r.status == "passed")
    lines.append(f"{held} of {len(results)} scenarios hold")
    return (0 if results and held == len(results) else 1), lines
