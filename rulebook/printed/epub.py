"""The EPUB as e-readers and EPUBCheck expect it.

EPUB 3 asks the package file to declare every page that draws inline SVG (the
board diagrams) with ``properties="svg"``. Sphinx's EPUB builder does not, so
the declaration is added once the book is written and the book is packed again.
"""

from __future__ import annotations

import re
from pathlib import Path

from sphinx.application import Sphinx

ITEM = re.compile(
    r'<item id="[^"]*" href="(?P<href>[^"]+\.xhtml)" media-type="application/xhtml\+xml"'
)


def declare_svg_pages(app: Sphinx, error: Exception | None) -> None:
    if error is not None or app.builder.name != "epub":
        return
    outdir = Path(app.outdir)
    package = outdir / "content.opf"
    opf = package.read_text(encoding="utf-8")

    def declare(match: re.Match[str]) -> str:
        page = outdir / match["href"]
        if "properties=" in opf[match.end() : match.end() + 40] or "<svg" not in page.read_text(
            encoding="utf-8"
        ):
            return match[0]
        return f'{match[0]} properties="svg"'

    declared = ITEM.sub(declare, opf)
    if declared != opf:
        package.write_text(declared, encoding="utf-8")
        app.builder.build_epub()  # type: ignore[attr-defined]


def setup(app: Sphinx) -> None:
    app.connect("build-finished", declare_svg_pages)
