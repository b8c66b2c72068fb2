"""The diagram files of a PDF book: drawn in the background, waited for before XeLaTeX
reads them, and a diagram the converter cannot draw stops the book with its reason."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulebook.printed.diagrams import ConversionFailed, DiagramPages, wait_for_diagrams

pytestmark = pytest.mark.needs("rsvg-convert")
SQUARE = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20"/></svg>'


def test_the_diagrams_are_written_once_waited_for(tmp_path: Path) -> None:
    pages = DiagramPages()
    first, again = pages.node(SQUARE), pages.node(SQUARE)
    assert (first["file"], first["page"], first["width"]) == ("rulebook-diagrams-001.pdf", 1, 30.0)
    assert again["page"] == 1  # the same drawing is one page
    pages.write(tmp_path)
    wait_for_diagrams(tmp_path)
    written = tmp_path / "rulebook-diagrams-001.pdf"
    assert written.read_bytes().startswith(b"%PDF")
    wait_for_diagrams(tmp_path)  # nothing left to wait for


def test_a_diagram_the_converter_cannot_draw_stops_the_wait(tmp_path: Path) -> None:
    pages = DiagramPages()
    pages.node('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect')
    pages.write(tmp_path)
    with pytest.raises(ConversionFailed, match="rsvg-convert could not draw the diagrams"):
        wait_for_diagrams(tmp_path)
    assert not list(tmp_path.glob("rulebook-diagrams-*.pdf"))


def test_a_failed_conversion_does_not_stop_the_next_book_in_the_same_folder(tmp_path: Path) -> None:
    broken = DiagramPages()
    broken.node('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect')
    broken.write(tmp_path)  # never waited for: the next build starts over
    fixed = DiagramPages()
    fixed.node(SQUARE)
    fixed.write(tmp_path)
    wait_for_diagrams(tmp_path)
    assert (tmp_path / "rulebook-diagrams-001.pdf").read_bytes().startswith(b"%PDF")
