"""A small project for the tests of the l10n commands: an empty docs folder and locales with
a tiny term base, catalogs written into it on the spot, ``rulebook`` run on it in-process."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import polib

from rulebook.l10n.layout import Layout


def where(layout: Layout) -> list[str]:
    """The ``--locales DIR --docs DIR`` options for a layout."""
    return ["--locales", str(layout.locales), "--docs", str(layout.docs)]


@dataclass(frozen=True)
class SmallProject:
    layout: Layout
    save_po: Callable[..., Path]  # (path, *entries, header=None): a catalog saved by polib
    run: Callable[..., tuple[int, str, str]]  # rulebook ARGS: (exit status, stdout, stderr)

    def write(self, domain: str, *entries: polib.POEntry) -> Path:
        """The catalog of ``domain``, holding ``entries``."""
        return self.save_po(self.layout.catalog(domain), *entries)

    def rulebook(self, *args: str) -> tuple[int, str, str]:
        """``rulebook ARGS`` on this project's docs and locales."""
        return self.run(*args, *where(self.layout))
