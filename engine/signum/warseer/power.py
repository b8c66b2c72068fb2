"""Hero's Power and Income (LS2-2.3, LS2-2.4, LS2-4.4).

Income is always the sum of the Income rates of the cards in the player's History; at the
start of the player's turn, Power rises to the Income, never above the cap (10), and never
falls. A cost is paid in Power; a cost the player cannot pay is refused.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace

from engine.core.errors import RuleViolation, Term
from engine.signum.warseer.state import PlayerState


def income(history: Iterable[str], rate: Callable[[str], int]) -> int:
    """The sum of the Income rates of the cards in History (LS2-2.4).

    >>> income(["Scout", "Firebolt", "Scout"], {"Scout": 2, "Firebolt": 1}.__getitem__)
    5
    """
    return sum(rate(card) for card in history)


def power_at_turn_start(power: int, income_value: int, cap: int) -> int:
    """Power = max(Power, min(Income, cap)) (LS2-4.4).

    >>> power_at_turn_start(3, 5, 10), power_at_turn_start(7, 5, 10), power_at_turn_start(0, 12, 10)
    (5, 7, 10)
    """
    return max(power, min(income_value, cap))


def check_payment(tablet: PlayerState, cost: int, card: str) -> None:
    """Refuse a cost the player's Power cannot pay (LS2-2.3)."""
    if cost > tablet.power:
        raise RuleViolation(
            "LS2-2.3",
            "{card} costs {cost} Power and {player_power} is all there is",
            card=Term("card", card),
            cost=cost,
            player_power=tablet.power,
        )


def pay(tablet: PlayerState, cost: int, card: str) -> PlayerState:
    """The tablet with ``cost`` Power spent (refused if it cannot be paid)."""
    check_payment(tablet, cost, card)
    return replace(tablet, power=tablet.power - cost)
