"""The push (LS2-9): one hex, the attacker's choice; no room or Difficult terrain costs damage."""

from __future__ import annotations

import pytest

from engine.core.errors import RuleViolation
from engine.signum.warseer.attack import PushTo, apply_attack_action, attack_actions, declare_attack
from engine.signum.warseer.battlefield import Player
from engine.signum.warseer.dice import scripted
from engine.signum.warseer.hexes import Hex
from engine.signum.warseer.modify import Pass
from engine.signum.warseer.state import Attack, AttackType, Creature, GameState, Kind, keywords
from engine.signum.warseer.terrain import FOREST, IMPASSABLE

S, N = Player.SOUTH, Player.NORTH


def make(
    i: int, owner: Player, at: str, kind: AttackType = AttackType.MELEE, **kw: object
) -> Creature:
    made = Creature(
        i,
        f"C{i}",
        owner,
        Kind.CHARACTER,
        Hex.parse(at),
        Attack(kind, tuple(kw.get("dice", (2,))), 2),  # type: ignore[arg-type]
        health=int(kw.get("health", 5)),  # type: ignore[arg-type]
        movement=2,
        keywords=keywords(str(kw.get("words", ""))),
    )
    return made.with_tokens(armour=int(kw.get("armour", 0)))  # type: ignore[arg-type]


def pushed(state: GameState, roll: str = "push") -> GameState:
    dice = scripted([roll])
    state = declare_attack(state, 1, 2, dice)
    state = apply_attack_action(state, Pass(), dice)
    return apply_attack_action(state, Pass(), dice)


def test_the_attacker_may_push_to_any_free_neighbour_on_the_board_not_impassable() -> None:
    field = GameState.new().battlefield.with_terrain(Hex.parse("d5"), IMPASSABLE)
    state = GameState.new().with_battlefield(field)
    state = state.with_creatures([make(1, S, "c4"), make(2, N, "c5"), make(3, S, "b5")])
    state = pushed(state)
    # c5's neighbours: b4 b5 c4 c6 d4 d5; b5 and c4 are taken, d5 is Impassable.
    assert sorted(str(a.to) for a in attack_actions(state)) == ["b4", "c6", "d4"]
    with pytest.raises(RuleViolation) as refused:
        apply_attack_action(state, PushTo(Hex.parse("d5")), scripted([]))
    assert refused.value.rule_id == "LS2-9.2"
    assert "cannot be pushed to d5" in refused.value.reason
    state = apply_attack_action(state, PushTo(Hex.parse("c6")), scripted([]))
    assert state.creature(2).at == Hex.parse("c6") and state.creature(2).wounds == 0
    assert state.attack is None


def test_however_many_pushes_the_defender_moves_once() -> None:
    state = GameState.new().with_creatures([make(1, S, "c4", dice=(2, 2)), make(2, N, "c5")])
    dice = scripted(["push", "push"])
    state = declare_attack(state, 1, 2, dice)
    state = apply_attack_action(apply_attack_action(state, Pass(), dice), Pass(), dice)
    state = apply_attack_action(state, PushTo(Hex.parse("c6")), dice)
    assert state.attack is None and state.creature(2).at == Hex.parse("c6")


def test_a_defender_with_nowhere_to_go_takes_one_more_damage() -> None:
    # a1's neighbours on the board: a2 and b1.
    state = GameState.new().with_creatures([make(1, S, "a2"), make(2, N, "a1"), make(3, S, "b1")])
    state = pushed(state)
    assert state.attack is None
    assert state.creature(2).at == Hex.parse("a1") and state.creature(2).wounds == 1


@pytest.mark.parametrize(
    ("kind", "wounds", "armour"), [(AttackType.MAGIC, 1, 1), (AttackType.SHOT, 0, 0)]
)
def test_pushed_into_difficult_terrain_one_damage_of_the_attacks_type(
    kind: AttackType, wounds: int, armour: int
) -> None:
    field = GameState.new().battlefield.with_terrain(Hex.parse("c6"), FOREST)
    state = GameState.new().with_battlefield(field)
    state = state.with_creatures([make(1, S, "c4", kind), make(2, N, "c5", armour=1)])
    state = apply_attack_action(pushed(state), PushTo(Hex.parse("c6")), scripted([]))
    target = state.creature(2)
    assert target.at == Hex.parse("c6")
    assert (target.wounds, target.armour) == (wounds, armour)


def test_an_eliminated_defender_is_not_pushed() -> None:
    state = GameState.new().with_creatures([make(1, S, "c4"), make(2, N, "c5", health=1)])
    state = pushed(state, "sword+push")
    assert state.attack is None and state.find(2) is None


def test_a_resurgent_is_never_pushed_its_pushes_deal_one_damage() -> None:
    state = GameState.new().with_creatures([make(1, S, "c4"), make(2, N, "c5", words="Resurgent")])
    state = pushed(state, "sword+push")
    assert state.attack is None
    assert state.creature(2).at == Hex.parse("c5") and state.creature(2).wounds == 2
