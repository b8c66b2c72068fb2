"""The classic table's geometry against brute-force sampling oracles.

The engine answers each question exactly (shapely distances, tangent lines); the
oracles here sample points and segments with plain numpy arithmetic and shapely's
polygon tests, importing nothing of the engine but its value types. Each oracle is
one-sided where sampling can only approximate: what sampling finds must agree with
the engine, and every clear line the engine returns is checked clear.
"""

from __future__ import annotations

import math
import random

import numpy as np
import pytest
import shapely
from shapely.geometry import Polygon

from engine.signum.classic.geometry import (
    Disc,
    first_touch,
    gap,
    line_of_sight,
    sweep_blocker,
    template_gap,
    templates_gap,
    touching,
)
from engine.signum.classic.table import Point

TOL = 0.01
SAMPLES = 256  # points on a circle: the chord error on a 5 cm radius is under 0.0004 cm


def circle_points(disc: Disc, count: int = SAMPLES) -> np.ndarray:
    angles = np.linspace(0.0, 2 * math.pi, count, endpoint=False)
    return np.column_stack(
        (disc.centre.x + disc.radius * np.cos(angles), disc.centre.y + disc.radius * np.sin(angles))
    )


def boundary_points(polygon: Polygon, step: float = 0.02) -> np.ndarray:
    ring = polygon.exterior
    distances = np.arange(0.0, ring.length, step)
    return shapely.get_coordinates(shapely.line_interpolate_point(ring, distances))


def sampled_min_distance(a: np.ndarray, b: np.ndarray) -> float:
    return float(np.sqrt(((a[:, None, :] - b[None, :, :]) ** 2).sum(axis=2)).min())


def segment_point_distance(starts: np.ndarray, ends: np.ndarray, point: np.ndarray) -> np.ndarray:
    """Distance from ``point`` to each segment starts[i]–ends[i]."""
    d = ends - starts
    length2 = (d**2).sum(axis=1)
    t = np.where(length2 > 0, ((point - starts) * d).sum(axis=1) / np.maximum(length2, 1e-300), 0)
    t = np.clip(t, 0.0, 1.0)
    foot = starts + d * t[:, None]
    return np.sqrt(((point - foot) ** 2).sum(axis=1))


def random_disc(rng: random.Random, low: float = 5, high: float = 55) -> Disc:
    return Disc(Point(rng.uniform(low, high), rng.uniform(low, high)), rng.uniform(0.5, 3.0))


def random_polygon(rng: random.Random) -> Polygon:
    cx, cy = rng.uniform(10, 50), rng.uniform(10, 50)
    corners = sorted(rng.uniform(0, 2 * math.pi) for _ in range(rng.randint(3, 6)))
    return Polygon(
        [
            (cx + rng.uniform(1, 6) * math.cos(a), cy + rng.uniform(1, 6) * math.sin(a))
            for a in corners
        ]
    ).convex_hull


def test_gap_and_contact_match_sampled_circles() -> None:
    rng = random.Random(11)
    for _ in range(200):
        a, b = random_disc(rng), random_disc(rng)
        if math.dist(a.centre, b.centre) < a.radius + b.radius:
            continue  # overlapping bases: their edges cross, and the gap is negative by definition
        sampled = sampled_min_distance(circle_points(a), circle_points(b))
        assert gap(a, b) == pytest.approx(sampled, abs=0.002)
    # Contact within the tolerance, both ways.
    for offset, expected in ((0.0, True), (0.009, True), (-0.009, True), (0.011, False)):
        a, b = Disc(Point(20, 20), 1.5), Disc(Point(23 + offset, 20), 1.5)
        assert touching(a, b, TOL) is expected, offset


def test_template_distances_match_sampled_boundaries() -> None:
    rng = random.Random(12)
    for _ in range(60):
        template, disc = random_polygon(rng), random_disc(rng)
        if template.distance(disc.shape) <= disc.radius:  # overlapping: no gap to sample
            continue
        sampled = sampled_min_distance(boundary_points(template), circle_points(disc))
        assert template_gap(template, disc) == pytest.approx(sampled, abs=0.01)
        other = random_polygon(rng)
        if not other.intersects(template):
            sampled = sampled_min_distance(boundary_points(template), boundary_points(other))
            assert templates_gap(template, other) == pytest.approx(sampled, abs=0.01)


def sampled_first_touch(start: Point, end: Point, radius: float, other: Disc) -> float | None:
    """Walk the segment in steps of 0.001 cm; the first step whose gap is at most 0."""
    length = math.dist(start, end)
    steps = np.linspace(0.0, length, int(length / 0.001) + 2)
    xs = start.x + (end.x - start.x) * steps / max(length, 1e-300)
    ys = start.y + (end.y - start.y) * steps / max(length, 1e-300)
    gaps = np.hypot(xs - other.centre.x, ys - other.centre.y) - radius - other.radius
    hit = np.nonzero(gaps <= 0)[0]
    return float(steps[hit[0]]) if len(hit) else None


def test_the_first_touch_along_a_path_matches_walking_it() -> None:
    rng = random.Random(13)
    compared = 0
    for _ in range(300):
        start = Point(rng.uniform(5, 20), rng.uniform(5, 55))
        end = Point(rng.uniform(40, 55), rng.uniform(5, 55))
        other = random_disc(rng, 20, 40)
        radius = rng.uniform(0.5, 3)
        if math.dist(start, other.centre) <= radius + other.radius + TOL:
            continue
        walked = sampled_first_touch(start, end, radius, other)
        exact = first_touch(start, end, radius, other, TOL)
        if walked is None:
            # No point of the path touches; only a graze within the tolerance may count.
            line_gap = (
                shapely.LineString((start, end)).distance(other.shape) - radius - other.radius
            )
            assert exact is None or 0 < line_gap <= TOL
        else:
            assert exact is not None and exact == pytest.approx(walked, abs=0.002)
            compared += 1
        blocker = sweep_blocker(start, end, radius, [other], TOL)
        assert (blocker is not None) == (
            walked is not None and exact is not None and _goes_in(start, end, radius, other)
        )
    assert compared > 30


def _goes_in(start: Point, end: Point, radius: float, other: Disc) -> bool:
    s, e = np.array([start]), np.array([end])
    return bool(
        segment_point_distance(s, e, np.array(other.centre))[0] < radius + other.radius - TOL
    )


def sampled_clear_line(
    a: Disc, b: Disc, discs: list[Disc], walls: list[Polygon], count: int = 40
) -> tuple[Point, Point] | None:
    """A segment between the two circles that goes into nothing at all, found by sampling."""
    pa, pb = circle_points(a, count), circle_points(b, count)
    starts = np.repeat(pa, len(pb), axis=0)
    ends = np.tile(pb, (len(pa), 1))
    ok = np.ones(len(starts), dtype=bool)
    for d in discs:
        ok &= segment_point_distance(starts, ends, np.array(d.centre)) >= d.radius
    if walls:
        lines = shapely.linestrings(np.stack((starts, ends), axis=1))
        for wall in walls:
            ok &= ~shapely.intersects(lines, wall)
    # A segment through the shooter's or the target's own base is not a line between them.
    for own in (a, b):
        ok &= segment_point_distance(starts, ends, np.array(own.centre)) >= own.radius - 1e-6
    found = np.nonzero(ok)[0]
    if not len(found):
        return None
    i = int(found[0])
    return Point(*starts[i]), Point(*ends[i])


def witness_is_clear(
    line: tuple[Point, Point], a: Disc, b: Disc, discs: list[Disc], walls: list[Polygon]
) -> bool:
    start, end = line
    if math.dist(start, a.centre) > a.radius + TOL or math.dist(end, b.centre) > b.radius + TOL:
        return False
    s, e = np.array([start]), np.array([end])
    for d in discs:
        if segment_point_distance(s, e, np.array(d.centre))[0] < d.radius - TOL - 1e-9:
            return False
    segment = shapely.LineString(line)
    return not any(segment.intersects(w.buffer(-TOL - 1e-6)) for w in walls)


def crowded_table(rng: random.Random) -> tuple[Disc, Disc, list[Disc], list[Polygon]]:
    while True:
        a, b = random_disc(rng, 5, 25), random_disc(rng, 35, 55)
        discs: list[Disc] = []
        for _ in range(rng.randint(0, 7)):
            d = random_disc(rng, 15, 45)
            if all(math.dist(d.centre, o.centre) > d.radius + o.radius for o in (a, b, *discs)):
                discs.append(d)
        walls = [
            w
            for w in (random_polygon(rng) for _ in range(rng.randint(0, 2)))
            if w.distance(a.shape) > a.radius and w.distance(b.shape) > b.radius
        ]
        return a, b, discs, walls


def test_line_of_sight_agrees_with_sampled_segments() -> None:
    rng = random.Random(14)
    outcomes = {True: 0, False: 0}
    for _ in range(250):
        a, b, discs, walls = crowded_table(rng)
        sight = line_of_sight(a, b, discs, walls, TOL)
        sampled = sampled_clear_line(a, b, discs, walls)
        if sight.clear:
            assert sight.line is not None and witness_is_clear(sight.line, a, b, discs, walls)
        else:
            assert sampled is None, f"blocked, yet {sampled} is clear"
        outcomes[sight.clear] += 1
    assert min(outcomes.values()) > 20, outcomes  # both answers are exercised


def test_a_template_under_a_base_blocks_only_outside_it() -> None:
    shooter, target = Disc(Point(10, 10), 1.5), Disc(Point(30, 10), 1.5)
    # A blocking template covering half the shooter's base: the lines leave the base on its
    # north side, clear of the template.
    half = Polygon([(5, 5), (25, 5), (25, 10), (5, 10)])
    sight = line_of_sight(shooter, target, [], [half], TOL)
    assert sight.clear and sight.line is not None
    assert not shapely.LineString(sight.line).intersects(half.buffer(-2 * TOL))
    whole = Polygon([(5, 5), (25, 5), (25, 15), (5, 15)])
    assert not line_of_sight(shooter, target, [], [whole], TOL).clear


def test_a_line_through_a_diagonal_gap_is_found() -> None:
    """Two bases leave only a rising line between them: it touches the one from below and
    the other from above (a tangent that crosses between them), and it is clear."""
    a, b = Disc(Point(10, 30), 1.5), Disc(Point(50, 30), 1.5)
    discs = [Disc(Point(25, 32.5), 2.8), Disc(Point(35, 27.5), 2.8)]
    sight = line_of_sight(a, b, discs, [], TOL)
    assert sight.clear and sight.line is not None
    assert witness_is_clear(sight.line, a, b, discs, [])
    start, end = sight.line
    assert start.y < 30 < end.y  # rising through the gap
    wider = [Disc(d.centre, 2.95) for d in discs]  # the gap closes
    assert not line_of_sight(a, b, wider, [], TOL).clear
    assert sampled_clear_line(a, b, wider, [], count=120) is None
