"""``rulebook check --upgrade``: a question rewritten in the current wording of its steps.

A step that an old wording reads (an alias, :mod:`rulebook.vocabulary.retired`) is written
again as its current wording writes it, each field as the question wrote it. Nothing
else of the file changes, byte for byte: its encoding mark, its line ends, its keywords,
its tables. The file is written atomically, and only when a step changed.

>>> from pathlib import Path
>>> text = "# language: ru\\nФункция: x\\n  Сценарий: y\\n    Дано ходят синие, фаза: атака\\n"
>>> upgraded(text, Path("q.feature"))
('# language: ru\\nФункция: x\\n  Сценарий: y\\n    Дано ходят синие, фаза атаки\\n', 1)
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

from rulebook.files import write_atomically
from rulebook.scenarios.gherkin import read_bytes, text_of
from rulebook.scenarios.validation import validate_text
from rulebook.vocabulary.steps import VOCABULARY, step_types

BOM = "\ufeff"


def steps_of(document: dict[str, Any]) -> Iterator[tuple[dict[str, Any], str]]:
    """Every step of a Gherkin document (backgrounds, scenarios, rules), with its type."""

    def blocks(children: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
        for child in children:
            if "rule" in child:
                yield from blocks(child["rule"]["children"])
            else:
                yield child.get("background") or child["scenario"]

    for block in blocks(document["feature"].get("children", [])):
        steps = block.get("steps", [])
        for step, type_ in zip(steps, step_types(steps), strict=True):
            yield step, type_ or "given"


def current_text(text: str, language: str, type_: str) -> str | None:
    """The step as its current wording writes it, if only an old wording reads it."""
    found = VOCABULARY.match(text, language, type_)  # type: ignore[arg-type]
    if not found or any(not step.retired for step, _ in found):
        return None
    return VOCABULARY.current_wording(found[0][0], text, language)


def upgraded(text: str, path: Path) -> tuple[str, int]:
    """``text`` with each old wording of a step replaced; how many steps changed."""
    document = validate_text(path, text.removeprefix(BOM).replace("\r\n", "\n"))
    language = document["feature"]["language"] or "en"
    lines = text.split("\n")
    changed = 0
    for step, type_ in steps_of(document):
        new = current_text(step["text"], language, type_)
        if new is None or new == step["text"]:
            continue
        index = step["location"]["line"] - 1
        line = lines[index]
        at = line.index(step["text"], line.index(step["keyword"]) + len(step["keyword"]))
        lines[index] = line[:at] + new + line[at + len(step["text"]) :]
        changed += 1
    return "\n".join(lines), changed


def upgrade_file(path: Path) -> int:
    """Rewrite the question at ``path`` in the current wording; how many steps changed."""
    data = read_bytes(path)
    text_of(data, path)  # refused as any question is: not UTF-8, a NUL byte...
    new, changed = upgraded(data.decode("utf-8"), path)  # its mark and line ends kept
    if changed:
        write_atomically(path, new)
    return changed
