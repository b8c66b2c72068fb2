"""``rulebook check``: run a rules question (a feature file) against the engine."""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from rulebook.scenarios.gherkin import BadFeature
from rulebook.scenarios.plugin import recorded
from rulebook.scenarios.results import ScenarioResult
from rulebook.scenarios.validation import validate
from rulebook.vocabulary import GAME_MODULES

PLUGINS = ("pytest_bdd.plugin", *GAME_MODULES, "rulebook.scenarios.plugin")


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
    if not results:
        raise BadFeature(path, 0, "pytest-bdd could not run any scenario of this file")
    lines = list(report(path, results))
    held = sum(1 for r in results if r.status == "passed")
    lines.append(f"{held} of {len(results)} scenarios hold")
    return (0 if results and held == len(results) else 1), lines
