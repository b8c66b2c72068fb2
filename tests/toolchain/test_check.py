"""`rulebook check`: a rules lawyer's question, answered by the real engine, in the asker's words."""

from __future__ import annotations

import argparse
import codecs
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from support.cli import in_process, installed

from rulebook.cli import OWN_COMMANDS, parser

QUESTIONS = Path(__file__).parent.parent / "data" / "questions"


def rulebook(*arguments: str | Path, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    """``rulebook *arguments`` in this process (see tests/support/cli.py)."""
    return in_process(*arguments, stdin=stdin or "")


def step(output: str, text: str) -> str:
    """The line of the step ``text`` in the output, and the message under it, if any."""
    lines = output.splitlines()
    for number, line in enumerate(lines):
        if line.endswith("]") and f"  {text}  [" in line:
            message = lines[number + 1] if number + 1 < len(lines) else ""
            return line + ("\n" + message if message.startswith("        ") else "")
    raise AssertionError(f"no step {text!r} in:\n{output}")


@pytest.mark.parametrize(
    ("name", "holds"),
    [("archer_en.feature", "the scenario holds"), ("archer_ru.feature", "сценарий выполнен")],
)
def test_a_question_that_holds_exits_0_in_either_language(name: str, holds: str) -> None:
    result = installed("check", QUESTIONS / name)
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.endswith(f"\n{holds}\n")
    assert "✓" in result.stdout and "✗" not in result.stdout


def test_a_russian_question_gets_a_wholly_russian_answer() -> None:
    """Verdict words, step marks, the refusal's reason and the rule label: all Russian."""
    result = rulebook("check", QUESTIONS / "diagonal_refused_ru.feature")
    assert result.returncode == 1
    refused = step(result.stdout, "Когда воин с d4 идёт на e5")
    assert refused.startswith("  ✗  11  Когда воин с d4 идёт на e5  [не выполнен]")
    assert "тяжёлый пехотинец (синие) на d4 не может дойти до e5" in refused
    assert refused.endswith("(правило ZN-6.2)")
    assert result.stdout.endswith("\nсценарий не выполнен\n")
    # Besides the file name, cell names and rule IDs, no Latin letter is left.
    words = result.stdout.replace(str(QUESTIONS / "diagonal_refused_ru.feature"), "")
    words = re.sub(r"\b(?:[a-g][1-8]|ZN-[\w.]+)\b", "", words)
    assert not re.search(r"[A-Za-z]", words), words


def test_a_classic_question_with_a_fractional_point_is_asked_and_answered_in_russian(
    tmp_path: Path,
) -> None:
    """Russian writes a point of the table (20; 4,5), with a decimal comma; the older form
    20,12.25 still reads. The answer writes points the Russian way."""
    question = QUESTIONS / "classic_fraction_ru.feature"
    result = rulebook("check", question)
    assert result.returncode == 0, result.stdout
    moved = step(result.stdout, "Когда существо из точки (20; 4,5) идёт в точку (20; 12,25)")
    assert moved.endswith("\n        путь: (20; 12,25) (правило LS1-10.2)")
    assert "[выполнен]" in step(result.stdout, "И «Рыцарь» стоит в точке 20,12.25")
    wrong = tmp_path / "wrong.feature"
    wrong.write_text(
        question.read_text(encoding="utf-8").replace(
            "И в точке (20; 4,5) нет существа", "И «Рыцарь» стоит в точке (20; 12)"
        ),
        encoding="utf-8",
    )
    failed = rulebook("check", wrong)
    assert failed.returncode == 1
    assert step(failed.stdout, "И «Рыцарь» стоит в точке (20; 12)").endswith(
        "[не выполнен]\n        существо «Рыцарь» стоит в точке (20; 12,25)"
    )
    english = rulebook("check", "--lang", "en", question)
    assert "it goes along 20,12.25 (rule LS1-10.2)" in english.stdout


def test_lang_words_the_answer_in_another_language() -> None:
    result = rulebook("check", "--lang", "en", QUESTIONS / "diagonal_refused_ru.feature")
    refused = step(result.stdout, "Когда воин с d4 идёт на e5")
    assert "[failed]" in refused
    assert "the blue heavy infantryman at d4 cannot reach e5 through free cells" in refused
    assert refused.endswith("(rule ZN-6.2)")
    assert result.stdout.endswith("\nthe scenario does not hold\n")


def test_several_files_and_a_folder_are_answered_together(tmp_path: Path) -> None:
    folder = tmp_path / "questions"
    folder.mkdir()
    for name in ("archer_en.feature", "archer_ru.feature"):
        shutil.copy(QUESTIONS / name, folder / name)
    both = rulebook("check", folder)
    assert both.returncode == 0, both.stdout + both.stderr
    assert both.stdout.endswith("\n2 of 2 scenarios hold\n")
    three = rulebook("check", folder, QUESTIONS / "diagonal_refused_en.feature")
    assert three.returncode == 1
    assert three.stdout.endswith("\n2 of 3 scenarios hold\n")
    assert (
        f"{folder / 'archer_ru.feature'}:3: Свой воин не мешает лучнику: выполнен" in three.stdout
    )


def test_an_empty_folder_is_bad_input(tmp_path: Path) -> None:
    result = rulebook("check", tmp_path)
    assert result.returncode == 2
    assert result.stderr == f"rulebook: {tmp_path}: is a folder with no .feature files in it\n"


def test_a_dash_reads_the_question_from_standard_input() -> None:
    question = (QUESTIONS / "archer_ru.feature").read_text(encoding="utf-8")
    result = rulebook("check", "-", stdin=question)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("<stdin>:3: Свой воин не мешает лучнику: выполнен\n")


def test_a_question_copied_from_a_translated_book_file_is_answered(tmp_path: Path) -> None:
    """The books' Russian feature files name their English source in a header line."""
    language, rest = (QUESTIONS / "archer_ru.feature").read_text(encoding="utf-8").split("\n", 1)
    mark = "# translated from: features/znamenosets/attack.feature"
    question = tmp_path / "copied.feature"
    question.write_text(f"{language}\n{mark}\n{rest}", encoding="utf-8")
    result = rulebook("check", question)
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.startswith(f"{question}:4: Свой воин не мешает лучнику: выполнен\n")


def test_bad_input_on_standard_input_is_named_so() -> None:
    result = rulebook("check", "-", stdin="Feature: x\n  Scenario: y\n    Then the archer flies\n")
    assert result.returncode == 2
    assert result.stderr.startswith("rulebook: <stdin>:3: unknown step 'the archer flies'")


def test_a_question_saved_by_windows_notepad_is_read(tmp_path: Path) -> None:
    """A UTF-8 byte-order mark and CRLF line ends, as Notepad saves a file."""
    text = (QUESTIONS / "archer_ru.feature").read_text(encoding="utf-8")
    question = tmp_path / "notepad.feature"
    question.write_bytes(codecs.BOM_UTF8 + text.replace("\n", "\r\n").encode("utf-8"))
    result = rulebook("check", question)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "сценарий выполнен" in result.stdout


def test_json_gives_every_steps_verdict_with_its_rule() -> None:
    result = rulebook("check", "--format", "json", QUESTIONS / "diagonal_refused_en.feature")
    assert result.returncode == 1
    document = json.loads(result.stdout)
    assert (document["status"], document["exit"]) == ("failed", 1)
    ((question,),) = [document["questions"]]
    ((scenario,),) = [question["scenarios"]]
    verdicts = [(s["keyword"], s["line"], s["status"], s["rule"]) for s in scenario["steps"]]
    assert verdicts == [("Given", 3, "passed", "ZN-3.4"), ("When", 10, "failed", "ZN-6.2")]
    assert "cannot reach e5 through free cells" in scenario["steps"][1]["message"]


def test_help_documents_the_exit_codes() -> None:
    for arguments in (["--help"], ["check", "--help"]):
        result = installed(*arguments)
        assert result.returncode == 0
        codes = result.stdout.split("exit status:", 1)[1]
        for code in ("0  every scenario holds", "1  a scenario does not hold", "2  bad input"):
            assert code in codes


def test_an_unknown_step_is_bad_input_with_line_and_nearest_steps() -> None:
    result = rulebook("check", QUESTIONS / "unknown_step.feature")
    assert result.returncode == 2
    assert result.stdout == ""
    (line,) = result.stderr.splitlines()
    assert "unknown_step.feature:8: unknown step 'the warrior at c3 flies to c7'" in line
    assert "the warrior at {origin} moves to {destination}" in line


def test_a_malformed_feature_is_bad_input_with_its_line() -> None:
    result = rulebook("check", QUESTIONS / "malformed.feature")
    assert result.returncode == 2
    assert result.stderr.strip().endswith(
        "malformed.feature:5: inconsistent cell count within the table"
    )
    assert "Traceback" not in result.stderr


def test_a_missing_file_is_bad_input(tmp_path: Path) -> None:
    result = rulebook("check", tmp_path / "absent.feature")
    assert result.returncode == 2
    assert "absent.feature: no such file" in result.stderr


def test_one_bad_file_among_several_stops_them_all(tmp_path: Path) -> None:
    result = rulebook("check", QUESTIONS / "archer_en.feature", tmp_path / "absent.feature")
    assert result.returncode == 2
    assert result.stdout == ""


def test_a_file_that_is_not_utf8_is_bad_input(tmp_path: Path) -> None:
    question = tmp_path / "latin1.feature"
    question.write_bytes("Feature: x\n  Scenario: \xe9\n".encode("latin-1"))
    result = rulebook("check", question)
    assert result.returncode == 2
    assert "latin1.feature:2: is not UTF-8 text" in result.stderr


def test_a_duplicate_scenario_name_is_bad_input(tmp_path: Path) -> None:
    text = (QUESTIONS / "archer_en.feature").read_text(encoding="utf-8")
    scenario = text[text.index("  Scenario:") :]
    question = tmp_path / "twice.feature"
    question.write_text(text + "\n" + scenario, encoding="utf-8")
    result = rulebook("check", question)
    assert result.returncode == 2
    assert f"is used twice (first at {question}:2)" in result.stderr


@pytest.mark.parametrize(
    "arguments",
    [[], ["frobnicate"], ["check"], ["build", "--lang", "fr"], ["check", "--lang", "fr", "a"]],
)
def test_bad_arguments_exit_2_with_one_line(arguments: list[str]) -> None:
    result = rulebook(*arguments)
    assert result.returncode == 2
    assert len(result.stderr.strip().splitlines()) == 1
    assert result.stderr.startswith("rulebook: error:")


def test_the_readme_question_holds_and_links_to_the_question_page(tmp_path: Path) -> None:
    readme = (QUESTIONS.parents[2] / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Asking a rule question", 1)[1].split("\n## ", 1)[0]
    assert "(docs/znamenosets/questions.md)" in section
    assert (QUESTIONS.parents[2] / "docs" / "znamenosets" / "questions.md").is_file()
    question = tmp_path / "question.feature"
    question.write_text(section.split("```gherkin\n", 1)[1].split("```", 1)[0], encoding="utf-8")
    result = rulebook("check", question)
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.endswith("\nсценарий выполнен\n")


NATURAL = """\
Feature: The steps a rules lawyer reaches for
  Scenario: At least one target, a refusal without its rule, a legal action
    Given the board:
      | cell | warrior         | side  | wounds |
      | c3   | archer          | blue  | 1      |
      | c5   | pikeman         | green |        |
      | e5   | cavalryman      | green |        |
      | a1   | standard-bearer | blue  |        |
      | g8   | standard-bearer | green |        |
    Then the warrior at c3 can attack c5
    And the warrior at c3 cannot attack e5
    And the warrior at c3 can attack: c5
    And the warrior at c3 has 1 wound
    And the warrior at e5 is a green horseman with 0 wounds
    And the warrior at c3 can move to c4
    And the warrior at c3 cannot move to c5
    And green has 3 warriors
    When the warrior at c3 moves to c6
    Then the action is refused
    When the warrior at c3 moves to c4
    Then the action is allowed
"""


def test_the_natural_steps_hold_when_the_engine_agrees(tmp_path: Path) -> None:
    question = tmp_path / "natural.feature"
    question.write_text(NATURAL, encoding="utf-8")
    result = rulebook("check", question)
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.parametrize(
    ("step", "message"),
    [
        ("Then the warrior at c3 can attack e5", "it cannot attack e5; it can attack: c5"),
        ("Then the warrior at c3 cannot attack c5", "it can attack c5"),
        ("Then the warrior at c3 has 2 wounds", "the warrior at c3 has 1 wound"),
        ("Then green has 2 warriors", "green has 3 warriors"),
        (
            "When the warrior at c3 moves to c6\n    Then the action is allowed",
            "the blue archer at c3 cannot reach c6 through free cells within 3 steps (rule ZN-6.2)",
        ),
    ],
)
def test_the_natural_steps_fail_with_the_engines_answer(
    tmp_path: Path, step: str, message: str
) -> None:
    question = tmp_path / "natural.feature"
    board = NATURAL.split("    Then")[0]
    question.write_text(f"{board}    {step}\n", encoding="utf-8")
    result = rulebook("check", question)
    assert result.returncode == 1, result.stdout + result.stderr
    assert f"        {message}\n" in result.stdout or f"        {message} (" in result.stdout


def test_a_question_asked_where_the_temporary_files_go(tmp_path: Path) -> None:
    """Outside any project, with the temporary folder under the current one (``cd /tmp``):
    the copies that run are named relative to it, and still answered."""
    shutil.copy(QUESTIONS / "archer_en.feature", tmp_path / "question.feature")
    command = [sys.executable, "-m", "rulebook.cli", "check", "question.feature"]
    environment = {**os.environ, "TMPDIR": str(tmp_path)}
    result = subprocess.run(
        command, capture_output=True, text=True, cwd=tmp_path, env=environment, check=False
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.endswith("\nthe scenario holds\n")


@pytest.mark.parametrize("command", OWN_COMMANDS)
def test_a_command_parsed_alone_has_the_parser_of_the_whole_command_line(command: str) -> None:
    """``rulebook check`` builds its own parser only: the same one, help and choices alike."""

    def helps(whole: argparse.ArgumentParser) -> dict[str, str]:
        (commands,) = [a for a in whole._actions if isinstance(a, argparse._SubParsersAction)]
        return {name: sub.format_help() for name, sub in commands.choices.items()}

    alone, everything = helps(parser(command)), helps(parser())
    assert list(alone) == [command] and alone[command] == everything[command]
    assert set(everything) > set(OWN_COMMANDS) | {"l10n", "deck"}
