"""Reading and writing catalogs: one layout, stable round trips, clear errors for bad input."""

from __future__ import annotations

import subprocess
from pathlib import Path

import polib
import pytest
from babel.messages.catalog import Catalog
from support.bad_files import refused
from support.needs import need

from rulebook.l10n.header import canonical
from rulebook.l10n.layout import WRAP_WIDTH, Layout
from rulebook.l10n.merge import merge
from rulebook.l10n.pofiles import BadCatalog, load, render

REAL = Layout().catalogs()
GOOD = """\
msgid ""
msgstr ""
"Language: ru\\n"
"Content-Type: text/plain; charset=utf-8\\n"

msgid "Attack"
msgstr "Атака"

msgid "Board"
msgstr "Поле"
"""


@pytest.mark.parametrize("path", REAL, ids=lambda p: p.name)
def test_every_real_catalog_is_already_in_the_one_layout(path: Path) -> None:
    """What `update` writes is what it reads back: the real catalogs are normalised."""
    assert render(canonical(load(path).catalog, "ru")) == path.read_text(encoding="utf-8")


def test_no_line_is_longer_than_the_wrap_width() -> None:
    for path in REAL:
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if line.startswith(('"', "msgid", "msgstr", "#|")) and " " in line.strip('"'):
                # Babel wraps the string, then puts its keyword before it (msgid_plural too).
                keyword = line.split('"', 1)[0]
                assert len(line) <= WRAP_WIDTH + max(len(keyword), len("msgstr ")), (
                    f"{path}:{number}"
                )


OLD_MSGID = (
    "The strength a warrior attacks with: its current strength plus its class bonus and line bonus."
)


def previous_msgid_catalog(path: Path) -> Path:
    """A catalog whose one message changed: fuzzy, with its previous msgid (``#|``)."""
    catalog = Catalog(locale="ru")
    catalog.add(OLD_MSGID, "Сила атаки", locations=[("page.md", 3)])
    template = Catalog()
    template.add(OLD_MSGID.replace("current", "present"), locations=[("page.md", 3)])
    path.write_text(render(merge(catalog, template, "ru")), encoding="utf-8")
    return path


def test_a_long_previous_msgid_is_written_as_gnu_gettext_does(tmp_path: Path) -> None:
    path = previous_msgid_catalog(tmp_path / "page.po")
    text = path.read_text(encoding="utf-8")
    assert '#| msgid ""\n#| "The strength a warrior attacks with: its current strength' in text
    (read,) = polib.pofile(str(path))
    assert read.previous_msgid == OLD_MSGID and read.fuzzy and read.msgstr == "Сила атаки"
    again = load(path).catalog
    assert render(canonical(again, "ru")) == text  # babel reads #| back as the previous msgid


@pytest.mark.needs("msgfmt")
def test_gnu_gettext_reads_a_long_previous_msgid(tmp_path: Path) -> None:
    path = previous_msgid_catalog(tmp_path / "page.po")
    command = [need("msgfmt"), "--check", "-o", str(tmp_path / "page.mo"), str(path)]
    assert subprocess.run(command, check=False).returncode == 0


@pytest.mark.parametrize(
    ("text", "line", "message"),
    [
        (GOOD.replace('msgstr "Атака"', 'msgstr "Атака'), 7, "syntax error"),
        (GOOD.replace('msgid "Board"', 'msgidd "Board"'), 9, "syntax error"),
        (GOOD.replace('msgstr "Поле"\n', ""), 9, "syntax error"),
        (GOOD + '\nmsgid "Attack"\nmsgstr "Атака!"\n', 12, "already exists"),
        (
            GOOD.replace("charset=utf-8", "charset=latin-1"),
            4,
            "bad header: charset is latin-1, expected utf-8",
        ),
        (
            GOOD.replace("Language: ru", "Language: de"),
            3,
            "bad header: Language is 'de', expected 'ru'",
        ),
        (GOOD.split("\n\n", 1)[1], 1, 'no header: a catalog starts with the msgid "" entry'),
    ],
    ids=[
        "unclosed-quote",
        "bad-keyword",
        "missing-msgstr",
        "duplicate",
        "charset",
        "language",
        "no-header",
    ],
)
def test_a_corrupt_catalog_names_file_and_line(
    tmp_path: Path, text: str, line: int, message: str
) -> None:
    path = tmp_path / "broken.po"
    error = refused(path, text, load, BadCatalog, line)
    assert (error.line, error.path) == (line, path)
    assert message in error.message


def test_a_catalog_in_another_encoding_names_the_line_of_the_first_bad_byte(tmp_path: Path) -> None:
    path = tmp_path / "latin.po"
    path.write_bytes(
        GOOD.replace("Атака", "Attaque é").encode("utf-8").replace("é".encode(), b"\xe9")
    )
    with pytest.raises(BadCatalog) as error:
        load(path)
    assert error.value.line == 7 and "not UTF-8 (byte 0xe9)" in error.value.message
