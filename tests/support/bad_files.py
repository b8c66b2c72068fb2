"""A bad input file read by the toolchain: its error names the file and the line first."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

import pytest

E = TypeVar("E", bound=Exception)


def refused(path: Path, text: str, read: Callable[[Path], object], error: type[E], line: int) -> E:
    """``text`` written to ``path`` and read with ``read``: the ``error`` it raised, checked to
    begin with ``path:line:`` as an editor links it."""
    path.write_text(text, encoding="utf-8")
    with pytest.raises(error) as raised:
        read(path)
    assert str(raised.value).startswith(f"{path.as_posix()}:{line}: ")
    return raised.value
