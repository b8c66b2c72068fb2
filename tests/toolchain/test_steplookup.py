"""The step lookup kept per test module (rulebook.scenarios.steplookup) finds exactly what
pytest-bdd's own search finds, for every step of every scenario, in both languages."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytest_bdd.parser import Step

from rulebook.paths import FEATURES_DIR
from rulebook.scenarios import steplookup
from rulebook.scenarios.gherkin import read_feature
from rulebook.scenarios.translate import translate_all
from rulebook.vocabulary.steps import step_types


def every_step(folder: Path) -> list[tuple[str, str]]:
    """(type, text) of every step of the feature files under ``folder``."""
    found = []
    for path in sorted(folder.rglob("*.feature")):
        feature = read_feature(path)["feature"]
        children = [c.get("scenario") or c.get("background") for c in feature["children"]]
        for rule in (c["rule"] for c in feature["children"] if "rule" in c):
            children += [c.get("scenario") or c.get("background") for c in rule["children"]]
        for block in filter(None, children):
            steps = block["steps"]
            found += [
                (t or "given", s["text"]) for t, s in zip(step_types(steps), steps, strict=True)
            ]
    return sorted(set(found))


def test_the_lookup_finds_what_pytest_bdd_finds(request: pytest.FixtureRequest) -> None:
    fixturemanager = request._fixturemanager
    steps = every_step(FEATURES_DIR) + every_step(translate_all("ru"))
    assert len(steps) > 300
    for type_, text in steps:
        step = Step(name=text, type=type_, indent=0, line_number=1, keyword="")
        expected = list(
            steplookup.ORIGINAL(step=step, fixturemanager=fixturemanager, node=request.node)
        )
        found = list(steplookup.find_fixturedefs_for_step(step, fixturemanager, request.node))
        assert found == expected, text
        if "<" not in text:  # an outline's template step matches once its rows fill it
            assert found, f"no definition parses {text!r}"
