"""All actions of a packed position, listed or only counted, phase by phase.

The list is in the reference engine's order (``game.legal_actions``), so the
``n``-th packed action is the ``n``-th legal action; counting skips building
the list, which is what a perft's last ply needs.
"""

from __future__ import annotations

from engine.znamenosets.fast.lines import count_line_moves, line_actions
from engine.znamenosets.fast.packed import ATTACK, MOVEMENT, REMOVAL, Packed
from engine.znamenosets.fast.steps import count_steps, step_actions


def count_actions(packed: Packed) -> int:
    """``len(legal_actions(state))`` without building the actions."""
    phase = packed.phase
    if phase == MOVEMENT:
        return count_steps(packed) + count_line_moves(packed)
    if phase == ATTACK:
        return len(packed.attacks or ())
    if phase == REMOVAL:
        return packed.own[packed.side].bit_count()
    return 0


def packed_actions(packed: Packed) -> list[tuple[int, ...]]:
    """Every legal action as a small tuple whose first item is its kind (0 move .. 3 remove)."""
    phase = packed.phase
    if phase == MOVEMENT:
        return step_actions(packed) + line_actions(packed)
    if phase == ATTACK:
        return packed.attacks or []  # built when the phase was settled; never changed
    if phase == REMOVAL:
        own = packed.own[packed.side]
        return [(3, i) for i in range(own.bit_length()) if own >> i & 1]
    return []
