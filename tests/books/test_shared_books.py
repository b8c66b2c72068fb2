"""The real books are built once per test run and shared by every test and worker (issue 10,
part 5): ``once`` makes a thing on the first ask and hands the same folder to every later ask."""

from __future__ import annotations

import uuid
from pathlib import Path

import pytest
from support.books import once


class Make:
    """A ``make`` for ``once``: it writes a page and answers "" (made), or answers ``failure``;
    each folder it is asked to make in is kept in ``folders``."""

    def __init__(self, failure: str = "") -> None:
        self.failure = failure
        self.folders: list[Path] = []

    def __call__(self, folder: Path) -> str:
        self.folders.append(folder)
        if not self.failure:
            (folder / "book.html").write_text("built", encoding="utf-8")
        return self.failure


def test_the_first_ask_makes_it_and_every_later_ask_shares_it(
    tmp_path_factory: pytest.TempPathFactory,
) -> None:
    make = Make()
    name = f"shared-{uuid.uuid4().hex}"  # workers share the folder: a name of this test's own
    first, second = once(tmp_path_factory, name, make), once(tmp_path_factory, name, make)
    assert make.folders == [first] and second == first
    assert (second / "book.html").read_text(encoding="utf-8") == "built"


def test_a_failed_make_fails_every_asker_without_making_it_again(
    tmp_path_factory: pytest.TempPathFactory,
) -> None:
    make = Make("the scenario run failed")
    name = f"broken-{uuid.uuid4().hex}"
    for _ in range(2):
        with pytest.raises(pytest.fail.Exception, match="the scenario run failed"):
            once(tmp_path_factory, name, make)
    assert len(make.folders) == 1
