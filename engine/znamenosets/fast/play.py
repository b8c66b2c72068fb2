"""Applying a packed action: the same transitions as ``game.apply``, on integers.

Nothing is checked here: a packed action comes from :func:`packed_actions`,
which lists only legal ones. The phase changes mirror ``turn.settle`` and
``turn.end_turn`` step for step, so ``play(pack(s), a) == pack(apply(s, a'))``.
"""

from __future__ import annotations

from engine.znamenosets.fast.layout import BIT
from engine.znamenosets.fast.packed import (
    ATTACK,
    BLUE_WINS,
    DRAW,
    EMPTY,
    GREEN_WINS,
    MOVEMENT,
    OVER,
    REMOVAL,
    Packed,
)
from engine.znamenosets.fast.steps import can_step
from engine.znamenosets.fast.strikes import attack_actions
from engine.znamenosets.ruleset import STANDARD_BEARERS_TO_WIN

SHIFT = (1, -1, -8, 8)
"""Bit offset of one step up, down, left, right."""


def _result(lost: tuple[int, int], before: tuple[int, int], own: tuple[int, int]) -> int | None:
    """ZN-10, rulings ZN-C.12, ZN-C.16 and ZN-C.17, from the counts alone.

    A side is out when it has lost its third standard-bearer or has just lost its
    last warrior; both out at once is a draw.
    """
    blue_out = lost[0] >= STANDARD_BEARERS_TO_WIN or (before[0] != 0 and own[0] == 0)
    green_out = lost[1] >= STANDARD_BEARERS_TO_WIN or (before[1] != 0 and own[1] == 0)
    if blue_out and green_out:
        return DRAW
    if blue_out:
        return GREEN_WINS
    if green_out:
        return BLUE_WINS
    return None


def _over(packed: Packed, result: int) -> Packed:
    return packed._replace(phase=OVER, result=result, bonus=0, attacks=None)


def settle(packed: Packed) -> Packed:
    """``turn.settle``: end the game, or turn a phase without actions into removal."""
    if packed.phase == OVER:
        return packed
    result = _result(packed.lost, packed.own, packed.own)
    if result is not None:
        return _over(packed, result)
    if packed.phase == MOVEMENT:
        return packed if can_step(packed, packed.side) else packed._replace(phase=REMOVAL)
    if packed.phase == ATTACK:
        attacks = attack_actions(packed)
        if not attacks:
            return packed._replace(phase=REMOVAL)
        return packed._replace(attacks=attacks)
    return packed


def _moved(
    packed: Packed, own: int, bearers: int, archers: int, codes: list[int], bonus: int
) -> Packed:
    """``turn.after_movement``: the attack phase with the board after a movement action."""
    sides = (own, packed.own[1]) if packed.side == 0 else (packed.own[0], own)
    moved = Packed(
        packed.side,
        ATTACK,
        sides,
        sides[0] | sides[1],
        bearers,
        archers,
        codes,
        bonus,
        packed.lost,
        None,
        packed.tables,
    )
    # settle() for a movement: it cannot change the losses, so only the attacks decide.
    attacks = attack_actions(moved)
    return moved._replace(attacks=attacks) if attacks else moved._replace(phase=REMOVAL)


def _end_turn(
    packed: Packed,
    own: tuple[int, int],
    bearers: int,
    archers: int,
    codes: list[int],
    lost: tuple[int, int],
) -> Packed:
    """``turn.end_turn``: count losses, end the game or pass the turn."""
    done = Packed(
        packed.side,
        packed.phase,
        own,
        own[0] | own[1],
        bearers,
        archers,
        codes,
        0,
        lost,
        None,
        packed.tables,
    )
    result = _result(lost, packed.own, own)
    if result is not None:
        return _over(done, result)
    return settle(done._replace(side=1 - packed.side, phase=MOVEMENT))


def _move(packed: Packed, origin: int, destination: int) -> Packed:
    codes = packed.codes[:]
    codes[destination], codes[origin] = codes[origin], EMPTY
    path = BIT[origin] | BIT[destination]
    bearers, archers = packed.bearers, packed.archers
    if bearers >> origin & 1:
        bearers ^= path
    if archers >> origin & 1:
        archers ^= path
    return _moved(packed, packed.own[packed.side] ^ path, bearers, archers, codes, 0)


def _shift(mask: int, offset: int) -> int:
    return mask << offset if offset > 0 else mask >> -offset


def _line(packed: Packed, line: int, direction: int, distance: int) -> Packed:
    offset = SHIFT[direction] * distance
    codes = packed.codes[:]
    members = [i for i in range(line.bit_length()) if line >> i & 1]
    moving = [codes[i] for i in members]
    for i in members:
        codes[i] = EMPTY
    for i, code in zip(members, moving, strict=True):
        codes[i + offset] = code
    moved = _shift(line, offset)
    bearers = (packed.bearers & ~line) | _shift(packed.bearers & line, offset)
    archers = (packed.archers & ~line) | _shift(packed.archers & line, offset)
    own = (packed.own[packed.side] & ~line) | moved
    return _moved(packed, own, bearers, archers, codes, moved)


def _attack(packed: Packed, attacker: int, hit: tuple[int, ...]) -> Packed:
    """``attack.resolve_attack`` and ``damage.inflict``: strengths first, wounds at once."""
    tables, codes = packed.tables, packed.codes[:]
    code = codes[attacker]
    bonus = packed.bonus >> attacker & 1
    equal, damage = tables.equal[bonus][code], tables.damage[code]
    wounds = [(target, damage[codes[target]]) for target in hit]
    counter = sum(equal[codes[target]] for target in hit) + (len(hit) == 2)
    if counter:
        wounds.append((attacker, counter))
    own, bearers, lost = list(packed.own), packed.bearers, list(packed.lost)
    archers = packed.archers
    health = tables.health
    for cell, amount in wounds:
        if (codes[cell] & 3) + amount >= health[codes[cell]]:  # wounds: the code's low bits
            side = 0 if own[0] >> cell & 1 else 1
            own[side] ^= BIT[cell]
            if bearers >> cell & 1:
                bearers ^= BIT[cell]
                lost[side] += 1
            archers &= ~BIT[cell]
            codes[cell] = EMPTY
        else:
            codes[cell] += amount
    return _end_turn(packed, (own[0], own[1]), bearers, archers, codes, (lost[0], lost[1]))


def _remove(packed: Packed, cell: int) -> Packed:
    """``turn.apply_remove``: the player's own warrior leaves; it counts as killed."""
    codes = packed.codes[:]
    codes[cell] = EMPTY
    own, lost, bearers = list(packed.own), list(packed.lost), packed.bearers
    own[packed.side] ^= BIT[cell]
    if bearers >> cell & 1:
        bearers ^= BIT[cell]
        lost[packed.side] += 1
    archers = packed.archers & ~BIT[cell]
    return _end_turn(packed, (own[0], own[1]), bearers, archers, codes, (lost[0], lost[1]))


def play(packed: Packed, action: tuple[int, ...]) -> Packed:
    """The position after a listed packed ``action``."""
    kind = action[0]
    if kind == 0:
        return _move(packed, action[1], action[2])
    if kind == 1:
        return _line(packed, action[1], action[2], action[3])
    if kind == 2:
        return _attack(packed, action[1], action[2:])
    return _remove(packed, action[1])
