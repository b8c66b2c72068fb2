"""Reading and writing catalogs: strictly, with file and line for every error.

A catalog is read twice: by polib, the strict parser (syntax errors with their
line, duplicate entries, previous msgids ``#|``), and by babel through
sphinx-intl's ``load_po``, the model that ``update`` merges and writes.
Babel reads ``#|`` lines as plain comments (python-babel/babel#206) and wraps
them inside their quotes when it writes them, so :func:`render` lays out the
previous msgids with babel's own ``normalize`` and :func:`load` takes them
from polib.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import polib
from babel.messages.catalog import Catalog, Message
from babel.messages.pofile import PoFileError, generate_po, normalize
from sphinx_intl.catalog import load_po

from rulebook.files import write_atomically
from rulebook.l10n.layout import TARGET_LANGUAGE, WRAP_WIDTH, BadFile

CHARSET = re.compile(r"charset=([\w.:-]+)", re.I)
POLIB_LINE = re.compile(r"\(line (\d+)\)")
#: A line holding a string: a keyword or a continuation, maybe obsolete or previous.
STRING_LINE = re.compile(
    r"^(?:#~\s*)?(?:#\|\s*)?(?:msg(?:id|id_plural|str|str\[\d+\]|ctxt)\s+)?(?P<string>\".*)$"
)
C_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
PREVIOUS_COMMENT = "|"


class BadCatalog(BadFile):
    """A catalog that cannot be read: the message names its file and line."""


@dataclass
class Loaded:
    """One catalog as both libraries read it."""

    path: Path
    text: str
    catalog: Catalog
    entries: polib.POFile


def load(path: Path, language: str = TARGET_LANGUAGE) -> Loaded:
    """Read and validate ``path`` (UTF-8, syntax, header); raise :class:`BadCatalog`."""
    raw = path.read_bytes()
    text = decode(path, raw)
    check_strings(path, text)
    entries = read_entries(path, text)
    check_header(path, text, entries, language)
    try:
        catalog = load_po(str(path), abort_invalid=True)
    except PoFileError as error:
        raise BadCatalog(path, error.lineno + 1, f"syntax error: {error.args[0]}") from error
    except (ValueError, TypeError) as error:  # babel's header parsing
        raise BadCatalog(path, header_line(text, ""), f"bad header: {error}") from error
    attach_previous(catalog, entries)
    return Loaded(path, text, catalog, entries)


def decode(path: Path, raw: bytes) -> str:
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as error:
        line = raw[: error.start].count(b"\n") + 1
        byte = raw[error.start]
        raise BadCatalog(
            path, line, f"not UTF-8 (byte 0x{byte:02x}): save the catalog as UTF-8"
        ) from error


def check_strings(path: Path, text: str) -> None:
    """Every quoted string closes: polib and babel both cut the last character unseen."""
    for number, line in enumerate(text.splitlines(), 1):
        found = STRING_LINE.match(line)
        if found and not C_STRING.fullmatch(found["string"].rstrip()):
            raise BadCatalog(path, number, 'syntax error: a string must be one "..." per line')


def read_entries(path: Path, text: str) -> polib.POFile:
    try:
        return polib.pofile(
            str(path), encoding="utf-8", wrapwidth=WRAP_WIDTH, check_for_duplicates=True
        )
    except OSError as error:
        found = POLIB_LINE.search(str(error))
        detail = str(error).rsplit("): ", 1)[-1] if "): " in str(error) else str(error)
        line = int(found[1]) if found else 1
        raise BadCatalog(path, line, f"syntax error: {detail}") from error
    except ValueError as error:  # a duplicate entry
        raise BadCatalog(path, duplicate_line(text, str(error)), str(error)) from error


def duplicate_line(text: str, error: str) -> int:
    """The line of the second of two entries polib found equal (1 if it cannot tell)."""
    found = re.search(r'"(.*)" already exists', error, re.S)
    if found:
        lines = [n for n, line in enumerate(text.splitlines(), 1) if found[1] in line]
        if len(lines) > 1:
            return lines[1]
    return 1


def header_line(text: str, key: str) -> int:
    """The line of a header field (or of the header) in the file."""
    lines = text.splitlines()
    for number, line in enumerate(lines, 1):
        if key and line.startswith(f'"{key}:'):
            return number
    return next((n for n, line in enumerate(lines, 1) if line == 'msgid ""'), 1)


def check_header(path: Path, text: str, entries: polib.POFile, language: str) -> None:
    """The header must exist, declare UTF-8 and name the catalog's language."""
    if not entries.metadata:
        raise BadCatalog(path, 1, 'no header: a catalog starts with the msgid "" entry')
    charset = CHARSET.search(entries.metadata.get("Content-Type", ""))
    if not charset or charset[1].lower().replace("_", "-") not in ("utf-8", "utf8"):
        found = charset[1] if charset else "none"
        raise BadCatalog(
            path,
            header_line(text, "Content-Type"),
            f"bad header: charset is {found}, expected utf-8",
        )
    found_language = entries.metadata.get("Language", "")
    if found_language.replace("-", "_") != language:
        raise BadCatalog(
            path,
            header_line(text, "Language"),
            f"bad header: Language is {found_language or 'missing'!r}, expected {language!r}",
        )
    plural = entries.metadata.get("Plural-Forms")
    if plural is not None and not re.match(r"\s*nplurals=\d+;\s*plural=.+;?\s*$", plural):
        raise BadCatalog(path, header_line(text, "Plural-Forms"), "bad header: Plural-Forms")


def key(context: str | None, msgid: str) -> tuple[str, str]:
    return (context or "", msgid)


def attach_previous(catalog: Catalog, entries: polib.POFile) -> None:
    """Give babel's messages the previous msgids polib read (babel takes them for comments)."""
    previous = {
        key(e.msgctxt, e.msgid): e.previous_msgid
        for e in entries
        if e.previous_msgid and not e.obsolete
    }
    for message in [*list(catalog)[1:], *catalog.obsolete.values()]:
        message.user_comments = [
            c for c in message.user_comments if not c.startswith(PREVIOUS_COMMENT)
        ]
        msgid = message.id if isinstance(message.id, str) else message.id[0]
        if key(message.context, msgid) in previous:
            message.previous_id = [previous[key(message.context, msgid)]]


def previous_lines(message: Message) -> str:
    """``#| msgid`` lines as GNU gettext writes them, wrapped by babel's ``normalize``."""
    prefix = f"#{PREVIOUS_COMMENT} "
    first, *rest = normalize(message.previous_id[0], width=WRAP_WIDTH - len(prefix)).split("\n")
    return f"{prefix}msgid {first}\n" + "".join(f"{prefix}{line}\n" for line in rest)


def render(catalog: Catalog) -> str:
    """The text of a catalog: babel's layout at the one wrap width, previous msgids included."""
    messages = iter(catalog)  # the order generate_po writes them: header first
    parts: list[str] = []
    inside = False
    for chunk in generate_po(catalog, width=WRAP_WIDTH):
        if not inside and chunk.startswith(("msgctxt ", "msgid ")):
            inside = True
            message = next(messages)
            if message.previous_id and "fuzzy" in message.flags:
                parts.append(previous_lines(message))
        elif chunk == "\n":
            inside = False
        parts.append(chunk)
    return "".join(parts)


def save(path: Path, text: str) -> bool:
    """Write ``text`` atomically if it differs from the file; whether it did."""
    if path.exists() and path.read_bytes() == text.encode("utf-8"):
        return False
    write_atomically(path, text)
    return True
