"""``glossary`` and ``termbase``: the glossary, the vocabulary and the term base agree.

- every term of a glossary page is in the term base, capitalised as there, and its
  Russian entry in the page's catalog is exactly the term base's Russian term;
- every word of the scenario vocabulary (``vocabulary.po`` outside the step
  patterns and the names of their fields: kinds, sides, phases...) is in the term base.
"""

from __future__ import annotations

from pathlib import Path

from rulebook.l10n.checks.base import Context, Entry, Problem
from rulebook.l10n.glossary import glossary_terms
from rulebook.vocabulary.steps import FIELD_NAME_CONTEXT, STEP_CONTEXT

GLOSSARY, TERMBASE = "glossary", "termbase"


def check_glossary(entries: list[Entry], page: Path | None, context: Context) -> list[Problem]:
    """For the entries of one docs catalog: its page's glossary terms against the term base."""
    defined = set(glossary_terms(page)) if page else set()
    problems = []
    for entry in entries:
        if entry.msgid not in defined:
            continue
        term = context.termbase.lookup(entry.msgid, entry.game)
        if term is None or term.en.casefold() != entry.msgid.casefold():
            problems.append(
                entry.problem(TERMBASE, "glossary term missing from the term base", entry.msgid)
            )
        elif term.en != entry.msgid:  # one capitalisation everywhere: the glossary's is the base's
            problems.append(
                entry.problem(
                    TERMBASE,
                    f"glossary term capitalised otherwise than in the term base ({term.en!r})",
                    entry.msgid,
                )
            )
        elif entry.msgstr.strip() != term.ru:
            problems.append(
                entry.problem(
                    GLOSSARY,
                    f"glossary term differs from the term base ({term.ru!r})",
                    entry.msgstr,
                )
            )
    return problems


def check_vocabulary(entries: list[Entry], context: Context) -> list[Problem]:
    """Every word of the scenario vocabulary has a term in the term base."""
    return [
        entry.problem(
            TERMBASE, f"vocabulary word ({entry.context}) missing from the term base", entry.msgid
        )
        for entry in entries
        if entry.domain == "vocabulary"
        and entry.context not in (STEP_CONTEXT, FIELD_NAME_CONTEXT)
        and context.termbase.lookup(entry.msgid, entry.game) is None
    ]
