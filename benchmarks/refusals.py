"""``python -m benchmarks.refusals``: every place the three engines refuse, the rule ID it
cites, and the tests that reach it and assert that rule ID.

It runs the tests that drive the engines (the scenarios in both languages, the engine's
unit tests and the proofs; ``--all`` for the whole suite) with the tracer of
``tests/support/refusal_sites.py``, then prints one line per raise site:

    engine/signum/warseer/game.py:301  LS2-1.14  asserted by features/warseer/...

A site that no test reached, or reached without asserting its rule ID, is listed last,
and the command exits 1. Sites whose rule ID is worked out as play goes (a keyword's
rule, the rule of the decision waited for) are listed apart, by the rule they gave.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

from rulebook.paths import REPO_ROOT

sys.path.insert(0, str(REPO_ROOT / "tests"))

from support.refusal_sites import Seen, merged, raise_sites

DRIVERS = ("tests/scenarios", "tests/engine", "tests/proof")
"""The tests that drive the engines: what the report runs unless ``--all``."""


def traced_run(paths: list[str], folder: Path) -> int:
    command = [
        sys.executable,
        *("-m", "pytest", "-q", "-n", "auto", "-p", "no:cacheprovider"),
        f"--refusal-sites={folder}",
        *paths,
    ]
    return subprocess.run(command, cwd=REPO_ROOT, stdout=subprocess.DEVNULL, check=False).returncode


def report(seen: dict[str, Seen]) -> tuple[list[str], int]:
    """The report's lines and how many sites lack a test that asserts their rule."""
    lines, missing = [], []
    sites = raise_sites()
    for site in sites:
        found = seen.get(site.label, Seen())
        if found.asserted:
            lines.append(f"{site.label:48} {site.rule:12} asserted by {found.asserted[0]}")
        elif found.reached:
            missing.append(
                f"{site.label:48} {site.rule:12} REACHED, NOT ASSERTED: {found.reached[0]}"
            )
        else:
            missing.append(f"{site.label:48} {site.rule:12} NOT REACHED")
    known = {site.label for site in sites}
    worked_out = sorted(label for label in seen if label not in known)
    if worked_out:
        lines.append("")
        lines.append("Rule IDs worked out as play goes (by site and the rule given):")
        for label in worked_out:
            state = "asserted" if seen[label].asserted else "reached, not asserted"
            lines.append(f"  {label}: {state}")
    lines.append("")
    lines.append(
        f"{len(sites) - len(missing)} of {len(sites)} raise sites reached by a test "
        "that asserts their rule ID"
    )
    return lines + missing, len(missing)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.refusals", description=__doc__)
    parser.add_argument(
        "--all", action="store_true", help="run the whole suite, not only the engine's drivers"
    )
    parser.add_argument("paths", nargs="*", help="test paths to run instead")
    options = parser.parse_args(argv)
    paths = options.paths or ([] if options.all else list(DRIVERS))
    with tempfile.TemporaryDirectory() as folder:
        status = traced_run(paths, Path(folder))
        if status not in (0, 1):
            print(f"the tests did not run (pytest exit {status})", file=sys.stderr)
            return 2
        lines, missing = report(merged(Path(folder)))
    print("\n".join(lines))
    return 1 if missing or status else 0


if __name__ == "__main__":
    sys.exit(main())
