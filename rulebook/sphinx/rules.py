"""The rules domain: every rule paragraph has a stable ID that is also its anchor.

    :::{rule} ZN-6.1
    A warrior walks ...
    :::

    See {rule}`ZN-6.1`.

The anchor is the ID itself, the same in both languages. Under its text a rule
shows the scenarios that prove it. A duplicate ID, a reference to an unknown ID
or a scenario citing an unknown ID is a warning, and the books build with
warnings as errors, so any of them fails the build.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path
from typing import Any, ClassVar

from docutils import nodes
from docutils.nodes import Element
from sphinx.addnodes import pending_xref
from sphinx.builders import Builder
from sphinx.domains import Domain, Index, IndexEntry, ObjType
from sphinx.environment import BuildEnvironment
from sphinx.roles import XRefRole
from sphinx.util import logging
from sphinx.util.docutils import SphinxDirective
from sphinx.util.nodes import make_refnode

from rulebook.sphinx.i18n import _

logger = logging.getLogger(__name__)

RULE_ID = re.compile(r"^(ZN|LS1|LS2)-[0-9A-Z]+(\.[0-9]+)+$")
# Each game's rule index, titled in the book's language (lazy: read when the page is written).
INDEX_TITLES = {
    "ZN": _("Znamenosets: index of rules"),
    "LS1": _("Legends of Signum (classic): index of rules"),
    "LS2": _("Warseer: index of rules"),
}


def game_of(rule_id: str) -> str:
    return rule_id.split("-", 1)[0]


class RuleDirective(SphinxDirective):
    """One numbered rule: its ID as a self-link, its text, then its scenarios."""

    required_arguments = 1
    has_content = True

    def run(self) -> list[nodes.Node]:
        from rulebook.sphinx.scenarios import rule_scenarios

        rule_id = self.arguments[0].strip()
        if not RULE_ID.match(rule_id):
            logger.warning("malformed rule ID %r", rule_id, location=self.get_location())
        container = nodes.container(classes=["rule"], ids=[rule_id])
        # No source on the label: Sphinx leaves it out of the catalogs.
        label = nodes.paragraph(classes=["rule-id"])
        label += nodes.reference(rule_id, rule_id, refid=rule_id, classes=["rule-anchor"])
        container += label
        container += self.parse_content_to_nodes()
        container += rule_scenarios(self, rule_id)
        self.env.get_domain("rules").note_rule(rule_id, self.env.docname, self.get_location())
        return [container]


class RuleIndex(Index):
    """One game's rules, grouped by chapter. Subclassed per game below."""

    game = ""

    def generate(
        self, docnames: Iterable[str] | None = None
    ) -> tuple[list[tuple[str, list[IndexEntry]]], bool]:
        domain: RulesDomain = self.domain  # type: ignore[assignment]
        chapters: dict[str, list[IndexEntry]] = {}
        for rule_id, docname in sorted(
            domain.rules.items(), key=lambda item: rule_sort_key(item[0])
        ):
            if game_of(rule_id) != self.game or (docnames and docname not in docnames):
                continue
            chapter = rule_id.split(".", 1)[0]
            chapters.setdefault(chapter, []).append(
                IndexEntry(rule_id, 0, docname, rule_id, "", "", "")
            )
        return sorted(chapters.items(), key=lambda item: rule_sort_key(item[0])), False


def rule_sort_key(rule_id: str) -> tuple[Any, ...]:
    """ZN-2.10 after ZN-2.9; lettered chapters (ZN-C) after numbered ones."""
    return tuple(
        (0, int(part), "") if part.isdigit() else (1, 0, part)
        for part in re.split(r"[-.]", rule_id)
    )


def game_index(prefix: str, title: object) -> type[RuleIndex]:
    return type(
        f"{prefix}RuleIndex",
        (RuleIndex,),
        {"name": prefix.lower(), "localname": title, "shortname": prefix, "game": prefix},
    )


class RulesDomain(Domain):
    name = "rules"
    label = "Rules"
    object_types: ClassVar[dict[str, ObjType]] = {
        "rule": ObjType("rule", "rule"),
        "scenario": ObjType("scenario", "scenario"),
    }
    directives: ClassVar[dict[str, Any]] = {"rule": RuleDirective}
    roles: ClassVar[dict[str, Any]] = {"rule": XRefRole()}
    indices: ClassVar[list[type[Index]]] = [game_index(p, t) for p, t in INDEX_TITLES.items()]
    initial_data: ClassVar[dict[str, Any]] = {"rules": {}, "scenarios": {}}

    @property
    def rules(self) -> dict[str, str]:
        """Rule ID -> the document that states it."""
        return self.data["rules"]

    @property
    def scenarios(self) -> dict[str, str]:
        """Scenario anchor -> the document that shows it under its home rule."""
        return self.data["scenarios"]

    def note_rule(self, rule_id: str, docname: str, location: str) -> None:
        if rule_id in self.rules:
            logger.warning(
                "duplicate rule ID %s (also in %s)", rule_id, self.rules[rule_id], location=location
            )
        self.rules[rule_id] = docname

    def note_scenario(self, anchor: str, docname: str) -> None:
        self.scenarios[anchor] = docname

    def clear_doc(self, docname: str) -> None:
        for table in (self.rules, self.scenarios):
            for key, doc in list(table.items()):
                if doc == docname:
                    del table[key]

    def merge_domaindata(self, docnames: Iterable[str], otherdata: dict[str, Any]) -> None:
        for name in ("rules", "scenarios"):
            for key, doc in otherdata[name].items():
                if doc in docnames:
                    self.data[name][key] = doc

    def resolve_xref(
        self,
        env: BuildEnvironment,
        fromdocname: str,
        builder: Builder,
        typ: str,
        target: str,
        node: pending_xref,
        contnode: Element,
    ) -> Element | None:
        table = self.scenarios if typ == "scenario" else self.rules
        if target not in table:
            logger.warning(
                "unknown %s %s",
                "scenario" if typ == "scenario" else "rule ID",
                target,
                location=node,
            )
            return None
        # A link's tooltip names what it points to: a rule by its ID, a scenario by its name.
        title = contnode.astext() if typ == "scenario" else target
        return make_refnode(builder, fromdocname, table[target], target, contnode, title)

    def resolve_any_xref(
        self,
        env: BuildEnvironment,
        fromdocname: str,
        builder: Builder,
        target: str,
        node: pending_xref,
        contnode: Element,
    ) -> list[tuple[str, Element]]:
        if target not in self.rules:
            return []
        ref = make_refnode(builder, fromdocname, self.rules[target], target, contnode, target)
        return [("rules:rule", ref)]

    def get_objects(self) -> Iterable[tuple[str, str, str, str, str, int]]:
        for rule_id, docname in sorted(self.rules.items()):
            yield rule_id, rule_id, "rule", docname, rule_id, 1

    def check_consistency(self) -> None:
        """Every rule a scenario cites must exist."""
        from rulebook.sphinx.scenarios import book_library

        for info in book_library(self.env).all():
            for rule_id in info.rules:
                if rule_id not in self.rules:
                    location = f"{Path(info.path)}:{info.line}"
                    logger.warning(
                        "scenario %r cites unknown rule ID %s",
                        info.name,
                        rule_id,
                        location=location,
                    )
