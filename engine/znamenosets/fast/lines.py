"""Line movement on bitboards (ZN-7): stretches around each standard-bearer.

Every straight, gapless stretch of two or more cells has a precomputed *sweep*
per direction: for distance 1, 2, 3 the cells the line passes through or ends
on outside itself. A line may move ``d`` cells exactly when its sweep for ``d``
holds no warrior; a sweep that would leave the board is not listed at all.

>>> from engine.znamenosets.fast.layout import CELLS, bits
>>> a1_a2 = 0b11
>>> [[CELLS[i].name for i in bits(m)] for m in SWEEPS[a1_a2][0]]  # up 1, 2, 3
[['a3'], ['a3', 'a4'], ['a3', 'a4', 'a5']]
>>> SWEEPS[a1_a2][1]  # down: off the board at once
()
"""

from __future__ import annotations

from engine.znamenosets.fast.layout import BIT, SIZE, STEPS, WALKS, step
from engine.znamenosets.fast.packed import Packed
from engine.znamenosets.ruleset import LINE_RANGE_KIND
from engine.znamenosets.warriors import PRINTED

LINE_RANGE = PRINTED[LINE_RANGE_KIND][2] or 0
"""How far a line moves: the standard-bearer's printed movement (ZN-7.3)."""
UP, DOWN, LEFT, RIGHT = range(4)


def _sweeps(cells: list[int]) -> tuple[tuple[int, ...], ...]:
    mask = sum(BIT[i] for i in cells)
    out = []
    for delta in STEPS:
        swept, masks = 0, []
        for distance in range(1, LINE_RANGE + 1):
            moved = [step(i, delta, distance) for i in cells]
            if None in moved:
                break
            swept |= sum(BIT[i] for i in moved if i is not None) & ~mask
            masks.append(swept)
        out.append(tuple(masks))
    return tuple(out)


def _stretches() -> list[list[int]]:
    found = []
    for i in range(SIZE):
        for d in (UP, RIGHT):
            for length in range(1, len(WALKS[i][d]) + 1):
                found.append([i, *WALKS[i][d][:length]])
    return found


SWEEPS: dict[int, tuple[tuple[int, ...], ...]] = {
    sum(BIT[i] for i in cells): _sweeps(cells) for cells in _stretches()
}
"""Line mask -> per direction (up, down, left, right) the sweeps for distance 1, 2, 3."""


def _arm(bearer: int, direction: int, members: int) -> list[int]:
    """Growing masks of the bearer's own non-bearers outwards in ``direction``, up to a gap."""
    arm, mask = [], 0
    for j in WALKS[bearer][direction]:
        if not members >> j & 1:
            break
        mask |= BIT[j]
        arm.append(mask)
    return arm


def line_masks(packed: Packed) -> list[int]:
    """Every line of the player to move (ZN-7.1, 7.2, ruling ZN-C.9), as cell masks."""
    own = packed.own[packed.side]
    members = own & ~packed.bearers
    leaders = own & packed.bearers
    lines = []
    while leaders:
        low = leaders & -leaders
        leaders ^= low
        bearer = low.bit_length() - 1
        for back, ahead in ((LEFT, RIGHT), (DOWN, UP)):
            before = [0, *_arm(bearer, back, members)]
            after = [0, *_arm(bearer, ahead, members)]
            lines += [low | b | a for b in before for a in after if b or a]
    return lines


def count_line_moves(packed: Packed) -> int:
    """How many line moves the player to move has (ZN-7.3)."""
    occupied = packed.occupied
    total = 0
    for line in line_masks(packed):
        for sweeps in SWEEPS[line]:
            for swept in sweeps:
                if swept & occupied:
                    break
                total += 1
    return total


def _cell_order(line: int) -> tuple[int, ...]:
    return tuple(i for i in range(SIZE) if line >> i & 1)


def line_actions(packed: Packed) -> list[tuple[int, ...]]:
    """Every line move ``(1, line mask, direction, distance)`` in the reference order."""
    occupied = packed.occupied
    actions: list[tuple[int, ...]] = []
    for line in sorted(line_masks(packed), key=_cell_order):
        for direction, sweeps in enumerate(SWEEPS[line]):
            for distance, swept in enumerate(sweeps, start=1):
                if swept & occupied:
                    break
                actions.append((1, line, direction, distance))
    return actions
