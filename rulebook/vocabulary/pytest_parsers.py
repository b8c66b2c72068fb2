"""The parsers pytest-bdd is given for the vocabulary's steps: built the way
:meth:`~rulebook.vocabulary.steps.Vocabulary.typed_parser` builds the runner's, compiled
the first time a step's words fit (most never do). An old wording (an alias) reads a step
only where no current wording does, as :meth:`~rulebook.vocabulary.steps.Vocabulary.match`
says. Imported only under pytest."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import parse
import pytest_bdd
from pytest_bdd.parsers import StepParser

if TYPE_CHECKING:
    from rulebook.vocabulary.steps import StepPattern, Vocabulary


class LazyParser(StepParser):
    def __init__(self, vocabulary: Vocabulary, step: StepPattern, language: str) -> None:
        text = step.text(language)
        assert text is not None
        super().__init__(text)
        self.vocabulary, self.step, self.language = vocabulary, step, language
        self.skeleton = vocabulary.skeleton(step, language)
        self._parser: parse.Parser | None = None

    @property
    def parser(self) -> parse.Parser:
        if self._parser is None:
            self._parser = self.vocabulary.typed_parser(self.step, self.language)
            assert self._parser is not None
        return self._parser

    def is_matching(self, name: str) -> bool:
        if not self.skeleton.fits(name, fold=True):
            return False
        try:
            if self.parser.parse(name) is None:
                return False
        except ValueError:  # a value the field's converter refuses
            return False
        if self.step.retired:
            found = self.vocabulary.match(name, self.language, self.step.type)
            return any(step == self.step for step, _ in found)
        return True

    def parse_arguments(self, name: str) -> dict[str, Any] | None:
        found = self.parser.parse(name)
        return None if found is None else dict(found.named)


def register(
    vocabulary: Vocabulary,
    step: StepPattern,
    wording: StepPattern,
    language: str,
    func: Callable[..., object],
    target_fixture: str | None,
    stacklevel: int,
) -> None:
    """Make ``func`` pytest-bdd's step for ``wording`` (``step`` or an alias of it) in
    ``language``, if it has a wording there."""
    if wording.text(language) is None:
        return
    pytest_bdd.step(
        LazyParser(vocabulary, wording, language),
        step.type,
        target_fixture=target_fixture,
        stacklevel=stacklevel,
    )(func)
