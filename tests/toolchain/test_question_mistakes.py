"""A failed step says why in the question's language, word for word: the question's own
mistakes (dice that do not fit its script, by the rules' name for the die and with the faces
as the question writes them; a card no card of its type can be), what a step found instead of
what it expected (cards, tokens, faces, terrain, players), and the cards a refusal names."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulebook.cli import main
from rulebook.scenarios.translate import translate_file

WARSEER = """@warseer
Feature: Dice scripts that do not fit

  Background:
    Given the battlefield:
      | hex | creature  | player | movement | dice |
      | c2  | Swordsman | south  | 2        | 1    |
      | c5  | Ogre      | north  |          |      |

  Scenario: No result is scripted
    When the creature on c2 moves along c2 → c3 → c4
    And the creature on c4 attacks the creature on c5

  Scenario: A face the die does not have
    When the creature on c2 moves along c2 → c3 → c4
    And the dice will roll: dragon
    And the creature on c4 attacks the creature on c5

  Scenario: Results are left over
    When the creature on c2 moves along c2 → c3 → c4
    And the dice will roll: sword, push, dragon
    And the creature on c4 attacks the creature on c5
    And both players pass
"""
CLASSIC = """@classic
Feature: Dice scripts that do not fit

  Scenario: A face the die does not have
    Given the table:
      | creature | player | at    | strength | health |
      | Knight   | south  | 10,10 | 3        | 3      |
      | Ogre     | north  | 10,13 | 2        | 3      |
    When the creature at 10,10 fights the creature at 10,13
    And the north player puts 0 dice into attack
    And the dice will roll 6, 9, 6, 1, 1
    And the south player puts 3 dice into attack
"""
ENGLISH = {
    "warseer": [
        "the dice do not match the script: the level-1 die was rolled but no result is scripted",
        "the dice do not match the script: the level-1 die has no face 'dragon' (faces: blank, "
        "blank, sword, sword, push, critical)",
        "the dice do not match the script: scripted results never rolled: push, dragon",
    ],
    "classic": [
        "the dice do not match the script: the attack die has no face '9' (faces: 1, 2, 3, 4, 5, 6)"
    ],
}
RUSSIAN = {
    "warseer": [
        "кубики расходятся со сценарием: брошен кубик уровня 1, а в сценарии для него нет "
        "результата",
        "кубики расходятся со сценарием: у кубика уровня 1 нет грани «дракон» (грани: пусто, "
        "пусто, меч, меч, отбрасывание, крит)",
        "кубики расходятся со сценарием: эти результаты сценария так и не выпали: "
        "отбрасывание, дракон",
    ],
    "classic": [
        "кубики расходятся со сценарием: у кубика атаки нет грани «9» (грани: 1, 2, 3, 4, 5, 6)"
    ],
}


def failures(question: Path, capsys: pytest.CaptureFixture[str]) -> list[str]:
    """The message under each failed step of ``rulebook check``'s answer."""
    assert main(["check", str(question)]) == 1
    lines = capsys.readouterr().out.splitlines()
    return [lines[i + 1].strip() for i, line in enumerate(lines) if line.lstrip().startswith("✗")]


def answers(
    question: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> tuple[list[str], list[str]]:
    """The failures of ``question`` as written (English) and translated into Russian."""
    english = tmp_path / "question.feature"
    english.write_text(question, encoding="utf-8")
    russian = tmp_path / "question_ru.feature"
    russian.write_text(translate_file(english, "ru"), encoding="utf-8")
    return failures(english, capsys), failures(russian, capsys)


IMPOSSIBLE_CREATURE = """@warseer
Feature: Cards no card can be

  Scenario: A creature of no health
    Given the battlefield:
      | hex | creature  | player | health |
      | c2  | Swordsman | south  | 0      |
      | c5  | Ogre      | north  |        |
    Then the creature on c2 has 0 wounds
"""


WRONG_ZONE = """@warseer
Feature: A zone that holds other cards

  Scenario: The War Camp is not as expected
    Given the cards:
      | card  | type      | cost |
      | Guard | character | 2    |
    And the south player's War Camp holds: Guard
    Then the south player's War Camp holds: -
"""


WRONG_TOKENS_AND_DICE = """@warseer
Feature: Tokens and dice other than expected

  Scenario: The tokens are not as expected
    Given the battlefield:
      | hex | creature  | player | tokens       |
      | c3  | Swordsman | south  | stun, poison |
    Then the creature on c3 has the tokens: -

  Scenario: The dice show other faces
    Given the battlefield:
      | hex | creature  | player | dice | health |
      | c3  | Swordsman | south  | 3    | 3      |
      | c4  | Ogre      | north  |      | 5      |
    And the dice will roll: dragon+push
    When the creature on c3 attacks the creature on c4
    Then the dice show: sword
"""


WRONG_TERRAIN_AND_NO_HERO = """@warseer
Feature: A terrain and a hero other than expected

  Scenario: The hex holds another terrain
    Given the cards:
      | card       | type    | cost |
      | Old Forest | terrain | 1    |
    And the south player holds in hand: Old Forest
    And the south player's Power is 1
    When the south player plays Old Forest on c5
    Then the hex c5 holds Hill

  Scenario: A warband is checked with no hero
    When the south player's warband is checked
"""


RELICS_IN_A_REFUSAL = """@classic
Feature: A refusal that lists cards

  Scenario: The order names a relic the hero does not wear
    Given the relics:
      | relic        | class  | durability |
      | Heavy Plate  | armour | 4          |
      | Tower Shield | shield | 2          |
    And the table:
      | creature | player | at    | type | health | slots          | shooting | range |
      | Paladin  | north  | 10,20 | hero | 5      | armour, shield |          |       |
      | Archer   | south  | 10,10 |      |        |                | 2        | L     |
    And the north player's hero wears: Heavy Plate, Tower Shield
    And the dice will roll 6, 6
    When the creature at 10,10 shoots at the creature at 10,20
    And the north player orders the relics: Tower Shield
"""


# Each question with the message under each failed step: as written, and in Russian.
CASES = {
    "Warseer dice": (WARSEER, ENGLISH["warseer"], RUSSIAN["warseer"]),
    "classic dice": (CLASSIC, ENGLISH["classic"], RUSSIAN["classic"]),
    "impossible creature": (
        IMPOSSIBLE_CREATURE,
        ["this card cannot be stated: Swordsman: health and rank at least 1, movement at least 0"],
        ["такую карту описать нельзя: «Мечник»: здоровье и ранг не меньше 1, движение не меньше 0"],
    ),
    "cards of a zone": (
        WRONG_ZONE,
        ["the south player's War Camp holds: Guard"],
        ["в военном лагере игрока юга: Страж"],
    ),
    "tokens and faces": (
        WRONG_TOKENS_AND_DICE,
        ["the creature on c3 has the tokens: stun, poison", "the dice show: dragon+push"],
        ["у существа на c3 такие жетоны: оглушение, яд", "на кубиках выпало: дракон+отбрасывание"],
    ),
    "terrain and player": (
        WRONG_TERRAIN_AND_NO_HERO,
        ["the hex c5 holds Forest", "the south player has no hero"],
        ["на гексе c5 местность «Лес»", "у игрока юга нет героя"],
    ),
    "cards a refusal lists": (
        RELICS_IN_A_REFUSAL,
        [
            "refused, and no later step expects it: the order must name each relic with armour"
            " tokens once: Heavy Plate, Tower Shield (rule LS1-C.19)"
        ],
        [
            "запрещено, и ни один следующий шаг этого не ждёт: в порядке должна быть по одному"
            " разу названа каждая реликвия с жетонами брони: Тяжёлые латы, Башенный щит"
            " (правило LS1-C.19)"
        ],
    ),
}


@pytest.mark.parametrize("case", list(CASES))
def test_a_failed_step_is_told_in_the_question_s_language(
    case: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    question, english, russian = CASES[case]
    assert answers(question, tmp_path, capsys) == (english, russian)
