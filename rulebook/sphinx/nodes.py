"""HTML elements docutils lacks: a collapsible block and its summary line."""

from __future__ import annotations

from docutils import nodes
from sphinx import addnodes
from sphinx.application import Sphinx
from sphinx.writers.html5 import HTML5Translator


class details(nodes.General, nodes.Element, addnodes.not_smartquotable):
    """``<details>``: a scenario the reader may open and close.

    What it holds is Gherkin, shown as written: no smart quotes or other typography.
    """


class summary(nodes.General, nodes.TextElement, addnodes.not_smartquotable):
    """``<summary>``: the line shown while a ``details`` is closed."""


def visit_details(self: HTML5Translator, node: details) -> None:
    attributes = {"open": "open"} if node.get("open") else {}
    self.body.append(self.starttag(node, "details", "", **attributes))


def depart_details(self: HTML5Translator, node: details) -> None:
    self.body.append("</details>\n")


def visit_summary(self: HTML5Translator, node: summary) -> None:
    self.body.append(self.starttag(node, "summary", ""))


def depart_summary(self: HTML5Translator, node: summary) -> None:
    self.body.append("</summary>\n")


def skip(self: object, node: nodes.Node) -> None:
    """Builders other than HTML show the content without the wrapper."""


def setup(app: Sphinx) -> None:
    others = {name: (skip, skip) for name in ("latex", "text", "man", "texinfo")}
    app.add_node(details, html=(visit_details, depart_details), **others)
    app.add_node(summary, html=(visit_summary, depart_summary), **others)
