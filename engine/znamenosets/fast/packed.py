"""The packed state: a game position as a handful of integers and one list.

A warrior is a small integer *code*, ``kind * 4 + wounds``; every fact the
rules ask about a warrior (current strength, class, health, movement, whether
it beats another) is a lookup in :class:`Tables`, built once per ruleset.

>>> from engine.core.dice import SeededDice
>>> from engine.znamenosets.deployment import new_game
>>> from engine.znamenosets.fast.convert import pack
>>> packed = pack(new_game(SeededDice(1)))
>>> packed.occupied.bit_count(), packed.phase == MOVEMENT
(40, True)
"""

from __future__ import annotations

from typing import NamedTuple

from engine.znamenosets.fast.layout import SIZE
from engine.znamenosets.ruleset import Ruleset
from engine.znamenosets.state import Phase, Side
from engine.znamenosets.warriors import Kind

KINDS: tuple[Kind, ...] = tuple(Kind)
SIDES: tuple[Side, ...] = (Side.BLUE, Side.GREEN)
PHASES: tuple[Phase, ...] = (Phase.MOVEMENT, Phase.ATTACK, Phase.REMOVAL, Phase.OVER)
MOVEMENT, ATTACK, REMOVAL, OVER = range(4)
BLUE_WINS, GREEN_WINS, DRAW = 0, 1, 2
CODES = 4 * len(KINDS)
EMPTY = -1
UNLIMITED = SIZE  # no path on the board is longer than this

# How a warrior strikes (ZN-9): the code's ``STRIKE`` entry. Written out here, not
# taken from the reference's ``patterns``: the twin is checked against it, so it
# must not share its mistakes.
ORTHOGONAL_STRIKE, PIKEMAN_STRIKE, ARCHER_STRIKE = range(3)
STRIKES: dict[Kind, int] = {
    Kind.ARCHER: ARCHER_STRIKE,  # ZN-9.2
    Kind.BERSERKER: ORTHOGONAL_STRIKE,  # ZN-9.1
    Kind.HEAVY_INFANTRYMAN: ORTHOGONAL_STRIKE,
    Kind.STANDARD_BEARER: ORTHOGONAL_STRIKE,
    Kind.HORSEMAN: ORTHOGONAL_STRIKE,
    Kind.PIKEMAN: PIKEMAN_STRIKE,  # ZN-9.4
}


def chevron_bonus(attacker_chevrons: int, target_chevrons: int) -> int:
    """ZN-8.6: one more chevron than the target, or two, give +1; none otherwise."""
    return 1 if attacker_chevrons - target_chevrons > 0 else 0


def code_of(kind: Kind, wounds: int) -> int:
    return KINDS.index(kind) * 4 + wounds


class Tables:
    """Per-code facts under one ruleset, and who beats whom (ZN-3.5, ZN-8.3, ZN-8.6)."""

    def __init__(self, ruleset: Ruleset) -> None:
        facts = [(kind, wounds) for kind in KINDS for wounds in range(4)]
        profiles = [ruleset.profile(kind) for kind, _ in facts]
        self.kind = [kind for kind, _ in facts]
        self.health = [p.health for p in profiles]
        self.now = [max(0, p.strength - w) for p, (_, w) in zip(profiles, facts, strict=True)]
        self.bearer = [kind is Kind.STANDARD_BEARER for kind in self.kind]
        self.movement = [UNLIMITED if p.movement is None else p.movement for p in profiles]
        self.strike = [STRIKES[kind] for kind in self.kind]
        self.berserker = [kind is Kind.BERSERKER for kind in self.kind]
        codes = range(CODES)
        # strength[bonus][attacker][target]: attack strength with or without the line bonus.
        strength = [
            [
                [
                    self.now[a]
                    + chevron_bonus(int(profiles[a].troop_class), int(profiles[t].troop_class))
                    + b
                    for t in codes
                ]
                for a in codes
            ]
            for b in (0, 1)
        ]
        self.beats = [
            [[s >= self.now[t] for t, s in enumerate(row)] for row in by] for by in strength
        ]
        self.equal = [
            [[s == self.now[t] for t, s in enumerate(row)] for row in by] for by in strength
        ]
        heavy = [kind is Kind.HEAVY_INFANTRYMAN for kind in self.kind]
        pikeman = [kind is Kind.PIKEMAN for kind in self.kind]
        self.damage = [[2 if pikeman[a] and heavy[t] else 1 for t in codes] for a in codes]


_TABLES: dict[tuple[int, ...], Tables] = {}


def tables_for(ruleset: Ruleset) -> Tables:
    """The tables of ``ruleset``, built on first use; rulesets with equal strengths share them."""
    key = tuple(ruleset.strengths[kind] for kind in KINDS)
    found = _TABLES.get(key)
    if found is None:
        found = _TABLES[key] = Tables(ruleset)
    return found


PackedAction = tuple[int, ...]
"""``(0, origin, destination)``, ``(1, line mask, direction, distance)``,
``(2, attacker, target[, target])`` or ``(3, cell)``: see :mod:`convert`."""


class Packed(NamedTuple):
    """A position. ``occupied`` is both sides; ``codes[i]`` is ``EMPTY`` on a free cell.

    ``bearers`` and ``archers`` mark the cells of those kinds, both sides together.

    ``result`` is ``BLUE_WINS``, ``GREEN_WINS`` or ``DRAW`` once the game is over,
    else ``None``. ``codes`` is never changed after the position is built.
    ``attacks`` is the attack phase's list of attacks, built once when the phase
    is settled (it decides between attack and removal), else ``None``.
    """

    side: int
    phase: int
    own: tuple[int, int]
    occupied: int
    bearers: int
    archers: int
    codes: list[int]
    bonus: int
    lost: tuple[int, int]
    result: int | None
    tables: Tables
    attacks: list[tuple[int, ...]] | None = None
