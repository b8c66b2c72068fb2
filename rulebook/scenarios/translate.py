"""Write an English feature file again in another language, through the vocabulary.

Steps are re-spelled by the step vocabulary (pattern by pattern, term by term);
titles and descriptions come from the ``scenarios`` catalog. The result is real
Gherkin with that language's keywords, and it runs against the same engine.
"""

from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from gherkin.dialect import Dialect

from rulebook.files import write_atomically
from rulebook.paths import BUILD_DIR, FEATURES_DIR, REPO_ROOT
from rulebook.scenarios.gherkin import BadFeature, read_feature
from rulebook.vocabulary import load
from rulebook.vocabulary.catalog import SOURCE_LANGUAGE, scenario_texts
from rulebook.vocabulary.fields import Field
from rulebook.vocabulary.index import MixedGames, games_of
from rulebook.vocabulary.steps import HEADER_FIELD, VOCABULARY, StepType, TableShape, step_types

INDENT = "  "
PLACEHOLDER_CONTEXT = "placeholder"  # the scenarios catalog's context for an outline's column names
PLACEHOLDER_NAME = re.compile(r"<([^<>]+)>")
SOURCE_MARK = "# translated from: "  # the second line of a translated feature file
STEP_KEYWORDS = ("given", "when", "then", "and", "but")
BLOCK_KEYWORDS = ("feature", "background", "rule", "scenario", "scenario_outline", "examples")


def keyword_kind(keyword: str, language: str) -> str:
    """Which keyword ``keyword`` is (``given``, ``scenario_outline``...) in ``language``."""
    dialect = Dialect.for_name(language)
    for kind in STEP_KEYWORDS + BLOCK_KEYWORDS:
        if keyword in getattr(dialect, f"{kind}_keywords"):
            return kind
    raise ValueError(f"{keyword!r} is not a Gherkin keyword in {language}")


# The spelling a reader expects, where a language has several (Gherkin lists them unordered).
PREFERRED = {
    "ru": {
        "feature": "Функция",
        "scenario": "Сценарий",
        "given": "Дано ",
        "then": "Тогда ",
        "and": "И ",
        "but": "Но ",
    }
}


def keyword_in(kind: str, language: str) -> str:
    """How ``language`` spells a keyword such as ``given`` or ``scenario_outline``."""
    if kind in PREFERRED.get(language, {}):
        return PREFERRED[language][kind]
    spellings = [k for k in getattr(Dialect.for_name(language), f"{kind}_keywords") if k != "* "]
    return spellings[0]


def plain_text(description: str) -> str:
    """A description as one message: lines stripped, paragraphs kept."""
    return "\n".join(line.strip() for line in description.strip("\n").splitlines())


def free_texts(document: dict[str, Any]) -> Iterator[tuple[str, int]]:
    """Every title and description of a feature file, with its line: the catalog's messages."""

    def block(node: dict[str, Any]) -> Iterator[tuple[str, int]]:
        line = node["location"]["line"]
        if node.get("name"):
            yield node["name"], line
        if node.get("description", "").strip():
            yield plain_text(node["description"]), line
        for child in node.get("children", []):
            for value in child.values():
                yield from block(value)
        for examples in node.get("examples", []):
            yield from block(examples)

    yield from block(document["feature"])


def placeholder_names(document: dict[str, Any]) -> Iterator[tuple[str, int]]:
    """The column names of every outline's Examples, with their lines: the placeholders."""

    def walk(node: dict[str, Any]) -> Iterator[tuple[str, int]]:
        for examples in node.get("examples", []):
            header = examples.get("tableHeader")
            if header:
                yield from ((cell["value"], header["location"]["line"]) for cell in header["cells"])
        for child in node.get("children", []):
            for value in child.values():
                yield from walk(value)

    yield from walk(document["feature"])


class Translator:
    """Renders one parsed English feature in ``language``."""

    def __init__(self, language: str, path: Path) -> None:
        self.language = language
        self.path = path
        self.texts = scenario_texts(language)
        self.terms: dict[str, Field] = {}
        for field in VOCABULARY.fields.values():
            if field.name == HEADER_FIELD:
                continue
            for term in field.terms:
                self.terms.setdefault(term, field)

    def text(self, english: str) -> str:
        """A title or description in the target language, its placeholders renamed too."""
        return self.placeholders(self.texts.get("", english) or english)

    def placeholder(self, name: str) -> str:
        return self.texts.get(PLACEHOLDER_CONTEXT, name) or name

    def placeholders(self, text: str) -> str:
        """``<kind>`` becomes ``<тип>``: an outline's columns are named in the reader's language."""
        return PLACEHOLDER_NAME.sub(lambda m: f"<{self.placeholder(m[1])}>", text)

    def feature(self, document: dict[str, Any]) -> str:
        feature = document["feature"]
        if feature["language"] != SOURCE_LANGUAGE:
            raise BadFeature(self.path, 1, "scenario sources are written in English")
        try:
            load(games_of(feature, SOURCE_LANGUAGE))  # the steps of the feature's game
        except MixedGames:
            load()  # the runner reports the mix; here every game's steps are read
        lines = [f"# language: {self.language}", f"{SOURCE_MARK}{source_key(self.path)}"]
        lines += self.block(feature, "feature", 0)
        return "\n".join(lines) + "\n"

    def block(self, node: dict[str, Any], kind: str, depth: int) -> list[str]:
        pad = INDENT * depth
        lines = [pad + " ".join(tag["name"] for tag in node["tags"])] if node.get("tags") else []
        lines.append(f"{pad}{keyword_in(kind, self.language)}: {self.text(node['name'])}".rstrip())
        if node.get("description", "").strip():
            for line in self.text(plain_text(node["description"])).splitlines():
                lines.append(f"{pad}{INDENT}{line}".rstrip())
            lines.append("")
        steps = node.get("steps", [])
        for step, type_ in zip(steps, step_types(steps), strict=True):
            lines += self.step(step, type_, depth + 1)
        for examples in node.get("examples", []):
            lines.append("")
            lines += self.block(examples, "examples", depth + 1)
            rows = [examples["tableHeader"]] if examples.get("tableHeader") else []
            lines += self.table(rows, examples.get("tableBody", []), depth + 2, header_terms=False)
        for child in node.get("children", []):
            ((child_kind, value),) = child.items()
            if child_kind == "scenario":
                child_kind = "scenario_outline" if value.get("examples") else "scenario"
            lines.append("")
            lines += self.block(value, child_kind, depth + 1)
        return lines

    def step(self, step: dict[str, Any], type_: StepType | None, depth: int) -> list[str]:
        pad = INDENT * depth
        line = step["location"]["line"]
        matches = VOCABULARY.match(step["text"], SOURCE_LANGUAGE, type_)
        if not matches:
            raise BadFeature(
                self.path,
                line,
                "the step {step} matches no step of the vocabulary",
                step=repr(step["text"]),
            )
        if len(matches) > 1:
            raise BadFeature(
                self.path, line, "the step {step} is ambiguous", step=repr(step["text"])
            )
        pattern, raw = matches[0]
        try:
            text = VOCABULARY.render(pattern, raw, SOURCE_LANGUAGE, self.language)
        except LookupError as error:
            raise BadFeature(self.path, line, "{text}", text=str(error)) from None
        kind = keyword_kind(step["keyword"], SOURCE_LANGUAGE)
        keyword = "* " if step["keyword"] == "* " else keyword_in(kind, self.language)
        arguments = []  # a step's table and doc string, in the order the source has them
        if "dataTable" in step:
            rows = step["dataTable"]["rows"]
            table = self.table(
                rows[:1], rows[1:], depth + 1, header_terms=True, shape=pattern.table
            )
            arguments.append((step["dataTable"]["location"]["line"], table))
        if "docString" in step:
            doc = step["docString"]
            fence = doc["delimiter"]
            shown = [f"{pad}{INDENT}{fence}{doc.get('mediaType', '')}"]
            shown += [f"{pad}{INDENT}{text}".rstrip() for text in doc["content"].splitlines()]
            shown.append(f"{pad}{INDENT}{fence}")
            arguments.append((doc["location"]["line"], shown))
        lines = [f"{pad}{keyword}{self.placeholders(text)}"]
        for _line, shown in sorted(arguments, key=lambda argument: argument[0]):
            lines += shown
        return lines

    def cell(self, value: str, header: bool) -> str:
        """A table cell: a data table's column name, a word of the vocabulary, or a placeholder."""
        field = VOCABULARY.fields[HEADER_FIELD] if header else self.terms.get(value)
        if field and value in field.terms:
            return field.translate(value, self.language)
        return self.placeholders(value)

    def column_cell(self, value: str, column: str, shape: TableShape | None) -> str:
        """A cell in the words of its column's field (a list of words, too), when the step
        declares its table; else as :meth:`cell` finds it."""
        if shape is None or column not in shape.names:
            return self.cell(value, False)
        field = VOCABULARY.fields[shape.field_type(column)]
        try:
            return self.placeholders(field.render(value.strip(), SOURCE_LANGUAGE, self.language))
        except (KeyError, LookupError):
            return self.cell(value, False)

    def table(
        self,
        header: list[dict[str, Any]],
        body: list[dict[str, Any]],
        depth: int,
        header_terms: bool,
        shape: TableShape | None = None,
    ) -> list[str]:
        # A data table's header names columns; an outline's header names placeholders.
        name = (lambda value: self.cell(value, True)) if header_terms else self.placeholder
        rows = [[escape_cell(name(c["value"])) for c in row["cells"]] for row in header]
        columns = [c["value"].strip() for c in header[0]["cells"]] if header else []
        rows += [
            [
                escape_cell(self.column_cell(c["value"], column, shape))
                for c, column in zip(row["cells"], columns or [""] * len(row["cells"]), strict=True)
            ]
            for row in body
        ]
        if not rows:
            return []
        widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
        return [
            INDENT * depth
            + "| "
            + " | ".join(v.ljust(w) for v, w in zip(row, widths, strict=True))
            + " |"
            for row in rows
        ]


def escape_cell(value: str) -> str:
    """A cell value written back as Gherkin: ``\\``, ``|`` and a newline escaped."""
    return value.replace("\\", "\\\\").replace("|", "\\|").replace("\n", "\\n")


def translate_file(path: Path, language: str) -> str:
    return Translator(language, path).feature(read_feature(path))


def translated_dir(language: str) -> Path:
    return BUILD_DIR / "features" / language


@functools.cache
def source_key(path: Path) -> str:
    """How results name a feature file: from the checkout if inside it, else absolute."""
    path = path.resolve()
    return path.relative_to(REPO_ROOT).as_posix() if path.is_relative_to(REPO_ROOT) else str(path)


def translation_source(path: Path) -> str | None:
    """The source a translated feature file names in its header, or None for a source file."""
    with path.open(encoding="utf-8") as stream:
        for line in itertools.islice(stream, 3):
            if line.startswith(SOURCE_MARK):
                return line.removeprefix(SOURCE_MARK).strip()
    return None


def translate_all(language: str, source: Path = FEATURES_DIR, *, game: str = "") -> Path:
    """Render every feature file under ``source`` (or only its ``game`` folder) into
    ``build/features/<language>``."""
    load()
    target = translated_dir(language)
    for path in sorted((source / game).rglob("*.feature")):
        write_atomically(target / path.relative_to(source), translate_file(path, language))
    return target
