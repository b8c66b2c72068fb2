"""``backlinks``: a rule that a ruling completes links the ruling.

A ruling of a clarifications page names the rules it settles (``**Settles:**``). Each of
those rules (a ruling too) says the ruling's result where it stands and links it with
``{rule}`ID```, so that a reader who finds the rule finds the ruling too. A settled rule
that does not link its ruling, or a ruling that settles a rule no page defines, is a
problem, reported at the ruling's ``Settles`` line.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from rulebook.games import GAMES
from rulebook.l10n.checks.base import Problem
from rulebook.l10n.sources import FENCE_END, RULE_BLOCK

NAME = "backlinks"
SETTLES = re.compile(r"^\*\*Settles:\*\*(?P<rules>.*)$")
RULE_ROLE = re.compile(r"\{rule\}`(?P<id>[^`]+)`")


@dataclass(frozen=True)
class Rule:
    id: str
    path: Path
    line: int
    text: str


@dataclass(frozen=True)
class Settled:
    """A ruling's ``Settles`` line: the ruling, where the line is, and the rules it names."""

    ruling: str
    path: Path
    line: int
    rules: tuple[str, ...]


def rules_of(page: Path) -> Iterator[Rule]:
    current, start, lines = "", 0, []
    for number, line in enumerate(page.read_text(encoding="utf-8").splitlines(), 1):
        if current and FENCE_END.match(line):
            yield Rule(current, page, start, "\n".join(lines))
            current, lines = "", []
        elif current:
            lines.append(line)
        elif found := RULE_BLOCK.match(line):
            current, start = found["id"], number


def settled(rule: Rule) -> Settled | None:
    for offset, line in enumerate(rule.text.splitlines(), 1):
        found = SETTLES.match(line.strip())
        if found:
            ids = tuple(m["id"] for m in RULE_ROLE.finditer(found["rules"]))
            return Settled(rule.id, rule.path, rule.line + offset, ids)
    return None


def game_rules(docs: Path) -> dict[str, Rule]:
    """Every rule and ruling of every game's pages, by ID."""
    return {
        rule.id: rule
        for game in GAMES
        for page in sorted((docs / game.name).glob("*.md"))
        for rule in rules_of(page)
    }


def settlements(rules: dict[str, Rule]) -> list[Settled]:
    """Every ruling that names the rules it settles."""
    return [found for rule in rules.values() if (found := settled(rule)) is not None]


def check(docs: Path) -> list[Problem]:
    rules = game_rules(docs)
    problems = []
    for found in settlements(rules):
        for target in found.rules:
            rule = rules.get(target)
            if rule is None:
                message = f"{found.ruling} settles {target}, which no page defines"
            elif f"{{rule}}`{found.ruling}`" not in rule.text:
                message = (
                    f"{found.ruling} settles {target} ({rule.path.name}:{rule.line}), which does "
                    f"not link it: state the result there and link {{rule}}`{found.ruling}`"
                )
            else:
                continue
            problems.append(Problem(found.path, found.line, NAME, message, target))
    return problems
