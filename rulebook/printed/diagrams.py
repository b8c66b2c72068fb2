"""Board diagrams in a LaTeX book: every SVG of the book, one vector PDF page each.

The diagrams stay vector graphics: librsvg's ``rsvg-convert`` turns the book's
distinct SVGs, a few dozen at a time, into PDFs of a page per diagram at its own
size (``rulebook-diagrams-001.pdf``...), and the book includes each page where its
scenario step shows it. XeTeX reads a whole PDF for every page it includes from
it, so small files keep the typesetting fast (one file of 1,264 pages tripled
XeLaTeX's time). Each diagram's size is in the LaTeX too: the first XeLaTeX
pass lays the pages out without reading the diagrams at all.
"""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import subprocess
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from docutils import nodes

DIAGRAMS_STEM = "rulebook-diagrams"
PAGES_PER_FILE = 32
CONVERTER = "rsvg-convert"
PX_TO_BP = 0.75  # rsvg-convert's page: 96 pixels to the inch, 72 big points
ROOT_SIZE = re.compile(r'<svg\b[^>]*?\swidth="([\d.]+)"[^>]*?\sheight="([\d.]+)"')


class diagram(nodes.General, nodes.Element):
    """One page (``page``, counted from 1) of one of the book's diagram files (``file``),
    ``width`` by ``height`` big points."""


class MissingConverter(RuntimeError):
    """The SVG converter is not installed."""


class DiagramPages:
    """The distinct SVGs of one book, numbered in order of first appearance."""

    def __init__(self) -> None:
        self.numbers: dict[str, int] = {}
        self.svgs: list[str] = []

    def node(self, svg: str) -> diagram:
        key = hashlib.sha256(svg.encode("utf-8")).hexdigest()
        if key not in self.numbers:
            self.svgs.append(svg)
            self.numbers[key] = len(self.svgs) - 1
        file, page = divmod(self.numbers[key], PAGES_PER_FILE)
        size = ROOT_SIZE.match(svg)
        if size is None:  # our own drawings always say their size
            raise ValueError(f"a diagram without its width and height: {svg[:120]}")
        width, height = (float(value) * PX_TO_BP for value in size.groups())
        return diagram(file=file_name(file), page=page + 1, width=width, height=height)

    def write(self, folder: Path) -> None:
        """Convert every SVG into the diagram files in ``folder`` (old ones removed)."""
        for old in folder.glob(f"{DIAGRAMS_STEM}-*.pdf"):
            old.unlink()
        if not self.svgs:
            return
        converter = shutil.which(CONVERTER)
        if converter is None:
            raise MissingConverter(
                f"{CONVERTER} is needed to draw the diagrams of a PDF book "
                "(Debian: apt-get install librsvg2-bin)"
            )
        with tempfile.TemporaryDirectory(prefix="rulebook-diagrams-") as sources:
            batches: list[tuple[Path, list[str]]] = []
            for number, svg in enumerate(self.svgs):
                if number % PAGES_PER_FILE == 0:
                    batches.append((folder / file_name(number // PAGES_PER_FILE), []))
                path = Path(sources, f"{number:05d}.svg")
                path.write_text(svg, encoding="utf-8")
                batches[-1][1].append(str(path))
            # One converter per processor at a time: the files do not depend on each other.
            with ThreadPoolExecutor(max_workers=os.cpu_count()) as pool:
                for done in pool.map(lambda batch: convert(converter, *batch), batches):
                    done.check_returncode()


def file_name(number: int) -> str:
    return f"{DIAGRAMS_STEM}-{number + 1:03d}.pdf"


def convert(converter: str, target: Path, svgs: list[str]) -> subprocess.CompletedProcess[bytes]:
    """``svgs`` into ``target``, a page each; the file appears only once it is whole."""
    partial = target.with_name(f".{target.name}.partial")
    command = [converter, "--format=pdf", f"--output={partial}", *svgs]
    done = subprocess.run(command, capture_output=True, check=False)
    if done.returncode == 0:
        partial.replace(target)
    return done
