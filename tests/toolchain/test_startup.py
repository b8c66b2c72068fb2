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
from support.processes import child, environment_without

from rulebook.paths import REPO_ROOT
from rulebook.startup import DataclassCode

QUESTIONS = REPO_ROOT / "tests" / "data" / "questions"
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


def made_with(folder: Path, monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """The sample classes' behaviour, their methods from the cache in ``folder`` (a process
    of its own, as far as the cache is concerned: it is saved at the end)."""
    code = DataclassCode(folder)
    with monkeypatch.context() as patched:
        patched.setattr(dataclasses, "exec", code.exec, raising=False)
        made = behaviour(sample_classes())
    code.save()
    return made


def as_python_makes_them(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    with monkeypatch.context() as patched:  # without the cache the toolchain installs
        patched.delattr(dataclasses, "exec", raising=False)
        return behaviour(sample_classes())


def test_classes_from_the_cache_are_the_classes_python_makes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    expected = as_python_makes_them(monkeypatch)
    first = made_with(tmp_path, monkeypatch)  # compiled, then kept
    kept = tmp_path / MODULE
    assert kept.is_file()
    written = kept.stat().st_mtime_ns
    second = made_with(tmp_path, monkeypatch)  # read back: nothing new to compile or write
    assert first == expected
    assert second == expected
    assert kept.stat().st_mtime_ns == written


@pytest.mark.parametrize("content", [b"", b"\x00not marshal", marshal.dumps(["a list"])])
def test_a_cache_that_cannot_be_read_is_made_again(
    tmp_path: Path, content: bytes, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / MODULE).write_bytes(content)
    assert made_with(tmp_path, monkeypatch) == as_python_makes_them(monkeypatch)
    codes = marshal.loads((tmp_path / MODULE).read_bytes())
    assert isinstance(codes, dict) and codes


def test_a_question_twice_gives_the_same_answer_the_second_from_the_kept_code(
    tmp_path: Path,
) -> None:
    """``rulebook check`` keeps the engine's compiled methods, and reads them back."""
    environment = {**environment_without("PYTEST"), "XDG_CACHE_HOME": str(tmp_path)}
    command = [sys.executable, "-m", "rulebook.cli", "check", QUESTIONS / "archer_en.feature"]
    first = child(command, tmp_path, environment)
    kept = {path.name: path.stat().st_mtime_ns for path in code_folder_in(tmp_path).iterdir()}
    second = child(command, tmp_path, environment)
    assert (first.returncode, first.stdout) == (0, second.stdout)
    assert second.returncode == 0
    assert "engine.znamenosets.state" in kept
    assert {p.name: p.stat().st_mtime_ns for p in code_folder_in(tmp_path).iterdir()} == kept


def code_folder_in(cache: Path) -> Path:
    (folder,) = (cache / "signum-rulebook" / "dataclass-code").iterdir()
    return folder
