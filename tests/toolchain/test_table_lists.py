"""A table column of a list field (the buildings a card needs) takes a list of its words."""

from __future__ import annotations

from rulebook.scenarios.tables import value_problem
from rulebook.vocabulary import load
from rulebook.vocabulary.classic import CHARACTERS


def test_a_list_column_takes_each_of_its_words_and_names_a_stranger() -> None:
    load()
    assert value_problem(CHARACTERS, "needs", "any, any", "en") is None
    assert value_problem(CHARACTERS, "needs", "Barracks, Smithy", "en") is None
    assert value_problem(CHARACTERS, "needs", "Barracks", "en") is None
    assert value_problem(CHARACTERS, "needs", "Barracks, Dungeon", "en") is not None
