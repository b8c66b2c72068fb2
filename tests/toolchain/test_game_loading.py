"""A question loads its own game's steps alone (rulebook/vocabulary/index.py): a
Znamenosets question never imports the Signum engines; a question of two games is refused
with exit 2; the index of the games' steps matches the vocabulary."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from rulebook.paths import REPO_ROOT
from rulebook.vocabulary import index

REPO = Path(__file__).resolve().parents[2]
QUESTIONS = REPO / "tests" / "data" / "questions"
WARSEER = REPO / "features" / "warseer" / "questions.feature"
GAME_PACKAGES = {
    "znamenosets": ("engine.znamenosets", "rulebook.vocabulary.znamenosets"),
    "classic": ("engine.signum.classic", "rulebook.vocabulary.classic"),
    "warseer": ("engine.signum.warseer", "rulebook.vocabulary.warseer"),
}
ASK = """
import sys
from rulebook.cli import main
status = main(["check", sys.argv[1]])
print(sorted({m.rsplit(".", 1)[0] if m.count(".") > 2 else m for m in sys.modules
              if m.startswith(("engine.", "rulebook.vocabulary."))}))
sys.exit(status)
"""


def modules_loaded_by(question: Path, tmp_path: Path) -> set[str]:
    untagged = tmp_path / question.name
    # Without its tag, so that the steps' words decide.
    lines = question.read_text(encoding="utf-8").splitlines()
    untagged.write_text("\n".join(x for x in lines if x.strip() != "@warseer"), encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-c", ASK, str(untagged)], capture_output=True, text=True, check=False
    )
    assert done.returncode in (0, 1), done.stderr
    return set(json.loads(done.stdout.splitlines()[-1].replace("'", '"')))


@pytest.mark.parametrize(
    ("game", "question"),
    [
        ("znamenosets", QUESTIONS / "diagonal_refused_ru.feature"),
        ("classic", QUESTIONS / "classic_slant_sight_ru.feature"),
        ("warseer", WARSEER),
    ],
)
def test_a_question_imports_no_other_games_modules(
    game: str, question: Path, tmp_path: Path
) -> None:
    loaded = modules_loaded_by(question, tmp_path)
    for other, packages in GAME_PACKAGES.items():
        for package in packages:
            imported = any(m == package or m.startswith(package + ".") for m in loaded)
            assert imported == (other == game), (other, package, sorted(loaded))


MIXED = """# language: {language}
{feature}: Mixed
  {scenario}: Two games
    {given} {zn}
      | {cell} | {warrior} | {side} |
      | c3 | {archer} | {blue} |
    {and_} {warseer}
"""


# The words of the question above, in English and in Russian.
MIXED_WORDS = {
    "feature": ("Feature", "Функция"),
    "scenario": ("Scenario", "Сценарий"),
    "given": ("Given", "Дано"),
    "and_": ("And", "И"),
    "zn": ("the board:", "поле:"),
    "cell": ("cell", "клетка"),
    "warrior": ("warrior", "воин"),
    "side": ("side", "сторона"),
    "archer": ("archer", "лучник"),
    "blue": ("blue", "синие"),
    "warseer": ("the north player's Power is 3", "мощь игрока севера равна 3"),
}


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        (
            "en",
            "q.feature:7: this step is of Warseer, but the step on line 4 is of Znamenosets: "
            "a question asks about one game",
        ),
        (
            "ru",
            "q.feature:7: этот шаг относится к игре «Warseer», а шаг в строке 4\u00a0— к игре "
            "«Знаменосец»: вопрос задают об одной игре",
        ),
    ],
)
def test_a_question_of_two_games_is_refused(language: str, expected: str, tmp_path: Path) -> None:
    column = ("en", "ru").index(language)
    words = {name: pair[column] for name, pair in MIXED_WORDS.items()}
    question = tmp_path / "q.feature"
    question.write_text(MIXED.format(language=language, **words), encoding="utf-8")
    command = [sys.executable, "-m", "rulebook.cli", "check", "q.feature"]
    done = subprocess.run(command, cwd=tmp_path, capture_output=True, text=True, check=False)
    assert done.returncode == 2, done.stdout + done.stderr
    assert done.stderr.strip() == f"rulebook: {expected}"


def test_the_index_of_the_games_steps_matches_the_vocabulary() -> None:
    stored = index.stored_index()
    assert stored is not None, "the steps changed: run 'rulebook l10n update'"
    assert stored == index.current_index(), "run 'rulebook l10n update'"


def test_an_index_older_than_the_vocabulary_is_not_used(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A stale index loads every game: slower, and the same answers."""
    stale = tmp_path / "step_games.json"
    assert index.write_index(stale) and not index.write_index(stale)
    data = json.loads(stale.read_text(encoding="utf-8"))
    data["fingerprint"] = "0" * 64
    stale.write_text(json.dumps(data), encoding="utf-8")
    monkeypatch.setattr(index, "INDEX", stale)
    index.stored_index.cache_clear()
    index.known_steps.cache_clear()
    try:
        assert index.stored_index() is None
        assert index.games_of({"children": []}, "en") is None
    finally:
        index.stored_index.cache_clear()
        index.known_steps.cache_clear()


def test_a_feature_is_translated_in_a_process_that_loaded_no_game() -> None:
    """The questions page translates one feature file while nothing else ran: the feature's
    game is loaded for it (an incremental build of the Russian book does just this)."""
    code = (
        "from pathlib import Path\n"
        "from rulebook.scenarios.translate import translate_file\n"
        "print(translate_file(Path('features/classic/questions.feature'), 'ru'))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=REPO_ROOT, capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr
    assert "# language: ru" in done.stdout
