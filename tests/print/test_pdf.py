"""The PDF books, read back with poppler's tools: text, fonts, links, a page as pixels."""

from __future__ import annotations

import pickle
import re
from functools import cache
from pathlib import Path
from xml.etree import ElementTree

from docutils import nodes
from support.printed import (
    POPPLER,
    PrintedBook,
    read_back,
    results_of,
    run_tool,
    verdict_word,
    words,
)

from rulebook.paths import DOCS_DIR
from rulebook.printed.rundate import run_date

RULE_DIRECTIVE = re.compile(r"^(?::{3,}|`{3,})\{rule\}\s+(\S+)", re.MULTILINE)
# The PDF's header and footer lie outside this band (points from the top of an A4 page).
BODY_TOP, BODY_HEIGHT = 60, 720

pytestmark = POPPLER


def rule_ids() -> set[str]:
    """Every rule the books state, read from the English sources."""
    return {
        match[1]
        for page in DOCS_DIR.rglob("*.md")
        for match in RULE_DIRECTIVE.finditer(page.read_text(encoding="utf-8"))
    }


def body_text(book: PrintedBook) -> str:
    """The text of every page without headers and footers."""
    crop = ["-x", "0", "-y", str(BODY_TOP), "-W", "600", "-H", str(BODY_HEIGHT)]
    return read_back(book, "body.txt", "pdftotext", "-enc", "UTF-8", *crop, "{pdf}", "-")


def letters(text: str) -> str:
    """Only letters and digits: line breaks, hyphenation and spacing do not matter."""
    return "".join(character for character in text.lower() if character.isalnum())


@cache
def layout(book: PrintedBook) -> ElementTree.Element:
    """Every piece of text with its page and position, and every link with its target page."""
    xml = read_back(book, "layout.xml", "pdftohtml", "-xml", "-i", "-q", "-stdout", "{pdf}")
    return ElementTree.fromstring(xml)


def test_every_rule_id_is_in_the_margin_beside_its_rule(book: PrintedBook) -> None:
    """Each rule's ID stands in the left margin, left of the text column, once."""
    labels: dict[str, list[int]] = {}
    # Where the body text starts, by page parity (the two-sided layout shifts it). A page
    # whose text is all short runs (hex labels, steps cut at every link) keeps the last
    # column seen on a page of its side.
    columns: dict[int, int] = {}
    for page in layout(book).iter("page"):
        number = int(page.get("number", 0))
        texts = list(page.iter("text"))
        lefts = [int(t.get("left", 0)) for t in texts if len("".join(t.itertext())) > 40]
        if lefts:
            columns[number % 2] = max(set(lefts), key=lefts.count)
        if number % 2 not in columns:
            continue
        column = columns[number % 2]
        for text in texts:
            right = int(text.get("left", 0)) + int(text.get("width", 0))
            if right < column:  # a margin label is set in bold
                for bold in text.iter("b"):
                    words = "".join(bold.itertext()).strip()
                    labels.setdefault(words, []).append(number)
    expected = rule_ids()
    assert expected, "no rule found in the sources"
    missing = sorted(rule for rule in expected if len(labels.get(rule, [])) != 1)
    assert not missing, f"rule IDs not in the margin exactly once: {missing[:20]}"


def test_links_to_a_rule_go_to_its_page(book: PrintedBook) -> None:
    """Every link written as a rule ID leads to the page whose margin shows that ID."""
    home: dict[str, int] = {}
    links: list[tuple[str, int]] = []
    for page in layout(book).iter("page"):
        number = int(page.get("number", 0))
        for text in page.iter("text"):
            for bold in text.iter("b"):
                home.setdefault("".join(bold.itertext()).strip(), number)
            for link in text.iter("a"):
                target = link.get("href", "").rpartition("#")[2]
                links.append(("".join(link.itertext()).strip(), int(target or 0)))
    ids = rule_ids()
    rule_links = [(rule, page) for rule, page in links if rule in ids]
    assert len({rule for rule, _page in rule_links}) > len(ids) // 4, "few rules are linked"
    wrong = [(rule, page, home.get(rule)) for rule, page in rule_links if page != home.get(rule)]
    assert not wrong, f"links to the wrong page (rule, target, its page): {wrong[:10]}"


def test_the_rules_are_in_the_books_language(book: PrintedBook) -> None:
    """Every paragraph of every rule, as the book's language has it, is in the PDF."""
    text = letters(body_text(book))
    paragraphs = []
    for doctree in book.doctrees.rglob("*.doctree"):
        document = pickle.loads(doctree.read_bytes())
        for rule in document.findall(nodes.container):
            if "rule" in rule["classes"]:
                paragraphs += [
                    child.astext()
                    for child in rule.children
                    if isinstance(child, nodes.paragraph) and "rule-id" not in child["classes"]
                ]
    assert len(paragraphs) >= len(rule_ids())
    if book.language == "ru":  # the Russian text itself, not the English source
        assert all(re.search("[а-яё]", p, re.IGNORECASE) for p in paragraphs[:50])
    missing = [p for p in paragraphs if letters(p) not in text]
    assert not missing, f"{len(missing)} rule paragraphs not in the PDF, e.g. {missing[:3]}"


def test_each_scenario_shows_its_verdict_and_run_date(book: PrintedBook) -> None:
    text = body_text(book)
    flat = " ".join(text.split())
    records = results_of(book)
    scenarios = {(r["feature"], r["index"]) for r in records}
    statuses = {r["status"] for r in records}
    assert scenarios and statuses
    for status in statuses:
        word = verdict_word(book.language, status)
        assert word in flat, f"the verdict {word!r} is not in the PDF"
    passed = verdict_word(book.language, "passed")
    shown = len(re.findall(rf"(?<!\w){re.escape(passed)}(?!\w)", flat))
    assert shown >= len({(r["feature"], r["index"]) for r in records if r["status"] == "passed"})
    ran = words(book.language, "run of {date}").format(date=run_date(book.results, book.language))
    ran = " ".join(ran.split())  # a narrow no-break space is a space in the PDF's text
    assert flat.count(ran) >= len(scenarios), f"not every scenario says {ran!r}"


def test_every_font_is_embedded(book: PrintedBook) -> None:
    rows = run_tool("pdffonts", str(book.pdf)).splitlines()[2:]
    assert rows, "the PDF has no fonts"
    not_embedded = [row for row in rows if row.split()[-5] != "yes"]
    assert not not_embedded, f"fonts not embedded: {not_embedded}"


def test_the_title_page_and_table_of_contents(book: PrintedBook) -> None:
    environment = pickle.loads((book.doctrees / "environment.pickle").read_bytes())
    title = run_tool("pdfinfo", str(book.pdf)).split("Title:", 1)[1].splitlines()[0].strip()
    first = run_tool("pdftotext", "-f", "1", "-l", "1", str(book.pdf), "-")
    assert title and title in " ".join(first.split()), "the title page does not show the title"
    chapters = [environment.titles[name].astext() for name in environment.toctree_includes["index"]]
    toc: dict[str, int] = {}
    for page in list(layout(book).iter("page"))[:6]:
        for link in page.iter("a"):
            toc.setdefault(" ".join("".join(link.itertext()).split()), 0)
            toc[" ".join("".join(link.itertext()).split())] = int(link.get("href").split("#")[1])
    for chapter in chapters:
        entries = [target for entry, target in toc.items() if entry.endswith(chapter)]
        assert entries, f"the table of contents lacks {chapter!r}"
        page = run_tool(
            "pdftotext", "-f", str(entries[0]), "-l", str(entries[0]), str(book.pdf), "-"
        )
        assert chapter in " ".join(page.split()), f"{chapter!r} is not on the page it links to"


def pixels(pdf: Path, page: int, folder: Path) -> tuple[int, int, bytes]:
    """One page drawn by pdftoppm at 60 dpi: width, height and its RGB bytes (PPM)."""
    prefix = folder / f"page-{page}"
    run_tool(
        "pdftoppm",
        "-r",
        "60",
        "-f",
        str(page),
        "-l",
        str(page),
        "-singlefile",
        str(pdf),
        str(prefix),
    )
    data = prefix.with_suffix(".ppm").read_bytes()
    magic, width, height, _depth, rest = data.split(maxsplit=4)
    assert magic == b"P6"
    return int(width), int(height), rest


def coloured_share(rgb: bytes) -> float:
    """The share of pixels in colour: a diagram's cells and pieces, not black text on white."""
    coloured = sum(
        1 for i in range(0, len(rgb), 3) if max(rgb[i : i + 3]) - min(rgb[i : i + 3]) > 10
    )
    return coloured / (len(rgb) // 3)


def test_the_first_page_with_a_diagram_shows_it(book: PrintedBook, tmp_path: Path) -> None:
    destinations = run_tool("pdfinfo", "-dests", str(book.pdf))
    found = re.search(r"^\s*(\d+)\s.*\"rulebook-diagram-1\"", destinations, re.MULTILINE)
    assert found, "the PDF has no diagram"
    page = int(found[1])
    width, height, rgb = pixels(book.pdf, page, tmp_path)
    assert width * height * 3 == len(rgb)
    assert coloured_share(rgb) > 0.03, f"page {page}: the diagram is blank or missing"


def english_chrome() -> set[str]:
    """Words the toolchain writes in English and translates: its catalog, Gherkin's keywords,
    and what Sphinx's and LaTeX's own pages say (chapter, contents, index, continuation)."""
    import polib
    from gherkin.dialect import Dialect

    from rulebook.l10n.termbase import load_termbase
    from rulebook.paths import LOCALES_DIR, catalog_path
    from rulebook.sphinx.i18n import CATALOG

    phrases = {
        entry.msgid.split("{", 1)[0].strip(" :")
        for entry in polib.pofile(str(catalog_path("ru", CATALOG)))
        if entry.msgstr and entry.msgstr != entry.msgid and not entry.msgctxt
    }
    english = Dialect.for_name("en")
    for keywords in (english.feature_keywords, english.scenario_keywords, english.given_keywords):
        phrases.update(k.strip() for k in keywords if k.strip() != "*")
    phrases.update(("Chapter", "Contents", "Index", "Release", "continued on next page"))
    # The Terms pages show every term in English beside its Russian, on purpose ("Run").
    shown = {term.en for term in load_termbase(LOCALES_DIR / "ru" / "termbase.toml").terms}
    return {phrase for phrase in phrases if len(phrase) > 2 and phrase not in shown}


def code_of(book: PrintedBook) -> str:
    """The book's code: literals and literal blocks, which stay as written in any language."""
    code = []
    for doctree in book.doctrees.rglob("*.doctree"):
        document = pickle.loads(doctree.read_bytes())
        code += [node.astext() for node in document.findall(nodes.literal_block)]
        code += [node.astext() for node in document.findall(nodes.literal)]
    return "\n".join(code)


def test_russian_pages_have_no_english_chrome(russian_book: PrintedBook) -> None:
    """No word of the toolchain's, Sphinx's or LaTeX's is left in English, but in code."""
    text = " ".join(run_tool("pdftotext", "-enc", "UTF-8", str(russian_book.pdf), "-").split())
    code = code_of(russian_book)
    found = sorted(
        phrase
        for phrase in english_chrome()
        # Most phrases are nowhere in the book: the plain search first, as it is quick.
        # "@example" is a scenario's tag: an identifier, written alike in every language.
        if phrase in text
        and re.search(rf"(?<![\w@]){re.escape(phrase)}(?!\w)", text)
        and phrase not in code
    )
    assert not found, f"English words on the Russian pages: {found}"
