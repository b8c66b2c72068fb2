"""``english``: English left in a translation.

- a msgstr that copies its msgid, when the msgid has words to translate
  (``never steps diagonally;`` left as it is);
- a Latin word in the running text of a msgstr («Ни один warrior…»), with code,
  roles, fields, placeholders and link targets masked. Rule IDs, cell names and
  the names of the allow-list (``locales/ru/latin.txt``) are allowed.
"""

from __future__ import annotations

import re

from rulebook.l10n import myst
from rulebook.l10n.checks.base import Context, Entry, Problem
from rulebook.l10n.checks.safety import URL

NAME = "english"
PERCENT_FIELD = re.compile(r"%\(\w+\)[#0 +-]*\d*(?:\.\d+)?[sdifrxXeEgGc]")
ENTITY = re.compile(r"&#?\w+;")


def running_text(text: str) -> str:
    """What a reader reads of a message: its prose, without fields, code, URLs or entities."""
    text = PERCENT_FIELD.sub(myst.MASK, myst.prose(text))
    return ENTITY.sub(myst.MASK, URL.sub(myst.MASK, text))


def check(entry: Entry, context: Context) -> list[Problem]:
    words = list(dict.fromkeys(context.latin.words(running_text(entry.msgstr))))
    if entry.msgstr == entry.msgid:
        if words:
            return [
                entry.problem(NAME, "msgstr copies the English msgid: translate it", entry.msgstr)
            ]
        return []  # a rule ID, a name or code alone is the same in both languages
    return [
        entry.problem(NAME, "English word in the translation (see locales/ru/latin.txt)", word)
        for word in words
    ]
