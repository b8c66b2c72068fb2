"""Rule previews: a rule ID or a glossary term, hovered or tapped anywhere in a web book, shows
its text there, in the book's language, without leaving the page.

Each page that states rules or terms gets a small script of its own,
``_static/previews/<page>.js``, holding the HTML of each (a rule's text without its ID and
scenarios, a term with its definition), keyed by anchor. A page's ``rulebook-previews.js``
loads the script of the page a link points to when the link is first hovered, focused or
tapped, and shows the text beside it; on a touch screen the first tap shows it and the
second follows the link. Scripts, not JSON fetched: they load from ``file://`` too.

Why not an extension of the shelf: sphinx-hoverxref asks the embed API of Read the Docs'
servers for each tooltip (no static or offline book), and sphinx-tippy loads tippy.js from
a CDN by default, writes each page's tips under a new random name on every build, needs
BeautifulSoup and requests, and follows a tapped link at once. The text is the book's own
HTML, written by Sphinx from sources where raw HTML is disabled (a translation cannot inject
markup), so it is as safe as the page it came from.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from sphinx.application import Sphinx

FOLDER = "previews"  # under _static/
SCRIPT = "rulebook-previews.js"
RULE_START = re.compile(r'<div class="rule docutils container" id="([^"]+)">')
DIV = re.compile(r"<(/?)div\b[^>]*>")
RULE_LABEL = re.compile(r'^\s*<p class="rule-id">.*?</p>', re.S)
SCENARIOS_START = re.compile(r'<div class="rule-scenarios\b[^"]*"[^>]*>')
TERM = re.compile(r'<dt id="(term-[^"]+)"[^>]*>(.*?)</dt>\s*<dd>(.*?)</dd>', re.S)
HEADER_LINK = re.compile(r'<a class="headerlink"[^>]*>.*?</a>', re.S)
WEB_BUILDERS = ("html", "dirhtml")


def block_end(html: str, start: int) -> tuple[int, int]:
    """Where the ``div`` opened at ``start`` ends: (start of its ``</div>``, end of it)."""
    depth = 0
    for found in DIV.finditer(html, start):
        depth += -1 if found[1] else 1
        if depth == 0:
            return found.start(), found.end()
    return len(html), len(html)


def without_scenarios(html: str) -> str:
    """A rule's inner HTML without the list of scenarios that prove it."""
    found = SCENARIOS_START.search(html)
    if found is None:
        return html
    _, end = block_end(html, found.start())
    return html[: found.start()] + html[end:]


def rule_texts(body: str) -> dict[str, str]:
    """Each rule of a page's body: its ID and the HTML of its text."""
    rules = {}
    for found in RULE_START.finditer(body):
        close, _ = block_end(body, found.start())
        inner = RULE_LABEL.sub("", body[found.end() : close], count=1)
        rules[found[1]] = without_scenarios(inner).strip()
    return rules


def term_texts(body: str) -> dict[str, str]:
    """Each glossary term of a page's body: its anchor, and the term with its definition."""
    return {
        anchor: f"<p><strong>{HEADER_LINK.sub('', term).strip()}</strong></p>{definition.strip()}"
        for anchor, term, definition in TERM.findall(body)
    }


def script(pagename: str, previews: dict[str, str]) -> str:
    """The page's previews as a script that hands them to the page asking for them."""
    data = json.dumps(previews, ensure_ascii=False, sort_keys=True)
    data = data.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")
    return f"rulebookPreviews.add({json.dumps(pagename)}, {data});\n"


def write_previews(
    app: Sphinx, pagename: str, templatename: str, context: dict[str, Any], doctree: Any
) -> None:
    """Every web page gets the previews script; a page stating rules or terms, its previews."""
    if app.builder.name not in WEB_BUILDERS:
        return
    app.add_js_file(SCRIPT, defer="defer")
    body = context.get("body", "")
    previews = {**rule_texts(body), **term_texts(body)}
    target = Path(app.outdir, "_static", FOLDER, f"{pagename}.js")
    if not previews:
        target.unlink(missing_ok=True)
        return
    target.parent.mkdir(parents=True, exist_ok=True)
    written = script(pagename, previews)
    if not target.exists() or target.read_text(encoding="utf-8") != written:
        target.write_text(written, encoding="utf-8")


def setup(app: Sphinx) -> None:
    app.connect("html-page-context", write_previews)
