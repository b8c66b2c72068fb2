"""Single movement on bitboards (ZN-6): a flood fill through free cells.

Each round of the fill moves the frontier one orthogonal step into cells not
reached yet, so after ``k`` rounds it holds exactly the cells whose fewest
steps through free cells is ``k``, as the reference breadth-first search finds.

>>> from engine.znamenosets.fast.layout import CELLS, FULL, bits
>>> sorted(CELLS[i].name for i in bits(reach(0, 2, FULL ^ 1)))
['a2', 'a3', 'b1', 'b2', 'c1']
"""

from __future__ import annotations

from engine.znamenosets.fast.layout import FULL, NOT_BOTTOM, NOT_TOP, ORTHO
from engine.znamenosets.fast.packed import Packed


def reach(origin: int, limit: int, free: int) -> int:
    """The cells a warrior on bit ``origin`` ends on in 1..``limit`` steps through ``free``."""
    frontier = ORTHO[origin] & free
    reached = frontier
    free ^= frontier
    for _ in range(limit - 1):
        if not frontier:
            break
        frontier = (
            ((frontier & NOT_TOP) << 1)
            | ((frontier & NOT_BOTTOM) >> 1)
            | (frontier << 8)
            | (frontier >> 8)
        ) & free
        reached |= frontier
        free ^= frontier
    return reached


def count_steps(packed: Packed) -> int:
    """How many single moves the player to move has."""
    own = packed.own[packed.side]
    free = FULL ^ packed.occupied
    codes, movement = packed.codes, packed.tables.movement
    total = 0
    while own:
        low = own & -own
        own ^= low
        origin = low.bit_length() - 1
        if ORTHO[origin] & free:
            total += reach(origin, movement[codes[origin]], free).bit_count()
    return total


def step_actions(packed: Packed) -> list[tuple[int, ...]]:
    """Every single move ``(0, origin, destination)``, by origin then destination."""
    own = packed.own[packed.side]
    free = FULL ^ packed.occupied
    codes, movement = packed.codes, packed.tables.movement
    actions: list[tuple[int, ...]] = []
    while own:
        low = own & -own
        own ^= low
        origin = low.bit_length() - 1
        if not ORTHO[origin] & free:
            continue
        targets = reach(origin, movement[codes[origin]], free)
        while targets:
            bit = targets & -targets
            targets ^= bit
            actions.append((0, origin, bit.bit_length() - 1))
    return actions


def can_step(packed: Packed, side: int) -> bool:
    """Whether ``side`` has any movement action (see ``movement.can_step``)."""
    own = packed.own[side]
    return bool(
        (((own & NOT_TOP) << 1) | ((own & NOT_BOTTOM) >> 1) | (own << 8) | (own >> 8))
        & (FULL ^ packed.occupied)
    )
