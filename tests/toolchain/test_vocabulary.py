"""The bilingual scenario vocabulary: every step reads the same in English and Russian."""

from __future__ import annotations

import re

import parse
import pytest
from hypothesis import given
from hypothesis import strategies as st

from rulebook.paths import FEATURES_DIR
from rulebook.scenarios.gherkin import read_feature
from rulebook.scenarios.translate import free_texts, translate_all
from rulebook.vocabulary import load
from rulebook.vocabulary.catalog import scenario_texts, vocabulary
from rulebook.vocabulary.fields import Field
from rulebook.vocabulary.steps import FIELD, PLURAL, VOCABULARY, StepPattern, step_fields
from rulebook.vocabulary.wording import plural_chooser

load()
STEPS = VOCABULARY.steps


@pytest.mark.parametrize("step", STEPS, ids=lambda s: s.pattern)
def test_every_step_has_a_russian_pattern_with_the_same_fields(step: StepPattern) -> None:
    russian = step.text("ru")
    assert russian, f"no Russian pattern for {step.pattern!r} in vocabulary.po"
    assert step_fields(russian) == step_fields(step.pattern)


@pytest.mark.parametrize(
    "field", [f for f in VOCABULARY.fields.values() if f.context], ids=lambda f: f.name
)
def test_every_word_of_the_vocabulary_is_translated(field: Field) -> None:
    missing = [
        term for term in field.terms if vocabulary("ru").get(field.context or "", term) is None
    ]
    assert not missing


def sample(field: Field) -> st.SearchStrategy[str]:
    """English text for a field, as a scenario would write it."""
    if field.name in ("Cell", "Cells"):
        item = st.builds(lambda c, r: f"{c}{r}", st.sampled_from("abcdefg"), st.integers(1, 8))
    elif field.name == "Number":
        item = st.integers(0, 99).map(str)
    elif field.name == "Rule":
        item = st.sampled_from(["ZN-6.2", "ZN-C.11", "ZN-10.1"])
    elif field.regex is not None:  # another game's values (a point, a distance): its examples
        item = st.sampled_from(field.examples)
    else:
        item = st.sampled_from([*field.terms, *([field.blank] if field.blank else [])])
    if field.many:
        return st.lists(item, min_size=1, max_size=4).map(", ".join)
    return item


@st.composite
def step_texts(draw: st.DrawFn) -> tuple[StepPattern, str]:
    step = draw(st.sampled_from(STEPS))
    values = {}
    for match in FIELD.finditer(step.pattern):
        if match["type"] == PLURAL:  # a count with any of its noun forms
            forms = match["forms"].split("|")
            values[match["name"]] = f"{draw(st.integers(0, 99))} {draw(st.sampled_from(forms))}"
        else:
            values[match["name"]] = draw(sample(VOCABULARY.fields[match["type"]]))
    return step, FIELD.sub(lambda m: values[m["name"]], step.pattern)


def parsed(step: StepPattern, text: str, language: str) -> dict[str, object]:
    text_pattern, types = VOCABULARY.parse_pattern(
        step.text(language) or "", VOCABULARY.parse_types(language), raw=False
    )
    result = parse.compile(text_pattern, extra_types=types).parse(text)
    assert result is not None, f"{text!r} does not read as {text_pattern!r}"
    return dict(result.named)


@given(step_texts())
def test_a_step_rendered_in_russian_means_the_same(case: tuple[StepPattern, str]) -> None:
    step, english = case
    ((pattern, raw),) = VOCABULARY.match(english, "en", step.type)
    russian = VOCABULARY.render(pattern, raw, "en", "ru")
    assert not re.search(r"[A-Za-z]{3,}", re.sub(r"ZN-[\w.]+", "", russian)), russian
    assert parsed(step, russian, "ru") == parsed(step, english, "en")


@pytest.mark.parametrize(
    "name", sorted(name for name, field in VOCABULARY.fields.items() if field.blank is not None)
)
def test_a_field_reads_the_blank_it_declares(name: str) -> None:
    """A field's "-" (none) is what a scenario may write for it, so its pattern reads it."""
    field = VOCABULARY.fields[name]
    for language in ("en", "ru"):
        assert re.fullmatch(field.full_regex(language), field.blank), (name, language)


@pytest.mark.parametrize(
    ("language", "forms", "expected"),
    [
        ("en", "wound|wounds", ["0 wounds", "1 wound", "2 wounds", "5 wounds", "21 wounds"]),
        ("ru", "рана|раны|ран", ["0 ран", "1 рана", "2 раны", "5 ран", "21 рана"]),
    ],
)
def test_a_count_is_written_with_the_noun_form_its_number_takes(
    language: str, forms: str, expected: list[str]
) -> None:
    choose = plural_chooser(language)
    assert [f"{n} {choose(n, forms.split('|'))}" for n in (0, 1, 2, 5, 21)] == expected


def test_a_step_with_a_count_reads_any_noun_form_and_renders_the_right_one() -> None:
    for english in ("the warrior at c3 has 1 wound", "the warrior at c3 has 1 wounds"):
        ((pattern, raw),) = VOCABULARY.match(english, "en", "then")
        assert VOCABULARY.render(pattern, raw, "en", "ru") == "у воина на c3 1 рана"
    ((pattern, raw),) = VOCABULARY.match("у воина на c3 5 ран", "ru", "then")
    assert VOCABULARY.render(pattern, raw, "ru", "en") == "the warrior at c3 has 5 wounds"
    ((pattern, raw),) = VOCABULARY.match("у воина на c3 2 раны", "ru", "then")
    assert VOCABULARY.render(pattern, raw, "ru", "en") == "the warrior at c3 has 2 wounds"


def test_the_sources_synonym_names_the_same_warrior() -> None:
    kind = VOCABULARY.fields["Kind"]
    assert kind.convert(kind.english("cavalryman", "en")) is kind.convert("horseman")
    assert kind.convert(kind.english("кавалерист", "ru")) is kind.convert("horseman")


def test_every_title_and_description_of_the_scenarios_is_translated() -> None:
    catalog = scenario_texts("ru")
    missing = [
        f"{path.name}:{line}: {text}"
        for path in sorted(FEATURES_DIR.rglob("*.feature"))
        for text, line in free_texts(read_feature(path))
        if catalog.get("", text) is None
    ]
    assert not missing, "\n".join(missing)


def test_russian_features_use_russian_keywords_only() -> None:
    folder = translate_all("ru")
    english = re.compile(
        r"^\s*(Feature|Scenario|Given|When|Then|And|But|Examples|Background|Rule)\b"
    )
    for path in folder.rglob("*.feature"):
        document = read_feature(path)
        assert document["feature"]["language"] == "ru"
        text = path.read_text(encoding="utf-8")
        assert not any(english.match(line) for line in text.splitlines()), path


def test_russian_outlines_name_their_placeholders_in_russian() -> None:
    folder = translate_all("ru")
    texts = [path.read_text(encoding="utf-8") for path in folder.rglob("*.feature")]
    assert any(re.search(r"<[а-яё]+>", text) for text in texts), "no outline was translated"
    assert not [m for text in texts for m in re.findall(r"<[A-Za-z_]+>", text)]


def test_a_games_vocabulary_may_be_a_package() -> None:
    """Steps registered by the modules of a package under rulebook.vocabulary are its game's."""
    from rulebook.vocabulary.steps import game_of_module

    assert game_of_module("rulebook.vocabulary.classic.melee") == "classic"
    assert game_of_module("rulebook.vocabulary.znamenosets") == "znamenosets"
    assert game_of_module("rulebook.vocabulary.common") == ""


def test_a_retired_spelling_of_a_word_still_reads_and_the_current_one_is_written() -> None:
    """«добавить кубик ранга 2» became «добавить кубик уровня 2» (a die has a level, a creature
    a rank): a saved question with the old word runs; every text is written with the new one
    (locales/retired-steps.toml)."""
    crit = VOCABULARY.fields["Crit"]
    words = crit.words("ru")
    assert words["добавить кубик ранга 2"] == words["добавить кубик уровня 2"] == "add die 2"
    assert crit.translate("add die 2", "ru") == "добавить кубик уровня 2"
    assert re.fullmatch(crit.full_regex("ru"), "добавить кубик ранга 2")
