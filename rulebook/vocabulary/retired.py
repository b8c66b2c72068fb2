"""Words of the scenario vocabulary retired by a rewording: a saved question still reads.

A field's word (a critical effect, a column name...) is part of a step's wording, which
is a public interface. When a translation of a word changes, its old spelling goes to
``locales/retired-words.toml``, beside the catalogs the tool ships with, one table each::

    [[word]]
    language = "ru"
    context = "crit"            # the word's context in vocabulary.po
    word = "add die 1"          # the English word
    retired = "добавить кубик ранга 1"

The field reads the retired spelling as the word; every text the tool writes uses the
current one.
"""

from __future__ import annotations

import tomllib
from functools import cache

from rulebook.paths import TOOL_LOCALES_DIR
from rulebook.vocabulary.catalog import fold

RETIRED_WORDS = "retired-words.toml"


@cache
def retired_words(language: str) -> dict[str, dict[str, str]]:
    """Per context, each retired spelling (folded) and the English word it stands for."""
    path = TOOL_LOCALES_DIR / RETIRED_WORDS
    if not path.is_file():
        return {}
    found: dict[str, dict[str, str]] = {}
    for word in tomllib.loads(path.read_text(encoding="utf-8")).get("word", []):
        if word["language"] == language:
            found.setdefault(word["context"], {})[fold(word["retired"])] = word["word"]
    return found
