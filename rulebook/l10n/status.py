"""``rulebook l10n status``: how far each catalog is translated, and what is left to do."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass

import polib

from rulebook.l10n.checks.base import excerpt
from rulebook.l10n.layout import Layout, shown
from rulebook.l10n.pofiles import load

COLUMNS = ("translated", "fuzzy", "untranslated", "obsolete")


@dataclass
class CatalogStatus:
    """The counts of one catalog (or of all: ``path`` is then ``total``)."""

    path: str
    translated: int = 0
    fuzzy: int = 0
    untranslated: int = 0
    obsolete: int = 0
    stale: bool = False

    @property
    def percent(self) -> float:
        """Translated share of the live entries (100 for an empty catalog)."""
        live = self.translated + self.fuzzy + self.untranslated
        return round(100 * self.translated / live, 1) if live else 100.0

    def add(self, other: CatalogStatus) -> None:
        for column in COLUMNS:
            setattr(self, column, getattr(self, column) + getattr(other, column))

    def as_dict(self) -> dict[str, object]:
        return {**asdict(self), "percent": self.percent}


@dataclass(frozen=True)
class Todo:
    """An entry a translator still has to do."""

    path: str
    line: int
    state: str  # fuzzy or untranslated
    msgid: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {excerpt(self.msgid)}"


def state(entry: polib.POEntry) -> str:
    if entry.obsolete:
        return "obsolete"
    if "fuzzy" in entry.flags:
        return "fuzzy"
    return "translated" if entry.translated() else "untranslated"


def survey(layout: Layout) -> tuple[list[CatalogStatus], list[Todo]]:
    """The status of every catalog, and every fuzzy or untranslated entry (BadCatalog if unreadable).

    A to-do entry names the line of its ``msgstr``, where the translation goes.
    """
    from rulebook.l10n.check import msgstr_line, msgstr_lines

    catalogs = {path: load(path, layout.language) for path in layout.catalogs()}
    stale = set(layout.stale())
    statuses, todo = [], []
    for path, loaded in catalogs.items():
        status = CatalogStatus(shown(path), stale=path in stale)
        lines = msgstr_lines(loaded.text)
        for entry in loaded.entries:
            if not entry.msgid:
                continue
            found = state(entry)
            setattr(status, found, getattr(status, found) + 1)
            if found in ("fuzzy", "untranslated"):
                line = msgstr_line(lines, entry)
                todo.append(Todo(shown(path), line, found, entry.msgid))
        statuses.append(status)
    return statuses, todo


def total(statuses: list[CatalogStatus]) -> CatalogStatus:
    """The sum of the live catalogs: a stale one (its page is gone) is no work left to do."""
    whole = CatalogStatus("total")
    for status in statuses:
        if not status.stale:
            whole.add(status)
    return whole


def table(statuses: list[CatalogStatus]) -> str:
    """A table for a terminal: one row per catalog, then the total."""
    rows = [*statuses, total(statuses)]
    header = ("catalog", *COLUMNS, "done")
    cells = [
        (
            s.path + ("  (no page: stale)" if s.stale else ""),
            *(str(getattr(s, c)) for c in COLUMNS),
            f"{s.percent:.1f}%",
        )
        for s in rows
    ]
    widths = [max(len(row[i]) for row in [header, *cells]) for i in range(len(header))]

    def line(row: tuple[str, ...]) -> str:
        first = row[0].ljust(widths[0])
        return "  ".join(
            [first, *(cell.rjust(w) for cell, w in zip(row[1:], widths[1:], strict=True))]
        )

    rule = "-" * len(line(header))
    return "\n".join([line(header), rule, *map(line, cells[:-1]), rule, line(cells[-1])])


def as_json(statuses: list[CatalogStatus], todo: list[Todo] | None = None) -> str:
    data: dict[str, object] = {
        "catalogs": [s.as_dict() for s in statuses],
        "total": total(statuses).as_dict(),
    }
    if todo is not None:
        data["todo"] = [asdict(t) for t in todo]
    return json.dumps(data, ensure_ascii=False, indent=2)
