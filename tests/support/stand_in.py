"""A stand-in Russian for the diagram tests: the names a scenario states are translated as
the test says, and every other message becomes the Cyrillic «слово» (keeping its fields). An
English word left in such a picture is one the diagram never sent for translation."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from rulebook.diagrams.labels import fields


def stand_in_russian(names: Mapping[str, Mapping[str, str]]) -> Callable[[str, str], str]:
    """A translation for ``Labels.translated``: ``names[context][message]`` in the contexts
    named (a missing name fails the test), «слово» with the message's fields elsewhere."""

    def translate(context: str, text: str) -> str:
        if context in names:
            return names[context][text]
        return "слово {" + "} {".join(sorted(fields(text))) + "}" if "{" in text else "слово"

    return translate
