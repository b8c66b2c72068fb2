"""Perft: count the leaf nodes of the game tree, as chess engines do to prove move generation.

A node is a position after one action (a ply: a movement, an attack or a
removal). ``perft(state, depth)`` is the number of action sequences of length
``depth`` from ``state``. A finished game has no actions, so it ends its
branch with 0. ``divide`` splits the count by first action, which is how a
wrong count is traced to the action whose subtree differs.

Two paths count, each on its own code:

- :func:`reference_perft` / :func:`reference_divide`: the plain
  ``legal_actions``/``apply`` of the reference engine (golden files are written
  from it, and the golden tests run it too);
- :func:`perft` / :func:`divide`: the bitboard twin (:mod:`engine.znamenosets.fast`).

Both build the action list at every ply, the last one included, as
python-chess's perft does (it generates the moves of the last ply without
playing them). :func:`bulk_perft` counts the last ply from bitboards without
building its list: faster, and not comparable with a perft that builds it.

>>> from engine.core.dice import SeededDice
>>> from engine.znamenosets.deployment import new_game
>>> opening = new_game(SeededDice(1))
>>> [perft(opening, depth) for depth in (0, 1, 2)]
[1, 40, 317]
>>> perft(opening, 2) == reference_perft(opening, 2) == bulk_perft(opening, 2)
True
>>> divide(opening, 1)["a2-a1"]
1
"""

from __future__ import annotations

from engine.znamenosets.fast.convert import pack, to_action
from engine.znamenosets.fast.generate import count_actions, packed_actions
from engine.znamenosets.fast.packed import Packed
from engine.znamenosets.fast.play import play as fast_play
from engine.znamenosets.game import legal_actions, play
from engine.znamenosets.notation import action_to_text
from engine.znamenosets.state import GameState


def _check(depth: int, least: int = 0) -> None:
    if depth < least:
        raise ValueError(f"perft depth must be at least {least}, not {depth}")


def _perft(packed: Packed, depth: int) -> int:
    actions = packed_actions(packed)
    if depth == 1:
        return len(actions)
    return sum(_perft(fast_play(packed, action), depth - 1) for action in actions)


def perft(state: GameState, depth: int) -> int:
    """Leaf nodes ``depth`` plies below ``state`` on the bitboard twin, lists built at every ply."""
    _check(depth)
    return 1 if depth == 0 else _perft(pack(state), depth)


def _bulk(packed: Packed, depth: int) -> int:
    if depth == 1:
        return count_actions(packed)
    return sum(_bulk(fast_play(packed, action), depth - 1) for action in packed_actions(packed))


def bulk_perft(state: GameState, depth: int) -> int:
    """``perft`` with the last ply counted from bitboards, its actions never built."""
    _check(depth)
    return 1 if depth == 0 else _bulk(pack(state), depth)


def divide(state: GameState, depth: int) -> dict[str, int]:
    """``perft`` split by first action: action notation -> leaf nodes below it."""
    _check(depth, 1)
    packed = pack(state)
    return {
        action_to_text(to_action(action)): 1
        if depth == 1
        else _perft(fast_play(packed, action), depth - 1)
        for action in packed_actions(packed)
    }


def reference_perft(state: GameState, depth: int) -> int:
    """Leaf nodes on the plain reference engine: ``legal_actions`` and ``play`` at every ply.

    ``play`` is ``apply`` without checking again an action ``legal_actions`` listed.
    """
    _check(depth)
    if depth == 0:
        return 1
    actions = legal_actions(state)
    if depth == 1:
        return len(actions)
    return sum(reference_perft(play(state, action), depth - 1) for action in actions)


def reference_divide(state: GameState, depth: int) -> dict[str, int]:
    """``divide`` on the plain reference engine."""
    _check(depth, 1)
    return {
        action_to_text(action): reference_perft(play(state, action), depth - 1)
        for action in legal_actions(state)
    }
