"""The web book's pieces, reshaped for paper and e-readers.

On the web a scenario is a ``<details>`` the reader opens, its body one block of
HTML, and a rule's ID is a grid column. A printed book has nothing to open: every
scenario is shown whole, with its verdict and the date of the run behind it. For
LaTeX, the body's HTML is read back into docutils nodes, its diagrams become
vector PDF pages, and each rule's ID goes to the margin beside its first line.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.transforms.post_transforms import SphinxPostTransform

from rulebook.printed.diagrams import DiagramPages
from rulebook.printed.markup import body_nodes
from rulebook.printed.rundate import run_date
from rulebook.sphinx.html import RAW_CLASS
from rulebook.sphinx.i18n import _
from rulebook.sphinx.nodes import details, summary

DIAGRAMS_KEY = "rulebook_diagrams"


class rule_label(nodes.Inline, nodes.Element):
    """A rule's ID in the margin (``rule_id``), and the anchors of the rule (``ids``)."""


class OpenScenarios(SphinxPostTransform):
    """Every scenario shown whole: a block with a title line, the verdict and its run date."""

    builders = ("epub",)
    default_priority = 5  # before cross-references are resolved (10)
    anchors_as_targets = False  # LaTeX makes no anchor for a container's ids

    def run(self, **kwargs: Any) -> None:
        results = Path(self.env.srcdir, self.config.rulebook_results)
        ran = run_date(results, self.config.language or "en")
        for block in list(self.document.findall(details)):
            shown = nodes.container(classes=block["classes"])
            if self.anchors_as_targets and block["ids"]:
                shown += nodes.target("", "", ids=list(block["ids"]))
            else:
                shown["ids"] = list(block["ids"])
            for child in block.children:
                if isinstance(child, summary):
                    title = nodes.paragraph("", "", *child.children, classes=["scenario-title"])
                    if ran:
                        title += nodes.Text(" ")
                        title += nodes.inline(
                            "", str(_("run of {date}")).format(date=ran), classes=["run-date"]
                        )
                    shown += title
                else:
                    shown += child.deepcopy()
            block.replace_self(shown)


class LatexOpenScenarios(OpenScenarios):
    builders = ("latex",)
    anchors_as_targets = True


class LatexScenarioBodies(SphinxPostTransform):
    """The scenarios' HTML read back into nodes; their diagrams into one PDF of pages."""

    builders = ("latex",)
    default_priority = 6  # after OpenScenarios, before cross-references are resolved

    def run(self, **kwargs: Any) -> None:
        pages = DiagramPages()
        for raw in list(self.document.findall(nodes.raw)):
            if RAW_CLASS in raw["classes"]:
                raw.replace_self(body_nodes(raw.astext(), pages.node))
        self.document[DIAGRAMS_KEY] = pages  # written out once the doctree is resolved


def write_diagrams(app: Sphinx, doctree: nodes.document, docname: str) -> None:
    """The diagram files beside the LaTeX book that includes their pages."""
    pages = doctree.attributes.pop(DIAGRAMS_KEY, None)
    if pages is not None:
        pages.write(Path(app.outdir))


class MarginRuleIds(SphinxPostTransform):
    """A rule's ID leaves its own line for the margin beside the rule's first paragraph."""

    builders = ("latex",)
    default_priority = 6

    def run(self, **kwargs: Any) -> None:
        for rule in list(self.document.findall(nodes.container)):
            if "rule" not in rule["classes"] or not len(rule):
                continue
            first = rule[0]
            if not (isinstance(first, nodes.paragraph) and "rule-id" in first["classes"]):
                continue
            rule_id = first.astext()
            label = rule_label(rule_id=rule_id, ids=list(rule["ids"]))
            rule["ids"] = []
            following = rule[1] if len(rule) > 1 else None
            if isinstance(following, nodes.paragraph):
                following.insert(0, label)
                rule.remove(first)
            else:
                first.replace_self(nodes.paragraph("", "", label))
