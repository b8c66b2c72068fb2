"""One glossary per game: a ``{term}`` resolves to the glossary of its own game.

The games share words with different meanings (*strength* is a number of dice in the
classic edition of Legends of Signum and a number of swords in Znamenosets), and
Sphinx keeps one list of glossary terms for the whole project, where a second
*strength* is a duplicate. Here a term defined on a page of a game's folder is filed
under that game, and a ``{term}`` on a page of that folder looks it up there; a page
outside every game's folder keeps Sphinx's own, project-wide terms.
"""

from __future__ import annotations

from typing import Any

from docutils.nodes import Element
from sphinx.addnodes import pending_xref
from sphinx.application import Sphinx
from sphinx.builders import Builder
from sphinx.domains.std import StandardDomain
from sphinx.environment import BuildEnvironment


def game_of(docname: str) -> str | None:
    """The game of a page: the folder that holds it (each game's pages have a folder of
    their own, named after the game); None for a page outside every folder.

    >>> game_of("znamenosets/attack"), game_of("translators")
    ('znamenosets', None)
    """
    folder, _, rest = docname.partition("/")
    return folder if rest else None


def filed(game: str | None, term: str) -> str:
    return f"{game}:{term}" if game else term


class GameGlossaries(StandardDomain):
    """Sphinx's standard domain, with glossary terms filed per game."""

    def _note_term(self, term: str, labelid: str, location: Any = None) -> None:
        game = game_of(self.env.current_document.docname)
        super()._note_term(filed(game, term), labelid, location)

    def _resolve_term_xref(
        self,
        env: BuildEnvironment,
        fromdocname: str,
        builder: Builder,
        typ: str,
        target: str,
        node: pending_xref,
        contnode: Element,
    ) -> Element | None:
        game = game_of(fromdocname)
        return super()._resolve_term_xref(
            env, fromdocname, builder, typ, filed(game, target), node, contnode
        )


def setup(app: Sphinx) -> None:
    app.add_domain(GameGlossaries, override=True)
