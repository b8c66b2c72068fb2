"""The one header every Russian catalog carries, whoever saved it last.

The first ``update`` normalises the headers that Sphinx, sphinx-intl and polib
each wrote their own way; after that the header only changes when the messages do
(``POT-Creation-Date``) or when a translator edits it.
"""

from __future__ import annotations

import datetime

from babel.messages.catalog import Catalog

PROJECT = "Signum Rulebook"
HEADER_COMMENT = (
    "# Russian translation of the Signum Rulebook.\n"
    "# This file is distributed under the same license as the signum-rulebook package."
)
LAST_TRANSLATOR = "signum-rulebook translators"
LANGUAGE_TEAM = "Russian"
PLACEHOLDERS = ("FULL NAME", "LANGUAGE <", "EMAIL@ADDRESS")


def chosen(value: str | None, default: str) -> str:
    """A header value, unless it is empty or a template's placeholder."""
    if not value or any(mark in value for mark in PLACEHOLDERS):
        return default
    return value


def canonical(source: Catalog | None, language: str) -> Catalog:
    """A new catalog with the canonical header and every message of ``source``."""
    now = datetime.datetime.now(datetime.UTC).replace(second=0, microsecond=0)
    created = source.creation_date if source else now
    revised = source.revision_date if source else None
    catalog = Catalog(
        locale=language,
        header_comment=HEADER_COMMENT,
        project=PROJECT,
        creation_date=created,
        revision_date=revised if isinstance(revised, datetime.datetime) else created,
        last_translator=chosen(source and source.last_translator, LAST_TRANSLATOR),
        language_team=chosen(source and source.language_team, LANGUAGE_TEAM),
        charset="utf-8",
        fuzzy=False,
    )
    catalog.version = ""  # babel's default is the placeholder "VERSION"
    catalog.msgid_bugs_address = ""
    if source is not None:
        for message in list(source)[1:]:  # [0] is the header
            catalog[message.id] = message
        catalog.obsolete = dict(source.obsolete)
    return catalog
