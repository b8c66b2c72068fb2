"""``rulebook`` as a real tool: built into a wheel, installed in a fresh venv, run anywhere.

One wheel is built per session, from a copy of the sources (so the checkout
gets no ``build/`` of setuptools'), with pip as a user would, and installed into
a fresh venv. The venv borrows the already installed dependencies through a
``.pth`` line (installing Sphinx again would only test the package index); the
package itself comes only from the wheel. Every command then runs from a
temporary folder that is no rulebook project.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import sysconfig
import venv
from pathlib import Path

import pytest
from support.processes import child, environment_without

REPO = Path(__file__).resolve().parents[2]
QUESTIONS = REPO / "tests" / "data" / "questions"
SOURCES = ("pyproject.toml", "setup.py", "README.md", "engine", "rulebook", "locales")


def run(command: list[str | Path], cwd: Path) -> subprocess.CompletedProcess[str]:
    return child(command, cwd, environment_without("PYTEST", "PYTHON", "RULEBOOK"), timeout=600)


@pytest.fixture(scope="session")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The ``bin`` folder of a fresh venv with the wheel installed."""
    root = tmp_path_factory.mktemp("wheel")
    source = root / "source"
    source.mkdir()
    for name in SOURCES:
        if (REPO / name).is_dir():
            shutil.copytree(
                REPO / name, source / name, ignore=shutil.ignore_patterns("__pycache__", "*.mo")
            )
        else:
            shutil.copy(REPO / name, source / name)
    pip = [sys.executable, "-m", "pip", "--disable-pip-version-check"]
    built = run([*pip, "wheel", "--no-deps", "-q", "-w", root / "dist", source], root)
    assert built.returncode == 0, built.stderr
    (wheel,) = (root / "dist").glob("signum_rulebook-*.whl")
    venv.create(root / "venv", with_pip=False)
    python = root / "venv" / "bin" / "python"
    site = Path(
        run(
            [python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"], root
        ).stdout.strip()
    )
    (site / "dependencies.pth").write_text(
        sysconfig.get_paths()["purelib"] + "\n", encoding="utf-8"
    )
    # The test extra's oracles are not the tool's: the installed tool runs without them.
    (site / "no_oracles.pth").write_text(
        "import sys; sys.modules.update(shapely=None, numpy=None)\n", encoding="utf-8"
    )
    done = run([*pip, "--python", python, "install", "--no-deps", "--no-index", "-q", wheel], root)
    assert done.returncode == 0, done.stderr
    return root / "venv" / "bin"


@pytest.fixture
def elsewhere(tmp_path: Path) -> Path:
    """A folder that is no rulebook project, holding an English and a Russian question."""
    for name in (
        "archer_en.feature",
        "diagonal_refused_ru.feature",
        "classic_slant_sight_ru.feature",
        "old_wording_ru.feature",
    ):
        shutil.copy(QUESTIONS / name, tmp_path / name)
    return tmp_path


def test_the_package_comes_from_the_wheel(installed: Path, elsewhere: Path) -> None:
    found = run(
        [installed / "python", "-c", "import rulebook; print(rulebook.__file__)"], elsewhere
    )
    assert Path(found.stdout.strip()).is_relative_to(installed.parent), found.stdout


def test_an_english_question_is_answered_from_anywhere(installed: Path, elsewhere: Path) -> None:
    answer = run([installed / "rulebook", "check", "archer_en.feature"], elsewhere)
    assert answer.returncode == 0, answer.stdout + answer.stderr
    assert answer.stdout.endswith("\nthe scenario holds\n")


def test_a_russian_question_is_answered_in_russian_from_anywhere(
    installed: Path, elsewhere: Path
) -> None:
    answer = run([installed / "rulebook", "check", "diagonal_refused_ru.feature"], elsewhere)
    assert answer.returncode == 1, answer.stdout + answer.stderr
    assert "  ✗  11  Когда воин с d4 идёт на e5  [не выполнен]" in answer.stdout
    assert "тяжёлый пехотинец (синие) на d4 не может дойти до e5" in answer.stdout
    assert "(правило ZN-6.2)" in answer.stdout
    assert answer.stdout.endswith("\nсценарий не выполнен\n")


def test_a_classic_question_with_a_move_and_a_line_of_sight_is_answered_in_russian(
    installed: Path, elsewhere: Path
) -> None:
    """The classic table's geometry is plain Python: no shapely, no numpy (both are made
    unimportable in this venv)."""
    blocked = run([installed / "python", "-c", "import shapely"], elsewhere)
    assert blocked.returncode != 0
    answer = run([installed / "rulebook", "check", "classic_slant_sight_ru.feature"], elsewhere)
    assert answer.returncode == 0, answer.stdout + answer.stderr
    assert "путь: (17,87; 17,87) (правило LS1-10.2)" in answer.stdout
    assert "  ✓  11  И существо в точке 17.87,17.87 видит существо в точке 30,15  [выполнен]" in (
        answer.stdout
    )
    assert answer.stdout.endswith("\nсценарий выполнен\n")


def test_a_question_in_an_old_wording_is_answered_and_upgraded(
    installed: Path, elsewhere: Path
) -> None:
    """The old wordings (retired-steps.toml) come with the wheel."""
    question = elsewhere / "old_wording_ru.feature"
    answer = run([installed / "rulebook", "check", question.name], elsewhere)
    assert answer.returncode == 0, answer.stdout + answer.stderr
    assert "сейчас шаг записывают так: ходят синие, фаза атаки" in answer.stdout
    upgraded = run([installed / "rulebook", "check", "--upgrade", question.name], elsewhere)
    assert upgraded.returncode == 0, upgraded.stdout + upgraded.stderr
    assert "    И ходят синие, фаза атаки\n" in question.read_text(encoding="utf-8")


def test_the_step_catalog_is_installed(installed: Path, elsewhere: Path) -> None:
    listed = run([installed / "rulebook", "steps", "--lang", "ru"], elsewhere)
    assert listed.returncode == 0, listed.stderr
    assert "Когда воин с {откуда} идёт на {куда}" in listed.stdout  # its fields named in Russian


def test_build_refuses_outside_a_project_and_writes_nothing(
    installed: Path, elsewhere: Path
) -> None:
    before = sorted(p.name for p in elsewhere.iterdir())
    refused = run([installed / "rulebook", "build"], elsewhere)
    assert refused.returncode == 2
    assert refused.stderr == (
        f"rulebook: {elsewhere}: not a rulebook project (it needs docs/conf.py and features/): "
        "run 'rulebook build' in one, or name one with --project DIR\n"
    )
    assert sorted(p.name for p in elsewhere.iterdir()) == before
    assert not list(installed.parent.rglob("results.json"))


def test_build_works_on_the_project_it_is_given(installed: Path, elsewhere: Path) -> None:
    """``--project DIR`` is read (its bad feature stops the build), not the installed package."""
    project = elsewhere / "project"
    (project / "docs").mkdir(parents=True)
    (project / "docs" / "conf.py").write_text("", encoding="utf-8")
    (project / "features").mkdir()
    (project / "features" / "bad.feature").write_text(
        "Feature: x\n  Scenario: y\n    Then the archer flies\n", encoding="utf-8"
    )
    refused = run([installed / "rulebook", "build", "--project", project], elsewhere)
    assert refused.returncode == 2, refused.stdout + refused.stderr
    bad = "project/features/bad.feature"  # as seen from the working folder
    assert refused.stderr.startswith(f"rulebook: {bad}:3: unknown step 'the archer flies'")
    assert not (project / "build").exists()


def package_data(root: Path) -> set[str]:
    """Every file of the engine and the toolchain that is not Python code, by its path."""
    return {
        path.relative_to(root).as_posix()
        for package in ("engine", "rulebook")
        for path in (root / package).rglob("*")
        if path.is_file()
        and "__pycache__" not in path.parts
        and path.suffix not in (".py", ".pyc")
        and path.relative_to(root / package).parts[0] != "locales"  # the catalogs: shipped apart
    }


def test_every_data_file_of_the_packages_is_installed(installed: Path) -> None:
    """Stylesheets, templates, LaTeX inputs, ruleset data: what the sources hold, the wheel has."""
    site = Path(
        run(
            [
                installed / "python",
                "-c",
                "import rulebook, pathlib; print(pathlib.Path(rulebook.__file__).parents[1])",
            ],
            installed,
        ).stdout.strip()
    )
    missing = package_data(REPO) - package_data(site)
    assert not missing, f"not in the wheel: {sorted(missing)}"


def test_a_classic_deck_is_checked_from_anywhere(installed: Path, elsewhere: Path) -> None:
    decks = REPO / "tests" / "data" / "decks"
    shutil.copy(decks / "classic_illegal.toml", elsewhere / "deck.toml")
    answer = run([installed / "rulebook", "deck", "check", "deck.toml"], elsewhere)
    assert answer.returncode == 1, answer.stdout + answer.stderr
    assert "deck.toml: LS1-3.2: the deck holds 2 cards named Knight; at most 1" in answer.stdout


def test_a_warseer_question_is_answered_from_anywhere(installed: Path, elsewhere: Path) -> None:
    """The Warseer engine and its ruleset data (board, dice, cards) come with the wheel."""
    shutil.copy(REPO / "features" / "warseer" / "questions.feature", elsewhere / "push.feature")
    answer = run([installed / "rulebook", "check", "--lang", "ru", "push.feature"], elsewhere)
    assert answer.returncode == 0, answer.stdout + answer.stderr
    assert "(правило LS2-9.2)" in answer.stdout
    assert answer.stdout.endswith("\nвыполнено сценариев: 2 из 2\n"), answer.stdout
