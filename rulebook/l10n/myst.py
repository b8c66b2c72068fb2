"""The inline MyST syntax of a message: roles, code spans, substitutions, links.

The checks compare these between a msgid and its msgstr, and look at the prose
around them with the syntax masked out (:func:`prose`), so our own markup never
reads as a typo, a quote or a term. Roles and code spans are read left to
right, as MyST reads them: ````{rule}`ZN-3.2` ```` is code, not a role.

>>> [r.source for r in roles("see {rule}`ZN-3.2` and ``{rule}`X` ``")]
['{rule}`ZN-3.2`']
>>> code_spans("see {rule}`ZN-3.2` and ``{rule}`X` ``")
['``{rule}`X` ``']
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

#: What masked syntax becomes: not a letter, not a space, so words never run together.
MASK = "\ufffc"

INLINE = re.compile(
    r"\{(?P<name>[A-Za-z][\w:+.-]*)\}(?P<ticks>`+)(?P<content>.+?)(?P=ticks)"  # a role
    r"|(?P<code_ticks>`+)(?P<code>.+?)(?P=code_ticks)",  # a code span
    re.S,
)
SUBSTITUTION = re.compile(r"\{\{\s*(?P<name>[^{}]+?)\s*\}\}")
LINK = re.compile(
    r"!?\[(?P<text>[^\[\]]*)\]"
    r"\((?P<target><[^<>]*>|[^\s()]*(?:\([^\s()]*\)[^\s()]*)*)(?:\s+(?:\"[^\"]*\"|'[^']*'))?\)"
)
AUTOLINK = re.compile(r"<(?P<target>[A-Za-z][A-Za-z0-9+.-]*:[^<>\s]+)>")
EXPLICIT_TARGET = re.compile(r"(?P<text>.*?)\s*<(?P<target>[^<>]+)>", re.S)
#: A step field ``{cell:Cell}`` or a Python brace field ``{rules}``.
BRACE_FIELD = re.compile(r"(?<!\{)\{[A-Za-z_][\w.:!\[\]]*\}(?!\})")
#: A count with its noun in a step or a reason, ``{n:plural:рана|раны|ран}``: its forms are prose.
PLURAL_FIELD = re.compile(r"(?<!\{)\{[A-Za-z_]\w*:plural:(?P<forms>[^{}]*)\}(?!\})")
#: A scenario outline placeholder, ``<attacker>``.
PLACEHOLDER = re.compile(r"<[A-Za-z_][\w-]*>")

#: Roles whose visible text is prose (a translator may change it); their target is not.
TEXT_ROLES = ("term", "ref", "doc", "numref")


@dataclass(frozen=True)
class Role:
    """One ``{name}`content``` in a message."""

    name: str
    content: str
    source: str

    @property
    def visible(self) -> str:
        found = EXPLICIT_TARGET.fullmatch(self.content)
        return found["text"] if found else self.content

    @property
    def target(self) -> str:
        found = EXPLICIT_TARGET.fullmatch(self.content)
        return found["target"] if found else self.content


def roles(text: str) -> list[Role]:
    return [
        Role(m["name"], m["content"], m[0]) for m in INLINE.finditer(text) if m["name"] is not None
    ]


def code_spans(text: str) -> list[str]:
    """Inline code, verbatim with its backticks."""
    return [m[0] for m in INLINE.finditer(text) if m["code"] is not None]


def without_inline(text: str, role: Callable[[Role], str] = lambda role: MASK) -> str:
    """``text`` with each role replaced by ``role(it)`` and each code span masked."""

    def replace(m: re.Match[str]) -> str:
        return MASK if m["name"] is None else role(Role(m["name"], m["content"], m[0]))

    return INLINE.sub(replace, text)


def substitutions(text: str) -> list[str]:
    return [m["name"] for m in SUBSTITUTION.finditer(text)]


def link_targets(text: str) -> list[str]:
    plain = without_inline(text)
    targets = [m["target"].strip("<>") for m in LINK.finditer(plain)]
    return targets + [m["target"] for m in AUTOLINK.finditer(plain)]


def strip_markup(text: str, role: Callable[[Role], str]) -> str:
    """``text`` with each role replaced by ``role(it)`` and other syntax masked."""
    text = without_inline(text, role)
    text = SUBSTITUTION.sub(MASK, text)
    text = LINK.sub(lambda m: m["text"], text)
    text = AUTOLINK.sub(MASK, text)
    text = PLURAL_FIELD.sub(lambda m: f" {MASK} ".join(m["forms"].split("|")), text)
    text = BRACE_FIELD.sub(MASK, text)
    return PLACEHOLDER.sub(MASK, text)


def prose(text: str) -> str:
    """The running text only: every role, code span, field, placeholder and URL masked."""
    return strip_markup(text, lambda role: MASK)


def words_of(text: str, *, targets: bool) -> str:
    """The words a reader sees (with ``targets``: and the terms that roles point to)."""

    def role(found: Role) -> str:
        if found.name not in TEXT_ROLES:
            return MASK
        if targets and found.target != found.visible:
            return f"{found.visible} {MASK} {found.target}"
        return found.visible

    return strip_markup(text, role)
