"""pytest plugin for scenario runs: marks from tags, and a verdict for every step.

Each step's verdict is kept by a :class:`~rulebook.scenarios.recording.Recorder`, as
in the direct runner; its messages are worded in the scenario's language, or in
``--rulebook-language`` if given.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from pytest_bdd.parser import Feature, Scenario, Step

from rulebook.files import write_atomically
from rulebook.games import GAMES as REGISTERED
from rulebook.paths import REPO_ROOT
from rulebook.scenarios import steplookup
from rulebook.scenarios.catalogue import ScenarioInfo, scenarios_in
from rulebook.scenarios.recording import Recorder
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
from rulebook.vocabulary.steps import VOCABULARY

MARKERS = {
    "rule(rule_id)": "the scenario proves this rule",
    "example": "a worked example of the source rulebook",
    "source(section)": "the section of the source rulebook the example comes from",
    "game(name)": "the game the scenario belongs to",
}
GAMES = tuple(game.name for game in REGISTERED)  # one folder each under features/


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
    if VOCABULARY.outside_pytest:
        step = VOCABULARY.outside_pytest[0].pattern
        raise pytest.UsageError(
            f"the scenario vocabulary was imported before pytest (first step: {step!r}): "
            "pytest-bdd does not know its steps"
        )
    steplookup.install()
    for marker, meaning in MARKERS.items():
        config.addinivalue_line("markers", f"{marker}: {meaning}")
    config.stash[RECORDS] = {}
    config.stash[RECORDERS] = {}


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
RECORDERS = pytest.StashKey[dict[str, Recorder]]()


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
        wording = request.config.getoption("rulebook_language") or language
        request.config.stash[RECORDERS][key] = Recorder(records[key], wording)
    return records[key]


def recorder(request: pytest.FixtureRequest, feature: Feature, scenario: Scenario) -> Recorder:
    record(request, feature, scenario)
    return request.config.stash[RECORDERS][request.node.nodeid]


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
    alias = getattr(step_func, "alias", None)
    current = VOCABULARY.current_wording(alias, step.name, feature.language) if alias else None
    recorder(request, feature, scenario).passed(step.line_number, step_func_args, current)


def pytest_bdd_step_error(  # pluggy passes a hook only the arguments it names
    request: pytest.FixtureRequest,
    feature: Feature,
    scenario: Scenario,
    step: Step,
    step_func_args: dict[str, Any],
    exception: Exception,
) -> None:
    recorder(request, feature, scenario).raised(step.line_number, step_func_args, exception)


def pytest_bdd_step_func_lookup_error(
    request: pytest.FixtureRequest,
    feature: Feature,
    scenario: Scenario,
    step: Step,
    exception: Exception,
) -> None:
    recorder(request, feature, scenario).undefined(step.line_number)


def pytest_bdd_after_scenario(
    request: pytest.FixtureRequest, feature: Feature, scenario: Scenario
) -> None:
    """A scenario that ends with a refusal no step expected fails on the step that tried it."""
    blamed = recorder(request, feature, scenario).finish()
    if blamed is not None:
        result, violation = blamed
        pytest.fail(f"line {result.line}: {result.message} ({violation.rule_id})", pytrace=False)


def recorded(config: pytest.Config) -> list[ScenarioResult]:
    return list(config.stash.get(RECORDS, {}).values())  # none if configuring failed


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
