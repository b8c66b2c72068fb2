"""`rulebook build` never shows an old or false verdict as current (issue 10, part 1).

Each test works in a small copy of the checkout (see conftest.py): the real engine and
vocabulary, one chapter, one page of rules. Each tells one story, to run the scenarios
and build the books as few times as it can.
"""

from __future__ import annotations

import re
from typing import Any


def summary(output: str) -> dict[str, str]:
    """``en: 40 passed, 0 failed`` lines, by language."""
    return dict(re.findall(r"^(en|ru): (\d+ passed, \d+ failed.*)$", output, re.M))


def badges(page: str) -> list[str]:
    """The verdict badges of the scenarios' title lines, in page order."""
    return re.findall(r'<summary>.*?class="badge badge-([\w-]+)"', page)


def key(record: dict[str, Any]) -> tuple[Any, ...]:
    return (record["feature"], record["language"], record["index"], record["example"])


def test_a_build_stamps_its_results_and_a_partial_run_merges_into_them(checkout: Any) -> None:
    built = checkout.rulebook("build", "--lang", "en")
    assert built.returncode == 0, built.stdout + built.stderr
    (line,) = summary(built.stdout).values()
    assert re.fullmatch(r"\d+ passed, 0 failed", line), line
    assert set(badges(checkout.page("en"))) == {"passed"}
    # Each record carries the fingerprint of the code it ran on, the date and the commit.
    everything = checkout.results()
    run = everything["run"]
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ", run["date"])
    assert set(run["code"]) == {"znamenosets"}
    for record in everything["scenarios"]:
        assert (record["code"], record["date"]) == (run["code"]["znamenosets"], run["date"])
        assert "commit" in record
    # A partial run replaces its own verdicts and keeps the others, with their stamps.
    assert checkout.scenarios("-k", "horseman").returncode == 0
    before = {key(r): r for r in everything["scenarios"]}
    after = {key(r): r for r in checkout.results()["scenarios"]}
    assert before.keys() == after.keys()
    rerun = {k for k, r in after.items() if r["date"] != before[k]["date"]}
    assert rerun and all("horseman" in after[k]["name"] for k in rerun if k[1] == "en")
    kept = before.keys() - rerun
    assert kept and all(after[k] == before[k] for k in kept)


def test_an_engine_change_makes_verdicts_stale_and_failures_fail_the_build(checkout: Any) -> None:
    assert checkout.scenarios().returncode == 0
    ran = checkout.results()["run"]["date"][:10]
    checkout.break_engine()  # the horseman's strength: the recorded verdicts prove nothing now
    skipped = checkout.rulebook("build", "--skip-scenarios", "--lang", "en")
    assert skipped.returncode == 0, skipped.stdout + skipped.stderr
    (line,) = summary(skipped.stdout).values()
    assert re.fullmatch(r"0 passed, 0 failed, \d+ stale", line), line
    page = checkout.page("en")
    assert set(badges(page)) == {"stale"}
    year, _month, day = (int(part) for part in ran.split("-"))
    assert re.search(rf"stale \(run of \w+ {day}, {year}\)", page)  # with the date of its run

    built = checkout.rulebook("build")  # the scenarios run again, and some fail
    assert built.returncode == 1, built.stdout + built.stderr
    assert "Traceback" not in built.stdout + built.stderr
    assert "scenarios failed" in built.stderr
    lines = summary(built.stdout)
    assert set(lines) == {"en", "ru"}, built.stdout
    for language, line in lines.items():
        passed, failed = map(int, re.findall(r"\d+", line)[:2])
        assert passed > 0 and failed > 0, line
        shown = badges(checkout.page(language))  # both books are written, failures in red
        assert "failed" in shown and "stale" not in shown
