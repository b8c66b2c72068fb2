"""``python -m benchmarks.bounds``: every numeric bound of the rules, and what proves each side.

The list is ``benchmarks/bounds.toml``, one ``[[bound]]`` table per bound: the game, a
name, the rule that sets it, its value, and the checks that stand on each side of it:

- ``at``: exactly at the bound (allowed, or refused, as the rule says);
- ``past``: one step past it: a whole unit, or 0.02 cm on the classic table (twice the
  0.01 cm tolerance);
- ``mutants``: the curated mutants (the game's ``mutants`` part, ``RULES``) planted at it.

A check is ``<game>/<file>.feature: <scenario name>`` (it must carry the bound's rule
tag) or a unit test, ``tests/<path>.py::<test name>``. A side no game can reach says why
in ``unreachable`` instead of naming a check. ``tests/toolchain/test_bounds.py`` fails
when a side is uncovered or a name points nowhere; this command prints the list.

    python -m benchmarks.bounds
    python -m benchmarks.bounds --game classic
"""

from __future__ import annotations

import functools
import re
import sys
import tomllib
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from benchmarks import command
from rulebook.games import GAMES as REGISTERED
from rulebook.games import game_named

ROOT = Path(__file__).resolve().parents[1]
TABLE = ROOT / "benchmarks" / "bounds.toml"
GAMES = tuple(sorted(game.name for game in REGISTERED))


@dataclass(frozen=True)
class Bound:
    game: str
    name: str
    rule: str
    value: str
    at: tuple[str, ...] = ()
    past: tuple[str, ...] = ()
    mutants: tuple[str, ...] = ()
    unreachable: str = ""  # why no game reaches the far side, if none does
    extra: dict[str, object] = field(default_factory=dict, compare=False)


def load(path: Path = TABLE) -> list[Bound]:
    with path.open("rb") as file:
        raw = tomllib.load(file)
    bounds = []
    for entry in raw.get("bound", []):
        known = {k: entry.get(k) for k in ("game", "name", "rule", "value")}
        lists = {k: tuple(entry.get(k, ())) for k in ("at", "past", "mutants")}
        rest = {k: v for k, v in entry.items() if k not in {*known, *lists, "unreachable"}}
        bounds.append(Bound(**known, **lists, unreachable=entry.get("unreachable", ""), extra=rest))
    return bounds


@functools.cache
def scenario_rules(feature: str) -> dict[str, tuple[str, ...]]:
    """The scenarios of ``features/<feature>`` by name, each with its rule tags."""
    from rulebook.scenarios.catalogue import scenarios_in

    path = ROOT / "features" / feature
    if not path.is_file():
        return {}
    return {info.name: info.rules for info in scenarios_in(path)}


@functools.cache
def mutant_names(game: str) -> frozenset[str]:
    found = game_named(game)
    catalogue = found.part("mutants") if found else None
    return frozenset(m.name for m in getattr(catalogue, "RULES", ()))


def check_problem(bound: Bound, check: str) -> str:
    """What is wrong with one named check of ``bound``, or ``""``."""
    if check.startswith("tests/"):
        file, _, test = check.partition("::")
        path = ROOT / file
        if not path.is_file() or not re.search(
            rf"^def {re.escape(test)}\(", path.read_text(encoding="utf-8"), re.M
        ):
            return f"no unit test {check}"
        return ""
    feature, _, name = check.partition(": ")
    if not feature.startswith(f"{bound.game}/"):
        return f"{check!r} is not a scenario of {bound.game}"
    rules = scenario_rules(feature).get(name)
    if rules is None:
        return f"no scenario {name!r} in features/{feature}"
    if bound.rule not in rules:
        return f"the scenario {name!r} does not carry the tag @{bound.rule}"
    return ""


def problems(bounds: Sequence[Bound]) -> list[str]:
    """Every uncovered side, dangling name and unknown mutant of the list."""
    found = []
    seen: set[tuple[str, str]] = set()
    for bound in bounds:
        where = f"{bound.game}: {bound.name} ({bound.rule})"
        if bound.game not in GAMES:
            found.append(f"{where}: unknown game")
            continue
        if (bound.game, bound.name) in seen:
            found.append(f"{where}: listed twice")
        seen.add((bound.game, bound.name))
        if not bound.at:
            found.append(f"{where}: no check exactly at the bound")
        if not bound.past and not bound.unreachable:
            found.append(f"{where}: no check one step past the bound")
        found += [
            f"{where}: {p}" for c in (*bound.at, *bound.past) if (p := check_problem(bound, c))
        ]
        unknown = sorted(set(bound.mutants) - mutant_names(bound.game))
        if unknown:
            found.append(f"{where}: unknown mutants {', '.join(unknown)}")
    return found


def report(bounds: Sequence[Bound]) -> str:
    lines = []
    for game in GAMES:
        mine = [b for b in bounds if b.game == game]
        lines.append(f"{game}: {len(mine)} bounds")
        for bound in mine:
            lines.append(f"  {bound.name} ({bound.rule}): {bound.value}")
            lines += [f"    at    {check}" for check in bound.at]
            lines += [f"    past  {check}" for check in bound.past]
            if bound.unreachable:
                lines.append(f"    past  unreachable: {bound.unreachable}")
            if bound.mutants:
                lines.append(f"    mutants {', '.join(bound.mutants)}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = command.parser("benchmarks.bounds", __doc__)
    command.add_game(parser, sorted(REGISTERED, key=lambda g: g.name), "only this game's bounds")
    arguments = parser.parse_args(argv)
    bounds = [b for b in load() if arguments.game in (None, b.game)]
    print(report(bounds))
    found = problems(bounds)
    for problem in found:
        print(f"UNCOVERED {problem}", file=sys.stderr)
    covered = sum(bool(b.at) and bool(b.past or b.unreachable) for b in bounds)
    print(f"\n{covered} / {len(bounds)} bounds covered on both sides; {len(found)} problems")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
