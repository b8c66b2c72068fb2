"""Reading feature files with the official Gherkin parser, with errors a reader can act on.

Every way a file can be unfit (missing, not a file, too big, not UTF-8 text,
not Gherkin) ends in one :class:`BadFeature`: the file, the line, one sentence.
The sentence is a template with fields, like the engine's refusals, so a Russian
question gets it in Russian (the ``reasons`` catalog).
"""

from __future__ import annotations

import codecs
import difflib
import re
import stat
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from gherkin.dialect import Dialect
from gherkin.errors import (
    CompositeParserException,
    NoSuchLanguageException,
    ParserException,
    UnexpectedEOFException,
)
from gherkin.parser import Parser

from rulebook.vocabulary.catalog import LANGUAGES, SOURCE_LANGUAGE
from rulebook.vocabulary.wording import Message, word

# About fifty times the longest chapter: a question this size parses and runs in seconds.
MAX_BYTES = 256 * 1024
SHOWN_CHARS = 80  # a line quoted in a message is cut to this length
BOMS = (  # UTF-32 first: its little-endian mark begins with UTF-16's
    (codecs.BOM_UTF32_LE, "UTF-32"),
    (codecs.BOM_UTF32_BE, "UTF-32"),
    (codecs.BOM_UTF16_LE, "UTF-16"),
    (codecs.BOM_UTF16_BE, "UTF-16"),
)
LANGUAGE_LINE = re.compile(r"^\s*#\s*language\s*:\s*([a-zA-Z\-_]+)\s*$")
STEP_KINDS = ("given", "when", "then", "and", "but")
BLOCK_KINDS = ("feature", "background", "rule", "scenario", "scenario_outline", "examples")
NEAR_KEYWORD = 0.75  # how alike a word must be to a keyword to count as its misspelling


class BadFeature(Exception):
    """A feature file that cannot be read or parsed: one message with file and line.

    ``language`` is the language of the file, once it is known: the message is
    worded in it unless the reader asks for another.

    >>> str(BadFeature(Path("q.feature"), 3, "unknown step {step}", step="'x'"))
    "q.feature:3: unknown step 'x'"
    """

    def __init__(self, path: Path, line: int, template: str, /, **fields: Any) -> None:
        self.path = path
        self.line = line
        self.problem = Message(template, fields)
        self.language = SOURCE_LANGUAGE
        super().__init__(path, line, template)

    @classmethod
    def of(cls, path: Path, line: int, problem: Message) -> BadFeature:
        """The bad feature a message (built elsewhere) describes."""
        return cls(path, line, problem.template, **problem.fields)

    @property
    def message(self) -> str:
        return word(self.problem, SOURCE_LANGUAGE)

    def worded(self, language: str | None = None) -> str:
        """``file:line: message``, the message in ``language`` (default: the file's)."""
        where = f"{self.path}:{self.line}" if self.line else str(self.path)
        language = language or self.language
        return f"{where}: {word(self.problem, language if language in LANGUAGES else 'en')}"

    def __str__(self) -> str:
        return self.worded(SOURCE_LANGUAGE)


def read_feature(path: Path) -> dict[str, Any]:
    """The Gherkin document of ``path`` as the parser's plain dictionaries."""
    return parse_feature(read_text(path), path)


def read_text(path: Path) -> str:
    """The text of a feature file, with newlines as pytest-bdd reads them."""
    return text_of(read_bytes(path), path)


def text_of(data: bytes, path: Path) -> str:
    """Feature text from bytes: UTF-8 (a byte-order mark, as Notepad writes, is dropped),
    Windows and old Mac line ends made plain newlines."""
    data = data.removeprefix(codecs.BOM_UTF8)
    for bom, encoding in BOMS:
        if data.startswith(bom):
            raise BadFeature(
                path,
                1,
                "starts with a {encoding} byte-order mark: save it as UTF-8 without one",
                encoding=encoding,
            )
    if b"\0" in data:
        line = line_at(data, data.index(b"\0"))
        raise BadFeature(path, line, "holds binary data (a NUL byte), not Gherkin text")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise BadFeature(path, line_at(data, error.start), "is not UTF-8 text") from None
    return text.replace("\r\n", "\n").replace("\r", "\n")


def read_bytes(path: Path) -> bytes:
    """The bytes of a regular file of at most ``MAX_BYTES``; BadFeature for anything else."""
    try:
        info = path.stat()
    except FileNotFoundError:
        if path.is_symlink():
            raise BadFeature(path, 0, "is a broken symbolic link") from None
        raise BadFeature(path, 0, "no such file") from None
    except NotADirectoryError:
        raise BadFeature(path, 0, "no such file (a part of the path is not a folder)") from None
    except OSError as error:
        raise BadFeature(path, 0, "cannot be read ({reason})", reason=error.strerror) from None
    if stat.S_ISDIR(info.st_mode):
        raise BadFeature(path, 0, "is a folder, not a feature file")
    if not stat.S_ISREG(info.st_mode):
        raise BadFeature(path, 0, "is not a regular file")
    try:
        with path.open("rb") as stream:
            data = stream.read(MAX_BYTES + 1)
    except OSError as error:
        raise BadFeature(path, 0, "cannot be read ({reason})", reason=error.strerror) from None
    if len(data) > MAX_BYTES:
        raise too_big(path, max(info.st_size, len(data)))
    return data


def too_big(path: Path, size: int) -> BadFeature:
    return BadFeature(
        path,
        0,
        "is too big ({size} bytes, at most {limit}): split the question",
        size=format(size, ","),
        limit=format(MAX_BYTES, ","),
    )


def line_at(data: bytes, offset: int) -> int:
    """The line number of byte ``offset``, counting newlines the way ``read_text`` does."""
    before = data[:offset].replace(b"\r\n", b"\n").replace(b"\r", b"\n")
    return before.count(b"\n") + 1


def parse_feature(text: str, path: Path, asker: str | None = None) -> dict[str, Any]:
    """The parsed document; BadFeature if the text is no feature file. A text with no language
    of its own (empty, or no Gherkin at all) is told about in ``asker``'s."""
    try:
        document = Parser().parse(text)
    except CompositeParserException as error:
        raise explain(error.errors[0], text, path, asker) from None
    except ParserException as error:
        raise explain(error, text, path, asker) from None
    if not document.get("feature"):
        keyword = keywords(message_language(text, asker), ("feature",))[0]
        if not text.strip():
            raise BadFeature(
                path, 1, "is empty: a feature file starts with '{keyword}:'", keyword=keyword
            )
        raise BadFeature(
            path,
            1,
            "has no feature: a feature file starts with '{keyword}:'",
            keyword=keyword,
        )
    return document


def clean(message: str) -> str:
    """The parser's message without its own ``(line:column):`` prefix."""
    return message.split("): ", 1)[-1] if message.startswith("(") else message


# Explaining parser errors in the reader's terms.

UNEXPECTED = re.compile(r"^expected: (?P<expected>.*), got '(?P<got>.*)'$", re.DOTALL)
# The parser's own messages that a reader can act on as they are, translated.
PARSER_MESSAGES = {
    "inconsistent cell count within the table": Message("inconsistent cell count within the table"),
    "A tag may not contain whitespace": Message("A tag may not contain whitespace"),
}


def parser_message(message: str) -> Message:
    return PARSER_MESSAGES.get(message) or Message("{text}", {"text": message})


def explain(error: ParserException, text: str, path: Path, asker: str | None = None) -> BadFeature:
    """One clear BadFeature for a Gherkin parser error. Text with no Gherkin at all is told the
    keyword that starts a feature in ``asker``'s language (see :func:`parse_feature`)."""
    line = error.location["line"]
    message = clean(str(error))
    if isinstance(error, NoSuchLanguageException):
        return BadFeature.of(path, line, unsupported(message.rsplit(": ", 1)[-1]))
    language = language_of(text)
    if isinstance(error, UnexpectedEOFException):
        expected = message.partition("expected: ")[2]
        if "#DocStringSeparator" in expected:
            return unclosed_doc_string(path, text.splitlines(), line)
        return BadFeature(
            path, line, "the file ends early: {expected}", expected=expecting(expected, language)
        )
    found = UNEXPECTED.match(message)
    if found is None:
        return BadFeature.of(path, line, parser_message(message))
    got = found["got"]
    if "#FeatureLine" in found["expected"] and not wrong_keyword(got, language):
        return BadFeature(
            path,
            line,
            "no '{keyword}:' before {text}: a feature file starts with one",
            keyword=keywords(message_language(text, asker), ("feature",))[0],
            text=shown(got),
        )
    lines = text.splitlines()
    if got.startswith("|"):
        return misplaced_table(path, lines, line, language)
    hint = not_a_step(got, language) or wrong_keyword(got, language)
    if hint:
        return BadFeature.of(path, line, hint)
    return BadFeature(
        path,
        line,
        "unexpected {text}: {expected}",
        text=shown(got),
        expected=expecting(found["expected"], language),
    )


def unclosed_doc_string(path: Path, lines: list[str], line: int) -> BadFeature:
    """The doc string the file ends in, blamed on the line that opens it."""
    openers = [n for n, text in enumerate(lines, 1) if text.strip().startswith(('"""', "```"))]
    if not openers:
        return BadFeature(path, line, "the file ends inside a doc string")
    fence = lines[openers[-1] - 1].strip()[:3]
    return BadFeature(
        path, openers[-1], "this doc string is never closed (end it with {fence})", fence=fence
    )


def misplaced_table(path: Path, lines: list[str], line: int, language: str) -> BadFeature:
    """A table row where no step comes before it: blame the line that should have been a step."""
    before = (
        (number, lines[number - 1].strip())
        for number in range(line - 1, 0, -1)
        if lines[number - 1].strip() and not lines[number - 1].strip().startswith(("#", "|"))
    )
    number, previous = next(before, (0, ""))
    if number:
        hint = not_a_step(previous, language)
        if hint:
            return BadFeature.of(path, number, hint)
        if not starts_with_keyword(previous, language):
            return BadFeature(
                path,
                number,
                "{line} is not a step: {advice}",
                line=shown(previous),
                advice=step_advice(language),
            )
    return BadFeature(path, line, "a table row must come right after a step")


def not_a_step(line: str, language: str) -> Message | None:
    """Why ``line`` looks like a step but is not one: a misspelled or foreign keyword."""
    line = line.strip()
    if starts_with_keyword(line, language):
        return None
    foreign = wrong_keyword(line, language)
    if foreign:
        return foreign
    word = line.split(maxsplit=1)[0] if line else ""
    near = difflib.get_close_matches(word, keywords(language, STEP_KINDS), n=1, cutoff=NEAR_KEYWORD)
    if near:
        return Message(
            "{line} is not a step: {word} is not a keyword (did you mean {near}?)",
            {"line": shown(line), "word": repr(word), "near": repr(near[0])},
        )
    return None


def wrong_keyword(line: str, language: str) -> Message | None:
    """A message if ``line`` starts with a keyword of another language than the file's."""
    line = line.strip()
    if starts_with_keyword(line, language):
        return None
    for other in LANGUAGES:
        if other == language:
            continue
        for kind in STEP_KINDS + BLOCK_KINDS:
            for keyword in keywords(other, (kind,)):
                if keyword_starts(line, keyword, kind):
                    own = [repr(k) for k in keywords(language, (kind,))[:2]]
                    fields = {
                        "keyword": repr(keyword),
                        "other": language_name(other),
                        "language": language_name(language),
                        "hint": language_hint(language),
                        "first": own[0],
                        "second": own[-1],
                    }
                    if len(own) == 1:
                        return Message(
                            "{keyword} is a keyword of {other}, but this file is in "
                            "{language} ({hint}): write {first}",
                            fields,
                        )
                    return Message(
                        "{keyword} is a keyword of {other}, but this file is in "
                        "{language} ({hint}): write {first} or {second}",
                        fields,
                    )
    return None


def starts_with_keyword(line: str, language: str) -> bool:
    return any(
        keyword_starts(line.strip(), keyword, kind)
        for kind in STEP_KINDS + BLOCK_KINDS
        for keyword in keywords(language, (kind,))
    ) or line.strip().startswith(("*", "@", "#", "|", '"""', "```"))


def keyword_starts(line: str, keyword: str, kind: str) -> bool:
    """Whether ``line`` opens with ``keyword``: a step keyword and a space, a block one and ':'."""
    ending = " " if kind in STEP_KINDS else ":"
    return line.startswith(keyword + ending)


def keywords(language: str, kinds: Iterable[str]) -> list[str]:
    """The keywords of ``kinds`` in ``language``, trimmed, without ``*``."""
    dialect = Dialect.for_name(language) or Dialect.for_name("en")
    found = [k.strip() for kind in kinds for k in getattr(dialect, f"{kind}_keywords")]
    return list(dict.fromkeys(k for k in found if k != "*"))


def step_advice(language: str) -> Message:
    words = keywords(language, ("given", "when", "then", "and", "but"))
    return Message("a step starts with {keywords} or *", {"keywords": ", ".join(words)})


LANGUAGE_NAMES = {"en": Message("English"), "ru": Message("Russian")}


def language_name(language: str) -> Message | str:
    return LANGUAGE_NAMES.get(language, language)


def language_hint(language: str) -> Message:
    if language == SOURCE_LANGUAGE:
        return Message("it declares no '# language:'")
    return Message("'# language: {language}'", {"language": language})


def language_of(text: str) -> str:
    """The ``# language:`` a feature file declares before its first line of Gherkin, or en."""
    found = declared_language(text)
    return found if found is not None and Dialect.for_name(found) else "en"


def message_language(text: str, asker: str | None) -> str:
    """The language to tell a bad question's problem in: the one it declares; English if it
    declares none but reads as English Gherkin (a line starting with a keyword); else the
    asker's, for text that is empty or no Gherkin at all."""
    if declared_language(text) is not None:
        return language_of(text)
    lines = (line.strip() for line in text.splitlines())
    if asker is None or any(keyword_line(line, SOURCE_LANGUAGE) for line in lines if line):
        return SOURCE_LANGUAGE
    return asker if asker in LANGUAGES else SOURCE_LANGUAGE


def keyword_line(line: str, language: str) -> bool:
    """Whether ``line`` starts with a keyword of ``language`` (a block's or a step's)."""
    return any(
        keyword_starts(line, keyword, kind)
        for kind in STEP_KINDS + BLOCK_KINDS
        for keyword in keywords(language, (kind,))
    )


def declared_language(text: str) -> str | None:
    """The ``# language:`` a feature file declares before its first line of Gherkin, if any."""
    for line in text.splitlines():
        found = LANGUAGE_LINE.match(line)
        if found:
            return found[1]
        if line.strip() and not line.strip().startswith("#"):
            break
    return None


def unsupported(language: str) -> Message:
    return Message(
        "language {language} is not supported; use one of: {languages}",
        {"language": repr(language), "languages": ", ".join(LANGUAGES)},
    )


TOKENS = {
    "#EOF": Message("the end of the file"),
    "#Language": Message("'# language:'"),
    "#TagLine": Message("a tag"),
    "#StepLine": Message("a step"),
    "#TableRow": Message("a table row"),
    "#DocStringSeparator": Message("a doc string"),
    "#Other": Message("a description"),
}
KEYWORD_TOKENS = {
    "#FeatureLine": "feature",
    "#RuleLine": "rule",
    "#BackgroundLine": "background",
    "#ScenarioLine": "scenario",
    "#ExamplesLine": "examples",
}


def expecting(expected: str, language: str) -> Message:
    """The parser's expected token types, as a reader's list (comments and blanks left out)."""
    names: list[Message | str] = []
    for token in expected.split(", "):
        if token in KEYWORD_TOKENS:
            names.append(repr(keywords(language, (KEYWORD_TOKENS[token],))[0] + ":"))
        elif token in TOKENS:
            names.append(TOKENS[token])
    if not names:
        return Message("expected something else")
    return Message("expected {things}", {"things": tuple(names)})


def shown(text: str) -> str:
    """``text`` quoted for a message, cut short if long."""
    text = text.strip()
    if len(text) > SHOWN_CHARS:
        text = text[: SHOWN_CHARS - 1] + "…"
    return repr(text)
