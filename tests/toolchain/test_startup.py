"""The compiled dataclass methods kept between runs (rulebook.startup): a class made from
the cache is the class Python makes without it, and a bad cache is made again."""

from __future__ import annotations

import dataclasses
import inspect
import marshal
import sys
import types
from pathlib import Path
from typing import Any

import pytest

from rulebook.startup import kept_dataclass_code

MODULE = "rulebook_startup_sample"  # the module the sample classes say they are from


def sample_classes() -> dict[str, type]:
    """Dataclasses of every kind the engine uses: frozen with slots and order, defaults,
    a default factory, a keyword-only field, a plain mutable one."""
    module = types.ModuleType(MODULE)  # dataclasses compile in the namespace of the class's module
    namespace = module.__dict__
    namespace.update(dataclass=dataclasses.dataclass, field=dataclasses.field)
    source = """
@dataclass(frozen=True, slots=True, order=True)
class Step:
    cell: str
    cost: int = 1

@dataclass(frozen=True)
class Plan:
    steps: tuple[Step, ...]
    notes: list[str] = field(default_factory=list)
    bold: bool = field(default=False, kw_only=True)

@dataclass
class Tally:
    won: int = 0
    lost: int = 0
"""
    sys.modules[MODULE] = module
    try:
        exec(compile(source, MODULE, "exec", dont_inherit=True), namespace)
    finally:
        del sys.modules[MODULE]
    return {name: namespace[name] for name in ("Step", "Plan", "Tally")}


def behaviour(classes: dict[str, type]) -> list[Any]:
    """What a reader of the classes can see: signatures, annotations, values, errors."""
    step_type, plan_type, tally_type = classes["Step"], classes["Plan"], classes["Tally"]
    a, b = step_type("c3"), step_type("c4", 2)
    plan = plan_type((a, b), bold=True)
    tally = tally_type()
    tally.won += 1
    with pytest.raises(dataclasses.FrozenInstanceError):
        a.cost = 5  # type: ignore[misc]
    return [
        [str(inspect.signature(c)) for c in classes.values()],
        [
            {name: repr(kind) for name, kind in c.__init__.__annotations__.items()}  # type: ignore[misc]
            for c in classes.values()
        ],
        [c.__doc__ for c in classes.values()],
        repr(plan),
        repr(tally),
        a < b,
        sorted([b, a]) == [a, b],
        a == step_type("c3", 1),
        hash(a) == hash(step_type("c3")),
        plan.notes,
        dataclasses.replace(plan, bold=False).bold,
        tally_type() == tally_type(),
    ]


def as_python_makes_them() -> list[Any]:
    return behaviour(sample_classes())


def test_classes_from_the_cache_are_the_classes_python_makes(tmp_path: Path) -> None:
    expected = as_python_makes_them()
    with kept_dataclass_code(tmp_path):  # compiled, then kept
        first = behaviour(sample_classes())
    kept = tmp_path / MODULE
    assert kept.is_file()
    written = kept.stat().st_mtime_ns
    with kept_dataclass_code(tmp_path):  # read back: nothing new to compile or to write
        second = behaviour(sample_classes())
    assert first == expected
    assert second == expected
    assert kept.stat().st_mtime_ns == written
    assert not hasattr(dataclasses, "exec")  # dataclasses are as Python left them


@pytest.mark.parametrize("content", [b"", b"\x00not marshal", marshal.dumps(["a list"])])
def test_a_cache_that_cannot_be_read_is_made_again(tmp_path: Path, content: bytes) -> None:
    (tmp_path / MODULE).write_bytes(content)
    with kept_dataclass_code(tmp_path):
        made = behaviour(sample_classes())
    assert made == as_python_makes_them()
    codes = marshal.loads((tmp_path / MODULE).read_bytes())
    assert isinstance(codes, dict) and codes
