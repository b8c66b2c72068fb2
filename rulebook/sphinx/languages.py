"""The same page in the other language: the books sit side by side as ``<lang>/``."""

from __future__ import annotations

from typing import Any

from sphinx.application import Sphinx

from rulebook.sphinx.i18n import _


def add_language_links(
    app: Sphinx, pagename: str, templatename: str, context: dict[str, Any], doctree: object
) -> None:
    """``rulebook_languages`` in the page context: (code, name, relative URL, is current).

    Only the web books sit side by side; an EPUB holds one language, so it gets no links.
    """
    if app.builder.name != "html":
        return
    up = "../" * (pagename.count("/") + 1)
    current = app.config.language or "en"
    context["rulebook_languages_label"] = str(_("Language"))
    context["rulebook_languages"] = [
        (code, name, f"{up}{code}/{pagename}.html", code == current)
        for code, name in app.config.rulebook_languages.items()
    ]
