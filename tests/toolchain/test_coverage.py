"""Traceability: every rule is proven by a scenario, and every scenario cites real rules."""

from __future__ import annotations

import re
from collections import Counter

from rulebook.paths import DOCS_DIR
from rulebook.scenarios.catalogue import all_scenarios

SCENARIOS = all_scenarios()


def documented_rules(game: str) -> set[str]:
    return {
        m[1]
        for page in (DOCS_DIR / game).rglob("*.md")
        for m in re.finditer(r"^:::\{rule\} (\S+)", page.read_text(encoding="utf-8"), re.M)
    }


def test_every_znamenosets_rule_has_a_scenario() -> None:
    cited = {rule for s in SCENARIOS for rule in s.rules}
    assert documented_rules("znamenosets"), "no rules found in the docs"
    assert not sorted(documented_rules("znamenosets") - cited)


def test_every_cited_rule_exists() -> None:
    known = documented_rules("znamenosets")
    unknown = [
        f"{s.path.name}:{s.line}: {rule}"
        for s in SCENARIOS
        for rule in s.rules
        if rule not in known
    ]
    assert not unknown


def test_every_worked_example_of_the_source_has_its_scenario() -> None:
    examples = [s for s in SCENARIOS if s.is_example]
    assert all(s.source_section for s in examples)
    assert all(s.rules for s in examples)
    sections = Counter(s.source_section for s in examples)
    # The Znamenosets source has six worked examples: two on movement, one on
    # wounds (in "Attack") and three on attack bonuses.
    assert sections == {"movement": 2, "attack": 1, "attack-bonuses": 3}


def test_scenario_names_are_unique_within_their_file() -> None:
    names = Counter((s.path, s.name) for s in SCENARIOS)
    assert not [name for name, count in names.items() if count > 1]
