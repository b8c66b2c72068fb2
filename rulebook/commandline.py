"""What every ``rulebook`` command shares: the exit statuses it explains and its argument
parser. It sits below the commands (``rulebook.cli`` and the l10n and deck commands that
it gathers), so none of them needs another."""

from __future__ import annotations

import argparse
import sys

from rulebook.exits import EXIT_BAD_INPUT, EXIT_FAILED, EXIT_OK
from rulebook.vocabulary.wording import N_

EXIT_CODES = (  # the one list: --help and the book's "Asking a rule question" page show it
    (EXIT_OK, N_("every scenario holds (for build: the books are built)")),
    (
        EXIT_FAILED,
        N_("a scenario does not hold: a step failed, or an action was refused no step expected"),
    ),
    (
        EXIT_BAD_INPUT,
        N_("bad input: a missing or malformed file, an unknown step, a bad argument; nothing ran"),
    ),
)


class ArgumentParser(argparse.ArgumentParser):
    """argparse, with bad arguments exiting 2 after one line (not the whole usage)."""

    def error(self, message: str) -> None:  # type: ignore[override]
        self.exit(EXIT_BAD_INPUT, f"rulebook: error: {message} (see 'rulebook --help')\n")


def exit_codes_help() -> str:
    return "exit status:\n" + "\n".join(f"  {code}  {meaning}" for code, meaning in EXIT_CODES)


def bad_input(error: object) -> int:
    print(f"rulebook: {error}", file=sys.stderr)
    return EXIT_BAD_INPUT
