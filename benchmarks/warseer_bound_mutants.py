"""Warseer's mutants at the numeric bounds (issue 28): one slip at each bound.

Each turns an inclusive comparison strict (or the reverse), or moves a cap by one.
``benchmarks/bounds.toml`` names, for each bound, the mutants planted at it.
"""

from __future__ import annotations

from benchmarks.mutants import Sources

mutant = Sources("engine/signum/warseer/").mutant


BOUNDS = (
    mutant(
        "range-strict",
        "LS2-6.4",
        "a target exactly at the attack's range is out of it",
        "declare.py",
        "    if gap > box.range:",
        "    if gap >= box.range:",
    ),
    mutant(
        "move-one-short",
        "LS2-5.5",
        "a move may not use its last hex of movement",
        "movement.py",
        "    if len(steps) > most:",
        "    if len(steps) >= most:",
    ),
    mutant(
        "run-two-further",
        "LS2-5.9",
        "a run adds 2 to the movement",
        "ruleset.py",
        "    run_bonus: int = 1",
        "    run_bonus: int = 2",
    ),
    mutant(
        "pay-exact-refused",
        "LS2-2.3",
        "a cost equal to the Power cannot be paid",
        "power.py",
        "    if cost > tablet.power:",
        "    if cost >= tablet.power:",
    ),
    mutant(
        "power-cap-eleven",
        "LS2-4.4",
        "Income may raise the Power to 11",
        "power.py",
        "return max(power, min(income_value, cap))",
        "return max(power, min(income_value, cap + 1))",
    ),
    mutant(
        "power-cap-nine",
        "LS2-4.4",
        "Income raises the Power to 9 at most",
        "power.py",
        "return max(power, min(income_value, cap))",
        "return max(power, min(income_value, cap - 1))",
    ),
    mutant(
        "third-relic-refused",
        "LS2-1.16",
        "the hero may wear two relics only",
        "support.py",
        "    if len(tablet.relics) >= limit:",
        "    if len(tablet.relics) >= limit - 1:",
    ),
    mutant(
        "no-summon",
        "LS2-4.7",
        "no character may be summoned at all",
        "summoning.py",
        "    if tablet.counted(SUMMONS) >= limit:",
        "    if tablet.counted(SUMMONS) >= limit - 1:",
    ),
    mutant(
        "vp-target-passed",
        "LS2-11.8",
        "the VP target must be passed, not reached",
        "victory.py",
        "if any(state.player(p).vp >= target for p in Player):",
        "if any(state.player(p).vp > target for p in Player):",
    ),
    mutant(
        "vp-target-one-short",
        "LS2-11.8",
        "one point short of the VP target ends the battle",
        "victory.py",
        "if any(state.player(p).vp >= target for p in Player):",
        "if any(state.player(p).vp >= target - 1 for p in Player):",
    ),
    mutant(
        "hook-strict",
        "LS2-12.26",
        "Hook does not reach an enemy exactly X hexes away",
        "movement.py",
        "    if distance(hooker.at, target.at) > x:",
        "    if distance(hooker.at, target.at) >= x:",
    ),
    mutant(
        "support-discard-none",
        "LS2-4.9",
        "no support card may be discarded",
        "support.py",
        "    if state.player(player).counted(SUPPORT_DISCARDS) >= limit:",
        "    if state.player(player).counted(SUPPORT_DISCARDS) >= limit - 1:",
    ),
    mutant(
        "feat-discard-two",
        "LS2-4.11",
        "two Feat cards may be discarded in a turn",
        "feats.py",
        "    if tablet.counted(FEAT_DISCARDS) >= limit:",
        "    if tablet.counted(FEAT_DISCARDS) > limit:",
    ),
    mutant(
        "return-two",
        "LS2-3.5",
        "two cards back are enough",
        "ruleset.py",
        "    starting_return: int = 3",
        "    starting_return: int = 2",
    ),
    mutant(
        "stun-stacks",
        "LS2-10.2",
        "a creature may hold two Stun tokens",
        "damage.py",
        "SINGLE = (TokenKind.STUN, TokenKind.POISON, TokenKind.DISEASE)",
        "SINGLE = (TokenKind.POISON, TokenKind.DISEASE)",
    ),
    mutant(
        "leadership-full-refused",
        "LS2-3.1",
        "a warband may not fill its Leadership of a rank",
        "warband.py",
        "        if ranks[rank] > limit:",
        "        if ranks[rank] >= limit:",
    ),
    mutant(
        "long-shot-one-further",
        "LS2-12.30",
        "a Long shot reaches X + 1 hexes",
        "declare.py",
        "return Attack(AttackType.SHOT, dice, range=kw.x or 0)",
        "return Attack(AttackType.SHOT, dice, range=(kw.x or 0) + 1)",
    ),
    mutant(
        "master-one-short",
        "LS2-12.31",
        "Master of Attack X rerolls fewer than X dice",
        "modify.py",
        "    if len(action.dice) > attack.rerolls:",
        "    if len(action.dice) >= attack.rerolls:",
    ),
)
