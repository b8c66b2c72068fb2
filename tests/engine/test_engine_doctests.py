"""The runnable examples in the engine's docstrings (every game's package, subpackages too) stay true."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import engine.core
import engine.signum
import engine.znamenosets

PACKAGES = (engine.core, engine.signum, engine.znamenosets)
MODULES = sorted(
    [package.__name__ for package in PACKAGES]
    + [
        info.name
        for package in PACKAGES
        for info in pkgutil.walk_packages(package.__path__, prefix=f"{package.__name__}.")
    ]
)


@pytest.mark.parametrize("name", MODULES)
def test_doctests(name: str) -> None:
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0
