"""``rulebook l10n check``: every problem of every catalog, as ``file:line: [check] message``.

Content checks look at translated entries (fuzzy ones keep an old translation
and are reported as such under ``--strict``, with the untranslated ones). The
line is the entry's ``msgstr``, where the translator fixes it; each problem is
reported once.
"""

from __future__ import annotations

import bisect
from collections.abc import Callable
from pathlib import Path

import polib

from rulebook.games import GAMES
from rulebook.l10n.checks import (
    capitals,
    english,
    fields,
    glossary,
    markup,
    numbers,
    plurals,
    points,
    punctuation,
    safety,
    spacing,
    terms,
    typography,
)
from rulebook.l10n.checks.base import Context, Entry, Problem, excerpt
from rulebook.l10n.latin import LatinWords
from rulebook.l10n.layout import Layout
from rulebook.l10n.pofiles import Loaded, load
from rulebook.l10n.termbase import load_termbase

EntryCheck = Callable[[Entry, Context], list[Problem]]
ENTRY_CHECKS: tuple[EntryCheck, ...] = (
    markup.check,
    numbers.check,
    fields.check,
    safety.check,
    typography.check,
    spacing.check,
    points.check,
    terms.check,
    capitals.check,
    english.check,
    punctuation.check,
)


TOOLCHAIN = ""
"""The "game" of a message of the toolchain alone (a button, a verdict): no game's terms
apply to it, only the term base's terms of no game (a "Run" button is not the Run rule)."""


def game_of(domain: str, entry: polib.POEntry) -> str | None:
    """The game a message belongs to: its docs folder, or the one game whose files it comes
    from (feature files, engine or rulebook modules named after the game); the toolchain
    for a message only the toolchain's own modules use; None when it cannot be told."""
    if "/" in domain:
        return domain.split("/", 1)[0]
    names = {game.name for game in GAMES}
    games = set()
    toolchain = bool(entry.occurrences)
    for path, _ in entry.occurrences:
        parts = Path(path).with_suffix("").parts
        found = {part for part in parts[1:] if part in names}
        games |= found
        toolchain = toolchain and not found and parts[0] == "rulebook"
    if len(games) == 1:
        return games.pop()
    return TOOLCHAIN if toolchain else None


def msgstr_lines(text: str) -> list[int]:
    """The line of every ``msgstr`` (or its first plural form) of a catalog, in order."""
    return [
        number
        for number, line in enumerate(text.splitlines(), 1)
        if line.startswith(("msgstr ", "msgstr[0]"))
    ]


def msgstr_line(lines: list[int], entry: polib.POEntry) -> int:
    """Where the entry's translation is: its first ``msgstr`` line after the entry starts."""
    position = bisect.bisect_left(lines, entry.linenum)
    return lines[position] if position < len(lines) else entry.linenum


def to_entries(path: Path, domain: str, entry: polib.POEntry, line: int) -> list[Entry]:
    """What the checks look at: the translation, or each plural form beside the plural msgid."""
    if entry.msgid_plural:
        pairs = [(entry.msgid_plural, entry.msgstr_plural[n]) for n in sorted(entry.msgstr_plural)]
    else:
        pairs = [(entry.msgid, entry.msgstr)]
    return [
        Entry(
            path=path,
            line=line,
            domain=domain,
            msgid=msgid,
            msgstr=msgstr,
            context=entry.msgctxt or "",
            flags=tuple(entry.flags),
            game=game_of(domain, entry),
        )
        for msgid, msgstr in pairs
    ]


def translated_entries(path: Path, loaded: Loaded, layout: Layout) -> list[Entry]:
    lines = msgstr_lines(loaded.text)
    return [
        entry
        for raw in loaded.entries
        if raw.msgid and not raw.obsolete and "fuzzy" not in raw.flags and raw.translated()
        for entry in to_entries(path, layout.domain(path), raw, msgstr_line(lines, raw))
    ]


def check_catalog(
    path: Path, loaded: Loaded, layout: Layout, context: Context, strict: bool
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
    problems += plurals.check_plural_forms(
        path, loaded.text, loaded.entries.metadata.get("Plural-Forms"), layout.language
    )
    lines = msgstr_lines(loaded.text)
    for raw in (e for e in loaded.entries if e.msgid and not e.obsolete):
        if not strict or (raw.translated() and "fuzzy" not in raw.flags):
            continue
        (entry, *_) = to_entries(path, domain, raw, msgstr_line(lines, raw))
        if "fuzzy" in raw.flags:
            message = "fuzzy: review it, then remove the fuzzy flag"
            problems.append(entry.problem("fuzzy", message, excerpt(raw.msgid)))
        else:
            problems.append(entry.problem("untranslated", "untranslated", excerpt(raw.msgid)))
    translated = translated_entries(path, loaded, layout)
    for entry in translated:
        for entry_check in ENTRY_CHECKS:
            problems += entry_check(entry, context)
    problems += glossary.check_glossary(
        translated, layout.page(path) if layout.is_page(path) else None, context
    )
    problems += glossary.check_vocabulary(translated, context)
    return problems


def check(layout: Layout, strict: bool = False) -> list[Problem]:
    """All problems, by file and line, each once. Raises BadCatalog / BadTermBase for
    unreadable input."""
    # Read everything first: unreadable input is reported before any problem.
    catalogs = {path: load(path, layout.language) for path in layout.catalogs()}
    context = Context(load_termbase(layout.termbase), LatinWords.load(layout.latin))
    problems = []
    for path, loaded in catalogs.items():
        problems += check_catalog(path, loaded, layout, context, strict)
    everything = [
        entry
        for path, loaded in catalogs.items()
        for entry in translated_entries(path, loaded, layout)
    ]
    problems += typography.check_yo(everything)
    unique = list(dict.fromkeys(problems))  # e.g. the same problem in each plural form
    return sorted(unique, key=lambda p: (str(p.path), p.line, p.check))
