"""Reading a scenario's data tables, in either language: each cell as its column's value.

Both Signum editions state their boards and cards in tables; they differ in one thing. A
classic value field may be spelled in the page's language (distances, ``XL``), so its
words are read back into English (``spelled_values``); a Warseer value (a hex, a number)
is written the same in every language and only trimmed.
"""

from __future__ import annotations

from typing import Any

from rulebook.vocabulary.catalog import LANGUAGES
from rulebook.vocabulary.fields import Field
from rulebook.vocabulary.steps import VOCABULARY, TableShape
from rulebook.vocabulary.world import StepFailed


def table_value(kind: Field, text: str, *, spelled_values: bool) -> Any:
    """A table cell in either language, as its value (a list for a field of many)."""
    text = text.strip()
    if kind.regex is not None:
        items = [
            kind.convert(kind.value_english(item) if spelled_values else item.strip())
            for item in kind.items(text)
        ]
        return items if kind.many else items[0]
    for language in LANGUAGES:
        try:
            items = [
                None
                if (word if spelled_values else word.strip()) == kind.blank
                else kind.convert(kind.english(word, language))
                for word in kind.items(text)
            ]
        except KeyError:
            continue
        return [i for i in items if i is not None] if kind.many else items[0]
    raise StepFailed("unknown word: {word}", word=text)


def read_rows(
    datatable: list[list[str]], shape: TableShape, *, spelled_values: bool
) -> list[dict[str, Any]]:
    """Each row as its columns' values; a blank cell is left out (its default applies)."""
    header_field = VOCABULARY.fields["Header"]
    header = [
        table_value(header_field, name, spelled_values=spelled_values) for name in datatable[0]
    ]
    rows = []
    for row in datatable[1:]:
        values = {}
        for column, text in zip(header, row, strict=True):
            if text.strip():
                kind = VOCABULARY.fields[shape.field_type(column)]
                values[column] = table_value(kind, text, spelled_values=spelled_values)
        rows.append(values)
    return rows
