"""What the diagrams of both Signum editions share: the players at the south and north
edges, a creature's short label and its name in the page's words, and the key's lines
for the players and the creatures. Each edition keeps its own board and what it says
of it (:mod:`rulebook.diagrams.classic`, :mod:`rulebook.diagrams.warseer`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, TypeVar

from rulebook.diagrams.phrasebook import Phrasebook

PLAYERS = ("south", "north")
"""The players, named by the edge where each one sits (LS1-4.1) or deploys (Warseer)."""


@dataclass(frozen=True, slots=True)
class Shown:
    """A creature as the diagrams of both editions see it: what this module reads of it.
    Each edition's creature adds where it stands and what it carries."""

    id: str
    name: str
    player: str
    kind: str


CreatureT = TypeVar("CreatureT", bound=Any)


def initials(creatures: Sequence[Shown]) -> dict[str, str]:
    """A short label for each creature: the initials of its name, numbered if shared.

    >>> from types import SimpleNamespace as C
    >>> initials([C(id=str(i), name=n) for i, n in enumerate(["Gil-Talas", "Imp", "Imp"])])
    {'0': 'GT', '1': 'Im1', '2': 'Im2'}
    """
    short = {}
    for creature in creatures:
        words = [w for w in creature.name.replace("-", " ").split() if w[:1].isalpha()]
        if len(words) >= 2:
            short[creature.id] = (words[0][0] + words[1][0]).upper()
        else:
            short[creature.id] = (words[0][:2] if words else creature.name[:2]).capitalize()
    counts = Counter(short.values())
    seen: Counter[str] = Counter()
    for creature in creatures:
        label = short[creature.id]
        if counts[label] > 1:
            seen[label] += 1
            short[creature.id] = f"{label}{seen[label]}"
    return short


def in_words(creatures: Iterable[CreatureT], labels: Phrasebook) -> list[CreatureT]:
    """The creatures with their cards' names in the page's language."""
    return [replace(c, name=labels.word("diagram card", c.name)) for c in creatures]


def creature_phrase(creature: Shown, labels: Phrasebook) -> str:
    player = labels.word("diagram player", creature.player)
    return labels.phrase("creature", name=creature.name, player=player)


def player_entries(creatures: Iterable[Shown], labels: Phrasebook) -> list[tuple[str, str]]:
    """The key's lines for the players whose creatures the diagram shows."""
    players = {c.player for c in creatures}
    return [(f"side:{p}", labels.word("diagram player", p)) for p in PLAYERS if p in players]


def token_entries(
    creatures: Iterable[Shown], short: Mapping[str, str], labels: Phrasebook
) -> list[tuple[str, str]]:
    """The key's lines for the creatures: each one's label and who it is."""
    return [(f"token:{short[c.id]}", creature_phrase(c, labels)) for c in creatures]


def roster(
    creatures: Sequence[CreatureT],
    said: Callable[[CreatureT, Phrasebook], str],
    labels: Phrasebook,
    listed: str,
    empty: str,
) -> str:
    """The sentence that lists every creature on the board as ``said`` says each one
    (phrase ``listed``), or says that none is (phrase ``empty``)."""
    if not creatures:
        return labels.phrase(empty)
    return labels.phrase(
        listed, creatures=labels.separator.join(said(c, labels) for c in creatures)
    )


def described(sentences: Iterable[str]) -> str:
    """The sentences of a diagram's description, each capitalised and closed."""
    return " ".join(f"{s[:1].upper()}{s[1:]}." for s in sentences)
