"""The pages' translation templates, written again only for the pages that changed.

Sphinx's gettext builder writes the template of every page on every run, though it reads
again only the pages changed since the last one (its environment is kept). A page's
messages come from its own source, so a page not read again has the template it had:
``rulebook l10n update`` after one English edit writes one template, not sixty-five.
"""

from __future__ import annotations

from sphinx.application import Sphinx
from sphinx.builders.gettext import MessageCatalogBuilder


class PageTemplatesBuilder(MessageCatalogBuilder):
    """Sphinx's gettext builder, writing the pages it read again (Sphinx adds those) and the
    pages whose template is missing."""

    name = "rulebook-gettext"

    def get_outdated_docs(self) -> set[str]:
        return {doc for doc in self.env.found_docs if not (self.outdir / f"{doc}.pot").is_file()}


def setup(app: Sphinx) -> None:
    app.add_builder(PageTemplatesBuilder)
