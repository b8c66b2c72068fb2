"""Try it in the web books: a button on every scenario, the page's settings, and the bundle.

Each scenario gets a block (:func:`block_html`) holding its question, in the book's
language, in an escaped attribute, and a "Try it" button that the page's script
(``static/tryit.js``) brings to life; a page with such blocks gets that script, its
stylesheet and its settings (the words of the editor, each game's board editor) as
JSON. The HTML builder then writes the bundle the script loads
(:mod:`rulebook.tryit.bundle`). Printed books have no Try it.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.errors import ExtensionError
from sphinx.transforms.post_transforms import SphinxPostTransform

from rulebook.paths import FEATURES_DIR
from rulebook.sphinx.html import tag, text
from rulebook.sphinx.i18n import N_, _
from rulebook.tryit import boards
from rulebook.tryit.bundle import bundle
from rulebook.tryit.fetch import FetchError

TRYIT_CLASS = "rulebook-tryit"
WEB_BUILDERS = ("html", "dirhtml")
SETTINGS_ID = "rulebook-tryit"
# The page's scripts: the board editors, then Try it itself; it starts tryit-worker.js.
SCRIPTS = ("tryit-boards.js", "tryit-table.js", "tryit.js")


def game_of(path: Path, features: Path = FEATURES_DIR) -> str:
    """A feature file's game: its folder under ``features/``."""
    return path.resolve().relative_to(features.resolve()).parts[0]


def block_html(question: str, game: str) -> str:
    """The Try it block of one scenario: its button (shown by the script, and saying from the
    start that its editor is closed) and its question, kept in an attribute (text a reader
    never sees as such, nor the search index)."""
    opener = tag(
        "button",
        text(str(_("Try it"))),
        ["tryit-open"],
        type="button",
        hidden="",
        aria_expanded="false",
    )
    return tag("div", opener, ["tryit"], data_game=game, data_question=question)


def node(question: str, game: str) -> nodes.raw:
    return nodes.raw("", block_html(question, game), format="html", classes=[TRYIT_CLASS])


class DropTryIt(SphinxPostTransform):
    """A printed book has nothing to run: its scenarios keep no Try it."""

    builders = ("epub", "latex")
    default_priority = 4  # before the printed books reshape the scenarios (5)

    def run(self, **kwargs: Any) -> None:
        for found in list(self.document.findall(nodes.raw)):
            if TRYIT_CLASS in found["classes"]:
                found.parent.remove(found)


EDITOR_WORDS = {  # Try it's editor's words, translated as a page is written (words())
    "help": N_("Change the scenario, then run it on the rulebook's engine."),
    "editLabel": N_("The scenario, as a question file"),
    "run": N_("Run"),
    "download": N_("Download the question (.feature)"),
    "reset": N_("Start again"),
    "share": N_("Copy link"),
    "loading": N_("Loading the engine…"),
    "progress": N_("Loading the engine: {done} of {size} MB"),
    "starting": N_("Starting the engine…"),
    "ready": N_("The engine is ready."),
    "running": N_("Running…"),
    "failed": N_("The engine could not run: {error}"),
    "fromDisk": N_(
        "Try it runs the engine in your browser, which browsers allow only for a book "
        "served over HTTP, not opened from disk. In the project's folder, run "
        "{command} and open {address}"
    ),
    "copied": N_("The link to this question is copied: paste it where the rules are argued."),
    "copyThis": N_("Copy this link:"),
    "tooLong": N_(
        "This question is too long for a link ({size} characters, at most {limit}): "
        "share the question file instead."
    ),
    "shared": N_("This question came with the link. Run it on the rulebook's engine?"),
    "sharedRun": N_("Run the question"),
    "badLink": N_("The question in this link cannot be read: the link is broken or cut short."),
    "boardHelp": N_(
        "Choose a warrior and a side, then click an empty cell; click a warrior to remove it."
    ),
    "gridLabel": N_(
        "The board: the arrow keys go from cell to cell, Enter puts or takes off a piece."
    ),
}


def words() -> dict[str, str]:
    """The editor's words, in the book's language."""
    return {key: str(_(text)) for key, text in EDITOR_WORDS.items()}


def settings_json(games: list[str], language: str) -> str:
    """The page's settings, safe inside a ``<script>`` element (no ``<``, ``>`` or ``&``)."""
    found = {game: boards.editor(game, language) for game in games}
    settings = {
        "language": language,
        "words": words(),
        "boards": {g: e for g, e in found.items() if e is not None},
    }
    written = json.dumps(settings, ensure_ascii=False, sort_keys=True)
    return written.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")


GAME_ATTRIBUTE = 'class="tryit" data-game="'


def page_games(body: str) -> list[str]:
    """The games whose scenarios a page's body has Try it blocks for."""
    return sorted({part.split('"', 1)[0] for part in body.split(GAME_ATTRIBUTE)[1:]})


def add_page_parts(
    app: Sphinx, pagename: str, templatename: str, context: dict[str, Any], doctree: Any
) -> None:
    """A page with Try it blocks gets the script, its stylesheet and its settings."""
    games = page_games(context.get("body", ""))
    if not games or app.builder.name not in WEB_BUILDERS:
        return
    language = app.config.language or "en"
    app.add_js_file(
        None, body=settings_json(games, language), type="application/json", id=SETTINGS_ID
    )
    for script in SCRIPTS:  # deferred scripts run in this order
        app.add_js_file(script, defer="defer")
    app.add_css_file("tryit.css")


def write_bundle(app: Sphinx, error: Exception | None) -> None:
    if error is not None or app.builder.name not in WEB_BUILDERS or not app.config.rulebook_tryit:
        return
    try:
        bundle(Path(app.outdir) / "_static")
    except FetchError as problem:
        raise ExtensionError(f"Try it: {problem}") from None


def setup(app: Sphinx) -> None:
    app.add_config_value("rulebook_tryit", True, "env", [bool])
    app.add_post_transform(DropTryIt)
    app.connect("html-page-context", add_page_parts)
    app.connect("build-finished", write_bundle)
