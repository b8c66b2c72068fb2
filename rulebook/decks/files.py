"""Reading a deck file: TOML, with the line of each table for the messages about it."""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine.signum.cards import CardType
from rulebook.vocabulary.wording import Message

ARRAY_HEADER = re.compile(r"^\s*\[\[\s*([A-Za-z_]+)\s*\]\]")
TABLE_HEADER = re.compile(r"^\s*\[\s*([A-Za-z_]+)\s*\]")
KEY = re.compile(r"^\s*([A-Za-z_]+)\s*=")
TOML_POSITION = re.compile(r"\(at line (\d+), column \d+\)")
CARD_TYPES = {t.value: t for t in CardType if t is not CardType.FEAT}
"""A card's type as a deck file writes it; a Feat is no card of a deck (a breach)."""


class BadDeck(Exception):
    """A deck file that cannot be read: its path, the line, and why (a Message)."""

    def __init__(self, path: Path, line: int, message: Message) -> None:
        super().__init__(f"{path}:{line}: {message.template}")
        self.path, self.line, self.message = path, line, message


@dataclass
class DeckFile:
    """A deck file's data, and where each part of it was written."""

    path: Path
    data: dict[str, Any]
    lines: dict[str, int] = field(default_factory=dict)  # "hero", "edition", "cards.3"...

    def line(self, place: str) -> int:
        return self.lines.get(place, self.lines.get(place.split(".")[0], 1))

    def bad(self, place: str, template: str, /, **fields: Any) -> BadDeck:
        return BadDeck(self.path, self.line(place), Message(template, fields))

    def no_unknown_keys(self, table: dict[str, Any], keys: set[str], place: str) -> None:
        """BadDeck for the first key of ``table`` that is not one of ``keys``."""
        unknown = sorted(set(table) - keys)
        if unknown:
            raise self.bad(
                place,
                "unknown key {key}; a card has: {keys}",
                key=unknown[0],
                keys=", ".join(sorted(keys)),
            )

    def card_type(self, text: object, place: str) -> CardType:
        """A card's ``type`` (``"spell"``); BadDeck for any other value."""
        if not isinstance(text, str) or text not in CARD_TYPES:
            raise self.bad(
                f"{place}.type",
                "unknown card type {kind}; types: {types}",
                kind=str(text),
                types=", ".join(CARD_TYPES),
            )
        return CARD_TYPES[text]


def read_deck(path: Path) -> DeckFile:
    """The deck file at ``path``; BadDeck if it is missing, not UTF-8 or not TOML."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise BadDeck(path, 0, Message("no such file")) from None
    except IsADirectoryError:
        raise BadDeck(path, 0, Message("this is a folder, not a deck file")) from None
    except UnicodeDecodeError:
        raise BadDeck(path, 1, Message("the file is not UTF-8 text")) from None
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        found = TOML_POSITION.search(str(error))
        line = int(found.group(1)) if found else 1
        reason = TOML_POSITION.sub("", str(error)).strip()
        raise BadDeck(path, line, Message("not TOML: {reason}", {"reason": reason})) from None
    return DeckFile(path, data, places(text))


def places(text: str) -> dict[str, int]:
    """The line of each top-level key, table and array entry (``cards.0``, ``cards.1``...)."""
    found: dict[str, int] = {}
    counts: dict[str, int] = {}
    table = ""
    for number, line in enumerate(text.splitlines(), start=1):
        array = ARRAY_HEADER.match(line)
        if array:
            name = array.group(1)
            index = counts.get(name, 0)
            counts[name] = index + 1
            table = f"{name}.{index}"
            found.setdefault(name, number)
            found[table] = number
            continue
        header = TABLE_HEADER.match(line)
        if header:
            table = header.group(1)
            found[table] = number
            continue
        key = KEY.match(line)
        if key:
            found.setdefault(f"{table}.{key.group(1)}" if table else key.group(1), number)
    return found
