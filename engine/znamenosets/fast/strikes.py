"""Attacks on bitboards (ZN-8, ZN-9): pattern masks, then a table says who beats whom.

>>> from engine.znamenosets.fast.convert import pack
>>> from engine.znamenosets.notation import board_from
>>> from engine.znamenosets.positions import position
>>> from engine.znamenosets.state import Phase
>>> state = position(board_from({"c3": "blue horseman", "c4": "green archer"}), phase=Phase.ATTACK)
>>> attack_actions(pack(state))  # c3 is bit 18, c4 bit 19
[(2, 18, 19)]
"""

from __future__ import annotations

from itertools import combinations

from engine.znamenosets.fast.layout import (
    ADJACENT,
    ARCHER_FAR,
    DIAG,
    FULL,
    NOT_BOTTOM,
    NOT_TOP,
    ORTHO,
    ROWS,
)
from engine.znamenosets.fast.packed import ARCHER_STRIKE, ORTHOGONAL_STRIKE, Packed

_NOT_TOP_TWO = NOT_TOP & (NOT_TOP >> 1)
_NOT_BOTTOM_TWO = NOT_BOTTOM & (NOT_BOTTOM << 1)
assert ROWS == 8, "a column is one byte of the mask"


def around(enemy: int) -> int:
    """The enemies' cells and the eight cells around each: all a non-archer can strike from."""
    column = enemy | ((enemy & NOT_TOP) << 1) | ((enemy & NOT_BOTTOM) >> 1)
    return (column | (column << 8) | (column >> 8)) & FULL


def in_reach(enemy: int) -> int:
    """Every cell from which some pattern may reach an enemy: the eight around it, or two straight.

    No warrior outside this mask can attack, so only those inside are asked.
    """
    column = enemy | ((enemy & NOT_TOP) << 1) | ((enemy & NOT_BOTTOM) >> 1)
    around = column | (column << 8) | (column >> 8)
    straight = ((enemy & _NOT_TOP_TWO) << 2) | ((enemy & _NOT_BOTTOM_TWO) >> 2)
    return (around | straight | (enemy << 16) | (enemy >> 16)) & FULL


def attack_actions(packed: Packed) -> list[tuple[int, ...]]:
    """Every attack ``(2, attacker, target[, target])`` in the reference order.

    The pattern and the strength table are inlined: this is the inner loop of
    perft, where an attack-phase position lists its actions at every leaf.
    """
    enemy = packed.own[1 - packed.side]
    own = packed.own[packed.side]
    own = (own & around(enemy)) | (own & packed.archers & in_reach(enemy))
    codes, tables, bonus = packed.codes, packed.tables, packed.bonus
    strikes, berserker, beats_by = tables.strike, tables.berserker, tables.beats
    actions: list[tuple[int, ...]] = []
    while own:
        low = own & -own
        own ^= low
        attacker = low.bit_length() - 1
        code = codes[attacker]
        strike = strikes[code]
        if strike == ORTHOGONAL_STRIKE:
            candidates = ORTHO[attacker] & enemy
        elif strike == ARCHER_STRIKE:
            candidates = (ORTHO[attacker] | DIAG[attacker]) & enemy
            for far, between in ARCHER_FAR[attacker]:
                if far & enemy and not between & enemy:
                    candidates |= far
        else:
            candidates = ADJACENT[attacker] & enemy
        if not candidates:
            continue
        beats = beats_by[bonus >> attacker & 1][code]
        found = []
        while candidates:
            bit = candidates & -candidates
            candidates ^= bit
            target = bit.bit_length() - 1
            if beats[codes[target]]:
                found.append(target)
                actions.append((2, attacker, target))
        if len(found) > 1 and berserker[code]:
            actions += [(2, attacker, *pair) for pair in combinations(found, 2)]
    return actions
