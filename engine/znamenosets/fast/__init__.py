"""A bitboard twin of the reference engine, for perft and fast playouts.

The reference modules (``movement``, ``lines``, ``attack``, ``turn``) say what
the rules are as plainly as possible; this package computes the same thing on
integers, because counting millions of positions through dataclasses is slow.
It is checked against the reference, action list for action list, by the proof
tests; it is never the one that decides a scenario.

The board is one 56-bit integer per side: bit ``col * 8 + row``, so bit order
is cell order (a1, a2, ..., a8, b1, ...), and a step up or down is a shift by
one, left or right a shift by eight.

>>> from engine.core.dice import SeededDice
>>> from engine.znamenosets.deployment import new_game
>>> from engine.znamenosets.game import legal_actions
>>> state = new_game(SeededDice(1))
>>> packed = pack(state)
>>> count_actions(packed) == len(legal_actions(state))
True
>>> [to_action(a) for a in packed_actions(packed)] == legal_actions(state)
True
"""

from engine.znamenosets.fast.convert import from_action, pack, to_action
from engine.znamenosets.fast.generate import count_actions, packed_actions
from engine.znamenosets.fast.packed import Packed
from engine.znamenosets.fast.play import play
from engine.znamenosets.fast.playout import fast_playout

__all__ = [
    "Packed",
    "count_actions",
    "fast_playout",
    "from_action",
    "pack",
    "packed_actions",
    "play",
    "to_action",
]
