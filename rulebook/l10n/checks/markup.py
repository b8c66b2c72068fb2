"""``markup``: a translation keeps the MyST syntax of its source.

- a role such as ``{rule}`ZN-3.2``` stays verbatim;
- ``{term}``, ``{ref}``, ``{doc}`` and ``{numref}`` keep their count: their
  visible text is translated (a ``{term}`` points to the Russian term), the
  target of ``{ref}``, ``{doc}`` and ``{numref}`` stays;
- substitutions ``{{x}}``, link targets ``[text](target)`` and inline code
  ```c3``` stay verbatim;
- emphasis is kept: no ``**strong**`` or ``*emphasis*`` is dropped (one more may be added).
"""

from __future__ import annotations

import re
from collections import Counter

from rulebook.l10n import myst
from rulebook.l10n.checks.base import Context, Entry, Problem, missing_and_extra

NAME = "markup"
TRANSLATED_TARGET = ("term",)
STRONG = re.compile(r"\*\*(?=\S)(.+?)(?<=\S)\*\*", re.S)
EMPHASIS = re.compile(r"(?<![*\w])\*(?=[^\s*])(.+?)(?<=[^\s*])\*(?![*\w])", re.S)


def emphasis(text: str) -> tuple[int, int]:
    """How many ``**strong**`` and ``*emphasis*`` spans the text has, outside code and roles."""
    plain = myst.without_inline(text)
    strong = len(STRONG.findall(plain))
    return strong, len(EMPHASIS.findall(STRONG.sub(myst.MASK, plain)))


def check_emphasis(entry: Entry) -> list[Problem]:
    problems = []
    source, translation = emphasis(entry.msgid), emphasis(entry.msgstr)
    for kind, want, have in zip(("**strong**", "*emphasis*"), source, translation, strict=True):
        if have < want:  # more is fine: Russian may show a third form (*1 рана*, *2 раны*, *5 ран*)
            message = f"{kind} used {have} times in msgstr, {want} in msgid"
            problems.append(entry.problem(NAME, message, entry.msgstr))
    return problems


def check_roles(entry: Entry) -> list[Problem]:
    source, translation = myst.roles(entry.msgid), myst.roles(entry.msgstr)
    problems = []
    verbatim = [r.source for r in source if r.name not in myst.TEXT_ROLES]
    kept = [r.source for r in translation if r.name not in myst.TEXT_ROLES]
    missing, extra = missing_and_extra(verbatim, kept)
    problems += [entry.problem(NAME, "role missing or changed in msgstr", r) for r in missing]
    problems += [entry.problem(NAME, "role not in msgid", r) for r in extra]
    want = Counter(r.name for r in source if r.name in myst.TEXT_ROLES)
    have = Counter(r.name for r in translation if r.name in myst.TEXT_ROLES)
    for name in sorted(set(want) | set(have)):
        if want[name] != have[name]:
            problems.append(
                entry.problem(
                    NAME,
                    f"{{{name}}} used {have[name]} times in msgstr, {want[name]} in msgid",
                    " ".join(r.source for r in translation if r.name == name) or entry.msgstr,
                )
            )
    targets = [
        r.target for r in source if r.name in myst.TEXT_ROLES and r.name not in TRANSLATED_TARGET
    ]
    kept_targets = [
        r.target
        for r in translation
        if r.name in myst.TEXT_ROLES and r.name not in TRANSLATED_TARGET
    ]
    missing, _ = missing_and_extra(targets, kept_targets)
    problems += [entry.problem(NAME, "cross-reference target changed", t) for t in missing]
    return problems


def check_verbatim(
    entry: Entry, what: str, source: list[str], translation: list[str]
) -> list[Problem]:
    missing, extra = missing_and_extra(source, translation)
    return [entry.problem(NAME, f"{what} missing or changed in msgstr", p) for p in missing] + [
        entry.problem(NAME, f"{what} not in msgid", p) for p in extra
    ]


def check(entry: Entry, context: Context) -> list[Problem]:
    return (
        check_roles(entry)
        + check_verbatim(
            entry, "substitution", myst.substitutions(entry.msgid), myst.substitutions(entry.msgstr)
        )
        + check_verbatim(
            entry, "link target", myst.link_targets(entry.msgid), myst.link_targets(entry.msgstr)
        )
        + check_verbatim(
            entry, "inline code", myst.code_spans(entry.msgid), myst.code_spans(entry.msgstr)
        )
        + check_emphasis(entry)
    )
