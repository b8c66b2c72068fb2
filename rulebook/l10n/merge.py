"""Merge a template into a catalog, as msgmerge would, with babel's ``Catalog.update``.

New messages come in untranslated; a changed source text keeps its old
translation, marked fuzzy, with the old msgid as ``#| msgid``; a message that is
gone becomes obsolete (``#~``), or is dropped. An obsolete message whose text
comes back is revived with its translation.
"""

from __future__ import annotations

from babel.messages.catalog import Catalog, Message

from rulebook.l10n.header import canonical

FUZZY = "fuzzy"


def key(message: Message) -> tuple[str, str]:
    msgid = message.id if isinstance(message.id, str) else message.id[0]
    return (message.context or "", msgid)


def revive(catalog: Catalog, template: Catalog) -> None:
    """Bring back obsolete messages that the template has again."""
    wanted = {key(m) for m in template if m.id}
    for obsolete_key, message in list(catalog.obsolete.items()):
        if key(message) in wanted and message.id not in catalog:
            del catalog.obsolete[obsolete_key]
            catalog[message.id] = message


def merge(
    existing: Catalog | None, template: Catalog, language: str, drop_obsolete: bool = False
) -> Catalog:
    """The catalog after the template: a new object; ``existing`` is left as it was."""
    catalog = canonical(existing, language)
    revive(catalog, template)
    previous = {key(m): m.previous_id for m in list(catalog)[1:] if m.previous_id}
    catalog.update(template, update_creation_date=False)
    for message in list(catalog)[1:]:
        if FUZZY not in message.flags:
            message.previous_id = []
        elif not message.previous_id and key(message) in previous:
            message.previous_id = previous[key(message)]
    if drop_obsolete:
        catalog.obsolete.clear()
    return catalog
