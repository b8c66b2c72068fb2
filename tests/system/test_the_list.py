"""tests/requirements-system.txt is the one list of what the tests need beyond Python: the
README's install line is that list, .ci/run installs it, the printed build names its packages."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from support import system
from support.system import LIST, install_line, tool, tools

from rulebook.paths import REPO_ROOT
from rulebook.printed.build import TEX_PACKAGES, TEX_PROGRAMS

README = REPO_ROOT / "README.md"
SYSTEM = Path(system.__file__)


def readme_command(marker: str) -> str:
    """The line of the ``sh`` block after ``<!-- marker -->`` in the README."""
    found = re.search(rf"<!-- {marker} -->\s*```sh\n(.*)\n", README.read_text(encoding="utf-8"))
    assert found, f"the README has no {marker} block"
    return found[1].strip()


def test_the_readme_install_line_is_the_list() -> None:
    assert readme_command("system-command") == install_line()


def test_ci_installs_the_whole_list_on_a_machine_that_lacks_it(tmp_path: Path) -> None:
    """.ci/run installs what ``system.py --missing`` prints: on a machine without any of the
    programs, every package of the list, with its options."""
    assert (
        f"python3 {SYSTEM.relative_to(REPO_ROOT)} --missing"
        in (REPO_ROOT / ".ci" / "run").read_text()
    )
    empty = tmp_path / "bin"
    empty.mkdir()
    command = [sys.executable, str(SYSTEM), "--missing"]
    done = subprocess.run(command, env={"PATH": str(empty)}, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    readme = readme_command("system-command").split(" && ")
    assert done.stdout.splitlines() == [i.removeprefix("sudo apt-get install ") for i in readme]


def test_on_a_machine_with_every_program_ci_installs_nothing(tmp_path: Path) -> None:
    folder = tmp_path / "bin"
    folder.mkdir()
    for entry in tools():
        for program in entry.programs:
            (folder / program).write_text("#!/bin/sh\n")
            (folder / program).chmod(0o755)
    command = [sys.executable, str(SYSTEM), "--missing"]
    done = subprocess.run(command, env={"PATH": str(folder)}, capture_output=True, text=True)
    assert (done.returncode, done.stdout) == (0, "")


def test_the_printed_build_asks_for_the_packages_of_the_list() -> None:
    """``rulebook build --format pdf`` names what to install when a program is missing; the
    README's print command says the same."""
    listed = {tool(program) for program in TEX_PROGRAMS}
    assert TEX_PACKAGES.split() == [
        p for entry in tools() if entry in listed for p in entry.packages
    ]
    assert {entry.options for entry in listed} == {("--no-install-recommends",)}
    readme = " ".join(README.read_text(encoding="utf-8").split())
    assert f"apt-get install --no-install-recommends {TEX_PACKAGES}" in readme


def test_every_test_folder_of_the_list_exists() -> None:
    for entry in tools():
        for folder in entry.folders:
            assert (LIST.parent / folder).is_dir(), f"{entry.programs[0]}: no folder tests/{folder}"
