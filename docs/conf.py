"""Sphinx configuration for both books (English source, Russian via gettext)."""

from __future__ import annotations

import importlib.metadata

project = "Signum Rulebook"
author = "signum-rulebook contributors"
copyright = "2026, signum-rulebook contributors"
# The printed books carry the version (the EPUB requires one).
version = release = importlib.metadata.version("signum-rulebook")

extensions = ["myst_parser", "rulebook.sphinx", "rulebook.printed"]

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
        "sidebar/downloads.html",
        "sidebar/search.html",
        "sidebar/scroll-start.html",
        "sidebar/navigation.html",
        "sidebar/scroll-end.html",
    ]
}

# The printed books (`rulebook build --format pdf|epub`, rulebook/printed): XeLaTeX for
# full Unicode and Russian hyphenation, with DejaVu fonts (Cyrillic; embedded in the PDF).
latex_engine = "xelatex"
latex_use_xindy = False  # no general index: each game has its index of rules
latex_elements = {
    "papersize": "a4paper",
    "pointsize": "10pt",
    "fontpkg": r"""
\setmainfont{DejaVu Serif}
\setsansfont{DejaVu Sans}
\setmonofont{DejaVu Sans Mono}[Scale=0.85]
""",
    "fncychap": "",
    "makeindex": "",
    "printindex": "",
    "releasename": "",
    # Room in the left margin for the rule IDs.
    "sphinxsetup": "hmargin={1.25in,0.9in}, vmargin={0.9in,0.9in}",
}
epub_show_urls = "no"
epub_exclude_files = ["search.html"]
