"""The planted rule bugs of Warseer's game layer, for ``python -m benchmarks.mutants --game warseer``.

``RULES``: bugs in the turn, summoning, card, feat and victory rules, to be killed by the
scenarios and the unit tests (``GATE_TESTS``). ``CONSISTENT``: the same bugs, to be caught
by the rules oracle and the invariants of the seeded random games alone
(``ORACLE_TESTS``). ``REFERENCE``: the same bugs against the golden legal-action counts.
"""

from __future__ import annotations

from benchmarks.mutants import ROOT, Mutant, Sources
from benchmarks.warseer_bound_mutants import BOUNDS

# The same kinds of test as the other games' gates: the scenarios and every unit test.
GATE_TESTS = (
    "tests/scenarios/test_warseer.py",
    *sorted(str(p.relative_to(ROOT)) for p in (ROOT / "tests/engine").glob("test_ls2_*.py")),
    "tests/engine/test_signum_damage.py",
)
ORACLE_TESTS = ("tests/proof/test_ls2_random_games.py",)
PERFT_TESTS = ("tests/proof/test_ls2_perft.py",)

edit = Sources("engine/signum/warseer/").edit


RULES = (
    Mutant(
        "power-uncapped",
        "LS2-4.4",
        "Income above 10 gives more than 10 Power",
        (
            edit(
                "power.py",
                "return max(power, min(income_value, cap))",
                "return max(power, income_value)",
            ),
        ),
    ),
    Mutant(
        "power-from-income-only",
        "LS2-4.4",
        "Power becomes the Income even when it was higher",
        (
            edit(
                "power.py",
                "return max(power, min(income_value, cap))",
                "return min(income_value, cap)",
            ),
        ),
    ),
    Mutant(
        "two-summons",
        "LS2-4.7",
        "a second character may be summoned in one turn",
        (
            edit(
                "summoning.py",
                "if tablet.counted(SUMMONS) >= limit:",
                "if tablet.counted(SUMMONS) > limit:",
            ),
        ),
    ),
    Mutant(
        "summon-free",
        "LS2-2.3",
        "a summon costs nothing",
        (
            edit(
                "summoning.py",
                "state = state.with_player(player, war_camp=tuple(camp), power=tablet.power - found.cost)",
                "state = state.with_player(player, war_camp=tuple(camp))",
            ),
        ),
    ),
    Mutant(
        "spell-kept",
        "LS2-1.19",
        "a spell stays in play instead of going to History",
        (
            edit(
                "support.py",
                "    return to_history(state, player, card)\n\n\ndef end_effects",
                "    return state\n\n\ndef end_effects",
            ),
        ),
    ),
    Mutant(
        "four-relics",
        "LS2-1.16",
        "the hero may wear a fourth relic",
        (edit("support.py", "if len(tablet.relics) >= limit:", "if len(tablet.relics) > limit:"),),
    ),
    Mutant(
        "identical-relics",
        "LS2-1.16",
        "the hero may wear two identical relics",
        (
            edit(
                "support.py", "    if relic(state, player, card) is not None:\n", "    if False:\n"
            ),
        ),
    ),
    Mutant(
        "feat-without-vp",
        "LS2-11.2",
        "a face-down feat earns no VP",
        (edit("feats.py", "vp=tablet.vp + state.ruleset.vp_per_character,", "vp=tablet.vp,"),),
    ),
    Mutant(
        "own-kill-scores",
        "LS2-11.2",
        "a character destroyed in its owner's turn scores for that owner",
        (edit("feats.py", "if creature.owner is not state.active:", "if True:"),),
    ),
    Mutant(
        "no-feat-draw",
        "LS2-4.2",
        "turn start draws no Feat card",
        (edit("turn.py", "    state = draw_feat(state, player)\n", ""),),
    ),
    Mutant(
        "hero-bonus-5",
        "LS2-11.7",
        "a destroyed hero gives the opponent 5 VP",
        (edit("ruleset.py", "hero_destroyed_vp: int = 6", "hero_destroyed_vp: int = 5"),),
    ),
    Mutant(
        "enchantment-outlives",
        "LS2-1.20",
        "an Enchantment stays when its creature leaves",
        (
            edit(
                "feats.py",
                "state = freed(_enchantments_end(state, creature.id), creature.id)",
                "state = freed(state, creature.id)",
            ),
        ),
    ),
    Mutant(
        "two-support-discards",
        "LS2-4.9",
        "two support cards may be discarded in one turn",
        (
            edit(
                "support.py",
                "if state.player(player).counted(SUPPORT_DISCARDS) >= limit:",
                "if state.player(player).counted(SUPPORT_DISCARDS) > limit:",
            ),
        ),
    ),
    Mutant(
        "tie-break-reversed",
        "LS2-11.10",
        "the tie goes to fewer feats played face up",
        (
            edit(
                "victory.py",
                "return (tablet.vp, len(tablet.hall_of_fame), len(tablet.face_down_feats))",
                "return (tablet.vp, -len(tablet.hall_of_fame), len(tablet.face_down_feats))",
            ),
        ),
    ),
    Mutant(
        "stun-ignored",
        "LS2-12.43",
        "a stunned creature activates and keeps its token",
        (edit("turn.py", "    if creature.tokens.stun:\n", "    if False:\n"),),
    ),
    Mutant(
        "vp-target-ignored",
        "LS2-11.8",
        "the game goes on past the VP target",
        (
            edit(
                "victory.py",
                "    if any(state.player(p).vp >= target for p in Player):\n",
                "    if False:\n",
            ),
        ),
    ),
    Mutant(
        "last-feat-ignored",
        "LS2-11.6",
        "the last Feat card drawn does not end the game",
        (edit("turn.py", "    if state.ending:\n", "    if False:\n"),),
    ),
    Mutant(
        "discard-not-to-history",
        "LS2-4.9",
        "a discarded support card is lost instead of going to History",
        (
            edit(
                "support.py",
                '    return to_history(state, player, card).logged(\n        Event.of("discard"',
                '    return state.logged(\n        Event.of("discard"',
            ),
        ),
    ),
    Mutant(
        "summoned-acts",
        "LS2-5.4",
        "a character may act in the turn it is summoned",
        (
            edit(
                "summoning.py",
                "creature = replace(creature, summoned=True, activated=not rush)",
                "creature = replace(creature, summoned=True, activated=False)",
            ),
        ),
    ),
    Mutant(
        "tactic-twice",
        "LS2-1.14",
        "a tactic of one name may answer the same trigger twice",
        (
            edit("support.py", "            and name not in window.answered\n", ""),
            edit("support.py", "    if card in window.answered:\n", "    if False:\n"),
        ),
    ),
    *BOUNDS,
)
RULES += (
    Mutant(
        "rise-any-rank",
        "LS2-12.38",
        "a Resurgent of any rank rises on a fallen enemy's hex",
        (edit("rising.py", "and card.rank <= fallen.rank", "and card.rank > 0"),),
    ),
    Mutant(
        "rise-card-lost",
        "LS2-12.38",
        "the fallen card does not lie under the risen Resurgent: it vanishes",
        (
            edit(
                "rising.py",
                "            beneath=(*owner.beneath, (fallen.name, creature.id)),\n",
                "",
            ),
        ),
    ),
)
OFFERED = {"range-strict", "move-one-short", "run-two-further", "pay-exact-refused", "no-summon"}
REFERENCE = tuple(m for m in RULES if m not in BOUNDS)  # the bounds: for the gate
# the bounds that the offered-actions oracle (engine/signum/warseer/offered.py) sees too
CONSISTENT = (*REFERENCE, *(m for m in BOUNDS if m.name in OFFERED))
