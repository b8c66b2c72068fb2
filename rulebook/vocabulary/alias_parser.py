"""pytest-bdd's parser for an old wording of a step (an alias): it reads a step's text only
where no current wording does, as :meth:`Vocabulary.match` does. Imported only under pytest."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pytest_bdd import parsers

if TYPE_CHECKING:
    from rulebook.vocabulary.steps import StepPattern, Vocabulary


class AliasParser(parsers.parse):
    def __init__(
        self, name: str, *, extra_types: dict[str, Any], vocabulary: Vocabulary, step: StepPattern
    ) -> None:
        super().__init__(name, extra_types=extra_types)
        self.vocabulary = vocabulary
        self.step = step

    def is_matching(self, name: str) -> bool:
        if not super().is_matching(name):
            return False
        found = self.vocabulary.match(name, self.step.retired_in, self.step.type)
        return any(step == self.step for step, _ in found)
