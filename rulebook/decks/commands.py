"""``rulebook deck check DECK.toml``: each breach with its rule ID, in the language asked."""

from __future__ import annotations

import argparse
import importlib
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from rulebook.commandline import ArgumentParser
from rulebook.decks import EDITIONS
from rulebook.vocabulary.catalog import LANGUAGES
from rulebook.vocabulary.wording import N_, say, word

if TYPE_CHECKING:
    from rulebook.decks.files import DeckFile

EXIT_LEGAL, EXIT_ILLEGAL, EXIT_BAD_INPUT = 0, 1, 2


def edition_of(deck: DeckFile) -> str:
    edition = deck.data.get("edition")
    if not isinstance(edition, str) or edition not in EDITIONS:
        raise deck.bad(
            "edition",
            "the file names no edition this rulebook knows: {key} = {editions}",
            key="edition",
            editions=" or ".join(f'"{name}"' for name in EDITIONS),
        )
    return edition


def command_deck_check(arguments: argparse.Namespace) -> int:
    from rulebook.decks.files import BadDeck, read_deck  # here: every other command skips TOML

    language = arguments.lang
    path = Path(arguments.deck)
    try:
        deck = read_deck(path)
        checker = importlib.import_module(EDITIONS[edition_of(deck)])
        found = checker.check(deck)
    except BadDeck as error:
        print(
            f"rulebook: {error.path}:{error.line}: {word(error.message, language)}", file=sys.stderr
        )
        return EXIT_BAD_INPUT
    for breach in found:
        print(f"{path}: {breach.rule_id}: {word(breach, language)}")
    if found:
        print(
            say(
                N_("the deck is illegal: {count:plural:breach|breaches}"),
                language,
                count=len(found),
            )
        )
        return EXIT_ILLEGAL
    print(say(N_("the deck is legal"), language))
    return EXIT_LEGAL


def add_deck_commands(commands: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    deck = commands.add_parser("deck", help="check a deck file against its edition's rules")
    actions = deck.add_subparsers(dest="deck_command", required=True, parser_class=ArgumentParser)
    check = actions.add_parser(
        "check",
        help="report every deck-building rule a deck breaks, with its rule ID",
        description=(
            "Check a deck file (TOML, naming its edition) against the deck-building rules. "
            "Exit 0: the deck is legal; 1: it breaks a rule (each breach is listed with its "
            "rule ID); 2: the file is missing or malformed (file and line; nothing is written)."
        ),
    )
    check.add_argument("deck", metavar="DECK.toml", help="the deck file")
    check.add_argument("--lang", choices=LANGUAGES, default="en", help="language (default: en)")
    check.set_defaults(run=command_deck_check)
