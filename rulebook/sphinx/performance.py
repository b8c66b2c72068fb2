"""The Performance page: the figures ``python -m benchmarks`` measured, in the book's language.

:::{performance}
:::
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from babel.numbers import format_decimal
from docutils import nodes
from sphinx.application import Sphinx
from sphinx.util import logging
from sphinx.util.docutils import SphinxDirective

from rulebook.paths import REPO_ROOT
from rulebook.sphinx.i18n import N_, _

logger = logging.getLogger(__name__)
FIGURES_FILE = REPO_ROOT / "benchmarks" / "figures.json"


@dataclass(frozen=True)
class Figure:
    key: str
    label: str
    unit: str
    digits: int = 0
    goal: str = ""


FIGURES = (
    Figure(
        "perft_nodes_per_s",
        N_("Znamenosets perft, opening, depth 4: bitboard twin (list built at every ply)"),
        N_("nodes/s"),
    ),
    Figure(
        "reference_perft_nodes_per_s",
        N_("Znamenosets perft, opening, depth 4: reference engine (legal_actions and play)"),
        N_("nodes/s"),
    ),
    Figure(
        "chess_perft_nodes_per_s",
        N_("python-chess perft, start position, depth 4 (moves generated at every ply)"),
        N_("nodes/s"),
    ),
    Figure(
        "perft_ratio",
        N_("Bitboard twin / python-chess, like for like"),
        "×",
        2,
        N_("goal ≥ 1"),
    ),
    Figure("reference_perft_ratio", N_("Reference engine / python-chess, like for like"), "×", 2),
    Figure("playouts_per_s", N_("Random playouts: reference engine"), N_("games/s"), 1),
    Figure("fast_playouts_per_s", N_("Random playouts: bitboard twin"), N_("games/s"), 1),
    Figure(
        "classic_sight_queries_per_s", N_("Classic line of sight: exact queries"), N_("queries/s")
    ),
    Figure(
        "classic_shapely_sight_queries_per_s",
        N_("Classic line of sight: the shapely and numpy geometry it replaced, same tables"),
        N_("queries/s"),
    ),
    Figure(
        "classic_sight_ratio",
        N_("Classic line of sight: exact / shapely and numpy, like for like"),
        "×",
        2,
        N_("goal ≥ 1"),
    ),
    Figure("classic_playouts_per_s", N_("Classic random playouts"), N_("games/s"), 1),
    Figure(
        "classic_shapely_playouts_per_s",
        N_("Classic random playouts with the shapely and numpy geometry, same seeds"),
        N_("games/s"),
        1,
    ),
    Figure(
        "classic_playouts_ratio",
        N_("Classic random playouts: exact / shapely and numpy"),
        "×",
        2,
        N_("goal ≥ 1"),
    ),
    Figure(
        "warseer_sight_queries_per_s", N_("Warseer line of sight: exact queries"), N_("queries/s")
    ),
    Figure("warseer_playouts_per_s", N_("Warseer random playouts"), N_("games/s"), 1),
    Figure("scenario_suite_s", N_("Scenario suite, both languages"), N_("s"), 2),
    Figure("ms_per_scenario", N_("One scenario run"), N_("ms"), 2),
    Figure("docs_cold_s", N_("Both books, cold build"), N_("s"), 2),
    Figure(
        "docs_incremental_s",
        N_("Russian book, rebuild after one .po edit"),
        N_("s"),
        2,
        N_("goal ≤ 2"),
    ),
    Figure(
        "docs_incremental_page_s",
        N_("Both books, rebuild after an English page's edit"),
        N_("s"),
        2,
    ),
    Figure(
        "extension_overhead",
        N_("Extension overhead, against plain code blocks"),
        "×",
        2,
        N_("goal ≤ 1.25"),
    ),
    Figure("python_bare_s", N_("A bare python -c pass, same run"), N_("s"), 3),
    Figure(
        "check_cold_znamenosets_s",
        N_("rulebook check, one Znamenosets scenario, cold start (slower language)"),
        N_("s"),
        2,
        N_("goal ≤ 0.3"),
    ),
    Figure(
        "check_cold_classic_s",
        N_("rulebook check, one classic scenario, cold start (slower language)"),
        N_("s"),
        2,
        N_("goal ≤ 0.3"),
    ),
    Figure(
        "check_cold_warseer_s",
        N_("rulebook check, one Warseer scenario, cold start (slower language)"),
        N_("s"),
        2,
        N_("goal ≤ 0.3"),
    ),
    Figure(
        "check_cold_ratio",
        N_("rulebook check, slowest game, against a bare python -c pass"),
        "×",
        1,
        N_("goal ≤ 6"),
    ),
    Figure(
        "check_folder_questions_per_s",
        N_("rulebook check on 200 questions, three games, two languages, after start-up"),
        N_("questions/s"),
        0,
        N_("goal ≥ 100"),
    ),
    Figure("steps_s", N_("rulebook steps, every game"), N_("s"), 2, N_("goal ≤ 0.3")),
    Figure("docs_peak_mib", N_("Peak memory of a book build"), N_("MiB")),
    Figure(
        "tryit_first_s",
        N_("Try it: first answer after the first click, empty browser cache"),
        N_("s"),
        1,
        N_("goal < 6"),
    ),
    Figure(
        "tryit_second_page_s",
        N_("Try it: first answer on a second page, the engine's files kept"),
        N_("s"),
        1,
        N_("goal < 2.5"),
    ),
    Figure(
        "tryit_main_blocked_ms",
        N_("Try it: longest block of the page while the engine loads"),
        N_("ms"),
        0,
        N_("goal < 200"),
    ),
    Figure(
        "tryit_question_ms",
        N_("Try it: one question, the engine loaded"),
        N_("ms"),
        0,
        N_("goal < 300"),
    ),
    Figure("tryit_book_mib", N_("Try it: what it adds to one book"), N_("MiB"), 1),
    Figure(
        "print_pdf_vs_html",
        N_("PDF build, both languages, against the HTML build"),
        "×",
        2,
        N_("goal ≤ 2"),
    ),
    Figure("print_pdf_en_pages", N_("Pages of the English PDF"), ""),  # a count: no unit
    Figure("print_pdf_ru_pages", N_("Pages of the Russian PDF"), ""),
    Figure("suite_cpu_s", N_("Test suite, processor time"), N_("s"), 0, N_("goal < 450")),
)


# What each ``python -m benchmarks --only <group>`` run adds to the page's lead.
REMEASURED = {
    "engine": N_("The engine figures were measured again on {date} ({machine})."),
    "toolchain": N_("The toolchain figures were measured again on {date} ({machine})."),
    "tryit": N_("The Try it figures were measured again on {date} ({machine})."),
    "printed": N_("The printed books' figures were measured again on {date} ({machine})."),
    "suite": N_("The test suite's figure was measured again on {date} ({machine})."),
}


def formatted(figure: Figure, value: float, language: str = "en") -> str:
    """A figure as its readers write numbers: 1,234.5 in English, 1 234,5 in Russian."""
    unit = figure.unit if language == "en" or figure.unit in ("×", "") else str(_(figure.unit))
    pattern = "#,##0" + ("." + "0" * figure.digits if figure.digits else "")
    return f"{format_decimal(value, format=pattern, locale=language)} {unit}".rstrip()


class PerformanceDirective(SphinxDirective):
    def run(self) -> list[nodes.Node]:
        path = Path(self.env.srcdir, self.config.rulebook_performance).resolve()
        self.env.note_dependency(str(path))
        try:
            document = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as error:
            logger.warning(
                "cannot read the benchmark figures %s: %s",
                path,
                error,
                location=self.get_location(),
            )
            return []
        figures = document["figures"]
        rows = [
            [
                str(_(f.label)),
                formatted(f, figures[f.key], self.config.language or "en"),
                str(_(f.goal)) if f.goal else "",
            ]
            for f in FIGURES
            if f.key in figures
        ]
        intro = str(
            _("Measured on {date} ({machine}); each figure is the median of {repeats} runs.")
        )
        text = intro.format(
            date=document["measured"], machine=document["machine"], repeats=document["repeats"]
        )
        for group, note in REMEASURED.items():  # python -m benchmarks --only <group>
            if f"{group}_measured" in document:
                text += " " + str(_(note)).format(
                    date=document[f"{group}_measured"], machine=document[f"{group}_machine"]
                )
        lead = nodes.paragraph("", text)
        # One container: MyST gives the top node a source, and a sourced paragraph would
        # become a message of the page's catalog; these words are translated here.
        block = nodes.container(classes=["performance"])
        block += [lead, table([str(_("Figure")), str(_("Value")), str(_("Goal"))], rows)]
        return [block]


def table(header: list[str], rows: list[list[str]]) -> nodes.table:
    group = nodes.tgroup(cols=len(header))
    group += [nodes.colspec(colwidth=1) for _ in header]
    head = nodes.thead()
    head += row(header)
    group += head
    body = nodes.tbody()
    body += [row(cells) for cells in rows]
    group += body
    return nodes.table("", group, classes=["performance-table"])


def row(cells: list[str]) -> nodes.row:
    line = nodes.row()
    line += [nodes.entry("", nodes.paragraph("", cell)) for cell in cells]
    return line


def setup(app: Sphinx) -> None:
    app.add_config_value("rulebook_performance", str(FIGURES_FILE), "env", [str])
    app.add_directive("performance", PerformanceDirective)
