"""Feats, victory and support cards in play: face-down feats for destroyed characters, the
Military Feat and Achievement limits, the three endings and the tie-breaks; tactics,
relics, spells, Enchantments and buildings."""

from __future__ import annotations

import pytest

from engine.core.dice import SeededDice
from engine.core.errors import RuleViolation
from engine.signum.cards import CardType
from engine.signum.piles import Pile
from engine.signum.warseer import actions as a
from engine.signum.warseer.battlefield import Player
from engine.signum.warseer.cards import CardPool, CreatureCard
from engine.signum.warseer.dice import scripted
from engine.signum.warseer.game import apply, legal_actions
from engine.signum.warseer.hexes import Hex
from engine.signum.warseer.positions import position
from engine.signum.warseer.ruleset import DEFAULT_RULESET
from engine.signum.warseer.sample import sample_pool
from engine.signum.warseer.state import Attack, AttackType, GameState, keywords
from engine.signum.warseer.victory import winner

S, N = Player.SOUTH, Player.NORTH
HEROES = [("Warden of the Vale", S, "e1"), ("Ash Seer", N, "f8")]
DICE = SeededDice(0)


def character(name: str, health: int = 1, rank: int = 1, words: str = "") -> CreatureCard:
    return CreatureCard(
        name,
        CardType.CHARACTER,
        Attack(AttackType.MELEE, (1,)),
        health,
        3,
        rank,
        keywords=keywords(words),
        income=1,
    )


POOL = sample_pool(0)[0].merged(
    CardPool.of(
        [
            character("Weakling"),
            character("Brute", 3, words="Brute"),
            character("Beast", 3, words="Monster"),
            character("Champion", 1, rank=2),
            character("Guard", 3),
        ]
    )
)


def refused(state: GameState, action: object, rule: str) -> None:
    with pytest.raises(RuleViolation) as caught:
        apply(state, action, DICE)  # type: ignore[arg-type]
    assert caught.value.rule_id == rule, caught.value


def bolted(state: GameState, target: int) -> GameState:
    return apply(state, a.CastSpell("Firebolt", target=target), DICE)


def test_an_enemy_character_destroyed_in_your_turn_gives_a_face_down_feat_and_1_vp() -> None:
    state = position(
        [*HEROES, ("Weakling", N, "c7")], cards=POOL, hand={S: ["Firebolt"]}, power={S: 1}
    )
    state = bolted(state, 3)
    assert state.find(3) is None
    assert state.player(N).history.cards == ("Weakling",)  # the card goes to History
    assert len(state.player(S).face_down_feats) == 1 and state.player(S).vp == 1


def test_an_own_character_destroyed_gives_no_feat() -> None:
    state = position(
        [*HEROES, ("Weakling", S, "c2")], cards=POOL, hand={S: ["Firebolt"]}, power={S: 1}
    )
    refused(state, a.CastSpell("Firebolt", target=3), "LS2-1.19")  # an enemy creature only
    state = position(
        [*HEROES, ("Weakling", S, "c2")],
        cards=POOL,
        hand={N: ["Firebolt"]},
        power={N: 1},
        active=N,
    )
    state = bolted(state, 3)  # north destroys a south character in north's turn
    assert len(state.player(N).face_down_feats) == 1 and state.player(S).vp == 0


def test_one_military_feat_per_destroyed_character_only_after_one_is_destroyed() -> None:
    state = position(
        [*HEROES, ("Champion", N, "c7")],
        cards=POOL,
        hand={S: ["Firebolt"]},
        feats_hand={S: ["First Blood", "Giant Slayer"]},
        power={S: 1},
    )
    refused(state, a.PlayFeat("First Blood", 3), "LS2-11.4")
    state = bolted(state, 3)
    listed = [x for x in legal_actions(state) if isinstance(x, a.PlayFeat)]
    assert listed == [a.PlayFeat("First Blood", 3), a.PlayFeat("Giant Slayer", 3)]
    state = apply(state, a.PlayFeat("Giant Slayer", 3), DICE)
    slayer = POOL.feat("Giant Slayer").vp
    assert state.player(S).vp == 1 + slayer
    assert state.player(S).hall_of_fame.cards == ("Giant Slayer",)
    refused(state, a.PlayFeat("First Blood", 3), "LS2-11.4")


def test_an_achievement_once_a_name_a_turn_and_only_when_its_condition_holds() -> None:
    state = position(
        [*HEROES, ("Guard", S, "a1"), ("Weakling", S, "b1")],
        cards=POOL,
        feats_hand={S: ["Warband", "Warband", "Treasury"]},
        power={S: 3},
    )
    refused(state, a.PlayFeat("Treasury"), "LS2-11.3")  # Power 3, it asks 4
    state = apply(state, a.PlayFeat("Warband"), DICE)
    assert state.player(S).vp == POOL.feat("Warband").vp
    refused(state, a.PlayFeat("Warband"), "LS2-11.5")
    refused(state, a.PlayFeat("Warband", 3), "LS2-11.5")


def test_the_last_feat_drawn_ends_the_game_at_the_end_of_that_turn() -> None:
    state = position(HEROES, cards=POOL, feats_deck=["Warband"], feats_hand={S: ["Chronicle"]})
    state = apply(state, a.EndTurn(), DICE)  # north draws the last Feat card
    assert not state.is_over and state.ending and state.feats_deck.empty
    state = apply(state, a.EndTurn(), DICE)
    assert state.is_over and state.drawn  # 0 VP each, no feat anywhere: a draw


def test_a_destroyed_hero_ends_the_game_at_once_with_6_vp_to_the_opponent() -> None:
    state = position(HEROES, cards=POOL, hand={S: ["Firebolt"]}, power={S: 1})
    seer = state.creature(2)
    state = state.with_creature(seer.with_tokens(wounds=seer.health - 1))
    state = bolted(state, 2)
    assert state.is_over and state.winner is S
    assert state.player(S).vp == 6 and state.player(S).bonus == 6
    assert legal_actions(state) == []
    refused(state, a.EndTurn(), "LS2-11.9")


@pytest.mark.parametrize("target", [10, 12])
def test_reaching_the_vp_target_ends_the_game(target: int) -> None:
    ruleset = DEFAULT_RULESET.with_vp_target(target)
    state = position(
        HEROES,
        cards=POOL,
        feats_hand={S: ["Armoury"]},
        ruleset=ruleset,
    )
    short = target - POOL.feat("Armoury").vp
    state = state.with_player(S, vp=short, face_down_feats=Pile(("Warband",) * short))
    state = state.with_player(S, relics=(), hand=Pile(("Chain Mail", "Iron Helm")), power=2)
    state = apply(apply(state, a.Equip("Chain Mail"), DICE), a.Equip("Iron Helm"), DICE)
    assert not state.is_over
    state = apply(state, a.PlayFeat("Armoury"), DICE)
    assert state.is_over and state.winner is S and state.player(S).vp == target


def test_tie_breaks_more_feats_played_then_more_face_down_else_a_draw() -> None:
    base = position(HEROES, cards=POOL)
    tied = base.with_player(S, vp=2, hall_of_fame=Pile(("Warband",)), face_down_feats=Pile(("x",)))
    assert winner(tied.with_player(N, vp=2, face_down_feats=Pile(("a", "b")))) is S
    even = tied.with_player(N, vp=2, hall_of_fame=Pile(("Warband",)), face_down_feats=Pile(("y",)))
    assert winner(even) is None
    more = even.with_player(N, face_down_feats=Pile(("y", "z")))
    assert winner(more) is N
    assert winner(even.with_player(N, vp=3)) is N


# Support cards


def test_a_spell_goes_to_history_an_enchantment_stays_until_its_creature_leaves() -> None:
    state = position(
        [*HEROES, ("Guard", N, "c7")],
        cards=POOL,
        hand={S: ["Firebolt", "Slow Rot", "Stoneskin"]},
        power={S: 5},
    )
    state = apply(state, a.CastSpell("Stoneskin", target=1), DICE)
    assert state.creature(1).armour == 1 and state.player(S).history.cards == ("Stoneskin",)
    state = apply(state, a.CastSpell("Slow Rot", target=3), DICE)
    assert state.player(S).enchantments == (("Slow Rot", 3),)
    state = state.with_creature(state.creature(3).with_tokens(wounds=2))
    state = bolted(state, 3)
    assert state.player(S).enchantments == ()
    assert set(state.player(S).history) == {"Stoneskin", "Slow Rot", "Firebolt"}


def test_at_most_three_relics_never_two_alike_and_used_up_markers_discard_one() -> None:
    cards = ["Chain Mail", "Iron Helm", "Healing Charm", "War Horn"]
    state = position(HEROES, cards=POOL, hand={S: [*cards, "Chain Mail"]}, power={S: 9})
    state = apply(state, a.Equip("Chain Mail"), DICE)
    assert state.player(S).relics[0].armour == 2
    refused(state, a.Equip("Chain Mail"), "LS2-1.16")
    state = apply(apply(state, a.Equip("Iron Helm"), DICE), a.Equip("Healing Charm"), DICE)
    refused(state, a.Equip("War Horn"), "LS2-1.16")
    hero = state.creature(1)
    state = state.with_creature(hero.with_tokens(wounds=2))
    state = apply(state, a.UseRelic("Healing Charm"), DICE)
    assert state.creature(1).wounds == 1
    state = apply(state, a.UseRelic("Healing Charm"), DICE)
    assert [r.card for r in state.player(S).relics] == ["Chain Mail", "Iron Helm"]
    assert state.player(S).history.cards[0] == "Healing Charm"
    refused(state, a.UseRelic("Healing Charm"), "LS2-1.18")


def test_a_creature_takes_one_buildings_bonus_a_turn_never_a_brute_or_a_monster() -> None:
    state = position(
        [*HEROES, ("Brute", S, "a1"), ("Beast", S, "b1")],
        cards=POOL,
        hand={S: ["Forge", "Shrine"]},
        power={S: 2},
    )
    state = apply(apply(state, a.Build("Forge"), DICE), a.Build("Shrine"), DICE)
    refused(state, a.UseBuilding("Forge", 3), "LS2-12.10")
    refused(state, a.UseBuilding("Forge", 4), "LS2-12.32")
    state = apply(state, a.UseBuilding("Forge", 1), DICE)
    assert state.creature(1).armour == 1
    refused(state, a.UseBuilding("Forge", 1), "LS2-1.21")  # tapped
    refused(state, a.UseBuilding("Shrine", 1), "LS2-1.22")
    state = apply(apply(state, a.EndTurn(), DICE), a.EndTurn(), DICE)
    assert state.player(S).city[0].tapped is False
    apply(state, a.UseBuilding("Forge", 1), DICE)


def test_a_tactic_answers_in_the_opponents_turn_each_name_once_per_trigger() -> None:
    state = position(
        [("Warden of the Vale", S, "e1"), ("Ash Seer", N, "e2")],
        cards=POOL,
        hand={N: ["Parry", "Parry", "Riposte"]},
        power={N: 1},
    )
    state = apply(state, a.Activate(1), DICE)
    state = apply(state, a.Attack(1, 2), DICE)
    assert legal_actions(state) == [a.PlayTactic("Parry"), a.PlayTactic("Riposte"), a.Pass()]
    refused(state, a.EndActivation(), "LS2-1.13")
    state = apply(state, a.PlayTactic("Parry"), DICE)
    assert state.creature(2).armour == 1  # north's Parry in south's turn
    refused(state, a.PlayTactic("Parry"), "LS2-1.14")
    assert a.PlayTactic("Parry") not in legal_actions(state)
    roll = scripted(["blank", "blank", "blank"])
    state = apply(state, a.Pass(), roll)
    roll.assert_exhausted()
    assert state.attack is not None  # the attack goes on after the window


def test_first_word_acts_when_summoned_last_word_when_the_card_goes_to_history() -> None:
    herald = character("Herald", 2, words="First word: armour 2")
    martyr = character("Martyr", 1, words="Last word: damage 1")
    pool = POOL.merged(CardPool.of([herald, martyr]))
    state = position(
        [*HEROES, ("Martyr", N, "d3"), ("Guard", S, "d2")],
        cards=pool,
        war_camp={S: ["Herald"]},
        hand={S: ["Firebolt"]},
        power={S: 2},
    )
    state = apply(state, a.Summon("Herald", Hex.parse("a1")), DICE)
    herald_now = state.at(Hex.parse("a1"))
    assert herald_now is not None and herald_now.armour == 2
    state = bolted(state, 3)  # the Martyr falls: its Last word strikes the Guard beside it
    assert state.find(3) is None and state.creature(4).wounds == 1


def test_a_character_destroyed_in_its_owners_turn_scores_for_nobody() -> None:
    state = position(
        [*HEROES, ("Weakling", S, "f7")],
        cards=POOL,
        hand={N: ["Riposte"]},
    )
    state = apply(state, a.Activate(3), DICE)
    state = apply(state, a.Attack(3, 2), DICE)
    state = apply(state, a.PlayTactic("Riposte"), DICE)  # north strikes the attacker first
    assert state.find(3) is None and state.attack is None
    assert state.player(S).face_down_feats.empty and state.player(N).face_down_feats.empty
    assert state.player(S).vp == state.player(N).vp == 0


def test_a_resurgent_rises_on_the_hex_of_an_enemy_it_destroyed() -> None:
    revenant = character("Revenant", 2, rank=2, words="Resurgent")
    giant = character("Old Giant", 2, rank=3, words="Resurgent")
    pool = POOL.merged(CardPool.of([revenant, giant]))
    state = position(
        [*HEROES, ("Champion", N, "c7")],
        cards=pool,
        hand={S: ["Firebolt"], N: ["Firebolt"]},
        war_camp={S: ["Revenant", "Old Giant"]},
        power={S: 1, N: 1},
    )
    state = bolted(state, 3)
    assert legal_actions(state) == [a.Rise("Revenant"), a.Pass()]  # rank 2 or lower only
    refused(state, a.Rise("Old Giant"), "LS2-12.38")
    refused(state, a.EndTurn(), "LS2-12.38")
    state = apply(state, a.Rise("Revenant"), DICE)
    risen = state.at(Hex.parse("c7"))
    assert risen is not None and risen.name == "Revenant" and risen.owner is S
    assert risen.activated and state.player(S).war_camp == ("Old Giant",)
    assert "Champion" not in state.player(N).history  # it lies under the Revenant
    assert state.player(S).vp == 1  # the face-down feat is still won
    state = apply(state, a.EndTurn(), DICE)
    state = state.with_creature(state.at(Hex.parse("c7")).with_tokens(wounds=1))  # type: ignore[union-attr]
    state = bolted(state, risen.id)
    assert set(state.player(N).history) == {"Champion", "Firebolt"}
    assert "Revenant" in state.player(S).history
