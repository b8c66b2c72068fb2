"""What the tests need beyond Python: ``tests/requirements-system.txt``, read.

The tests name a missing tool's packages from it (:mod:`support.needs`), the README's
install line repeats it, and ``.ci/run`` installs what a machine lacks of it::

    python3 tests/support/system.py --missing

prints one line of ``apt-get install`` arguments per set of options. Only the standard
library: ``.ci/run`` runs it before any venv exists.
"""

from __future__ import annotations

import shutil
import sys
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

TESTS = Path(__file__).parents[1]
LIST = TESTS / "requirements-system.txt"
SHOWN = f"tests/{LIST.name}"  # as messages name it
FIELDS = "programs | packages | options | folders | what for"


@dataclass(frozen=True)
class Tool:
    """One line of the list."""

    programs: tuple[str, ...]
    packages: tuple[str, ...]
    options: tuple[str, ...]  # apt-get's, for these packages
    folders: tuple[str, ...]  # the test folders that use it
    purpose: str

    @property
    def install(self) -> str:
        return " ".join(("apt-get install", *self.options, *self.packages))

    def missing(self) -> list[str]:
        return [program for program in self.programs if shutil.which(program) is None]


def tools(path: Path = LIST) -> list[Tool]:
    found = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        fields = [field.strip() for field in line.split("|")]
        if len(fields) != 5 or not all(fields[i] for i in (0, 1, 3, 4)):
            raise ValueError(f"{path}:{number}: expected {FIELDS}")
        programs, packages, options, folders, purpose = fields
        words = (tuple(field.split()) for field in (programs, packages, options, folders))
        found.append(Tool(*words, purpose))
    return found


def tool(program: str) -> Tool:
    """The line that brings ``program``."""
    for entry in tools():
        if program in entry.programs:
            return entry
    raise LookupError(f"{program} is not in {SHOWN}: add it, with its Debian package")


def groups(entries: Iterable[Tool]) -> list[list[str]]:
    """``apt-get install``'s arguments, one install per set of options, in the list's order."""
    by_options: dict[tuple[str, ...], list[str]] = {}
    for entry in entries:
        packages = by_options.setdefault(entry.options, [])
        packages += [package for package in entry.packages if package not in packages]
    return [[*options, *packages] for options, packages in by_options.items()]


def install_line() -> str:
    """The README's optional line: everything the list names, on one line."""
    return " && ".join(" ".join(["sudo apt-get install", *group]) for group in groups(tools()))


def main(arguments: list[str]) -> int:
    if arguments != ["--missing"]:
        print("usage: system.py --missing", file=sys.stderr)
        return 2
    for group in groups(entry for entry in tools() if entry.missing()):
        print(" ".join(group))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
