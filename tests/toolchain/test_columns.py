"""A game's tables, declared by the names of their columns (rulebook.vocabulary.columns)."""

from __future__ import annotations

import doctest

import pytest

from rulebook.vocabulary import columns
from rulebook.vocabulary.columns import Columns


def test_doctests() -> None:
    assert doctest.testmod(columns).failed == 0


def test_a_column_means_one_field_in_all_of_a_games_tables() -> None:
    with pytest.raises(ValueError, match="'cost' is listed twice"):
        Columns({"Number": ("cost",), "Needs": ("cost",)})


def test_a_table_may_read_a_column_by_a_field_of_its_own() -> None:
    game = Columns({"Card": ("card",), "CreatureType": ("type",)})
    deck = game.cards("card, type", "type", types={"type": "CardType"})
    assert deck.columns == (("card", "Card"), ("type", "CardType"))
    assert (deck.required, deck.unique) == (("card", "type"), "card")
    assert game.table("type", required=()).columns == (("type", "CreatureType"),)
