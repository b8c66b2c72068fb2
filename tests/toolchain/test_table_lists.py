"""A table column of a list field (the buildings a card needs) takes a list of its words,
and a translated table is read column by column."""

from __future__ import annotations

from pathlib import Path

from rulebook.scenarios.tables import value_problem
from rulebook.scenarios.translate import translate_file
from rulebook.vocabulary import load
from rulebook.vocabulary.classic.fields import CHARACTERS


def test_a_list_column_takes_each_of_its_words_and_names_a_stranger() -> None:
    load()
    assert value_problem(CHARACTERS, "needs", "any, any", "en") is None
    assert value_problem(CHARACTERS, "needs", "Barracks, Smithy", "en") is None
    assert value_problem(CHARACTERS, "needs", "Barracks", "en") is None
    assert value_problem(CHARACTERS, "needs", "Barracks, Dungeon", "en") is not None


def test_a_table_is_translated_column_by_column_lists_too(tmp_path: Path) -> None:
    """Each cell in the words of its column's field: "armour" is a relic class here
    (доспехи), and a list of buildings is translated word by word."""
    load()
    feature = tmp_path / "question.feature"
    feature.write_text(
        "Feature: A question\n"
        "  Scenario: Cards\n"
        "    Given the characters:\n"
        "      | character | needs           |\n"
        "      | Knight    | any, Barracks   |\n"
        "    And the relics:\n"
        "      | relic       | class  |\n"
        "      | Heavy Plate | armour |\n",
        encoding="utf-8",
    )
    rows = [
        line.split("|")[1:-1] for line in translate_file(feature, "ru").splitlines() if "|" in line
    ]
    cells = [[cell.strip() for cell in row] for row in rows]
    assert ["Рыцарь", "любое, Казарма"] in cells
    assert ["Тяжёлые латы", "доспехи"] in cells
