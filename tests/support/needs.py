"""A test's programs beyond Python: missing, it is skipped on one line naming the package;
with ``CI`` set, it fails instead, so a green CI proves everything.

A test or module that runs a program says so with the ``needs`` mark; a fixture, with
:func:`uses` (every test that asks for it, however indirectly, needs the program too)::

    pytestmark = pytest.mark.needs("pdftotext")

    @pytest.fixture(scope="session")
    @uses("chromium")
    def browser(): ...

Both are checked before any fixture is set up: a missing program costs no build, and its
skips fold into one line of pytest's summary. :func:`need` gives a program's path. Every
program is one of ``tests/requirements-system.txt`` (:mod:`support.system`), on the line of
every test folder that needs it.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Callable, Iterator
from typing import TypeVar

import pytest

from rulebook.tryit import fetch
from support.system import SHOWN, TESTS, tool

Fixture = TypeVar("Fixture", bound=Callable[..., object])


def pyodide_cached() -> bool:
    """npm only fetches Pyodide (rulebook/tryit/fetch.py): a cached copy needs no npm."""
    return (fetch.cache_dir() / fetch.PYODIDE.tarball).is_file()


DONE_WITHOUT: dict[str, Callable[[], bool]] = {"npm": pyodide_cached}


def in_ci() -> bool:
    return os.environ.get("CI", "").strip().lower() not in ("", "0", "false", "no")


def need(program: str) -> str:
    """``program``'s path (``""`` if what it is for is already done); if it is missing, a
    skip naming its package, or with ``CI`` set a failure."""
    entry = tool(program)
    found = shutil.which(program)
    if found:
        return found
    if program in DONE_WITHOUT and DONE_WITHOUT[program]():
        return ""
    problem = f"{program} missing ({entry.install})"
    if in_ci():
        pytest.fail(f"{problem}: with CI set, every tool of {SHOWN} is needed", pytrace=False)
    pytest.skip(problem)


def uses(*programs: str) -> Callable[[Fixture], Fixture]:
    """Put under ``@pytest.fixture``: the fixture runs ``programs``."""

    def mark(function: Fixture) -> Fixture:
        function.needs = programs  # type: ignore[attr-defined]
        return function

    return mark


def programs_of(item: pytest.Item) -> Iterator[str]:
    """What the test's marks and the fixtures it uses say it runs."""
    for mark in item.iter_markers("needs"):
        yield from mark.args
    definitions = getattr(getattr(item, "_fixtureinfo", None), "name2fixturedefs", {})
    for name in getattr(item, "fixturenames", ()):
        for definition in definitions.get(name, ())[-1:]:  # the one in force here
            yield from getattr(definition.func, "needs", ())


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", f"needs(*programs): the test runs these ({SHOWN})")


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item: pytest.Item) -> None:
    folder = item.path.relative_to(TESTS).parts[0] if item.path.is_relative_to(TESTS) else ""
    for program in dict.fromkeys(programs_of(item)):
        if folder and folder not in tool(program).folders:  # the list says who uses what
            message = f"tests/{folder} needs {program}: add the folder to its line in {SHOWN}"
            pytest.fail(message, pytrace=False)
        need(program)
