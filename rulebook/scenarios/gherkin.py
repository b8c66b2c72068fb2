"""Reading feature files with the official Gherkin parser, with errors a reader can act on."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from gherkin.errors import CompositeParserException, ParserException
from gherkin.parser import Parser


@dataclass
class BadFeature(Exception):
    """A feature file that cannot be read or parsed: one message with file and line."""

    path: Path
    line: int
    message: str

    def __str__(self) -> str:
        where = f"{self.path}:{self.line}" if self.line else str(self.path)
        return f"{where}: {self.message}"


def read_feature(path: Path) -> dict[str, Any]:
    """The Gherkin document of ``path`` as the parser's plain dictionaries."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise BadFeature(path, 0, "no such file") from None
    except IsADirectoryError:
        raise BadFeature(path, 0, "is a directory, not a feature file") from None
    except PermissionError:
        raise BadFeature(path, 0, "cannot be read (permission denied)") from None
    except UnicodeDecodeError as error:
        line = path.read_bytes()[: error.start].count(b"\n") + 1
        raise BadFeature(path, line, "is not UTF-8 text") from None
    return parse_feature(text, path)


def parse_feature(text: str, path: Path) -> dict[str, Any]:
    try:
        document = Parser().parse(text)
    except CompositeParserException as error:
        first = error.errors[0]
        raise BadFeature(path, first.location["line"], clean(str(first))) from None
    except ParserException as error:
        raise BadFeature(path, error.location["line"], clean(str(error))) from None
    if not document.get("feature"):
        raise BadFeature(path, 1, "no 'Feature:' line: a feature file starts with one")
    return document


def clean(message: str) -> str:
    """The parser's message without its own ``(line:column):`` prefix."""
    return message.split("): ", 1)[-1] if message.startswith("(") else message
