"""``markup``: roles, substitutions, link targets and inline code survive translation."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulebook.l10n.checks import markup
from rulebook.l10n.checks.base import Entry


def problems(msgid: str, msgstr: str) -> list[str]:
    entry = Entry(Path("page.po"), 7, "znamenosets/page", msgid, msgstr)
    return [p.message for p in markup.check(entry, None)]  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("msgid", "msgstr", "expected"),
    [
        # correct markup passes
        (
            "Each {term}`warriors <warrior>` moves ({rule}`ZN-6.1`).",
            "Каждый из {term}`воинов <воин>` ходит ({rule}`ZN-6.1`).",
            [],
        ),
        # a term without explicit target gets one in Russian
        ("A {term}`line` moves.", "{term}`Линия <линия>` движется.", []),
        # a ref keeps its target, its text is translated; roles may move
        (
            "See the {ref}`index of rules <rules-zn>` and {rule}`ZN-3.2`.",
            "{rule}`ZN-3.2` и {ref}`указатель правил <rules-zn>`.",
            [],
        ),
        # a bare ref may gain a visible text, keeping its target
        ("See {ref}`rules-zn`.", "См. {ref}`указатель <rules-zn>`.", []),
        # code, substitution and link target verbatim; link text translated
        (
            "Cell `c3`, {{version}}, [the rules](rules.md#zn-3).",
            "Клетка `c3`, {{version}}, [правила](rules.md#zn-3).",
            [],
        ),
        # a role written as code is code, not a role
        ("Write ``{rule}`ZN-3.2` `` as is.", "Пишите ``{rule}`ZN-3.2` `` как есть.", []),
        # a double-backtick span holding a backtick
        ("Type ``a`b`` here.", "Наберите ``a`b`` здесь.", []),
        # an autolink target
        ("Read <https://example.org/rules>.", "Читайте <https://example.org/rules>.", []),
        # broken markup is caught
        (
            "Rule {rule}`ZN-3.2`.",
            "Правило {rule}`ZN-3.3`.",
            ["role missing or changed in msgstr", "role not in msgid"],
        ),
        ("Rule {rule}`ZN-3.2`.", "Правило ZN-3.2.", ["role missing or changed in msgstr"]),
        ("Rule {rule}`ZN-3.2`.", "Правило {rule}`ZN-3.2` и {rule}`ZN-3.3`.", ["role not in msgid"]),
        (
            "A {term}`line` and a {term}`cell`.",
            "{term}`Линия <линия>` и клетка.",
            ["{term} used 1 times in msgstr, 2 in msgid"],
        ),
        ("A {term}`line`.", "Линия.", ["{term} used 0 times in msgstr, 1 in msgid"]),
        (
            "See {ref}`rules <rules-zn>`.",
            "См. {ref}`правила <rules-zz>`.",
            ["cross-reference target changed"],
        ),
        (
            "See {ref}`rules <rules-zn>`.",
            "См. указатель.",
            ["{ref} used 0 times in msgstr, 1 in msgid", "cross-reference target changed"],
        ),
        (
            "Use {{version}}.",
            "Используйте {{версия}}.",
            ["substitution missing or changed in msgstr", "substitution not in msgid"],
        ),
        (
            "[the rules](rules.md)",
            "[правила](other.md)",
            ["link target missing or changed in msgstr", "link target not in msgid"],
        ),
        (
            "Cell `c3`.",
            "Клетка `с3`.",
            ["inline code missing or changed in msgstr", "inline code not in msgid"],
        ),
        ("Cell c3.", "Клетка `c3`.", ["inline code not in msgid"]),
        # dropped emphasis and backticks are caught
        (
            "**Gap.** The rules say nothing.",
            "Неясность. Правила ничего не говорят.",
            ["**strong** used 0 times in msgstr, 1 in msgid"],
        ),
        (
            "The warrior *must* attack.",
            "Воин должен атаковать.",
            ["*emphasis* used 0 times in msgstr, 1 in msgid"],
        ),
        (
            "Write `msgstr`, not `msgid`.",
            "Пишите msgstr, а не `msgid`.",
            ["inline code missing or changed in msgstr"],
        ),
        # kept emphasis passes
        ("**Gap.** The rules say nothing.", "**Неясность.** Правила ничего не говорят.", []),
        ("The warrior *must* attack, 4 * 2 times.", "Воин *обязан* атаковать, 4 * 2 раза.", []),
        ("Code `**x**` is code.", "Код `**x**`\u00a0— это код.", []),
        ("Say *1 wound*, *2 wounds*.", "Говорите *1 рана*, *2 раны*, *5 ран*.", []),
    ],
)
def test_a_translation_keeps_the_markup_of_its_source(
    msgid: str, msgstr: str, expected: list[str]
) -> None:
    assert problems(msgid, msgstr) == expected
