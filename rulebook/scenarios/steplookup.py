"""Finding a step's definitions in pytest-bdd once per test module, not once per step.

To find the definitions that match a step, pytest-bdd asks pytest, for every fixture
name of the session, which definitions of that name the test can see
(``pytest_bdd.scenario.find_fixturedefs_for_step``). It asks again for every step of
every scenario, and the cost grows with every step pattern of every game and language:
with one game it was most of the time a scenario takes. Which step definitions a test
can see depends only on where the test lives (step definitions are never registered on
a single test function), so this module asks once per test module and keeps the
answer; each step then only tries the patterns of its type, and a step text met again in
the same module (pytest-bdd looks each step up twice, and backgrounds repeat) gets the
same answer without trying them. What matches, the order of the matches and how
pytest-bdd injects them stay pytest-bdd's own.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator

import pytest
from _pytest.fixtures import FixtureDef, FixtureManager
from _pytest.nodes import Node
from pytest_bdd.compat import get_fixture_names, getfixturedefs
from pytest_bdd.parser import Step
from pytest_bdd.steps import StepFunctionContext, step_function_context_registry

# The module itself: ``pytest_bdd.scenario`` as an attribute is the function of that name.
SCENARIO_MODULE = importlib.import_module("pytest_bdd.scenario")
ORIGINAL = SCENARIO_MODULE.find_fixturedefs_for_step
Visible = list[tuple[FixtureDef[object], StepFunctionContext]]
VISIBLE = pytest.StashKey[dict[str, Visible]]()
MATCHED = pytest.StashKey[dict[tuple[str, str, str], list[FixtureDef[object]]]]()


def visible_step_definitions(fixturemanager: FixtureManager, node: Node) -> Visible:
    """Every step definition a test can see, with its context: pytest-bdd's own search."""
    found: Visible = []
    for name in get_fixture_names(fixturemanager=fixturemanager):
        for fixturedef in getfixturedefs(fixturemanager, name, node) or []:
            context = step_function_context_registry.get(fixturedef.func)
            if context is not None:
                found.append((fixturedef, context))
    return found


def find_fixturedefs_for_step(
    step: Step, fixturemanager: FixtureManager, node: Node
) -> Iterator[FixtureDef[object]]:
    """The step definitions that parse ``step`` and that ``node`` can see, in pytest-bdd's order."""
    if node.parent is None:
        yield from ORIGINAL(step=step, fixturemanager=fixturemanager, node=node)
        return
    where = node.parent.nodeid
    matched = node.config.stash.setdefault(MATCHED, {})
    key = (where, step.type, step.name)
    if key not in matched:
        known = node.config.stash.setdefault(VISIBLE, {})
        if where not in known:
            known[where] = visible_step_definitions(fixturemanager, node)
        matched[key] = [
            fixturedef
            for fixturedef, context in known[where]
            if (context.type is None or context.type == step.type)
            and context.parser.is_matching(step.name)
        ]
    yield from matched[key]


def install() -> None:
    """Make pytest-bdd use the lookup above (it calls the function through its module)."""
    SCENARIO_MODULE.find_fixturedefs_for_step = find_fixturedefs_for_step
