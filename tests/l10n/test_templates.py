"""The templates ``rulebook l10n update`` extracts are the same whatever order the games'
steps were imported in: a book build imports one game at a time, a question only its own."""

from __future__ import annotations

import subprocess
import sys

import pytest

TEMPLATE = (
    "from rulebook.vocabulary import load\n"
    "for game in {games!r}: load([game])\n"
    "from rulebook.l10n.templates import vocabulary_template\n"
    "print(vocabulary_template())\n"
)


def template_after(*games: str) -> str:
    code = TEMPLATE.format(games=list(games))
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return done.stdout


@pytest.mark.parametrize("order", [("warseer", "znamenosets", "classic"), ("classic",)])
def test_the_vocabulary_template_does_not_depend_on_the_order_the_games_were_imported(
    order: tuple[str, ...],
) -> None:
    canonical = template_after()
    assert 'msgid "the board:"' in canonical and 'msgctxt "kind"' in canonical
    assert template_after(*order) == canonical
