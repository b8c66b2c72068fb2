"""Random games on packed positions, for speed figures and cross-checks.

Because packed actions come in the reference order, the same dice pick the
same actions as ``game.random_playout``: both reach the same final board.
"""

from __future__ import annotations

from engine.core.dice import SeededDice
from engine.znamenosets.fast.generate import packed_actions
from engine.znamenosets.fast.packed import OVER, Packed
from engine.znamenosets.fast.play import play


def fast_playout(packed: Packed, dice: SeededDice) -> tuple[Packed, int]:
    """Play uniformly random legal actions to the end; the final position and the plies."""
    plies = 0
    while packed.phase != OVER:
        packed = play(packed, dice.choice(packed_actions(packed)))
        plies += 1
    return packed, plies
