"""``rulebook l10n count``: how often each word the term base forbids is still used.

For every term with forbidden variants, each variant is counted where the checks look
for it: a Russian one in the translated messages of every catalog (in any form, as
:mod:`rulebook.l10n.checks.terms` finds it), an English one in the rules, rulings,
glossary entries and scenario names (:mod:`rulebook.l10n.checks.wording`). With
``--termbase`` another checkout's text is counted against this term base, which gives
the count before a change::

    git archive BASE | tar -x -C /tmp/before
    rulebook l10n count --locales /tmp/before/locales --docs /tmp/before/docs \\
        --features /tmp/before/features --termbase locales/ru/termbase.toml
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from rulebook.l10n import myst
from rulebook.l10n.check import translated_entries
from rulebook.l10n.checks import wording
from rulebook.l10n.layout import Layout
from rulebook.l10n.morphology import find, phrase, tokens
from rulebook.l10n.pofiles import load
from rulebook.l10n.sources import passages
from rulebook.l10n.termbase import TermBase
from rulebook.vocabulary.catalog import fold


@dataclass(frozen=True)
class Count:
    game: str
    term: str
    language: str
    variant: str
    found: int


def russian_counts(layout: Layout, termbase: TermBase) -> Counter[tuple[str, str, str]]:
    found: Counter[tuple[str, str, str]] = Counter()
    for path in layout.catalogs():
        for entry in translated_entries(path, load(path, layout.language), layout):
            text = tokens(myst.words_of(entry.msgstr, targets=True))
            terms = termbase.for_game(entry.game)
            own = {fold(ru) for t in terms for ru in t.russian()}
            seen = set()
            for term in terms:
                for variant in term.forbidden:
                    if (term.game, variant) in seen or (
                        entry.game is None and fold(variant) in own
                    ):
                        continue  # as the terms check: one game's variant, another's term
                    seen.add((term.game, variant))  # a shared message counts once per game
                    found[(term.game or "-", term.en, variant)] += len(find(text, phrase(variant)))
    return found


def english_counts(layout: Layout, termbase: TermBase) -> Counter[tuple[str, str, str]]:
    found: Counter[tuple[str, str, str]] = Counter()
    words = wording.GameWords(termbase)
    for passage in passages(layout.docs, layout.features):
        _, forbidden = words.of(passage.game)
        for term, word, _ in wording.synonym_uses(wording.visible(passage.text), forbidden):
            found[(term.game or "-", term.en, word)] += 1
    return found


def count(layout: Layout, termbase: TermBase) -> list[Count]:
    """Every forbidden variant of the term base, with how often the text uses it."""
    russian, english = russian_counts(layout, termbase), english_counts(layout, termbase)
    rows = []
    for term in termbase.terms:
        game = term.game or "-"
        rows += [Count(game, term.en, "ru", v, russian[(game, term.en, v)]) for v in term.forbidden]
        rows += [
            Count(game, term.en, "en", v, english[(game, term.en, v)]) for v in term.en_forbidden
        ]
    return sorted(rows, key=lambda r: (r.game, r.term.casefold(), r.language, r.variant))


def table(rows: list[Count], every: bool = False) -> str:
    """The counts as a table (only the variants still used, unless ``every``) and totals."""
    shown = [r for r in rows if every or r.found]
    widths = [
        max([len(h), *(len(str(getattr(r, h))) for r in shown)]) for h in Count.__annotations__
    ]
    lines = [
        "  ".join(
            str(getattr(r, h)).ljust(w) for h, w in zip(Count.__annotations__, widths, strict=True)
        ).rstrip()
        for r in shown
    ]
    header = "  ".join(
        h.ljust(w) for h, w in zip(Count.__annotations__, widths, strict=True)
    ).rstrip()
    totals = {
        language: sum(r.found for r in rows if r.language == language) for language in ("en", "ru")
    }
    decisions = len({(r.game, r.term) for r in rows})
    lines = [header, *lines] if shown else []
    lines.append(
        f"count: {decisions} term decision(s), {len(rows)} forbidden variant(s); "
        f"used: {totals['en']} in English, {totals['ru']} in Russian"
    )
    return "\n".join(lines)
