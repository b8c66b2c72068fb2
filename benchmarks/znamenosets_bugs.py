"""Znamenosets' planted rule bugs, each written once for every engine path it must reach.

A bug of the rules is a few exact text edits of the reference engine's rules modules
(``engine/znamenosets``); where the bitboard twin (``engine/znamenosets/fast``) plays the
same rule, its version of the bug is written beside, under ``FAST_``, so that a
consistent mutant can plant both. The sets that plant them are
``benchmarks/znamenosets_mutants.py``.
"""

from __future__ import annotations

from benchmarks.mutants import Edit

Z = "engine/znamenosets/"
MOVEMENT, LINES, ATTACK, PATTERNS = (
    Z + "movement.py",
    Z + "lines.py",
    Z + "attack.py",
    Z + "patterns.py",
)
STRENGTH, DAMAGE, TURN, VICTORY = (
    Z + "strength.py",
    Z + "damage.py",
    Z + "turn.py",
    Z + "victory.py",
)
POSITIONS, DEPLOYMENT = Z + "positions.py", Z + "deployment.py"
F = Z + "fast/"
edit = Edit

# --- the same bug, written for each path ----------------------------------------------

MOVE_FURTHER = edit(
    MOVEMENT, "(limit is None or taken < limit)", "(limit is None or taken <= limit)"
)
MOVE_FURTHER_CHECK = edit(
    MOVEMENT,
    "if limit is not None and distance > limit:",
    "if limit is not None and distance > limit + 1:",
)
MOVE_DIAGONALLY = (
    edit(
        MOVEMENT,
        "from engine.znamenosets.geometry import orthogonal_neighbours",
        "from engine.znamenosets.geometry import adjacent as orthogonal_neighbours",
    ),
)
LINE_FURTHER = edit(
    LINES,
    "board, reach = state.board, line_range(state)",
    "board, reach = state.board, line_range(state) + 1",
)
LINE_FURTHER_CHECK = edit(
    LINES, "    limit = line_range(state)\n", "    limit = line_range(state) + 1\n"
)
NO_LINE_BONUS = edit(
    LINES,
    "return freeze_board(board), frozenset(moved), event",
    "return freeze_board(board), frozenset(), event",
)
DIAGONAL_IMPORTED = edit(  # the far reach of the pikeman's and the archer's bugs
    PATTERNS,
    "from engine.core.grid import ORTHOGONAL, Cell",
    "from engine.core.grid import DIAGONAL, ORTHOGONAL, Cell",
)
PIKEMAN_FAR = (
    DIAGONAL_IMPORTED,
    edit(
        PATTERNS,
        "        return list(adjacent(attacker))",
        "        return list(adjacent(attacker)) + [\n"
        "            far for d in DIAGONAL if GRID.contains(far := attacker.shifted(d, 2))\n"
        "        ]",
    ),
)
PIKEMAN_FAR_CHECK = edit(
    PATTERNS, "if max(dcol, drow) != 1:", "if max(dcol, drow) != 1 and not dcol == drow == 2:"
)
ARCHER_FAR = (
    DIAGONAL_IMPORTED,
    edit(
        PATTERNS,
        "        cells += diagonal_neighbours(attacker)",
        "        cells += diagonal_neighbours(attacker)\n"
        "        cells += [far for d in DIAGONAL if GRID.contains(far := attacker.shifted(d, 2))]",
    ),
)
ARCHER_FAR_CHECK = edit(
    PATTERNS,
    "or dcol == drow == 1\n",
    "or dcol == drow in (1, 2)\n",
)

WOUNDS_IGNORED = edit(
    STRENGTH,
    "max(0, state.ruleset.strengths[warrior.kind] - warrior.wounds)",
    "max(0, state.ruleset.strengths[warrior.kind])",
)
TWO_BEARERS = (
    edit(LINES, "lowest = bearers[n - 1] + 1 if n else 0", "lowest = 0"),
    edit(LINES, "highest = bearers[n + 1] - 1 if n + 1 < len(bearers) else last", "highest = last"),
)
CLASS_EQUAL = edit(
    STRENGTH, "return 1 if attacker > target else 0", "return 1 if attacker >= target else 0"
)
NO_COUNTER = edit(ATTACK, "counter += 1 if strength == defence else 0", "counter += 0")
PIKEMAN_TWO_ALWAYS = edit(
    ATTACK,
    "return 2 if pikeman and state.board[target].kind is Kind.HEAVY_INFANTRYMAN else 1",
    "return 2 if pikeman else 1",
)
REMOVED_BEARER_UNCOUNTED = edit(
    TURN,
    "return end_turn(state, freeze_board(board), [warrior], [event])",
    "return end_turn(state, freeze_board(board), [], [event])",
)
ARCHER_UNBLOCKED = edit(PATTERNS, "        return between\n", "        return None\n")

# The twin's versions (engine/znamenosets/fast).
FAST_MOVE_FURTHER = edit(
    F + "packed.py",
    "UNLIMITED if p.movement is None else p.movement for p",
    "UNLIMITED if p.movement is None else p.movement + 1 for p",
)
FAST_LINE_FURTHER = edit(
    F + "lines.py",
    "LINE_RANGE = PRINTED[LINE_RANGE_KIND][2] or 0",
    "LINE_RANGE = (PRINTED[LINE_RANGE_KIND][2] or 0) + 1",
)
FAST_PIKEMAN_FAR = (
    edit(
        F + "strikes.py",
        "        candidates = ADJACENT[attacker] & enemy",
        "        candidates = (ADJACENT[attacker] | _FAR_DIAGONAL[attacker]) & enemy",
    ),
    edit(
        F + "strikes.py",
        "_NOT_TOP_TWO = NOT_TOP & (NOT_TOP >> 1)",
        "_FAR_DIAGONAL = tuple(sum(1 << ((i // 8 + dc) * 8 + i % 8 + dr) for dc in (-2, 2)"
        " for dr in (-2, 2) if 0 <= i // 8 + dc < 7 and 0 <= i % 8 + dr < 8) for i in range(56))\n"
        "_NOT_TOP_TWO = NOT_TOP & (NOT_TOP >> 1)",
    ),
    edit(
        F + "strikes.py",
        "return (column | (column << 8) | (column >> 8)) & FULL",
        "return FULL",
    ),
)
FAST_CLASS_EQUAL = edit(
    F + "packed.py",
    "attacker_chevrons - target_chevrons > 0",
    "attacker_chevrons - target_chevrons >= 0",
)
FAST_NO_COUNTER = edit(
    F + "play.py",
    "counter = sum(equal[codes[target]] for target in hit) + (len(hit) == 2)",
    "counter = int(len(hit) == 2)",
)
FAST_PIKEMAN_TWO_ALWAYS = edit(
    F + "packed.py", "2 if pikeman[a] and heavy[t] else 1", "2 if pikeman[a] else 1"
)
FAST_REMOVED_BEARER_UNCOUNTED = edit(
    F + "play.py", "        lost[packed.side] += 1\n", "        lost[packed.side] += 0\n"
)
FAST_ARCHER_UNBLOCKED = edit(
    F + "strikes.py", "if far & enemy and not between & enemy:", "if far & enemy:"
)
