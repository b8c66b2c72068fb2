"""``terms``: the term base's Russian term, in any case, for every English term."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulebook.l10n.checks import terms
from rulebook.l10n.checks.base import Context, Entry
from rulebook.l10n.layout import LOCALES_DIR
from rulebook.l10n.termbase import load_termbase

CONTEXT = Context(load_termbase(LOCALES_DIR / "ru" / "termbase.toml"))


def problems(
    msgid: str, msgstr: str, domain: str = "znamenosets/page", game: str | None = "znamenosets"
) -> list[str]:
    entry = Entry(Path("page.po"), 2, domain, msgid, msgstr, game=game)
    return [p.message for p in terms.check(entry, CONTEXT)]


@pytest.mark.parametrize(
    ("msgid", "msgstr"),
    [
        # any case: genitive plural, instrumental, fleeting vowels (клеток, знаменосцем)
        ("A board of 7 by 8 cells.", "Поле размером 7 на 8 клеток."),
        ("A line led by a standard-bearer.", "Линия во главе со знаменосцем."),
        # plurals and -man/-men in English
        ("Two horsemen and three pikemen.", "Два всадника и три копейщика."),
        # longest match first: "attack strength" is one term, not "attack" + "strength"
        ("Its attack strength is 5.", "Его сила атаки равна 5."),
        (
            "The heavy infantryman attacks.",
            "Тяжёлый пехотинец атакует.",
        ),  # a verb from the same stem
        # a term inside a role: the visible text and the target count
        ("One of your {term}`warriors <warrior>`.", "Один из ваших {term}`бойцовых <воин>`."),
        # words inside code, rule roles and fields are not terms
        (
            "Cell `left` and {rule}`ZN-6.1`, {side:Side}.",
            "Клетка `left` и {rule}`ZN-6.1`, {side:Side}.",
        ),
        # a common word (prose = false) is checked only as a whole message
        ("Lays cards from left to right.", "Выкладывает карты слева направо."),
        ("left", "влево"),
        # hyphen boundaries: "line-up" is not "line"
        ("The line-up of the game.", "Состав игры."),
        # raneny (wounded) is not a forbidden word for a wound
        ("Attacks a wounded heavy infantryman.", "Атакует раненого тяжёлого пехотинца."),
    ],
)
def test_consistent_terms_pass(msgid: str, msgstr: str) -> None:
    assert problems(msgid, msgstr) == []


@pytest.mark.parametrize(
    ("msgid", "msgstr", "expected"),
    [
        ("The horseman moves.", "Конник ходит.", "'horseman' is 'всадник' in the term base"),
        (
            "The horseman moves.",
            "Всадник, он же конник, ходит.",
            "'конник' is a forbidden variant of 'всадник' (horseman)",
        ),
        (
            "A board of 7 by 8 cells.",
            "Доска размером 7 на 8 клеток.",
            "'board' is 'поле' in the term base",
        ),
        (
            "Its attack strength is 5.",
            "Его сила равна 5.",
            "'attack strength' is 'сила атаки' in the term base",
        ),
        ("left", "налево", "'left' is 'влево' in the term base"),
        (
            "A {term}`line`.",
            "{term}`Строй <строй>`.",
            "{term} points to a word that is not a Russian term of the term base",
        ),
        (
            "The berserker strikes.",
            "Берсеркер бьёт.",
            "'берсеркер' is a forbidden variant of 'берсерк' (berserker)",
        ),
    ],
)
def test_wrong_terms_are_caught(msgid: str, msgstr: str, expected: str) -> None:
    assert expected in problems(msgid, msgstr)


def test_a_term_of_another_game_is_not_applied() -> None:
    assert problems("The horseman moves.", "Конь ходит.", game="signum") == []


def test_a_message_of_no_one_game_may_use_any_game_s_term_for_its_word() -> None:
    """«рана» (Znamenosets) and «ранение» (Legends of Signum, classic) both translate
    "wound" in a shared catalog; inside one game only that game's term does."""
    msgid = "the creature has 2 wounds"
    assert problems(msgid, "у существа 2 ранения", domain="vocabulary", game=None) == []
    assert problems(msgid, "у существа 2 раны", domain="vocabulary", game=None) == []
    assert problems(msgid, "у существа 2 ранения", game="znamenosets") != []
    assert problems(msgid, "у существа 2 удара", domain="vocabulary", game=None) != []


def test_a_message_is_filed_under_the_game_whose_files_use_it() -> None:
    """The toolchain's own messages get no game's terms: its "Run" button is not the Run rule."""
    import polib

    from rulebook.l10n.check import TOOLCHAIN, game_of

    def entry(*paths: str) -> polib.POEntry:
        return polib.POEntry(msgid="Run", occurrences=[(path, "1") for path in paths])

    assert game_of("reasons", entry("engine/signum/classic/city.py")) == "classic"
    assert game_of("vocabulary", entry("rulebook/vocabulary/classic/fields.py")) == "classic"
    assert game_of("scenarios", entry("features/znamenosets/attack.feature")) == "znamenosets"
    assert game_of("rulebook", entry("rulebook/sphinx/tryit.py")) == TOOLCHAIN
    assert game_of("rulebook", entry()) is None  # no occurrence: every game's terms
    button = Entry(Path("rulebook.po"), 2, "rulebook", "Run", "Запустить", game=TOOLCHAIN)
    assert terms.check(button, CONTEXT) == []


@pytest.mark.parametrize(
    "msgstr",
    [
        "Атакующий отбрасывает цель на соседний гекс.",  # the verb, imperfective
        "Атакующий может отбросить цель на соседний гекс.",  # the verb, perfective
        "Цель, отброшенная в лес, получает 1 урон.",  # a participle
        "Отбрасывание сдвигает цель на один гекс.",  # the noun
    ],
)
def test_a_term_passes_as_any_of_its_lexemes(msgstr: str) -> None:
    """Push is «отбрасывание / отбросить / отбрасывать»: Russian says «отбрасывает», not
    «совершает отбрасывание»."""
    assert problems("A push moves the target.", msgstr, game="warseer") == []


def test_a_lexeme_of_another_term_does_not_pass() -> None:
    assert problems("A push moves the target.", "Удар сдвигает цель.", game="warseer") == [
        "'push' is 'отбрасывание' in the term base"
    ]


def test_a_word_the_dictionaries_do_not_know_is_inflected_like_its_neighbours() -> None:
    msgid = "The line bonus lets the berserker attack."
    assert problems(msgid, "Бонус линии позволяет берсерку атаковать.") == []
    assert problems(msgid, "Бонус линии позволяет бойцу атаковать.") != []


@pytest.mark.parametrize(
    ("msgid", "msgstr", "game", "expected"),
    [
        # one word for one thing (issue: the Russian books' term decisions)
        (
            "Your opponent wins.",
            "Побеждает ваш противник.",
            "classic",
            "'противник' is a forbidden variant of 'соперник' (opponent)",
        ),
        (
            "It takes 2 damage.",
            "Оно получает 2 единицы урона.",
            "warseer",
            "'# единица урона' is a forbidden variant of 'урон' (damage)",
        ),
        (
            "Cards in your hand.",
            "Карты на руке.",
            "warseer",
            "'на руке' is a forbidden variant of 'рука' (hand)",
        ),
        (
            "Play it from your hand.",
            "Разыграйте её с руки.",
            "classic",
            "'с руки' is a forbidden variant of 'рука' (hand)",
        ),
        (
            "The creature on the hex.",
            "Существо в гексе.",
            "warseer",
            "'в гексе' is a forbidden variant of 'гекс' (hex)",
        ),
        (
            "The troop class.",
            "Класс войск.",
            "znamenosets",
            "'класс войск' is a forbidden variant of 'тип войск' (troop class)",
        ),
        (
            "The class bonus.",
            "Бонус класса.",
            "znamenosets",
            "'бонус класса' is a forbidden variant of 'бонус к атаке' (class bonus)",
        ),
        (
            "A level-2 die.",
            "Кубик ранга 2.",
            "warseer",
            "'кубик ранга' is a forbidden variant of 'уровень' (level)",
        ),
        (
            "Every rule is proven by scenarios.",
            "Каждое правило доказывается сценариями.",
            None,
            "'доказываться сценарий' is a forbidden variant of 'сценарий' (scenario)",
        ),
        (
            "Clarifications",
            "Уточнения",
            None,
            "'уточнения' is a forbidden variant of 'разъяснения' (clarifications)",
        ),
        (
            "This register lists them.",
            "Этот реестр их перечисляет.",
            None,
            "'реестр' is a forbidden variant of 'перечень' (register)",
        ),
    ],
)
def test_a_second_rendering_of_a_term_fails(
    msgid: str, msgstr: str, game: str | None, expected: str
) -> None:
    domain = f"{game}/page" if game else "index"
    assert expected in problems(msgid, msgstr, domain=domain, game=game)


def test_a_count_of_damage_and_the_other_renderings_pass() -> None:
    assert problems("It takes 2 damage.", "Оно получает 2 урона.", game="warseer") == []
    assert problems("Each point of damage.", "Каждая единица урона.", game="warseer") == []
    assert problems("A move onto the hex.", "Переход на гекс, стоя на гексе.", game="warseer") == []


def test_in_a_message_of_no_one_game_a_term_of_one_game_is_not_another_s_variant() -> None:
    """The classic table is never «поле боя»; the Warseer Battlefield is."""
    battlefield = "creatures on the battlefield: {creatures}"
    assert (
        problems(battlefield, "существа на поле боя: {creatures}", domain="rulebook", game=None)
        == []
    )
    assert problems("On the table.", "На поле боя.", game="classic") != []
