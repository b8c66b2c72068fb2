"""The Python side of Try it, in the reader's Pyodide: a question answered as ``rulebook check``
answers the same file.

The page hands over the text of its editor and the name it downloads it under; the
answer is what ``rulebook check NAME`` would print (the lines, and for bad input the
one line it writes to standard error) and the exit status, as JSON. Nothing here
touches the page: the page shows the lines as text.

>>> import json
>>> found = json.loads(answer("Feature: x", "question.feature"))
>>> found["exit"], found["lines"]
(2, ['rulebook: question.feature:1: the feature has no scenarios to check'])
"""

from __future__ import annotations

import json
from pathlib import Path

from rulebook.exits import EXIT_BAD_INPUT
from rulebook.scenarios.check import answer as answer_lines
from rulebook.scenarios.check import ask, exit_status, question_of, refusal_line
from rulebook.scenarios.gherkin import BadFeature
from rulebook.vocabulary import load


def prepare() -> None:
    """Register every game's steps: the first question then costs no more than the next."""
    load()


def answer(text: str, name: str) -> str:
    """``rulebook check``'s answer to the question ``text``, saved as ``name``, as JSON."""
    try:
        question = question_of(Path(name), text.encode("utf-8"))
        ask([question])
    except BadFeature as error:
        return json.dumps({"exit": EXIT_BAD_INPUT, "lines": [refusal_line(error)]})
    status = exit_status([question])
    return json.dumps({"exit": status, "lines": answer_lines([question])}, ensure_ascii=False)
