"""``python -m benchmarks.mutants --game znamenosets``: plant rule bugs, see which tests catch them.

A *mutant* is one small, deliberate rules bug: a few exact text edits of the
engine's sources. Each is planted in a scratch copy of the repository and a
test command is run there; the mutant is *killed* when that command fails.

Three sets per game, in the module its registration names as its ``mutants`` part
(``rulebook.games``):

- ``rules`` (the mutation gate, default): bugs in the reference engine's rules
  modules, run against the scenarios and the unit tests alone
  (``GATE_TESTS``: no perft, no random games, no twin comparison). The score
  is killed / total; survivors are printed with the reason recorded for them;
- ``reference``: bugs planted in the reference engine only, run against the
  golden perft of the reference path (``PERFT_TESTS``);
- ``consistent``: bugs planted in both the reference engine and the bitboard
  twin, run against the rules oracle of the random games (``ORACLE_TESTS``),
  where the twin comparison cannot catch them.

Only rules checks kill a mutant: scenarios, unit tests and oracle clauses. A *smoke
test* (its name starts with ``test_smoke_``) counts how seeded games end, or which paths
they reach; it passes or fails by the luck of the seeds, so the runs here deselect it
(``SMOKE``). Each line of the report names the test that killed the mutant.

``--table`` runs every test of the set to the end (no stop at the first
failure) and prints which tests caught each bug.
It is a command, not part of the default test suite: a run takes minutes.

    python -m benchmarks.mutants --game znamenosets
    python -m benchmarks.mutants --game znamenosets --set consistent --table
    python -m benchmarks.mutants --game znamenosets --only class-bonus-equal
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import tomllib
from collections.abc import Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from benchmarks import command
from rulebook.games import GAMES, game_named

ROOT = Path(__file__).resolve().parents[1]
COPIED = ("engine", "rulebook", "tests", "features", "locales", "docs", "pyproject.toml")
GOAL = 0.95  # the share of mutants a set's tests must kill
TIMEOUT_S = 1200  # per mutant; a run that is still going then counts as failed
SMOKE = "test_smoke_"  # the name of a test that tallies seeded games, not a rules check
PYTEST = ("-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:xdist", "-k", f"not {SMOKE}")


@dataclass(frozen=True)
class Edit:
    """Replace ``old`` (which must occur exactly once) by ``new`` in ``path``."""

    path: str
    old: str
    new: str


@dataclass(frozen=True)
class Mutant:
    """One planted bug: its name, the rule it breaks, its edits, and why it may survive."""

    name: str
    rule: str
    what: str
    edits: tuple[Edit, ...]
    survives: str = ""  # if the gate cannot kill it: why (an equivalent mutant, ...)


def load_sets(path: Path) -> dict[str, tuple[Mutant, ...]]:
    """A game's mutant sets, from its TOML file: each ``[[set]]`` table one mutant, each of
    its ``edits`` a ``[path, text, replacement]`` or the name of a ``[bugs]`` entry (a list
    of them), for a bug planted alike in several sets."""
    with path.open("rb") as file:
        raw = tomllib.load(file)
    bugs = raw.pop("bugs", {})

    def edits(items: list[str | list[str]]) -> tuple[Edit, ...]:
        triples = (t for i in items for t in (bugs[i] if isinstance(i, str) else [i]))
        return tuple(Edit(path, old, new) for path, old, new in triples)

    return {
        name: tuple(
            Mutant(m["name"], m["rule"], m["what"], edits(m["edits"]), m.get("survives", ""))
            for m in entries
        )
        for name, entries in raw.items()
    }


@dataclass
class Outcome:
    mutant: Mutant
    killed: bool
    seconds: float
    failed: list[str] = field(default_factory=list)
    message: str = ""


def plant(folder: Path, mutant: Mutant) -> dict[Path, str]:
    """Apply ``mutant``'s edits in ``folder``; returns the original texts, to restore."""
    originals: dict[Path, str] = {}
    for edit in mutant.edits:
        path = folder / edit.path
        current = path.read_text(encoding="utf-8")
        originals.setdefault(path, current)
        path.write_text(current.replace(edit.old, edit.new, 1), encoding="utf-8")
    return originals


def first_error(output: str) -> str:
    """The first ``E   SomeError: ...`` line of a pytest run: what the failing check said."""
    found = re.search(r"^E\s+([\w.]*(?:Error|Exception|Violation)\b.*)$", output, re.M)
    return found.group(1).strip()[:200] if found else ""


def failed_tests(output: str) -> list[str]:
    """The test ids of a pytest run's ``FAILED``/``ERROR`` summary lines, first failure first."""
    found = (m.group(1) for m in re.finditer(r"^(?:FAILED|ERROR) (\S+)", output, re.M))
    return list(dict.fromkeys(found))  # in the order pytest reports them


def run_tests(folder: Path, tests: Sequence[str], stop_early: bool) -> tuple[bool, list[str], str]:
    """Run pytest on ``tests`` in ``folder``; (passed, failed test ids, first error)."""
    env = {**os.environ, "PYTHONPATH": str(folder), "PYTHONDONTWRITEBYTECODE": "1"}
    command = [sys.executable, *PYTEST, "-rfE", *(["-x"] if stop_early else []), *tests]
    try:
        result = subprocess.run(
            command, cwd=folder, env=env, capture_output=True, text=True, timeout=TIMEOUT_S
        )
    except subprocess.TimeoutExpired:  # a test that never ends fails: a game that cannot end
        return False, [], f"the tests did not finish within {TIMEOUT_S} s"
    return result.returncode == 0, failed_tests(result.stdout), first_error(result.stdout)


def scratch_copy(into: Path) -> Path:
    folder = into / "repo"
    for name in COPIED:
        source = ROOT / name
        if source.is_dir():
            shutil.copytree(source, folder / name, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            folder.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, folder / name)
    return folder


def check_edits(mutants: Sequence[Mutant]) -> None:
    """Every edit applies to the sources as they are: a stale mutant fails loudly, at once."""
    for mutant in mutants:
        texts: dict[str, str] = {}
        for edit in mutant.edits:
            text = texts.get(edit.path) or (ROOT / edit.path).read_text(encoding="utf-8")
            if text.count(edit.old) != 1:
                raise SystemExit(
                    f"{mutant.name}: the text to replace occurs {text.count(edit.old)}x in {edit.path}"
                )
            texts[edit.path] = text.replace(edit.old, edit.new)


def campaign(
    mutants: Sequence[Mutant], tests: Sequence[str], jobs: int, stop_early: bool
) -> Iterator[Outcome]:
    """Each mutant planted alone in a scratch copy, ``jobs`` copies at a time."""
    check_edits(mutants)
    with tempfile.TemporaryDirectory(prefix="mutants-") as scratch:
        folders = [scratch_copy(Path(scratch) / str(n)) for n in range(max(1, jobs))]
        free = list(folders)

        def one(mutant: Mutant) -> Outcome:
            folder = free.pop()
            started = time.perf_counter()
            originals = plant(folder, mutant)
            try:
                passed, failed, message = run_tests(folder, tests, stop_early)
            finally:
                for path, text in originals.items():
                    path.write_text(text, encoding="utf-8")
                free.append(folder)
            return Outcome(mutant, not passed, time.perf_counter() - started, failed, message)

        with ThreadPoolExecutor(max_workers=len(folders)) as pool:
            yield from pool.map(one, mutants)


def caught_by(failed: Sequence[str]) -> str:
    """The test that killed a mutant (the first to fail), and how many more failed."""
    if not failed:
        return "-"
    more = f" (+{len(failed) - 1} more)" if len(failed) > 1 else ""
    return failed[0] + more


def rules_kill(outcome: Outcome) -> bool:
    """Killed by a rules check: a failed test that is not a smoke test, or no end in time."""
    if not outcome.killed:
        return False
    return not outcome.failed or any(SMOKE not in test for test in outcome.failed)


def main(argv: list[str] | None = None) -> int:
    parser = command.parser("benchmarks.mutants", __doc__)
    with_mutants = [game for game in GAMES if game.mutants]
    command.add_game(parser, with_mutants, "the game whose mutants to run", required=True)
    parser.add_argument("--set", default="rules", choices=("rules", "reference", "consistent"))
    parser.add_argument("--only", nargs="*", default=(), help="run just these mutants, by name")
    parser.add_argument(
        "--table", action="store_true", help="run the whole proof, list what caught each"
    )
    parser.add_argument("--list", action="store_true", help="list the mutants and exit")
    parser.add_argument("--jobs", type=int, default=1, help="mutants run at once (default 1)")
    parser.add_argument("--output", type=Path, help="also save the outcomes as JSON here")
    arguments = parser.parse_args(argv)
    game = game_named(arguments.game)
    assert game is not None  # the choices are the registered games
    catalogue = game.part("mutants")
    mutants = list(getattr(catalogue, arguments.set.upper()))
    if arguments.only:
        unknown = set(arguments.only) - {m.name for m in mutants}
        if unknown:
            parser.error(f"unknown mutants: {', '.join(sorted(unknown))}")
        mutants = [m for m in mutants if m.name in arguments.only]
    if arguments.list:
        for mutant in mutants:
            print(f"{mutant.name:<28} {mutant.rule:<8} {mutant.what}")
        return 0
    tests = {
        "rules": catalogue.GATE_TESTS,
        "reference": catalogue.PERFT_TESTS,
        "consistent": catalogue.ORACLE_TESTS,
    }[arguments.set]
    stop_early = not arguments.table
    print(
        f"{len(mutants)} {arguments.set} mutants of {arguments.game}; tests: {' '.join(tests)}",
        file=sys.stderr,
    )
    outcomes = []
    for outcome in campaign(mutants, tests, arguments.jobs, stop_early):
        outcomes.append(outcome)
        outcome.killed = rules_kill(outcome)
        mark = "killed  " if outcome.killed else "SURVIVED"
        detail = caught_by(outcome.failed) if outcome.killed else outcome.mutant.survives
        if arguments.table and outcome.failed:
            detail = "\n    ".join(["", *outcome.failed])
        if outcome.message:
            detail += f"\n    {outcome.message}"
        print(
            f"{mark} {outcome.mutant.name:<28} {outcome.mutant.rule:<8} {outcome.seconds:6.1f} s  {detail}"
        )
    killed = sum(outcome.killed for outcome in outcomes)
    print(f"\n{killed} / {len(outcomes)} killed ({killed / max(1, len(outcomes)):.0%})")
    if arguments.output:
        arguments.output.write_text(
            json.dumps(
                [
                    {
                        "name": o.mutant.name,
                        "rule": o.mutant.rule,
                        "what": o.mutant.what,
                        "killed": o.killed,
                        "killed_by": o.failed[0] if o.failed else "",
                        "failed": o.failed,
                        "message": o.message,
                        "survives": o.mutant.survives,
                    }
                    for o in outcomes
                ],
                indent=1,
            )
            + "\n",
            encoding="utf-8",
        )
    return 0 if killed >= GOAL * len(outcomes) else 1


if __name__ == "__main__":
    sys.exit(main())
