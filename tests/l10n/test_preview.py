"""``rulebook l10n preview``: the Russian book alone, untranslated paragraphs marked."""

from __future__ import annotations

import re
from collections.abc import Callable

import polib
import pytest

from rulebook.l10n.layout import Layout
from rulebook.l10n.preview import preview_dir
from rulebook.sphinx import HERE as SPHINX_DIR

UNTRANSLATED = "The battle takes place on a grid of {term}`cells <cell>`."


def test_the_stylesheet_marks_untranslated_text() -> None:
    css = (SPHINX_DIR / "static" / "rulebook.css").read_text(encoding="utf-8")
    assert re.search(r"\.untranslated\s*\{[^}]*outline", css)


@pytest.mark.needs("npm")  # the preview is a built book: it carries Pyodide
def test_preview_marks_untranslated_paragraphs(
    few_pages: Layout,
    rulebook: Callable[..., tuple[int, str, str]],
    at: Callable[[Layout], list[str]],
) -> None:
    workspace = few_pages  # the book of four pages: a preview of the whole would do no more
    catalog = workspace.catalog("znamenosets/board")
    po = polib.pofile(str(catalog))
    (entry,) = [e for e in po if e.msgid.startswith(UNTRANSLATED)]
    entry.msgstr = ""
    po.save()

    status, out, _ = rulebook("l10n", "preview", *at(workspace))
    assert status == 0
    page = (preview_dir(workspace) / "znamenosets" / "board.html").read_text(encoding="utf-8")
    assert str(preview_dir(workspace) / "index.html") in out
    assert re.search(r'<p class="untranslated">The battle takes place on a grid of', page)
    assert re.search(r'<p class="translated">Территория имеет значение', page)
    assert 'lang="ru"' in page
