"""Damage and armour in Warseer (LS2-7, LS2-1.17, LS2-10.2), on the real state."""

from __future__ import annotations

from support.warseer import creature

from engine.signum.warseer.battlefield import Player
from engine.signum.warseer.damage import add_token, deal, heal
from engine.signum.warseer.state import GameState, Kind, Relic
from engine.signum.warseer.tokens import TokenKind


def one(
    health: int = 4,
    armour: int = 0,
    wounds: int = 0,
    words: str = "",
    kind: Kind = Kind.CHARACTER,
    relics: tuple[Relic, ...] = (),
) -> GameState:
    """North's creature 1 on e5, alone on the battlefield; the relics are north's."""
    made = creature(
        1, Player.NORTH, "e5", health=health, words=words, armour=armour, wounds=wounds, role=kind
    )
    state = GameState.new().with_creature(made)
    return state.with_player(Player.NORTH, relics=relics) if relics else state


def test_armour_tokens_take_damage_one_for_one_then_wounds() -> None:
    guard = deal(one(armour=2), 1, 3).creature(1)
    assert (guard.armour, guard.wounds) == (0, 1)


def test_magic_and_wounds_not_damage_pass_armour_by() -> None:
    assert deal(one(armour=2), 1, 2, magical=True).creature(1).tokens.armour == 2
    guard = deal(one(armour=2), 1, 1, wounds_only=True).creature(1)
    assert (guard.armour, guard.wounds) == (2, 1)


def test_a_heros_relics_lose_their_tokens_first_and_an_empty_relic_goes_to_history() -> None:
    relics = (Relic("Helm", armour=1), Relic("Mail", armour=2))
    state = deal(one(kind=Kind.HERO, armour=1, relics=relics), 1, 2)
    north = state.player(Player.NORTH)
    assert north.relics == (Relic("Mail", armour=1),)
    assert "Helm" in list(north.history)
    hero = state.creature(1)
    assert (hero.armour, hero.wounds) == (1, 0)


def test_magic_spares_the_relics_too() -> None:
    state = deal(one(kind=Kind.HERO, relics=(Relic("Helm", armour=1),)), 1, 1, magical=True)
    assert state.player(Player.NORTH).relics == (Relic("Helm", armour=1),)
    assert state.creature(1).wounds == 1


def test_wounds_equal_to_health_eliminate_and_excess_is_lost() -> None:
    state = deal(one(health=3, wounds=1), 1, 5)
    assert state.find(1) is None
    assert [(c.id, c.wounds) for c in state.fallen] == [(1, 3)]
    assert state.log[-1].name == "eliminated"


def test_one_short_of_health_survives() -> None:
    assert deal(one(health=3), 1, 2).creature(1).wounds == 2


def test_healing_removes_wounds_but_never_below_none_and_not_for_forged() -> None:
    assert heal(one(wounds=2), 1, 5).creature(1).wounds == 0
    assert heal(one(wounds=2, words="Forged"), 1, 1).creature(1).wounds == 2
    assert heal(one(wounds=2, words="Resurgent"), 1, 1).creature(1).wounds == 2


def test_at_most_one_stun_poison_or_disease_token_and_forged_takes_no_poison() -> None:
    state = add_token(add_token(one(), 1, TokenKind.STUN), 1, TokenKind.STUN)
    assert state.creature(1).tokens.stun == 1
    assert add_token(one(words="Forged"), 1, TokenKind.POISON).creature(1).tokens.poison == 0
    assert add_token(one(words="Forged"), 1, TokenKind.STUN).creature(1).tokens.stun == 1
