"""``units`` and ``nbsp``: where Russian typography wants a non-breaking space (U+00A0).

- ``units``: between a number and its unit, «8 см», «14 МБ», «95 %», so that a line
  never separates them (a field before a unit, ``{length} см``, counts as a number);
- ``nbsp``: after a one- or two-letter preposition or conjunction (в, к, с, у, о, и, а,
  на, по, за, до, от, из…), as Russian books set them, so that no line ends in «в».

The space is written into the catalog, where the Russian text is written, so every book
(HTML, PDF, EPUB) gets it; :func:`typeset` puts it there (``rulebook l10n typeset``).
Roles, code, fields, links and URLs are left as they are. Step patterns are exempt from
both (a reader types them, with ordinary spaces), and the tool's own catalogs from
``nbsp``: a terminal breaks no line at a word, and its output is searched as typed.
A message that is a term of the term base (a glossary entry) is exempt: Sphinx finds a
glossary entry by its exact words.

>>> typeset("Воин идёт на c3 и {term}`бьёт в спину <удар в спину>`, 8 см.")
'Воин идёт на\\xa0c3 и\\xa0{term}`бьёт в спину <удар в спину>`, 8\\xa0см.'
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from rulebook.l10n import myst
from rulebook.l10n.checks.base import Context, Entry, Problem
from rulebook.l10n.checks.safety import URL
from rulebook.vocabulary.catalog import fold
from rulebook.vocabulary.steps import STEP_CONTEXT

UNITS, NBSP_CHECK = "units", "nbsp"
NBSP = "\u00a0"
SHORT_WORDS = ("в", "во", "к", "ко", "с", "со", "у", "о", "об", "на", "по", "за", "до", "от")
SHORT_WORDS += ("из", "и", "а", "но", "да")
SHORT = re.compile(rf"(?<![\w-])(?:{'|'.join(SHORT_WORDS)})(?P<space>[ \n])(?=\S)", re.I)
UNIT = r"(?:см|мм|км|м|МиБ|МБ|КиБ|КБ|ГиБ|ГБ|мс|%)(?!\w)"
SPACE_BEFORE_DASH = re.compile(" (?=\u2014)")
NUMBER_UNIT = re.compile(rf"(?:\d|\}})(?P<space>[ \n])(?={UNIT})")
PROTECTED = (
    myst.INLINE,
    myst.SUBSTITUTION,
    myst.LINK,
    myst.AUTOLINK,
    myst.PLURAL_FIELD,
    myst.BRACE_FIELD,
    myst.PLACEHOLDER,
    URL,
)
#: The catalogs a terminal prints and a reader types from: no ``nbsp`` check there.
TOOL_DOMAINS = ("vocabulary", "reasons", "rulebook")


def protected(text: str) -> list[tuple[int, int]]:
    return [m.span() for pattern in PROTECTED for m in pattern.finditer(text)]


def inside(spans: list[tuple[int, int]], position: int) -> bool:
    return any(start <= position < end for start, end in spans)


def wanted(text: str, short_words: bool = True) -> Iterator[tuple[str, int]]:
    """Each ordinary space of ``text`` that should be non-breaking: (check name, position)."""
    spans = protected(text)
    for m in NUMBER_UNIT.finditer(text):  # a field may stand for the number
        if not inside(spans, m.start("space")):
            yield UNITS, m.start("space")
    for m in SHORT.finditer(text) if short_words else ():
        if not inside(spans, m.start()):
            yield NBSP_CHECK, m.start("space")


def typeset(text: str, short_words: bool = True) -> str:
    """``text`` with a non-breaking space wherever :func:`wanted` wants one, and before
    each em dash (as the ``typography`` check wants)."""
    places = {position for _, position in wanted(text, short_words)}
    places |= {m.start() for m in SPACE_BEFORE_DASH.finditer(text)}
    return "".join(NBSP if n in places else c for n, c in enumerate(text))


def exempt(entry: Entry, context: Context) -> bool:
    plain = fold(entry.msgstr.replace(NBSP, " ").strip())
    return entry.context == STEP_CONTEXT or plain in context.termbase.russian()


def applies(entry: Entry) -> bool:
    """Whether the ``nbsp`` check reads the entry (book prose, not the tool's words)."""
    return entry.domain not in TOOL_DOMAINS


def around(text: str, position: int) -> str:
    start = text.rfind(" ", 0, max(0, position - 1)) + 1
    end = text.find(" ", position + 1)
    return text[start : end if end != -1 else len(text)].replace(NBSP, "⍽")


MESSAGES = {
    UNITS: ("ordinary space", "between a number and its unit"),
    NBSP_CHECK: ("ordinary space", "after a short preposition or conjunction"),
}
SHOWN = 3  # the places one problem quotes


def check(entry: Entry, context: Context) -> list[Problem]:
    """One problem per check and message, quoting its first places (⍽: a non-breaking space)."""
    if exempt(entry, context):
        return []
    places: dict[str, list[str]] = {}
    for name, position in wanted(entry.msgstr, applies(entry)):
        places.setdefault(name, []).append(around(entry.msgstr, position))
    return [
        entry.problem(
            name,
            f"{len(found)} {MESSAGES[name][0]}{'s' if len(found) > 1 else ''} "
            f"{MESSAGES[name][1]}: make {'them' if len(found) > 1 else 'it'} non-breaking "
            "(rulebook l10n typeset)",
            ", ".join(found[:SHOWN]) + (", …" if len(found) > SHOWN else ""),
        )
        for name, found in places.items()
    ]
