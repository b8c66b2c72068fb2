"""``rulebook l10n typeset``: write the non-breaking spaces Russian typography wants.

Every translated message of every catalog gets a non-breaking space after a short
preposition or conjunction and between a number and its unit, as the ``nbsp`` and
``units`` checks ask (:mod:`rulebook.l10n.checks.spacing`, which says what is exempt).
Every catalog is read before any is written; a catalog is written only if it changes,
in its own layout. Running it twice changes nothing.
"""

from __future__ import annotations

from pathlib import Path

from rulebook.l10n.checks import spacing
from rulebook.l10n.layout import Layout
from rulebook.l10n.pofiles import load, render, save
from rulebook.l10n.termbase import load_termbase
from rulebook.vocabulary.catalog import fold
from rulebook.vocabulary.steps import STEP_CONTEXT


def typeset(layout: Layout) -> list[tuple[Path, int]]:
    """Typeset every catalog of ``layout``: each changed catalog and its count of messages."""
    terms = load_termbase(layout.termbase).russian()
    catalogs = {path: load(path, layout.language) for path in layout.catalogs()}
    changed = []
    for path, loaded in catalogs.items():
        short_words = layout.domain(path) not in spacing.TOOL_DOMAINS
        count = 0
        for message in list(loaded.catalog)[1:]:
            if message.context == STEP_CONTEXT:
                continue
            strings = message.string if isinstance(message.string, tuple) else (message.string,)
            if not any(strings) or any(
                fold(s.replace(spacing.NBSP, " ").strip()) in terms for s in strings
            ):
                continue
            new = tuple(spacing.typeset(s, short_words) for s in strings)
            if new != strings:
                count += 1
                message.string = new if isinstance(message.string, tuple) else new[0]
        if count and save(path, render(loaded.catalog)):
            changed.append((path, count))
    return changed
