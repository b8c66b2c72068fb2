"""The bilingual term list of a game, from the term base (``locales/ru/termbase.toml``).

    ```{termbase}
    :game: znamenosets
    ```

One table, the same in both books: each term in English and Russian (the noun,
then its other lexemes: «отбрасывание / отбросить / отбрасывать»), and the
words never to use for it, in either language. The rows are generated, so they
are not messages to translate; the Russian book sorts them by the Russian term.
"""

from __future__ import annotations

from pathlib import Path

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective

from rulebook.l10n.layout import TARGET_LANGUAGE
from rulebook.l10n.termbase import BadTermBase, Term, load_termbase
from rulebook.sphinx.coverage import simple_table
from rulebook.sphinx.i18n import _
from rulebook.vocabulary.catalog import fold


def termbase_path(srcdir: Path, locale_dirs: list[str]) -> Path:
    return Path(srcdir) / locale_dirs[0] / TARGET_LANGUAGE / "termbase.toml"


class TermBaseDirective(SphinxDirective):
    option_spec = {"game": directives.unchanged}  # noqa: RUF012 (docutils reads a class attribute)

    def run(self) -> list[nodes.Node]:
        path = termbase_path(self.env.srcdir, self.config.locale_dirs)
        self.env.note_dependency(str(path))
        try:
            termbase = load_termbase(path)
        except BadTermBase as error:
            raise self.error(str(error)) from error
        terms = termbase.for_game(self.options.get("game"))
        russian_book = self.config.language == TARGET_LANGUAGE
        terms.sort(key=lambda t: fold(t.ru if russian_book else t.en))
        header = [str(_("In English")), str(_("In Russian")), str(_("Not to be used"))]
        rows = [self.row(term) for term in terms]
        if russian_book:
            header[:2] = header[1::-1]
            rows = [[row[1], row[0], row[2]] for row in rows]
        table = simple_table(header, rows, ["termbase-table"])
        table["translatable"] = False
        return [table]

    @staticmethod
    def row(term: Term) -> list[nodes.Node]:
        # Each language's words are marked as such, for screen readers and hyphenation.
        return [
            nodes.paragraph("", term.en, translatable=False, classes=["language-en"]),
            nodes.paragraph(
                "",
                " / ".join(term.russian()),
                translatable=False,
                classes=[f"language-{TARGET_LANGUAGE}"],
            ),
            forbidden(term),
        ]


def forbidden(term: Term) -> nodes.Node:
    """The words never to use: the Russian ones, and the English ones the rules avoid."""
    russian = nodes.paragraph(
        "", ", ".join(term.forbidden), translatable=False, classes=[f"language-{TARGET_LANGUAGE}"]
    )
    if not term.en_forbidden:
        return russian
    english = nodes.paragraph(
        "", ", ".join(term.en_forbidden), translatable=False, classes=["language-en"]
    )
    return nodes.container("", english, *([russian] if term.forbidden else []))


def setup(app: Sphinx) -> None:
    app.add_directive("termbase", TermBaseDirective)
