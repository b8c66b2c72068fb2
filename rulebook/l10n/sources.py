"""The English text whose words the term base governs, line by line, with where it stands.

A passage is one line of a rule or a ruling (a ``{rule}`` block of a game's docs page), of
a glossary entry (the ``{glossary}`` block of a game's glossary page) or a scenario's name
(``Scenario:``, ``Scenario Outline:`` or ``Example:`` in the game's feature files). The
English term checks (:mod:`rulebook.l10n.checks.wording`) read these and nothing else:
an overview may say "the engine", a Proof page may say that tests "killed" mutants.

>>> RULE_BLOCK.match(":::{rule} LS2-9.2\\n") is not None
True
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from rulebook.games import GAMES

RULE_BLOCK = re.compile(r"^:::\{rule\}\s+(?P<id>\S+)\s*$")
FENCE_END = re.compile(r"^:::\s*$")
GLOSSARY_START = re.compile(r"^(?P<fence>`{3,}|:{3,})\{glossary\}")
SCENARIO = re.compile(r"^\s*(?P<keyword>Scenario Outline|Scenario|Example):\s*(?P<name>.*)$")
RULING = re.compile(r"-C\.\d+$")


@dataclass(frozen=True)
class Passage:
    """One line of English source text: a rule's, a ruling's, a glossary entry's or a
    scenario's name."""

    path: Path
    line: int
    game: str
    kind: str  # "rule", "ruling", "glossary" or "scenario"
    text: str
    rule: str = ""  # the rule or ruling ID the line belongs to


def page_passages(path: Path, game: str) -> Iterator[Passage]:
    """The lines of the rules, rulings and glossary entries of one docs page."""
    rule, glossary_fence = "", ""
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if glossary_fence:
            if line.strip() == glossary_fence:
                glossary_fence = ""
            elif line.strip() and not line.startswith(":"):
                yield Passage(path, number, game, "glossary", line.strip())
            continue
        if rule:
            if FENCE_END.match(line):
                rule = ""
            elif line.strip():
                kind = "ruling" if RULING.search(rule) else "rule"
                yield Passage(path, number, game, kind, line, rule)
            continue
        found = RULE_BLOCK.match(line)
        if found:
            rule = found["id"]
        elif opening := GLOSSARY_START.match(line):
            glossary_fence = opening["fence"]


def scenario_names(path: Path, game: str) -> Iterator[Passage]:
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        found = SCENARIO.match(line)
        if found:
            yield Passage(path, number, game, "scenario", found["name"])


def passages(docs: Path, features: Path) -> Iterator[Passage]:
    """Every passage of every game, page by page, then its scenario names."""
    for game in GAMES:
        for page in sorted((docs / game.name).glob("*.md")):
            yield from page_passages(page, game.name)
        for feature in sorted((features / game.name).rglob("*.feature")):
            yield from scenario_names(feature, game.name)
