"""Declaring an attack and rolling its dice (LS2-6, steps 1 and 2): an enemy within range
and in sight (Defender may force the choice), then the attack box's dice with Warlord,
Ambush, Charge and Flank dice added (rank 1 against a Difficult target).
"""

from __future__ import annotations

from dataclasses import replace

from engine.core.dice import Dice
from engine.core.errors import RuleViolation
from engine.core.events import Event
from engine.signum.warseer import counterblow
from engine.signum.warseer.creatures import fields, require
from engine.signum.warseer.dice import Roll, roll_pool
from engine.signum.warseer.hexes import distance
from engine.signum.warseer.keywords import (
    ATTACK_RANK,
    ambush_dice,
    attack_bonuses,
    bonus,
    defenders,
    difficult_target,
    rule,
    warlord_dice,
    x_of,
)
from engine.signum.warseer.sight import check_sight, sees, sight_trace
from engine.signum.warseer.state import Attack, AttackType, Creature, GameState, Trace
from engine.signum.warseer.underway import AttackUnderWay

# Step 1: declare.


def in_sight(state: GameState, viewer: Creature, target: Creature) -> bool:
    return sees(state, viewer, target)


def attack_box(attacker: Creature, long_shot: bool, is_counterblow: bool) -> Attack:
    """The attack box in use: the printed one, Long shot's, or a bare Counterblow's."""
    if long_shot:
        kw = attacker.keyword("Long shot")
        assert kw is not None
        own = min(attacker.attack.dice, default=1)
        dice = tuple(own if r == ATTACK_RANK else r for r in bonus(kw.text).dice or (0,))
        return Attack(AttackType.SHOT, dice, range=kw.x or 0)
    if is_counterblow:
        return counterblow.strength(attacker)
    return attacker.attack


def check_attack(
    state: GameState,
    attacker_id: int,
    target_id: int,
    *,
    long_shot: bool = False,
    is_counterblow: bool = False,
) -> tuple[Creature, Creature]:
    """Raise unless the attacker may declare this attack on this target (LS2-6.4)."""
    attacker = require(state, attacker_id, "LS2-6.4")
    target = require(state, target_id, "LS2-6.4")
    if target.owner is attacker.owner:
        raise RuleViolation("LS2-6.4", "{name} on {at} is not an enemy", **fields(target))
    if long_shot and not attacker.has("Long shot"):
        raise RuleViolation(
            rule("Long shot X"), "{name} on {at} has no Long shot", **fields(attacker)
        )
    box = attack_box(attacker, long_shot, is_counterblow)
    if not box.dice:
        raise RuleViolation("LS2-1.3", "{name} on {at} has no attack", **fields(attacker))
    gap = distance(attacker.at, target.at)
    if gap > box.range:
        raise RuleViolation(
            "LS2-6.4",
            "{target_name} on {target_at} is {gap:plural:hex|hexes} away, "
            "beyond the range {reach} of {name} on {at}",
            **fields(attacker),
            **fields(target, "target_"),
            gap=gap,
            reach=box.range,
        )
    # A Counterblow answers its attacker: no Defender redirects it (LS2-C.55).
    melee = box.type is AttackType.MELEE and not is_counterblow
    forced = defenders(state, attacker) if melee else ()
    if forced and target not in forced:
        raise RuleViolation(
            rule("Defender"),
            "{name} on {at} is in contact with the Defender {target_name} on {target_at} "
            "and must attack it",
            **fields(attacker),
            **fields(forced[0], "target_"),
        )
    check_sight(state, attacker, target)
    return attacker, target


def _ranks(state: GameState, attacker: Creature, target: Creature, box: Attack) -> list[int]:
    bonus_dice = (
        *warlord_dice(state, attacker),
        *ambush_dice(attacker),
        *attack_bonuses(state, attacker, target).dice,
    )
    own = min(attacker.attack.dice, default=1)
    ranks = [own if r == ATTACK_RANK else r for r in (*box.dice, *bonus_dice)]
    if difficult_target(state, target):
        ranks = [1] * len(ranks)
    return ranks


def declare_attack(
    state: GameState,
    attacker_id: int,
    target_id: int,
    dice: Dice,
    *,
    long_shot: bool = False,
    is_counterblow: bool = False,
    is_frenzy: bool = False,
    then: AttackUnderWay | None = None,
) -> GameState:
    """Declare and roll (steps 1-2); the window opens with the attacker to act."""
    attacker, target = check_attack(
        state, attacker_id, target_id, long_shot=long_shot, is_counterblow=is_counterblow
    )
    box = attack_box(attacker, long_shot, is_counterblow)
    gained = attack_bonuses(state, attacker, target).keywords
    roll = Roll(roll_pool(dice, _ranks(state, attacker, target, box)))
    under_way = AttackUnderWay(
        attacker.id,
        target.id,
        box.type,
        roll,
        target.at,
        rerolls=x_of(state, attacker, "Master of Attack", gained),
        gained=gained,
        is_counterblow=is_counterblow,
        is_frenzy=is_frenzy,
        long_shot=long_shot,
        then=then,
    )
    if not is_counterblow:
        state = state.with_creature(replace(attacker, attacks=attacker.attacks + 1))
    state = state.logged(
        Event.of(
            "attack",
            attacker=attacker.id,
            target=target.id,
            type=str(box.type),
            counterblow=int(is_counterblow),
            roll=str(roll),
        )
    )
    arrow = Trace("attack", (attacker.at, target.at))
    if box.type is AttackType.MELEE:
        state = state.traced(arrow)
    else:  # a shot or a magical attack: its line of sight under the arrow
        state = state.traced(sight_trace(state, attacker.at, target.at), arrow)
    return replace(state, attack=under_way)
