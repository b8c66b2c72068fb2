"""``terms``: a translation uses the term base's Russian term for every English term.

The English terms are found in the msgid as whole words, in any case, singular
or plural, longest first ("attack strength" before "attack"); roles, code and
fields are not searched. A message of no one game (a shared catalog) may use the
term of any game that has that English word ("wound": «рана» or «ранение»). The
Russian term is found in the msgstr by its lemmas (:mod:`rulebook.l10n.morphology`),
so any grammatical form passes, and so does any form of its other lexemes (the verb
«отбросить» and its participle «отброшена» for the noun «отбрасывание»). A forbidden
variant is an error, and so is a ``{term}`` role whose target is not a Russian term
of the term base. The names of steps' fields (``{first}``) are labels of blanks, not
prose: no term is looked for in them.
"""

from __future__ import annotations

from rulebook.l10n import myst
from rulebook.l10n.checks.base import Context, Entry, Problem
from rulebook.l10n.morphology import contains, phrase, tokens
from rulebook.l10n.termbase import Term, TermBase
from rulebook.vocabulary.catalog import fold
from rulebook.vocabulary.steps import FIELD_NAME_CONTEXT

NAME = "terms"


def used_terms(text: str, terms: list[Term]) -> list[Term]:
    """The terms ``text`` uses, longest first, each span counted once."""
    plain = myst.words_of(text, targets=False)
    whole = plain.strip()
    found = []
    for term in terms:  # longest first
        pattern = term.english()
        if not term.prose:
            if pattern.fullmatch(whole):
                found.append(term)
            continue
        if pattern.search(plain):
            found.append(term)
            plain = pattern.sub(myst.MASK, plain)
    return found


def term_targets(text: str) -> list[str]:
    return [role.target for role in myst.roles(text) if role.name == "term"]


def check_targets(entry: Entry, termbase: TermBase) -> list[Problem]:
    russian = termbase.russian()
    return [
        entry.problem(
            NAME, "{term} points to a word that is not a Russian term of the term base", target
        )
        for target in term_targets(entry.msgstr)
        if fold(target) not in russian
    ]


def check(entry: Entry, context: Context) -> list[Problem]:
    if entry.domain == "vocabulary" and entry.context == FIELD_NAME_CONTEXT:
        return []  # the name of a step's blank ({first}), no prose: no game's term
    terms = context.termbase.for_game(entry.game)
    translation = tokens(myst.words_of(entry.msgstr, targets=True))
    problems = []
    for term in used_terms(entry.msgid, terms):
        # A message of no one game (a shared catalog) may use any game's term for the word.
        same = [t for t in terms if t.en.casefold() == term.en.casefold()] or [term]
        if not any(contains(translation, phrase(ru)) for t in same for ru in t.russian()):
            russian = " or ".join(repr(t.ru) for t in same)
            problems.append(
                entry.problem(NAME, f"{term.en!r} is {russian} in the term base", entry.msgstr)
            )
    reported: set[tuple[frozenset[str], ...]] = set()  # «пикинёр» and «пикинер»: once
    # In a message of no one game, one game's forbidden variant may be another's term
    # (the classic table is never «поле боя», the Warseer Battlefield is).
    own = {fold(ru) for t in terms for ru in t.russian()} if entry.game is None else set()
    for term in terms:
        for variant in term.forbidden:
            key = phrase(variant)
            if key in reported or fold(variant) in own:
                continue
            if contains(translation, key):
                reported.add(key)
                problems.append(
                    entry.problem(
                        NAME,
                        f"{variant!r} is a forbidden variant of {term.ru!r} ({term.en})",
                        variant,
                    )
                )
    return problems + check_targets(entry, context.termbase)
