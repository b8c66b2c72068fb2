"""``numbers``: every rule ID and every number of the msgid is in the msgstr.

A translation may add numbers ("1 to 3" as "1, 2 или 3"), never lose one.
"""

from __future__ import annotations

import re

from rulebook.l10n.checks.base import Context, Entry, Problem, missing_and_extra

NAME = "numbers"
RULE_ID = re.compile(r"\b(?:ZN|LS1|LS2)-[0-9A-Z]+(?:\.[0-9]+)+\b")
NUMBER = re.compile(r"\d+")
ENTITY = re.compile(r"&#?\w+;")  # &#169; is a character, not a number


def numbers(text: str) -> list[str]:
    return NUMBER.findall(ENTITY.sub(" ", RULE_ID.sub(" ", text)))


def check(entry: Entry, context: Context) -> list[Problem]:
    missing_rules, _ = missing_and_extra(
        RULE_ID.findall(entry.msgid), RULE_ID.findall(entry.msgstr)
    )
    missing_numbers, _ = missing_and_extra(numbers(entry.msgid), numbers(entry.msgstr))
    return [entry.problem(NAME, "rule ID missing in msgstr", r) for r in missing_rules] + [
        entry.problem(NAME, "number missing in msgstr", n) for n in missing_numbers
    ]
