"""Hypothesis strategies for Znamenosets positions the rules accept.

A board takes part of each army (never more of a kind than the army holds, at
least one warrior a side: ZN-3.4, ruling ZN-C.16); a position adds who is to
play, the phase, losses that keep the standard-bearers within the army, and in
the attack phase at times the line bonus of a real line. A phase the position
refuses (a removal while the player could move and attack, ZN-5.5; an attack
phase no move can lead to, ZN-5.2) falls back to the movement phase.
"""

from __future__ import annotations

from hypothesis import strategies as st

from engine.znamenosets import (
    DEFAULT_RULESET,
    GRID,
    GameState,
    Kind,
    Phase,
    Ruleset,
    RuleViolation,
    Side,
    Warrior,
    army_deck,
    position,
)
from engine.znamenosets.lines import lines_of

PHASES = [Phase.MOVEMENT, Phase.ATTACK, Phase.REMOVAL]


@st.composite
def boards(draw: st.DrawFn, max_size: int = 40) -> dict:
    """Part of both armies on distinct cells, wounds below each warrior's health."""
    blue = draw(st.integers(1, max(1, min(20, max_size - 1))))
    green = draw(st.integers(1, max(1, min(20, max_size - blue))))
    kinds = [
        (side, kind)
        for side, count in ((Side.BLUE, blue), (Side.GREEN, green))
        for kind in draw(st.permutations(army_deck()))[:count]
    ]
    cells = draw(
        st.lists(
            st.sampled_from(GRID.cells()), min_size=len(kinds), max_size=len(kinds), unique=True
        )
    )
    board = {}
    for cell, (side, kind) in zip(cells, kinds, strict=True):
        health = DEFAULT_RULESET.profile(kind).health
        board[cell] = Warrior(kind, side, draw(st.integers(0, health - 1)))
    return board


def losses(board: dict, wanted: tuple[int, int], army: int = 3) -> dict[Side, int]:
    """``wanted`` losses, cut so that bearers on the board plus lost stay within the army."""
    shown = {side: 0 for side in Side}
    for warrior in board.values():
        if warrior.kind is Kind.STANDARD_BEARER:
            shown[warrior.side] += 1
    return {side: min(n, army - shown[side]) for side, n in zip(Side, wanted, strict=True)}


@st.composite
def positions(
    draw: st.DrawFn, max_size: int = 30, rulesets: tuple[Ruleset, ...] = (DEFAULT_RULESET,)
) -> GameState:
    """A position the rules accept, in any phase, with line bonus and bearer losses at times."""
    board = draw(boards(max_size))
    ruleset = draw(st.sampled_from(rulesets))
    to_move = draw(st.sampled_from(list(Side)))
    phase = draw(st.sampled_from(PHASES))
    lost = losses(board, draw(st.tuples(st.integers(0, 2), st.integers(0, 2))))
    settings = {"to_move": to_move, "ruleset": ruleset, "bearers_lost": lost}
    try:
        state = position(board, phase=phase, **settings)
    except RuleViolation:
        state = position(board, phase=Phase.MOVEMENT, **settings)
    if state.phase is Phase.ATTACK and draw(st.booleans()):
        lines = lines_of(state, to_move)
        if lines:
            bonus = draw(st.sampled_from(lines))
            state = position(board, phase=Phase.ATTACK, line_bonus=bonus, **settings)
    return state
