"""Sphinx extension of the rulebook: rules, scenarios with verdicts, coverage, languages.

It adds the ``rules`` domain (``rule`` directive and role, one index per game),
the ``scenarios`` and ``rule-coverage`` directives, its own translated words,
its stylesheet, and links between the two languages of every page.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from sphinx import locale
from sphinx.application import Sphinx
from sphinx.config import Config

from rulebook.paths import BUILD_DIR, FEATURES_DIR
from rulebook.scenarios.stamp import books_code_fingerprint
from rulebook.sphinx import (
    coverage,
    glossaries,
    html,
    myst_documents,
    nodes,
    page_templates,
    performance,
    previews,
    questions,
    scenario_links,
    search,
    termbase,
    theme,
    tryit,
)
from rulebook.sphinx.i18n import CATALOG, compile_catalogs
from rulebook.sphinx.languages import add_language_links
from rulebook.sphinx.rules import RulesDomain
from rulebook.sphinx.scenarios import ScenariosDirective

HERE = Path(__file__).parent
WEB_BUILDERS = ("html", "dirhtml")
FAVICON = "favicon.svg"  # in static/


def add_static_files(app: Sphinx, config: Config) -> None:
    config.html_static_path.append(str(HERE / "static"))
    config.templates_path.append(str(HERE / "templates"))


def add_page_script(
    app: Sphinx, pagename: str, templatename: str, context: dict[str, Any], doctree: Any
) -> None:
    """A web page's own script (the language switch keeps the anchor, the sidebar offers the
    printed books the server has) and its icon; an EPUB has neither."""
    if app.builder.name not in WEB_BUILDERS:
        return
    app.add_js_file("rulebook-page.js", defer="defer")
    context["favicon_url"] = context["pathto"]("_static/" + FAVICON, 1)


def note_code(app: Sphinx, config: Config) -> None:
    """A changed engine turns verdicts stale, so an incremental build reads every page again."""
    config.rulebook_code = books_code_fingerprint()


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_config_value("rulebook_results", str(BUILD_DIR / "results.json"), "env", [str])
    app.add_config_value("rulebook_features", str(FEATURES_DIR), "env", [str])
    # Scenarios as plain code blocks, without verdicts or diagrams: the benchmarks' baseline.
    app.add_config_value("rulebook_plain_scenarios", False, "env", [bool])
    app.add_config_value("rulebook_languages", {"en": "English", "ru": "Русский"}, "html", [dict])
    # Set when the build starts: the fingerprint of the code behind the pages (see note_code).
    app.add_config_value("rulebook_code", "", "env", [str])
    # Sphinx keeps a catalog's translator for the life of the process; a book in
    # another language built in the same process must not inherit it.
    locale.translators.pop(("general", CATALOG), None)
    app.add_message_catalog(CATALOG, str(compile_catalogs()))
    myst_documents.setup()
    nodes.setup(app)
    html.setup(app)
    coverage.setup(app)
    theme.setup(app)
    search.setup(app)
    performance.setup(app)
    questions.setup(app)
    termbase.setup(app)
    glossaries.setup(app)
    tryit.setup(app)
    page_templates.setup(app)
    previews.setup(app)
    app.add_domain(RulesDomain)
    scenario_links.setup(app)
    app.add_directive("scenarios", ScenariosDirective)
    app.add_css_file("rulebook.css")
    app.connect("config-inited", add_static_files)
    app.connect("config-inited", note_code)
    app.connect("html-page-context", add_language_links)
    app.connect("html-page-context", add_page_script)
    return {"version": "0.2", "parallel_read_safe": True, "parallel_write_safe": True}
