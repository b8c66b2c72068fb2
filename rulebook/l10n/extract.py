"""The templates (``.pot``): every message there is to translate, from docs and code.

Docs pages go through Sphinx's gettext builder; the scenario vocabulary, the
scenario texts and the extension's chrome come from :mod:`rulebook.l10n.templates`.
All of them land in one fixed folder, ``build/gettext``, and are read back
from there, as sphinx-intl does.
"""

from __future__ import annotations

import hashlib
import io
from pathlib import Path

import polib
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po
from sphinx_intl.catalog import load_po

from rulebook.books import build_book
from rulebook.cache import code_stamp, file_stamp, kept
from rulebook.files import write_atomically
from rulebook.l10n.layout import CODE_DOMAINS, PAGE_SUFFIXES, Layout
from rulebook.l10n.pofiles import render
from rulebook.paths import FEATURES_DIR


class ExtractionFailed(Exception):
    """The docs could not be read (Sphinx printed why)."""


def code_templates(features: Path = FEATURES_DIR) -> dict[str, polib.POFile]:
    from rulebook.l10n.templates import chrome_template, scenarios_template, vocabulary_template
    from rulebook.vocabulary.reasons import reasons_template

    return {
        "vocabulary": vocabulary_template(),
        "scenarios": scenarios_template(features),
        "rulebook": chrome_template(),
        "reasons": reasons_template(),
    }


def code_template_texts(features: Path = FEATURES_DIR) -> dict[str, str]:
    """The code's templates as ``.pot`` text, by domain. Reading the code takes about 1.5 s;
    the texts are kept in the user's cache (:mod:`rulebook.cache`) until the tool's or the
    engine's code, the catalogs it ships with or a feature file changes."""
    files = sorted(features.rglob("*.feature"))
    stamps = hashlib.sha256("\n".join(map(file_stamp, files)).encode()).hexdigest()
    return kept(
        "templates",
        f"{code_stamp()}:{features}:{stamps}",
        lambda: {domain: render(to_babel(t)) for domain, t in code_templates(features).items()},
    )


def to_babel(template: polib.POFile) -> Catalog:
    return read_po(io.StringIO(str(template)))


def build_docs_templates(docs: Path, target: Path) -> None:
    """Run Sphinx's gettext builder into ``target``: only the pages changed since the last
    run are read and their templates written again (Sphinx's environment is kept in
    ``target/.doctrees``; :mod:`rulebook.sphinx.page_templates`). A removed page's template
    goes."""
    for old in target.rglob("*.pot"):
        domain = old.relative_to(target).with_suffix("").as_posix()
        if domain not in CODE_DOMAINS and not has_page(docs, domain):
            old.unlink()
    # A scenario's body is no page text to translate (its words come from the feature files'
    # catalogs): drawn as plain code, the templates are the same and the build is quicker.
    plain = {"rulebook_plain_scenarios": "1"}
    status = build_book(
        "en", target, docs=docs, builder="rulebook-gettext", strict=False, settings=plain
    )
    if status != 0:
        raise ExtractionFailed(f"the gettext build of {docs} failed (see above)")


def has_page(docs: Path, domain: str) -> bool:
    return any((docs / domain).with_suffix(suffix).is_file() for suffix in PAGE_SUFFIXES)


def extract(layout: Layout) -> dict[str, Catalog]:
    """Every template by domain (``znamenosets/attack``, ``vocabulary``...), written and read back."""
    target = layout.templates
    build_docs_templates(layout.docs, target)
    for domain, text in code_template_texts().items():
        write_atomically(target / f"{domain}.pot", text)
    templates = {}
    for pot in sorted(target.rglob("*.pot")):
        domain = pot.relative_to(target).with_suffix("").as_posix()
        # Sphinx's own template messages (sphinx.pot) are the chrome's business, not a page's.
        if domain in CODE_DOMAINS or has_page(layout.docs, domain):
            templates[domain] = load_po(str(pot))
    return templates
