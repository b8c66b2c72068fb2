"""The classic engine's surface: listed actions apply, refusals change nothing, snapshots
round-trip, set-up positions are checked, scripted dice are strict."""

from __future__ import annotations

import json

import pytest

from engine.core.dice import ScriptedDice, ScriptError, SeededDice
from engine.core.errors import RuleViolation
from engine.signum.classic import actions as a
from engine.signum.classic.game import apply, legal_actions, play
from engine.signum.classic.movement import straight_towards, walk
from engine.signum.classic.positions import position
from engine.signum.classic.sample import SAMPLE, sample_game
from engine.signum.classic.snapshot import restore, snapshot
from engine.signum.classic.state import Camp, Creature, GameState, Phase
from engine.signum.classic.table import Player, Point

KNIGHT, HUNTER = "Unicorn Knight 1", "Akkari Hunter 1"


def table(*creatures: Creature) -> GameState:
    camps = {p: Camp(hero="") for p in Player}
    return position(SAMPLE, creatures, camps)


def midgame(seed: int, plies: int = 60) -> GameState:
    dice = SeededDice(seed)
    state = sample_game(dice)
    for _ in range(plies):
        if state.is_over:
            break
        state = play(state, dice.choice(legal_actions(state)), dice)
    return state


@pytest.mark.parametrize("seed", [3, 8])
def test_every_listed_action_applies(seed: int) -> None:
    state = midgame(seed)
    for action in legal_actions(state):
        apply(state, action, SeededDice(0))


def test_a_refused_action_leaves_the_state_as_it_was() -> None:
    state = midgame(5)
    before = json.dumps(snapshot(state), sort_keys=True) if not state.pending else None
    with pytest.raises(RuleViolation) as refusal:
        apply(state, a.Build("no such card"), SeededDice(0))
    assert refusal.value.rule_id.startswith("LS1-")
    if before is not None:
        assert json.dumps(snapshot(state), sort_keys=True) == before


def test_a_snapshot_goes_through_json_and_back() -> None:
    state = midgame(7, 40)
    while state.pending:
        state = play(state, legal_actions(state)[0], SeededDice(1))
    text = json.dumps(snapshot(state), sort_keys=True)
    back = restore(json.loads(text))
    assert back == state
    assert json.dumps(snapshot(back), sort_keys=True) == text


def test_restore_refuses_what_is_not_a_snapshot() -> None:
    with pytest.raises(ValueError):
        restore({"format": "znamenosets/1"})
    raw = snapshot(midgame(2, 10))
    raw["creatures"][0].pop("at")
    with pytest.raises(ValueError):
        restore(raw)


def test_a_position_with_overlapping_bases_is_refused() -> None:
    with pytest.raises(RuleViolation) as refusal:
        table(
            Creature(1, KNIGHT, Player.SOUTH, Point(10, 10)),
            Creature(2, HUNTER, Player.NORTH, Point(11, 10)),
        )
    assert refusal.value.rule_id == "LS1-10.3"


def test_a_base_off_the_table_is_refused() -> None:
    with pytest.raises(RuleViolation) as refusal:
        table(Creature(1, KNIGHT, Player.SOUTH, Point(0.5, 10)))
    assert refusal.value.rule_id == "LS1-4.1"


def test_the_straight_candidates_stop_at_the_first_base_and_are_legal_paths() -> None:
    knight = Creature(1, KNIGHT, Player.SOUTH, Point(10, 10))
    friend = Creature(2, "Unicorn Knight 3", Player.SOUTH, Point(10, 15))
    enemy = Creature(3, HUNTER, Player.NORTH, Point(18, 10))
    state = table(knight, friend, enemy)
    towards_friend = straight_towards(state, knight, Point(10, 60), "M")
    # Stopped where it first comes within the tolerance of the friend, not through it.
    assert towards_friend == pytest.approx(Point(10, 11.99))
    towards_enemy = straight_towards(state, knight, enemy.at, "M")
    assert towards_enemy == pytest.approx(Point(14.99, 10))
    route = walk(state, knight, (towards_enemy,), "M")
    assert route.contact == (3,)


def test_scripted_dice_refuse_an_unscripted_roll_and_a_leftover() -> None:
    state = table(
        Creature(1, "Unicorn Knight 4", Player.SOUTH, Point(10, 10)),
        Creature(2, HUNTER, Player.NORTH, Point(10, 25)),
    )
    with pytest.raises(ScriptError):
        apply(state, a.Shoot(1, 2), ScriptedDice(["6"]))  # two dice, one scripted
    dice = ScriptedDice(["6", "1", "5"])
    apply(state, a.Shoot(1, 2), dice)
    with pytest.raises(ScriptError):
        dice.assert_exhausted()


def test_the_setup_phases_come_in_order() -> None:
    state = sample_game(SeededDice(4))
    assert state.phase is Phase.HEROES
    dice = SeededDice(4)
    for expected in (Phase.HEROES, Phase.MULLIGAN, Phase.MULLIGAN):
        state = play(state, legal_actions(state)[0], dice)
        if state.phase is not expected:
            break
    while state.phase is Phase.MULLIGAN:
        state = play(state, a.Mulligan(()), dice)
    assert state.phase is Phase.CONSTRUCTION and state.active is state.first
    assert len(state.camp(state.first).hand) == 5
    assert len(state.camp(state.first.opponent).hand) == 4
