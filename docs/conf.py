"""Sphinx configuration for both books (English source, Russian via gettext)."""

from __future__ import annotations

project = "Signum Rulebook"
author = "signum-rulebook contributors"
copyright = "2026, signum-rulebook contributors"

extensions = ["myst_parser", "rulebook.sphinx"]

# Rules are the book's main objects: `{rule}` means the rules domain, not Python.
primary_domain = "rules"

myst_enable_extensions = ["colon_fence", "deflist"]
# A translation must never be able to inject markup (DESIGN: raw HTML is off).
myst_disable_syntax = ["html_inline", "html_block"]
myst_heading_anchors = 3

language = "en"
locale_dirs = ["../locales/"]
gettext_compact = False
gettext_uuid = False
gettext_location = True

# Sphinx 9 wrongly reports a translated {term} whose target is the Russian glossary
# term as inconsistent (sphinx-doc/sphinx#14162); the targets are checked by our
# own tests and by the build (an unknown term is still an error).
suppress_warnings = ["i18n.inconsistent_references"]

exclude_patterns = ["_build"]

html_theme = "furo"
html_title = "Signum Rulebook"
html_show_sphinx = False  # Furo's credit line would otherwise keep an English "'s" on Russian pages
# Furo's sidebar, with the switch to the same page in the other language under the title.
html_sidebars = {
    "**": [
        "sidebar/brand.html",
        "sidebar/languages.html",
        "sidebar/search.html",
        "sidebar/scroll-start.html",
        "sidebar/navigation.html",
        "sidebar/scroll-end.html",
    ]
}
