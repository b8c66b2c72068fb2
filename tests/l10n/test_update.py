"""``rulebook l10n update``: extract, merge, write only what changed, atomically, idempotently.

Each test works on a copy of the real docs and catalogs: all of them (``workspace``), or
four pages (``few_pages``) where what matters is how one page's catalog follows its page.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import polib
import pytest

from rulebook.l10n.layout import CODE_DOMAINS, Layout

Run = Callable[..., tuple[int, str, str]]
Digests = Callable[[Layout], dict[str, str]]
Where = Callable[[Layout], list[str]]
CHANGED = (
    "Each player owns the half of the board nearest to them.",
    "Each player owns the half of the board that is nearest to them.",
)
REMOVED = "A cell holds at most one warrior. A cell with no warrior on it is *free*."
ADDED = "Nobody owns the edge of the board."


def creation_date(path: Path) -> str:
    found = re.search(r'"POT-Creation-Date: ([^\\]+)\\n"', path.read_text(encoding="utf-8"))
    assert found, path
    return found[1]


def edit(page: Path, old: str, new: str) -> None:
    text = page.read_text(encoding="utf-8")
    assert old in text
    page.write_text(text.replace(old, new), encoding="utf-8")


def entries(path: Path) -> dict[str, polib.POEntry]:
    return {e.msgid: e for e in polib.pofile(str(path))}


def test_update_twice_in_a_row_changes_nothing(
    workspace: Layout, rulebook: Run, digests: Digests, at: Where
) -> None:
    first_status, _, _ = rulebook("l10n", "update", *at(workspace))
    # The templates go to build/gettext beside the docs, where the location comments point.
    assert workspace.templates == workspace.docs.parent / "build" / "gettext"
    assert (workspace.templates / "znamenosets" / "board.pot").is_file()
    assert {p.name for p in workspace.templates.glob("*.pot")} >= {
        "vocabulary.pot",
        "scenarios.pot",
        "rulebook.pot",
    }
    text = workspace.catalog("znamenosets/board").read_text(encoding="utf-8")
    assert "#: ../../docs/znamenosets/board.md:" in text
    before = digests(workspace)
    dates = {p: creation_date(p) for p in workspace.catalogs()}
    status, out, _ = rulebook("l10n", "update", *at(workspace))
    assert (first_status, status) == (0, 0)
    assert digests(workspace) == before
    assert {p: creation_date(p) for p in workspace.catalogs()} == dates
    assert out.splitlines()[-1] == f"update: 0 created, 0 updated, {len(before)} unchanged"


def test_new_changed_and_removed_source_text(
    few_pages: Layout, rulebook: Run, digests: Digests, at: Where
) -> None:
    workspace = few_pages
    page = workspace.docs / "znamenosets" / "board.md"
    catalog = workspace.catalog("znamenosets/board")
    old = entries(catalog)
    changed_old = next(m for m in old if m.startswith(CHANGED[0]))
    date = creation_date(catalog)
    edit(page, CHANGED[0], CHANGED[1])
    edit(page, REMOVED, ADDED)

    status, out, _ = rulebook("l10n", "update", *at(workspace))
    assert status == 0
    assert f"updated {catalog}: 1 untranslated, 1 fuzzy, 1 obsolete" in out
    new = entries(catalog)
    changed = new[changed_old.replace(*CHANGED)]
    assert changed.fuzzy and changed.previous_msgid == changed_old
    assert changed.msgstr == old[changed_old].msgstr  # the old translation, for review
    assert new[ADDED].msgstr == "" and not new[ADDED].fuzzy
    assert new[REMOVED].obsolete and new[REMOVED].msgstr == old[REMOVED].msgstr
    text = catalog.read_text(encoding="utf-8")
    assert '#| msgid ""\n#| "Each player owns the half of the board nearest to them.' in text
    assert '#~ msgid ""\n#~ "A cell holds at most one warrior.' in text
    assert creation_date(catalog) != date

    after = digests(workspace)
    assert rulebook("l10n", "update", *at(workspace))[0] == 0
    assert digests(workspace) == after  # fuzzy entries and previous msgids are stable too

    edit(page, ADDED, REMOVED)  # the text comes back: its translation is revived
    rulebook("l10n", "update", *at(workspace))
    revived = entries(catalog)[REMOVED]
    assert not revived.obsolete and not revived.fuzzy and revived.msgstr == old[REMOVED].msgstr

    edit(page, REMOVED, ADDED)
    status, _, _ = rulebook("l10n", "update", "--drop-obsolete", *at(workspace))
    assert status == 0
    assert "#~" not in catalog.read_text(encoding="utf-8")
    assert entries(catalog)[changed_old.replace(*CHANGED)].previous_msgid == changed_old


def test_after_an_edit_the_catalog_follows_and_other_templates_stay_as_they_were(
    few_pages: Layout, rulebook: Run, at: Where
) -> None:
    """Sphinx reads again only the edited page and writes its template alone
    (rulebook.sphinx.page_templates): the other pages' templates are not touched, and the edit
    reaches the catalog."""
    workspace = few_pages
    assert rulebook("l10n", "update", *at(workspace))[0] == 0
    pages = [
        pot
        for pot in workspace.templates.rglob("*.pot")
        if pot.relative_to(workspace.templates).with_suffix("").as_posix() not in CODE_DOMAINS
    ]
    assert len(pages) == 4
    written = {pot: pot.stat().st_mtime_ns for pot in pages}
    edit(workspace.docs / "znamenosets" / "board.md", CHANGED[0], CHANGED[1])

    status, out, _ = rulebook("l10n", "update", *at(workspace))
    assert status == 0
    again = {pot for pot in pages if pot.stat().st_mtime_ns != written[pot]}
    assert again == {workspace.templates / "znamenosets" / "board.pot"}
    catalog = workspace.catalog("znamenosets/board")
    assert f"updated {catalog}: 1 fuzzy\n" in out
    assert any(message.startswith(CHANGED[1]) for message in entries(catalog))


def test_a_new_page_gets_a_catalog_and_a_removed_page_is_reported(
    few_pages: Layout, rulebook: Run, at: Where
) -> None:
    workspace = few_pages
    (workspace.docs / "znamenosets" / "extra.md").write_text(
        "# Extra\n\nA new page.\n", encoding="utf-8"
    )
    (workspace.docs / "znamenosets" / "victory.md").unlink()
    gone = workspace.catalog("znamenosets/victory")
    text = gone.read_text(encoding="utf-8")

    status, out, _ = rulebook("l10n", "update", *at(workspace))
    assert status == 0
    created = workspace.catalog("znamenosets/extra")
    assert f"created {created}: 2 untranslated" in out
    assert f"stale {gone}: its page is gone (delete the catalog or restore the page)" in out
    assert gone.read_text(encoding="utf-8") == text  # left as it is
    catalog = polib.pofile(str(created))
    assert catalog.metadata["Language"] == "ru" and "utf-8" in catalog.metadata["Content-Type"]
    assert [e.msgid for e in catalog.untranslated_entries()] == ["Extra", "A new page."]

    status, out, _ = rulebook("l10n", "status", *at(workspace))
    assert "victory.po  (no page: stale)" in out
    status, out, _ = rulebook("l10n", "check", *at(workspace))
    assert f"{gone}:1: [stale] no page docs/znamenosets/victory.md" in out


@pytest.mark.parametrize(
    ("damage", "message"),
    [
        (lambda t: t.replace('msgstr "Атака"', 'msgstr "Атака'), "syntax error"),
        (
            lambda t: t.replace("charset=utf-8", "charset=koi8-r"),
            "bad header: charset is koi8-r, expected utf-8",
        ),
        (
            lambda t: t.replace("Language: ru", "Language: uk"),
            "bad header: Language is 'uk', expected 'ru'",
        ),
        (lambda t: t.replace("Атака", "Ат\udce0ка"), "not UTF-8 (byte 0xe0)"),
    ],
    ids=["syntax", "charset", "language", "encoding"],
)
def test_a_corrupt_catalog_stops_update_and_nothing_is_written(
    workspace: Layout,
    rulebook: Run,
    digests: Digests,
    at: Where,
    damage: Callable[[str], str],
    message: str,
) -> None:
    edit(
        workspace.docs / "znamenosets" / "board.md", CHANGED[0], CHANGED[1]
    )  # work to do elsewhere
    broken = workspace.catalog("znamenosets/attack")
    text = damage(broken.read_text(encoding="utf-8"))
    broken.write_bytes(text.encode("utf-8", "surrogateescape"))
    before = digests(workspace)
    status, out, err = rulebook("l10n", "update", *at(workspace))
    assert (status, out) == (2, "")
    assert re.fullmatch(rf"rulebook: {re.escape(str(broken))}:\d+: .*\n", err) and message in err
    assert digests(workspace) == before
