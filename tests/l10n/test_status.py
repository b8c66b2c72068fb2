"""``rulebook l10n status``: counts per catalog, a total, JSON, and the to-do list."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import polib
from support.l10n_project import SmallProject

from rulebook.l10n.layout import Layout


def fill(project: SmallProject) -> None:
    project.write(
        "vocabulary",
        polib.POEntry(msgid="archer", msgstr="лучник", msgctxt="kind"),
        polib.POEntry(msgid="berserker", msgstr=""),
        polib.POEntry(msgid="pikeman", msgstr="копейщик", flags=["fuzzy"]),
        polib.POEntry(msgid="cavalryman", msgstr="кавалерист", obsolete=True),
    )
    (project.layout.docs / "game").mkdir()
    (project.layout.docs / "game" / "rules.md").write_text("# Rules\n", encoding="utf-8")
    project.write("game/rules", polib.POEntry(msgid="Rules", msgstr="Правила"))
    project.write("game/gone", polib.POEntry(msgid="Gone", msgstr=""))


GONE = 'msgid "Gone"'


def line_of(path: Path, text: str) -> int:
    return path.read_text(encoding="utf-8").splitlines().index(text) + 1


def test_status_counts_each_catalog_and_the_total(project: SmallProject) -> None:
    fill(project)
    status, out, _ = project.rulebook("l10n", "status")
    assert status == 0
    lines = out.splitlines()
    assert lines[0].split() == [
        "catalog",
        "translated",
        "fuzzy",
        "untranslated",
        "obsolete",
        "done",
    ]
    vocabulary = next(
        line for line in lines if line.startswith(str(project.layout.catalog("vocabulary")))
    )
    assert vocabulary.split()[1:] == ["1", "1", "1", "1", "33.3%"]
    gone = next(line for line in lines if "gone.po" in line)
    assert "(no page: stale)" in gone
    # The stale catalog is left out of the total: its untranslated entry is no work to do.
    assert lines[-1].split() == ["total", "2", "1", "1", "1", "50.0%"]


def test_status_json_is_for_tools(project: SmallProject) -> None:
    fill(project)
    status, out, _ = project.rulebook("l10n", "status", "--json")
    data = json.loads(out)
    assert status == 0 and "todo" not in data
    assert data["total"] == {
        "path": "total",
        "translated": 2,
        "fuzzy": 1,
        "untranslated": 1,
        "obsolete": 1,
        "stale": False,
        "percent": 50.0,
    }
    stale = [c["path"] for c in data["catalogs"] if c["stale"]]
    assert stale == [str(project.layout.catalog("game/gone"))]


def test_todo_lists_each_untranslated_or_fuzzy_entry_with_its_msgstr_line(
    project: SmallProject,
) -> None:
    fill(project)
    status, out, _ = project.rulebook("l10n", "status", "--todo")
    vocabulary, gone = project.layout.catalog("vocabulary"), project.layout.catalog("game/gone")
    # Where the translation goes: the msgstr line, below the msgid and any comments.
    berserker = line_of(vocabulary, 'msgid "berserker"') + 1
    pikeman = line_of(vocabulary, 'msgstr "копейщик"')
    assert status == 0
    assert out.splitlines() == [
        f"{gone}:{line_of(gone, GONE) + 1}: Gone",
        f"{vocabulary}:{berserker}: berserker",
        f"{vocabulary}:{pikeman}: pikeman",
    ]
    _, out, _ = project.rulebook("l10n", "status", "--todo", "--json")
    assert [t["state"] for t in json.loads(out)["todo"]] == [
        "untranslated",
        "untranslated",
        "fuzzy",
    ]


def test_status_of_a_corrupt_catalog_is_exit_2(project: SmallProject) -> None:
    path = project.write("vocabulary", polib.POEntry(msgid="archer", msgstr="лучник"))
    path.write_text(
        path.read_text(encoding="utf-8") + 'msgid "x"\nmsgstr "unclosed\n', encoding="utf-8"
    )
    status, out, err = project.rulebook("l10n", "status")
    assert status == 2 and out == ""
    assert err.startswith(f"rulebook: {path}:") and "syntax error" in err


def test_status_json_piped_into_head_ends_quietly(
    small: Layout, at: Callable[[Layout], list[str]]
) -> None:
    """``rulebook l10n status --json | head -1``: the reader stops reading; no traceback."""
    catalog = polib.POFile()
    catalog.metadata = {"Content-Type": "text/plain; charset=utf-8", "Language": "ru"}
    # Enough to do that the list outgrows the output buffer, as the real catalogs' does.
    catalog.extend(
        polib.POEntry(msgid=f"Word number {n} to translate", msgstr="") for n in range(400)
    )
    catalog.save(str(small.catalog("scenarios")))
    command = [
        sys.executable,
        "-m",
        "rulebook.cli",
        "l10n",
        "status",
        "--todo",
        "--json",
        *at(small),
    ]
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    process.stdout.close()  # as head does after its line, before the command writes
    errors = process.stderr.read().decode()
    assert process.wait() == 0
    assert errors == ""
