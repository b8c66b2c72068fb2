"""Damage and armour as both editions of Legends of Signum count them (engine.signum.damage)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.signum import Hit, Pile, dies, soak


@given(
    amount=st.integers(0, 20),
    armour=st.integers(0, 10),
    relics=st.lists(st.integers(0, 5), max_size=3),
    magical=st.booleans(),
    wounds_only=st.booleans(),
)
def test_every_point_of_damage_is_stopped_once_or_wounds(
    amount: int, armour: int, relics: list[int], magical: bool, wounds_only: bool
) -> None:
    result = soak(Hit(amount, magical, wounds_only), armour, relics)
    stopped = (armour - result.armour) + sum(relics) - sum(result.relic_tokens)
    assert stopped + result.wounds == amount
    if magical or wounds_only:  # armour never stops magic, nor wounds that are not damage
        assert stopped == 0
    else:  # armour stops all it can: wounds only once every token is spent
        assert result.wounds == max(0, amount - armour - sum(relics))
        # relics pay before the creature's own armour
        assert result.armour == armour or not any(result.relic_tokens)


def test_relics_pay_in_the_owners_order() -> None:
    result = soak(Hit(2), armour=0, relic_tokens=(1, 3))
    assert result.relic_tokens == (0, 2)
    assert result.spent_relics((1, 3)) == (0,)


def test_negative_damage_is_not_a_hit() -> None:
    with pytest.raises(ValueError):
        Hit(-1)


def test_a_creature_dies_at_its_health() -> None:
    assert [dies(w, 3) for w in range(5)] == [False, False, False, True, True]


def test_a_pile_draws_from_the_top_and_refuses_when_empty() -> None:
    card, rest = Pile(("a", "b")).draw()
    assert (card, rest) == ("a", Pile(("b",)))
    with pytest.raises(IndexError):
        Pile().draw()
