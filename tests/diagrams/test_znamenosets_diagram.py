"""Znamenosets diagrams from real engine steps: a move, an attack, a kill."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import fields
from typing import Any
from xml.etree import ElementTree

import pytest

from engine.znamenosets import Attack, Move, Phase, SeededDice, apply, new_game, position, snapshot
from engine.znamenosets.notation import board_from, cell
from rulebook.diagrams.labels import PHRASES, WORDS, Labels
from rulebook.diagrams.znamenosets import ENGLISH_LABELS, board_tokens, diagram

NS = {"svg": "http://www.w3.org/2000/svg"}
Snapshot = dict[str, Any]


def step(
    board: Mapping[str, str], action: Move | Attack, phase: Phase
) -> tuple[Snapshot, Snapshot]:
    state = position(board_from(board), phase=phase)
    return snapshot(state), snapshot(apply(state, action))


@pytest.fixture
def move() -> tuple[Snapshot, Snapshot]:
    board = {"c3": "blue archer", "e6": "green pikeman"}
    return step(board, Move(cell("c3"), cell("c5")), Phase.MOVEMENT)


@pytest.fixture
def attack() -> tuple[Snapshot, Snapshot]:
    board = {"c3": "blue archer", "c4": "green pikeman", "g8": "green standard-bearer"}
    return step(board, Attack(cell("c3"), (cell("c4"),)), Phase.ATTACK)


@pytest.fixture
def kill() -> tuple[Snapshot, Snapshot]:
    board = {"c3": "blue archer", "c4": "green pikeman/1", "g8": "green standard-bearer"}
    return step(board, Attack(cell("c3"), (cell("c4"),)), Phase.ATTACK)


def highlights(svg: str) -> dict[str, str]:
    root = ElementTree.fromstring(svg)
    return {
        e.get("data-cell", ""): e.get("class", "").split()[1]
        for e in root.iter()
        if e.get("class", "").startswith("highlight ")
    }


def description(svg: str) -> str:
    return ElementTree.fromstring(svg).findtext("svg:desc", namespaces=NS) or ""


def legend(svg: str) -> list[str]:
    root = ElementTree.fromstring(svg)
    return [e.text or "" for e in root.iter() if e.get("class") == "legend-text"]


def test_a_move_highlights_origin_and_destination(move: tuple[Snapshot, Snapshot]) -> None:
    svg = diagram(*move, ENGLISH_LABELS, title="A move")
    assert highlights(svg) == {"c3": "origin", "c5": "destination"}
    assert description(svg).startswith("Blue archer moved from c3 to c5. On the board: ")
    assert legend(svg)[:2] == ["emptied", "entered"]


def test_an_attack_highlights_the_wounded_target(attack: tuple[Snapshot, Snapshot]) -> None:
    svg = diagram(*attack, ENGLISH_LABELS, title="An attack")
    assert highlights(svg) == {"c4": "target"}
    assert "Green pikeman at c4 wounded: 1 of 2." in description(svg)
    assert "green pikeman at c4, wounds: 1 of 2" in description(svg)


def test_a_kill_empties_the_target_cell(kill: tuple[Snapshot, Snapshot]) -> None:
    svg = diagram(*kill, ENGLISH_LABELS, title="A kill")
    assert highlights(svg) == {"c4": "origin"}
    assert description(svg).startswith("Green pikeman removed from c4.")
    assert "c4" not in {t.cell for t in board_tokens(kill[1], ENGLISH_LABELS)}


def test_the_caller_may_mark_the_attacker(attack: tuple[Snapshot, Snapshot]) -> None:
    svg = diagram(*attack, ENGLISH_LABELS, title="An attack", highlight={"c3": "attacker"})
    assert highlights(svg) == {"c3": "attacker", "c4": "target"}
    assert "attacking" in legend(svg)


def test_no_before_means_no_highlight(move: tuple[Snapshot, Snapshot]) -> None:
    svg = diagram(None, move[1], ENGLISH_LABELS, title="A position")
    assert highlights(svg) == {}
    assert description(svg) == "On the board: blue archer at c5; green pikeman at e6."


def test_nothing_changed_is_said(move: tuple[Snapshot, Snapshot]) -> None:
    assert description(diagram(move[0], move[0], ENGLISH_LABELS, title="")).startswith(
        "Nothing changed. "
    )


def zn(board: Mapping[str, str]) -> Snapshot:
    """A bare snapshot from ``{"c3": "blue pikeman/1"}`` text."""
    warriors = {}
    for name, text in board.items():
        side, _, rest = text.partition(" ")
        kind, _, wounds = rest.partition("/")
        warriors[name] = {"kind": kind, "side": side, "wounds": int(wounds or 0)}
    return {"format": "znamenosets/1", "board": warriors}


def test_a_line_move_pairs_each_warrior_with_its_next_cell() -> None:
    before = zn({"c3": "blue archer", "c4": "blue pikeman", "c5": "blue horseman"})
    after = zn({"c4": "blue archer", "c5": "blue pikeman", "c6": "blue horseman"})
    svg = diagram(before, after, ENGLISH_LABELS, title="A line")
    assert highlights(svg) == {
        "c3": "origin",
        "c4": "destination",
        "c5": "destination",
        "c6": "destination",
    }
    assert description(svg).startswith(
        "Blue horseman moved from c5 to c6; blue pikeman moved from c4 to c5; "
        "blue archer moved from c3 to c4."
    )


def test_a_line_of_alike_warriors_shows_its_net_change() -> None:
    before = zn({"c3": "blue pikeman", "c4": "blue pikeman"})
    after = zn({"c4": "blue pikeman", "c5": "blue pikeman"})
    svg = diagram(before, after, ENGLISH_LABELS, title="A line")
    assert highlights(svg) == {"c3": "origin", "c5": "destination"}
    assert description(svg).startswith("Blue pikeman moved from c3 to c5.")


def test_the_board_is_listed_side_by_side() -> None:
    svg = diagram(
        None,
        zn({"a8": "green archer", "g1": "blue archer", "a1": "blue pikeman"}),
        ENGLISH_LABELS,
        title="",
    )
    assert description(svg) == (
        "On the board: blue pikeman at a1; blue archer at g1; green archer at a8."
    )


def test_an_empty_board_is_said_to_be_empty() -> None:
    assert description(diagram(None, zn({}), ENGLISH_LABELS, title="")) == "The board is empty."


def test_tokens_carry_abbreviation_side_wounds_and_health(kill: tuple[Snapshot, Snapshot]) -> None:
    tokens = {t.cell: t for t in board_tokens(kill[0], ENGLISH_LABELS)}
    pikeman = tokens["c4"]
    assert (pikeman.label, pikeman.side, pikeman.wounds, pikeman.health) == ("Pi", "green", 1, 2)
    assert pikeman.name == "green pikeman at c4, wounds: 1 of 2"
    assert tokens["c3"].name == "blue archer at c3"
    assert tokens["g8"].health == 3


def test_the_legend_lists_sides_and_kinds_shown(attack: tuple[Snapshot, Snapshot]) -> None:
    assert legend(diagram(*attack, ENGLISH_LABELS, title="")) == [
        "wounded",
        "blue",
        "green",
        "health",
        "wound",
        "archer",
        "standard-bearer",
        "pikeman",
    ]


def test_two_diagrams_on_one_page_have_distinct_ids(
    move: tuple[Snapshot, Snapshot], attack: tuple[Snapshot, Snapshot]
) -> None:
    page = (
        "<div>"
        + diagram(*move, ENGLISH_LABELS, title="one")
        + diagram(*attack, ENGLISH_LABELS, title="two")
        + "</div>"
    )
    ids = [e.get("id") for e in ElementTree.fromstring(page).iter() if e.get("id")]
    assert len(ids) == 4
    assert len(set(ids)) == 4


def test_deterministic_for_the_whole_deployed_board() -> None:
    state = snapshot(new_game(SeededDice(1)))
    first = diagram(None, state, ENGLISH_LABELS, title="Set-up")
    assert first == diagram(None, snapshot(new_game(SeededDice(1))), ENGLISH_LABELS, title="Set-up")
    root = ElementTree.fromstring(first)
    tokens = [e for e in root.iter() if e.get("class", "").startswith("token side-")]
    assert len(tokens) == len(state["board"])


RUSSIAN = {
    ("diagram abbreviation", "Ar"): "Лк",
    ("diagram kind", "archer"): "лучник",
    ("diagram kind", "pikeman"): "копейщик",
    ("diagram side", "blue"): "синие",
    ("diagram side", "green"): "зелёные",
    ("diagram role", "entered"): "куда",
    ("diagram", "{side} {kind}"): "{kind} ({side})",
    (
        "diagram",
        "{warrior} moved from {origin} to {destination}",
    ): "{warrior}: ход {origin} — {destination}",
    ("diagram", "{warrior} at {cell}"): "{warrior} на {cell}",
    ("diagram", "on the board: {warriors}"): "на доске: {warriors}",
}


def test_a_russian_diagram_says_everything_in_russian(move: tuple[Snapshot, Snapshot]) -> None:
    russian = ENGLISH_LABELS.translated(lambda context, text: RUSSIAN.get((context, text)))
    svg = diagram(*move, russian, title="Ход")
    assert description(svg) == (
        "Лучник (синие): ход c3 — c5. На доске: лучник (синие) на c5; копейщик (зелёные) на e6."
    )
    assert "куда" in legend(svg)
    assert "Лк" in svg and ">Ar<" not in svg


def test_a_translation_with_a_foreign_field_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown fields: colour"):
        ENGLISH_LABELS.translated(
            lambda context, text: "{colour}" if text == "{side} {kind}" else None
        )


def test_every_english_message_is_listed_for_translators() -> None:
    messages = ENGLISH_LABELS.messages()
    assert ("diagram abbreviation", "HI") in messages
    assert ("diagram", "{warrior} removed from {cell}") in messages
    assert len(messages) == len(set(messages))
    names = {field.name for field in fields(Labels)}
    assert names == set(WORDS) | set(PHRASES) | {"separator"}


def test_english_abbreviations() -> None:
    assert sorted(ENGLISH_LABELS.kind_abbreviations.values()) == [
        "Ar",
        "Be",
        "HI",
        "Ho",
        "Pi",
        "SB",
    ]


def test_not_a_snapshot_is_refused() -> None:
    with pytest.raises(ValueError, match="not a znamenosets/1 snapshot"):
        diagram(None, {"board": {}}, ENGLISH_LABELS, title="")
    with pytest.raises(ValueError, match="cells off the board: h9"):
        diagram(
            None,
            {
                "format": "znamenosets/1",
                "board": {"h9": {"kind": "archer", "side": "blue", "wounds": 0}},
            },
            ENGLISH_LABELS,
            title="",
        )
