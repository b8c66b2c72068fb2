"""Sphinx extension for the printed books: PDF (through XeLaTeX) and EPUB.

It shows every scenario whole, with its verdict and run date; for LaTeX it reads
the scenarios' HTML back into nodes, draws their diagrams as vector PDF pages and
puts each rule's ID in the margin. It names the output files after the language
(``signum-rulebook-ru.pdf``) and adds the web books' sidebar links to them.
The fonts, paper and LaTeX engine are set in ``docs/conf.py``.
"""

from __future__ import annotations

import datetime
from pathlib import Path
from typing import Any

from babel.dates import format_date
from sphinx.application import Sphinx
from sphinx.config import Config

from rulebook.printed import epub, latex
from rulebook.printed.downloads import add_download_links, list_web_downloads
from rulebook.printed.transforms import (
    LatexOpenScenarios,
    LatexScenarioBodies,
    MarginRuleIds,
    OpenScenarios,
    write_diagrams,
)
from rulebook.sphinx.i18n import _

HERE = Path(__file__).parent


def name_the_books(app: Sphinx, config: Config) -> None:
    """Each language's book gets its own file name and the title in its language."""
    language = config.language or "en"
    basename = f"signum-rulebook-{language}"
    title = config.project  # translated by the time this runs (see rulebook.sphinx.theme)
    config.latex_documents = [(config.root_doc, f"{basename}.tex", title, config.author, "manual")]
    config.latex_additional_files = [*config.latex_additional_files, str(latex.STYLE)]
    config.epub_basename = basename
    config.epub_title = title
    config.templates_path.append(str(HERE / "templates"))
    config.html_static_path.append(str(HERE / "static"))
    if not config.today:  # the title page's date, as the book's readers write dates
        config.today = format_date(datetime.date.today(), format="long", locale=language)


def title_the_contents(app: Sphinx) -> None:
    """Sphinx titles the table of contents after the first toctree's caption ("Games"):
    the book's own word for it instead (the chrome catalog is loaded by now)."""
    if app.builder.name == "latex":
        word = str(_("Contents"))
        app.builder.context["tableofcontents"] = (  # type: ignore[attr-defined]
            f"\\renewcommand{{\\contentsname}}{{{word}}}\\sphinxtableofcontents"
        )


def setup(app: Sphinx) -> dict[str, Any]:
    latex.setup(app)
    epub.setup(app)
    app.add_post_transform(OpenScenarios)
    app.add_post_transform(LatexOpenScenarios)
    app.add_post_transform(LatexScenarioBodies)
    app.add_post_transform(MarginRuleIds)
    app.connect("config-inited", name_the_books, priority=800)
    app.connect("builder-inited", title_the_contents)
    app.add_css_file("rulebook-downloads.css")
    app.connect("doctree-resolved", write_diagrams)
    app.connect("html-page-context", add_download_links)
    app.connect("build-finished", list_web_downloads)
    return {"version": "0.1", "parallel_read_safe": True, "parallel_write_safe": True}
