"""The Warseer turn: setup's starting hand, turn start (draws, untap, Power from Income),
the activation phase's limits, activations once a turn, summoning, end-of-turn order."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.core.dice import SeededDice
from engine.core.errors import RuleViolation
from engine.signum.cards import CardType
from engine.signum.warseer import actions as a
from engine.signum.warseer.battlefield import Player
from engine.signum.warseer.cards import CardPool, CreatureCard
from engine.signum.warseer.game import apply, legal_actions
from engine.signum.warseer.hexes import Hex
from engine.signum.warseer.positions import position
from engine.signum.warseer.sample import sample_game, sample_pool
from engine.signum.warseer.state import Attack, AttackType, GameState, Keyword, Phase, keywords

S, N = Player.SOUTH, Player.NORTH
HEROES = [("Warden of the Vale", S, "e1"), ("Ash Seer", N, "f8")]
DICE = SeededDice(0)


def character(name: str, words: str = "", cost: int = 1, income: int = 0) -> CreatureCard:
    return CreatureCard(
        name,
        CardType.CHARACTER,
        Attack(AttackType.MELEE, (2,)),
        3,
        3,
        keywords=keywords(words),
        cost=cost,
        income=income,
    )


POOL = sample_pool(0)[0].merged(
    CardPool.of(
        [
            character("Squire", income=3),
            character("Lancer", income=5),
            character("Runner", "Rush"),
            character("Giant", income=12),
        ]
    )
)


def refused(state: GameState, action: object, rule: str) -> None:
    with pytest.raises(RuleViolation) as caught:
        apply(state, action, DICE)  # type: ignore[arg-type]
    assert caught.value.rule_id == rule, caught.value


def next_turn(state: GameState) -> GameState:
    """South ends the turn; north's turn starts."""
    return apply(state, a.EndTurn(), DICE)


# Setup


def test_the_starting_hand_is_seven_drawn_and_three_put_back() -> None:
    state = sample_game(SeededDice(5))
    assert state.phase is Phase.SETUP and len(state.player(S).hand) == 7
    refused(state, a.ReturnCards(state.player(S).hand.cards[:2]), "LS2-3.5")
    refused(state, a.Summon("South 1", Hex.parse("a1")), "LS2-3.5")
    deck = len(state.player(S).deck)
    state = apply(state, a.ReturnCards(state.player(S).hand.cards[:3]), DICE)
    assert len(state.player(S).hand) == 4 and len(state.player(S).deck) == deck + 3
    state = apply(state, a.ReturnCards(state.player(N).hand.cards[:3]), DICE)
    # South's first turn has begun: one Battle Deck card and one Feat card drawn.
    assert state.phase is Phase.ACTIVATION and state.active is S and state.turn == 1
    assert len(state.player(S).hand) == 5 and len(state.player(S).feats_hand) == 1
    assert len(state.player(N).hand) == 4 and state.player(S).power == 0


# Turn start


@pytest.mark.parametrize(
    ("power", "history", "expected"),
    [
        (3, ["Lancer"], 5),  # Income 5 raises Power 3 to 5
        (7, ["Lancer"], 7),  # Power 7 above Income 5 stays
        (0, ["Giant"], 10),  # Income 12: Power 10
        (2, ["Squire", "Squire"], 6),  # Income is the sum of History's rates
        (4, [], 4),  # no Income: Power stays
    ],
)
def test_power_at_turn_start_is_max_of_power_and_capped_income(
    power: int, history: list[str], expected: int
) -> None:
    state = position(HEROES, cards=POOL, power={N: power}, history={N: history})
    assert next_turn(state).player(N).power == expected


def test_turn_start_draws_one_of_each_and_untaps() -> None:
    state = position(
        HEROES,
        cards=POOL,
        deck={N: ["Firebolt", "Mend"]},
        feats_deck=["Warband", "Chronicle"],
        hand={S: ["Forge"]},
        power={S: 1},
    )
    state = apply(state, a.Activate(1), DICE)
    state = apply(state, a.EndActivation(), DICE)
    after = next_turn(state)
    assert after.player(N).hand.cards == ("Firebolt",)
    assert after.player(N).feats_hand.cards == ("Warband",)
    back = apply(after, a.EndTurn(), DICE)
    assert back.active is S and not back.creature(1).activated  # ready again


# The activation phase's limits


def test_one_summon_a_turn_paid_onto_a_free_hex_of_the_zone() -> None:
    state = position(HEROES, cards=POOL, war_camp={S: ["Squire", "Lancer"]}, power={S: 5})
    refused(state, a.Summon("Squire", Hex.parse("e1")), "LS2-4.7")  # the hero's hex
    refused(state, a.Summon("Squire", Hex.parse("e3")), "LS2-4.7")  # outside rows 1-2
    refused(state, a.Summon("Sprout", Hex.parse("a1")), "LS2-1.11")  # a minion
    state = apply(state, a.Summon("Squire", Hex.parse("a2")), DICE)
    assert state.player(S).power == 4 and state.player(S).war_camp == ("Lancer",)
    refused(state, a.Summon("Lancer", Hex.parse("b1")), "LS2-4.7")
    squire = state.at(Hex.parse("a2"))
    assert squire is not None
    refused(state, a.Activate(squire.id), "LS2-5.4")  # summoned this turn


def test_a_summon_costs_power_the_player_has() -> None:
    state = position(HEROES, cards=POOL, war_camp={S: ["Squire"]}, power={S: 0})
    refused(state, a.Summon("Squire", Hex.parse("a2")), "LS2-2.3")


def test_rush_activates_at_once_but_does_not_attack() -> None:
    state = position(HEROES, cards=POOL, war_camp={S: ["Runner"]}, power={S: 1})
    state = apply(state, a.Summon("Runner", Hex.parse("f2")), DICE)
    runner = state.at(Hex.parse("f2"))
    assert runner is not None
    state = apply(state, a.Activate(runner.id), DICE)
    assert state.current == runner.id
    assert not [x for x in legal_actions(state) if isinstance(x, a.Attack)]
    refused(state, a.Attack(runner.id, 2), "LS2-12.40")


def test_each_creature_activates_once_a_turn_one_at_a_time() -> None:
    state = position([*HEROES, ("Squire", S, "b1")], cards=POOL)
    state = apply(state, a.Activate(1), DICE)
    refused(state, a.Activate(3), "LS2-5.1")
    refused(state, a.EndTurn(), "LS2-4.12")
    state = apply(state, a.EndActivation(), DICE)
    refused(state, a.Activate(1), "LS2-5.3")
    refused(state, a.Activate(2), "LS2-5.1")  # the opponent's hero


def test_at_most_one_support_card_and_one_feat_discarded_a_turn() -> None:
    state = position(
        HEROES,
        cards=POOL,
        hand={S: ["Firebolt", "Mend"]},
        feats_hand={S: ["Warband", "Chronicle"]},
        power={S: 2},
    )
    state = apply(state, a.DiscardSupport("Firebolt"), DICE)
    assert state.player(S).history.cards == ("Firebolt",)
    refused(state, a.DiscardSupport("Mend"), "LS2-4.9")
    state = apply(state, a.DiscardFeat("Warband"), DICE)
    assert state.player(S).power == 3  # its discard effect: 1 Power
    refused(state, a.DiscardFeat("Chronicle"), "LS2-4.11")
    state = next_turn(next_turn(state))
    assert len([x for x in legal_actions(state) if isinstance(x, a.DiscardSupport)]) == 1


def test_end_of_turn_effects_resolve_in_the_order_the_player_chooses() -> None:
    state = position(
        [*HEROES, ("Squire", S, "b1")],
        cards=POOL,
        hand={S: ["Regrowth", "Slow Rot"]},
        power={S: 2},
    )
    state = apply(state, a.CastSpell("Regrowth", target=3), DICE)
    state = apply(state, a.CastSpell("Slow Rot", target=2), DICE)
    orders = [x for x in legal_actions(state) if isinstance(x, a.EndTurn)]
    assert orders == [a.EndTurn((0, 1)), a.EndTurn((1, 0))]
    refused(state, a.EndTurn((0,)), "LS2-4.13")
    after = apply(state, a.EndTurn((1, 0)), DICE)
    assert after.creature(2).wounds == 1  # the Seer took Slow Rot's damage
    names = [e.get("card") for e in after.log if e.name == "end_effect"]
    assert names == ["Slow Rot", "Regrowth"]


def test_a_stunned_creature_loses_its_token_instead_of_activating() -> None:
    state = position(HEROES, cards=POOL)
    stunned = state.creature(1).with_tokens(stun=1)
    state = apply(state.with_creature(stunned), a.Activate(1), DICE)
    assert state.current is None and state.creature(1).activated
    assert state.creature(1).tokens.stun == 0


def test_skipping_loses_a_poison_token_without_a_roll() -> None:
    state = position(HEROES, cards=POOL)
    refused(state, a.Skip(1), "LS2-10.5")
    state = state.with_creature(
        replace(state.creature(1), tokens=replace(state.creature(1).tokens, poison=1))
    )
    state = apply(state, a.Skip(1), DICE)
    assert state.creature(1).tokens.poison == 0 and state.creature(1).activated


def test_a_contract_is_paid_on_activation_and_its_text_lasts_the_turn() -> None:
    hired = replace(character("Sellsword"), keywords=(Keyword("Contract", 2, "+1 die, Fortitude"),))
    pool = POOL.merged(CardPool.of([hired]))
    state = position([*HEROES, ("Sellsword", S, "b1")], cards=pool, power={S: 2})
    refused(state, a.Contract(3), "LS2-5.1")  # not under activation
    state = apply(state, a.Activate(3), DICE)
    assert a.Contract(3) in legal_actions(state)
    state = apply(state, a.Contract(3), DICE)
    paid = state.creature(3)
    assert state.player(S).power == 0 and paid.has("Fortitude") and paid.attack.dice == (2, 2)
    refused(state, a.Contract(3), "LS2-12.13")
    after = apply(apply(state, a.EndActivation(), DICE), a.EndTurn(), DICE)
    back = after.creature(3)
    assert not back.has("Fortitude") and back.attack.dice == (2,)


def test_a_contract_needs_its_power() -> None:
    hired = character("Sellsword", "Contract 2: Fortitude")
    pool = POOL.merged(CardPool.of([hired]))
    state = position([*HEROES, ("Sellsword", S, "b1")], cards=pool, power={S: 1})
    state = apply(state, a.Activate(3), DICE)
    refused(state, a.Contract(3), "LS2-2.3")
