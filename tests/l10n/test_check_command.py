"""``rulebook l10n check``: the output format, --strict, stale catalogs, bad input."""

from __future__ import annotations

import polib
from support.l10n_project import SmallProject

NBSP = "\u00a0"


def test_a_clean_catalog_passes(project: SmallProject) -> None:
    project.write(
        "scenarios",
        polib.POEntry(
            msgid="A horseman moves — the <kind> too", msgstr=f"Всадник ходит{NBSP}— «<kind>» тоже"
        ),
    )
    status, out, err = project.rulebook("l10n", "check", "--strict")
    assert (status, out) == (0, "")
    assert "no problems" in err


def test_each_problem_is_one_line_with_file_line_check_and_excerpt(project: SmallProject) -> None:
    path = project.write(
        "scenarios",
        polib.POEntry(msgid="The horseman moves", msgstr="Всадник ходит"),
        polib.POEntry(msgid="The horseman <kind> attacks", msgstr='Конник "<kind>" атакует'),
    )
    status, out, _ = project.rulebook("l10n", "check")
    # The line of the msgstr, where the translator fixes it; each problem once (one quote
    # problem for the pair of straight quotes).
    line = (
        path.read_text(encoding="utf-8").splitlines().index('msgstr "Конник \\"<kind>\\" атакует"')
        + 1
    )
    assert status == 1
    assert out.splitlines() == [
        f"{path}:{line}: [terms] 'horseman' is 'всадник' in the term base: Конник \"<kind>\" атакует",
        f"{path}:{line}: [terms] 'конник' is a forbidden variant of 'всадник' (horseman): конник",
        f'{path}:{line}: [typography] quote " in Russian prose: use «ёлочки»: Конник "…" атакует',
    ]


def test_the_line_is_the_msgstr_even_after_comments_and_a_long_msgid(project: SmallProject) -> None:
    long = "The horseman, " + "who rides ahead of the line, " * 4 + "moves"
    entry = polib.POEntry(
        msgid=long, msgstr="Конник ходит", comment="A title.", occurrences=[("f.feature", "3")]
    )
    path = project.write("scenarios", entry)
    lines = path.read_text(encoding="utf-8").splitlines()
    status, out, _ = project.rulebook("l10n", "check")
    assert status == 1 and out
    assert {int(problem.split(":")[1]) for problem in out.splitlines()} == {
        lines.index('msgstr "Конник ходит"') + 1
    }


def test_each_problem_is_reported_once(project: SmallProject) -> None:
    project.layout.termbase.write_text(
        project.layout.termbase.read_text(encoding="utf-8")
        + '\n[[term]]\nen = "pikeman"\nru = "копейщик"\nforbidden = ["пикинёр", "пикинер"]\n',
        encoding="utf-8",
    )
    project.write(
        "rulebook",
        polib.POEntry(msgid="The pikeman waits", msgstr="Копейщик ждёт, а пикинёр нет"),
        polib.POEntry(msgid="A pikeman", msgstr="Копейщик <b>ждёт</b>"),
    )
    status, out, _ = project.rulebook("l10n", "check")
    assert status == 1
    problems = [line.split(": ", 1)[1] for line in out.splitlines()]
    assert problems == [
        "[terms] 'пикинёр' is a forbidden variant of 'копейщик' (pikeman): пикинёр",
        "[safety] HTML tag not in msgid: <b>",
    ]


def test_a_url_is_shown_whole(project: SmallProject) -> None:
    url = "https://example.org/a/very/long/path/to/somewhere/else/entirely/Foo_(bar)?query=1&page=2"
    project.write("scenarios", polib.POEntry(msgid="The rules", msgstr=f"Правила ({url})"))
    status, out, _ = project.rulebook("l10n", "check")
    assert status == 1
    assert out.splitlines()[0].endswith(f"[safety] URL not in msgid: {url}")


def test_strict_makes_fuzzy_and_untranslated_entries_errors(project: SmallProject) -> None:
    project.write(
        "scenarios",
        polib.POEntry(msgid="The horseman moves", msgstr=""),
        polib.POEntry(msgid="The warrior moves", msgstr="Воин ходит", flags=["fuzzy"]),
    )
    assert project.rulebook("l10n", "check")[0] == 0
    status, out, _ = project.rulebook("l10n", "check", "--strict")
    assert status == 1
    assert [line.split(": ", 1)[1].split("]")[0] for line in out.splitlines()] == [
        "[untranslated",
        "[fuzzy",
    ]


def test_a_catalog_without_its_page_is_reported(project: SmallProject) -> None:
    path = project.write("game/gone", polib.POEntry(msgid="Gone", msgstr="Нет"))
    status, out, _ = project.rulebook("l10n", "check")
    assert status == 1
    assert (
        out
        == f"{path}:1: [stale] no page docs/game/gone.md for this catalog: delete it or restore the page\n"
    )


def test_a_corrupt_catalog_is_exit_2_and_names_file_and_line(project: SmallProject) -> None:
    path = project.write("scenarios", polib.POEntry(msgid="Attack", msgstr="Атака"))
    text = path.read_text(encoding="utf-8").replace('msgstr "Атака"', 'msgstr "Атака')
    path.write_text(text, encoding="utf-8")
    line = text.splitlines().index('msgstr "Атака') + 1
    status, out, err = project.rulebook("l10n", "check")
    assert (status, out) == (2, "")
    assert err == f'rulebook: {path}:{line}: syntax error: a string must be one "..." per line\n'
    assert path.read_text(encoding="utf-8") == text


def test_a_bad_term_base_is_exit_2(
    project: SmallProject,
) -> None:
    project.layout.termbase.write_text('[[term]]\nen = "archer"\n', encoding="utf-8")
    status, _, err = project.rulebook("l10n", "check")
    assert status == 2 and err == f"rulebook: {project.layout.termbase}:1: a [[term]] needs ru\n"
