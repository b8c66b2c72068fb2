"""Try it, outside the browser: every scenario of both books is a question that runs alone with
its own verdicts; the bundle a book carries is whole and checked; a file that is not the pinned
one is refused."""

from __future__ import annotations

import base64
import hashlib
import json
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path
from typing import Any

import pytest
from support.books import Books

from rulebook.scenarios.catalogue import scenarios_of
from rulebook.scenarios.gherkin import parse_feature
from rulebook.scenarios.results import load_results
from rulebook.scenarios.runner import run_file, run_text
from rulebook.scenarios.translate import source_key
from rulebook.sphinx.library import Library
from rulebook.tryit import fetch
from rulebook.tryit.browser import answer
from rulebook.tryit.bundle import FOLDER, STAMP, bundle, inputs_stamp, project_members
from rulebook.tryit.questions import question_text
from rulebook.vocabulary.catalog import LANGUAGES

DATA = Path(__file__).parent.parent / "data"


def verdicts(steps: list[Any]) -> list[tuple[str, str, str, str, str]]:
    """What a reader sees of each step, whatever its line."""
    return [(s.keyword, s.text, s.status, s.message, s.rule_id) for s in steps]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_scenario_runs_alone_as_in_its_file(real_books: Books, language: str) -> None:
    """The question of each scenario (what its Try it opens) gets the verdicts of the
    scenario in its whole file, step for step, row for row."""
    books = Library(language, real_books.results)
    ran = {
        (r.feature, r.index, r.example): r
        for r in load_results(real_books.results)
        if r.language == language
    }
    checked = 0
    for info in books.all():
        question = books.question(info)
        assert f"{info.node['keyword']}: {info.node['name']}" in question
        results = run_text(question, Path("question.feature"))
        assert [r.index for r in results] == [0] * len(results)
        for result in results:
            expected = ran[(source_key(info.path), info.index, result.example)]
            assert verdicts(result.steps) == verdicts(expected.steps), info.name
            checked += 1
    assert checked == len(ran) > 150


def test_a_question_is_answered_as_rulebook_check_answers_it(tmp_path: Path) -> None:
    """The page's answer is the CLI's: its lines and exit status, for bad input too."""
    bad = "Feature: x\n  Scenario: y\n    Given the warrior flies\n"
    good = (DATA / "questions" / "diagonal_refused_ru.feature").read_text(encoding="utf-8")
    for text in (bad, good):
        (tmp_path / "q.feature").write_text(text, encoding="utf-8")
        command = [sys.executable, "-m", "rulebook.cli", "check", "q.feature"]
        done = subprocess.run(command, capture_output=True, text=True, cwd=tmp_path, check=False)
        found = json.loads(answer(text, "q.feature"))
        assert found["exit"] == done.returncode
        assert found["lines"] == (done.stdout or done.stderr).splitlines()


def book_bundle(real_books: Books, language: str) -> Path:
    return real_books.root / language / "_static" / "tryit"


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_book_carries_every_package_with_its_checksum(real_books: Books, language: str) -> None:
    root = book_bundle(real_books, language)
    manifest = json.loads((root / "manifest.json").read_text(encoding="utf-8"))
    files = []
    for package in manifest["packages"]:
        data = (root / package["file"]).read_bytes()
        assert package["integrity"] == "sha256-" + base64.b64encode(
            hashlib.sha256(data).digest()
        ).decode("ascii")
        files.append(package["file"])
    names = " ".join(files)
    for wanted in ("babel-", "gherkin_official-", "parse-", "polib-", "signum-rulebook-"):
        assert wanted in names
    assert sorted(p.name for p in (root / "pyodide").iterdir()) == sorted(fetch.PYODIDE.files)
    babel = zipfile.ZipFile(root / next(f for f in files if "babel-" in f)).namelist()
    data = sorted(Path(n).stem for n in babel if n.endswith(".dat") and "locale-data" in n)
    assert data == ["en", "root", "ru"]
    project = zipfile.ZipFile(root / next(f for f in files if "signum-rulebook-" in f)).namelist()
    assert "rulebook/scenarios/runner.py" in project and "engine/znamenosets/game.py" in project
    assert "rulebook/locales/ru/LC_MESSAGES/vocabulary.po" in project
    assert not any("__pycache__" in name for name in project)


@pytest.mark.needs("npm")  # to fetch Pyodide, if the cache lacks it
def test_a_bundle_is_packed_again_only_when_what_it_is_made_of_changes(tmp_path: Path) -> None:
    bundle(tmp_path)
    root = tmp_path / FOLDER
    manifest = (root / "manifest.json").stat().st_mtime_ns
    bundle(tmp_path)  # the same inputs: the bundle stays as it is
    assert (root / "manifest.json").stat().st_mtime_ns == manifest
    (root / STAMP).write_text("made of something else", encoding="utf-8")
    bundle(tmp_path)
    assert (root / "manifest.json").stat().st_mtime_ns != manifest
    assert (root / STAMP).read_text(encoding="utf-8") != "made of something else"
    members = project_members()
    pyodide, wheels = fetch.pyodide(), fetch.wheels()
    edited = {**members, "engine/__init__.py": members["engine/__init__.py"] + b"\n"}
    assert inputs_stamp(pyodide, wheels, edited) != inputs_stamp(pyodide, wheels, members)


@pytest.mark.needs("npm")  # to fetch the real one, if the cache lacks it
def test_a_pyodide_that_is_not_the_pinned_one_is_refused(tmp_path: Path) -> None:
    cached = fetch.cache_dir() / fetch.PYODIDE.tarball
    if not cached.is_file():
        fetch.pyodide()
    shutil.copy(cached, tmp_path / fetch.PYODIDE.tarball)
    with (tmp_path / fetch.PYODIDE.tarball).open("r+b") as tarball:
        tarball.seek(1000)
        byte = tarball.read(1)
        tarball.seek(1000)
        tarball.write(bytes([byte[0] ^ 1]))
    with pytest.raises(fetch.FetchError, match="sha512 differs"):
        fetch.pyodide(tmp_path)
    assert not (tmp_path / fetch.PYODIDE.tarball).exists()  # fetched afresh next time


def test_a_wheel_that_is_not_the_pinned_one_is_refused(tmp_path: Path) -> None:
    (tmp_path / "wheels").mkdir()
    wheel = tmp_path / "wheels" / "polib-1.2.0-py2.py3-none-any.whl"
    wheel.write_bytes(b"not polib")
    requirements = tmp_path / "requirements.txt"
    requirements.write_text("polib==1.2.0 --hash=sha256:" + "0" * 64 + "\n", encoding="utf-8")
    with pytest.raises(fetch.FetchError, match="sha256 differs"):
        fetch.wheels(tmp_path, requirements)
    assert not wheel.exists()


def test_a_question_keeps_its_background_and_rule_and_no_other_scenario() -> None:
    """Every construct of the demo feature (a background, an outline, a rule): each scenario's
    question runs as that scenario runs in its file."""
    path = DATA / "render" / "features" / "demo" / "gherkin.feature"
    text = path.read_text(encoding="utf-8")
    document = parse_feature(text, path)
    whole = run_file(path)
    infos = scenarios_of(document, path)
    assert len(infos) == 5
    for info in infos:
        question = question_text(text, document, info.index)
        assert "Background:" in question and question.count("Scenario") == 1
        assert ("Rule: A rule of the feature" in question) == (
            info.name == "A scenario inside the rule"
        )
        alone = run_text(question, Path("question.feature"))
        inside = [r for r in whole if r.index == info.index]
        assert [verdicts(r.steps) for r in alone] == [verdicts(r.steps) for r in inside]
