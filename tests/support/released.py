"""Every step wording a released book has shown: tests/data/steps/released.json.

    python tests/support/released.py    # add the wordings of the vocabulary as it is now

The file only grows: a wording once released stays in it, and the tests ask the vocabulary
to read each one, by its current pattern or by an alias (``locales/retired-steps.toml``).
It was first filled from the git history of the vocabulary and its catalog.

Its shape: ``{"en": [patterns], "ru": {English pattern: [Russian wordings]},
"renamed": {old English pattern: the English pattern that reads it now}}``, and,
kept as a record only, "never_released" and "never_read": wordings no question could use.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FILE = ROOT / "tests" / "data" / "steps" / "released.json"


def load() -> dict[str, object]:
    return json.loads(FILE.read_text(encoding="utf-8"))


def sample(wording: str, english: str, language: str) -> str:
    """A step written in ``wording`` with example values, as a question would write it: each
    field's English example, spelled in ``language``; a count with a noun form of its own."""
    from rulebook.vocabulary.catalog import SOURCE_LANGUAGE
    from rulebook.vocabulary.guide import english_example
    from rulebook.vocabulary.steps import FIELD, PLURAL, VOCABULARY, StepPattern, forms_of
    from rulebook.vocabulary.wording import plural_chooser

    raw = english_example(StepPattern("given", english))

    def value(match: re.Match[str]) -> str:
        if match["type"] == PLURAL:
            return f"2 {plural_chooser(language)(2, forms_of(match))}"
        text = raw.get(match["name"], "2")
        if match["type"] == "Number":
            return text.split(" ", 1)[0]
        return VOCABULARY.fields[match["type"]].render(text, SOURCE_LANGUAGE, language)

    return FIELD.sub(value, wording)


def update() -> int:
    """Add the vocabulary's wordings as they are now; the count added."""
    sys.path.insert(0, str(ROOT))
    from rulebook.vocabulary import load as load_steps
    from rulebook.vocabulary.steps import VOCABULARY

    load_steps()
    data = load()
    english: list[str] = data["en"]  # type: ignore[assignment]
    russian: dict[str, list[str]] = data["ru"]  # type: ignore[assignment]
    added = 0
    for step in VOCABULARY.steps:
        if step.pattern not in english:
            english.append(step.pattern)
            added += 1
        text = step.text("ru")
        if text is not None and text not in russian.setdefault(step.pattern, []):
            russian[step.pattern].append(text)
            added += 1
    FILE.write_text(json.dumps(data, ensure_ascii=False, indent=1, sort_keys=True) + "\n", "utf-8")
    return added


if __name__ == "__main__":
    print(f"{FILE.relative_to(ROOT)}: {update()} wordings added")
