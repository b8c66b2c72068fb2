"""Line of sight, computed exactly (LS2-8, rulings LS2-C.4 and LS2-C.5).

A creature sees another when some straight segment runs from a point of its hex to a
point of the other's hex without passing through the *inside* of a blocking hex: one
holding Difficult or sight-blocking terrain, or a creature other than the two. Touching
a blocking hex at a corner or along an edge does not block, and the two creatures' own
hexes never block.

Two rulings make that precise. *Blocking hexes side by side block as one piece*
(LS2-C.35): the
obstacle is the inside of the union of the blocking hexes, so a line that runs along
the edge two blocking hexes share is blocked (it is inside the piece), while a line
along the outline of the piece, or through a corner where it meets clear hexes, is
clear. *A line of sight stays on the battlefield* (LS2-C.36): the hexes just off its edge block
like any other, so no line runs round a blocker outside the board.

**Exact.** Every corner is a point of the integer lattice of
:mod:`engine.signum.warseer.hexes`, and the test below uses integer cross products and
fractions only: no sampling, no tolerance.

**Why two corners suffice.** Let ``A`` and ``T`` be the two hexes, ``H`` the convex hull
of both, ``O`` the obstacle (an open set), and ``V`` the corners of ``A``, ``T`` and the
blocking hexes that lie in ``H``. Every segment from ``A`` to ``T`` lies in ``H``. For a line
``l`` meeting both hexes, call ``l`` *free* when its shortest piece from ``A`` to ``T`` (the
*gap*) misses ``O``; a line holding any clear segment is free, because that segment
contains the gap. Two facts:

1. *Free lines form a closed set.* Take free lines converging to ``l``; their clear
   segments have endpoints in the compact sets ``A`` and ``T``, so some of them converge
   to a segment of ``l`` from ``A`` to ``T``; a segment that meets the open set ``O`` makes
   every nearby segment meet it too, so the limit is clear.
2. *Nothing changes between corners.* While a line moves without passing through a
   point of ``V``, no corner in ``H`` crosses it, so it keeps meeting ``A`` and ``T``,
   keeps crossing the same blocking insides, and its gap keeps the same pieces in the
   same order (pieces of hexes with disjoint insides cannot pass one another): it stays
   free or stays blocked. (Such a line runs along no edge, so there it meets ``O``
   exactly when it meets the inside of some blocking hex.)

Now take a free line and slide it sideways. It must stop meeting ``A`` eventually, which
happens only at a corner of ``A``, so it reaches a first point ``v`` of ``V``; until then
it stayed free (2), and at ``v`` it is free (1). Turn it about ``v``. If ``A`` and ``T``
do not touch, ``v`` lies outside one of them, and within half a turn the line stops
meeting that one, again only at one of its corners; so it reaches a second point ``w`` of
``V``, and the line through ``v`` and ``w`` is free. Hence: *a clear segment exists if and
only if, for some two points of* ``V``, *the line through them meets both hexes and its
gap is clear*; which is what :func:`sight_segment` checks, pair by pair: the gap must
enter no blocking hex's inside and run along no edge shared by two blocking hexes (on a
hex grid those edges, and the corners where three blocking hexes meet, are all that ``O``
adds to the hexes' insides; a line through such a corner that enters no inside runs
along one such edge). Hexes that touch (neighbours) always see each other: the segment
between their centres crosses only their shared edge.

>>> from engine.signum.warseer.hexes import Hex
>>> h = Hex.parse
>>> sight_segment(h("a1"), h("c2"), ()) is not None
True
>>> sight_segment(h("c3"), h("c5"), {h("c4")}) is not None  # past c4's east corner
True
>>> sight_segment(h("c3"), h("c5"), {h("c4"), h("d4")}) is not None  # and its west one
True
>>> sight_segment(h("c3"), h("c5"), {h("c4"), h("d4"), h("b4")}) is None
True
>>> sight_segment(h("c3"), h("e3"), {h("d3")}) is not None  # along the edge d3 shares with d2
True
>>> sight_segment(h("c3"), h("e3"), {h("d3"), h("d2")}) is None  # that edge is inside
True
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from fractions import Fraction
from math import gcd

from engine.core.errors import RuleViolation
from engine.signum.warseer.creatures import fields
from engine.signum.warseer.hexes import (
    Hex,
    Lattice,
    adjacent,
    centre,
    corners,
    distance,
    neighbours,
)
from engine.signum.warseer.state import Creature, GameState, Trace

Point = tuple[Fraction, Fraction]
Segment = tuple[Point, Point]


def blocking_hexes(state: GameState, a: Hex, b: Hex) -> frozenset[Hex]:
    """The hexes that stop a line of sight from ``a`` to ``b``: sight-blocking terrain or a
    creature, never ``a`` or ``b`` themselves (LS2-8.2, LS2-8.4)."""
    field = state.battlefield
    found = {h for h in field.terrain if field.blocks_sight(h)}
    found.update(c.at for c in state.creatures)
    found.update(off_board_ring(field.columns, field.rows))
    found.discard(a)
    found.discard(b)
    return frozenset(found)


def off_board_ring(columns: int, rows: int) -> frozenset[Hex]:
    """The hexes just outside a board of ``columns`` x ``rows``: they block every sight line."""
    inside = {Hex(c, r) for c in range(columns) for r in range(rows)}
    return frozenset(n for h in inside for n in neighbours(h) if n not in inside)


def _cross(ox: int, oy: int, dx: int, dy: int, p: Lattice) -> int:
    """Which side of the line through ``(ox, oy)`` along ``(dx, dy)`` the point ``p`` is on."""
    return dx * (p[1] - oy) - dy * (p[0] - ox)


def _hull(points: Iterable[Lattice]) -> list[Lattice]:
    """The convex hull, counter-clockwise, without collinear points (monotone chain)."""
    pts = sorted(set(points))

    def half(seq: list[Lattice]) -> list[Lattice]:
        out: list[Lattice] = []
        for p in seq:
            while len(out) >= 2 and _turn(out[-2], out[-1], p) <= 0:
                out.pop()
            out.append(p)
        return out

    lower, upper = half(pts), half(pts[::-1])
    return lower[:-1] + upper[:-1]


def _turn(o: Lattice, a: Lattice, b: Lattice) -> int:
    return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])


def _inside_closed(hull: list[Lattice], p: Lattice) -> bool:
    n = len(hull)
    return all(_turn(hull[i], hull[(i + 1) % n], p) >= 0 for i in range(n))


Ratio = tuple[int, int]
"""A position along a line as a fraction ``(numerator, denominator)``, the denominator > 0."""


def _less(a: Ratio, b: Ratio) -> bool:
    return a[0] * b[1] < b[0] * a[1]


def _chord(
    poly: tuple[Lattice, ...], sides: list[int], ox: int, oy: int, dx: int, dy: int
) -> tuple[Ratio, Ratio]:
    """Where the line meets the polygon: the first and last positions along it.

    A position is the projection on the line's direction, ``(p - o) . d``, exactly.
    """
    along = [dx * (p[0] - ox) + dy * (p[1] - oy) for p in poly]
    lo: Ratio | None = None
    hi: Ratio | None = None
    n = len(poly)
    for i in range(n):
        j = (i + 1) % n
        si, sj = sides[i], sides[j]
        if si == 0:
            at: Ratio = (along[i], 1)
        elif (si > 0 > sj) or (si < 0 < sj):
            den = si - sj
            num = along[i] * den + si * (along[j] - along[i])
            at = (num, den) if den > 0 else (-num, -den)
        else:
            continue
        if lo is None or _less(at, lo):
            lo = at
        if hi is None or _less(hi, at):
            hi = at
    assert lo is not None and hi is not None
    return lo, hi


def _line_key(v: Lattice, w: Lattice) -> tuple[int, int, int]:
    a, b = w[1] - v[1], v[0] - w[0]
    c = -(a * v[0] + b * v[1])
    g = gcd(gcd(a, b), c) or 1
    if a < 0 or (a == 0 and b < 0):
        g = -g
    return a // g, b // g, c // g


def sight_segment(a: Hex, b: Hex, blockers: Collection[Hex]) -> Segment | None:
    """A clear segment from hex ``a`` to hex ``b`` past ``blockers``, or ``None`` if none exists.

    The segment's ends are in lattice units. ``a`` and ``b`` never block, even if listed.
    """
    if a == b or adjacent(a, b):
        (ax, ay), (bx, by) = centre(a), centre(b)
        return (Fraction(ax), Fraction(ay)), (Fraction(bx), Fraction(by))
    poly_a, poly_t = corners(a), corners(b)
    hull = _hull(poly_a + poly_t)
    reach = distance(a, b)
    near = [
        h
        for h in blockers
        if h != a and h != b and distance(h, a) <= reach and distance(h, b) <= reach
    ]
    near = [
        h
        for h in near
        if any(_inside_closed(hull, p) for p in corners(h)) or _crosses_hull(corners(h), hull)
    ]
    blocks = [corners(h) for h in near]
    seams = _seams(near)
    # The quick try: centre to centre.
    (ax, ay), (bx, by) = centre(a), centre(b)
    found = _gap_if_free((ax, ay), (bx, by), poly_a, poly_t, blocks, seams)
    if found is not None:
        return found
    if not blocks:  # pragma: no cover - the centre line is then clear
        return None
    points = sorted(
        {p for p in poly_a + poly_t}
        | {p for poly in blocks for p in poly if _inside_closed(hull, p)}
    )
    seen: set[tuple[int, int, int]] = set()
    for i, v in enumerate(points):
        for w in points[i + 1 :]:
            dx, dy = w[0] - v[0], w[1] - v[1]
            if _misses(poly_a, v, dx, dy) or _misses(poly_t, v, dx, dy):
                continue
            key = _line_key(v, w)
            if key in seen:
                continue
            seen.add(key)
            found = _gap_if_free(v, w, poly_a, poly_t, blocks, seams)
            if found is not None:
                return found
    return None


def _misses(poly: tuple[Lattice, ...], o: Lattice, dx: int, dy: int) -> bool:
    """The line through ``o`` along ``(dx, dy)`` passes the polygon by, all on one side."""
    ox, oy = o
    sides = [dx * (p[1] - oy) - dy * (p[0] - ox) for p in poly]
    return min(sides) > 0 or max(sides) < 0


def _seams(near: list[Hex]) -> list[tuple[Lattice, Lattice]]:
    """The edges shared by two of the blocking hexes ``near``."""
    found = []
    placed = set(near)
    for h in near:
        for n in neighbours(h):
            if n in placed and h < n:
                e0, e1 = sorted(set(corners(h)) & set(corners(n)))
                found.append((e0, e1))
    return found


def _crosses_hull(poly: tuple[Lattice, ...], hull: list[Lattice]) -> bool:
    """A hull corner inside ``poly`` (a blocker can overlap the hull with no corner in it)."""
    n = len(poly)
    return any(all(_turn(poly[i], poly[(i + 1) % n], p) > 0 for i in range(n)) for p in hull)


def _gap_if_free(
    v: Lattice,
    w: Lattice,
    poly_a: tuple[Lattice, ...],
    poly_t: tuple[Lattice, ...],
    blocks: list[tuple[Lattice, ...]],
    seams: list[tuple[Lattice, Lattice]],
) -> Segment | None:
    """The gap of the line through ``v`` and ``w`` if the line meets both hexes and the gap
    enters no blocker's inside nor runs along a seam between two blockers; else ``None``."""
    ox, oy = v
    dx, dy = w[0] - ox, w[1] - oy
    sides_a = [dx * (p[1] - oy) - dy * (p[0] - ox) for p in poly_a]
    if min(sides_a) > 0 or max(sides_a) < 0:
        return None
    sides_t = [dx * (p[1] - oy) - dy * (p[0] - ox) for p in poly_t]
    if min(sides_t) > 0 or max(sides_t) < 0:
        return None
    a0, a1 = _chord(poly_a, sides_a, ox, oy, dx, dy)
    t0, t1 = _chord(poly_t, sides_t, ox, oy, dx, dy)
    forward = not _less(t0, a1)
    if forward:
        g0, g1 = a1, t0
    elif not _less(a0, t1):
        g0, g1 = t1, a0
    else:  # the hexes overlap along the line: they touch, and the caller handled that
        return None
    for poly in blocks:
        sides = [dx * (p[1] - oy) - dy * (p[0] - ox) for p in poly]
        if min(sides) >= 0 or max(sides) <= 0:
            continue  # the line misses the inside
        along = [dx * (p[0] - ox) + dy * (p[1] - oy) for p in poly]
        if not _less((min(along), 1), g1) or not _less(g0, (max(along), 1)):
            continue  # the whole hex lies beyond one end of the gap
        b0, b1 = _chord(poly, sides, ox, oy, dx, dy)
        if _less(b0, g1) and _less(g0, b1):
            return None
    for e0, e1 in seams:
        if _cross(ox, oy, dx, dy, e0) == 0 and _cross(ox, oy, dx, dy, e1) == 0:
            u0 = dx * (e0[0] - ox) + dy * (e0[1] - oy)
            u1 = dx * (e1[0] - ox) + dy * (e1[1] - oy)
            if _less((min(u0, u1), 1), g1) and _less(g0, (max(u0, u1), 1)):
                return None  # along an edge inside the blocking piece
    norm = dx * dx + dy * dy
    ends = [
        (ox + Fraction(dx * g[0], g[1] * norm), oy + Fraction(dy * g[0], g[1] * norm))
        for g in ((g0, g1) if forward else (g1, g0))
    ]
    return ends[0], ends[1]


def sees(state: GameState, viewer: Creature, target: Creature) -> bool:
    """Whether ``viewer`` has line of sight to ``target`` (LS2-8.1)."""
    return (
        sight_segment(viewer.at, target.at, blocking_hexes(state, viewer.at, target.at)) is not None
    )


def sight_trace(state: GameState, a: Hex, b: Hex) -> Trace:
    """The sight line from ``a`` to ``b`` as a diagram draws it (clear or not)."""
    found = sight_segment(a, b, blocking_hexes(state, a, b))
    segment = None if found is None else tuple((float(x), float(y)) for x, y in found)
    return Trace("sight", (a, b), found is not None, segment)  # type: ignore[arg-type]


def check_sight(state: GameState, viewer: Creature, target: Creature) -> None:
    """Refuse (LS2-8.2) unless ``viewer`` sees ``target``."""
    if not sees(state, viewer, target):
        raise RuleViolation(
            "LS2-8.2",
            "{name} on {at} has no line of sight to {target_name} on {target_at}",
            **fields(viewer),
            **fields(target, "target_"),
        )
