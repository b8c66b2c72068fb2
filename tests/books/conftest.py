"""Small books to build in tests: one page of rules and the demo feature file; and a small
copy of the checkout (one chapter, one page of rules) to run ``rulebook build`` in."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from sphinx import locale
from sphinx.cmd.build import build_main
from support.needs import uses
from support.processes import child, environment_without

from rulebook.paths import DOCS_DIR, REPO_ROOT
from rulebook.scenarios.catalogue import scenarios_in
from rulebook.scenarios.runs import SCENARIO_RUN

DATA = Path(__file__).parent.parent / "data" / "render"
DEMO_FEATURE = DATA / "features" / "demo" / "gherkin.feature"

CONF = """
extensions = ["myst_parser", "rulebook.sphinx"]
primary_domain = "rules"
myst_enable_extensions = ["colon_fence"]
myst_disable_syntax = ["html_inline", "html_block"]
html_theme = "basic"
locale_dirs = ["locales/"]
gettext_compact = False
suppress_warnings = ["i18n.inconsistent_references"]
"""

PAGE = """# Demo

:::{{rule}} ZN-3.4
Each army holds three standard-bearers.
:::

:::{{rule}} ZN-5.5
A player who cannot play a phase removes one of their warriors.
:::

:::{{rule}} ZN-6.1
A warrior walks.
:::

:::{{rule}} ZN-6.2
Every step enters a free cell.
:::

:::{{rule}} ZN-C.15
A move covers at least one cell.
:::

{extra}
"""


@dataclass
class Book:
    """A built book: its output folder and what Sphinx warned about."""

    status: int
    html: Path
    warnings: str

    def page(self, name: str = "index") -> str:
        return (self.html / f"{name}.html").read_text(encoding="utf-8")


def write_project(folder: Path, extra: str = "", conf: str = "") -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "conf.py").write_text(CONF + conf, encoding="utf-8")
    (folder / "index.md").write_text(PAGE.format(extra=extra), encoding="utf-8")
    return folder


def build(
    source: Path, out: Path, language: str, features: Path, results: Path, builder: str = "html"
) -> Book:
    warnings = out.parent / f"{out.name}-warnings.txt"
    # Sphinx keeps each catalog's translator for the life of the process (see rulebook.books).
    locale.translators.clear()
    status = build_main(
        [
            "-W",
            "--keep-going",
            "-q",
            "-E",
            "-b",
            builder,
            "-w",
            str(warnings),
            "-D",
            f"language={language}",
            "-D",
            f"rulebook_features={features}",
            "-D",
            f"rulebook_results={results}",
            str(source),
            str(out),
        ]
    )
    return Book(status, out, warnings.read_text(encoding="utf-8") if warnings.exists() else "")


def run_features(features: list[Path], results: Path) -> None:
    """Run feature files on the engine in a separate process; their results go into ``results``
    (stamped with the code they ran on, as a test run's are)."""
    code = (
        "import sys, pathlib\n"
        "from rulebook.scenarios.runs import run_with_pytest\n"
        "from rulebook.scenarios.plugin import write_results\n"
        "records = [r.to_dict() for r in run_with_pytest([pathlib.Path(p) for p in sys.argv[2:]])]\n"
        "write_results(pathlib.Path(sys.argv[1]), records)\n"
    )
    subprocess.run([sys.executable, "-c", code, str(results), *map(str, features)], check=True)
    assert json.loads(results.read_text(encoding="utf-8"))["scenarios"], "the run recorded nothing"


@pytest.fixture(scope="session")
def demo_results(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The demo feature run in English and in Russian, as a results file."""
    from rulebook.scenarios.translate import translate_file
    from rulebook.vocabulary import load

    load()
    folder = tmp_path_factory.mktemp("demo-run")
    russian = folder / "gherkin.ru.feature"
    russian.write_text(translate_file(DEMO_FEATURE, "ru"), encoding="utf-8")
    results = folder / "results.json"
    run_features([DEMO_FEATURE, russian], results)
    return results


class Builder:
    """Writes the demo project and builds it: what the tests get from ``book_builder``."""

    features = DEMO_FEATURE.parent.parent
    whole_feature = ":::{scenarios} demo/gherkin.feature\n:::\n"

    def __call__(
        self,
        folder: Path,
        language: str,
        *,
        extra: str = "",
        conf: str = "",
        features: Path | None = None,
        results: Path,
        builder: str = "html",
    ) -> Book:
        source = write_project(folder / "src", extra=extra, conf=conf)
        return build(
            source, folder / builder, language, features or self.features, results, builder
        )


@pytest.fixture(scope="session")
@uses("npm")  # for the Pyodide a built book carries
def book_builder() -> Builder:
    return Builder()


@pytest.fixture(scope="session")
def run_scenarios() -> Any:
    return run_features


# A small copy of the checkout to run ``rulebook build`` in. It has the real engine,
# vocabulary, catalogs and scenario runner, and one small chapter about the horseman, so
# a scenario run and both books take seconds. Its docs/ is one page stating every rule.

CHAPTER = Path("features/znamenosets/horseman.feature")  # tests/data/render/honest
CHAPTER_SOURCE = DATA / "honest" / "horseman.feature"
COPIED = (
    "rulebook",
    "engine",
    "locales",
    "tests/scenarios",
    "tests/support",
    "tests/conftest.py",
    "pyproject.toml",
)
CHECKOUT_CONF = """
project = "Signum Rulebook"
extensions = ["myst_parser", "rulebook.sphinx"]
primary_domain = "rules"
myst_enable_extensions = ["colon_fence"]
myst_disable_syntax = ["html_inline", "html_block"]
html_theme = "basic"
language = "en"
locale_dirs = ["../locales/"]
gettext_compact = False
suppress_warnings = ["i18n.inconsistent_references"]
"""
HORSEMAN = "Kind.HORSEMAN: 4,"  # its strength in the engine's ruleset


@dataclass(frozen=True)
class Checkout:
    root: Path

    def run(self, *command: str) -> subprocess.CompletedProcess[str]:
        """A command in the copy (``python -m ...``), as a user would run it there."""
        environment = environment_without("PYTEST")
        environment.update(PYTHONDONTWRITEBYTECODE="1", PYTHONIOENCODING="utf-8")
        return child([sys.executable, "-m", *command], self.root, environment, timeout=300)

    def rulebook(self, *arguments: str) -> subprocess.CompletedProcess[str]:
        return self.run("rulebook.cli", *arguments)

    def scenarios(self, *arguments: str) -> subprocess.CompletedProcess[str]:
        """``pytest tests/scenarios`` in the copy (its results go to build/results.json)."""
        return self.run(*SCENARIO_RUN, *arguments)

    def break_engine(self, strength: int = 6) -> None:
        """Give the horseman another strength: the chapter's horseman scenarios then fail."""
        ruleset = self.root / "engine" / "znamenosets" / "ruleset.py"
        text = ruleset.read_text(encoding="utf-8")
        assert HORSEMAN in text, "the ruleset no longer spells the horseman's strength this way"
        ruleset.write_text(text.replace(HORSEMAN, f"Kind.HORSEMAN: {strength},"), encoding="utf-8")

    @property
    def results_file(self) -> Path:
        return self.root / "build" / "results.json"

    def results(self) -> dict[str, Any]:
        return json.loads(self.results_file.read_text(encoding="utf-8"))

    def page(self, language: str) -> str:
        return (self.root / "build" / "html" / language / "index.html").read_text(encoding="utf-8")


def make_checkout(root: Path) -> Checkout:
    for name in COPIED:
        source, target = REPO_ROOT / name, root / name
        if source.is_dir():
            shutil.copytree(source, target, ignore=shutil.ignore_patterns("__pycache__", "*.mo"))
        else:
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target)
    (root / CHAPTER).parent.mkdir(parents=True)
    shutil.copy2(CHAPTER_SOURCE, root / CHAPTER)
    # Every rule of the real book: a refusal names any of them.
    rules = sorted(
        set(re.findall(r"^:::\{rule\} (\S+)", "".join(rule_pages()), re.M))
        | {rule for info in scenarios_in(root / CHAPTER) for rule in info.rules}
    )
    page = "# Attack\n\n" + "".join(f":::{{rule}} {rule}\nRule {rule}.\n:::\n\n" for rule in rules)
    (root / "docs").mkdir()
    (root / "docs" / "conf.py").write_text(CHECKOUT_CONF, encoding="utf-8")
    (root / "docs" / "index.md").write_text(page, encoding="utf-8")
    return Checkout(root)


def rule_pages() -> list[str]:
    return [page.read_text(encoding="utf-8") for page in sorted(DOCS_DIR.rglob("*.md"))]


@pytest.fixture
@uses("npm")  # for the Pyodide a built book carries
def checkout(tmp_path: Path) -> Checkout:
    """A small copy of the checkout (see :class:`Checkout`), for one test."""
    return make_checkout(tmp_path / "checkout")
