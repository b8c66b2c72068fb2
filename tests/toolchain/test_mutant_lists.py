"""Every curated mutant still finds the code it changes: a move or an edit of the engine that
leaves a mutant pointing at nothing would quietly drop it from the gate."""

from __future__ import annotations

import importlib

import pytest

from rulebook.games import GAMES
from rulebook.paths import REPO_ROOT


def mutants_of(module_name: str) -> dict[str, object]:
    module = importlib.import_module(module_name)
    found: dict[str, object] = {}
    for value in vars(module).values():
        if isinstance(value, tuple) and value and hasattr(value[0], "edits"):
            found.update({mutant.name: mutant for mutant in value})
    return found


@pytest.mark.parametrize("game", [g for g in GAMES if g.mutants], ids=lambda g: g.name)
def test_each_edit_of_a_mutant_meets_its_text_once(game: object) -> None:
    mutants = mutants_of(game.mutants)  # type: ignore[attr-defined]
    assert mutants
    lost = [
        f"{name}: {edit.path}"
        for name, mutant in mutants.items()
        for edit in mutant.edits  # type: ignore[attr-defined]
        if (REPO_ROOT / edit.path).read_text(encoding="utf-8").count(edit.old) != 1
    ]
    assert lost == []
