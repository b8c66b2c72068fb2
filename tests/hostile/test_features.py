"""`rulebook check` on hostile feature files: one line naming file and line, exit 2.

Every case is a file in tests/data/hostile/features named after its id. A few
inputs are not bad input but a question the engine answers (a cell off the
board, a table indented with tabs): they get a verdict, tested at the end.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

FEATURES = Path(__file__).parent.parent / "data" / "hostile" / "features"
Run = Callable[..., Any]  # the ``rulebook`` fixture of conftest.py


@dataclass(frozen=True)
class Bad:
    """A bad feature file: the line the message names and words the message holds."""

    name: str
    line: int
    fragment: str


BAD = [
    # Malformed Gherkin
    Bad("bad_keyword", 3, "'Givn the board:' is not a step: 'Givn' is not a keyword (did you mean 'Given'?)"),
    Bad("bad_keyword_after_step", 8, "'Thn' is not a keyword (did you mean 'Then'?)"),
    Bad("bad_keyword_swallowed", 3, "'Gven' is not a keyword (did you mean 'Given'?)"),
    Bad("broken_table", 5, "inconsistent cell count within the table"),
    Bad("no_feature_line", 1, "no 'Feature:' before 'Scenario: A scenario without a feature'"),
    Bad("english_keywords_in_russian", 2, "ключевое слово языка «английский», а этот файл на языке «русский»"),
    Bad("russian_keywords_in_english", 1, "'Функция' is a keyword of Russian, but this file is in English"),
    Bad("russian_steps_in_english", 3, "'Дано' is a keyword of Russian, but this file is in English"),
    Bad("unknown_language", 1, "language 'xx' is not supported; use one of: en, ru"),
    Bad("unsupported_language", 1, "language 'fr' is not supported; use one of: en, ru"),
    Bad("duplicate_scenario", 10, "scenario name 'The archer holds' is used twice (first at "),
    Bad("empty", 1, "is empty: a feature file starts with 'Feature:'"),
    Bad("only_comments", 1, "has no feature: a feature file starts with 'Feature:'"),
    Bad("png_header", 3, "holds binary data (a NUL byte), not Gherkin text"),
    Bad("nul_bytes", 2, "holds binary data (a NUL byte), not Gherkin text"),
    Bad("utf16_bom", 1, "starts with a UTF-16 byte-order mark: save it as UTF-8 without one"),
    Bad("latin1", 2, "is not UTF-8 text"),
    Bad("no_steps", 2, "scenario 'Nothing is asked' has no steps"),
    Bad("no_scenarios", 1, "the feature has no scenarios to check"),
    Bad("placeholder_outside_outline", 8, "<cell> is a placeholder, but scenario 'Nothing fills"),
    Bad("placeholder_in_background", 3, "<cell> is a placeholder, but a Background has no Examples"),
    Bad("examples_header_mismatch", 8, "the placeholder <cell> has no column in the Examples (columns: where)"),
    Bad("examples_without_rows", 10, "the Examples table has a header but no rows"),
    Bad("examples_bad_word", 12, "with this Examples row, 'dragon' in column 'warrior' is none of"),
    Bad("examples_value_breaks_step", 14, "with this Examples row, unknown step 'the warrior at c3 moves to far'"),
    Bad("unclosed_doc_string", 9, 'this doc string is never closed (end it with """)'),
    Bad("tag_with_space", 2, "A tag may not contain whitespace"),
    # Steps the vocabulary does not know, or cannot tell apart
    Bad("first_step_and", 3, "the first step must start with Given, When or Then, not 'And'"),
    Bad("unknown_step", 8, "unknown step 'the warrior at c3 flies to c7'; nearest known steps: "),
    # A Russian question is told in Russian
    Bad("russian_unknown_step", 9, "неизвестный шаг 'воин с c3 летит на c7'; ближайшие известные шаги: "),
    Bad("ambiguous_star", 3, "matches more than one step: Given {side} is to play in the {phase} phase | Then "),
    # Known steps with values they cannot take
    Bad("board_unknown_warrior", 5, "'dragon' in column 'warrior' is none of: archer, berserker"),
    Bad("russian_board_unknown_warrior", 6, "'дракон' в столбце 'воин' не входит в список: лучник, берсерк"),
    Bad("board_missing_column", 4, "the table has no 'side' column (it needs: cell, warrior, side)"),
    Bad("board_cell_twice", 7, "c3 is listed twice (first at "),
    Bad("board_unknown_column", 4, "unknown column 'colour'; columns: cell, warrior, side, wounds"),
    Bad("board_bad_cell_name", 6, "'3c' in column 'cell' is not a cell name such as c3"),
    Bad("board_bad_wounds", 5, "'some' in column 'wounds' is not a whole number"),
    Bad("board_without_table", 3, "the step 'the board:' needs a table right below it"),
    Bad("off_board_cell_in_table", 5, "in column 'cell', h4 is off the board (a1–g8)"),
    Bad("huge_number", 8, "111111111111…111111111111 is a number of 4301 digits; at most 4300 can be read"),
    Bad("huge_number_in_table", 5, "in column 'wounds', 111111111111…111111111111 is a number of 4301 digits"),
    # Letters that look alike in Latin and Cyrillic: the message names the letter
    Bad("cyrillic_cell", 8, "'с3' has the Cyrillic letter 'с' (U+0441) where the Latin 'c' belongs; retype it as c3"),
    Bad("cyrillic_cell_in_table", 6, "'с3' в столбце 'клетка': в 'с3' стоит кириллическая буква 'с' (U+0441)"),
    Bad("latin_letter_in_russian_word", 6, "в 'cиние' стоит латинская буква 'c' (U+0063) там, где нужна кириллическая"),
    Bad("table_on_plain_step", 8, "the step 'blue is to play in the attack phase' takes no table"),
]  # fmt: skip


@pytest.mark.parametrize("case", [pytest.param(case, id=case.name) for case in BAD])
def test_a_bad_feature_gets_one_line_with_file_and_line(rulebook: Run, case: Bad) -> None:
    path = FEATURES / f"{case.name}.feature"
    outcome = rulebook("check", path, inputs=[path])
    outcome.assert_bad_input(f"{path}:{case.line}", case.fragment)


def test_the_unknown_step_message_names_the_nearest_steps(rulebook: Run) -> None:
    path = FEATURES / "unknown_step.feature"
    line = rulebook("check", path, inputs=[path]).message()
    nearest = line.split("nearest known steps: ", 1)[1].split(" | ")
    assert "the warrior at {origin} moves to {destination}" in nearest
    assert 1 <= len(nearest) <= 3


@dataclass(frozen=True)
class Verdict:
    """An input the engine answers: the exit status and what the output must say."""

    name: str
    status: int
    says: tuple[str, ...]


VERDICTS = [
    # Gherkin takes tabs as whitespace; the cells come out trimmed and the verdict is right.
    Verdict("tab_indented_table", 0, ("the scenario holds",)),
    # A move off the board is the engine's to refuse, under the rule that forbids it.
    Verdict("off_board_move_z99", 1, (
        "cannot leave the board for z99 (rule ZN-6.2)",
        "  ✗   8  When the warrior at c3 moves to z99  [failed]",
        "  -   9  Then the cell c3 is empty  [skipped]",
    )),
    Verdict("off_board_move_h4_refused", 0, ("the scenario holds",)),
    # A file as Windows Notepad saves it: a UTF-8 byte-order mark and CRLF line ends.
    Verdict("utf8_bom", 0, ("сценарий выполнен",)),
]  # fmt: skip


@pytest.mark.parametrize("case", [pytest.param(case, id=case.name) for case in VERDICTS])
def test_a_question_the_engine_answers_gets_a_verdict(rulebook: Run, case: Verdict) -> None:
    path = FEATURES / f"{case.name}.feature"
    outcome = rulebook("check", path, inputs=[path])
    outcome.assert_no_traceback()
    assert outcome.status == case.status, outcome.stdout + outcome.stderr
    assert outcome.stderr == ""
    for words in case.says:
        assert words in outcome.stdout, outcome.stdout


def test_every_feature_of_the_corpus_is_a_case() -> None:
    names = {path.stem for path in FEATURES.glob("*.feature")}
    assert names == {case.name for case in BAD} | {case.name for case in VERDICTS}
