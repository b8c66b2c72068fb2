"""pytest plugin for scenario runs: marks from tags, and a verdict for every step.

A step's message (why it failed, or what it notes beside passing) is worded in
the scenario's language, or in ``--rulebook-language`` if given. A refused action
that no later step expects fails the step that tried it, with the rule and the
reason, whether a later step stumbles on it or the scenario ends there.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from pytest_bdd.parser import Feature, Scenario, Step

from rulebook.files import write_atomically
from rulebook.paths import REPO_ROOT
from rulebook.scenarios import steplookup
from rulebook.scenarios.catalogue import ScenarioInfo, scenarios_in
from rulebook.scenarios.results import (
    BadResults,
    ScenarioResult,
    StepResult,
    merged,
    read_document,
    results_document,
)
from rulebook.scenarios.stamp import CodeFingerprints, Run, game_of
from rulebook.scenarios.translate import source_key, translation_source
from rulebook.vocabulary.wording import N_, Message, say, word
from rulebook.vocabulary.world import ScenarioWorld, UnexpectedRefusal, Worlds

MARKERS = {
    "rule(rule_id)": "the scenario proves this rule",
    "example": "a worked example of the source rulebook",
    "source(section)": "the section of the source rulebook the example comes from",
    "game(name)": "the game the scenario belongs to",
}
GAMES = ("znamenosets", "classic", "warseer")  # one folder each under features/


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--rulebook-results",
        metavar="PATH",
        help="write every scenario's verdict, step by step, to this JSON file",
    )
    parser.addoption(
        "--rulebook-language",
        metavar="LANG",
        help="word the steps' messages in this language (default: each scenario's own)",
    )


def pytest_configure(config: pytest.Config) -> None:
    steplookup.install()
    for marker, meaning in MARKERS.items():
        config.addinivalue_line("markers", f"{marker}: {meaning}")
    config.stash[RECORDS] = {}
    config.stash[PROGRESS] = {}


def pytest_bdd_apply_tag(tag: str, function: Callable[..., object]) -> bool:
    """Rule tags such as ``ZN-6.1`` are not valid marker names; give them one marker."""
    if tag == "example":
        mark = pytest.mark.example
    elif tag.startswith("source:"):
        mark = pytest.mark.source(tag.removeprefix("source:"))
    elif tag in GAMES:
        mark = pytest.mark.game(tag)
    else:
        mark = pytest.mark.rule(tag)
    mark(function)
    return True


RECORDS = pytest.StashKey[dict[str, ScenarioResult]]()


@dataclass
class Progress:
    """A running scenario's steps by line, and the last state it showed: O(1) per step.

    ``refused_at`` is the line of a step whose refused action no step has expected yet.
    """

    steps: dict[int, StepResult]
    language: str
    snapshot: dict[str, Any] | None = None
    worlds: list[ScenarioWorld] = field(default_factory=list)
    refused_at: int | None = None
    failed: bool = False


PROGRESS = pytest.StashKey[dict[str, Progress]]()


@functools.cache
def scenarios_by_line(filename: str) -> dict[int, ScenarioInfo]:
    return {info.line: info for info in scenarios_in(Path(filename))}


def source_of(filename: str, language: str) -> tuple[str, str]:
    """The source feature a run file stands for, and the language it was run in."""
    path = Path(filename)
    return translation_source(path) or source_key(path), language or "en"


def record(request: pytest.FixtureRequest, feature: Feature, scenario: Scenario) -> ScenarioResult:
    records = request.config.stash[RECORDS]
    key = request.node.nodeid
    if key not in records:
        info = scenarios_by_line(feature.filename)[scenario.line_number]
        source, language = source_of(feature.filename, feature.language)
        callspec = getattr(request.node, "callspec", None)
        records[key] = ScenarioResult(
            feature=source,
            language=language,
            index=info.index,
            example=callspec.indices.get("_pytest_bdd_example") if callspec else None,
            name=scenario.name,
            line=scenario.line_number,
            fingerprint=info.fingerprint,
            steps=[StepResult(s.keyword, s.name, s.line_number) for s in scenario.steps],
        )
        steps = {s.line: s for s in records[key].steps}
        wording = request.config.getoption("rulebook_language") or language
        request.config.stash[PROGRESS][key] = Progress(steps, wording)
    return records[key]


def progress(request: pytest.FixtureRequest) -> Progress:
    return request.config.stash[PROGRESS][request.node.nodeid]


def step_result(request: pytest.FixtureRequest, step: Step) -> StepResult:
    return progress(request).steps[step.line_number]


def pytest_bdd_before_scenario(
    request: pytest.FixtureRequest, feature: Feature, scenario: Scenario
) -> None:
    record(request, feature, scenario)


def pytest_bdd_after_step(
    request: pytest.FixtureRequest,
    feature: Feature,
    scenario: Scenario,
    step: Step,
    step_func: Callable[..., Any],
    step_func_args: dict[str, Any],
) -> None:
    record(request, feature, scenario)
    running = progress(request)
    result = step_result(request, step)
    result.status = "passed"
    result.snapshot = changed_snapshot(running, step_func_args)
    notes: list[Message] = []
    for world in worlds_of(running, step_func_args):
        notes += world.take_notes()
        if world.refusal is not None and running.refused_at is None:
            running.refused_at = step.line_number  # shown on its step, expected or not
            violation = world.refusal
            notes.append(Message(violation.template, violation.fields, violation.rule_id))
        elif world.refusal is None:
            running.refused_at = None  # expected by this step
    if notes:  # the last note's rule is the step's own; the others say theirs inline
        *earlier, last = notes
        words = [
            word(n, running.language) + rule_label(n.rule_id, running.language) for n in earlier
        ]
        result.message = "; ".join([*words, word(last, running.language)])
        result.rule_id = last.rule_id


def rule_label(rule_id: str, language: str) -> str:
    """`` (rule ZN-6.1)`` in ``language``, or nothing without a rule."""
    return " " + say(N_("(rule {rule})"), language, rule=rule_id) if rule_id else ""


def step_worlds(arguments: dict[str, Any]) -> list[ScenarioWorld]:
    """The game worlds a step used: its own world, or through the shared steps' ``Worlds``."""
    found: list[ScenarioWorld] = []
    for value in arguments.values():
        if isinstance(value, Worlds):
            found += value.made
        elif isinstance(value, ScenarioWorld):
            found.append(value)
    return list({id(world): world for world in found}.values())


def worlds_of(running: Progress, arguments: dict[str, Any]) -> list[ScenarioWorld]:
    """The scenario worlds a step used, remembered for the end of the scenario."""
    used = step_worlds(arguments)
    for world in used:
        if all(world is not w for w in running.worlds):
            running.worlds.append(world)
    return used


def changed_snapshot(running: Progress, arguments: dict[str, Any]) -> dict[str, Any] | None:
    """The engine state after a step, if a game world took part and its state changed."""
    worlds = step_worlds(arguments)
    if not worlds:
        return None
    snapshot = worlds[0].rulebook_snapshot()
    if snapshot is None or snapshot == running.snapshot:
        return None
    running.snapshot = snapshot
    return snapshot


def blame_refusal(request: pytest.FixtureRequest, violation: Any) -> StepResult:
    """Fail the step whose refused action no later step expected, with the rule and reason."""
    running = progress(request)
    result = running.steps[running.refused_at] if running.refused_at else None
    assert result is not None, "a refusal without the step that tried its action"
    reason = word(violation, running.language)
    result.status = "failed"
    result.message = say(
        N_("refused, and no later step expects it: {reason}"), running.language, reason=reason
    )
    result.rule_id = violation.rule_id
    running.refused_at = None
    running.failed = True
    return result


def pytest_bdd_step_error(
    request: pytest.FixtureRequest,
    feature: Feature,
    scenario: Scenario,
    step: Step,
    step_func: Callable[..., Any],
    step_func_args: dict[str, Any],
    exception: Exception,
) -> None:
    record(request, feature, scenario)
    running = progress(request)
    running.failed = True
    result = step_result(request, step)
    for world in worlds_of(running, step_func_args):
        world.take_notes()
    if isinstance(exception, UnexpectedRefusal) and running.refused_at is not None:
        blame_refusal(request, exception.violation)
        return  # this step never ran: it stays skipped
    result.status = "failed"
    result.message = message_of(exception, running.language)
    result.rule_id = getattr(exception, "rule_id", "") or ""


def message_of(exception: BaseException, language: str) -> str:
    """Why a step failed, in ``language`` when the exception is worded by template."""
    if hasattr(exception, "template") and hasattr(exception, "fields"):
        return word(exception, language)  # type: ignore[arg-type]
    text = str(exception)
    return text.splitlines()[0] if text else type(exception).__name__


def pytest_bdd_step_func_lookup_error(
    request: pytest.FixtureRequest,
    feature: Feature,
    scenario: Scenario,
    step: Step,
    exception: Exception,
) -> None:
    record(request, feature, scenario)
    running = progress(request)
    running.failed = True
    result = step_result(request, step)
    result.status = "undefined"
    result.message = say(N_("no step definition matches this step"), running.language)


def pytest_bdd_after_scenario(
    request: pytest.FixtureRequest, feature: Feature, scenario: Scenario
) -> None:
    """A scenario that ends with a refusal no step expected fails on the step that tried it."""
    record(request, feature, scenario)
    running = progress(request)
    if running.failed:
        return
    for world in running.worlds:
        if world.refusal is not None:
            violation, world.refusal = world.refusal, None
            result = blame_refusal(request, violation)
            pytest.fail(
                f"line {result.line}: {result.message} ({violation.rule_id})", pytrace=False
            )


def recorded(config: pytest.Config) -> list[ScenarioResult]:
    return list(config.stash[RECORDS].values())


# Under pytest-xdist each worker records its share and hands it to the controller,
# which writes the one results file.
WORKER_RECORDS = pytest.StashKey[list[dict[str, Any]]]()


def pytest_sessionfinish(session: pytest.Session) -> None:
    config = session.config
    records = [r.to_dict() for r in recorded(config)]
    if hasattr(config, "workeroutput"):
        config.workeroutput["rulebook_results"] = json.dumps(records)
        return
    path = config.getoption("rulebook_results")
    records += config.stash.get(WORKER_RECORDS, [])
    if path and records:
        write_results(config.rootpath / path, records)


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node: Any, error: object) -> None:
    output = getattr(node, "workeroutput", {}).get("rulebook_results")
    if output:
        node.config.stash.setdefault(WORKER_RECORDS, []).extend(json.loads(output))


def stamped(records: list[dict[str, Any]], run: Run) -> list[dict[str, Any]]:
    """The records of this run, each with the code fingerprint of its game, the date, the commit."""
    code = CodeFingerprints()
    return [
        {**record, "code": code.of(record["feature"]), "date": run.date, "commit": run.commit}
        for record in records
    ]


def still_there(record: dict[str, Any]) -> bool:
    """Whether the feature file of an earlier record still exists (else the record goes)."""
    feature = Path(record["feature"])
    return (feature if feature.is_absolute() else REPO_ROOT / feature).is_file()


def write_results(path: Path, records: list[dict[str, Any]]) -> None:
    """Merge this run's records into the results file: other scenarios keep their verdicts."""
    run = Run.now()
    try:
        earlier = read_document(path)
    except BadResults:
        earlier = None  # an unreadable file is rewritten from this run alone
    old = [r for r in (earlier or {}).get("scenarios", []) if still_there(r)]
    new = stamped(records, run)
    stamp = {
        "date": run.date,
        "commit": run.commit,
        "code": {game_of(r["feature"]): r["code"] for r in new},
    }
    write_atomically(path, results_document(merged(old, new), stamp))
