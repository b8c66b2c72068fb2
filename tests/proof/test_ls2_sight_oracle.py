"""Warseer line of sight against a brute-force sampling oracle (LS2-8, LS2-C.4, LS2-C.5).

The engine decides sight exactly (integer corners, two-corner lines). The oracle here
knows nothing of that: it places the hexes in true proportions with numpy, draws many
random segments from the attacker's hex to the target's and samples points along them.
Sampling cannot see a line that only grazes corners, so the check is two-sided in the
way sampling allows:

- every segment the oracle finds clear with a margin means the engine must say "sees";
- every clear segment the engine returns is checked by the oracle: its ends lie in the
  two hexes, and no point of it lies inside the blocking area (the union of blocking
  hexes, the hexes off the board included) with a margin around it.
"""

from __future__ import annotations

import math
import random

import numpy as np

from engine.signum.warseer.hexes import Hex, corners
from engine.signum.warseer.sight import off_board_ring, sight_segment

COLUMNS, ROWS = 10, 8
APOTHEM = math.sqrt(3) / 2
# Edge normals of a flat-top hex: the top edge, and the two slanted pairs.
NORMALS = np.array([[0.0, 1.0], [APOTHEM, 0.5], [APOTHEM, -0.5]])

GRID = [(c, r) for c in range(-2, COLUMNS + 2) for r in range(-2, ROWS + 2)]
CENTRES = np.array([(1.5 * c, math.sqrt(3) * (r + 0.5 * (c % 2))) for c, r in GRID])
ON_BOARD = np.array([0 <= c < COLUMNS and 0 <= r < ROWS for c, r in GRID])
INDEX = {cr: i for i, cr in enumerate(GRID)}

SEGMENTS = 96  # random segments per layout
POINTS = 48  # sampled points per random segment
MARGIN = 0.1  # a sampled point this far from every blocker: the segment is clear there


def support(points: np.ndarray, centres: np.ndarray) -> np.ndarray:
    """For each point and hex: max |n . (p - c)|; at most APOTHEM exactly inside the hex."""
    pp = points @ NORMALS.T  # (points, 3)
    cc = centres @ NORMALS.T  # (hexes, 3)
    out = np.abs(pp[:, None, 0] - cc[None, :, 0])
    for k in (1, 2):
        np.maximum(out, np.abs(pp[:, None, k] - cc[None, :, k]), out=out)
    return out


def random_points_in(centre: np.ndarray, count: int, rng: np.random.Generator) -> np.ndarray:
    """Points spread over a hex: its corners, then uniform points (by rejection)."""
    angles = np.arange(6) * math.pi / 3
    found = [centre + np.column_stack((np.cos(angles), np.sin(angles)))]
    total = 6
    while total < count:
        trial = centre + rng.uniform(-1, 1, size=(count * 2, 2))
        inside = support(trial, centre[None, :])[:, 0] <= APOTHEM
        found.append(trial[inside])
        total += int(inside.sum())
    return np.concatenate(found)[:count]


def oracle_clear(a: int, b: int, blocked: np.ndarray, rng: np.random.Generator) -> bool:
    """Some random segment from hex ``a`` to hex ``b`` keeps MARGIN clear of every blocker."""
    ca, cb = CENTRES[a], CENTRES[b]
    span = cb - ca
    length = float(np.hypot(*span))
    # Only hexes near the centre line can meet a segment between the two hexes.
    rel = CENTRES - ca
    t = np.clip((rel @ span) / length**2, 0.0, 1.0)
    near = np.hypot(*(rel - t[:, None] * span).T) <= 2.01
    near &= blocked
    near[[a, b]] = False
    if not near.any():
        return True
    starts = random_points_in(ca, SEGMENTS, rng)
    ends = random_points_in(cb, SEGMENTS, rng)
    steps = np.linspace(0.0, 1.0, POINTS)
    pts = starts[:, None, :] + steps[None, :, None] * (ends - starts)[:, None, :]
    gaps = support(pts.reshape(-1, 2), CENTRES[near]) - APOTHEM  # <= true distance
    clear = (gaps.reshape(SEGMENTS, POINTS, -1) >= MARGIN).all(axis=(1, 2))
    assert (length + 2) / (POINTS - 1) / 2 < MARGIN  # samples close enough for the margin
    return bool(clear.any())


def check_witness(a: int, b: int, blocked: np.ndarray, segment: tuple) -> None:
    """The engine's clear segment: ends in the two hexes, no point deep in the blocking area."""
    p, q = (np.array([float(x) / 2, float(y) * APOTHEM]) for x, y in segment)  # lattice -> plane
    assert support(p[None, :], CENTRES[[a]])[0, 0] <= APOTHEM + 1e-9
    assert support(q[None, :], CENTRES[[b]])[0, 0] <= APOTHEM + 1e-9
    pts = p + np.linspace(0.0, 1.0, 201)[:, None] * (q - p)
    span = q - p
    rel = CENTRES - p
    t = np.clip((rel @ span) / max(float(span @ span), 1e-12), 0.0, 1.0)
    near = np.hypot(*(rel - t[:, None] * span).T) <= 1.01  # hexes the segment can touch
    gaps = support(pts, CENTRES[near]) - APOTHEM
    touching = gaps < 1e-9  # the hexes each point lies in or on
    free = ~blocked.copy()
    free[[a, b]] = True
    free = free[near]
    # A point is inside the blocking area if every hex it touches blocks.
    deep = ~(touching & free[None, :]).any(axis=1)
    assert not deep.any(), (
        f"the engine's segment passes through the blocking area at {pts[deep][0]}"
    )


def hex_of(index: int) -> Hex:
    c, r = GRID[index]
    return Hex(c, r)


RING = off_board_ring(COLUMNS, ROWS)


def test_the_lattice_corners_are_the_true_corners() -> None:
    for index in (INDEX[(0, 0)], INDEX[(3, 4)], INDEX[(9, 7)]):
        got = sorted((x / 2, y * APOTHEM) for x, y in corners(hex_of(index)))
        c = CENTRES[index]
        want = sorted(
            (c[0] + math.cos(k * math.pi / 3), c[1] + math.sin(k * math.pi / 3)) for k in range(6)
        )
        assert np.allclose(got, want)


def test_sight_matches_sampling_on_thousands_of_random_layouts() -> None:
    rng = random.Random(2026)
    nrng = np.random.default_rng(2026)
    board = [i for i, on in enumerate(ON_BOARD) if on]
    counts = {"seen": 0, "hidden": 0, "grazing only": 0}
    for _ in range(2000):
        a = rng.choice(board)
        far = [i for i in board if 2.5 < np.hypot(*(CENTRES[i] - CENTRES[a])) < 7.5]
        b = rng.choice(far)
        density = rng.choice((0.1, 0.25, 0.4, 0.6))
        blocked = ~ON_BOARD.copy()  # off the board blocks
        for i in board:
            if i not in (a, b) and rng.random() < density:
                blocked[i] = True
        engine_blockers = {hex_of(i) for i in board if blocked[i]} | RING
        found = sight_segment(hex_of(a), hex_of(b), engine_blockers)
        sampled = oracle_clear(a, b, blocked, nrng)
        if sampled:
            assert found is not None, (hex_of(a), hex_of(b), sorted(engine_blockers - RING))
        if found is not None:
            check_witness(a, b, blocked, found)
            counts["seen" if sampled else "grazing only"] += 1
        else:
            counts["hidden"] += 1
    # The layouts exercise every outcome, grazing-only sight included.
    assert min(counts.values()) >= 50, counts
