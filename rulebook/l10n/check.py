"""``rulebook l10n check``: every problem of every catalog, as ``file:line: [check] message``.

Content checks look at translated entries (fuzzy ones keep an old translation
and are reported as such under ``--strict``, with the untranslated ones).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import polib

from rulebook.l10n.checks import fields, glossary, markup, numbers, safety, terms, typography
from rulebook.l10n.checks.base import Context, Entry, Problem, excerpt
from rulebook.l10n.layout import Layout
from rulebook.l10n.pofiles import load
from rulebook.l10n.termbase import load_termbase

EntryCheck = Callable[[Entry, Context], list[Problem]]
ENTRY_CHECKS: tuple[EntryCheck, ...] = (
    markup.check,
    numbers.check,
    fields.check,
    safety.check,
    typography.check,
    terms.check,
)
FEATURES = "features/"


def game_of(domain: str, entry: polib.POEntry) -> str | None:
    """The game a message belongs to: its docs folder, or its feature files' folder."""
    if "/" in domain:
        return domain.split("/", 1)[0]
    games = {
        path.split("/")[1]
        for path, _ in entry.occurrences
        if path.startswith(FEATURES) and path.count("/") >= 2
    }
    return games.pop() if len(games) == 1 else None


def to_entries(path: Path, domain: str, entry: polib.POEntry) -> list[Entry]:
    """What the checks look at: the translation, or each plural form beside the plural msgid."""
    if entry.msgid_plural:
        pairs = [(entry.msgid_plural, entry.msgstr_plural[n]) for n in sorted(entry.msgstr_plural)]
    else:
        pairs = [(entry.msgid, entry.msgstr)]
    return [
        Entry(
            path=path,
            line=entry.linenum,
            domain=domain,
            msgid=msgid,
            msgstr=msgstr,
            context=entry.msgctxt or "",
            flags=tuple(entry.flags),
            game=game_of(domain, entry),
        )
        for msgid, msgstr in pairs
    ]


def check_catalog(
    path: Path, catalog: polib.POFile, layout: Layout, context: Context, strict: bool
) -> list[Problem]:
    """The problems of one catalog."""
    domain = layout.domain(path)
    problems = []
    if layout.is_page(path) and layout.page(path) is None:
        problems.append(
            Problem(
                path,
                1,
                "stale",
                f"no page docs/{domain}.md for this catalog: delete it or restore the page",
            )
        )
    translated = []
    for raw in (e for e in catalog if e.msgid and not e.obsolete):
        entries = to_entries(path, domain, raw)
        if "fuzzy" in raw.flags:
            if strict:
                problems.append(
                    entries[0].problem(
                        "fuzzy", "fuzzy: review it, then remove the fuzzy flag", excerpt(raw.msgid)
                    )
                )
        elif not raw.translated():
            if strict:
                problems.append(
                    entries[0].problem("untranslated", "untranslated", excerpt(raw.msgid))
                )
        else:
            translated += entries
    for entry in translated:
        for entry_check in ENTRY_CHECKS:
            problems += entry_check(entry, context)
    problems += glossary.check_glossary(
        translated, layout.page(path) if layout.is_page(path) else None, context
    )
    problems += glossary.check_vocabulary(translated, context)
    return problems


def check(layout: Layout, strict: bool = False) -> list[Problem]:
    """All problems, by file and line. Raises BadCatalog / BadTermBase for unreadable input."""
    # Read everything first: unreadable input is reported before any problem.
    catalogs = {path: load(path, layout.language).entries for path in layout.catalogs()}
    context = Context(load_termbase(layout.termbase))
    problems = []
    for path, catalog in catalogs.items():
        problems += check_catalog(path, catalog, layout, context, strict)
    return sorted(problems, key=lambda p: (str(p.path), p.line, p.check))
