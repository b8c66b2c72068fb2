"""The reasons catalog: every refusal and failed expectation can be worded in Russian.

Templates are found in the code by Babel's extractor (see rulebook.vocabulary.reasons),
for every game under engine/; these tests hold the catalog to them.
"""

from __future__ import annotations

import ast
import doctest
import re
from collections.abc import Iterator
from pathlib import Path
from string import Formatter

import polib
import pytest

from engine.core.dice import SeededDice
from engine.core.errors import RuleViolation
from engine.znamenosets import GRID, Attack, Move, Phase, apply, legal_actions, new_game
from rulebook.paths import CHECKOUT, tool_catalog_path
from rulebook.scenarios import lookalikes
from rulebook.vocabulary import wording, world
from rulebook.vocabulary.catalog import vocabulary
from rulebook.vocabulary.reasons import SOURCES, templates
from rulebook.vocabulary.wording import plural_categories, word

CATALOG = {
    entry.msgid: entry
    for entry in polib.pofile(str(tool_catalog_path("ru", "reasons")))
    if not entry.obsolete
}
TEMPLATES = sorted({template.text for template in templates()})
PLURAL = re.compile(r"\{(\w+):plural:([^{}]*)\}")


def fields(text: str) -> list[str]:
    return sorted({name for _, name, _, _ in Formatter().parse(text) if name})


def test_the_extractor_finds_the_templates_of_the_engine_and_the_vocabulary() -> None:
    sources = {template.source.split("/")[0] for template in templates()}
    assert sources == {"engine", "rulebook"}
    assert "{cell} is off the board (a1–g8)" in TEMPLATES  # engine/znamenosets/state.py
    assert "the attack strength is {strength}" in TEMPLATES  # rulebook/vocabulary


@pytest.mark.parametrize("template", TEMPLATES)
def test_every_template_has_a_russian_translation_with_the_same_fields(template: str) -> None:
    entry = CATALOG.get(template)
    assert entry is not None, f"not in reasons.po (run 'rulebook l10n update'): {template!r}"
    assert entry.msgstr and "fuzzy" not in entry.flags, f"untranslated: {template!r}"
    assert fields(entry.msgstr) == fields(template)
    english = dict(PLURAL.findall(template))
    russian = dict(PLURAL.findall(entry.msgstr))
    # A count keeps its plural forms, or stands bare after its noun: «клеток: 5».
    assert russian.keys() <= english.keys(), "a count keeps its plural forms"
    for name in english.keys() - russian.keys():
        assert re.search(rf"\w: \{{{name}\}}", entry.msgstr), (name, entry.msgstr)
    for name, forms in russian.items():
        assert len(forms.split("|")) == len(plural_categories("ru")), (name, forms)
        assert len(english[name].split("|")) == len(plural_categories("en")), name


def template_argument(call: ast.Call, keywords: dict[str, tuple[int, ...]]) -> ast.expr | None:
    function = call.func
    name = function.attr if isinstance(function, ast.Attribute) else getattr(function, "id", "")
    if name not in keywords or len(call.args) < keywords[name][0]:
        return None
    return call.args[keywords[name][0] - 1]


@pytest.mark.parametrize("folder", list(SOURCES))
def test_every_template_is_written_where_the_extractor_sees_it(folder: str) -> None:
    """A literal string (an f-string or a variable would hide it from the catalog)."""
    hidden = []
    for path in sorted((CHECKOUT / folder).rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for scope, node in calls(tree):
            argument = template_argument(node, SOURCES[folder])
            if argument is None:
                continue
            literal = isinstance(argument, ast.Constant) and isinstance(argument.value, str)
            # Passing on a template already written elsewhere: a message's, or a parameter's;
            # a helper (or class) that forwards its parameter is a keyword itself, so that the
            # literals its callers write are found.
            reworded = isinstance(argument, ast.Attribute) and argument.attr == "template"
            forwarded = isinstance(argument, ast.Name) and argument.id == "template"
            if not (literal or reworded or (forwarded and set(scope) & set(SOURCES[folder]))):
                hidden.append(f"{path.relative_to(CHECKOUT)}:{node.lineno}")
    assert not hidden


def calls(tree: ast.AST, scope: tuple[str, ...] = ()) -> Iterator[tuple[tuple[str, ...], ast.Call]]:
    """Every call in ``tree``, with the names of the classes and functions it is written in."""
    for node in ast.iter_child_nodes(tree):
        inner = scope
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            inner = (*scope, node.name)
        if isinstance(node, ast.Call):
            yield scope, node
        yield from calls(node, inner)


def test_every_vocabulary_word_the_engine_names_has_a_translation() -> None:
    """Each Term(context, word) the engine writes has its context in the vocabulary catalog."""
    contexts = set()
    for path in (CHECKOUT / "engine").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "Term":
                first = node.args[0] if node.args else None
                if isinstance(first, ast.Constant):
                    contexts.add(first.value)
    assert contexts >= {"side", "kind", "phase", "direction"}
    assert all(vocabulary("ru").words(context) for context in contexts), contexts


def refusals() -> list[RuleViolation]:
    """Real refusals of the engine: illegal moves and attacks tried in a few random games."""
    found: dict[str, RuleViolation] = {}
    for seed in range(3):
        state, dice = new_game(SeededDice(seed)), SeededDice(seed + 100)
        for _ in range(12):
            if state.phase is Phase.OVER:
                break
            origin = state.cells_of(state.to_move)[0]
            for target in GRID.cells():
                for action in (Move(origin, target), Attack(origin, (target,))):
                    try:
                        apply(state, action)
                    except RuleViolation as violation:
                        found.setdefault(violation.template, violation)
            state = apply(state, dice.choice(legal_actions(state)))
    return list(found.values())


def test_the_engines_refusals_read_in_russian_with_no_english_left() -> None:
    found = refusals()
    assert len(found) >= 8
    for violation in found:
        russian = word(violation, "ru")
        leftover = re.sub(r"\b[a-g][0-9]+\b|\bZN-[\w.]+", "", russian)
        assert not re.search(r"[A-Za-z]{2,}", leftover), russian


@pytest.mark.parametrize("module", [wording, world, lookalikes], ids=lambda m: m.__name__)
def test_doctests(module: object) -> None:
    assert doctest.testmod(module).failed == 0  # type: ignore[arg-type]


def test_a_broken_translation_falls_back_to_english(tmp_path: Path) -> None:
    assert wording.fill("{a} and {b}", {"a": 1, "b": 2}, "en") == "1 and 2"
    with pytest.raises(KeyError):
        wording.fill("{a} and {c}", {"a": 1, "b": 2}, "ru")
