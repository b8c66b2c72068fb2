"""Step 3 of an attack, the modification window (LS2-6.6).

The attacker acts first, then the two players take turns: each may change dice (here:
Master of Attack's rerolls) or pass, and when both have passed one after the other the
window closes. A reroll hands the turn to the other player and starts the count of
passes again.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from itertools import combinations

from engine.core.dice import Dice
from engine.core.errors import RuleViolation
from engine.core.events import Event
from engine.signum.warseer.dice import CRITICAL, Die, roll_face
from engine.signum.warseer.keywords import rule
from engine.signum.warseer.underway import AttackUnderWay


@dataclass(frozen=True, slots=True)
class Pass:
    """The player whose turn it is in the window changes nothing."""


@dataclass(frozen=True, slots=True)
class Reroll:
    """The attacker rerolls these dice (their indexes in the roll), by Master of Attack."""

    dice: tuple[int, ...]


MASTER = rule("Master of Attack X")


def rerollable(attack: AttackUnderWay) -> tuple[int, ...]:
    """The dice Master of Attack may reroll: rolled dice, none that shows a critical (C.24)."""
    return tuple(
        i for i, die in enumerate(attack.roll.dice) if not die.extra and CRITICAL not in die.face
    )


def reroll_options(attack: AttackUnderWay) -> list[Reroll]:
    eligible = rerollable(attack)
    return [
        Reroll(chosen)
        for size in range(1, min(attack.rerolls, len(eligible)) + 1)
        for chosen in combinations(eligible, size)
    ]


def check_reroll(attack: AttackUnderWay, action: Reroll, attacker_acts: bool) -> None:
    if not attacker_acts:
        raise RuleViolation(
            "LS2-6.6", "only the attacker may reroll its dice, and only in its turn"
        )
    if attack.rerolls <= 0:
        raise RuleViolation(
            MASTER, "no reroll is left: Master of Attack rerolls up to its X dice in an attack"
        )
    if not action.dice or len(set(action.dice)) != len(action.dice):
        raise RuleViolation(MASTER, "name each die to reroll once")
    if len(action.dice) > attack.rerolls:
        raise RuleViolation(
            MASTER,
            "only {n:plural:die|dice} may still be rerolled in this attack",
            n=attack.rerolls,
        )
    allowed = rerollable(attack)
    for index in action.dice:
        if index not in allowed:
            raise RuleViolation(
                MASTER,
                "die {index} cannot be rerolled: there is no such die or it shows a critical",
                index=index + 1,
            )


def reroll(attack: AttackUnderWay, action: Reroll, dice: Dice) -> tuple[AttackUnderWay, Event]:
    """The chosen dice rolled again; the other player's turn in the window."""
    roll = attack.roll
    for index in action.dice:
        old = roll.dice[index]
        roll = roll.with_die(index, Die(old.rank, roll_face(dice, old.rank)))
    event = Event.of("reroll", dice=" ".join(str(i + 1) for i in action.dice), roll=str(roll))
    changed = replace(
        attack, roll=roll, rerolls=attack.rerolls - len(action.dice), passes=0, turn=1 - attack.turn
    )
    return changed, event


def passed(attack: AttackUnderWay) -> AttackUnderWay:
    """One more pass; the other player's turn (the window closes after two in a row)."""
    return replace(attack, passes=attack.passes + 1, turn=1 - attack.turn)


def closed(attack: AttackUnderWay) -> bool:
    return attack.passes >= 2
