"""Board diagrams in a LaTeX book: every SVG of the book, one vector PDF page each.

The diagrams stay vector graphics: librsvg's ``rsvg-convert`` turns all the SVGs
of a book into one PDF, a page per diagram at its own size, in one process; the
book includes each page where its scenario step shows it.
"""

from __future__ import annotations

import hashlib
import shutil
import subprocess
import tempfile
from pathlib import Path

from docutils import nodes

DIAGRAMS_FILE = "rulebook-diagrams.pdf"
CONVERTER = "rsvg-convert"


class diagram(nodes.General, nodes.Element):
    """One page of the book's diagrams file (``page``, counted from 1)."""


class MissingConverter(RuntimeError):
    """The SVG converter is not installed."""


class DiagramPages:
    """The distinct SVGs of one book, numbered in order of first appearance."""

    def __init__(self) -> None:
        self.pages: dict[str, int] = {}
        self.svgs: list[str] = []

    def node(self, svg: str) -> diagram:
        key = hashlib.sha256(svg.encode("utf-8")).hexdigest()
        if key not in self.pages:
            self.svgs.append(svg)
            self.pages[key] = len(self.svgs)
        return diagram(page=self.pages[key])

    def write(self, target: Path) -> None:
        """Convert every SVG into ``target``, a PDF with one page per diagram."""
        target.unlink(missing_ok=True)
        if not self.svgs:
            return
        converter = shutil.which(CONVERTER)
        if converter is None:
            raise MissingConverter(
                f"{CONVERTER} is needed to draw the diagrams of a PDF book "
                "(Debian: apt-get install librsvg2-bin)"
            )
        with tempfile.TemporaryDirectory(prefix="rulebook-diagrams-") as folder:
            files = []
            for number, svg in enumerate(self.svgs, start=1):
                path = Path(folder, f"{number:05d}.svg")
                path.write_text(svg, encoding="utf-8")
                files.append(str(path))
            partial = target.with_name(f".{target.name}.partial")
            subprocess.run(
                [converter, "--format=pdf", f"--output={partial}", *files],
                check=True,
                capture_output=True,
            )
            partial.replace(target)
