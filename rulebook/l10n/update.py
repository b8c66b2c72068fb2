"""``rulebook l10n update``: bring every catalog in line with its template.

Every existing catalog is read and validated before anything is written, so a
broken catalog stops the run with nothing changed. A catalog is written only
when its text changes, atomically; its ``POT-Creation-Date`` moves only when
its messages do. Running it twice in a row changes nothing.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from babel.messages.catalog import Catalog

from rulebook.l10n.extract import extract
from rulebook.l10n.header import canonical
from rulebook.l10n.layout import Layout
from rulebook.l10n.merge import FUZZY, merge
from rulebook.l10n.pofiles import Loaded, load, render, save


@dataclass
class Outcome:
    """What happened to one catalog."""

    path: Path
    state: str  # created, updated or unchanged
    untranslated: int = 0
    fuzzy: int = 0
    obsolete: int = 0


@dataclass
class Report:
    outcomes: list[Outcome] = field(default_factory=list)
    stale: list[Path] = field(default_factory=list)

    def count(self, state: str) -> int:
        return sum(1 for o in self.outcomes if o.state == state)


def counts(catalog: Catalog) -> tuple[int, int, int]:
    messages = list(catalog)[1:]
    fuzzy = sum(1 for m in messages if FUZZY in m.flags)
    untranslated = sum(1 for m in messages if not m.string and FUZZY not in m.flags)
    return untranslated, fuzzy, len(catalog.obsolete)


def update_one(
    path: Path, loaded: Loaded | None, template: Catalog, layout: Layout, drop_obsolete: bool
) -> Outcome:
    old = loaded.catalog if loaded else None
    before = render(canonical(old, layout.language)) if old else None
    merged = merge(old, template, layout.language, drop_obsolete)
    text = render(merged)
    if text != before:  # the messages changed, not just the layout: a new creation date
        merged.creation_date = template.creation_date
        text = render(merged)
    changed = save(path, text)
    state = "created" if loaded is None else "updated" if changed else "unchanged"
    return Outcome(path, state, *counts(merged))


def update(layout: Layout, drop_obsolete: bool = False) -> Report:
    """Extract the templates and merge them into every catalog of ``layout``."""
    existing = {layout.domain(p): load(p, layout.language) for p in layout.catalogs()}
    templates = extract(layout)
    report = Report(stale=list(layout.stale()))
    for domain, template in templates.items():
        path = layout.catalog(domain)
        report.outcomes.append(
            update_one(path, existing.get(domain), template, layout, drop_obsolete)
        )
    return report
