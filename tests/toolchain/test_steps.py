"""The step catalog: ``rulebook steps`` and the book page list every step, with an example."""

from __future__ import annotations

import subprocess
import sys

import pytest

from rulebook.scenarios.translate import keyword_in
from rulebook.vocabulary import load
from rulebook.vocabulary.guide import catalog, games, steps_of
from rulebook.vocabulary.steps import VOCABULARY, field_name

load()
LANGUAGES = ("en", "ru")


def steps_output(*arguments: str) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "rulebook.cli", "steps", *arguments]
    return subprocess.run(command, capture_output=True, text=True, check=False)


def test_every_registered_step_belongs_to_a_game() -> None:
    # The shared steps are listed with every game: each step counts once.
    assert sorted({step for game in games() for step in map(id, steps_of(game))}) == sorted(
        map(id, VOCABULARY.steps)
    )


@pytest.mark.parametrize("language", LANGUAGES)
def test_rulebook_steps_lists_every_step_with_its_fields_and_an_example(language: str) -> None:
    for game in games():
        listed = steps_output("--lang", language, "--game", game)
        assert listed.returncode == 0, listed.stderr
        lines = listed.stdout.splitlines()
        for step in steps_of(game):
            heading = f"{keyword_in(step.type, language)}{step.display(language)}"
            assert heading in lines, heading
            following = lines[lines.index(heading) + 1 :]
            for name in step.fields():
                shown = field_name(name, language)  # {cell}, {клетка}
                assert any(line.startswith(f"    {{{shown}}}: ") for line in following[:6]), name


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_example_reads_as_its_own_step(language: str) -> None:
    """An example is a real step: it matches its pattern, and no other."""
    for game in games():
        for entry in catalog(game, language):
            keyword = keyword_in(entry.step.type, language)
            text = entry.example[0].removeprefix(keyword)
            matches = VOCABULARY.match(text, language, entry.step.type)
            assert [pattern for pattern, _ in matches] == [entry.step], entry.example[0]
            assert (len(entry.example) > 1) == (entry.step.table is not None)


def test_rulebook_steps_in_russian_writes_points_of_the_classic_table_the_russian_way() -> None:
    """(12; 30), with a decimal comma, as the Russian book writes a point; the older 12,30
    is named as readable too; the fields are named in Russian ({путь})."""
    listed = steps_output("--lang", "ru", "--game", "classic").stdout
    assert "      Когда существо из точки (12; 30) идёт в точку (20; 30)" in listed
    assert "    {путь}: точки стола через стрелки, например (12; 30) → (20; 30)" in listed
    assert "например (12; 30) (читается и запись 12,30)" in listed
    assert "идёт в точку 20,30" not in listed
    english = steps_output("--lang", "en", "--game", "classic").stdout
    assert "      When the creature at 12,30 moves to 20,30" in english
