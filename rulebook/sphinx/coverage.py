"""The coverage page of a game: each rule with its scenarios, the gaps, the examples.

    :::{rule-coverage} ZN
    :::

It is filled in once every page has been read, so it sees every rule.
"""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from pathlib import Path

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.environment import BuildEnvironment
from sphinx.util.docutils import SphinxDirective
from sphinx.util.nodes import make_refnode

from rulebook.scenarios.catalogue import ScenarioInfo
from rulebook.scenarios.verdicts import Verdict
from rulebook.sphinx.gherkin import SOURCE_TAG, badge, run_date, status_label, tag_words
from rulebook.sphinx.i18n import _
from rulebook.sphinx.library import Library, library_key
from rulebook.sphinx.rules import RulesDomain, game_of, rule_sort_key
from rulebook.sphinx.scenarios import book_library
from rulebook.vocabulary.catalog import scenario_texts


class coverage(nodes.General, nodes.Element):
    """Stands where the coverage tables go, until every rule is known."""


class CoverageDirective(SphinxDirective):
    required_arguments = 1

    def run(self) -> list[nodes.Node]:
        coverage_pages(self.env).add(self.env.docname)
        return [coverage(game=self.arguments[0].strip())]


def coverage_pages(env: BuildEnvironment) -> set[str]:
    """The pages that hold a coverage table."""
    if not hasattr(env, "rulebook_coverage"):
        env.rulebook_coverage = set()  # type: ignore[attr-defined]
    return env.rulebook_coverage  # type: ignore[attr-defined, no-any-return]


def written_again(app: Sphinx, env: BuildEnvironment) -> list[str]:
    """A coverage table is filled when its page is written, from the rules of every page and
    the scenarios' verdicts: when those changed, its page is written again (not read again:
    nothing in it changed)."""
    pages = coverage_pages(env)
    inputs = coverage_inputs(env)
    if not pages or getattr(env, "rulebook_coverage_inputs", None) == inputs:
        return []
    env.rulebook_coverage_inputs = inputs  # type: ignore[attr-defined]
    return sorted(pages)


def coverage_inputs(env: BuildEnvironment) -> str:
    """A hash of what the coverage tables are made of: where each rule and scenario stands,
    the feature files and their translations, the code, and the version of the results."""
    domain: RulesDomain = env.get_domain("rules")  # type: ignore[assignment]
    config = env.config
    results = Path(env.srcdir, config.rulebook_results).resolve()
    features = Path(env.srcdir, config.rulebook_features).resolve()
    stat = results.stat() if results.exists() else None
    parts = [
        sorted(domain.rules.items()),
        sorted(domain.scenarios.items()),
        library_key(config.language or "en", features, config.rulebook_code),
        [stat.st_size, stat.st_mtime_ns] if stat else None,
    ]
    return hashlib.sha256(json.dumps(parts).encode()).hexdigest()


def forget_page(app: Sphinx, env: BuildEnvironment, docname: str) -> None:
    coverage_pages(env).discard(docname)


def merge_pages(
    app: Sphinx, env: BuildEnvironment, docnames: set[str], other: BuildEnvironment
) -> None:
    coverage_pages(env).update(coverage_pages(other) & docnames)


def source_section(section: str | None, language: str) -> str:
    """A worked example's section of the source rulebook, in the reader's words."""
    if not section:
        return "—"
    ((context, english),) = tag_words(f"{SOURCE_TAG}{section}")
    return scenario_texts(language).get(context, english) or english


def verdict_badge(verdict: Verdict, language: str) -> nodes.inline:
    return badge(verdict.status, run_date(verdict, language))


def is_block(node: nodes.Node) -> bool:
    """A paragraph, a container, a code block; a reference is inline though docutils says General."""
    return isinstance(node, nodes.Body) and not isinstance(node, nodes.Inline)


def simple_table(
    header: list[str], rows: list[list[nodes.Node]], classes: list[str]
) -> nodes.table:
    group = nodes.tgroup(cols=len(header))
    group += [nodes.colspec(colwidth=1) for _ in header]
    head = nodes.thead()
    head_row = nodes.row()
    for title in header:
        head_row += nodes.entry("", nodes.paragraph("", title))
    head += head_row
    group += head
    body = nodes.tbody()
    for cells in rows:
        row = nodes.row()
        for cell in cells:
            # Block content (a paragraph, a container, a code block) stands in the cell as it
            # is; inline content gets a paragraph, since a block inside one is invalid XHTML.
            row += nodes.entry("", cell if is_block(cell) else nodes.paragraph("", "", cell))
        body += row
    group += body
    return nodes.table("", group, classes=classes)


def fill_coverage(app: Sphinx, doctree: nodes.document, docname: str) -> None:
    placeholders = list(doctree.findall(coverage))
    if not placeholders:
        return
    domain: RulesDomain = app.env.get_domain("rules")  # type: ignore[assignment]
    books = book_library(app.env)
    for placeholder in placeholders:
        placeholder.replace_self(coverage_nodes(app, docname, domain, books, placeholder["game"]))


def coverage_nodes(
    app: Sphinx, docname: str, domain: RulesDomain, books: Library, game: str
) -> list[nodes.Node]:
    builder = app.builder

    def rule_ref(rule_id: str) -> nodes.Node:
        return make_refnode(
            builder, docname, domain.rules[rule_id], rule_id, nodes.literal("", rule_id), rule_id
        )

    def scenario_ref(info: ScenarioInfo) -> nodes.Node:
        anchor = books.anchor(info)
        # A scenario's name is Gherkin text, shown as written (no smart quotes).
        name = nodes.inline("", info.name, support_smartquotes=False)
        if anchor not in domain.scenarios:
            return name
        return make_refnode(builder, docname, domain.scenarios[anchor], anchor, name, info.name)

    rules = sorted((r for r in domain.rules if game_of(r) == game), key=rule_sort_key)
    rows, uncovered = [], []
    for rule_id in rules:
        citing = books.citing.get(rule_id, [])
        statuses = Counter(books.verdict(info).status for info in citing)
        if not citing:
            uncovered.append(rule_id)
        summary = ", ".join(
            f"{status_label(status)}: {count}" for status, count in sorted(statuses.items())
        )
        rows.append([rule_ref(rule_id), nodes.Text(str(len(citing))), nodes.Text(summary or "—")])
    header = [str(_("Rule")), str(_("Scenarios")), str(_("Verdicts"))]
    out: list[nodes.Node] = []
    scenarios = [info for info in books.all() if any(game_of(r) == game for r in info.rules)]
    verdicts = Counter(books.verdict(info).status for info in scenarios)
    total = ", ".join(f"{status_label(s)}: {n}" for s, n in sorted(verdicts.items()))
    overview = str(_("{rules} rules, {scenarios} scenarios; their verdicts: {verdicts}."))
    counts = overview.format(rules=len(rules), scenarios=len(scenarios), verdicts=total or "—")
    out.append(nodes.paragraph("", counts))
    out.append(simple_table(header, rows, ["coverage-table"]))
    out.append(nodes.rubric("", str(_("Rules without scenarios"))))
    if uncovered:
        listing = nodes.bullet_list()
        for rule_id in uncovered:
            listing += nodes.list_item("", nodes.paragraph("", "", rule_ref(rule_id)))
        out.append(listing)
    else:
        out.append(nodes.paragraph("", str(_("None: every rule has at least one scenario."))))
    out.append(nodes.rubric("", str(_("Worked examples of the source rulebook"))))
    examples = [
        info
        for info in books.all()
        if info.is_example and any(game_of(r) == game for r in info.rules)
    ]
    example_rows = [
        [
            nodes.Text(source_section(info.source_section, books.language)),
            scenario_ref(info),
            verdict_badge(books.verdict(info), books.language),
        ]
        for info in examples
    ]
    out.append(
        simple_table(
            [str(_("Source section")), str(_("Scenario")), str(_("Verdict"))],
            example_rows,
            ["examples-table"],
        )
    )
    return out


def setup(app: Sphinx) -> None:
    app.add_node(coverage)
    app.add_directive("rule-coverage", CoverageDirective)
    app.connect("doctree-resolved", fill_coverage)
    app.connect("env-get-updated", written_again)
    app.connect("env-purge-doc", forget_page)
    app.connect("env-merge-info", merge_pages)
