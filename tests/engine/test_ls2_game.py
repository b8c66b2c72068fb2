"""The Warseer game surface: apply refuses with an LS2 rule and leaves the state as it was,
every listed action applies, random playouts reach an ending, scripted dice drive an
attack that destroys a character and scores it."""

from __future__ import annotations

import pytest

from engine.core.dice import ScriptError, SeededDice
from engine.core.errors import RuleViolation
from engine.signum.cards import CardType
from engine.signum.warseer import actions as a
from engine.signum.warseer.battlefield import Player
from engine.signum.warseer.cards import CardPool, CreatureCard
from engine.signum.warseer.dice import scripted
from engine.signum.warseer.game import apply, legal_actions, random_playout
from engine.signum.warseer.hexes import Hex
from engine.signum.warseer.positions import position
from engine.signum.warseer.sample import named_cards, sample_game, sample_pool
from engine.signum.warseer.snapshot import dumps
from engine.signum.warseer.state import Attack, AttackType

S, N = Player.SOUTH, Player.NORTH
HEROES = [("Warden of the Vale", S, "e1"), ("Ash Seer", N, "f8")]
WEAKLING = CreatureCard("Weakling", CardType.CHARACTER, Attack(AttackType.MELEE, (1,)), 1, 3)
POOL = sample_pool(0)[0].merged(CardPool.of([WEAKLING]))


def test_a_refused_action_names_an_ls2_rule_and_changes_nothing() -> None:
    state = position(HEROES, cards=POOL, hand={S: ["Firebolt"]}, war_camp={S: ["Weakling"]})
    before = dumps(state)
    for action in (
        a.CastSpell("Firebolt", target=2),  # no Power
        a.Summon("Weakling", Hex.parse("a5")),
        a.Equip("Firebolt"),
        a.Move(1, (Hex.parse("e2"),)),  # not under activation
        a.PlayTactic("Parry"),
        a.ReturnCards(("Firebolt",)),
    ):
        with pytest.raises(RuleViolation) as caught:
            apply(state, action, SeededDice(1))
        assert caught.value.rule_id.startswith("LS2-") and caught.value.reason
    assert dumps(state) == before


def test_every_listed_action_applies_and_only_the_deciding_player_acts() -> None:
    state = sample_game(SeededDice(2))
    dice = SeededDice(3)
    for _ in range(60):
        actions = legal_actions(state)
        for action in actions:
            apply(state, action, SeededDice(4))  # none is refused
        state = apply(state, dice.choice(actions), dice)
        if state.is_over:
            break


def test_random_playouts_reach_an_ending() -> None:
    for seed in range(3):
        final = random_playout(sample_game(SeededDice(seed), seed), SeededDice(seed + 10))
        assert final.is_over and legal_actions(final) == []
        assert final.drawn or final.winner in (S, N)


def test_a_summon_opens_the_opponents_tactic_window() -> None:
    state = position(
        HEROES,
        cards=POOL,
        war_camp={S: ["Weakling"]},
        hand={N: ["Ambuscade"]},
        power={N: 1},
    )
    state = apply(state, a.Summon("Weakling", Hex.parse("a1")), SeededDice(0))
    assert legal_actions(state) == [a.PlayTactic("Ambuscade"), a.Pass()]
    state = apply(state, a.PlayTactic("Ambuscade"), SeededDice(0))
    # North destroyed a south character, but in south's turn: no feat for north.
    assert state.at(Hex.parse("a1")) is None and state.player(N).face_down_feats.empty
    assert state.player(S).history.cards == ("Weakling",)
    assert state.player(N).history.cards == ("Ambuscade",)


def test_an_attack_with_scripted_dice_destroys_a_character_and_scores_it() -> None:
    state = position([*HEROES, ("Weakling", N, "e2")], cards=POOL)
    state = apply(state, a.Activate(1), scripted([]))
    dice = scripted(["sword", "blank", "blank"])
    state = apply(state, a.Attack(1, 3), dice)
    while state.attack is not None:
        state = apply(state, legal_actions(state)[-1], dice)
    dice.assert_exhausted()
    assert state.find(3) is None and state.player(S).vp == 1 and state.current is None


def test_a_roll_nobody_scripted_fails() -> None:
    state = position([*HEROES, ("Weakling", N, "e2")], cards=POOL)
    state = apply(state, a.Activate(1), scripted([]))
    with pytest.raises(ScriptError):
        apply(state, a.Attack(1, 3), scripted(["sword"]))


def test_the_named_cards_carry_the_worked_examples_reconstructed_stats() -> None:
    cards = named_cards()
    kaitlynn, gil, dayodor = (
        cards.creature(n) for n in ("Kaitlynn", "Gil-Talas", "Dayodor Order Mentor")
    )
    assert kaitlynn.attack.type is AttackType.MAGIC and kaitlynn.crit == "add sword"
    assert [k.name for k in gil.keywords] == ["Armour", "Counterblow"] and gil.armour == 2
    assert dayodor.crit == "Advance" and [k.name for k in dayodor.keywords] == ["Warlord"]
