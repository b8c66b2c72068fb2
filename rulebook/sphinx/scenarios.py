"""Scenarios inside the books: under each rule, and wherever a page embeds them.

    :::{scenarios} znamenosets/movement.feature
    :name: Worked example — a warrior walks five cells
    :::

    :::{scenarios}
    :rule: ZN-6.1
    :::

Without ``:name:`` or ``:rule:`` the whole feature file is shown. Every
scenario also appears, with an anchor, under the first rule it cites.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, ClassVar
from weakref import WeakKeyDictionary

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx.addnodes import pending_xref
from sphinx.environment import BuildEnvironment
from sphinx.util import logging
from sphinx.util.docutils import SphinxDirective

from rulebook.scenarios.catalogue import ScenarioInfo
from rulebook.sphinx.diagrams import drawer
from rulebook.sphinx.gherkin import GherkinRenderer, PlainRenderer
from rulebook.sphinx.i18n import _
from rulebook.sphinx.library import Library
from rulebook.sphinx.tryit import game_of
from rulebook.sphinx.tryit import node as tryit_node

logger = logging.getLogger(__name__)


# One library per build environment: read once, shared by every page of the build.
LIBRARIES: WeakKeyDictionary[BuildEnvironment, Library] = WeakKeyDictionary()


def book_library(env: BuildEnvironment) -> Library:
    if env not in LIBRARIES:
        config = env.config
        results = Path(env.srcdir, config.rulebook_results).resolve()
        features = Path(env.srcdir, config.rulebook_features).resolve()
        LIBRARIES[env] = Library(
            config.language or "en",
            results,
            features,
            cache=Path(env.doctreedir),
            code=config.rulebook_code,
        )
        for where, message in LIBRARIES[env].problems:
            logger.warning("%s", message, location=where)
    return LIBRARIES[env]


def note_dependencies(directive: SphinxDirective, infos: list[ScenarioInfo]) -> None:
    """Rebuild the page when its scenarios, their translations or the results change."""
    env = directive.env
    for path in {info.path for info in infos}:
        env.note_dependency(str(path))
    env.note_dependency(str(Path(env.srcdir, env.config.rulebook_results).resolve()))


def renderer(env: BuildEnvironment) -> GherkinRenderer:
    books = book_library(env)
    kind = PlainRenderer if env.config.rulebook_plain_scenarios else GherkinRenderer

    def tryit(info: ScenarioInfo) -> nodes.Node:
        return tryit_node(books.question(info), game_of(info.path, books.features))

    return kind(
        books.verdict,
        drawer(books.language),
        lambda: env.new_serialno("rulebook-diagram"),
        books.language,
        tryit if env.config.rulebook_tryit else None,
    )


def rule_scenarios(directive: SphinxDirective, rule_id: str) -> list[nodes.Node]:
    """Under a rule: the scenarios that live here, then links to the others that cite it."""
    env = directive.env
    books = book_library(env)
    citing = books.citing.get(rule_id, [])
    if not citing:
        return []
    note_dependencies(directive, citing)
    domain = env.get_domain("rules")
    draw = renderer(env)
    block = nodes.container(classes=["rule-scenarios"])
    heading = nodes.paragraph(classes=["rule-scenarios-heading"])
    heading += nodes.strong("", str(_("Scenarios")))
    heading += nodes.Text(f" ({len(citing)})")
    block += heading
    homed = books.homed_under(rule_id)
    for info in homed:
        anchor = books.anchor(info)
        domain.note_scenario(anchor, env.docname)  # type: ignore[attr-defined]
        block += draw.scenario(info, anchor, former=books.former_anchor(info))
    others = [info for info in citing if info not in homed]
    if others:
        line = nodes.paragraph(classes=["rule-scenarios-also"])
        line += nodes.Text(str(_("Also proven by:")) + " ")
        for position, info in enumerate(others):
            if position:
                line += nodes.Text("; ")
            line += scenario_link(info, books)
        block += line
    return [block]


def scenario_link(info: ScenarioInfo, books: Library) -> nodes.Node:
    anchor = books.anchor(info)
    ref = pending_xref(
        "", refdomain="rules", reftype="scenario", reftarget=anchor, refexplicit=True
    )
    ref += nodes.inline("", info.name)
    verdict = books.verdict(info).status
    # A scenario's name is Gherkin text, shown as written (no smart quotes).
    wrapper = nodes.inline(
        classes=["scenario-link", f"scenario-{verdict.replace(' ', '-')}"],
        support_smartquotes=False,
    )
    wrapper += ref
    return wrapper


class ScenariosDirective(SphinxDirective):
    """Embed a feature file, one scenario of it, or every scenario citing a rule."""

    optional_arguments = 1
    option_spec: ClassVar[dict[str, Any]] = {
        "name": directives.unchanged_required,
        "rule": directives.unchanged_required,
        "open": directives.flag,
    }

    def run(self) -> list[nodes.Node]:
        books = book_library(self.env)
        try:
            infos = self.select(books)
        except (KeyError, ValueError) as error:
            logger.warning("%s", error.args[0], location=self.get_location())
            return []
        note_dependencies(self, infos)
        draw = renderer(self.env)
        block = nodes.container(classes=["embedded-scenarios"])
        if self.arguments and not ({"name", "rule"} & set(self.options)):
            path = books.path(self.arguments[0])
            block += draw.feature(books.documents[path], infos)
            return [block]
        for info in infos:
            block += draw.scenario(info, open_="open" in self.options)
        return [block]

    def select(self, books: Library) -> list[ScenarioInfo]:
        if "rule" in self.options:
            if self.arguments or "name" in self.options:
                raise ValueError("give either a rule or a feature file, not both")
            found = books.citing.get(self.options["rule"], [])
            if not found:
                raise KeyError(f"no scenario cites rule {self.options['rule']}")
            return found
        if not self.arguments:
            raise ValueError("name a feature file (relative to the features folder) or a :rule:")
        return books.find(self.arguments[0], self.options.get("name"))
