"""``rulebook check``: run rules questions (feature files) against the engine.

A question is a feature file, a folder of them, or ``-`` for standard input.
Every question is read and validated before anything runs: the first bad one is
reported (one line, file and line) and nothing runs. The questions then run on
the engine, without pytest (:mod:`rulebook.scenarios.runner`, proved to give the
verdicts of a pytest-bdd run), from their normalised text (a UTF-8 byte-order mark
and Windows line ends are fine), and the answer is worded in each question's
language, or in ``language`` if given.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, BinaryIO

from rulebook.exits import EXIT_FAILED, EXIT_OK
from rulebook.scenarios.gherkin import (
    MAX_BYTES,
    BadFeature,
    message_language,
    read_bytes,
    text_of,
    too_big,
)
from rulebook.scenarios.recording import rule_label
from rulebook.scenarios.results import ScenarioResult, StepResult
from rulebook.scenarios.runner import run_document
from rulebook.scenarios.validation import validate_text
from rulebook.vocabulary.catalog import LANGUAGES, SOURCE_LANGUAGE
from rulebook.vocabulary.wording import N_, say

STDIN = "-"
STDIN_NAME = "<stdin>"
MARKS = {"passed": "✓", "failed": "✗", "skipped": "-", "undefined": "?"}
# The words of each status: the books' own, marked for the rulebook catalog where the
# books use them (rulebook.sphinx.gherkin), so the answer and the page say the same.
STATUS_WORDS = {
    "passed": "passed",
    "failed": "failed",
    "skipped": "skipped",
    "undefined": "undefined step",
}


@dataclass
class Question:
    """One question file, read, validated and normalised; its answer once it has run."""

    shown: Path  # how messages name it: the path as given, or <stdin>
    text: str
    language: str  # the language it is written in
    results: list[ScenarioResult] = field(default_factory=list)
    document: dict[str, Any] = field(default_factory=dict, repr=False)  # as Gherkin parsed it

    @property
    def status(self) -> str:
        if self.results and all(r.status == "passed" for r in self.results):
            return "passed"
        return "failed"


def question_paths(arguments: list[str]) -> list[Path]:
    """The files the arguments name, folders opened (their ``.feature`` files, sorted)."""
    paths: list[Path] = []
    for argument in arguments:
        path = Path(argument)
        if argument != STDIN and path.is_dir():
            found = sorted(p for p in path.rglob("*.feature") if p.is_file())
            if not found:
                raise BadFeature(path, 0, "is a folder with no .feature files in it")
            paths += found
        else:
            paths.append(path)
    return paths


def read_question(
    path: Path, stdin: BinaryIO | None = None, asker: str = SOURCE_LANGUAGE
) -> Question:
    """Read and validate one question: BadFeature for bad input (see :func:`question_of`)."""
    if str(path) == STDIN:
        shown = Path(STDIN_NAME)
        return question_of(shown, read_stream(stdin or sys.stdin.buffer, shown), asker)
    return question_of(path, read_bytes(path), asker)


def question_of(
    shown: Path, data: bytes, asker: str = SOURCE_LANGUAGE, game: str | None = None
) -> Question:
    """A question from the bytes of its file (``shown`` names it): BadFeature for bad input,
    told in the question's language, or in ``asker``'s if it is not Gherkin enough to have
    one. ``game`` is the game it is about if nothing in it says (for the steps it suggests)."""
    if len(data) > MAX_BYTES:
        raise too_big(shown, len(data))
    text = text_of(data, shown)
    try:
        document = validate_text(shown, text, game, asker)
    except BadFeature as error:
        error.language = message_language(text, asker)
        raise
    return Question(shown, text, document["feature"]["language"], document=document)


def asker_language(environment: Mapping[str, str] = os.environ) -> str:
    """The language of the person at the terminal, from the locale settings gettext reads
    (``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``, ``LANG``): one of the books', or English."""
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = environment.get(name, "").split(":")[0]
        if value and value not in ("C", "POSIX") and not value.startswith("C."):
            code = value.split("_")[0].split(".")[0].lower()
            return code if code in LANGUAGES else SOURCE_LANGUAGE
    return SOURCE_LANGUAGE


def read_stream(stream: BinaryIO, shown: Path) -> bytes:
    return stream.read(MAX_BYTES + 1)


def ask(questions: list[Question], language: str | None = None) -> None:
    """Run the questions on the engine (:mod:`rulebook.scenarios.runner`) and give each its
    results."""
    for question in questions:
        question.results = run_document(
            question.document, question.shown, str(question.shown), language
        )
        question.results.sort(key=lambda r: (r.line, r.example or 0))


def step_line(step: StepResult, language: str) -> Iterator[str]:
    """A step's verdict: its mark, its line, the step and the verdict in words; then what it
    says beside that (why it failed, or a note), with the rule behind it."""
    status = status_word(step.status, language)
    yield f"  {MARKS[step.status]} {step.line:>3}  {step.keyword.strip()} {step.text}  [{status}]"
    if step.message:
        yield f"        {step.message}{rule_label(step.rule_id, language)}"


def status_word(status: str, language: str) -> str:
    return say(STATUS_WORDS[status], language) if status in STATUS_WORDS else status


def report(question: Question, language: str | None = None) -> Iterator[str]:
    """The verdict of every step, scenario by scenario, as the CLI prints them."""
    language = language or question.language
    for scenario in question.results:
        status = status_word(scenario.status, language)
        yield f"{question.shown}:{scenario.line}: {scenario.name}: {status}"
        for step in scenario.steps:
            yield from step_line(step, language)


def answer(questions: list[Question], language: str | None = None) -> list[str]:
    """The lines ``rulebook check`` prints: every step's verdict, then how many hold."""
    lines = [line for question in questions for line in report(question, language)]
    lines.append(summary(questions, answer_language(questions, language)))
    return lines


def refusal_line(error: BadFeature, language: str | None = None) -> str:
    """The line ``rulebook check`` prints for a bad question (with the file and line)."""
    return f"rulebook: {error.worded(language)}"


def exit_status(questions: list[Question]) -> int:
    """Every question holds, or one does not (bad input is another: see :func:`refusal_line`)."""
    return EXIT_OK if all(q.status == "passed" for q in questions) else EXIT_FAILED


def summary(questions: list[Question], language: str) -> str:
    """One line: how many scenarios hold."""
    results = [r for q in questions for r in q.results]
    held = sum(1 for r in results if r.status == "passed")
    if len(results) == 1:
        return say(N_("the scenario holds") if held else N_("the scenario does not hold"), language)
    return say(N_("{held} of {total} scenarios hold"), language, held=held, total=len(results))


def answer_language(questions: list[Question], language: str | None) -> str:
    """The language of the lines about all questions: asked for, or theirs if they share one."""
    languages = {q.language for q in questions}
    return language or (languages.pop() if len(languages) == 1 else "en")


def as_json(questions: list[Question], language: str | None) -> dict[str, Any]:
    """Every question's verdict, scenario by scenario and step by step, with rule IDs."""
    return {
        "status": "passed" if all(q.status == "passed" for q in questions) else "failed",
        "questions": [
            {
                "file": str(q.shown),
                "language": q.language,
                "messages": language or q.language,
                "status": q.status,
                "scenarios": [
                    {
                        "name": r.name,
                        "line": r.line,
                        "example": r.example,
                        "status": r.status,
                        "steps": [
                            {
                                "keyword": s.keyword.strip(),
                                "text": s.text,
                                "line": s.line,
                                "status": s.status,
                                "message": s.message,
                                "rule": s.rule_id,
                            }
                            for s in r.steps
                        ],
                    }
                    for r in q.results
                ],
            }
            for q in questions
        ],
    }
