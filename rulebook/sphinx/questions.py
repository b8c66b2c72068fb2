"""The "Asking a rule question" page of a game, generated from the vocabulary and the tool.

    :::{step-catalog} znamenosets
    :::

    :::{question-example} znamenosets/questions.feature
    :::

    :::{exit-codes}
    :::

    :::{answer-marks}
    :::

The step catalog lists every registered step of the game, English and Russian
side by side, with what to write in its fields and an example; the example is a
feature file of the scenarios, shown in the book's language with the answer
``rulebook check`` gives it, from the last run's results; the exit codes and the
marks come from the CLI itself. Nothing here is written down twice.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.util import logging
from sphinx.util.docutils import SphinxDirective

from rulebook.commandline import EXIT_CODES
from rulebook.scenarios.check import MARKS, STATUS_WORDS, Question, report
from rulebook.scenarios.translate import keyword_in, translate_file
from rulebook.sphinx.coverage import simple_table
from rulebook.sphinx.scenarios import book_library, note_dependencies
from rulebook.vocabulary.guide import catalog, games
from rulebook.vocabulary.wording import N_, say

logger = logging.getLogger(__name__)
OTHER_LANGUAGE = {"en": "ru", "ru": "en"}
HEADINGS = {
    "en": N_("In English"),
    "ru": N_("In Russian"),
    "help": N_("What to write"),
    "code": N_("Exit status"),
    "meaning": N_("Meaning"),
    "mark": N_("Mark"),
    "verdict": N_("Verdict"),
}
QUESTION_FILE = "question.feature"  # what the example calls the question file


def book_language(directive: SphinxDirective) -> str:
    return directive.env.config.language or "en"


def words(text: str, language: str, **fields: Any) -> str:
    return say(text, language, **fields)


def literal(text: str, language: str = "text") -> nodes.literal_block:
    block = nodes.literal_block(text, text)
    block["language"] = language
    return block


class StepCatalogDirective(SphinxDirective):
    """Every step of a game's vocabulary, in both languages, with its fields and an example."""

    required_arguments = 1

    def run(self) -> list[nodes.Node]:
        game = self.arguments[0].strip()
        if game not in games():
            logger.warning("no vocabulary for the game %r", game, location=self.get_location())
            return []
        language = book_language(self)
        languages = ("en", "ru")
        entries = {lang: list(catalog(game, lang)) for lang in languages}
        header = [words(HEADINGS[lang], language) for lang in languages]
        header.append(words(HEADINGS["help"], language))
        rows = []
        for number, shown in enumerate(entries[language]):
            cells: list[nodes.Node] = []
            for lang in languages:
                entry = entries[lang][number]
                step = f"{keyword_in(entry.step.type, lang)}{entry.pattern}"
                cells.append(nodes.paragraph("", "", nodes.literal(step, step)))
            help_cell = nodes.container()
            for field in shown.fields:
                line = nodes.paragraph()
                line += nodes.literal(f"{{{field.name}}}", f"{{{field.name}}}")
                line += nodes.Text(f": {field.help}")
                help_cell += line
            help_cell += literal("\n".join(shown.example), "gherkin")
            cells.append(help_cell)
            rows.append(cells)
        return [simple_table(header, rows, ["step-catalog"])]


class QuestionExampleDirective(SphinxDirective):
    """A question (a feature file of the scenarios) as the asker writes it, and its answer."""

    required_arguments = 1

    def run(self) -> list[nodes.Node]:
        books = book_library(self.env)
        language = book_language(self)
        try:
            path = books.path(self.arguments[0].strip())
        except KeyError as error:
            logger.warning("%s", error.args[0], location=self.get_location())
            return []
        infos = books.by_file[path]
        note_dependencies(self, infos)
        source = (
            path.read_text(encoding="utf-8") if language == "en" else translate_file(path, language)
        )
        records = [record for info in infos for record in books.verdict(info).records]
        question = Question(Path(QUESTION_FILE), source, language, records)
        answer = "\n".join(report(question, language)) if records else ""
        if not answer:
            answer = words(N_("(no answer yet: the scenarios have not been run)"), language)
        return [
            literal(source, "gherkin"),
            literal(f"$ rulebook check {QUESTION_FILE}\n{answer}"),
        ]


class ExitCodesDirective(SphinxDirective):
    """The exit status of ``rulebook``, as ``rulebook --help`` gives it."""

    def run(self) -> list[nodes.Node]:
        language = book_language(self)
        header = [words(HEADINGS["code"], language), words(HEADINGS["meaning"], language)]
        rows: list[list[nodes.Node]] = [
            [nodes.literal(str(code), str(code)), nodes.Text(words(meaning, language))]
            for code, meaning in EXIT_CODES
        ]
        return [simple_table(header, rows, ["exit-codes"])]


class AnswerMarksDirective(SphinxDirective):
    """The mark before each step of an answer, and the verdict it stands for."""

    def run(self) -> list[nodes.Node]:
        language = book_language(self)
        header = [words(HEADINGS["mark"], language), words(HEADINGS["verdict"], language)]
        rows: list[list[nodes.Node]] = [
            [nodes.literal(mark, mark), nodes.Text(words(STATUS_WORDS[status], language))]
            for status, mark in MARKS.items()
        ]
        return [simple_table(header, rows, ["answer-marks"])]


def setup(app: Sphinx) -> None:
    app.add_directive("step-catalog", StepCatalogDirective)
    app.add_directive("question-example", QuestionExampleDirective)
    app.add_directive("exit-codes", ExitCodesDirective)
    app.add_directive("answer-marks", AnswerMarksDirective)
