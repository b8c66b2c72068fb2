"""The one command that runs a project's scenarios: every feature, in both languages.

``rulebook build`` runs it, and so do the tests and benchmarks that need a fresh run.
Hypothesis's pytest plugin is left out: no scenario uses it, and loading it costs more
than a second of every run.
"""

from __future__ import annotations

import sys

# ``python -m`` and these, from the project's root.
SCENARIO_RUN = (
    "pytest",
    "-q",
    "-p",
    "no:cacheprovider",
    "-p",
    "no:hypothesispytest",
    "tests/scenarios",
)


def scenarios_command(*options: str) -> list[str]:
    """The command that runs the scenarios (from the project's root), with ``options``."""
    return [sys.executable, "-m", *SCENARIO_RUN, *options]
