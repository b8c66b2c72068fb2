"""Gherkin, drawn for the books: keywords, tags, tables, doc strings, verdicts, diagrams.

A scenario is a ``details`` node whose summary (keyword, name, verdict) is
made of docutils nodes, and whose body is one block of escaped HTML (see
:mod:`rulebook.sphinx.html`). None of it carries a source position, so Sphinx
leaves it out of the docs catalogs: a Russian page gets the Russian scenario
text rendered through the step vocabulary, not through per-page messages.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from docutils import nodes

from rulebook.scenarios.catalogue import RULE_PREFIXES, ScenarioInfo, tag_names
from rulebook.scenarios.results import ScenarioResult, StepResult
from rulebook.scenarios.verdicts import NOT_RUN, STALE, Verdict, worst
from rulebook.sphinx import html
from rulebook.sphinx.diagrams import Draw
from rulebook.sphinx.html import tag, text
from rulebook.sphinx.i18n import _
from rulebook.sphinx.nodes import details, summary

Node = dict[str, Any]

NO_STATUS = ""  # a background shown once above its scenarios: each carries its own verdict
MARKS = {
    NO_STATUS: "•",
    "passed": "✓",
    "failed": "✗",
    "skipped": "–",
    "undefined": "?",
    STALE: "~",
    NOT_RUN: "·",
}


def status_label(status: str) -> str:
    labels = {
        "passed": _("passed"),
        "failed": _("failed"),
        "skipped": _("skipped"),
        "undefined": _("undefined step"),
        STALE: _("stale"),
        NOT_RUN: _("not run"),
    }
    return str(labels[status])


def slug(status: str) -> str:
    return status.replace(" ", "-")


def badge(status: str) -> nodes.inline:
    return nodes.inline("", status_label(status), classes=["badge", f"badge-{slug(status)}"])


def badge_html(status: str) -> str:
    return tag("span", text(status_label(status)), ["badge", f"badge-{slug(status)}"])


def tags_html(tags: Iterable[str]) -> str:
    """Rule tags become links to their rules; other tags are shown as they are."""
    shown = [
        html.rule_link(t)
        if t.startswith(RULE_PREFIXES)
        else tag("code", text(f"@{t}"), ["gherkin-tag"])
        for t in tags
    ]
    return tag("p", " ".join(shown), ["gherkin-tags"]) if shown else ""


def description_html(description: str) -> str:
    lines = [line.strip() for line in description.strip("\n").splitlines()]
    paragraphs, current = [], []
    for line in [*lines, ""]:
        if line:
            current.append(line)
        elif current:
            paragraphs.append(tag("p", text(" ".join(current)), ["gherkin-description"]))
            current = []
    return "".join(paragraphs)


def heading_html(keyword: str, name: str = "") -> str:
    return tag(
        "p",
        tag("strong", text(f"{keyword}:"), ["gherkin-keyword"]) + text(f" {name}" if name else ""),
        ["gherkin-heading"],
    )


class GherkinRenderer:
    """Renders scenarios of one feature, in the language of its parsed document."""

    def __init__(
        self,
        verdict_of: Callable[[ScenarioInfo], Verdict],
        draw: Draw | None,
        serial: Callable[[], int],
    ) -> None:
        self.verdict_of = verdict_of
        self.draw = draw
        self.serial = serial  # numbers unique within the page, for the diagrams' element ids

    def scenario(
        self,
        info: ScenarioInfo,
        anchor: str | None = None,
        open_: bool = False,
        with_background: bool = True,
    ) -> nodes.Element:
        """One scenario, closed to its title and verdict until the reader opens it.

        Its background steps are listed first, unless the page shows the
        background above it (a whole feature embedded).
        """
        verdict = self.verdict_of(info)
        node = info.node
        block = details(classes=["scenario", f"scenario-{slug(verdict.status)}"], open=open_)
        if anchor:
            block["ids"].append(anchor)
        title = summary()
        title += nodes.inline("", f"{node['keyword']}: ", classes=["gherkin-keyword"])
        title += nodes.inline("", node["name"], classes=["scenario-name"])
        title += nodes.Text(" ")
        title += badge(verdict.status)
        block += title
        block += html.raw(self.body(info, verdict, with_background))
        return block

    def body(self, info: ScenarioInfo, verdict: Verdict, with_background: bool) -> str:
        node = info.node
        steps = [step for background in info.backgrounds for step in background["steps"]] + node[
            "steps"
        ]
        is_outline = bool(node.get("examples"))
        statuses = self.step_statuses(verdict, len(steps))
        single = verdict.records[0] if len(verdict.records) == 1 and not is_outline else None
        first_own = len(steps) - len(node["steps"])
        items = []
        if with_background and first_own:
            items.append(self.label(info.backgrounds[0]["keyword"]))
        for position, step in enumerate(steps):
            if position < first_own and not with_background:
                continue
            if position == first_own and first_own and with_background:
                items.append(self.label(node["keyword"]))
            result = single.steps[position] if single and position < len(single.steps) else None
            before = self.snapshot_before(single, position) if single else None
            items.append(self.step(step, statuses[position], result, before, position < first_own))
        parts = [tags_html(tag_names(node)), description_html(node.get("description", ""))]
        parts.append(tag("ul", "".join(items), ["gherkin-steps"]))
        parts += [
            self.examples(examples, verdict, node["examples"])
            for examples in node.get("examples", [])
        ]
        if is_outline:  # the failed steps' messages of outline rows, under the examples
            parts += [
                self.message(step)
                for record in verdict.records
                for step in record.steps
                if step.message
            ]
        return "".join(parts)

    @staticmethod
    def label(keyword: str) -> str:
        """A keyword line inside a step list, such as ``Background:``."""
        return tag(
            "li",
            tag("p", tag("strong", text(f"{keyword}:"), ["gherkin-keyword"])),
            ["gherkin-step-label"],
        )

    def feature(self, document: Node, infos: list[ScenarioInfo]) -> list[nodes.Node]:
        """A whole feature file: its title, background, rules and scenarios, in file order."""
        by_line = {info.line: info for info in infos}
        return self.block(document["feature"], by_line, ["gherkin-feature"])

    def block(
        self, node: Node, by_line: dict[int, ScenarioInfo], classes: list[str]
    ) -> list[nodes.Node]:
        """A Feature or a Rule: its heading, then its children."""
        section = nodes.container(classes=classes)
        section += html.raw(
            heading_html(node["keyword"], node["name"])
            + tags_html(tag_names(node))
            + description_html(node.get("description", ""))
        )
        for child in node.get("children", []):
            if "background" in child:
                section += html.raw(self.background(child["background"]))
            elif "rule" in child:
                section += self.block(child["rule"], by_line, ["gherkin-rule"])
            elif "scenario" in child:
                info = by_line[child["scenario"]["location"]["line"]]
                section += self.scenario(info, with_background=False)
        return [section]

    def background(self, node: Node) -> str:
        steps = "".join(self.step(step, NO_STATUS, None, None, True) for step in node["steps"])
        content = heading_html(node["keyword"], node.get("name", ""))
        content += description_html(node.get("description", "")) + tag(
            "ul", steps, ["gherkin-steps"]
        )
        return tag("div", content, ["gherkin-background"])

    def step_statuses(self, verdict: Verdict, count: int) -> list[str]:
        if verdict.status in (STALE, NOT_RUN) or not verdict.records:
            return [verdict.status] * count
        return [
            worst([r.steps[i].status for r in verdict.records if i < len(r.steps)])
            for i in range(count)
        ]

    @staticmethod
    def snapshot_before(record: ScenarioResult, position: int) -> dict[str, Any] | None:
        earlier = [s.snapshot for s in record.steps[:position] if s.snapshot is not None]
        return earlier[-1] if earlier else None

    def step(
        self,
        step: Node,
        status: str,
        result: StepResult | None,
        before: dict[str, Any] | None,
        background: bool,
    ) -> str:
        line = tag("span", MARKS[status], ["step-mark"]) + " "
        line += tag("strong", text(step["keyword"].strip()), ["gherkin-keyword"]) + text(
            " " + step["text"]
        )
        if status:  # said in words too, for screen readers (visually hidden by the stylesheet)
            line += tag("span", text(f" ({status_label(status)})"), ["step-status"])
        parts = [tag("p", line)]
        if "dataTable" in step:
            parts.append(
                html.table(
                    [[c["value"] for c in row["cells"]] for row in step["dataTable"]["rows"]]
                )
            )
        if "docString" in step:
            # Shown as written: its media type, if any, is not a language to highlight.
            pre = tag("pre", text(step["docString"]["content"]))
            parts.append(
                tag(
                    "div",
                    tag("div", pre, ["highlight"]),
                    ["highlight-text", "notranslate", "gherkin-docstring"],
                )
            )
        if result is not None and result.message:
            parts.append(self.message(result))
        if result is not None and result.snapshot is not None and self.draw:
            title = str(_("The board after: {step}")).format(
                step=f"{step['keyword'].strip()} {step['text']}"
            )
            svg = self.draw(before, result.snapshot, title, f"d{self.serial()}")
            if svg:
                parts.append(tag("div", svg, ["scenario-diagram"]))
        classes = ["gherkin-step", f"step-{slug(status) or 'plain'}"] + (
            ["step-background"] if background else []
        )
        return tag("li", "".join(parts), classes)

    @staticmethod
    def message(result: StepResult) -> str:
        rule = f" ({html.rule_link(result.rule_id)})" if result.rule_id else ""
        return tag("p", text(result.message) + rule, ["step-message"])

    def examples(self, block: Node, verdict: Verdict, all_blocks: list[Node]) -> str:
        """An Examples table, with each row's verdict in a last column."""
        first_row = sum(len(b.get("tableBody", [])) for b in all_blocks[: all_blocks.index(block)])
        rows = block.get("tableBody", [])
        by_row = {r.example: r.status for r in verdict.records}
        statuses = [
            verdict.status
            if verdict.status in (STALE, NOT_RUN)
            else by_row.get(first_row + i, NOT_RUN)
            for i in range(len(rows))
        ]
        heading = tag("strong", text(f"{block['keyword']}:")) + (
            text(f" {block['name']}") if block.get("name") else ""
        )
        parts = [tag("p", heading, ["gherkin-examples"]), tags_html(tag_names(block))]
        parts.append(description_html(block.get("description", "")))
        if block.get("tableHeader"):
            cells = [[c["value"] for c in block["tableHeader"]["cells"]]]
            cells += [[c["value"] for c in row["cells"]] for row in rows]
            parts.append(
                html.table(
                    cells, extra=[badge_html(s) for s in statuses], extra_title=str(_("verdict"))
                )
            )
        return "".join(parts)


class PlainRenderer(GherkinRenderer):
    """Scenarios as plain code blocks: no verdicts, no diagrams (the benchmarks' baseline)."""

    def scenario(
        self,
        info: ScenarioInfo,
        anchor: str | None = None,
        open_: bool = False,
        with_background: bool = True,
    ) -> nodes.Element:
        node = info.node
        lines = [f"{node['keyword']}: {node['name']}"]
        for step in node["steps"]:
            lines.append(f"  {step['keyword'].strip()} {step['text']}")
            for row in step.get("dataTable", {}).get("rows", []):
                lines.append("    | " + " | ".join(c["value"] for c in row["cells"]) + " |")
        source = "\n".join(lines)
        block = nodes.literal_block(source, source, classes=["scenario-plain"])
        block["language"] = "gherkin"
        if anchor:
            block["ids"].append(anchor)
        return block
