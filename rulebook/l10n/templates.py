"""Message templates (what a translator must translate) for the scenario catalogs.

The docs catalogs come from Sphinx's gettext builder; these two come from the
code and the feature files: ``vocabulary`` (step patterns and their words) and
``scenarios`` (titles and descriptions of the feature files).
"""

from __future__ import annotations

from pathlib import Path

import polib

from rulebook.games import GAMES
from rulebook.l10n.layout import WRAP_WIDTH
from rulebook.paths import FEATURES_DIR, REPO_ROOT
from rulebook.scenarios.gherkin import read_feature
from rulebook.scenarios.translate import PLACEHOLDER_CONTEXT, free_texts, placeholder_names
from rulebook.vocabulary import load
from rulebook.vocabulary.steps import (
    FIELD,
    FIELD_NAME_CONTEXT,
    STEP_CONTEXT,
    VOCABULARY,
    StepPattern,
)

HEADER = {
    "Project-Id-Version": "signum-rulebook",
    "MIME-Version": "1.0",
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Transfer-Encoding": "8bit",
}


def new_catalog() -> polib.POFile:
    catalog = polib.POFile(wrapwidth=WRAP_WIDTH)
    catalog.metadata = dict(HEADER)
    return catalog


def vocabulary_template() -> polib.POFile:
    """Every step pattern (keep each ``{name:Type}`` field) and every word that fills one."""
    load()
    catalog = new_catalog()
    types: dict[str, list[str]] = {}
    for step in registry_order(VOCABULARY.steps):
        types.setdefault(step.pattern, []).append(step.type)
    for pattern, step_types in types.items():
        fields = ", ".join(f"{{{m['name']}:{m['type']}}}" for m in FIELD.finditer(pattern))
        comment = f"A step ({'/'.join(step_types)})." + (
            f" Keep the fields: {fields}." if fields else ""
        )
        catalog.append(
            polib.POEntry(msgctxt=STEP_CONTEXT, msgid=pattern, msgstr="", comment=comment)
        )
    names = dict.fromkeys(
        m["name"] for step in VOCABULARY.steps for m in FIELD.finditer(step.pattern)
    )
    for name in sorted(names):
        comment = "The name of a step's field, shown as {name} in the list of steps: one word."
        catalog.append(
            polib.POEntry(msgctxt=FIELD_NAME_CONTEXT, msgid=name, msgstr="", comment=comment)
        )
    words: dict[str, dict[str, None]] = {}  # context -> its terms, each once
    for field in VOCABULARY.fields.values():
        if field.context:
            words.setdefault(field.context, {}).update(dict.fromkeys(field.terms))
    # Sorted: the fields register as their games' modules are imported, in any order.
    for context in sorted(words):
        comment = f"A word of the scenario vocabulary ({context})."
        for term in sorted(words[context]):
            catalog.append(polib.POEntry(msgctxt=context, msgid=term, msgstr="", comment=comment))
    return catalog


def registry_order(steps: list[StepPattern]) -> list[StepPattern]:
    """The steps every game shares, then each game's in the registry's order, whatever order
    their modules were imported in (the books import one game's steps at a time)."""
    rank = {game.name: n for n, game in enumerate(GAMES, start=1)}
    return sorted(steps, key=lambda step: rank.get(step.game, 0))


def scenarios_template(features: Path = FEATURES_DIR) -> polib.POFile:
    """Every title and description of the feature files, and every outline's placeholder names."""
    catalog = new_catalog()
    entries: dict[tuple[str, str], polib.POEntry] = {}
    for path in sorted(features.rglob("*.feature")):
        where = (
            path.relative_to(REPO_ROOT).as_posix() if path.is_relative_to(REPO_ROOT) else str(path)
        )
        document = read_feature(path)
        texts = [("", text, line) for text, line in free_texts(document)]
        texts += [(PLACEHOLDER_CONTEXT, name, line) for name, line in placeholder_names(document)]
        for context, text, line in texts:
            key = (context, text)
            if key not in entries:
                comment = (
                    "An outline's column: one word, used as <name> in its steps." if context else ""
                )
                entries[key] = polib.POEntry(
                    msgctxt=context or None, msgid=text, msgstr="", comment=comment
                )
                catalog.append(entries[key])
            entries[key].occurrences.append((where, str(line)))
    catalog.extend(tag_entries(features))
    return catalog


def tag_entries(features: Path) -> list[polib.POEntry]:
    """The words of the scenario tags that the books show as labels: games, source sections.

    They follow the titles and descriptions, in one block, sorted.
    """
    from rulebook.sphinx.gherkin import SOURCE_SECTION_CONTEXT, TAG_CONTEXT, tag_words

    found: dict[tuple[str, str], list[tuple[str, str]]] = {}
    for path in sorted(features.rglob("*.feature")):
        where = (
            path.relative_to(REPO_ROOT).as_posix() if path.is_relative_to(REPO_ROOT) else str(path)
        )
        for name, line in tag_names_of(read_feature(path)):
            for context, words in tag_words(name):
                found.setdefault((context, words), []).append((where, str(line)))
    comments = {
        TAG_CONTEXT: "A scenario tag, shown as a label above the scenario.",
        SOURCE_SECTION_CONTEXT: "A section of the source rulebook that a worked example comes from.",
    }
    entries = []
    for (context, words), occurrences in sorted(found.items()):
        entry = polib.POEntry(msgctxt=context, msgid=words, msgstr="", comment=comments[context])
        entry.occurrences = list(dict.fromkeys(occurrences))
        entries.append(entry)
    return entries


def tag_names_of(document: dict[str, object]) -> list[tuple[str, int]]:
    """Every tag of a feature file (without ``@``), with its line, in file order."""
    found: list[tuple[str, int]] = []

    def walk(node: object) -> None:
        if isinstance(node, dict):
            for tag in node.get("tags", []):
                found.append((tag["name"].removeprefix("@"), tag["location"]["line"]))
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    walk(document["feature"])
    return found


def chrome_template(package: Path = REPO_ROOT / "rulebook") -> polib.POFile:
    """The extension's own words: every ``_("...")`` in the toolchain's code (via Babel)."""
    from babel.messages.extract import extract_from_dir

    catalog = new_catalog()
    entries: dict[str | tuple[str, ...], polib.POEntry] = {}
    for filename, line, message, comments, _context in extract_from_dir(
        str(package),
        method_map=[("**.py", "python")],
        keywords={"_": None, "N_": None, "NP_": (1, 2)},
        comment_tags=("Translators:",),
    ):
        if message not in entries:
            comment = "\n".join(comments)
            if isinstance(message, tuple):  # NP_(singular, plural)
                entries[message] = polib.POEntry(
                    msgid=message[0],
                    msgid_plural=message[1],
                    msgstr_plural={0: "", 1: ""},
                    comment=comment,
                )
            else:
                entries[message] = polib.POEntry(msgid=message, msgstr="", comment=comment)
            catalog.append(entries[message])
        entries[message].occurrences.append((f"rulebook/{filename}", str(line)))
    catalog.extend(diagram_entries())
    return catalog


def diagram_entries() -> list[polib.POEntry]:
    """The words of every game's board diagrams, except those the vocabulary supplies."""
    entries: dict[tuple[str, str], polib.POEntry] = {}
    for game in GAMES:
        module = game.diagrams_module()
        if module is None:
            continue
        from_vocabulary = getattr(module, "FROM_VOCABULARY", {})
        for context, message in module.ENGLISH_LABELS.messages():
            if context not in from_vocabulary and (context, message) not in entries:
                entries[(context, message)] = polib.POEntry(
                    msgctxt=context,
                    msgid=message,
                    msgstr="",
                    comment="Keep the {fields}." if "{" in message else "",
                )
    return list(entries.values())
