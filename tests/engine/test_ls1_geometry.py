"""The classic table's geometry at its thresholds, case by case (LS1-C.2, C.21, C.24, C.32).

Each case is worked out by hand from the rule text, with round numbers; the sampled
and shapely oracles over thousands of seeded tables are in
tests/proof/test_ls1_geometry_oracle.py.
"""

from __future__ import annotations

import math
from itertools import pairwise

import pytest

from engine.signum.classic.geometry import (
    Disc,
    Polygon,
    first_touch,
    leaves_contact,
    line_of_sight,
    sweep_blocker,
    template_gap,
    templates_gap,
    touching,
)
from engine.signum.classic.geometry.polygons import (
    contains,
    entry_depth,
    goes_into,
    inner_corners,
    point_distance,
    segment_distance,
)
from engine.signum.classic.table import Point

TOL = 0.01
ELL = Polygon.of([(15, 20), (25, 20), (25, 40), (22, 40), (22, 23), (15, 23)])
"""An L-shaped template: a long leg up x = 22..25, and a foot along y = 20..23."""


# Line of sight (LS1-C.24)


def test_a_line_that_grazes_two_bases_in_contact_passes_between_them() -> None:
    """Two guards overlap by 0.005 cm (legal contact) across the way. The only clear
    lines run through the lens where they meet, within the tolerance of each: the archer
    sees the ogre."""
    archer, ogre = Disc(Point(10, 31), 1.5), Disc(Point(30, 30), 1.5)
    guards = [Disc(Point(20, 31.4975), 1.5), Disc(Point(20, 28.5025), 1.5)]
    sight = line_of_sight(archer, ogre, guards, [], TOL)
    assert sight.clear and sight.line is not None
    start, end = sight.line
    for guard in guards:
        assert segment_distance_to(start, end, guard.centre) >= guard.radius - TOL - 1e-9
    # The guards 0.025 cm into each other: the lens is 0.0125 deep on each side, and shut.
    closer = [Disc(Point(20, 31.4875), 1.5), Disc(Point(20, 28.5125), 1.5)]
    assert not line_of_sight(archer, ogre, closer, [], TOL).clear


@pytest.mark.parametrize(("overlap", "clear"), [(0.012, True), (0.019, True), (0.021, False)])
def test_a_line_may_graze_a_base_and_a_template_that_overlap_across_the_way(
    overlap: float, clear: bool
) -> None:
    """A guard stands ``overlap`` cm onto a blocking wall across the way. A line between
    them goes into both: it is clear while it can keep each within the tolerance, so up
    to 0.02 cm of overlap. Every such line goes into both, so none is tangent to the
    full-size guard or passes a corner of the full-size wall (the defect: only those
    lines were tried, and the answer was "blocked")."""
    archer, ogre = Disc(Point(10, 31), 1.5), Disc(Point(30, 30), 1.5)
    guard = Disc(Point(20, 31.5 - overlap), 1.5)
    wall = Polygon.of([(15, 20), (25, 20), (25, 30), (15, 30)])
    sight = line_of_sight(archer, ogre, [guard], [wall], TOL)
    assert sight.clear is clear
    if sight.line is not None:
        start, end = sight.line
        assert segment_distance_to(start, end, guard.centre) >= guard.radius - TOL - 1e-9
        assert entry_depth(start, end, wall) <= TOL + 1e-9


def test_bases_in_contact_see_each_other_even_overlapping_by_less_than_the_tolerance() -> None:
    me = Disc(Point(10, 30), 1.5)
    for apart in (3.0, 2.995, 3.009):  # touching, 0.005 cm into each other, 0.009 apart
        sight = line_of_sight(me, Disc(Point(10 + apart, 30), 1.5), [], [], TOL)
        assert sight.clear, apart


@pytest.mark.parametrize(("inside", "sees"), [(0.005, True), (0.015, False), (0.3, False)])
def test_a_base_inside_a_blocking_template_sees_out_only_within_the_tolerance_of_its_edge(
    inside: float, sees: bool
) -> None:
    """Ruling LS1-C.24: the line begins at the edge of the base, and that point counts. A
    base whose edge lies ``inside`` cm within the template's edge sees out only if that is
    at most the tolerance (the defect: 0.01-0.02 cm inside, it saw out)."""
    forest = Polygon.of([(0, 20), (20, 20), (20, 40), (0, 40)])
    archer = Disc(Point(20 - inside - 1.5, 30), 1.5)
    ogre = Disc(Point(30, 30), 1.5)
    assert line_of_sight(archer, ogre, [], [forest], TOL).clear is sees
    assert line_of_sight(ogre, archer, [], [forest], TOL).clear is sees  # both ways


def test_an_l_shaped_template_blocks_with_its_legs_and_not_its_hollow() -> None:
    # Across the hollow of the L (north of the foot, west of the leg): clear.
    assert line_of_sight(Disc(Point(16, 30), 1), Disc(Point(19, 36), 1), [], [ELL], TOL).clear
    # Across the leg: blocked.
    assert not line_of_sight(Disc(Point(18, 30), 1), Disc(Point(30, 30), 1), [], [ELL], TOL).clear
    # Along the bottom of the foot and the leg, 0.005 inside: clear; 0.015 inside: blocked.
    for inside, clear in ((0.005, True), (0.015, False)):
        west, east = Disc(Point(10, 21 + inside), 1), Disc(Point(30, 21 + inside), 1)
        assert line_of_sight(west, east, [], [ELL], TOL).clear is clear, inside


def test_the_inner_offset_of_an_l_bends_round_its_concave_corner() -> None:
    corners = inner_corners(ELL, 1.0)
    # Five convex corners moved in by 1, each 1 from its two edges; no corner at the
    # concave one (22, 23): the outline goes round it on an arc.
    assert sorted((round(p.x, 9), round(p.y, 9)) for p in corners) == [
        (16.0, 21.0),
        (16.0, 22.0),
        (23.0, 39.0),
        (24.0, 21.0),
        (24.0, 39.0),
    ]
    # A segment inside the L, tangent to the circle of radius 0.9 round the concave corner
    # and 0.4 long each way, comes no nearer the edges' arc of depth 1: its ends are
    # sqrt(0.81 + 0.16) < 1 from the corner.
    bend = Point(22 + 0.9 / math.sqrt(2), 23 - 0.9 / math.sqrt(2))
    step = 0.4 / math.sqrt(2)
    start, end = Point(bend.x - step, bend.y - step), Point(bend.x + step, bend.y + step)
    assert contains(ELL, bend) and point_distance(ELL, bend) == 0
    assert not goes_into(start, end, ELL, 1.0)
    assert goes_into(start, end, ELL, 0.5)
    assert entry_depth(start, end, ELL) == pytest.approx(math.sqrt(0.81 + 0.16), abs=1e-9)


def test_template_distances_of_an_l() -> None:
    assert template_gap(ELL, Disc(Point(20, 30), 1)) == pytest.approx(1.0)  # in the hollow
    assert template_gap(ELL, Disc(Point(23, 30), 1)) == -1  # on the leg
    assert segment_distance(ELL, Point(16, 35), Point(20, 35)) == pytest.approx(2.0)
    assert templates_gap(ELL, Polygon.of([(16, 25), (20, 25), (20, 30)])) == pytest.approx(2.0)


# Moves (LS1-C.2, LS1-C.21)


def test_a_move_head_on_stops_where_the_gap_is_the_tolerance() -> None:
    enemy = Disc(Point(10, 20), 1.5)
    stop = first_touch(Point(10, 10), Point(10, 30), 1.5, enemy, TOL)
    assert stop == pytest.approx(6.99)
    assert touching(Disc(Point(10, 10 + stop), 1.5), enemy, TOL)


def test_a_grazing_move_stops_where_it_first_comes_within_the_tolerance() -> None:
    """The enemy's edge passes 0.005 cm from the path: the move stops where the gap first
    shrinks to 0.01, 0.17 cm before the closest point (the defect: at the closest point)."""
    enemy = Disc(Point(13.005, 20), 1.5)
    stop = first_touch(Point(10, 10), Point(10, 30), 1.5, enemy, TOL)
    assert stop == pytest.approx(10 - math.sqrt(3.01**2 - 3.005**2))
    assert math.dist(Point(10, 10 + stop), enemy.centre) == pytest.approx(3.01)


def test_the_earlier_stop_is_clear_of_a_friend_that_the_closest_point_would_enter() -> None:
    enemy, friend = Disc(Point(13.005, 20), 1.5), Disc(Point(10, 22.9), 1.5)
    stop = first_touch(Point(10, 10), Point(10, 30), 1.5, enemy, TOL)
    assert stop is not None
    assert sweep_blocker(Point(10, 10), Point(10, 10 + stop), 1.5, [friend], TOL) is None
    assert sweep_blocker(Point(10, 10), Point(10, 20), 1.5, [friend], TOL) is friend


# Leaving contact (LS1-C.32)


def test_a_walk_round_an_enemy_leaves_contact_though_it_ends_touching_again() -> None:
    enemy = Disc(Point(13, 10), 1.5)
    path = [Point(10, 10), Point(10, 14), Point(16, 14), Point(16, 10)]
    assert touching(Disc(path[-1], 1.5), enemy, TOL)
    assert leaves_contact(path, 1.5, enemy, TOL)


def test_a_walk_that_slides_along_an_enemy_never_leaves_contact() -> None:
    enemy = Disc(Point(13, 10), 1.5)
    arc = [
        Point(13 + 3.005 * math.cos(a), 10 + 3.005 * math.sin(a))
        for a in (math.pi - k * math.pi / 20 for k in range(11))
    ]
    assert not leaves_contact(arc, 1.5, enemy, TOL)
    assert all(sweep_blocker(a, b, 1.5, [enemy], TOL) is None for a, b in pairwise(arc))


def segment_distance_to(start: Point, end: Point, point: Point) -> float:
    dx, dy = end.x - start.x, end.y - start.y
    t = max(
        0.0, min(1.0, ((point.x - start.x) * dx + (point.y - start.y) * dy) / (dx * dx + dy * dy))
    )
    return math.hypot(start.x + t * dx - point.x, start.y + t * dy - point.y)
