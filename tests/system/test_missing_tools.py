"""Programs of tests/requirements-system.txt hidden from PATH: outside CI the tests of each
are skipped on one line naming its package; with CI=true they fail. Each run is pytest in a
process of its own on a few tests of the folders that use the programs, trimmed of the
plugins those tests never use (Hypothesis, xdist, the scenario vocabulary); the programs
are hidden all at once, so the two runs cost a few CPU-seconds."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from support.processes import child, environment_without
from support.system import tool

from rulebook.paths import REPO_ROOT
from rulebook.vocabulary import GAME_MODULES

# A program: tests that need it (how many, with their parameters), and a test of the same
# folder that does not, which still passes.
HIDDEN = {
    "chromium": (
        [
            "tests/reader/test_pages.py::test_no_latin_word_on_a_russian_page",
            "tests/reader/test_tryit.py::test_the_reader_s_text_never_becomes_markup_or_script",
        ],
        2,
        None,  # every test of tests/reader reads the built books: none is cheap
    ),
    "xelatex": (
        ["tests/print/test_epub.py::test_the_epub_is_a_zip_with_a_valid_manifest"],
        2,  # a book of each language
        "tests/print/test_downloads.py::test_on_read_the_docs_a_link_leads_to_the_projects_download",
    ),
    "msgfmt": (
        ["tests/l10n/test_pofiles.py::test_gnu_gettext_reads_a_long_previous_msgid"],
        1,
        "tests/l10n/test_pofiles.py::test_a_long_previous_msgid_is_written_as_gnu_gettext_does",
    ),
}
UNUSED_PLUGINS = ("cacheprovider", "xdist", "hypothesispytest", *GAME_MODULES)


def without(programs: list[str], tmp_path: Path) -> str:
    """A PATH with every program of this one but ``programs``: links in one folder."""
    folder = tmp_path / "bin"
    folder.mkdir()
    for directory in map(Path, os.environ["PATH"].split(os.pathsep)):
        for entry in sorted(directory.iterdir()) if directory.is_dir() else ():
            link = folder / entry.name
            if entry.name not in programs and not link.is_symlink():
                link.symlink_to(entry)
    return str(folder)


def pytest_run(tests: list[str], path: str, ci: bool) -> subprocess.CompletedProcess[str]:
    environment = environment_without("PYTEST")
    environment.pop("CI", None)
    environment.update(PATH=path, **({"CI": "true"} if ci else {}))
    command = [sys.executable, "-m", "pytest", "-q", "-rA"]
    command += [f"-pno:{plugin}" for plugin in UNUSED_PLUGINS]
    return child([*command, *tests], REPO_ROOT, environment, timeout=120)


def summary(output: str) -> str:
    return output.strip().splitlines()[-1]


@pytest.mark.parametrize("ci", [False, True], ids=["outside-ci", "ci"])
def test_a_missing_program_skips_its_tests_outside_ci_and_fails_them_in_ci(
    ci: bool, tmp_path: Path
) -> None:
    tests = [test for needing, _, other in HIDDEN.values() for test in [*needing, other] if test]
    done = pytest_run(tests, without(list(HIDDEN), tmp_path), ci)
    passed = sum(1 for _, _, other in HIDDEN.values() if other)
    needing = sum(count for _, count, _ in HIDDEN.values())
    outcome = f"{needing} error" if ci else f"{needing} skipped"
    assert done.returncode == (1 if ci else 0), done.stdout[-3000:]
    assert summary(done.stdout).startswith(f"{passed} passed, {outcome}"), done.stdout[-3000:]
    for program, (_, count, _) in HIDDEN.items():
        line = f"{program} missing ({tool(program).install})"
        if ci:
            assert f"Failed: {line}: with CI set" in done.stdout, program
        else:  # one line for all its tests
            skipped = rf"SKIPPED \[{count}\] tests/support/needs\.py:\d+: {re.escape(line)}"
            assert re.search(skipped, done.stdout), done.stdout[-3000:]
            assert done.stdout.count(line) == 1, done.stdout[-3000:]
