"""How the printed book's own nodes are written in LaTeX (their look: ``texinputs/rulebook.sty``)."""

from __future__ import annotations

from pathlib import Path

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.writers.latex import LaTeXTranslator

from rulebook.printed.diagrams import diagram
from rulebook.printed.markup import compact_cell, compact_row, compact_table
from rulebook.printed.transforms import rule_label

STYLE = Path(__file__).parent / "texinputs" / "rulebook.sty"


def visit_rule_label(self: LaTeXTranslator, node: rule_label) -> None:
    anchors = "".join(self.hypertarget(anchor) for anchor in node["ids"])
    self.body.append(anchors + r"\rulebookrule{" + self.encode(node["rule_id"]) + "}")
    raise nodes.SkipNode


def visit_diagram(self: LaTeXTranslator, node: diagram) -> None:
    size = f"{{{node['width']:.2f}}}{{{node['height']:.2f}}}"
    self.body.append(f"\n\\rulebookdiagram{{{node['file']}}}{{{node['page']}}}{size}\n")
    raise nodes.SkipNode


def visit_compact_table(self: LaTeXTranslator, node: compact_table) -> None:
    columns = max((len(row) for row in node.children), default=1)
    self.body.append(f"\n\\begin{{rulebooktable}}{{{columns}}}\n")


def depart_compact_table(self: LaTeXTranslator, node: compact_table) -> None:
    self.body.append(r"\end{rulebooktable}" + "\n")


def visit_compact_row(self: LaTeXTranslator, node: compact_row) -> None:
    pass


def depart_compact_row(self: LaTeXTranslator, node: compact_row) -> None:
    self.body.append((r"\\\hline" if node.get("head") else r"\\") + "\n")


def visit_compact_cell(self: LaTeXTranslator, node: compact_cell) -> None:
    row = node.parent
    self.body.append(("&" if row.index(node) else "") + (r"\textbf{" if row.get("head") else "{"))


def depart_compact_cell(self: LaTeXTranslator, node: compact_cell) -> None:
    self.body.append("}")


def setup(app: Sphinx) -> None:
    app.add_node(rule_label, latex=(visit_rule_label, None))
    app.add_node(diagram, latex=(visit_diagram, None))
    app.add_node(compact_table, latex=(visit_compact_table, depart_compact_table))
    app.add_node(compact_row, latex=(visit_compact_row, depart_compact_row))
    app.add_node(compact_cell, latex=(visit_compact_cell, depart_compact_cell))
    app.add_latex_package("rulebook")
