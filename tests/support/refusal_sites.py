"""Where the engines refuse, and which tests prove each refusal cites its rule.

A *raise site* is a place in ``engine/`` that names the rule of a refusal: a call of
``RuleViolation`` with a rule ID written in it, a call that hands a rule ID written in it
to a function that refuses with it (``require(state, id, "LS2-5.1")``), or such a
function's default rule ID. :func:`raise_sites` finds them all by reading the source.

:class:`Tracer` watches a test run: each ``RuleViolation`` made is traced to its site
(the innermost site, in the frames that made it, that wrote its rule ID), and each
comparison of its ``rule_id`` with an equal string outside the engine marks the site
*asserted* by the test that runs. A test that only sees a refusal, or matches its
message, reaches the site without asserting its rule.

As a pytest plugin (tests/conftest.py loads it) it traces every run. A run of the whole
default suite that passes fails all the same when a raise site is left unproved, and lists
it. With ``--refusal-sites=DIR`` each process writes what it saw to ``DIR``;
``python -m benchmarks.refusals`` runs the tests so and reports every site.
"""

from __future__ import annotations

import ast
import functools
import json
import os
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path
from types import FrameType
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "engine"
RULE = re.compile(r"(?:LS1|LS2|ZN)-(?:C\.)?\d+(?:\.\d+)*[a-z]?")
KEPT = 3  # tests named per site in a report
FRAMES_OF_A_SITE = 4  # the raise and up to three callers that pass its rule on


@dataclass(frozen=True, order=True)
class Site:
    path: str  # relative to the checkout
    line: int
    end: int
    rule: str

    @property
    def label(self) -> str:
        return f"{self.path}:{self.line}"


def _rule_literal(node: ast.expr | None) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value if RULE.fullmatch(node.value) else None
    return None


def _forwarders(trees: dict[str, ast.Module]) -> dict[str, tuple[int, str]]:
    """Functions that refuse with a rule ID their caller gives, each with where it takes the
    rule (its position and name): a parameter passed on as ``RuleViolation``'s first
    argument, or as the rule of another such function."""
    found: dict[str, tuple[int, str]] = {"RuleViolation": (0, "rule_id")}
    grew = True
    while grew:
        grew = False
        for tree in trees.values():
            for function in ast.walk(tree):
                if isinstance(function, ast.FunctionDef) and function.name not in found:
                    rule = _rule_parameter(function, found)
                    if rule is not None:
                        found[function.name] = rule
                        grew = True
    return found


def _rule_parameter(
    function: ast.FunctionDef, forwarders: dict[str, tuple[int, str]]
) -> tuple[int, str] | None:
    parameters = [a.arg for a in (*function.args.posonlyargs, *function.args.args)]
    for call in ast.walk(function):
        if isinstance(call, ast.Call) and _callee(call) in forwarders:
            argument = _rule_argument(call, forwarders[_callee(call)])
            if isinstance(argument, ast.Name) and argument.id in parameters:
                return parameters.index(argument.id), argument.id
    return None


def _rule_argument(call: ast.Call, where: tuple[int, str]) -> ast.expr | None:
    index, name = where
    if index < len(call.args):
        return call.args[index]
    return next((k.value for k in call.keywords if k.arg == name), None)


def _rule_constants(tree: ast.Module) -> dict[str, str]:
    """A module's names for rule IDs: ``RULE = "LS2-12.3"``."""
    found = {}
    for node in tree.body:
        if isinstance(node, ast.Assign | ast.AnnAssign) and (rule := _rule_literal(node.value)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            found.update({t.id: rule for t in targets if isinstance(t, ast.Name)})
    return found


def _callee(call: ast.Call) -> str:
    func = call.func
    return func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")


def _engine_trees(engine: Path) -> dict[str, ast.Module]:
    return {
        str(path.relative_to(engine.parent)): ast.parse(path.read_text(encoding="utf-8"))
        for path in sorted(engine.rglob("*.py"))
        if path.name != "errors.py" or path.parent.name != "core"
    }


def raise_sites(engine: Path = ENGINE) -> list[Site]:
    """Every raise site of the engines under ``engine`` (see the module's docstring)."""
    trees = _engine_trees(engine)
    forwarders = _forwarders(trees)
    sites: set[Site] = set()
    for path, tree in trees.items():
        constants = _rule_constants(tree)
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and _callee(node) in forwarders:
                argument = _rule_argument(node, forwarders[_callee(node)])
                name = argument.id if isinstance(argument, ast.Name) else ""
                rule = _rule_literal(argument) or constants.get(name)
                if rule:
                    sites.add(Site(path, node.lineno, node.end_lineno or node.lineno, rule))
            elif isinstance(node, ast.FunctionDef) and node.name in forwarders:
                for default in (*node.args.defaults, *node.args.kw_defaults):
                    rule = _rule_literal(default)
                    if rule:
                        sites.add(Site(path, node.lineno, node.end_lineno or node.lineno, rule))
    return sorted(sites)


@functools.cache
def engine_sites() -> list[Site]:
    """The real engines' raise sites, read once a process: the tracer and the verdict share them."""
    return raise_sites(ENGINE)


@dataclass
class Seen:
    reached: list[str] = field(default_factory=list)
    asserted: list[str] = field(default_factory=list)


class Tracer:
    """Traces each ``RuleViolation`` to its site and each check of its rule ID."""

    def __init__(self) -> None:
        self.seen: dict[str, Seen] = {}
        self.sites: dict[tuple[object, ...], str] = {}  # by the innermost frames and rule
        self.test = ""
        self.original: Any = None

    @functools.cached_property
    def by_file(self) -> dict[str, list[Site]]:
        """The sites of each engine file, read when the first violation is traced."""
        found: dict[str, list[Site]] = {}
        for site in engine_sites():
            found.setdefault(str(ROOT / site.path), []).append(site)
        return found

    def site_of(self, rule: str, frame: FrameType) -> str:
        # The innermost frames name the site: the raise, and the forwarders that passed the
        # rule on (a caller's rule may go through two, as require -> require_creature).
        key: tuple[object, ...] = (rule,)
        walked: FrameType | None = frame
        for _ in range(FRAMES_OF_A_SITE):
            if walked is None:
                break
            key += (walked.f_code, walked.f_lineno)
            walked = walked.f_back
        if key not in self.sites:
            self.sites[key] = self.find_site(rule, frame)
        return self.sites[key]

    def find_site(self, rule: str, frame: FrameType | None) -> str:
        first = ""
        while frame is not None:
            path = frame.f_code.co_filename
            if path.startswith(str(ENGINE)):
                first = first or f"{Path(path).relative_to(ROOT)}:{frame.f_lineno}"
                line = frame.f_lineno
                around = [
                    s
                    for s in self.by_file.get(path, [])
                    if s.rule == rule and s.line <= line <= s.end
                ]
                if around:
                    return min(around, key=lambda s: s.end - s.line).label
            frame = frame.f_back
        return f"{first or 'outside the engine'} (rule {rule}, not written there)"

    def note(self, site: str, kind: str) -> None:
        seen = self.seen.setdefault(site, Seen())
        tests = seen.reached if kind == "reached" else seen.asserted
        if self.test and self.test not in tests and len(tests) < KEPT:
            tests.append(self.test)
        elif not self.test and not tests:
            tests.append("(outside a test)")

    def start(self) -> None:
        from engine.core import errors

        tracer = self
        original = self.original = errors.RuleViolation.__init__

        def traced_init(violation: Any, rule_id: str, template: str, /, **fields: Any) -> None:
            original(violation, rule_id, template, **fields)
            traced = TracedRule(rule_id)
            traced.site = tracer.site_of(rule_id, sys._getframe(1))
            traced.tracer = tracer
            violation.rule_id = traced
            tracer.note(traced.site, "reached")

        errors.RuleViolation.__init__ = traced_init  # type: ignore[method-assign]

    def stop(self) -> None:
        from engine.core import errors

        errors.RuleViolation.__init__ = self.original  # type: ignore[method-assign]

    def data(self) -> dict[str, dict[str, list[str]]]:
        return {k: {"reached": v.reached, "asserted": v.asserted} for k, v in self.seen.items()}

    def absorb(self, data: dict[str, dict[str, list[str]]]) -> None:
        """Take in what another process saw."""
        for site, found in data.items():
            seen = self.seen.setdefault(site, Seen())
            for kind in ("reached", "asserted"):
                tests = getattr(seen, kind)
                tests += [t for t in found[kind] if t not in tests][: max(0, KEPT - len(tests))]


class TracedRule(str):
    """A violation's rule ID that tells its tracer when code outside the engine checks it."""

    site = ""
    tracer: Tracer | None = None

    def __eq__(self, other: object) -> bool:
        return self._compared(other, sys._getframe(1))

    def __ne__(self, other: object) -> bool:
        return not self._compared(other, sys._getframe(1))

    def _compared(self, other: object, where: FrameType) -> bool:
        same = str.__eq__(self, other)
        if same is True and self.tracer is not None and not _in_engine(where):
            self.tracer.note(self.site, "asserted")
        return same is True

    __hash__ = str.__hash__

    def __copy__(self) -> TracedRule:
        return self

    def __deepcopy__(self, memo: dict[int, object]) -> TracedRule:
        return self  # a string, and its tracer is shared: a snapshot must not copy the tracer


def _in_engine(frame: FrameType) -> bool:
    return frame.f_code.co_filename.startswith(str(ENGINE))


def merged(folder: Path) -> dict[str, Seen]:
    """What every process of a run saw, by site (the files ``--refusal-sites`` wrote)."""
    tracer = Tracer.__new__(Tracer)
    tracer.seen = {}
    for path in sorted(folder.glob("*.json")):
        tracer.absorb(json.loads(path.read_text(encoding="utf-8")))
    return tracer.seen


def unproved(seen: dict[str, Seen], engine: Path = ENGINE) -> list[Site]:
    """The raise sites no test reached with an assertion of their rule ID."""
    sites = engine_sites() if engine == ENGINE else raise_sites(engine)
    return [s for s in sites if not (s.label in seen and seen[s.label].asserted)]


# The pytest plugin (tests/conftest.py loads it, so every run traces). A run of the whole
# default suite that passes fails all the same if a raise site is left unproved.

TRACER: Tracer | None = None
UNPROVED: list[Site] = []


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--refusal-sites",
        metavar="DIR",
        help="write the raise sites each process saw reached and asserted to DIR/<name>.json",
    )


def pytest_configure(config: pytest.Config) -> None:
    global TRACER
    if TRACER is None:
        TRACER = Tracer()
        TRACER.start()


def pytest_runtest_setup(item: pytest.Item) -> None:
    if TRACER is not None:
        TRACER.test = item.nodeid


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node: Any, error: object) -> None:
    """An xdist worker is done: take in what it saw."""
    data = getattr(node, "workeroutput", {}).get("refusal_sites")
    if data and TRACER is not None:
        TRACER.absorb(json.loads(data))


def whole_suite(config: pytest.Config) -> bool:
    """The run is the README's: every test of the default paths, none left out."""
    option = config.option
    return (
        config.args_source is pytest.Config.ArgsSource.TESTPATHS
        and not option.keyword
        and not option.markexpr
        and not getattr(option, "lf", False)
        and not getattr(option, "deselect", None)
        and not getattr(option, "stepwise", False)
    )


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    config = session.config
    if TRACER is None:
        return
    if hasattr(config, "workerinput"):  # an xdist worker: the controller judges
        config.workeroutput["refusal_sites"] = json.dumps(TRACER.data())  # type: ignore[attr-defined]
        return
    if exitstatus == 0 and whole_suite(config):
        UNPROVED[:] = unproved(TRACER.seen)
        if UNPROVED:
            session.exitstatus = pytest.ExitCode.TESTS_FAILED


def pytest_terminal_summary(terminalreporter: Any) -> None:
    if not UNPROVED:
        return
    terminalreporter.section("raise sites that no test proves", red=True)
    for site in UNPROVED:
        seen = TRACER.seen.get(site.label) if TRACER else None
        state = "reached, its rule ID never asserted" if seen else "never reached"
        terminalreporter.line(f"{site.label}  {site.rule}: {state}")
    terminalreporter.line(
        "Each RuleViolation must be reached by a test that asserts its rule ID "
        "(python -m benchmarks.refusals shows every site)."
    )


def pytest_unconfigure(config: pytest.Config) -> None:
    global TRACER
    if TRACER is None:
        return
    TRACER.stop()
    folder = config.getoption("--refusal-sites")
    if folder:
        name = os.environ.get("PYTEST_XDIST_WORKER", "main")
        Path(folder).mkdir(parents=True, exist_ok=True)
        (Path(folder) / f"{name}.json").write_text(json.dumps(TRACER.data()), encoding="utf-8")
    TRACER = None
