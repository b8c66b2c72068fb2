"""A small book to build in tests: one page of rules and the demo feature file."""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from sphinx.cmd.build import build_main

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
    """Run feature files on the engine in a separate process and write their results file."""
    code = (
        "import sys, pathlib\n"
        "from rulebook.scenarios.check import run\n"
        "from rulebook.scenarios.results import results_document\n"
        "records = [r.to_dict() for r in run([pathlib.Path(p) for p in sys.argv[2:]])]\n"
        "pathlib.Path(sys.argv[1]).write_text(results_document(records), encoding='utf-8')\n"
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
def book_builder() -> Builder:
    return Builder()


@pytest.fixture(scope="session")
def run_scenarios() -> Any:
    return run_features
