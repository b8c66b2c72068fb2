"""Gherkin, drawn as docutils nodes: keywords, tags, tables, doc strings, verdicts.

The nodes carry no source position on purpose: Sphinx then leaves them out of
the docs catalogs. A Russian page gets the Russian scenario text, rendered
through the step vocabulary, not through per-page messages.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

from docutils import nodes
from sphinx.addnodes import pending_xref

from rulebook.scenarios.catalogue import RULE_PREFIXES, ScenarioInfo, tag_names
from rulebook.scenarios.results import ScenarioResult, StepResult
from rulebook.scenarios.verdicts import NOT_RUN, STALE, Verdict, worst
from rulebook.sphinx.diagrams import Draw
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


def badge(status: str) -> nodes.inline:
    slug = status.replace(" ", "-")
    return nodes.inline("", status_label(status), classes=["badge", f"badge-{slug}"])


def rule_link(rule_id: str) -> pending_xref:
    ref = pending_xref("", refdomain="rules", reftype="rule", reftarget=rule_id, refexplicit=False)
    ref += nodes.literal(rule_id, rule_id, classes=["xref", "rule-ref"])
    return ref


def tags_line(tags: Iterable[str]) -> nodes.paragraph | None:
    """Rule tags become links to their rules; other tags are shown as they are."""
    tags = list(tags)
    if not tags:
        return None
    line = nodes.paragraph(classes=["gherkin-tags"])
    for position, tag in enumerate(tags):
        if position:
            line += nodes.Text(" ")
        if tag.startswith(RULE_PREFIXES):
            line += rule_link(tag)
        else:
            line += nodes.literal(f"@{tag}", f"@{tag}", classes=["gherkin-tag"])
    return line


def description(text: str) -> list[nodes.Node]:
    lines = [line.strip() for line in text.strip("\n").splitlines()]
    paragraphs, current = [], []
    for line in [*lines, ""]:
        if line:
            current.append(line)
        elif current:
            paragraphs.append(
                nodes.paragraph("", " ".join(current), classes=["gherkin-description"])
            )
            current = []
    return paragraphs


def table(
    rows: Sequence[Sequence[str]], header: bool = True, statuses: Sequence[str] = ()
) -> nodes.table:
    """A Gherkin table as a docutils table; ``statuses`` adds a verdict column to the body."""
    columns = len(rows[0]) + (1 if statuses else 0)
    group = nodes.tgroup(cols=columns)
    group += [nodes.colspec(colwidth=1) for _ in range(columns)]

    def row(cells: Sequence[str], status: str | None = None) -> nodes.row:
        entries = nodes.row()
        for value in cells:
            entries += nodes.entry("", nodes.paragraph("", value))
        if status is not None:
            entries += nodes.entry("", nodes.paragraph("", "", badge(status)))
        return entries

    body_rows = rows[1:] if header else rows
    if header:
        head = nodes.thead()
        head += row([*rows[0], str(_("verdict"))] if statuses else rows[0])
        group += head
    body = nodes.tbody()
    for position, cells in enumerate(body_rows):
        body += row(cells, statuses[position] if statuses else None)
    group += body
    return nodes.table("", group, classes=["gherkin-table"])


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
    ) -> details:
        """One scenario, closed to its title and verdict until the reader opens it.

        Its background steps are listed first, unless the page shows the
        background above it (a whole feature embedded).
        """
        verdict = self.verdict_of(info)
        node = info.node
        # Step text is quoted as written: no typographic quotes (and no time spent on them).
        block = details(
            classes=["scenario", f"scenario-{verdict.status.replace(' ', '-')}"],
            open=open_,
            support_smartquotes=False,
        )
        if anchor:
            block["ids"].append(anchor)
        title = summary()
        title += nodes.inline("", f"{node['keyword']}: ", classes=["gherkin-keyword"])
        title += nodes.inline("", node["name"], classes=["scenario-name"])
        title += nodes.Text(" ")
        title += badge(verdict.status)
        block += title
        tags = tags_line(tag_names(node))
        if tags:
            block += tags
        block += description(node.get("description", ""))
        steps = [step for background in info.backgrounds for step in background["steps"]] + node[
            "steps"
        ]
        is_outline = bool(node.get("examples"))
        statuses = self.step_statuses(verdict, len(steps))
        single = verdict.records[0] if len(verdict.records) == 1 and not is_outline else None
        listing = nodes.bullet_list(classes=["gherkin-steps"])
        first_own = len(steps) - len(node["steps"])
        if with_background and first_own:
            listing += self.label(info.backgrounds[0]["keyword"])
        for position, step in enumerate(steps):
            if position < first_own and not with_background:
                continue
            if position == first_own and first_own and with_background:
                listing += self.label(node["keyword"])
            result = single.steps[position] if single and position < len(single.steps) else None
            before = self.snapshot_before(single, position) if single else None
            listing += self.step(step, statuses[position], result, before, position < first_own)
        block += listing
        for examples in node.get("examples", []):
            block += self.examples(examples, verdict, node["examples"])
        block += self.failures(verdict, is_outline)
        return block

    @staticmethod
    def label(keyword: str) -> nodes.list_item:
        """A keyword line inside a step list, such as ``Background:``."""
        item = nodes.list_item(classes=["gherkin-step-label"])
        item += nodes.paragraph(
            "", "", nodes.strong("", f"{keyword}:", classes=["gherkin-keyword"])
        )
        return item

    def feature(self, document: Node, infos: list[ScenarioInfo]) -> list[nodes.Node]:
        """A whole feature file: its title, background, rules and scenarios, in file order."""
        by_line = {info.line: info for info in infos}
        return self.block(document["feature"], by_line, ["gherkin-feature"])

    def block(
        self, node: Node, by_line: dict[int, ScenarioInfo], classes: list[str]
    ) -> list[nodes.Node]:
        """A Feature or a Rule: its heading, then its children."""
        section = nodes.container(classes=classes, support_smartquotes=False)
        heading = nodes.paragraph(classes=["gherkin-heading"])
        heading += nodes.strong("", f"{node['keyword']}:", classes=["gherkin-keyword"])
        heading += nodes.Text(f" {node['name']}")
        section += heading
        tags = tags_line(tag_names(node))
        if tags:
            section += tags
        section += description(node.get("description", ""))
        for child in node.get("children", []):
            if "background" in child:
                section += self.background(child["background"])
            elif "rule" in child:
                section += self.block(child["rule"], by_line, ["gherkin-rule"])
            elif "scenario" in child:
                info = by_line[child["scenario"]["location"]["line"]]
                section += self.scenario(info, with_background=False)
        return [section]

    def background(self, node: Node) -> nodes.container:
        section = nodes.container(classes=["gherkin-background"])
        heading = nodes.paragraph(classes=["gherkin-heading"])
        heading += nodes.strong("", f"{node['keyword']}:", classes=["gherkin-keyword"])
        if node.get("name"):
            heading += nodes.Text(f" {node['name']}")
        section += heading
        section += description(node.get("description", ""))
        listing = nodes.bullet_list(classes=["gherkin-steps"])
        for step in node["steps"]:
            listing += self.step(step, NO_STATUS, None, None, True)
        section += listing
        return section

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
    ) -> nodes.list_item:
        classes = ["gherkin-step", f"step-{status.replace(' ', '-') or 'plain'}"]
        item = nodes.list_item(classes=classes + (["step-background"] if background else []))
        line = nodes.paragraph()
        line += nodes.inline("", MARKS[status], classes=["step-mark"])
        line += nodes.Text(" ")
        line += nodes.strong("", step["keyword"].strip(), classes=["gherkin-keyword"])
        line += nodes.Text(" " + step["text"])
        if status:  # said in words too, for screen readers (visually hidden by the stylesheet)
            line += nodes.inline("", f" ({status_label(status)})", classes=["step-status"])
        item += line
        if "dataTable" in step:
            item += table([[c["value"] for c in row["cells"]] for row in step["dataTable"]["rows"]])
        if "docString" in step:
            doc = step["docString"]
            # Shown as written: its media type, if any, is not a language to highlight.
            block = nodes.literal_block(
                doc["content"], doc["content"], classes=["gherkin-docstring"]
            )
            block["language"] = "text"
            item += block
        if result is not None and result.message:
            item += self.message(result)
        if result is not None and result.snapshot is not None and self.draw:
            title = str(_("The board after: {step}")).format(
                step=f"{step['keyword'].strip()} {step['text']}"
            )
            svg = self.draw(before, result.snapshot, title, f"d{self.serial()}")
            if svg:
                item += nodes.container(
                    "", nodes.raw("", svg, format="html"), classes=["scenario-diagram"]
                )
        return item

    @staticmethod
    def message(result: StepResult) -> nodes.paragraph:
        text = nodes.paragraph(classes=["step-message"])
        text += nodes.Text(result.message)
        if result.rule_id:
            text += nodes.Text(" (")
            text += rule_link(result.rule_id)
            text += nodes.Text(")")
        return text

    def examples(self, block: Node, verdict: Verdict, all_blocks: list[Node]) -> list[nodes.Node]:
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
        heading = nodes.paragraph(classes=["gherkin-examples"])
        heading += nodes.strong("", f"{block['keyword']}:")
        if block.get("name"):
            heading += nodes.Text(f" {block['name']}")
        out: list[nodes.Node] = [heading]
        tags = tags_line(tag_names(block))
        if tags:
            out.append(tags)
        out += description(block.get("description", ""))
        if block.get("tableHeader"):
            cells = [[c["value"] for c in block["tableHeader"]["cells"]]]
            cells += [[c["value"] for c in row["cells"]] for row in rows]
            out.append(table(cells, statuses=statuses))
        return out

    def failures(self, verdict: Verdict, is_outline: bool) -> list[nodes.Node]:
        """For outline rows, the failed steps' messages, under the examples."""
        if not is_outline:
            return []
        out: list[nodes.Node] = []
        for record in verdict.records:
            for step in record.steps:
                if step.message:
                    out.append(self.message(step))
        return out


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
        text = "\n".join(lines)
        block = nodes.literal_block(text, text, classes=["scenario-plain"])
        block["language"] = "gherkin"
        if anchor:
            block["ids"].append(anchor)
        return block
