"""No step of one game is read by a pattern of another, in English or in Russian: a
pytest-bdd run would call the other game's step (on a world nobody set up)."""

from __future__ import annotations

from pathlib import Path

from rulebook.paths import FEATURES_DIR
from rulebook.scenarios.gherkin import read_feature
from rulebook.scenarios.translate import translate_all, translated_dir
from rulebook.vocabulary import load
from rulebook.vocabulary.steps import VOCABULARY, step_types


def step_texts(root: Path, language: str) -> list[tuple[str, str, str | None, str]]:
    """(game, file, step type, text) of every step under ``root`` (outline rows left out)."""
    found = []
    for path in sorted(root.rglob("*.feature")):
        game = path.relative_to(root).parts[0]
        feature = read_feature(path)["feature"]
        blocks = [c.get("background") or c.get("scenario") for c in feature.get("children", [])]
        for rule in (c["rule"] for c in feature.get("children", []) if "rule" in c):
            blocks += [c.get("background") or c.get("scenario") for c in rule["children"]]
        for block in filter(None, blocks):
            steps = block.get("steps", [])
            for step, type_ in zip(steps, step_types(steps), strict=True):
                if "<" not in step["text"]:
                    found.append((game, path.name, type_, step["text"]))
    return found


def test_no_step_of_a_game_is_read_by_another_games_pattern() -> None:
    load()
    translate_all("ru")
    clashes = []
    for language, root in (("en", FEATURES_DIR), ("ru", translated_dir("ru"))):
        for game, name, type_, text in step_texts(root, language):
            others = {
                step.pattern
                for step, _ in VOCABULARY.match(text, language, type_)
                if step.game not in ("", game)
            }
            if others:
                clashes.append(f"{language} {game}/{name}: {text!r} is read by {sorted(others)}")
    assert not clashes
