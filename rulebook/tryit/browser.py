"""The Python side of Try it, in the reader's Pyodide (a Web Worker of the page): a question
answered as ``rulebook check`` answers the same file.

The page hands over the text of its editor, the name it downloads it under, its own
language and its game. The answer is what ``rulebook check NAME`` would print (the
lines, and for bad input the one line it writes to standard error) and the exit status,
as JSON. Text that is no Gherkin at all (nothing to tell its language by) is answered in
the page's language, as ``rulebook check`` answers it in the asker's. Nothing here touches
the page: the page shows the lines as text.

The worker registers the page's game alone (:func:`prepare`), which is all its questions
usually need; a question tagged with another game, or with a step the loaded games do not
know, brings in the others first, so the answer is always the one ``rulebook check`` gives.

>>> import json
>>> found = json.loads(answer("Feature: x", "question.feature"))
>>> found["exit"], found["lines"]
(2, ['rulebook: question.feature:1: the feature has no scenarios to check'])
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from rulebook.exits import EXIT_BAD_INPUT
from rulebook.games import GAMES
from rulebook.scenarios.check import Question, ask, exit_status, question_of, refusal_line
from rulebook.scenarios.check import answer as answer_lines
from rulebook.scenarios.gherkin import BadFeature
from rulebook.vocabulary import load, loaded, only
from rulebook.vocabulary.catalog import SOURCE_LANGUAGE

TAG = re.compile(r"(?:^|\s)@([\w-]+)")
UNKNOWN_STEP = "unknown step"  # how a problem a game's steps could solve starts


def prepare(games: list[str] | None = None) -> None:
    """Register the steps of ``games`` (every game's if None): the first question then costs
    no more than the next."""
    only(games)
    load()


def games() -> list[str]:
    """The games whose steps are registered."""
    return loaded()


def tagged_games(text: str) -> set[str]:
    names = {game.name for game in GAMES}
    return {tag for tag in TAG.findall(text) if tag in names}


def read(text: str, name: str, language: str, game: str | None) -> Question:
    return question_of(Path(name), text.encode("utf-8"), language, game)


def answer(text: str, name: str, language: str = SOURCE_LANGUAGE, game: str | None = None) -> str:
    """``rulebook check``'s answer to the question ``text``, saved as ``name``, as JSON;
    ``language`` and ``game`` are the page's."""
    missing = tagged_games(text) - set(loaded())
    if missing:
        only({*loaded(), *missing})
        load()
    try:
        try:
            question = read(text, name, language, game)
        except BadFeature as error:
            if not error.problem.template.startswith(UNKNOWN_STEP) or len(loaded()) == len(GAMES):
                raise
            prepare(None)  # another game's step, perhaps: every game, and once more
            question = read(text, name, language, game)
        ask([question])
    except BadFeature as error:
        return json.dumps({"exit": EXIT_BAD_INPUT, "lines": [refusal_line(error)]})
    status = exit_status([question])
    return json.dumps({"exit": status, "lines": answer_lines([question])}, ensure_ascii=False)
