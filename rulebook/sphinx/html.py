"""Small pieces of HTML, every text escaped, for the bodies of scenarios.

A scenario's steps, tables and diagrams go into the page as one block of HTML
rather than hundreds of docutils nodes, which would multiply the work of every
transform Sphinx runs. Links to rules are written as ``rulebook-rule:ID`` and
resolved once every rule is known (see :func:`resolve_rule_links`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from html import escape

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.util import logging

logger = logging.getLogger(__name__)

RAW_CLASS = "rulebook-html"
RULE_LINK = re.compile(r'href="rulebook-rule:([^"]+)"')


# Blocks start on a line of their own: the search index strips the tags of raw HTML, and
# without the line break two table cells or two steps would run together into one word.
BLOCKS = frozenset({"p", "li", "ul", "table", "thead", "tbody", "tr", "td", "th", "div", "pre"})


def tag(name: str, content: str = "", classes: Iterable[str] = (), **attributes: str) -> str:
    """``<name class="...">content</name>``; ``content`` must already be HTML."""
    names = " ".join(classes)
    shown = (f' class="{escape(names)}"' if names else "") + "".join(
        f' {key.replace("_", "-")}="{escape(value)}"' for key, value in attributes.items()
    )
    start = "\n" if name in BLOCKS else ""
    return f"{start}<{name}{shown}>{content}</{name}>"


def text(value: str) -> str:
    return escape(value, quote=False)


def rule_link(rule_id: str) -> str:
    code = tag(
        "code",
        tag("span", text(rule_id), ["pre"]),
        ["xref", "rule-ref", "docutils", "literal", "notranslate"],
    )
    return tag("a", code, ["reference", "internal"], href=f"rulebook-rule:{rule_id}")


def table(
    rows: Sequence[Sequence[str]],
    header: bool = True,
    extra: Sequence[str] = (),
    extra_title: str = "",
) -> str:
    """A Gherkin table; ``extra`` adds a last column of ready HTML to the body rows."""
    head, body = (rows[0], rows[1:]) if header else ((), rows)
    parts = []
    if header:
        cells = [tag("th", tag("p", text(c)), ["head"]) for c in head]
        if extra:
            cells.append(tag("th", tag("p", text(extra_title)), ["head"]))
        parts.append(tag("thead", tag("tr", "".join(cells))))
    body_rows = []
    for position, row in enumerate(body):
        cells = [tag("td", tag("p", text(c))) for c in row]
        if extra:
            cells.append(tag("td", tag("p", extra[position])))
        body_rows.append(tag("tr", "".join(cells)))
    parts.append(tag("tbody", "".join(body_rows)))
    return tag("table", "".join(parts), ["docutils", "align-default", "gherkin-table"])


def raw(html: str) -> nodes.raw:
    return nodes.raw("", html, format="html", classes=[RAW_CLASS])


def resolve_rule_links(app: Sphinx, doctree: nodes.document, docname: str) -> None:
    """Point every ``rulebook-rule:ID`` link at its rule, now that every rule is known."""
    rules: dict[str, str] = app.env.get_domain("rules").rules  # type: ignore[attr-defined]

    def target(match: re.Match[str]) -> str:
        rule_id = match[1]
        if rule_id not in rules:
            logger.warning("unknown rule ID %s", rule_id, location=docname)
            return 'href="#"'
        uri = (
            app.builder.get_relative_uri(docname, rules[rule_id])
            if rules[rule_id] != docname
            else ""
        )
        return f'href="{escape(uri)}#{escape(rule_id)}"'

    for node in doctree.findall(nodes.raw):
        if RAW_CLASS in node["classes"] and "rulebook-rule:" in node.astext():
            resolved = RULE_LINK.sub(target, node.astext())
            node.clear()
            node += nodes.Text(resolved)


def setup(app: Sphinx) -> None:
    app.connect("doctree-resolved", resolve_rule_links)
