"""The ``rulebook`` command: check a rules question, list the steps, build the books."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from rulebook.commandline import ArgumentParser, bad_input, exit_codes_help
from rulebook.exits import EXIT_BAD_INPUT, EXIT_FAILED, EXIT_OK
from rulebook.vocabulary.catalog import LANGUAGES
from rulebook.vocabulary.wording import N_

BOOK_FORMATS = ("html", "pdf", "epub")  # html first: the others reuse what it read


# check


def command_check(arguments: argparse.Namespace) -> int:
    from rulebook.scenarios.check import (
        answer,
        as_json,
        ask,
        asker_language,
        exit_status,
        question_paths,
        read_question,
        refusal_line,
    )
    from rulebook.scenarios.gherkin import BadFeature

    try:
        paths = question_paths(arguments.questions)
        if sum(1 for path in paths if str(path) == "-") > 1:
            return bad_input(
                "error: standard input ('-') can be read only once (see 'rulebook --help')"
            )
        if arguments.upgrade:
            if any(str(path) == "-" for path in paths):
                return bad_input("error: --upgrade rewrites files; standard input ('-') is none")
            upgrade(paths, arguments.lang)
        asker = arguments.lang or asker_language()
        questions = [read_question(path, asker=asker) for path in paths]
        ask(questions, arguments.lang)
    except BadFeature as error:
        print(refusal_line(error, arguments.lang), file=sys.stderr)
        return EXIT_BAD_INPUT
    status = exit_status(questions)
    if arguments.format == "json":
        document = {**as_json(questions, arguments.lang), "exit": status}
        print(json.dumps(document, ensure_ascii=False, indent=1))
        return status
    print("\n".join(answer(questions, arguments.lang)))
    return status


def upgrade(paths: list[Path], language: str | None) -> None:
    """Rewrite each question in the current wording, and say so for each one changed."""
    from rulebook.scenarios.gherkin import language_of, read_bytes, text_of
    from rulebook.scenarios.upgrade import upgrade_file
    from rulebook.vocabulary.wording import say

    for path in paths:
        changed = upgrade_file(path)
        if changed:
            wording = language or language_of(text_of(read_bytes(path), path))
            told = N_("{file}: {n:plural:step|steps} rewritten in the current wording")
            print(say(told, wording, file=str(path), n=changed), file=sys.stderr)


# steps


def command_steps(arguments: argparse.Namespace) -> int:
    from rulebook.cache import code_stamp, kept
    from rulebook.games import GAMES

    known = [game.name for game in GAMES]
    chosen = [arguments.game] if arguments.game else known
    unknown = [game for game in chosen if game not in known]
    if unknown:
        return bad_input(
            f"error: no game {unknown[0]!r}; the games are: {', '.join(known)} "
            "(see 'rulebook --help')"
        )
    stamp = code_stamp()  # the catalog depends only on the code and its catalogs
    for game in chosen:
        print(f"# {game}\n")
        print(
            "\n".join(
                kept("steps", f"{game}:{arguments.lang}:{stamp}", steps_guide(game, arguments.lang))
            )
        )
    return EXIT_OK


def steps_guide(game: str, language: str) -> Callable[[], list[str]]:
    def describe_game() -> list[str]:
        from rulebook.vocabulary.guide import describe

        return list(describe(game, language))

    return describe_game


# build


def run_scenarios(project: Path, results: Path) -> int:
    """Run every scenario of the project in both languages and write the results file."""
    import subprocess  # here: only a build runs another program

    from rulebook.scenarios.runs import scenarios_command

    # --tb=no: the books show each failure; the run lists them.
    command = scenarios_command("--tb=no", f"--rulebook-results={results}")
    return subprocess.call(command, cwd=project)


def build_printed(format_: str, language: str, build: Path, settings: dict[str, str]) -> int:
    from rulebook.printed.build import PrintError
    from rulebook.printed.build import build_printed as build_one

    try:
        made = build_one(format_, language, build=build, settings=settings)
        print(f"{language} {format_}: {made}")
    except PrintError as error:
        print(f"rulebook: {error}", file=sys.stderr)
        return EXIT_FAILED
    return EXIT_OK


def summary(language: str, results: Path, features: Path) -> tuple[str, int]:
    """``en: 153 passed, 0 failed`` (and any stale or not run), and how many failed."""
    from rulebook.scenarios.verdicts import FAILURES, NOT_RUN, STALE
    from rulebook.sphinx.library import tally

    counts = tally(language, results, features)
    failed = sum(counts[status] for status in FAILURES)
    shown = [f"{counts['passed']} passed", f"{failed} failed"]
    shown += [f"{counts[s]} {s}" for s in ("skipped", STALE, NOT_RUN) if counts[s]]
    return f"{language}: {', '.join(shown)}", failed


def command_build(arguments: argparse.Namespace) -> int:
    """Run the scenarios, build the books, then say how the scenarios fared in each.

    Failed scenarios still get their books (readers see them in red); the exit
    status is then 1.
    """
    from rulebook import paths

    project = arguments.project.resolve() if arguments.project else paths.find_project()
    if project is None or not paths.is_project(project):
        where = project or Path.cwd()
        return bad_input(
            f"{where}: not a rulebook project (it needs docs/conf.py and features/): "
            "run 'rulebook build' in one, or name one with --project DIR"
        )
    paths.use_project(project)  # before anything that reads the project's paths is imported
    from rulebook.books import build_book
    from rulebook.printed.build import doctrees_dir
    from rulebook.scenarios.gherkin import BadFeature
    from rulebook.scenarios.validation import validate_all

    build, features = project / "build", project / "features"
    results = build / "results.json"
    languages = LANGUAGES if arguments.lang == "all" else (arguments.lang,)
    try:
        validate_all(features)  # bad input stops the build before anything is written
    except BadFeature as error:
        return bad_input(error)
    ran = EXIT_OK
    if not arguments.skip_scenarios:
        ran = run_scenarios(project, results)
        print(f"scenario results: {results}")
        if ran not in (0, 1):
            print(
                f"rulebook: the scenario run could not complete (pytest exit {ran})",
                file=sys.stderr,
            )
            return EXIT_FAILED
    settings = {"rulebook_results": str(results), "rulebook_features": str(features)}
    formats = BOOK_FORMATS if arguments.format == "all" else (arguments.format,)
    for language in languages:
        for format_ in formats:
            if format_ != "html":
                if build_printed(format_, language, build, settings) != EXIT_OK:
                    return EXIT_FAILED
                continue
            target = build / "html" / language
            doctrees = doctrees_dir(language, build)
            status = build_book(
                language, target, docs=project / "docs", settings=settings, doctrees=doctrees
            )
            if status != 0:
                print(f"rulebook: the {language} book has errors (see above)", file=sys.stderr)
                return EXIT_FAILED
            print(f"{language} book: {target / 'index.html'}")
    failed = 0
    for language in languages:
        line, count = summary(language, results, features)
        print(line)
        failed += count
    if failed or ran == 1:
        print("rulebook: scenarios failed (the books show them in red)", file=sys.stderr)
        return EXIT_FAILED
    return EXIT_OK


# The commands defined here, each with its line in the list of commands and the longer
# description of its own --help; the others come from the l10n and deck modules.
OWN_COMMANDS: dict[str, tuple[str, str | None]] = {
    "check": (
        "answer rules questions (feature files, English or Russian)",
        "Run rules questions against the reference engine and print the verdict of every "
        "step, with the rule behind each refusal. A question is a .feature file; a folder "
        "stands for the .feature files in it; '-' reads one from standard input. The "
        "answer is in the question's language unless --lang says otherwise.",
    ),
    "steps": ("list every step a question may use, with its fields and an example", None),
    "build": (
        "run the scenarios, then build the books (warnings are errors)",
        "Build the books of the rulebook project in the current folder (or the nearest "
        "one above it), or of --project DIR, into its build/ folder.",
    ),
}


def parser(command: str | None = None) -> ArgumentParser:
    """The command line's parser; with ``command``, one of :data:`OWN_COMMANDS`, only that
    command's (the same parser for it: a question need not build the other fourteen)."""
    main = ArgumentParser(
        prog="rulebook",
        description="The executable, bilingual Signum rulebook.",
        epilog=exit_codes_help(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    commands = main.add_subparsers(dest="command", required=True, parser_class=ArgumentParser)

    wanted = {command} if command in OWN_COMMANDS else {*OWN_COMMANDS, "others"}
    if "check" in wanted:
        add_check_command(commands)
    if "steps" in wanted:
        add_steps_command(commands)
    if "build" in wanted:
        add_build_command(commands)
    if "others" in wanted:
        from rulebook.decks.commands import add_deck_commands
        from rulebook.l10n.commands import add_docs_commands, add_l10n_commands

        add_l10n_commands(commands)
        add_docs_commands(commands)
        add_deck_commands(commands)
    return main


def add_command(
    commands: argparse._SubParsersAction,  # type: ignore[type-arg]
    name: str,
) -> argparse.ArgumentParser:
    """One of :data:`OWN_COMMANDS`, in its words; its ``--help`` ends with the exit statuses."""
    summary, description = OWN_COMMANDS[name]
    return commands.add_parser(
        name,
        help=summary,
        description=description,
        epilog=exit_codes_help(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )


def add_check_command(commands: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    check = add_command(commands, "check")
    check.add_argument("questions", nargs="+", metavar="QUESTION", help="a file, a folder or -")
    check.add_argument(
        "--lang", choices=LANGUAGES, help="the language of the answer (default: the question's)"
    )
    check.add_argument(
        "--format",
        choices=("text", "json"),
        default="text",
        help="json: every step's verdict, message and rule ID, for bots and forum tools",
    )
    check.add_argument(
        "--upgrade",
        action="store_true",
        help="first rewrite each question file's old step wordings in the current wording",
    )
    check.set_defaults(run=command_check)


def add_steps_command(commands: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    steps = add_command(commands, "steps")
    steps.add_argument("--lang", choices=LANGUAGES, default="en", help="language (default: en)")
    steps.add_argument("--game", metavar="NAME", help="one game's steps (default: every game's)")
    steps.set_defaults(run=command_steps)


def add_build_command(commands: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    build = add_command(commands, "build")
    build.add_argument(
        "--lang", choices=(*LANGUAGES, "all"), default="all", help="which book (default: all)"
    )
    build.add_argument(
        "--skip-scenarios", action="store_true", help="build on the existing results file"
    )
    build.add_argument(
        "--project", type=Path, metavar="DIR", help="the project to build (default: see above)"
    )
    build.add_argument(
        "--format",
        choices=(*BOOK_FORMATS, "all"),
        default="html",
        help="html (default), pdf (build/pdf/), epub (build/epub/) or all three",
    )
    build.set_defaults(run=command_build)


def main(argv: Sequence[str] | None = None) -> int:
    words = sys.argv[1:] if argv is None else list(argv)
    arguments = parser(words[0] if words else None).parse_args(words)
    try:
        return int(arguments.run(arguments))
    except BrokenPipeError:  # the reader stopped listening (``| head``): not an error of ours
        sys.stdout = None  # type: ignore[assignment]  # nothing more to flush at exit
        return EXIT_OK


if __name__ == "__main__":
    sys.exit(main())
