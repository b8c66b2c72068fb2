"""Every scenario of the project, in one book's language, with its verdict.

The books read the feature files themselves (translated for Russian pages) and
the results file of the last run. A scenario lives under one rule, its *home*:
the first rule it cites. Other rules it cites link to it there.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

from rulebook.paths import FEATURES_DIR
from rulebook.scenarios.catalogue import ScenarioInfo, feature_files, scenarios_of
from rulebook.scenarios.gherkin import BadFeature, parse_feature, read_text
from rulebook.scenarios.results import BadResults
from rulebook.scenarios.translate import Translator, source_key
from rulebook.scenarios.verdicts import Verdict, Verdicts, row_statuses
from rulebook.tryit.questions import question_text
from rulebook.vocabulary import load
from rulebook.vocabulary.catalog import SOURCE_LANGUAGE


def scenario_anchor(info: ScenarioInfo, features: Path = FEATURES_DIR) -> str:
    """``scenario-znamenosets-movement-3``: the same in both books."""
    stem = info.path.relative_to(features).with_suffix("").as_posix().replace("/", "-")
    return f"scenario-{stem}-{info.index}"


class Library:
    """The scenarios of every feature file that reads; ``problems`` says why the others do not."""

    def __init__(self, language: str, results: Path, features: Path = FEATURES_DIR) -> None:
        load()
        self.language = language
        self.features = features
        self.problems: list[tuple[str, str]] = []  # (file:line, message), for the build to report
        try:
            self.verdicts = Verdicts.load(results)
        except BadResults as error:
            self.problems.append((str(results), f"{error.message}: every verdict shows as not run"))
            self.verdicts = Verdicts([])
        self.documents: dict[Path, dict[str, Any]] = {}  # each feature, parsed in ``language``
        self.texts: dict[Path, str] = {}  # each feature's text in ``language``
        self.by_file: dict[Path, list[ScenarioInfo]] = {}
        self.english: dict[Path, list[ScenarioInfo]] = {}
        for path in feature_files(features):
            try:
                text = read_text(path)
                source = parse_feature(text, path)
                document = source
                if language != SOURCE_LANGUAGE:
                    text = Translator(language, path).feature(source)
                    document = parse_feature(text, path)
            except BadFeature as error:
                where = f"{error.path}:{error.line}" if error.line else str(error.path)
                self.problems.append((where, f"{error.message} (the file is left out)"))
                continue
            self.english[path] = scenarios_of(source, path)
            self.documents[path] = document
            self.texts[path] = text
            self.by_file[path] = scenarios_of(document, path)
        self.citing: dict[str, list[ScenarioInfo]] = defaultdict(list)
        for infos in self.by_file.values():
            for info in infos:
                for rule in dict.fromkeys(info.rules):
                    self.citing[rule].append(info)

    def all(self) -> list[ScenarioInfo]:
        return [info for infos in self.by_file.values() for info in infos]

    def verdict(self, info: ScenarioInfo) -> Verdict:
        return self.verdicts.verdict(
            source_key(info.path), self.language, info.index, info.fingerprint, example_rows(info)
        )

    def question(self, info: ScenarioInfo) -> str:
        """The scenario on its own, in the book's language: what its Try it starts from."""
        return question_text(self.texts[info.path], self.documents[info.path], info.index)

    def homed_under(self, rule_id: str) -> list[ScenarioInfo]:
        return [info for info in self.citing.get(rule_id, []) if info.rules[0] == rule_id]

    def path(self, relative: str) -> Path:
        """A feature file named from the features folder; KeyError if there is none."""
        path = self.features / relative
        if path not in self.by_file:
            raise KeyError(f"no feature file {relative!r} under {self.features}")
        return path

    def find(self, relative: str, english_name: str | None = None) -> list[ScenarioInfo]:
        """The scenarios of a feature file, or the one with that (English) name."""
        path = self.path(relative)
        if english_name is None:
            return self.by_file[path]
        for english, info in zip(self.english[path], self.by_file[path], strict=True):
            if english.name == english_name:
                return [info]
        raise KeyError(f"no scenario named {english_name!r} in {relative}")


def example_rows(info: ScenarioInfo) -> int | None:
    """How many example rows an outline has (None for a plain scenario)."""
    examples = info.node.get("examples", [])
    return sum(len(block.get("tableBody", [])) for block in examples) if examples else None


def tally(language: str, results: Path, features: Path = FEATURES_DIR) -> Counter[str]:
    """How many scenarios (each example row counted) of the ``language`` book show each verdict."""
    books = Library(language, results, features)
    return Counter(
        status
        for info in books.all()
        for status in row_statuses(books.verdict(info), example_rows(info))
    )
