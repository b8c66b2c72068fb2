"""Board diagrams in a LaTeX book: every SVG of the book, one vector PDF page each.

The diagrams stay vector graphics. The book's distinct SVGs are written beside
its LaTeX, a few dozen to a folder (``rulebook-diagrams-001/``); librsvg's
``rsvg-convert`` turns each folder into a PDF of a page per diagram at its own
size (``rulebook-diagrams-001.pdf``), and the book includes each page where its
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
        """The diagram files in ``folder``, from their SVGs beside them (old ones removed)."""
        for old in folder.glob(f"{DIAGRAMS_STEM}-*"):
            if old.is_dir():
                shutil.rmtree(old)
            else:
                old.unlink()
        for number, svg in enumerate(self.svgs):
            sources = folder / Path(file_name(number // PAGES_PER_FILE)).stem
            sources.mkdir(exist_ok=True)
            (sources / f"{number:05d}.svg").write_text(svg, encoding="utf-8")
        convert(folder)


def file_name(number: int) -> str:
    return f"{DIAGRAMS_STEM}-{number + 1:03d}.pdf"


def convert(folder: Path) -> None:
    """Each diagram folder in ``folder`` into its PDF, a page per SVG, in order."""
    batches = sorted(path for path in folder.glob(f"{DIAGRAMS_STEM}-*") if path.is_dir())
    if not batches:
        return
    converter = shutil.which(CONVERTER)
    if converter is None:
        raise MissingConverter(
            f"{CONVERTER} is needed to draw the diagrams of a PDF book "
            "(Debian: apt-get install librsvg2-bin)"
        )
    # One converter per processor at a time: the files do not depend on each other.
    with ThreadPoolExecutor(max_workers=os.cpu_count()) as pool:
        for done in pool.map(lambda batch: convert_batch(converter, batch), batches):
            done.check_returncode()


def convert_batch(converter: str, sources: Path) -> subprocess.CompletedProcess[bytes]:
    """One folder of SVGs into its PDF; the file appears only once it is whole."""
    target = sources.with_suffix(".pdf")
    partial = target.with_name(f".{target.name}.partial")
    svgs = sorted(str(path) for path in sources.glob("*.svg"))
    command = [converter, "--format=pdf", f"--output={partial}", *svgs]
    done = subprocess.run(command, capture_output=True, check=False)
    if done.returncode == 0:
        partial.replace(target)
    return done
