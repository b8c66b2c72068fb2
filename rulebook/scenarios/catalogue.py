"""What a feature file holds: its scenarios in order, their tags, backgrounds and fingerprints.

A scenario is known by its feature file and its *index* (0, 1, 2... in file
order). The index is the same in a source file and in its translation, so an
English scenario and its Russian twin share one key. The fingerprint is a hash
of the scenario's text in its language: when the text changes after a run, the
old verdict no longer matches and is shown as stale.
"""

from __future__ import annotations

import functools
import hashlib
import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rulebook.paths import FEATURES_DIR
from rulebook.scenarios.gherkin import read_feature

RULE_PREFIXES = ("ZN-", "LS1-", "LS2-")

Node = dict[str, Any]


@dataclass(frozen=True)
class ScenarioInfo:
    """One scenario (or outline) of a feature file."""

    path: Path
    index: int
    name: str
    line: int
    tags: tuple[str, ...]
    node: Node = field(repr=False, compare=False)
    backgrounds: tuple[Node, ...] = field(default=(), repr=False, compare=False)

    @property
    def rules(self) -> tuple[str, ...]:
        return tuple(t for t in self.tags if t.startswith(RULE_PREFIXES))

    @property
    def is_example(self) -> bool:
        return "example" in self.tags

    @property
    def source_section(self) -> str | None:
        return next((t.removeprefix("source:") for t in self.tags if t.startswith("source:")), None)

    @functools.cached_property
    def fingerprint(self) -> str:
        return fingerprint(self.node, self.backgrounds)


def tag_names(node: Node) -> tuple[str, ...]:
    return tuple(tag["name"].removeprefix("@") for tag in node.get("tags", []))


def step_text(step: Node) -> list[Any]:
    table = [
        [c["value"] for c in row["cells"]] for row in step.get("dataTable", {}).get("rows", [])
    ]
    return [step["keyword"], step["text"], table, step.get("docString", {}).get("content")]


def fingerprint(scenario: Node, backgrounds: tuple[Node, ...] = ()) -> str:
    """A short hash of everything a reader of the scenario sees, in its language."""
    examples = [
        [
            tag_names(block),
            [c["value"] for c in block.get("tableHeader", {}).get("cells", [])],
            [[c["value"] for c in row["cells"]] for row in block.get("tableBody", [])],
        ]
        for block in scenario.get("examples", [])
    ]
    content = [
        [step_text(step) for background in backgrounds for step in background["steps"]],
        scenario["keyword"],
        scenario["name"],
        tag_names(scenario),
        [step_text(step) for step in scenario["steps"]],
        examples,
    ]
    encoded = json.dumps(content, ensure_ascii=False, sort_keys=True).encode("utf-8")
    return hashlib.sha256(encoded).hexdigest()[:16]


def scenarios_of(document: Node, path: Path) -> list[ScenarioInfo]:
    """Every scenario of a parsed feature; it inherits the tags and backgrounds above it."""
    found: list[ScenarioInfo] = []

    def walk(node: Node, tags: tuple[str, ...], backgrounds: tuple[Node, ...]) -> None:
        for child in node.get("children", []):
            if "background" in child:
                backgrounds = (*backgrounds, child["background"])
            elif "rule" in child:
                rule = child["rule"]
                walk(rule, tags + tag_names(rule), backgrounds)
            elif "scenario" in child:
                scenario = child["scenario"]
                own = tags + tag_names(scenario)
                for examples in scenario.get("examples", []):
                    own += tag_names(examples)
                line = scenario["location"]["line"]
                info = ScenarioInfo(
                    path, len(found), scenario["name"], line, own, scenario, backgrounds
                )
                found.append(info)

    feature = document["feature"]
    walk(feature, tag_names(feature), ())
    return found


def scenarios_in(path: Path) -> list[ScenarioInfo]:
    return scenarios_of(read_feature(path), path)


def all_scenarios(root: Path = FEATURES_DIR) -> list[ScenarioInfo]:
    return [s for path in feature_files(root) for s in scenarios_in(path)]


def feature_files(root: Path = FEATURES_DIR) -> Iterator[Path]:
    yield from sorted(root.rglob("*.feature"))
