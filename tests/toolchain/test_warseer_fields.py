"""The composed words of the Warseer vocabulary: a keyword with its X and text, and a die
face of several symbols, read and written in both languages."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulebook.vocabulary.steps import VOCABULARY
from rulebook.vocabulary.warseer.fields import cell_value

KEYWORDS = "Run 2, Hunter: hero, Ambush: +1 die, Aura 1: Fortitude, Master of Attack 1"
FACES = "sword+push, blank, critical"


@pytest.mark.parametrize(
    ("field", "text", "values"),
    [
        (
            "Keywords",
            KEYWORDS,
            ["Run 2", "Hunter: hero", "Ambush: +1 die", "Aura 1: Fortitude", "Master of Attack 1"],
        ),
        ("Roll", FACES, ["sword+push", "blank", "critical"]),
    ],
)
def test_a_composed_cell_reads_the_same_after_a_round_trip_through_russian(
    field: str, text: str, values: list[str]
) -> None:
    kind = VOCABULARY.fields[field]
    assert cell_value(kind, text) == values
    russian = kind.render(text, "en", "ru")
    assert russian != text  # the words are translated, the numbers and signs kept
    assert cell_value(kind, russian) == values
    assert kind.render(russian, "ru", "en") == text


def test_a_keyword_outside_the_glossary_is_not_a_keyword() -> None:
    kind = VOCABULARY.fields["Keywords"]
    assert kind.words("en").get("sneaky 2") is None
    assert kind.words("en").get("run 2") == "Run 2"


@pytest.mark.parametrize(
    ("cell", "problem"),
    [
        ("c33x", "c33x is not a hex of the battlefield (a1 to j8)"),
        ("k9", "k9 is not a hex of the battlefield (a1 to j8)"),
    ],
)
def test_a_hex_off_the_battlefield_is_bad_input_with_its_line(
    tmp_path: Path, cell: str, problem: str
) -> None:
    from rulebook.scenarios.gherkin import BadFeature
    from rulebook.scenarios.validation import validate_text

    text = (
        "Feature: A question\n"
        "  Scenario: Off the board\n"
        "    Given the battlefield:\n"
        "      | hex | creature | player |\n"
        f"      | {cell} | Ogre | north |\n"
    )
    with pytest.raises(BadFeature) as raised:
        validate_text(tmp_path / "question.feature", text)
    assert str(raised.value).endswith(f":5: in column 'hex', {problem}")
