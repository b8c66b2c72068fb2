"""A pytest plugin of ``benchmarks.suite``: the CPU seconds each test costs, where it goes.

Each process of the run (the controller and every xdist worker) writes one line a test to
``$RULEBOOK_SUITE_USAGE/<worker>.jsonl``: the test's id and the CPU seconds (user +
system) of its setup, call and teardown, counting the child processes waited for meanwhile
(a book build, a pytest run, a command). A child reaped later is counted where it is
reaped: Chromium, ended by one test, may show under another.
"""

from __future__ import annotations

import json
import os
import resource
from collections.abc import Iterator
from pathlib import Path
from typing import IO

import pytest

FOLDER = "RULEBOOK_SUITE_USAGE"
_output: list[IO[str]] = []


def cpu_seconds() -> float:
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def pytest_configure(config: pytest.Config) -> None:
    folder = os.environ.get(FOLDER)
    if folder:
        worker = os.environ.get("PYTEST_XDIST_WORKER", "controller")
        _output.append((Path(folder) / f"{worker}.jsonl").open("w", encoding="utf-8"))


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item: pytest.Item) -> Iterator[None]:
    before = cpu_seconds()
    yield
    for output in _output:
        output.write(json.dumps({"test": item.nodeid, "cpu_s": cpu_seconds() - before}) + "\n")
        output.flush()


def pytest_unconfigure(config: pytest.Config) -> None:
    while _output:
        _output.pop().close()
