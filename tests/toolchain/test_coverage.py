"""Traceability: every rule is proven by a scenario, and every scenario cites real rules."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from rulebook.paths import DOCS_DIR
from rulebook.scenarios.catalogue import all_scenarios

SCENARIOS = all_scenarios()


def documented_rules(game: str) -> set[str]:
    return {
        m[1]
        for page in (DOCS_DIR / game).rglob("*.md")
        for m in re.finditer(r"^:::\{rule\} (\S+)", page.read_text(encoding="utf-8"), re.M)
    }


def game_of(path: object) -> str:
    """A scenario's game: the folder of ``features/`` its file is in."""
    return path.parent.name  # type: ignore[attr-defined]


GAMES_WITH_RULES = sorted({game_of(s.path) for s in SCENARIOS})
WORKED_EXAMPLES = {
    # Znamenosets: two on movement, one on wounds (in "Attack") and three on attack bonuses.
    "znamenosets": {"movement": 2, "attack": 1, "attack-bonuses": 3},
    # The classic edition (002): three on relics, one on tactics.
    "classic": {"relics": 3, "tactics": 1},
    # Warseer (000): the two attacks on Gil-Talas.
    "warseer": {"attack-examples": 2},
}


@pytest.mark.parametrize("game", GAMES_WITH_RULES)
def test_every_rule_of_a_game_has_a_scenario(game: str) -> None:
    cited = {rule for s in SCENARIOS if game_of(s.path) == game for rule in s.rules}
    assert documented_rules(game), "no rules found in the docs"
    assert not sorted(documented_rules(game) - cited)


def test_every_cited_rule_exists() -> None:
    known = {game: documented_rules(game) for game in GAMES_WITH_RULES}
    unknown = [
        f"{s.path.name}:{s.line}: {rule}"
        for s in SCENARIOS
        for rule in s.rules
        if rule not in known[game_of(s.path)]
    ]
    assert not unknown


@pytest.mark.parametrize("game", sorted(WORKED_EXAMPLES))
def test_every_worked_example_of_the_source_has_its_scenario(game: str) -> None:
    examples = [s for s in SCENARIOS if s.is_example and game_of(s.path) == game]
    assert all(s.source_section for s in examples)
    assert all(s.rules for s in examples)
    assert Counter(s.source_section for s in examples) == WORKED_EXAMPLES[game]


def test_scenario_names_are_unique_within_their_file() -> None:
    names = Counter((s.path, s.name) for s in SCENARIOS)
    assert not [name for name, count in names.items() if count > 1]
