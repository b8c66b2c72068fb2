"""The planted rule bugs of Znamenosets, for ``python -m benchmarks.mutants --game znamenosets``.

``RULES``: the mutation gate, one bug at a time in the reference engine's rules
modules, to be killed by the scenarios and unit tests alone. ``REFERENCE``: the
audit's six bugs planted in the reference engine only, to be caught by the
golden perft of the reference path. ``CONSISTENT``: eight bugs planted in the
reference engine *and* the bitboard twin, so that the twin comparison cannot
see them, to be caught by the rules oracle of the random games.
"""

from __future__ import annotations

from benchmarks.mutants import Mutant
from benchmarks.znamenosets_bound_mutants import BOUNDS
from benchmarks.znamenosets_bugs import (
    ARCHER_FAR,
    ARCHER_FAR_CHECK,
    ARCHER_UNBLOCKED,
    ATTACK,
    CLASS_EQUAL,
    DAMAGE,
    DEPLOYMENT,
    FAST_ARCHER_UNBLOCKED,
    FAST_CLASS_EQUAL,
    FAST_LINE_FURTHER,
    FAST_MOVE_FURTHER,
    FAST_NO_COUNTER,
    FAST_PIKEMAN_FAR,
    FAST_PIKEMAN_TWO_ALWAYS,
    FAST_REMOVED_BEARER_UNCOUNTED,
    LINE_FURTHER,
    LINE_FURTHER_CHECK,
    LINES,
    MOVE_DIAGONALLY,
    MOVE_FURTHER,
    MOVE_FURTHER_CHECK,
    MOVEMENT,
    NO_COUNTER,
    NO_LINE_BONUS,
    PATTERNS,
    PIKEMAN_FAR,
    PIKEMAN_FAR_CHECK,
    PIKEMAN_TWO_ALWAYS,
    POSITIONS,
    REMOVED_BEARER_UNCOUNTED,
    STRENGTH,
    TURN,
    TWO_BEARERS,
    VICTORY,
    WOUNDS_IGNORED,
    edit,
)

GATE_TESTS = ("tests/scenarios/test_znamenosets.py", "tests/engine")
PERFT_TESTS = ("tests/proof/test_perft.py::test_perft_matches_the_golden_count",)
ORACLE_TESTS = ("tests/proof/test_random_play.py",)

REFERENCE = (
    Mutant("diagonal-steps", "ZN-6.2", "single moves step diagonally too", MOVE_DIAGONALLY),
    Mutant("range-plus-one", "ZN-6.1", "single moves go one cell further", (MOVE_FURTHER,)),
    Mutant("no-line-bonus", "ZN-7.4", "a moved line gets no bonus", (NO_LINE_BONUS,)),
    Mutant("pikeman-diagonal-two", "ZN-9.4", "the pikeman strikes diagonally at 2", PIKEMAN_FAR),
    Mutant("wounds-ignored", "ZN-3.5", "wounds do not lower strength", (WOUNDS_IGNORED,)),
    Mutant("two-bearers-line", "ZN-7.2", "a line may hold two standard-bearers", TWO_BEARERS),
)

CONSISTENT = (
    Mutant(
        "pikeman-diagonal-two",
        "ZN-9.4",
        "the pikeman strikes diagonally at 2",
        (*PIKEMAN_FAR, PIKEMAN_FAR_CHECK, *FAST_PIKEMAN_FAR),
    ),
    Mutant(
        "class-bonus-equal",
        "ZN-8.6",
        "equal troop classes give the class bonus",
        (CLASS_EQUAL, FAST_CLASS_EQUAL),
    ),
    Mutant(
        "no-counter-wound",
        "ZN-8.5",
        "equal strengths do not wound the attacker",
        (NO_COUNTER, FAST_NO_COUNTER),
    ),
    Mutant(
        "pikeman-two-wounds-all",
        "ZN-9.5",
        "the pikeman deals 2 wounds to every kind",
        (PIKEMAN_TWO_ALWAYS, FAST_PIKEMAN_TWO_ALWAYS),
    ),
    Mutant(
        "line-moves-four",
        "ZN-7.3",
        "a line moves up to 4 cells",
        (LINE_FURTHER, LINE_FURTHER_CHECK, FAST_LINE_FURTHER),
    ),
    Mutant(
        "range-plus-one",
        "ZN-6.1",
        "single moves go one cell further",
        (MOVE_FURTHER, MOVE_FURTHER_CHECK, FAST_MOVE_FURTHER),
    ),
    Mutant(
        "removed-bearer-uncounted",
        "ZN-C.13",
        "a removed standard-bearer is not counted as lost",
        (REMOVED_BEARER_UNCOUNTED, FAST_REMOVED_BEARER_UNCOUNTED),
    ),
    Mutant(
        "archer-unblocked",
        "ZN-9.3",
        "an adjacent enemy does not block the archer",
        (ARCHER_UNBLOCKED, FAST_ARCHER_UNBLOCKED),
    ),
)

RULES = (
    # movement (ZN-6)
    Mutant("move-range-plus-one", "ZN-6.1", "single moves go one cell further", (MOVE_FURTHER,)),
    Mutant("move-diagonally", "ZN-6.2", "single moves step diagonally too", MOVE_DIAGONALLY),
    Mutant(
        "move-through-friends",
        "ZN-6.2",
        "a warrior walks through its own side",
        (
            edit(
                MOVEMENT,
                "if neighbour not in steps and neighbour not in board:",
                "if neighbour not in steps and (neighbour not in board or board[neighbour].side is state.to_move):",
            ),
        ),
    ),
    Mutant(
        "move-stay-put",
        "ZN-C.15",
        "a move may end where it started",
        (edit(MOVEMENT, "    if destination == origin:\n", "    if False:\n"),),
    ),
    Mutant(
        "move-check-range", "ZN-6.1", "the range check allows one cell more", (MOVE_FURTHER_CHECK,)
    ),
    Mutant(
        "horseman-limited",
        "ZN-6.3",
        "the horseman moves at most 5 cells",
        (
            edit(
                MOVEMENT,
                "limit = state.profile(origin).movement  #",
                "limit = state.profile(origin).movement or 5  #",
            ),
        ),
    ),
    Mutant(
        "stuck-sees-foes-as-free",
        "ZN-5.5",
        "a side with only occupied neighbours still moves",
        (edit(MOVEMENT, "        neighbour not in state.board\n", "        True\n"),),
    ),
    # lines (ZN-7)
    Mutant("line-moves-four", "ZN-7.3", "a line moves up to 4 cells", (LINE_FURTHER,)),
    Mutant("line-check-four", "ZN-7.3", "the line check allows 4 cells", (LINE_FURTHER_CHECK,)),
    Mutant("two-bearers-line", "ZN-7.2", "a line may hold two standard-bearers", TWO_BEARERS),
    Mutant(
        "two-bearers-check",
        "ZN-7.2",
        "the line check allows two standard-bearers",
        (edit(LINES, "    if bearers > 1:\n", "    if bearers > 2:\n"),),
    ),
    Mutant(
        "line-of-one",
        "ZN-7.1",
        "one warrior is a line",
        (edit(LINES, "    if len(cells) < 2:\n", "    if len(cells) < 1:\n"),),
    ),
    Mutant(
        "line-with-gap",
        "ZN-7.1",
        "a line may have a gap",
        (edit(LINES, "if span != len(cells) - 1:", "if span > len(cells):"),),
    ),
    Mutant(
        "lines-of-three",
        "ZN-7.1",
        "a line needs three warriors",
        (edit(LINES, "            if len(run) >= 2:\n", "            if len(run) >= 3:\n"),),
    ),
    Mutant("no-line-bonus", "ZN-7.4", "a moved line gets no bonus", (NO_LINE_BONUS,)),
    # strength (ZN-3.5, ZN-8.2, ZN-8.6)
    Mutant("wounds-ignored", "ZN-3.5", "wounds do not lower strength", (WOUNDS_IGNORED,)),
    Mutant(
        "class-bonus-equal", "ZN-8.6", "equal troop classes give the class bonus", (CLASS_EQUAL,)
    ),
    Mutant(
        "line-bonus-two",
        "ZN-7.4",
        "the line bonus is +2",
        (
            edit(
                STRENGTH,
                "return 1 if attacker in state.line_bonus else 0",
                "return 2 if attacker in state.line_bonus else 0",
            ),
        ),
    ),
    # attack (ZN-8, ZN-9)
    Mutant(
        "strength-test-strict",
        "ZN-8.3",
        "listing needs a stronger attack, not an equal one",
        (
            edit(
                ATTACK,
                "return attack_strength(state, attacker, target) >= current_strength(state, target)",
                "return attack_strength(state, attacker, target) > current_strength(state, target)",
            ),
        ),
    ),
    Mutant(
        "strength-check-strict",
        "ZN-8.3",
        "the attack check refuses equal strengths",
        (edit(ATTACK, "        if strength < defence:\n", "        if strength <= defence:\n"),),
    ),
    Mutant(
        "no-counter-wound", "ZN-8.5", "equal strengths do not wound the attacker", (NO_COUNTER,)
    ),
    Mutant(
        "double-blow-free",
        "ZN-9.6",
        "the double blow costs the berserker nothing",
        (edit(ATTACK, "counter += 1 if len(attack.targets) == 2 else 0", "counter += 0"),),
    ),
    Mutant(
        "pikeman-two-wounds-all",
        "ZN-9.5",
        "the pikeman deals 2 wounds to every kind",
        (PIKEMAN_TWO_ALWAYS,),
    ),
    Mutant(
        "double-blow-for-all",
        "ZN-9.6",
        "every warrior may strike two enemies",
        (edit(ATTACK, "if state.board[attacker].kind is not Kind.BERSERKER:", "if False:"),),
    ),
    Mutant(
        "double-blow-diagonal",
        "ZN-9.6",
        "a double blow may reach a diagonal enemy",
        (edit(ATTACK, "if not is_orthogonal_neighbour(attacker, target):", "if False:"),),
    ),
    # patterns (ZN-9.1-9.4)
    Mutant("pikeman-diagonal-two", "ZN-9.4", "the pikeman strikes diagonally at 2", PIKEMAN_FAR),
    Mutant(
        "pikeman-check-two",
        "ZN-9.4",
        "the pattern check lets the pikeman strike at 2",
        (PIKEMAN_FAR_CHECK,),
    ),
    Mutant("archer-diagonal-two", "ZN-9.2", "the archer shoots diagonally at 2", ARCHER_FAR),
    Mutant(
        "archer-unblocked",
        "ZN-9.3",
        "an adjacent enemy does not block the archer",
        (ARCHER_UNBLOCKED,),
    ),
    Mutant(
        "archer-blocked-by-friends",
        "ZN-C.6",
        "the archer's own side blocks it",
        (
            edit(
                PATTERNS,
                "if warrior is not None and warrior.side is not state.board[archer].side:",
                "if warrior is not None:",
            ),
        ),
    ),
    # a whole rule wrong, generator and check alike: only a scenario that states the rule sees it
    Mutant(
        "pikeman-rule-two",
        "ZN-9.4",
        "the pikeman reaches two cells diagonally, listed and checked",
        (*PIKEMAN_FAR, PIKEMAN_FAR_CHECK),
    ),
    Mutant(
        "archer-rule-two",
        "ZN-9.2",
        "the archer reaches two cells diagonally, listed and checked",
        (*ARCHER_FAR, ARCHER_FAR_CHECK),
    ),
    Mutant(
        "line-rule-four",
        "ZN-7.3",
        "a line moves up to 4 cells, listed and checked",
        (LINE_FURTHER, LINE_FURTHER_CHECK),
    ),
    Mutant(
        "move-rule-plus-one",
        "ZN-6.1",
        "single moves go one cell further, listed and checked",
        (MOVE_FURTHER, MOVE_FURTHER_CHECK),
    ),
    # damage, turn, victory, positions, deployment
    Mutant(
        "dies-one-wound-late",
        "ZN-8.7",
        "a warrior dies one wound after its health",
        (
            edit(
                DAMAGE,
                "total = min(health, warrior.wounds + amount)",
                "total = min(health + 1, warrior.wounds + amount)",
            ),
            edit(DAMAGE, "        if total >= health:\n", "        if total > health:\n"),
        ),
    ),
    Mutant(
        "removal-not-counted",
        "ZN-C.13",
        "a removed standard-bearer is not counted as lost",
        (REMOVED_BEARER_UNCOUNTED,),
    ),
    Mutant(
        "no-removal-when-stuck",
        "ZN-5.5",
        "a side that cannot move still gets the movement phase",
        (
            edit(
                TURN,
                "stuck = (state.phase is Phase.MOVEMENT and not can_step(state, state.to_move)) or (",
                "stuck = False or (",
            ),
        ),
    ),
    Mutant(
        "third-bearer-not-enough",
        "ZN-10.1",
        "a side loses only after its fourth standard-bearer",
        (
            edit(
                VICTORY,
                "lost.get(side, 0) >= STANDARD_BEARERS_TO_WIN}",
                "lost.get(side, 0) > STANDARD_BEARERS_TO_WIN}",
            ),
        ),
    ),
    Mutant(
        "no-draw",
        "ZN-10.2",
        "when both sides lose at once, blue wins",
        (
            edit(
                VICTORY,
                "winner = None if len(losers) == 2 else",
                "winner = Side.BLUE if len(losers) == 2 else",
            ),
        ),
    ),
    Mutant(
        "last-warrior-ignored",
        "ZN-C.16",
        "a side may lose its last warrior and play on",
        (edit(VICTORY, "    emptied = had - has\n", "    emptied: set[Side] = set()\n"),),
    ),
    Mutant(
        "removal-always-allowed",
        "ZN-5.5",
        "a set-up removal is accepted though the player could act",
        (
            edit(
                POSITIONS,
                "if state.phase is Phase.REMOVAL and can_move and can_attack(state):",
                "if False:",
            ),
        ),
    ),
    Mutant(
        "deploy-from-the-back",
        "ZN-C.4",
        "blue lays its cards from row 2 forwards",
        (edit(DEPLOYMENT, "for row in (3, 2, 1)", "for row in (1, 2, 3)"),),
    ),
    *BOUNDS,
)
