"""A question that sets up what no game can reach is refused at its Given step, with the
rule that sets the bound, in the question's language (both Signum editions)."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulebook.scenarios.runner import run_text

POWER = {
    "en": """@warseer
Feature: Power
  Scenario: Power at the cap
    Given the battlefield:
      | hex | creature  | player | kind |
      | c1  | Kaitlynn  | south  | hero |
      | c8  | Gil-Talas | north  | hero |
    And the south player's Power is {power}
    Then the south player's Power is {power}
""",
    "ru": """# language: ru
@warseer
Функция: Мощь
  Сценарий: Мощь на пределе
    Дано Поле боя:
      | гекс | существо  | игрок | вид   |
      | c1   | Кайтлин   | юга   | герой |
      | c8   | Гил-Талас | севера | герой |
    И мощь игрока юга равна {power}
    Тогда мощь игрока юга равна {power}
""",
}


@pytest.mark.parametrize("language", ["en", "ru"])
def test_power_past_the_cap_is_refused_under_its_ruling(language: str) -> None:
    (held,) = run_text(POWER[language].format(power=10), Path("q.feature"))
    assert held.status == "passed", [(s.text, s.message) for s in held.steps]
    (refused,) = run_text(POWER[language].format(power=12), Path("q.feature"))
    step = next(s for s in refused.steps if s.status == "failed")
    assert step.rule_id == "LS2-C.59"
    assert ("12 Power" if language == "en" else "мощь 12") in step.message
