"""The tracer that holds each refusal of the engines to a test asserting its rule ID
(tests/support/refusal_sites.py): it finds every raise site, tells a test that checks the
rule ID from one that only sees a refusal, and fails a whole run that leaves a site
unproved."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from support.refusal_sites import ROOT, Tracer, raise_sites, unproved

from engine.core.errors import RuleViolation
from engine.core.grid import Cell
from engine.znamenosets.state import require_on_board

ENGINE = """\
from engine.core.errors import RuleViolation
from engine.core.grid import Cell

RULE = "ZN-4.4"


def require(thing: object, rule_id: str) -> None:
    if thing is None:
        raise RuleViolation(rule_id, "nothing")


def check(thing: object, rule: str = "ZN-3.3") -> None:
    require(thing, rule)


def play(thing: object, kind: str) -> None:
    if kind == "one":
        raise RuleViolation("ZN-1.1", "one")
    require(
        thing,
        "ZN-2.2",
    )
    raise RuleViolation(RULE, "constant")


def worked_out(kind: str) -> None:
    raise RuleViolation(kind, "not written here")
"""


def test_every_way_of_naming_a_rule_is_a_site(tmp_path: Path) -> None:
    engine = tmp_path / "engine"
    (engine / "game").mkdir(parents=True)
    (engine / "game" / "rules.py").write_text(ENGINE, encoding="utf-8")
    found = {(site.line, site.rule) for site in raise_sites(engine)}
    assert found == {(12, "ZN-3.3"), (18, "ZN-1.1"), (19, "ZN-2.2"), (23, "ZN-4.4")}
    assert len(unproved({}, engine)) == 4


def test_a_check_of_the_rule_id_proves_its_site_and_a_sight_of_the_refusal_does_not() -> None:
    tracer = Tracer()
    tracer.start()
    try:
        with pytest.raises(RuleViolation) as seen_only:
            require_on_board("ZN-6.1", Cell(9, 9))
        with pytest.raises(RuleViolation) as checked:
            require_on_board("ZN-7.2", Cell(9, 9))
        assert checked.value.rule_id == "ZN-7.2"
    finally:
        tracer.stop()
    sites = {s.rule: s.label for s in raise_sites() if s.path.endswith("znamenosets/state.py")}
    assert "ZN-6.1" not in sites  # handed in by this test, not written in the engine
    reached = [label for label in tracer.seen if "ZN-6.1" in label]
    assert reached and not tracer.seen[reached[0]].asserted, tracer.seen
    asserted = [label for label in tracer.seen if "ZN-7.2" in label]
    assert tracer.seen[asserted[0]].asserted, tracer.seen
    assert str(seen_only.value).startswith("ZN-6.1: ")


def run(*arguments: str) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-n", "0"]
    return subprocess.run(
        [*command, *arguments], cwd=ROOT, capture_output=True, text=True, check=False
    )


def test_a_whole_run_that_leaves_sites_unproved_fails_and_names_them() -> None:
    """A 'whole' run of one small file, all of whose tests pass: the sites of the other
    games go unproved. (A run of chosen tests, as a developer makes, is not judged.)"""
    whole = run("-o", "testpaths=tests/engine/test_zn_attack.py")
    assert whole.returncode == 1, whole.stdout[-2000:]
    assert "raise sites that no test proves" in whole.stdout
    assert "engine/signum/warseer/checks.py" in whole.stdout
