"""Perft: count the leaf nodes of the game tree, as chess engines do to prove move generation.

A node is a position after one action (a ply: a movement, an attack or a
removal). ``perft(state, depth)`` is the number of action sequences of length
``depth`` from ``state``; the last ply is counted, not played ("bulk
counting"). A finished game has no actions, so it ends its branch with 0.
``divide`` splits the count by first action, which is how a wrong count is
traced to the action whose subtree differs.

:func:`perft` runs on the bitboard twin (:mod:`engine.znamenosets.fast`);
:func:`reference_perft` runs on the plain ``legal_actions``/``apply`` and is
the one golden files are written from.

>>> from engine.core.dice import SeededDice
>>> from engine.znamenosets.deployment import new_game
>>> opening = new_game(SeededDice(1))
>>> [perft(opening, depth) for depth in (0, 1, 2)]
[1, 40, 317]
>>> perft(opening, 2) == reference_perft(opening, 2)
True
>>> divide(opening, 1)["a2-a1"]
1
"""

from __future__ import annotations

from engine.znamenosets.fast.convert import to_action
from engine.znamenosets.fast.generate import count_actions, packed_actions
from engine.znamenosets.fast.packed import Packed, pack
from engine.znamenosets.fast.play import play
from engine.znamenosets.game import apply, legal_actions
from engine.znamenosets.notation import action_to_text
from engine.znamenosets.state import GameState


def _perft(packed: Packed, depth: int) -> int:
    if depth == 1:
        return count_actions(packed)
    if depth == 2:
        return sum(count_actions(play(packed, action)) for action in packed_actions(packed))
    return sum(_perft(play(packed, action), depth - 1) for action in packed_actions(packed))


def perft(state: GameState, depth: int) -> int:
    """The number of leaf nodes ``depth`` plies below ``state`` (bulk-counted last ply)."""
    if depth < 0:
        raise ValueError(f"perft depth must be at least 0, not {depth}")
    return 1 if depth == 0 else _perft(pack(state), depth)


def divide(state: GameState, depth: int) -> dict[str, int]:
    """``perft`` split by first action: action notation -> leaf nodes below it."""
    if depth < 1:
        raise ValueError(f"divide needs depth 1 or more, not {depth}")
    packed = pack(state)
    return {
        action_to_text(to_action(action)): 1
        if depth == 1
        else _perft(play(packed, action), depth - 1)
        for action in packed_actions(packed)
    }


def reference_perft(state: GameState, depth: int) -> int:
    """``perft`` on the plain reference engine: slow, and obviously what the rules say."""
    if depth == 0:
        return 1
    actions = legal_actions(state)
    if depth == 1:
        return len(actions)
    return sum(reference_perft(apply(state, action), depth - 1) for action in actions)


def reference_divide(state: GameState, depth: int) -> dict[str, int]:
    """``divide`` on the plain reference engine."""
    if depth < 1:
        raise ValueError(f"divide needs depth 1 or more, not {depth}")
    return {
        action_to_text(action): reference_perft(apply(state, action), depth - 1)
        for action in legal_actions(state)
    }
