"""Step wordings that a released book has shown and the vocabulary now writes otherwise.

Step wording is a public interface: a rules lawyer's saved question must still run. Each
old wording that the current pattern of its step no longer reads is kept here, in
``retired-steps.toml`` beside the tool's catalogs, as an *alias* of its step: it reads the
old text, runs the same step function with the same verdict, and the answer names the
current wording (:meth:`~rulebook.vocabulary.steps.Vocabulary.current_wording`);
``rulebook check --upgrade`` rewrites a question in the current wording.

Each entry of the file::

    [[step]]
    language = "ru"                 # the language of the old wording
    step = "the {player:Army} ..."  # the step's English pattern, as it is now
    retired = "игрок ..."            # the old wording, with its {fields}

and of each old word of a field (a term's translation that changed)::

    [[word]]
    language = "ru"
    context = "phase"               # the field's vocabulary context
    term = "attack"                 # the English term
    retired = "атака"               # the word it had

>>> [r.language for r in retired_wordings("{side:Side} has lost {number:plural:standard-bearer|standard-bearers}")]
['ru']
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import cache

from rulebook.paths import tool_locales

FILE_NAME = "retired-steps.toml"


@dataclass(frozen=True)
class Retired:
    """An old wording of a step in one language."""

    language: str
    step: str  # the step's current English pattern
    wording: str


@dataclass(frozen=True)
class RetiredWord:
    """An old word for a term of a field's context, in one language."""

    language: str
    context: str
    term: str
    wording: str


@cache
def _data() -> dict[str, list[dict[str, str]]]:
    path = tool_locales() / FILE_NAME
    if not path.is_file():
        return {}
    with path.open("rb") as file:
        return tomllib.load(file)


@cache
def all_retired() -> tuple[Retired, ...]:
    """Every retired wording of a step the tool knows (none if the file is missing)."""
    return tuple(Retired(e["language"], e["step"], e["retired"]) for e in _data().get("step", ()))


@cache
def retired_words(context: str, language: str) -> tuple[RetiredWord, ...]:
    """The old words of a field's context in ``language``, each with the term it names."""
    return tuple(
        RetiredWord(e["language"], e["context"], e["term"], e["retired"])
        for e in _data().get("word", ())
        if e["context"] == context and e["language"] == language
    )


def retired_wordings(pattern: str) -> list[Retired]:
    """The retired wordings of the step whose English pattern is ``pattern``."""
    return [r for r in all_retired() if r.step == pattern]
