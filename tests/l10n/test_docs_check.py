"""``rulebook docs check``: the English rules use one word for each thing, capitalise a term one
way, speak to the player, and link the rulings that complete them; ``l10n check --strict``
holds the English sources to it too."""

from __future__ import annotations

import re
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from rulebook.l10n.checks import backlinks
from rulebook.l10n.layout import Layout
from rulebook.paths import DOCS_DIR, FEATURES_DIR

Run = Callable[..., tuple[int, str, str]]
RULE = re.compile(r"^:::\{rule\} (\S+)$", re.M)


@pytest.fixture
def sources(tmp_path: Path) -> Layout:
    """A copy of the real docs, feature files and locales, which pass the check."""
    shutil.copytree(DOCS_DIR, tmp_path / "docs")
    shutil.copytree(FEATURES_DIR, tmp_path / "features")
    shutil.copytree(Layout().locales, tmp_path / "locales", ignore=shutil.ignore_patterns("*.mo"))
    return Layout(locales=tmp_path / "locales", docs=tmp_path / "docs")


def where(layout: Layout) -> list[str]:
    return ["--locales", str(layout.locales), "--docs", str(layout.docs)]


def plant(path: Path, old: str, new: str) -> int:
    """Replace ``old`` by ``new`` once in ``path``; the line it lands on."""
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, old
    path.write_text(text.replace(old, new), encoding="utf-8")
    return text[: text.index(old)].count("\n") + 1


def test_the_real_sources_pass(rulebook: Run, sources: Layout) -> None:
    assert rulebook("docs", "check", *where(sources))[:2] == (0, "")


# Each planted fault: the page, the text and what replaces it, and the line the check prints.
FAULTS = [
    (
        "warseer/damage.md",
        "When a creature's wound tokens are as many as its health, it is destroyed.",
        "When a creature's wound tokens are as many as its health, it is eliminated.",
        "[synonyms] 'eliminated' in a rule: the term is 'destroyed' (warseer): eliminated",
    ),
    (
        "znamenosets/attack.md",
        "An enemy warrior on a cell adjacent to the archer blocks",
        "An enemy warrior next to the archer blocks",
        "[synonyms] 'next to' in a rule: the term is 'adjacent' (znamenosets): next to",
    ),
    (
        "classic/cards.md",
        "On the table the hero follows",
        "On the Battlefield the hero follows",
        "[synonyms] 'Battlefield' in a rule: the term is 'table' (classic): Battlefield",
    ),
    (
        "znamenosets/warriors.md",
        "For example, a heavy infantryman has base strength 5.",
        "For example, a heavy infantryman has strength 5.",
        "[synonyms] 'strength' in a rule: the term is 'base strength' (znamenosets): strength",
    ),
    (
        "warseer/keywords.md",
        "every die of level 2 or 3 is rolled as a die of level 1",
        "every die of level 2 or 3 is rolled as a rank-1 die",
        "[synonyms] 'rank-1' in a rule: the term is 'level' (warseer): rank-1",
    ),
    (
        "warseer/push.md",
        "it uses none of the target's {term}`movement`",
        "it uses none of the target's {term}`Movement <movement>`",
        "[capitals] 'Movement': the term is written 'movement': Movement",
    ),
    (
        "warseer/keywords.md",
        "The creature cannot run: you cannot declare a run for it,",
        "The creature cannot run: a run declared for it is refused,",
        "[voice] a rule in the engine's voice: say what the player may or may not do: is refused",
    ),
]


def test_every_planted_fault_fails_with_its_file_and_line(rulebook: Run, sources: Layout) -> None:
    """The faults are planted together (one check of the whole copy): each is found at its
    line, and nothing else is."""
    expected = []
    for page, old, new, problem in FAULTS:
        path = sources.docs / page
        expected.append(f"{path}:{plant(path, old, new)}: {problem}")
    status, out, _ = rulebook("docs", "check", *where(sources))
    assert status == 1
    assert sorted(out.splitlines()) == sorted(expected)


def test_the_strict_gate_holds_the_english_sources_too(rulebook: Run, small: Layout) -> None:
    small.termbase.write_text(
        small.termbase.read_text(encoding="utf-8")
        + '\n[[term]]\nen = "destroyed"\nru = "уничтожить"\nen_forbidden = ["eliminated"]\n'
        'game = "warseer"\n',
        encoding="utf-8",
    )
    page = small.docs / "warseer" / "damage.md"
    page.parent.mkdir()
    page.write_text("# Damage\n\n:::{rule} LS2-7.6\nIt is eliminated.\n:::\n", "utf-8")
    status, out, _ = rulebook("l10n", "check", "--strict", *where(small))
    assert (status, out) == (
        1,
        f"{page}:4: [synonyms] 'eliminated' in a rule: the term is 'destroyed' (warseer): "
        "eliminated\n",
    )
    assert rulebook("l10n", "check", *where(small))[:2] == (0, "")  # not without --strict


def test_a_forbidden_word_in_a_scenario_name_fails(rulebook: Run, sources: Layout) -> None:
    path = sources.features / "classic" / "damage.feature"
    line = plant(path, "Scenario: A destroyed minion's card", "Scenario: A dead minion's card")
    status, out, _ = rulebook("docs", "check", *where(sources))
    assert status == 1
    assert out == (
        f"{path}:{line}: [synonyms] 'dead' in a scenario: the term is 'destroyed' (classic): dead\n"
    )


def test_a_forbidden_word_inside_a_longer_term_is_that_term(rulebook: Run, sources: Layout) -> None:
    """ "Strength" is forbidden in Znamenosets, "attack strength" is its own term."""
    plant(
        sources.docs / "znamenosets" / "victory.md",
        "The attacker's {term}`attack strength` equals",
        "The attacker's attack strength, not its base strength, equals",
    )
    assert rulebook("docs", "check", *where(sources))[:2] == (0, "")


def test_outside_the_rules_a_word_is_free(rulebook: Run, sources: Layout) -> None:
    """A Proof page may say that tests killed mutants: only rules, rulings, glossary entries
    and scenario names are held to the term base."""
    page = sources.docs / "znamenosets" / "proof.md"
    page.write_text(page.read_text(encoding="utf-8") + "\nThe tests killed them all.\n", "utf-8")
    assert rulebook("docs", "check", *where(sources))[:2] == (0, "")


def test_a_rule_that_its_ruling_completes_must_link_it(rulebook: Run, sources: Layout) -> None:
    path = sources.docs / "znamenosets" / "movement.md"
    plant(path, "holds only one of them ({rule}`ZN-C.9`).", "holds only one of them.")
    status, out, _ = rulebook("docs", "check", *where(sources))
    clarifications = sources.docs / "znamenosets" / "clarifications.md"
    line = (
        clarifications.read_text(encoding="utf-8")
        .splitlines()
        .index("**Settles:** {rule}`ZN-7.1`, {rule}`ZN-7.2`.")
    )
    assert status == 1
    assert out == (
        f"{clarifications}:{line + 1}: [backlinks] ZN-C.9 settles ZN-7.2 (movement.md:38), "
        "which does not link it: state the result there and link {rule}`ZN-C.9`: ZN-7.2\n"
    )


def test_every_ruling_that_names_a_rule_is_linked_back_from_it() -> None:
    """Read on the real pages, apart from the check: each rule ID a ruling's Settles line
    names is a rule or ruling of a page, and its text links the ruling."""
    text = {}
    for page in DOCS_DIR.glob("*/*.md"):
        for block in re.split(r"(?m)^:::\{rule\} ", page.read_text(encoding="utf-8"))[1:]:
            rule_id, _, body = block.partition("\n")
            text[rule_id.strip()] = body.split("\n:::", 1)[0]
    settled = {
        (ruling, target)
        for ruling, body in text.items()
        for line in body.splitlines()
        if line.startswith("**Settles:**")
        for target in re.findall(r"\{rule\}`([^`]+)`", line)
    }
    assert len(settled) > 200  # every game's register
    assert [(r, t) for r, t in sorted(settled) if t not in text] == []
    assert [(r, t) for r, t in sorted(settled) if f"{{rule}}`{r}`" not in text[t]] == []
    found = backlinks.settlements(backlinks.game_rules(DOCS_DIR))
    assert {(s.ruling, t) for s in found for t in s.rules} == settled
