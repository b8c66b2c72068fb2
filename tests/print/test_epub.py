"""The EPUB books: a zip that e-readers open, with a manifest that lists what it holds."""

from __future__ import annotations

import subprocess
import zipfile
from pathlib import Path
from xml.etree import ElementTree

import pytest
from support.needs import need
from support.printed import PrintedBook, verdict_word

CONTAINER = "{urn:oasis:names:tc:opendocument:xmlns:container}"
OPF = "{http://www.idpf.org/2007/opf}"


def test_the_epub_is_a_zip_with_a_valid_manifest(book: PrintedBook) -> None:
    with zipfile.ZipFile(book.epub) as epub:
        assert epub.testzip() is None
        first = epub.infolist()[0]
        assert first.filename == "mimetype" and first.compress_type == zipfile.ZIP_STORED
        assert epub.read("mimetype") == b"application/epub+zip"
        container = ElementTree.fromstring(epub.read("META-INF/container.xml"))
        package_path = container.find(f".//{CONTAINER}rootfile").get("full-path")
        package = ElementTree.fromstring(epub.read(package_path))
        names = set(epub.namelist())
        items = {item.get("id"): item for item in package.iter(f"{OPF}item")}
        missing = [i.get("href") for i in items.values() if i.get("href") not in names]
        assert not missing, f"the manifest lists files the book lacks: {missing}"
        spine = [ref.get("idref") for ref in package.iter(f"{OPF}itemref")]
        assert spine and all(idref in items for idref in spine)
        pages = [i.get("href") for i in items.values() if i.get("href").endswith(".xhtml")]
        for page in pages:  # every page is well-formed XHTML
            ElementTree.fromstring(epub.read(page))
        language = package.find(".//{http://purl.org/dc/elements/1.1/}language")
        assert language is not None and language.text == book.language
        text = " ".join(epub.read(page).decode("utf-8") for page in pages)
    assert "<svg" in text, "the diagrams are missing"
    assert verdict_word(book.language, "passed") in text


@pytest.mark.needs("epubcheck", "java")
def test_epubcheck_finds_no_error(russian_book: PrintedBook) -> None:
    """EPUBCheck costs ~10 CPU-s a book: it reads the Russian one, the structure is shared."""
    jar = Path(need("epubcheck")).resolve()  # Debian's command is a link to the jar
    # The client compiler alone starts faster: a third of the CPU time for one book.
    command = [need("java"), "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-jar", str(jar)]
    done = subprocess.run([*command, str(russian_book.epub)], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
