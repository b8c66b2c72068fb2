"""Step wording is a public interface: every wording a released book has shown still reads,
as its step, with the same verdict, and ``rulebook check --upgrade`` rewrites a question
in the current wording, leaving the rest of the file as it was, byte for byte.

The wordings ever released are kept in tests/data/steps/released.json (first filled from
the git history of the vocabulary and its catalog; ``python tests/support/released.py``
adds the current ones). A wording that changes without an alias fails here.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
from support.released import load, sample

from rulebook.scenarios.runner import run_text
from rulebook.scenarios.translate import translate_all
from rulebook.scenarios.upgrade import current_text, upgraded
from rulebook.vocabulary import load as load_steps
from rulebook.vocabulary.retired import all_retired
from rulebook.vocabulary.steps import VOCABULARY

load_steps()
RELEASED = load()
RENAMED: dict[str, str] = RELEASED["renamed"]  # type: ignore[assignment]


def released() -> list[tuple[str, str, str]]:
    """(language, the step's English pattern now, an old wording) for every released one."""
    found = [("en", RENAMED.get(p, p), p) for p in RELEASED["en"]]  # type: ignore[union-attr]
    for pattern, wordings in RELEASED["ru"].items():  # type: ignore[union-attr]
        found += [("ru", RENAMED.get(pattern, pattern), w) for w in wordings]
    return found


@pytest.mark.parametrize(("language", "step", "wording"), released())
def test_every_released_wording_still_reads_as_its_step(
    language: str, step: str, wording: str
) -> None:
    text = sample(wording, step, language)
    assert step in {found.pattern for found, _ in VOCABULARY.match(text, language)}, text


def test_every_current_wording_is_listed_as_released() -> None:
    russian: dict[str, list[str]] = RELEASED["ru"]  # type: ignore[assignment]
    missing = [s.pattern for s in VOCABULARY.steps if s.pattern not in RELEASED["en"]]  # type: ignore[operator]
    missing += [
        text
        for s in VOCABULARY.steps
        if (text := s.text("ru")) is not None and text not in russian.get(s.pattern, [])
    ]
    assert missing == [], "run: python tests/support/released.py"


def test_each_alias_is_needed_and_keeps_its_step_s_fields() -> None:
    """An alias reads only what its step's current wording does not, with the same fields."""
    current = {s.pattern: s for s in VOCABULARY.steps}
    assert all_retired(), "no retired wording is known"
    for alias in VOCABULARY.aliases:
        step = current[alias.pattern]
        text = sample(alias.retired, alias.pattern, alias.retired_in)
        readers = {s for s, _ in VOCABULARY.match(text, alias.retired_in)}
        assert step not in readers, f"the current wording reads {text!r} already"
        fields = sorted(re.findall(r"\{(\w+):", alias.retired))
        assert fields == sorted(step.fields()), alias.retired


def russian_scenarios() -> list[Path]:
    return sorted(translate_all("ru").rglob("*.feature"))


def test_old_wordings_give_the_scenarios_verdicts_and_name_the_current_wording() -> None:
    """The corpus: every Russian scenario that uses a step with an old wording, written with
    that wording, runs step for step as it does in the current one."""
    by_step = {(a.pattern, a.type): a for a in VOCABULARY.aliases}
    compared = 0
    for path in russian_scenarios():
        text = path.read_text(encoding="utf-8")
        old = text
        for line in text.split("\n"):
            stripped = line.strip()
            step_text = stripped.partition(" ")[2]
            for kind in ("given", "when", "then"):
                found = VOCABULARY.match(step_text, "ru", kind)  # type: ignore[arg-type]
                alias = next((by_step.get((s.pattern, kind)) for s, _ in found), None)
                if alias is None:
                    continue
                raw = dict(VOCABULARY.raw_matcher(found[0][0], "ru").parse(step_text).named)  # type: ignore[union-attr]
                rewritten = VOCABULARY.render(alias, raw, "ru", "ru")
                old = old.replace(line, line.replace(step_text, rewritten, 1), 1)
                break
        if old == text:
            continue
        now = run_text(text, path)
        then = run_text(old, path)
        assert [[s.status for s in r.steps] for r in then] == [
            [s.status for s in r.steps] for r in now
        ]
        notes = [s.message for r in then for s in r.steps]
        assert any("сейчас" in n or "now reads" in n for n in notes), path
        compared += 1
        rewritten_back, changed = upgraded(old, path)
        assert changed and rewritten_back == text, path
    assert compared >= 5


def test_upgrade_rewrites_only_the_old_wordings_and_keeps_the_bytes(tmp_path: Path) -> None:
    question = tmp_path / "question.feature"
    body = (
        "# language: ru\r\n"
        "Функция: Старая формулировка\r\n"
        "  Сценарий: Лучник стреляет\r\n"
        "    Дано поле:\r\n"
        "      | клетка | воин       | сторона |\r\n"
        "      | c3     | лучник     | синие   |\r\n"
        "      | c5     | копейщик   | зелёные |\r\n"
        "    И ходят синие, фаза: атака   \r\n"
        "    Тогда воин на c3 может атаковать: c5\r\n"
    )
    question.write_bytes("\ufeff".encode() + body.encode())
    command = [sys.executable, "-m", "rulebook.cli", "check", "--upgrade", str(question)]
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    expected = "\ufeff" + body.replace("ходят синие, фаза: атака", "ходят синие, фаза атаки")
    assert question.read_bytes() == expected.encode()
    assert "question.feature" in done.stderr
    assert current_text("ходят синие, фаза атаки", "ru", "given") is None  # nothing more to do
