"""``rulebook deck check``: every breach with its rule ID, exit 0/1/2, bad input by file and line."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from rulebook.cli import main

DECKS = Path(__file__).resolve().parents[1] / "data" / "decks"
HEADER = 'edition = "classic"\n\n[hero]\nname = "Paladin"\nfaction = "Alliance of the Unicorn"\n'


def check(path: Path, capsys: pytest.CaptureFixture[str], *options: str) -> tuple[int, str, str]:
    status = main(["deck", "check", str(path), *options])
    out, err = capsys.readouterr()
    return status, out, err


def test_a_legal_deck_exits_0(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = check(DECKS / "classic_legal.toml", capsys)
    assert (status, out, err) == (0, "the deck is legal\n", "")


def test_an_illegal_deck_lists_every_breach_with_its_rule_and_exits_1(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, _ = check(DECKS / "classic_illegal.toml", capsys)
    assert status == 1
    rules = [line.split(": ")[1] for line in out.splitlines()[:-1]]
    assert rules == ["LS1-3.1", "LS1-3.2", "LS1-3.3", "LS1-3.4", "LS1-3.5", "LS1-3.6"]
    assert out.splitlines()[-1] == "the deck is illegal: 6 breaches"


def test_the_breaches_are_worded_in_russian(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = check(DECKS / "classic_illegal.toml", capsys, "--lang", "ru")
    assert status == 1
    assert "LS1-3.2" in out
    last = out.splitlines()[-1]
    assert last != "the deck is illegal: 6 breaches", "the summary is in Russian"
    assert not any(c.isascii() and c.isalpha() for c in last)
    # The cards and factions the term base knows are named as the Russian book names them.
    faction = next(line for line in out.splitlines() if "LS1-3.3" in line)
    assert faction.endswith(
        ": LS1-3.3: карта «Ядовитое облако» принадлежит фракции «Паучьи эльфы Аккари»,"
        " а не фракции героя «Альянс Единорога»"
    )
    assert "в колоде карт «Рыцарь»: 2" in out


BAD = {
    "not TOML": ('edition = "classic"\n[hero\n', 2, "not TOML"),
    "no hero": ('edition = "classic"\n', 1, "no [hero] table"),
    "no edition": ('[hero]\nname = "x"\nfaction = "y"\n', 1, "names no edition"),
    "unknown edition": ('edition = "third"\n', 1, "names no edition"),
    "hero without faction": ('edition = "classic"\n[hero]\nname = "x"\n', 2, "has no faction"),
    "unknown type": (HEADER + '\n[[cards]]\nname = "a"\ntype = "feat"\n', 9, "unknown card type"),
    "unknown key": (
        HEADER + '\n[[cards]]\nname = "a"\ntype = "spell"\ncost = 2\n',
        7,
        "unknown key",
    ),
    "bad copies": (
        HEADER + '\n[[cards]]\nname = "a"\ntype = "spell"\ncopies = "two"\n',
        10,
        "copies",
    ),
    "twice": (
        HEADER
        + '\n[[cards]]\nname = "a"\ntype = "spell"\n\n[[cards]]\nname = "a"\ntype = "spell"\n',
        11,
        "listed twice (first at row 7)",
    ),
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_a_malformed_deck_file_names_its_line_exits_2_and_writes_nothing(
    case: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text, line, words = BAD[case]
    deck = tmp_path / "deck.toml"
    deck.write_text(text, encoding="utf-8")
    status, out, err = check(deck, capsys)
    assert status == 2 and out == ""
    assert err.startswith(f"rulebook: {deck}:{line}: "), err
    assert words in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["deck.toml"]
    assert deck.read_text(encoding="utf-8") == text


def test_a_missing_file_and_a_folder_are_bad_input(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert check(tmp_path / "nothing.toml", capsys)[0] == 2
    assert check(tmp_path, capsys)[0] == 2
    latin1 = tmp_path / "latin1.toml"
    latin1.write_bytes('name = "Ögre"'.encode("latin-1"))
    status, _, err = check(latin1, capsys)
    assert status == 2 and "not UTF-8" in err


def test_a_warseer_deck_goes_to_the_warseer_check(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The edition decides the checker: without the Warseer engine's warband check, bad input."""
    deck = tmp_path / "warband.toml"
    shutil.copy(DECKS / "classic_legal.toml", deck)
    deck.write_text(
        deck.read_text(encoding="utf-8").replace('"classic"', '"warseer"'), encoding="utf-8"
    )
    status, _, err = check(deck, capsys)
    try:
        import engine.signum.warseer.warband  # noqa: F401
    except ModuleNotFoundError:
        assert status == 2 and "Warseer" in err
    else:
        assert status in (0, 1, 2)
