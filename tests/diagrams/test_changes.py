"""Telling what a step changed, independent of any game."""

from __future__ import annotations

from rulebook.diagrams.changes import Change, Piece, changes, highlights

ARCHER = Piece("archer", "blue", 0)
ORDER = ("a2", "b2", "a1", "b1")


def test_highlight_roles_for_each_kind_of_change() -> None:
    before = {"a1": ARCHER, "b1": Piece("pikeman", "green", 0), "a2": Piece("horseman", "green", 0)}
    after = {"b2": ARCHER, "b1": Piece("pikeman", "green", 1), "a2": Piece("archer", "blue", 0)}
    assert highlights(before, after) == {
        "a1": "origin",
        "a2": "destination",
        "b1": "target",
        "b2": "destination",
    }


def test_unchanged_cells_are_not_highlighted() -> None:
    assert highlights({"a1": ARCHER}, {"a1": ARCHER}) == {}


def test_a_move_is_one_change() -> None:
    assert changes({"a1": ARCHER}, {"b2": ARCHER}, ORDER) == [Change("moved", ARCHER, "b2", "a1")]


def test_removed_and_placed_warriors() -> None:
    horseman = Piece("horseman", "green", 0)
    assert changes({"a1": ARCHER}, {"b2": horseman}, ORDER) == [
        Change("removed", ARCHER, "a1"),
        Change("placed", horseman, "b2"),
    ]


def test_a_move_prefers_a_warrior_with_the_same_wounds() -> None:
    hurt = Piece("archer", "blue", 1)
    before = {"a2": ARCHER, "a1": hurt}
    after = {"b1": hurt}
    assert changes(before, after, ORDER) == [
        Change("moved", hurt, "b1", "a1"),
        Change("removed", ARCHER, "a2"),
    ]
