"""``fields``: the slots a program fills stay as they are.

- ``vocabulary.po`` step patterns: the same ``{name:Type}`` fields (a count,
  ``{name:plural:forms}``, is a Number);
- ``rulebook.po`` format strings: the same ``{fields}`` (python-brace-format)
  or ``%(fields)s`` (python-format);
- ``scenarios.po``: the outline placeholders ``<name>``, verbatim.
"""

from __future__ import annotations

import re
from string import Formatter

from rulebook.l10n.checks.base import Context, Entry, Problem, missing_and_extra
from rulebook.l10n.myst import PLACEHOLDER
from rulebook.vocabulary.steps import STEP_CONTEXT, step_fields

NAME = "fields"
PERCENT_FIELD = re.compile(r"%\((\w+)\)[#0 +-]*\d*(?:\.\d+)?[sdifrxXeEgGc]")


def brace_fields(text: str) -> list[str]:
    """The field names of a ``str.format`` string (ValueError if it is malformed)."""
    names = [name for _, name, _, _ in Formatter().parse(text) if name is not None]
    return sorted({re.split(r"[.\[]", name)[0] for name in names})


def compare(entry: Entry, what: str, source: list[str], translation: list[str]) -> list[Problem]:
    missing, extra = missing_and_extra(source, translation)
    return [entry.problem(NAME, f"{what} missing or changed in msgstr", f) for f in missing] + [
        entry.problem(NAME, f"{what} not in msgid", f) for f in extra
    ]


def check_format(entry: Entry) -> list[Problem]:
    problems = []
    if "python-brace-format" in entry.flags:
        try:
            translation = brace_fields(entry.msgstr)
        except ValueError as error:
            return [
                entry.problem(NAME, f"msgstr is not a valid format string ({error})", entry.msgstr)
            ]
        problems += compare(entry, "field", brace_fields(entry.msgid), translation)
    if "python-format" in entry.flags:
        problems += compare(
            entry,
            "field",
            sorted(set(PERCENT_FIELD.findall(entry.msgid))),
            sorted(set(PERCENT_FIELD.findall(entry.msgstr))),
        )
    return problems


def check(entry: Entry, context: Context) -> list[Problem]:
    if entry.domain == "vocabulary" and entry.context == STEP_CONTEXT:
        # A count may be worded {n:plural:forms} or {n:Number}: both are the field {n:Number}.
        return compare(entry, "step field", step_fields(entry.msgid), step_fields(entry.msgstr))
    if entry.domain == "rulebook":
        return check_format(entry)
    if entry.domain == "scenarios":
        return compare(
            entry,
            "placeholder",
            PLACEHOLDER.findall(entry.msgid),
            PLACEHOLDER.findall(entry.msgstr),
        )
    return []
