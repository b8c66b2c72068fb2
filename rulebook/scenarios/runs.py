"""The pytest-bdd runs of scenarios: every feature of a project in both languages, or a few files.

``rulebook build`` runs the first, and so do the tests and benchmarks that need a fresh run.
Hypothesis's pytest plugin is left out: no scenario uses it, and loading it costs more
than a second of every run. A question (``rulebook check``, Try it) runs without pytest
(:mod:`rulebook.scenarios.runner`).
"""

from __future__ import annotations

import contextlib
import os
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from rulebook.scenarios.results import ScenarioResult
from rulebook.vocabulary import GAME_MODULES

if TYPE_CHECKING:
    import pytest

# ``python -m`` and these, from the project's root.
SCENARIO_RUN = (
    "pytest",
    "-q",
    "-p",
    "no:cacheprovider",
    "-p",
    "no:hypothesispytest",
    "-p",
    "no:support.refusal_sites",  # the tests' refusal tracer: a build judges no raise site
    "tests/scenarios",
)
PLUGINS = ("pytest_bdd.plugin", *GAME_MODULES, "rulebook.scenarios.plugin")


def scenarios_command(*options: str) -> list[str]:
    """The command that runs the scenarios (from the project's root), with ``options``."""
    return [sys.executable, "-m", *SCENARIO_RUN, *options]


class Collector:
    """Keeps the records of the pytest run after pytest is done with its config."""

    def __init__(self) -> None:
        self.results: list[ScenarioResult] = []

    def pytest_unconfigure(self, config: pytest.Config) -> None:
        from rulebook.scenarios.plugin import recorded

        self.results = recorded(config)


def run_with_pytest(paths: list[Path], language: str | None = None) -> list[ScenarioResult]:
    """Run feature files through pytest-bdd, in this process, with the project's vocabulary;
    return the verdicts. ``language`` words every step's message in that language (default:
    each file's own)."""
    import pytest  # only here: a project's ``rulebook build`` starts its run in a process of its own

    collector = Collector()
    with tempfile.TemporaryDirectory(prefix="rulebook-run-") as folder:
        root = Path(folder)
        (root / "pytest.ini").write_text("[pytest]\n", encoding="utf-8")
        names = ", ".join(repr(str(path.resolve())) for path in paths)
        (root / "test_features.py").write_text(
            f"from pytest_bdd import scenarios\n\nscenarios({names})\n", encoding="utf-8"
        )
        arguments = ["-c", str(root / "pytest.ini"), "--rootdir", str(root)]
        arguments += ["-p", "no:cacheprovider"]
        for plugin in PLUGINS:
            arguments += ["-p", plugin]
        if language:
            arguments.append(f"--rulebook-language={language}")
        arguments += ["-p", "no:terminal", str(root / "test_features.py")]
        with quiet_autoload():
            pytest.main(arguments, plugins=[collector])
    return collector.results


@contextlib.contextmanager
def quiet_autoload() -> Iterator[None]:
    """Load only the plugins a run needs: faster, and no stray output."""
    previous = os.environ.get("PYTEST_DISABLE_PLUGIN_AUTOLOAD")
    os.environ["PYTEST_DISABLE_PLUGIN_AUTOLOAD"] = "1"
    try:
        yield
    finally:
        if previous is None:
            del os.environ["PYTEST_DISABLE_PLUGIN_AUTOLOAD"]
        else:
            os.environ["PYTEST_DISABLE_PLUGIN_AUTOLOAD"] = previous
