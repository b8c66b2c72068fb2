"""Every scenario of the project, in one book's language, with its verdict.

The books read the feature files themselves (translated for Russian pages) and
the results file of the last run. A scenario lives under one rule, its *home*:
the first rule it cites. Other rules it cites link to it there.
"""

from __future__ import annotations

import hashlib
import os
import pickle
import re
import tempfile
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

from rulebook.paths import FEATURES_DIR, catalog_path, tool_catalog_path, tool_locales
from rulebook.scenarios.catalogue import ScenarioInfo, feature_files, scenarios_of
from rulebook.scenarios.gherkin import BadFeature, parse_feature, read_text
from rulebook.scenarios.results import BadResults
from rulebook.scenarios.translate import Translator, source_key
from rulebook.scenarios.verdicts import Verdict, Verdicts, row_statuses
from rulebook.tryit.questions import question_text
from rulebook.vocabulary import load
from rulebook.vocabulary.catalog import SOURCE_LANGUAGE
from rulebook.vocabulary.retired import FILE_NAME as RETIRED_FILE

ANCHOR_WORDS = 60  # characters of a scenario's name an anchor keeps, at the most


def anchor_words(name: str) -> str:
    """A scenario's English name as an anchor's words: ``a-pikeman-walks-five-cells``."""
    words = re.sub(r"[^a-z0-9]+", "-", re.sub(r"['’]", "", name.lower())).strip("-")
    if len(words) > ANCHOR_WORDS:
        words = words[: ANCHOR_WORDS + 1].rpartition("-")[0] or words[:ANCHOR_WORDS]
    return words or "scenario"


def feature_stem(path: Path, features: Path) -> str:
    return path.relative_to(features).with_suffix("").as_posix().replace("/", "-")


class Library:
    """The scenarios of every feature file that reads; ``problems`` says why the others do not.

    Reading and translating every feature is most of the work of a book's rebuild: with
    ``cache`` (a folder: the build's), what they gave is kept there, under a hash of all it
    came from (:func:`library_key`), and a rebuild whose features, step catalogs and code
    are unchanged reads it back."""

    def __init__(
        self,
        language: str,
        results: Path,
        features: Path = FEATURES_DIR,
        cache: Path | None = None,
        code: str = "",
    ) -> None:
        self.language = language
        self.features = features
        self.problems: list[tuple[str, str]] = []  # (file:line, message), for the build to report
        self.documents: dict[Path, dict[str, Any]] = {}  # each feature, parsed in ``language``
        self.texts: dict[Path, str] = {}  # each feature's text in ``language``
        self.by_file: dict[Path, list[ScenarioInfo]] = {}
        self.english: dict[Path, list[ScenarioInfo]] = {}
        kept = cache / f"rulebook-library-{language}.pickle" if cache else None
        key = library_key(language, features, code) if kept else ""
        if not (kept and self.read_back(kept, key)):
            self.read_features()
            if kept:
                self.keep(kept, key)
        try:
            self.verdicts = Verdicts.load(results, language, cache)
        except BadResults as error:
            self.problems.append((str(results), f"{error.message}: every verdict shows as not run"))
            self.verdicts = Verdicts([])
        self.citing: dict[str, list[ScenarioInfo]] = defaultdict(list)
        self.anchors: dict[Path, dict[int, str]] = {}  # each feature's, once asked for
        for infos in self.by_file.values():
            for info in infos:
                for rule in dict.fromkeys(info.rules):
                    self.citing[rule].append(info)

    def read_features(self) -> None:
        load()
        for path in feature_files(self.features):
            try:
                text = read_text(path)
                source = parse_feature(text, path)
                document = source
                if self.language != SOURCE_LANGUAGE:
                    text = Translator(self.language, path).feature(source)
                    document = parse_feature(text, path)
            except BadFeature as error:
                where = f"{error.path}:{error.line}" if error.line else str(error.path)
                self.problems.append((where, f"{error.message} (the file is left out)"))
                continue
            self.english[path] = scenarios_of(source, path)
            self.documents[path] = document
            self.texts[path] = text
            self.by_file[path] = scenarios_of(document, path)

    KEPT = ("documents", "texts", "by_file", "english", "problems")

    def keep(self, path: Path, key: str) -> None:
        data = {"key": key, **{name: getattr(self, name) for name in self.KEPT}}
        with tempfile.NamedTemporaryFile("wb", dir=path.parent, delete=False) as file:
            pickle.dump(data, file, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(file.name, path)

    def read_back(self, path: Path, key: str) -> bool:
        try:
            with path.open("rb") as file:
                data = pickle.load(file)
        except (OSError, pickle.UnpicklingError, EOFError, AttributeError, ImportError):
            return False
        if data.get("key") != key:
            return False
        for name in self.KEPT:
            setattr(self, name, data[name])
        return True

    def all(self) -> list[ScenarioInfo]:
        return [info for infos in self.by_file.values() for info in infos]

    def verdict(self, info: ScenarioInfo) -> Verdict:
        return self.verdicts.verdict(
            source_key(info.path), self.language, info.index, info.fingerprint, example_rows(info)
        )

    def question(self, info: ScenarioInfo) -> str:
        """The scenario on its own, in the book's language: what its Try it starts from."""
        return question_text(self.texts[info.path], self.documents[info.path], info.index)

    def anchor(self, info: ScenarioInfo) -> str:
        """``scenario-znamenosets-movement-a-pikeman-walks-five-cells``: the scenario's feature
        and English name, so the same in both books; a shared link keeps its scenario when
        others are written before it. Two of one name in a feature are told apart by ``-2``."""
        if info.path not in self.anchors:
            stem = feature_stem(info.path, self.features)
            taken: Counter[str] = Counter()
            named = self.anchors[info.path] = {}
            for english in self.english[info.path]:
                words = anchor_words(english.name)
                taken[words] += 1
                suffix = f"-{taken[words]}" if taken[words] > 1 else ""
                named[english.index] = f"scenario-{stem}-{words}{suffix}"
        return self.anchors[info.path][info.index]

    def former_anchor(self, info: ScenarioInfo) -> str:
        """``scenario-znamenosets-movement-3``: the scenario by its place in its feature, as the
        books named it before (links made then still open it)."""
        return f"scenario-{feature_stem(info.path, self.features)}-{info.index}"

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


def library_key(language: str, features: Path, code: str) -> str:
    """A hash of what a book's scenarios are read from: the feature files, the catalogs that
    translate them, the old step wordings, and the code (``code``: its fingerprint)."""
    digest = hashlib.sha256(f"{language}\0{code}\0".encode())
    sources = [
        *feature_files(features),
        catalog_path(language, "scenarios"),
        tool_catalog_path(language, "vocabulary"),
        tool_locales() / RETIRED_FILE,
    ]
    for path in sources:
        digest.update(str(path).encode())
        digest.update(path.read_bytes() if path.exists() else b"")
    return digest.hexdigest()


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
