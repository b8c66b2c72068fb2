"""The Warseer warband check: Leadership per rank, characters only in the War Camp, support
cards only in the Battle Deck; through the engine and through ``rulebook deck check``."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.signum.cards import CardType
from engine.signum.warseer.cards import CreatureCard
from engine.signum.warseer.sample import HEROES, MINIONS, SUPPORT, generated_creatures
from engine.signum.warseer.state import Attack, AttackType
from engine.signum.warseer.warband import breaches
from rulebook.cli import main

HERO = HEROES[0]  # Leadership: rank 1 x3, rank 2 x2, rank 3 x1

HEADER = """edition = "warseer"

[hero]
name = "Kaitlynn"
leadership = { 1 = 2, 2 = 1 }
"""


def character(name: str, rank: int) -> CreatureCard:
    return CreatureCard(name, CardType.CHARACTER, Attack(AttackType.MELEE, (1,)), 2, 2, rank)


def test_a_warband_within_leadership_and_a_support_deck_are_legal() -> None:
    assert breaches(HERO, generated_creatures(3, "north"), SUPPORT) == []


def test_each_rank_over_leadership_is_one_breach() -> None:
    band = [character(f"c{i}", rank) for i, rank in enumerate((1, 1, 1, 1, 2, 2, 2, 3, 3))]
    found = breaches(HERO, band, [])
    assert [b.rule_id for b in found] == ["LS2-3.1", "LS2-3.1", "LS2-3.1"]
    assert "4 characters of rank 1" in found[0].reason and "allows 3" in found[0].reason


def test_a_rank_the_leadership_does_not_name_allows_none() -> None:
    (breach,) = breaches(HERO, [character("Titan", 4)], [])
    assert breach.rule_id == "LS2-3.1" and "allows 0" in breach.reason


def test_minions_heroes_and_characters_out_of_place_are_reported_with_their_rules() -> None:
    found = breaches(HERO, [MINIONS[0], HEROES[1]], [character("Stray", 1)])
    assert [b.rule_id for b in found] == ["LS2-1.11", "LS2-1.10", "LS2-3.2"]


def check(path: Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    status = main(["deck", "check", str(path)])
    out, err = capsys.readouterr()
    return status, out, err


def test_deck_check_dispatches_a_warseer_file_to_the_warband_check(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    deck = tmp_path / "warband.toml"
    deck.write_text(
        HEADER
        + '\n[[characters]]\nname = "Gil-Talas"\nrank = 2\n'
        + '\n[[characters]]\nname = "Scout"\ncopies = 3\n'
        + '\n[[characters]]\nname = "Sprout"\ntype = "minion"\n'
        + '\n[[cards]]\nname = "Firebolt"\ntype = "spell"\ncopies = 2\n'
        + '\n[[cards]]\nname = "Dayodor Order Mentor"\ntype = "character"\n',
        encoding="utf-8",
    )
    status, out, err = check(deck, capsys)
    assert status == 1, err
    rules = [line.split(": ")[1] for line in out.splitlines()[:-1]]
    assert rules == ["LS2-1.11", "LS2-3.1", "LS2-3.2"]
    assert out.splitlines()[-1] == "the deck is illegal: 3 breaches"


def test_a_legal_warseer_file_exits_0(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    deck = tmp_path / "warband.toml"
    deck.write_text(HEADER + '\n[[characters]]\nname = "Scout"\ncopies = 2\n', encoding="utf-8")
    assert check(deck, capsys) == (0, "the deck is legal\n", "")


def test_a_malformed_warseer_file_is_bad_input_with_its_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    deck = tmp_path / "warband.toml"
    deck.write_text(HEADER + '\n[[characters]]\nname = "Scout"\nrank = "high"\n', encoding="utf-8")
    status, out, err = check(deck, capsys)
    assert (status, out) == (2, "")
    assert ":9:" in err and "rank" in err
