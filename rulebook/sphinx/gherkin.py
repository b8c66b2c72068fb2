"""Gherkin, drawn for the books: keywords, tags, tables, doc strings, verdicts, diagrams.

A scenario is a ``details`` node whose summary (keyword, name, verdict) is
made of docutils nodes, and whose body is one block of escaped HTML (see
:mod:`rulebook.sphinx.html`). None of it carries a source position, so Sphinx
leaves it out of the docs catalogs: a Russian page gets the Russian scenario
text rendered through the step vocabulary, not through per-page messages.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable, Iterable
from typing import Any

from babel.dates import format_date
from docutils import nodes

from rulebook.scenarios.catalogue import RULE_PREFIXES, ScenarioInfo, tag_names
from rulebook.scenarios.results import ScenarioResult, StepResult
from rulebook.scenarios.verdicts import NOT_RUN, STALE, Verdict, row_statuses, worst
from rulebook.sphinx import html
from rulebook.sphinx.diagrams import Draw
from rulebook.sphinx.html import tag, text
from rulebook.sphinx.i18n import _
from rulebook.sphinx.nodes import details, summary
from rulebook.vocabulary.catalog import SOURCE_LANGUAGE, scenario_texts

Node = dict[str, Any]
# The scenarios catalog's contexts for the words of tags (see ``tag_label``).
TAG_CONTEXT, SOURCE_SECTION_CONTEXT = "tag", "source section"
EXAMPLE_TAG, SOURCE_TAG = "example", "source:"

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


def status_label(status: str, ran: str = "") -> str:
    """A verdict in words; a stale one says when it ran (``ran``: the date, as the book writes it)."""
    if status == STALE and ran:
        return str(_("stale (run of {date})")).format(date=ran)
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


def run_date(verdict: Verdict, language: str) -> str:
    """The date of a stale verdict's run, as the book's readers write dates; "" otherwise."""
    if verdict.status != STALE or not verdict.date:
        return ""
    try:
        moment = datetime.datetime.fromisoformat(verdict.date.replace("Z", "+00:00"))
    except ValueError:
        return ""
    return format_date(moment.date(), format="long", locale=language)


def badge(status: str, ran: str = "") -> nodes.inline:
    return nodes.inline("", status_label(status, ran), classes=["badge", f"badge-{slug(status)}"])


def badge_html(status: str, ran: str = "") -> str:
    return tag("span", text(status_label(status, ran)), ["badge", f"badge-{slug(status)}"])


def humanised(name: str) -> str:
    """``attack-bonuses`` -> ``Attack bonuses``: a tag as English words, and its catalog key."""
    words = name.replace("-", " ").replace("_", " ").strip()
    return words[:1].upper() + words[1:]


def tag_words(name: str) -> list[tuple[str, str]]:
    """The words of the scenarios catalog a tag's label needs, as (context, English words)."""
    if name.startswith(RULE_PREFIXES) or name == EXAMPLE_TAG:
        return []  # a rule is linked by its ID; a worked example is the chrome's word
    if name.startswith(SOURCE_TAG):
        return [(SOURCE_SECTION_CONTEXT, humanised(name.removeprefix(SOURCE_TAG)))]
    return [(TAG_CONTEXT, humanised(name))]


def tag_label(name: str, language: str) -> str:
    """A tag as the reader's words: a worked example, its source section, a game..."""
    if name == EXAMPLE_TAG:
        return str(_("worked example"))
    ((context, words),) = tag_words(name)
    shown = scenario_texts(language).get(context, words) or words
    if context == SOURCE_SECTION_CONTEXT:
        return str(_("source: {section}")).format(section=shown)
    return shown


def tags_html(tags: Iterable[str], language: str = SOURCE_LANGUAGE) -> str:
    """Rule tags become links to their rules; the others are labels in the reader's words.

    The tag as written stays in ``data-tag``, for whoever searches the page for it.
    """
    shown = [
        html.rule_link(t)
        if t.startswith(RULE_PREFIXES)
        else tag("span", text(tag_label(t, language)), ["gherkin-tag"], data_tag=f"@{t}")
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


def keyword_html(keyword: str) -> str:
    """A step keyword as written: ``Given `` keeps its space, French ``Lorsqu'`` gets none."""
    word = keyword.rstrip()
    return tag("strong", text(word), ["gherkin-keyword"]) + text(keyword[len(word) :])


def step_line(step: Node) -> str:
    """A step's keyword and text, as plain text (``Given the board:``, ``Lorsqu'il pleut``)."""
    return step["keyword"].lstrip() + step["text"]


def cell_text(value: str) -> str:
    """A table cell as written: a newline or backslash shows as its escape (``\\n``, ``\\\\``)."""
    return value.replace("\\", "\\\\").replace("\n", "\\n")


def doc_string_html(doc: Node) -> str:
    """A doc string as written: its delimiters, with its content type, around the text."""
    opening = doc["delimiter"] + doc.get("mediaType", "")
    fence = tag("span", text(opening), ["docstring-delimiter"])
    closing = tag("span", text(doc["delimiter"]), ["docstring-delimiter"])
    pre = tag("pre", f"{fence}\n{text(doc['content'])}\n{closing}")
    return tag(
        "div",
        tag("div", pre, ["highlight"]),
        ["highlight-text", "notranslate", "gherkin-docstring"],
        **({"data_media_type": doc["mediaType"]} if doc.get("mediaType") else {}),
    )


def table_html(table: Node) -> str:
    return html.table([[cell_text(c["value"]) for c in row["cells"]] for row in table["rows"]])


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
        language: str = SOURCE_LANGUAGE,
        tryit: Callable[[ScenarioInfo], nodes.Node] | None = None,
    ) -> None:
        self.language = language
        self.verdict_of = verdict_of
        self.draw = draw
        self.serial = serial  # numbers unique within the page, for the diagrams' element ids
        self.tryit = (
            tryit  # a scenario's Try it block (rulebook.sphinx.tryit), if the book has them
        )

    def scenario(
        self,
        info: ScenarioInfo,
        anchor: str | None = None,
        open_: bool = False,
        with_background: bool = True,
        former: str | None = None,
    ) -> nodes.Element:
        """One scenario, closed to its title and verdict until the reader opens it.

        Its background steps are listed first, unless the page shows the
        background above it (a whole feature embedded). ``former``: the anchor it had before,
        kept in its title so old links still land on it.
        """
        verdict = self.verdict_of(info)
        node = info.node
        block = details(classes=["scenario", f"scenario-{slug(verdict.status)}"], open=open_)
        if anchor:
            block["ids"].append(anchor)
        title = summary()
        if former:
            title += nodes.inline(ids=[former])
        title += nodes.inline("", f"{node['keyword']}: ", classes=["gherkin-keyword"])
        title += nodes.inline("", node["name"], classes=["scenario-name"])
        title += nodes.Text(" ")
        title += badge(verdict.status, run_date(verdict, self.language))
        block += title
        block += html.raw(self.body(info, verdict, with_background))
        if self.tryit is not None:
            block += self.tryit(info)
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
        shown = [s.snapshot for s in single.steps if s.snapshot is not None] if single else []
        for position, step in enumerate(steps):
            if position < first_own and not with_background:
                continue
            if position == first_own and first_own and with_background:
                items.append(self.label(node["keyword"]))
            result = single.steps[position] if single and position < len(single.steps) else None
            before = self.snapshot_before(single, position) if single else None
            background = position < first_own
            items.append(self.step(step, statuses[position], result, before, background, shown))
        parts = [
            tags_html(tag_names(node), self.language),
            description_html(node.get("description", "")),
        ]
        parts.append(tag("ul", "".join(items), ["gherkin-steps"]))
        parts += [
            self.examples(examples, verdict, node["examples"])
            for examples in node.get("examples", [])
        ]
        if is_outline:  # the steps' messages of outline rows under the examples, each once
            said = {
                (step.status == "passed", step.message, step.rule_id): step
                for record in verdict.records
                for step in record.steps
                if step.message
            }
            parts += [self.message(step) for step in said.values()]
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
            + tags_html(tag_names(node), self.language)
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
        scenario: list[dict[str, Any]] | None = None,
    ) -> str:
        line = tag("span", MARKS[status], ["step-mark"]) + " "
        line += keyword_html(step["keyword"]) + text(step["text"])
        if status:  # said in words too, for screen readers (visually hidden by the stylesheet)
            line += tag("span", text(f" ({status_label(status)})"), ["step-status"])
        parts = [tag("p", line)]
        # A step's table and doc string, in the order the file has them.
        arguments = []
        if "dataTable" in step:
            arguments.append((step["dataTable"]["location"]["line"], table_html(step["dataTable"])))
        if "docString" in step:
            arguments.append(
                (step["docString"]["location"]["line"], doc_string_html(step["docString"]))
            )
        parts += [shown for _line, shown in sorted(arguments, key=lambda found: found[0])]
        if result is not None and result.message:
            parts.append(self.message(result))
        if result is not None and result.snapshot is not None and self.draw:
            title = str(_("The board after: {step}")).format(step=step_line(step))
            svg = self.draw(before, result.snapshot, title, f"d{self.serial()}", scenario or [])
            if svg:
                parts.append(tag("div", svg, ["scenario-diagram"]))
        classes = ["gherkin-step", f"step-{slug(status) or 'plain'}"] + (
            ["step-background"] if background else []
        )
        return tag("li", "".join(parts), classes)

    @staticmethod
    def message(result: StepResult) -> str:
        """Why a step failed (``step-message``, red), or a note beside one that passed
        (``step-note``, quiet): red is for failures alone."""
        rule = f" ({html.rule_link(result.rule_id)})" if result.rule_id else ""
        kind = "step-note" if result.status == "passed" else "step-message"
        return tag("p", text(result.message) + rule, [kind])

    def examples(self, block: Node, verdict: Verdict, all_blocks: list[Node]) -> str:
        """An Examples table, with each row's verdict in a last column."""
        first_row = sum(len(b.get("tableBody", [])) for b in all_blocks[: all_blocks.index(block)])
        rows = block.get("tableBody", [])
        every_row = sum(len(b.get("tableBody", [])) for b in all_blocks)
        statuses = row_statuses(verdict, every_row)[first_row : first_row + len(rows)]
        heading = tag("strong", text(f"{block['keyword']}:")) + (
            text(f" {block['name']}") if block.get("name") else ""
        )
        parts = [
            tag("p", heading, ["gherkin-examples"]),
            tags_html(tag_names(block), self.language),
        ]
        parts.append(description_html(block.get("description", "")))
        if block.get("tableHeader"):
            cells = [[cell_text(c["value"]) for c in block["tableHeader"]["cells"]]]
            cells += [[cell_text(c["value"]) for c in row["cells"]] for row in rows]
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
        former: str | None = None,
    ) -> nodes.Element:
        node = info.node
        lines = [f"{node['keyword']}: {node['name']}"]
        for step in node["steps"]:
            lines.append(f"  {step_line(step)}")
            for row in step.get("dataTable", {}).get("rows", []):
                lines.append("    | " + " | ".join(c["value"] for c in row["cells"]) + " |")
        source = "\n".join(lines)
        block = nodes.literal_block(source, source, classes=["scenario-plain"])
        block["language"] = "gherkin"
        block["ids"] += [anchor for anchor in (anchor, former) if anchor]
        return block
