"""``punctuation``: a translation ends as its source does.

A msgid that ends with a period, a semicolon, a colon, a question or exclamation
mark or an ellipsis has a msgstr that ends with the same mark, and one that ends
with none has none: a dropped period, a ``;`` turned into ``.`` or an added ``?``
changes how the sentence joins the text around it. Closing quotes, brackets and
emphasis marks after the mark do not count.
"""

from __future__ import annotations

from rulebook.l10n import myst
from rulebook.l10n.checks.base import Context, Entry, Problem

NAME = "punctuation"
MARKS = ".;:!?,"
CLOSING = "\"'»“”’)]*_`" + myst.MASK
ELLIPSIS = "…"


def ending(text: str) -> str:
    """The mark a message ends with (``…`` for three dots), or "" for none."""
    text = text.rstrip().rstrip(CLOSING).rstrip()
    if text.endswith(("...", ELLIPSIS)):
        return ELLIPSIS
    return text[-1] if text and text[-1] in MARKS else ""


def shown(mark: str) -> str:
    return f"'{mark}'" if mark else "no mark"


def check(entry: Entry, context: Context) -> list[Problem]:
    source, translation = ending(entry.msgid), ending(entry.msgstr)
    if source == translation:
        return []
    message = f"ends with {shown(translation)}, the msgid with {shown(source)}"
    return [entry.problem(NAME, message, entry.msgstr[-40:])]
