"""Warseer dice: ranked six-sided dice whose faces carry symbols (LS2-6).

The faces are data (``data/dice.toml``, ruling LS2-C.1: the source lost the icons). A face is a
tuple of symbols in the canonical order sword, dragon, push, critical; the empty tuple is a
blank face. Dice are rolled through :mod:`engine.core.dice`, under the die name
``rank-1``, ``rank-2`` or ``rank-3``, so a scripted roll must name a face that this rank
has, and a roll nobody scripted (or a scripted roll never used) fails.
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from engine.core.dice import Dice, ScriptedDice

SWORD, DRAGON, PUSH, CRITICAL = "sword", "dragon", "push", "critical"
SYMBOLS: tuple[str, ...] = (SWORD, DRAGON, PUSH, CRITICAL)
BLANK = "blank"
DAMAGE_SYMBOLS = (SWORD, DRAGON)

Face = tuple[str, ...]

DATA = Path(__file__).with_name("data") / "dice.toml"


def parse_face(text: str) -> Face:
    """The symbols a written face shows, in canonical order.

    >>> parse_face("push+sword"), parse_face("blank")
    (('sword', 'push'), ())
    >>> parse_face("sword+shield")
    Traceback (most recent call last):
    ...
    ValueError: 'shield' is not a die symbol (sword, dragon, push, critical, or blank)
    """
    text = text.strip().lower()
    if text == BLANK:
        return ()
    parts = [part.strip() for part in text.split("+")]
    for part in parts:
        if part not in SYMBOLS:
            raise ValueError(f"{part!r} is not a die symbol ({', '.join(SYMBOLS)}, or blank)")
    if len(set(parts)) != len(parts):
        raise ValueError(f"a face shows each symbol at most once: {text!r}")
    return tuple(symbol for symbol in SYMBOLS if symbol in parts)


def face_name(face: Face) -> str:
    """The written form of a face: ``sword+push``, or ``blank``."""
    return "+".join(face) if face else BLANK


def die_name(rank: int) -> str:
    return f"rank-{rank}"


@dataclass(frozen=True, slots=True)
class DiceTable:
    """Each rank's six faces, and the meaning of a face in the non-attack token rolls."""

    ranks: Mapping[int, tuple[Face, ...]]
    token_rank: int
    token_rolls: Mapping[str, Mapping[Face, str]]

    def faces(self, rank: int) -> tuple[Face, ...]:
        if rank not in self.ranks:
            raise ValueError(f"there is no rank-{rank} die (ranks: {sorted(self.ranks)})")
        return self.ranks[rank]

    def face_names(self, rank: int) -> list[str]:
        return [face_name(face) for face in self.faces(rank)]

    def token_effect(self, roll: str, face: Face) -> str | None:
        """What ``face`` does in the token roll ``roll`` (poison, regeneration, disease)."""
        return self.token_rolls[roll].get(face)


@cache
def table(path: Path = DATA) -> DiceTable:
    """The dice table in ``path`` (the ruleset's, by default)."""
    with path.open("rb") as handle:
        data = tomllib.load(handle)
    ranks = {
        int(rank): tuple(parse_face(face) for face in faces)
        for rank, faces in data["ranks"].items()
    }
    for rank, faces in ranks.items():
        if len(faces) != 6:
            raise ValueError(f"the rank-{rank} die has {len(faces)} faces, not 6")
    rolls = {
        name: {parse_face(face): effect for face, effect in meanings.items()}
        for name, meanings in data["token_rolls"].items()
        if isinstance(meanings, dict)
    }
    return DiceTable(ranks, int(data["token_rolls"]["rank"]), rolls)


def roll_face(dice: Dice, rank: int, dice_table: DiceTable | None = None) -> Face:
    """Roll one die of ``rank`` and read its face."""
    faces = (dice_table or table()).face_names(rank)
    return parse_face(dice.roll(die_name(rank), faces))


def scripted(results: Iterable[str]) -> ScriptedDice:
    """Strict scripted dice from written faces; symbols may be written in any order.

    >>> dice = scripted(["push+sword"])
    >>> roll_face(dice, 2)
    ('sword', 'push')
    >>> dice.assert_exhausted()
    >>> roll_face(scripted(["dragon"]), 1)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    engine.core.dice.ScriptError: the rank-1 die has no face 'dragon' (faces: blank, ...)
    """
    return ScriptedDice([face_name(parse_face(result)) for result in results])


@dataclass(frozen=True, slots=True)
class Die:
    """One die of an attack roll as it stands now.

    ``face``: what it shows; ``ignored``: symbols of it that no longer count (removed by
    an effect, one entry per removed symbol); ``extra``: an additional die rolled after the
    critical check, which nothing may modify (LS2-6).
    """

    rank: int
    face: Face
    extra: bool = False
    ignored: tuple[str, ...] = ()

    @property
    def symbols(self) -> tuple[str, ...]:
        left = list(self.face)
        for symbol in self.ignored:
            if symbol in left:
                left.remove(symbol)
        return tuple(left)

    def shows(self, symbol: str) -> bool:
        return symbol in self.symbols

    def without(self, symbol: str) -> Die:
        return Die(self.rank, self.face, self.extra, (*self.ignored, symbol))

    def __str__(self) -> str:
        shown = face_name(self.symbols)
        return f"{shown}*" if self.extra else shown


@dataclass(frozen=True, slots=True)
class Roll:
    """An attack roll: its dice and the symbols added without a die (critical effects)."""

    dice: tuple[Die, ...] = ()
    added: tuple[str, ...] = field(default=())

    def count(self, symbol: str) -> int:
        return sum(die.shows(symbol) for die in self.dice) + self.added.count(symbol)

    def with_die(self, index: int, die: Die) -> Roll:
        dice = list(self.dice)
        dice[index] = die
        return Roll(tuple(dice), self.added)

    def plus(self, *dice: Die, added: Sequence[str] = ()) -> Roll:
        return Roll((*self.dice, *dice), (*self.added, *added))

    def remove(self, symbol: str, count: int | None = None, extra: bool = True) -> Roll:
        """Ignore ``count`` (all when ``None``) of ``symbol``, dice first, then added symbols."""
        left = self.count(symbol) if count is None else count
        dice = list(self.dice)
        for index, die in enumerate(dice):
            while left and die.shows(symbol) and (extra or not die.extra):
                die = die.without(symbol)
                left -= 1
            dice[index] = die
        added = list(self.added)
        while left and symbol in added:
            added.remove(symbol)
            left -= 1
        return Roll(tuple(dice), tuple(added))

    def __str__(self) -> str:
        shown = [str(die) for die in self.dice] + [f"+{symbol}" for symbol in self.added]
        return ", ".join(shown) if shown else "nothing"


def roll_pool(dice: Dice, ranks: Sequence[int], extra: bool = False) -> tuple[Die, ...]:
    """Roll one die of each rank in ``ranks``, in order."""
    return tuple(Die(rank, roll_face(dice, rank), extra) for rank in ranks)
