"""The HTML of a scenario's body, read back into docutils nodes for a printed book.

The web books write each scenario's steps, tables and diagrams as one block of
escaped HTML (:mod:`rulebook.sphinx.html`). A LaTeX book cannot use HTML, so it
reads that block back, element by element, into the nodes every builder knows:
paragraphs, lists, tables, literals, links to rules. It is a small, fixed
vocabulary, written by our own code; an element outside it is kept as its text.

>>> [node.astext() for node in body_nodes('<p><strong>Given</strong> the board:</p>', print)]
['Given the board:']
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from xml.etree import ElementTree

from docutils import nodes
from sphinx.addnodes import pending_xref

RULE_LINK = "rulebook-rule:"
SVG = "{http://www.w3.org/2000/svg}svg"
# Our diagrams never nest, and their text escapes "<": each one is a match, in document order.
SVG_SOURCE = re.compile(r"<svg\b.*?</svg>", re.DOTALL)
# Shown on the web to screen readers only (the step's mark says it to the eye).
HIDDEN = {"step-status"}
# A diagram's SVG, handed to whoever draws it for this builder; it returns the node to show.
Diagram = Callable[[str], nodes.Node]


def body_nodes(html: str, diagram: Diagram) -> list[nodes.Node]:
    """The body-level nodes of a block of our HTML."""
    root = ElementTree.fromstring(f"<div>{html}</div>")
    return Reader(diagram, SVG_SOURCE.finditer(html)).body(root)


def classes_of(element: ElementTree.Element) -> list[str]:
    return element.get("class", "").split()


class Reader:
    def __init__(self, diagram: Diagram, svgs: Iterator[re.Match[str]]) -> None:
        self.diagram = diagram
        self.svgs = svgs  # each diagram's own text: writing the parsed one again costs more

    def body(self, parent: ElementTree.Element) -> list[nodes.Node]:
        """Block elements; stray text between them becomes a paragraph."""
        found: list[nodes.Node] = []
        if parent.text and parent.text.strip():
            found.append(nodes.paragraph("", parent.text.strip()))
        for element in parent:
            found += self.block(element)
            if element.tail and element.tail.strip():
                found.append(nodes.paragraph("", element.tail.strip()))
        return found

    def block(self, element: ElementTree.Element) -> list[nodes.Node]:
        name, classes = element.tag, classes_of(element)
        if name == SVG:
            return [self.diagram(next(self.svgs).group())]
        if name == "p":
            return [self.inline_children(nodes.paragraph(classes=classes), element)]
        if name in ("ul", "ol"):
            listing = (
                nodes.bullet_list(classes=classes) if name == "ul" else nodes.enumerated_list()
            )
            for item in element:
                listing += nodes.list_item("", *self.body(item), classes=classes_of(item))
            return [listing]
        if name == "table":
            return [self.table(element)]
        if name == "pre":
            text = "".join(element.itertext())
            return [nodes.literal_block(text, text, classes=classes)]
        if name == "div":
            return [nodes.container("", *self.body(element), classes=classes)]
        return [self.inline_children(nodes.paragraph(classes=classes), element)]

    def inline_children(self, node: nodes.Element, element: ElementTree.Element) -> nodes.Element:
        if element.text:
            node += nodes.Text(element.text)
        for child in element:
            node += self.inline(child)
            if child.tail:
                node += nodes.Text(child.tail)
        return node

    def inline(self, element: ElementTree.Element) -> list[nodes.Node]:
        name, classes = element.tag, classes_of(element)
        if HIDDEN & set(classes):
            return []
        if name == "strong":
            return [self.inline_children(nodes.strong(classes=classes), element)]
        if name == "em":
            return [self.inline_children(nodes.emphasis(classes=classes), element)]
        if name == "code":
            text = "".join(element.itertext())
            return [nodes.literal(text, text, classes=classes)]
        if name == "a":
            return [self.link(element)]
        return [self.inline_children(nodes.inline(classes=classes), element)]

    def link(self, element: ElementTree.Element) -> nodes.Node:
        """A link to a rule becomes a cross-reference, resolved like any ``{rule}`` role."""
        href = element.get("href", "")
        if href.startswith(RULE_LINK):
            rule_id = href.removeprefix(RULE_LINK)
            reference = pending_xref(
                "", refdomain="rules", reftype="rule", reftarget=rule_id, refexplicit=True
            )
            reference += nodes.literal(rule_id, rule_id, classes=["xref", "rule-ref"])
            return reference
        return self.inline_children(nodes.reference(refuri=href), element)

    def table(self, element: ElementTree.Element) -> compact_table:
        """A Gherkin table: one line of short cells per row, the header row first."""
        table = compact_table(classes=classes_of(element))
        for section in element:
            for row in section if section.tag in ("thead", "tbody") else [section]:
                line = compact_row(head=section.tag == "thead")
                for cell in row:
                    shown = compact_cell()
                    for part in cell:  # each cell holds one paragraph
                        self.inline_children(shown, part)
                    line += shown
                table += line
        return table


class compact_table(nodes.General, nodes.Element):
    """A table of one-line cells (Gherkin's), simpler to typeset than a docutils table."""


class compact_row(nodes.General, nodes.Element):
    """A row of a ``compact_table``; ``head`` marks the header row."""


class compact_cell(nodes.General, nodes.TextElement):
    """A cell of a ``compact_row``: inline content only."""
