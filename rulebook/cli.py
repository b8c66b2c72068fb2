"""The ``rulebook`` command: build the books, check a rules question."""

from __future__ import annotations

import argparse
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

from rulebook.paths import BUILD_DIR, FEATURES_DIR, REPO_ROOT
from rulebook.vocabulary.catalog import LANGUAGES

RESULTS_FILE = BUILD_DIR / "results.json"
EXIT_OK, EXIT_FAILED, EXIT_BAD_INPUT = 0, 1, 2
BOOK_FORMATS = ("html", "pdf", "epub")  # html first: the others reuse what it read


class ArgumentParser(argparse.ArgumentParser):
    """argparse, with bad arguments exiting 2 after one line (not the whole usage)."""

    def error(self, message: str) -> None:  # type: ignore[override]
        self.exit(EXIT_BAD_INPUT, f"rulebook: error: {message} (see 'rulebook --help')\n")


def run_scenarios() -> int:
    """Run every scenario in both languages and write the results file."""
    command = [
        sys.executable,
        "-m",
        "pytest",
        "-q",
        "--tb=no",  # the books show each failure; the run lists them
        "tests/scenarios",
        f"--rulebook-results={RESULTS_FILE}",
    ]
    return subprocess.call(command, cwd=REPO_ROOT)


def build_book(language: str) -> int:
    from rulebook.books import build_book as build
    from rulebook.printed.build import doctrees_dir

    return build(language, BUILD_DIR / "html" / language, doctrees=doctrees_dir(language))


def build_printed(format_: str, language: str) -> int:
    from rulebook.printed.build import PrintError
    from rulebook.printed.build import build_printed as build

    try:
        print(f"{language} {format_}: {build(format_, language)}")
    except PrintError as error:
        print(f"rulebook: {error}", file=sys.stderr)
        return EXIT_FAILED
    return EXIT_OK


def summary(language: str) -> tuple[str, int]:
    """``en: 153 passed, 0 failed`` (and any stale or not run), and how many failed."""
    from rulebook.scenarios.verdicts import FAILURES, NOT_RUN, STALE
    from rulebook.sphinx.library import tally

    counts = tally(language, RESULTS_FILE)
    failed = sum(counts[status] for status in FAILURES)
    shown = [f"{counts['passed']} passed", f"{failed} failed"]
    shown += [f"{counts[s]} {s}" for s in ("skipped", STALE, NOT_RUN) if counts[s]]
    return f"{language}: {', '.join(shown)}", failed


def command_build(arguments: argparse.Namespace) -> int:
    """Run the scenarios, build the books, then say how the scenarios fared in each.

    Failed scenarios still get their books (readers see them in red); the exit
    status is then 1.
    """
    from rulebook.scenarios.gherkin import BadFeature
    from rulebook.scenarios.validation import validate_all

    languages = LANGUAGES if arguments.lang == "all" else (arguments.lang,)
    try:
        validate_all(FEATURES_DIR)  # bad input stops the build before anything is written
    except BadFeature as error:
        print(f"rulebook: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    status = EXIT_OK
    if not arguments.skip_scenarios:
        status = run_scenarios()
        print(f"scenario results: {RESULTS_FILE}")
        if status not in (0, 1):
            print(
                f"rulebook: the scenario run could not complete (pytest exit {status})",
                file=sys.stderr,
            )
            return EXIT_FAILED
    formats = BOOK_FORMATS if arguments.format == "all" else (arguments.format,)
    for language in languages:
        for format_ in formats:
            if format_ != "html":
                if build_printed(format_, language) != EXIT_OK:
                    return EXIT_FAILED
                continue
            if build_book(language) != 0:
                print(f"rulebook: the {language} book has errors (see above)", file=sys.stderr)
                return EXIT_FAILED
            print(f"{language} book: {BUILD_DIR / 'html' / language / 'index.html'}")
    failed = 0
    for language in languages:
        line, count = summary(language)
        print(line)
        failed += count
    if failed or status == 1:
        print("rulebook: scenarios failed (the books show them in red)", file=sys.stderr)
        return EXIT_FAILED
    return EXIT_OK


def command_check(arguments: argparse.Namespace) -> int:
    from rulebook.scenarios.check import check
    from rulebook.scenarios.gherkin import BadFeature

    try:
        status, lines = check(Path(arguments.file))
    except BadFeature as error:
        print(f"rulebook: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    print("\n".join(lines))
    return status


def parser() -> ArgumentParser:
    main = ArgumentParser(prog="rulebook", description="The executable, bilingual Signum rulebook.")
    commands = main.add_subparsers(dest="command", required=True, parser_class=ArgumentParser)

    build = commands.add_parser(
        "build", help="run the scenarios, then build the books (warnings are errors)"
    )
    build.add_argument(
        "--lang", choices=(*LANGUAGES, "all"), default="all", help="which book (default: all)"
    )
    build.add_argument(
        "--skip-scenarios", action="store_true", help="build on the existing results file"
    )
    build.add_argument(
        "--format",
        choices=(*BOOK_FORMATS, "all"),
        default="html",
        help="html (default), pdf (build/pdf/), epub (build/epub/) or all three",
    )
    build.set_defaults(run=command_build)

    check = commands.add_parser(
        "check", help="run a rules question (a .feature file, English or Russian)"
    )
    check.add_argument("file", help="the question file")
    check.set_defaults(run=command_check)

    from rulebook.l10n.commands import add_l10n_commands

    add_l10n_commands(commands)
    return main


def main(argv: Sequence[str] | None = None) -> int:
    arguments = parser().parse_args(argv)
    return int(arguments.run(arguments))


if __name__ == "__main__":
    sys.exit(main())
