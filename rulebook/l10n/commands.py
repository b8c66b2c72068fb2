"""The ``rulebook l10n`` commands: update, status, check, typeset, count, preview.

Each accepts ``--locales DIR`` and ``--docs DIR`` (defaults: the checkout's),
so tests and translators can work on copies. Unreadable input (a broken .po or
term base) prints ``rulebook: path:line: message`` and exits 2, writing nothing.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from rulebook.exits import EXIT_BAD_INPUT, EXIT_FAILED, EXIT_OK
from rulebook.l10n.layout import Layout, shown
from rulebook.paths import DOCS_DIR, LOCALES_DIR


def layout_of(arguments: argparse.Namespace) -> Layout:
    return Layout(
        locales=arguments.locales,
        docs=arguments.docs,
        scenarios=getattr(arguments, "features", None),
    )


def guarded(command: Callable[[argparse.Namespace], int]) -> Callable[[argparse.Namespace], int]:
    """Turn unreadable input into one message and exit status 2."""

    def run(arguments: argparse.Namespace) -> int:
        from rulebook.l10n.extract import ExtractionFailed
        from rulebook.l10n.morphology import MorphologyMissing
        from rulebook.l10n.pofiles import BadCatalog
        from rulebook.l10n.termbase import BadTermBase

        try:
            status = command(arguments)
            sys.stdout.flush()  # here, where a closed pipe can still be answered quietly
            return status
        except (BadCatalog, BadTermBase, MorphologyMissing) as error:
            print(f"rulebook: {error}", file=sys.stderr)
            return EXIT_BAD_INPUT
        except ExtractionFailed as error:
            print(f"rulebook: {error}", file=sys.stderr)
            return EXIT_FAILED
        except BrokenPipeError:
            # The reader stopped reading (``| head``): say nothing more, as Unix tools do.
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            return EXIT_OK

    return run


@guarded
def command_update(arguments: argparse.Namespace) -> int:
    from rulebook.l10n.update import update

    report = update(layout_of(arguments), drop_obsolete=arguments.drop_obsolete)
    for outcome in report.outcomes:
        if outcome.state != "unchanged":
            left = [
                f"{getattr(outcome, name)} {name}"
                for name in ("untranslated", "fuzzy", "obsolete")
                if getattr(outcome, name)
            ]
            print(
                f"{outcome.state} {shown(outcome.path)}" + (f": {', '.join(left)}" if left else "")
            )
    for path in report.stale:
        print(f"stale {shown(path)}: its page is gone (delete the catalog or restore the page)")
    counts = ", ".join(f"{report.count(s)} {s}" for s in ("created", "updated", "unchanged"))
    print(f"update: {counts}")
    from rulebook.vocabulary.index import INDEX, write_index

    if write_index():  # the games' steps, which a question's check reads before loading any
        print(f"updated {shown(INDEX)}")
    return EXIT_OK


@guarded
def command_status(arguments: argparse.Namespace) -> int:
    from rulebook.l10n.status import as_json, survey, table

    statuses, todo = survey(layout_of(arguments))
    if arguments.json:
        print(as_json(statuses, todo if arguments.todo else None))
    elif arguments.todo:
        print("\n".join(map(str, todo)) if todo else "nothing to do: every entry is translated")
    else:
        print(table(statuses))
    return EXIT_OK


def report(problems: list[Any], what: str) -> int:
    for problem in problems:
        print(problem)
    if problems:
        print(f"{what}: {len(problems)} problem(s)", file=sys.stderr)
        return EXIT_FAILED
    print(f"{what}: no problems", file=sys.stderr)
    return EXIT_OK


@guarded
def command_check(arguments: argparse.Namespace) -> int:
    from rulebook.l10n.check import check
    from rulebook.l10n.sourcecheck import check_sources

    layout = layout_of(arguments)
    problems = check(layout, strict=arguments.strict)
    if arguments.strict:  # the English sources too: the gate holds both languages
        problems = sorted(
            [*problems, *check_sources(layout)], key=lambda p: (str(p.path), p.line, p.check)
        )
    return report(problems, "check")


@guarded
def command_docs_check(arguments: argparse.Namespace) -> int:
    from rulebook.l10n.sourcecheck import check_sources

    return report(check_sources(layout_of(arguments)), "docs check")


@guarded
def command_count(arguments: argparse.Namespace) -> int:
    from rulebook.l10n.count import count, table
    from rulebook.l10n.termbase import load_termbase

    layout = layout_of(arguments)
    termbase = load_termbase(arguments.termbase or layout.termbase)
    print(table(count(layout, termbase), every=arguments.all))
    return EXIT_OK


@guarded
def command_typeset(arguments: argparse.Namespace) -> int:
    from rulebook.l10n.typeset import typeset

    changed = typeset(layout_of(arguments))
    for path, count in changed:
        print(f"typeset {shown(path)}: {count} message(s)")
    print(f"typeset: {len(changed)} catalog(s) changed")
    return EXIT_OK


def command_preview(arguments: argparse.Namespace) -> int:
    from rulebook.l10n.preview import preview, preview_dir

    layout = layout_of(arguments)
    if preview(layout) != 0:
        print("rulebook: the preview has errors (see above)", file=sys.stderr)
        return EXIT_FAILED
    print(f"preview: {shown(preview_dir(layout) / 'index.html')} (untranslated text is outlined)")
    return EXIT_OK


def add_locations(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--locales",
        type=Path,
        default=LOCALES_DIR,
        metavar="DIR",
        help="the locales folder (default: locales/)",
    )
    parser.add_argument(
        "--docs",
        type=Path,
        default=DOCS_DIR,
        metavar="DIR",
        help="the docs folder (default: docs/)",
    )


def add_features(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--features",
        type=Path,
        metavar="DIR",
        help="the feature files whose scenario names are read (default: features/)",
    )


def add_docs_commands(commands: Any) -> None:
    """Add ``docs`` and its ``check`` to the ``rulebook`` subcommands."""
    docs = commands.add_parser("docs", help="checks of the English sources")
    actions = docs.add_subparsers(dest="action", required=True)
    check = actions.add_parser(
        "check",
        help="one word for each thing, capitals, the player's voice, rules linking their rulings",
    )
    add_locations(check)
    add_features(check)
    check.set_defaults(run=command_docs_check)


def add_l10n_commands(commands: Any) -> None:
    """Add ``l10n`` and its actions to the ``rulebook`` subcommands."""
    l10n = commands.add_parser("l10n", help="the translator's tools for the Russian catalogs")
    actions = l10n.add_subparsers(dest="action", required=True)

    update = actions.add_parser(
        "update", help="extract the messages of docs and code and merge them into the catalogs"
    )
    update.add_argument(
        "--drop-obsolete", action="store_true", help="drop entries whose source is gone"
    )
    update.set_defaults(run=command_update)

    status = actions.add_parser(
        "status", help="translated, fuzzy, untranslated, obsolete per catalog"
    )
    status.add_argument("--json", action="store_true", help="machine-readable output")
    status.add_argument(
        "--todo", action="store_true", help="list each fuzzy or untranslated entry as file:line"
    )
    status.set_defaults(run=command_status)

    check = actions.add_parser("check", help="markup, numbers, fields, terms, safety, typography")
    check.add_argument(
        "--strict",
        action="store_true",
        help="fuzzy and untranslated entries are errors too, and so is what 'rulebook docs "
        "check' finds in the English sources",
    )
    add_features(check)
    check.set_defaults(run=command_check)

    typeset = actions.add_parser(
        "typeset",
        help="write the non-breaking spaces of Russian typography into the catalogs",
    )
    typeset.set_defaults(run=command_typeset)

    count = actions.add_parser(
        "count", help="how often each word the term base forbids is used, in both languages"
    )
    count.add_argument(
        "--termbase", type=Path, metavar="FILE", help="count against this term base instead"
    )
    add_features(count)
    count.add_argument("--all", action="store_true", help="list the unused variants too")
    count.set_defaults(run=command_count)

    preview = actions.add_parser(
        "preview", help="build the Russian book with untranslated text marked"
    )
    preview.set_defaults(run=command_preview)

    for action in (update, status, check, typeset, count, preview):
        add_locations(action)
