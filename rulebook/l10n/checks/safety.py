"""``safety``: a translation adds no HTML tag and no URL that its source lacks.

Raw HTML is off in MyST, but other outputs (and a later config change) must not
turn a translation into a way to inject markup or send readers elsewhere.
"""

from __future__ import annotations

import re

from rulebook.l10n import myst
from rulebook.l10n.checks.base import Context, Entry, Problem, missing_and_extra

NAME = "safety"
TAG = re.compile(r"</?([A-Za-z][A-Za-z0-9-]*)(?:\s[^<>]*)?/?>")
URL = re.compile(
    r"(?:\b(?:https?|ftp|file|mailto|javascript|data|vbscript):|\bwww\.|//[\w-]+\.)[^\s<>\"'`\]]*",
    re.I,
)


def tags(text: str) -> list[str]:
    """HTML tags outside roles and code (``{term}`воинов <воин>``` is no tag)."""
    plain = myst.without_inline(text)
    return [m[1].lower() for m in TAG.finditer(plain)]


def urls(text: str) -> list[str]:
    """Each URL whole: a closing bracket ends it only if it opened none (``Foo_(bar)``)."""
    found = []
    for match in URL.finditer(text):
        url = match[0].rstrip(".,;:")
        while url.endswith(")") and url.count(")") > url.count("("):
            url = url[:-1].rstrip(".,;:")
        found.append(url)
    return found


def check(entry: Entry, context: Context) -> list[Problem]:
    _, new_tags = missing_and_extra(tags(entry.msgid), tags(entry.msgstr))
    _, new_urls = missing_and_extra(urls(entry.msgid), urls(entry.msgstr))
    # Each once: <b>…</b> is one tag, not an opening and a closing one.
    return [
        entry.problem(NAME, "HTML tag not in msgid", f"<{t}>") for t in dict.fromkeys(new_tags)
    ] + [entry.problem(NAME, "URL not in msgid", u, whole=True) for u in dict.fromkeys(new_urls)]
