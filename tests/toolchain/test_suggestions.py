"""`rulebook check` on an unknown step suggests steps of the question's own game, in its language
(issue 25); a question with no language of its own is answered in the asker's."""

from __future__ import annotations

import re

import pytest
from support.cli import in_process

from rulebook.vocabulary import load
from rulebook.vocabulary.steps import VOCABULARY

LATIN_PLACEHOLDER = re.compile(r"\{[a-z_]+\}")
WARSEER_RU = """# language: ru
@warseer
Функция: Вопрос
  Сценарий: Мечник идёт
    Дано Поле боя:
      | гекс | существо | игрок | движение |
      | c3   | Мечник   | юга   | 2        |
    Когда существо на c3 передвигается на c4
    Тогда у воина на c4 две раны
"""
WARSEER_EN = """Feature: A question
  Scenario: A swordsman walks
    Given the battlefield:
      | hex | creature  | player | movement |
      | c3  | Swordsman | south  | 2        |
    When the creature on c3 moves to c4
    Then the creature on c4 has two wound tokens
"""


def offered(stderr: str, words: str) -> list[str]:
    return stderr.strip().split(words, 1)[1].split(" | ")


def shown_steps(game: str, language: str) -> set[str]:
    load()
    return {s.display(language) for s in VOCABULARY.steps if s.game in (game, "")}


def test_a_russian_warseer_question_gets_warseer_steps_in_russian(tmp_path) -> None:
    question = tmp_path / "q.feature"
    question.write_text(WARSEER_RU, encoding="utf-8")
    result = in_process("check", question)
    assert result.returncode == 2, result.stdout + result.stderr
    steps = offered(result.stderr, "ближайшие известные шаги: ")
    assert steps and set(steps) <= shown_steps("warseer", "ru")
    assert not [s for s in steps if LATIN_PLACEHOLDER.search(s)], steps


def test_a_question_without_tags_is_matched_against_the_game_its_steps_belong_to(
    tmp_path,
) -> None:
    question = tmp_path / "q.feature"
    question.write_text(WARSEER_EN, encoding="utf-8")
    result = in_process("check", question)
    assert result.returncode == 2
    steps = offered(result.stderr, "nearest known steps: ")
    assert steps and set(steps) <= shown_steps("warseer", "en")


@pytest.mark.parametrize(
    ("environment", "said"),
    [
        ({"LANG": "ru_RU.UTF-8"}, "пуст: файл сценария начинается с «Функция:»"),
        ({"LANG": "en_GB.UTF-8"}, "is empty: a feature file starts with 'Feature:'"),
        ({"LANG": "C.UTF-8", "LANGUAGE": "ru"}, "пуст: файл сценария начинается с «Функция:»"),
    ],
)
def test_an_empty_question_is_answered_in_the_asker_s_language(
    tmp_path, monkeypatch: pytest.MonkeyPatch, environment: dict[str, str], said: str
) -> None:
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    for name, value in environment.items():
        monkeypatch.setenv(name, value)
    question = tmp_path / "q.feature"
    question.write_text("", encoding="utf-8")
    result = in_process("check", question)
    assert result.returncode == 2
    assert said in result.stderr
