"""The Warseer attack sequence (LS2-6), with both worked examples of the source (LS2-C.8, C.9).

Every roll is scripted by symbol; every outcome is read off the real engine's state.
"""

from __future__ import annotations

import random

import pytest
from support.warseer import MAGIC, MELEE, SHOT, N, S, both_pass, creature

from engine.core.dice import SeededDice
from engine.core.errors import RuleViolation
from engine.signum.warseer.attack import (
    Advance,
    Counterblow,
    Frenzy,
    Nimble,
    Protect,
    PushTo,
    SlashAt,
    Swap,
    apply_as,
    apply_attack_action,
    attack_actions,
    deciding,
    declare_attack,
)
from engine.signum.warseer.dice import scripted
from engine.signum.warseer.hexes import Hex
from engine.signum.warseer.modify import Pass, Reroll
from engine.signum.warseer.state import (
    AttackType,
    Creature,
    GameState,
    Kind,
)
from engine.signum.warseer.terrain import FOREST, IMPASSABLE


def board(*creatures: Creature, forest: tuple[str, ...] = ()) -> GameState:
    state = GameState.new()
    field = state.battlefield
    for h in forest:
        field = field.with_terrain(Hex.parse(h), FOREST)
    return state.with_battlefield(field).with_creatures(creatures)


# The worked examples (reconstructions: rulings LS2-C.8 and LS2-C.9).


# The source's creatures as features/warseer/examples.feature and data/cards.toml state them.


def kaitlynn(at: str) -> Creature:
    return creature(
        1, S, at, MAGIC, (2, 2), 3, name="Kaitlynn", role=Kind.HERO, rank=3, crit="add sword",
        health=6,
    )  # fmt: skip


def dayodor(at: str) -> Creature:
    return creature(
        2, S, at, MELEE, (2, 2, 2), name="Dayodor Order Mentor", rank=2, words="Warlord",
        crit="Advance", health=5,
    )  # fmt: skip


def gil_talas(at: str, armour: int = 0) -> Creature:
    return creature(
        3, N, at, MELEE, (2, 2), name="Gil-Talas", rank=3, words="Counterblow", armour=armour,
        health=7,
    )  # fmt: skip


def kaitlynn_example() -> GameState:
    return board(kaitlynn("c3"), dayodor("c2"), gil_talas("c4", armour=2), forest=("d3",))


def test_worked_example_1_kaitlynns_magic_attack() -> None:
    # Two rank-2 dice of her own and one from Dayodor's Warlord: three dice are rolled.
    dice = scripted(["sword", "push", "critical"])
    state = declare_attack(kaitlynn_example(), 1, 3, dice)
    assert len(state.attack.roll.dice) == 3
    state = both_pass(state, dice)
    # The critical adds a sword: two swords deal 2; the push is Kaitlynn's to place.
    assert state.attack.damage == 2
    assert state.creature(3).wounds == 2 and state.creature(3).armour == 2
    assert deciding(state) is S
    state = apply_attack_action(state, PushTo(Hex.parse("d3")), dice)
    gil = state.creature(3)
    # Into the Forest: 1 more magic damage, which the armour tokens do not stop.
    assert gil.at == Hex.parse("d3") and gil.wounds == 3 and gil.armour == 2
    # Gil-Talas stands next to Kaitlynn, but a magical attack gets no Counterblow.
    assert state.attack is None
    dice.assert_exhausted()
    with pytest.raises(RuleViolation) as refused:
        apply_attack_action(state, Counterblow(True), dice)
    assert refused.value.rule_id == "LS2-6.14"


def dayodor_example() -> GameState:
    return board(dayodor("c3"), gil_talas("c4"), forest=("c4",))


@pytest.mark.parametrize("advance", [True, False])
def test_worked_example_2_dayodors_melee_attack(advance: bool) -> None:
    dice = scripted(["dragon", "push", "critical"] + (["dragon", "blank"] if advance else []))
    state = both_pass(declare_attack(dayodor_example(), 2, 3, dice), dice)
    # The Forest would take a sword off, but the roll shows none: the dragon deals 1.
    assert state.attack.damage == 1 and state.creature(3).wounds == 1
    state = apply_attack_action(state, PushTo(Hex.parse("c5")), dice)
    assert state.creature(3).at == Hex.parse("c5")
    assert attack_actions(state) == [Advance(True), Advance(False)]
    state = apply_attack_action(state, Advance(advance), dice)
    if advance:
        # Now Dayodor stands in the Forest next to Gil-Talas: a Counterblow may come.
        assert state.creature(2).at == Hex.parse("c4")
        assert state.attack.step == "counterblow" and deciding(state) is N
        state = apply_attack_action(state, Counterblow(True), dice)
        assert state.attack.is_counterblow and state.attack.attacker == 3
        state = both_pass(state, dice)
        # Dayodor stands in the Forest too: its cover finds no sword; the dragon deals 1.
        assert state.creature(2).wounds == 1
    else:
        # Out of Gil-Talas's range: no Counterblow is offered, the attack is over.
        assert state.creature(2).at == Hex.parse("c3")
    assert state.attack is None
    dice.assert_exhausted()


# Step 1: declare.


@pytest.mark.parametrize(
    ("target_at", "rule_id"),
    [("c6", "LS2-6.4"), ("c4", "LS2-8.2")],
)
def test_a_target_out_of_range_or_out_of_sight_is_refused(target_at: str, rule_id: str) -> None:
    shooter = creature(1, S, "c2", SHOT, (1,), 3)
    target = creature(3, N, target_at)
    if target_at == "c4":  # a wall of three creatures between them
        screen = [creature(i, S, at) for i, at in ((4, "b3"), (5, "c3"), (6, "d3"))]
        state = board(shooter, target, *screen)
    else:
        state = board(shooter, target)
    with pytest.raises(RuleViolation) as refused:
        declare_attack(state, 1, 3, scripted([]))
    assert refused.value.rule_id == rule_id
    assert state.attack is None


def test_an_ally_cannot_be_attacked() -> None:
    state = board(creature(1, S, "c2"), creature(2, S, "c3"))
    with pytest.raises(RuleViolation, match="not an enemy"):
        declare_attack(state, 1, 2, scripted([]))


# Step 3: the modification window.


def test_the_window_closes_on_two_passes_in_a_row_and_a_reroll_restarts_the_count() -> None:
    state = board(creature(1, S, "c2", words="Master of Attack 1"), creature(2, N, "c3"))
    dice = scripted(["blank", "sword"])
    state = declare_attack(state, 1, 2, dice)
    assert Reroll((0,)) in attack_actions(state)
    state = apply_attack_action(state, Reroll((0,)), dice)
    assert deciding(state) is N and attack_actions(state) == [Pass()]
    state = apply_attack_action(state, Pass(), dice)
    assert state.attack.step == "modify" and deciding(state) is S
    with pytest.raises(RuleViolation, match="no reroll is left"):
        apply_attack_action(state, Reroll((0,)), dice)
    state = apply_attack_action(state, Pass(), dice)
    assert state.attack is None and state.creature(2).wounds == 1
    dice.assert_exhausted()


def test_the_wrong_player_cannot_answer_in_the_window() -> None:
    state = declare_attack(
        board(creature(1, S, "c2"), creature(2, N, "c3")), 1, 2, scripted(["blank"])
    )
    with pytest.raises(RuleViolation) as refused:
        apply_as(state, N, Pass(), scripted([]))
    assert refused.value.rule_id == "LS2-6.6"
    assert apply_as(state, S, Pass(), scripted([])).attack.turn == 1


def test_master_of_attack_cannot_reroll_a_critical() -> None:
    state = board(creature(1, S, "c2", words="Master of Attack 2"), creature(2, N, "c3"))
    state = declare_attack(state, 1, 2, scripted(["critical"]))
    assert attack_actions(state) == [Pass()]
    with pytest.raises(RuleViolation) as refused:
        apply_attack_action(state, Reroll((0,)), scripted([]))
    assert refused.value.rule_id == "LS2-12.31"


# Steps 4-5: the critical effect once, the extra dice that change nothing.


def test_two_criticals_trigger_the_effect_once() -> None:
    attacker = creature(1, S, "c2", dice=(2, 2), crit="add sword")
    state = board(attacker, creature(2, N, "c3"))
    dice = scripted(["critical", "critical"])
    state = both_pass(declare_attack(state, 1, 2, dice), dice)
    assert state.creature(2).wounds == 1


def test_a_critical_on_an_added_die_does_not_trigger_again() -> None:
    attacker = creature(1, S, "c2", crit="add die 3")
    state = board(attacker, creature(2, N, "c3"))
    dice = scripted(["critical", "sword+critical"])
    state = both_pass(declare_attack(state, 1, 2, dice), dice)
    assert state.creature(2).wounds == 1
    dice.assert_exhausted()


def test_a_refused_answer_leaves_the_state_as_it_was() -> None:
    state = board(creature(1, S, "c2"), creature(2, N, "c3"))
    dice = scripted(["push"])
    state = both_pass(declare_attack(state, 1, 2, dice), dice)
    assert state.attack.step == "push"
    before = state
    with pytest.raises(RuleViolation) as refused:
        apply_attack_action(state, PushTo(Hex.parse("c2")), dice)
    assert refused.value.rule_id == "LS2-9.2"
    assert state == before


# Counterblow and Frenzy.


def test_a_counterblow_is_never_answered_by_a_counterblow() -> None:
    a = creature(1, S, "c2", words="Counterblow")
    b = creature(2, N, "c3", words="Counterblow")
    dice = scripted(["blank", "blank"])
    state = both_pass(declare_attack(board(a, b), 1, 2, dice), dice)
    state = apply_attack_action(state, Counterblow(True), dice)
    state = both_pass(state, dice)
    assert state.attack is None
    dice.assert_exhausted()


def test_a_creature_without_dice_strikes_back_with_one_rank_1_die() -> None:
    a = creature(1, S, "c2")
    b = creature(2, N, "c3", dice=(), words="Counterblow")
    dice = scripted(["blank", "sword"])
    state = both_pass(declare_attack(board(a, b), 1, 2, dice), dice)
    state = apply_attack_action(state, Counterblow(True), dice)
    assert [d.rank for d in state.attack.roll.dice] == [1]
    state = both_pass(state, dice)
    assert state.creature(1).wounds == 1


def test_a_dead_defender_does_not_strike_back() -> None:
    a = creature(1, S, "c2")
    b = creature(2, N, "c3", words="Counterblow", health=1)
    dice = scripted(["sword"])
    state = both_pass(declare_attack(board(a, b), 1, 2, dice), dice)
    assert state.attack is None and state.find(2) is None
    assert [c.id for c in state.fallen] == [2]


def test_frenzy_gives_one_more_attack_after_the_counterblow() -> None:
    a = creature(1, S, "c2", crit="Frenzy")
    b = creature(2, N, "c3", words="Counterblow", health=9)
    dice = scripted(["critical", "blank", "critical"])
    state = both_pass(declare_attack(board(a, b), 1, 2, dice), dice)
    state = apply_attack_action(state, Counterblow(True), dice)
    state = both_pass(state, dice)
    assert state.attack.step == "frenzy" and deciding(state) is S
    state = apply_attack_action(state, Frenzy(True), dice)
    assert state.attack.is_frenzy
    state = both_pass(state, dice)
    # The Frenzy attack may be answered by a Counterblow; its critical grants no third attack.
    assert state.attack.step == "counterblow"
    state = apply_attack_action(state, Counterblow(False), dice)
    assert state.attack is None and state.creature(1).attacks == 2
    dice.assert_exhausted()


def test_cover_in_difficult_terrain_takes_one_sword_off_the_roll() -> None:
    attacker = creature(1, S, "c3", dice=(2, 2, 2))
    for forest, wounds in (("d3",), 1), ((), 2):
        state = board(attacker, creature(2, N, "d3"), forest=forest)
        dice = scripted(["sword", "sword+push", "blank"])
        state = both_pass(declare_attack(state, 1, 2, dice), dice)
        assert state.creature(2).wounds == wounds and state.attack.push


def test_a_defender_next_to_the_attacker_does_not_turn_a_counterblow_aside() -> None:
    a = creature(1, S, "c2")
    b = creature(2, N, "c3", words="Counterblow")
    guard = creature(3, S, "b3", words="Defender")  # next to b, on a's side
    dice = scripted(["blank", "sword"])
    state = both_pass(declare_attack(board(a, b, guard), 1, 2, dice), dice)
    state = apply_attack_action(state, Counterblow(True), dice)
    assert state.attack.target == 1
    state = both_pass(state, dice)
    assert state.creature(1).wounds == 1 and state.creature(3).wounds == 0


# Random attacks: every offered answer is taken, every other one refused with nothing changed.

KEYWORDS = [
    "Warlord", "Counterblow", "Shield", "Brave", "Forged", "Fortitude", "Protector", "Defender",
    "Resurgent", "Difficult target", "Assassin", "Superior", "Berserk", "Predator", "Hunter: hero",
    "Master of Attack 2", "Ambush", "Flank: +1 die", "Aura 1: Fortitude", "Brute",
]  # fmt: skip
CRITS = [
    "add die 2", "add sword", "Advance", "Frenzy", "Hammerblow", "Infection", "Nimble",
    "Poison", "Slash", "Stun", "Swap", "Vampirism", None,
]  # fmt: skip
STRAYS = [
    Pass(), Reroll((0,)), Reroll((4,)), Counterblow(True), Frenzy(True), Advance(True),
    PushTo(Hex.parse("a1")), Nimble(Hex.parse("b2")), Swap(True), SlashAt(2), Protect(3),
]  # fmt: skip


def random_fight(rng: random.Random) -> GameState:
    field = GameState.new().battlefield
    spots = [Hex(c, r) for c in range(3) for r in range(4)]
    for h in rng.sample(spots, 3):
        field = field.with_terrain(h, rng.choice([FOREST, IMPASSABLE]))
    free = [h for h in spots if not field.impassable(h)]
    rng.shuffle(free)
    made = [
        creature(
            i + 1,
            (S, N)[i % 2],
            free[i].label,
            rng.choice(list(AttackType)),
            tuple(rng.choice((1, 2, 3)) for _ in range(rng.randint(1, 3))),
            rng.randint(1, 3),
            health=rng.randint(1, 5),
            rank=rng.randint(1, 3),
            words=", ".join(rng.sample(KEYWORDS, rng.randint(0, 3))),
            crit=rng.choice(CRITS),
            armour=rng.randint(0, 2),
            role=rng.choice(list(Kind)),
        )
        for i in range(rng.randint(2, 6))
    ]
    return GameState.new().with_battlefield(field).with_creatures(made)


def test_random_attacks_take_every_offered_answer_and_refuse_the_rest() -> None:
    rng = random.Random(11)
    fought = 0
    for seed in range(400):
        state = random_fight(rng)
        dice = SeededDice(seed)
        a, t = rng.sample([c.id for c in state.creatures], 2)
        try:
            state = declare_attack(state, a, t, dice)
        except RuleViolation:
            continue
        fought += 1
        while state.attack is not None:
            offered = attack_actions(state)
            for stray in STRAYS:
                if stray not in offered:
                    with pytest.raises(RuleViolation):
                        apply_as(state, deciding(state), stray, SeededDice(0))
            state = apply_as(state, deciding(state), rng.choice(offered), dice)
            hexes = [c.at for c in state.creatures]
            assert len(hexes) == len(set(hexes))
            assert all(c.wounds < c.health for c in state.creatures)
            assert all(
                max(c.tokens.stun, c.tokens.poison, c.tokens.disease) <= 1 for c in state.creatures
            )
    assert fought > 100


def test_a_magical_attack_draws_its_line_of_sight_under_the_arrow() -> None:
    state = declare_attack(kaitlynn_example(), 1, 3, scripted(["blank", "blank", "blank"]))
    assert [t.kind for t in state.traces] == ["sight", "attack"]
    assert state.traces[0].clear
