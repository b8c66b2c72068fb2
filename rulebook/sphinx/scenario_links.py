"""A link to one scenario by its file and English name, shown under its name in the book's language.

    See {scenario}`classic/melee.feature: Both creatures strike at once, and both may die`.

The target stays English in every language (a translator copies it); the link text is the
scenario's name as the page's language has it, unless the role gives a title of its own.
It points to the scenario under the first rule it cites. An unknown file or name is a
warning, so the build (warnings as errors) fails.
"""

from __future__ import annotations

from docutils import nodes
from docutils.nodes import Element
from sphinx.application import Sphinx
from sphinx.environment import BuildEnvironment
from sphinx.roles import XRefRole
from sphinx.util import logging

from rulebook.sphinx.scenarios import book_library

logger = logging.getLogger(__name__)


class ScenarioLink(XRefRole):
    def process_link(
        self,
        env: BuildEnvironment,
        refnode: Element,
        has_explicit_title: bool,
        title: str,
        target: str,
    ) -> tuple[str, str]:
        relative, _, name = target.partition(":")
        library = book_library(env)
        try:
            (info,) = library.find(relative.strip(), name.strip())
        except KeyError as error:
            logger.warning("%s", error.args[0], location=refnode)
            return title, target
        return (title if has_explicit_title else info.name), library.anchor(info)


def setup(app: Sphinx) -> None:
    app.add_role_to_domain("rules", "scenario", ScenarioLink(innernodeclass=nodes.inline))
