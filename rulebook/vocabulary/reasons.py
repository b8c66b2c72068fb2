"""The reasons catalog: every message a question's answer can word, found in the code.

``reasons.po`` translates, template by template (the English template is the msgid):

- the engine's refusals: ``RuleViolation(rule_id, template, **fields)`` anywhere
  under ``engine/``, for every game, and ``require_creature(state, id, rule_id, template)``;
- the vocabulary's failed expectations and notes: ``StepFailed(template, ...)``,
  ``expect(condition, template, ...)``, ``expect_count(found, wanted, template, ...)``,
  ``same_cards(found, wanted, template, player)``,
  ``world.note(rule_id, template, ...)`` and ``Message(template, ...)`` under
  ``rulebook/vocabulary/``;
- why a question file is bad input: ``BadFeature(path, line, template, ...)`` and
  ``Message(template, ...)`` under ``rulebook/scenarios/``.

Babel's Python extractor finds them by those keywords (a template must be a
string literal for it to see; ``tests/toolchain/test_reasons.py`` holds every call
to that). A translation keeps the fields and lists a count's noun forms in the
order of the language's plural categories: ``{n:plural:рана|раны|ран}``.
"""

from __future__ import annotations

import contextlib
import io
from collections.abc import Iterator
from dataclasses import dataclass

import polib
from babel.messages.extract import extract_from_dir

from rulebook.paths import CHECKOUT

# Where the templates are written, and the calls that carry one: the argument it is.
SOURCES: dict[str, dict[str, tuple[int, ...]]] = {
    "engine": {
        "RuleViolation": (2,),
        "require_creature": (4,),
        "ScriptError": (1,),
        "CardError": (1,),
    },
    "rulebook/vocabulary": {
        "StepFailed": (1,),
        "expect": (2,),
        "expect_count": (3,),
        "same_cards": (3,),
        "note": (2,),
        "present": (2,),
        "Message": (1,),
        "ScriptError": (1,),
    },
    "rulebook/scenarios": {"BadFeature": (3,), "bad": (2,), "Message": (1,)},
    "rulebook/decks": {"bad": (2,), "Message": (1,)},
}
COMMENTS = {
    "engine": "A refusal of the engine.",
    "rulebook/vocabulary": "A step's failed expectation or note.",
    "rulebook/scenarios": "Why a question file is bad input (after its file and line).",
    "rulebook/decks": "Why a deck file is bad input (after its file and line).",
}
FILE_COMMENTS = {  # a file whose templates are not what its folder's are
    "engine/core/dice.py": "Why a scenario's script of the dice does not fit the rolls.",
}
KEEP_FIELDS = " Keep the {fields}."
COUNT_FORMS = " A count lists the Russian forms for 1, 2 and 5: {n:plural:рана|раны|ран}."


@dataclass(frozen=True)
class Template:
    """One template as written in the code."""

    text: str
    source: str  # the file, from the top of the checkout
    line: int


def templates() -> Iterator[Template]:
    """Every template of :data:`SOURCES`, in file order."""
    for folder, keywords in SOURCES.items():
        # Babel warns on stderr of every f-string in a call it reads, though ours are never
        # the template (a place, a field's value): the templates are literals, which
        # tests/toolchain/test_reasons.py holds the code to. A translator sees no such noise.
        with contextlib.redirect_stderr(io.StringIO()):
            found = list(
                extract_from_dir(
                    str(CHECKOUT / folder), method_map=[("**.py", "python")], keywords=keywords
                )
            )
        for filename, line, message, _comments, _context in found:
            if isinstance(message, str) and message:
                yield Template(message, f"{folder}/{filename}", line)


def reasons_template() -> polib.POFile:
    """The template of the reasons catalog: one entry per distinct template, files as places."""
    from rulebook.l10n.templates import new_catalog

    catalog = new_catalog()
    entries: dict[str, polib.POEntry] = {}
    for template in templates():
        if template.text not in entries:
            folder = next(f for f in SOURCES if template.source.startswith(f"{f}/"))
            has_fields = "{" in template.text
            entries[template.text] = polib.POEntry(
                msgid=template.text,
                msgstr="",
                comment=FILE_COMMENTS.get(template.source, COMMENTS[folder])
                + (KEEP_FIELDS if has_fields else "")
                + (COUNT_FORMS if ":plural:" in template.text else ""),
                flags=["python-brace-format"] if has_fields else [],
            )
            catalog.append(entries[template.text])
        place = (template.source, "")
        if place not in entries[template.text].occurrences:
            entries[template.text].occurrences.append(place)
    return catalog
