"""Board diagrams in a LaTeX book: every SVG of the book, one vector PDF page each.

The diagrams stay vector graphics: librsvg's ``rsvg-convert`` turns the book's
distinct SVGs, a few dozen at a time, into PDFs of a page per diagram at its own
size (``rulebook-diagrams-001.pdf``...), and the book includes each page where its
scenario step shows it. XeTeX reads a whole PDF for every page it includes from
it, so small files keep the typesetting fast (one file of 1,264 pages tripled
XeLaTeX's time). Each diagram's size is in the LaTeX too: the first XeLaTeX
pass lays the pages out without reading the diagrams at all, so the conversions run
meanwhile (:func:`wait_for_diagrams` ends the wait before the pass that reads them).
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import re
import shutil
import subprocess
import tempfile
from concurrent.futures import Future, ThreadPoolExecutor
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


class ConversionFailed(RuntimeError):
    """The SVG converter could not draw a diagram file."""


Conversion = Future[subprocess.CompletedProcess[bytes]]
# One converter per processor at a time: the files do not depend on each other.
CONVERTERS = ThreadPoolExecutor(max_workers=os.cpu_count(), thread_name_prefix="rsvg")
# The conversions still running, by the folder they write into, with their sources' folder.
PENDING: dict[Path, tuple[list[Conversion], Path]] = {}


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
        """Start converting every SVG into the diagram files in ``folder`` (old ones removed);
        :func:`wait_for_diagrams` waits for them."""
        with contextlib.suppress(ConversionFailed):  # an earlier conversion here ends first
            wait_for_diagrams(folder)  # (what it wrote, or failed to, is replaced below)
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
        sources = Path(tempfile.mkdtemp(prefix="rulebook-diagrams-"))
        batches: list[tuple[Path, list[str]]] = []
        for number, svg in enumerate(self.svgs):
            if number % PAGES_PER_FILE == 0:
                batches.append((folder / file_name(number // PAGES_PER_FILE), []))
            path = sources / f"{number:05d}.svg"
            path.write_text(svg, encoding="utf-8")
            batches[-1][1].append(str(path))
        started = [CONVERTERS.submit(convert, converter, *batch) for batch in batches]
        PENDING[folder.resolve()] = (started, sources)


def wait_for_diagrams(folder: Path) -> None:
    """Return once the diagram files of ``folder`` are written; ConversionFailed if one
    could not be."""
    pending = PENDING.pop(folder.resolve(), None)
    if pending is None:
        return
    started, sources = pending
    try:
        for conversion in started:
            done = conversion.result()
            if done.returncode != 0:
                stderr = done.stderr.decode("utf-8", errors="replace")[-2000:]
                raise ConversionFailed(f"{CONVERTER} could not draw the diagrams: {stderr}")
    finally:
        shutil.rmtree(sources, ignore_errors=True)


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
