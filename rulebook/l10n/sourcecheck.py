"""``rulebook docs check``: the English sources held to the term base and to their rulings.

The English rules, rulings, glossary entries and scenario names use one word for each
thing, capitalised one way, in the player's voice (:mod:`rulebook.l10n.checks.wording`),
and every rule that a ruling completes links it (:mod:`rulebook.l10n.checks.backlinks`).
``rulebook l10n check --strict`` runs these checks too.
"""

from __future__ import annotations

from rulebook.l10n.checks import backlinks, wording
from rulebook.l10n.checks.base import Problem
from rulebook.l10n.layout import Layout
from rulebook.l10n.sources import passages
from rulebook.l10n.termbase import TermBase, load_termbase


def check_sources(layout: Layout, termbase: TermBase | None = None) -> list[Problem]:
    """Every problem of the English sources, by file and line."""
    termbase = termbase or load_termbase(layout.termbase)
    problems = wording.check(passages(layout.docs, layout.features), termbase)
    problems += backlinks.check(layout.docs)
    unique = list(dict.fromkeys(problems))
    return sorted(unique, key=lambda p: (str(p.path), p.line, p.check))
