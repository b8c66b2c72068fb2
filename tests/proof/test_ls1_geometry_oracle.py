"""The classic table's geometry against two oracles that share no code with it.

5,000 seeded tables a run, each built within 0.03 cm of one threshold of the rules:

- contact (1,500): two bases whose gap is near ``+tol`` or ``-tol`` (LS1-C.2, LS1-4.4);
- summoning (500): a new base near the S distance from an enemy (LS1-8.2);
- templates (1,000): a template near a base, near the table's edge at S and M, and near
  another template at S (LS1-9.2, LS1-9.3), rectangles, triangles and L shapes;
- moves (1,000): a straight stretch that grazes or meets an enemy base (LS1-C.21);
- lines of sight (1,000): lines squeezing between two bases in contact, between a base
  and a template that overlap, out of a template a base stands in, between bases in
  contact, and across crowded tables (LS1-C.24).

The oracles (:mod:`support.table_oracles`): shapely, and brute-force sampling. Each decides only
where its own error allows, and every decided answer must be the engine's. A clear line
the engine reports is checked by both; a line the engine calls blocked is searched for by
sampling segments between the bases, densely near where the table was built to have its
only gap. Each test counts what it decided, so that a run that decides nothing fails.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import astuple, dataclass, field

import numpy as np
import pytest
from shapely.geometry import Polygon as ShapelyPolygon
from support.table_oracles import (
    LINE_STEP,
    PATH_STEP,
    RIM_SAMPLES,
    Circle,
    Corners,
    Sampled,
    Shapely,
    between,
    lines_through,
    rim,
    rim_segments,
)

from engine.signum.classic.geometry import (
    Disc,
    Polygon,
    at_least,
    at_most,
    edge_gap,
    first_touch,
    gap,
    line_of_sight,
    on_table,
    overlapping,
    path_length,
    point_along,
    sweep_blocker,
    template_edge_gap,
    template_gap,
    template_on_table,
    templates_gap,
    touching,
)
from engine.signum.classic.ruleset import DEFAULT_RULESET
from engine.signum.classic.table import Edge, Point

TOL = DEFAULT_RULESET.tolerance
S = DEFAULT_RULESET.distance("S")
M = DEFAULT_RULESET.distance("M")
NEAR = 0.03  # how far from its threshold a table is built
CHUNKS = 4


@dataclass
class Tally:
    """What one test asked, decided and found: no disagreement may be found."""

    queries: int = 0
    decided: int = 0
    disagreements: list[str] = field(default_factory=list)

    def judge(self, engine: bool, truth: float, threshold: float, error: float, what: str) -> None:
        """The engine says ``engine``; an oracle measured ``truth`` with ``error``: it
        decides when ``truth`` lies farther than ``error`` from ``threshold``."""
        self.queries += 1
        if abs(truth - threshold) <= error:
            return
        self.decided += 1
        if engine != (truth <= threshold):
            self.disagreements.append(f"{what}: engine {engine}, oracle {truth:.6f} vs {threshold}")

    def agree(self, holds: bool, what: str) -> None:
        """A query every oracle decides: ``holds`` must."""
        self.queries += 1
        self.decided += 1
        if not holds:
            self.disagreements.append(what)

    def done(self, least: int) -> None:
        assert self.disagreements == [], self.disagreements[:5]
        assert self.decided >= least, (self.decided, self.queries)


def circle(d: Disc) -> Circle:
    return (d.centre.x, d.centre.y, d.radius)


def corners(p: Polygon) -> Corners:
    return [(c.x, c.y) for c in p.corners]


def rng_for(kind: str, chunk: int) -> random.Random:
    return random.Random(f"ls1-geometry-{kind}-{chunk}")


def near(rng: random.Random, threshold: float) -> float:
    return threshold + rng.uniform(-NEAR, NEAR)


def disc_at_gap(rng: random.Random, other: Disc, wanted: float) -> Disc:
    radius = rng.uniform(0.5, 3.0)
    angle = rng.uniform(0, 2 * math.pi)
    reach = other.radius + radius + wanted
    centre = Point(
        other.centre.x + reach * math.cos(angle), other.centre.y + reach * math.sin(angle)
    )
    return Disc(centre, radius)


# Contact and summoning


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_contact_near_the_tolerance(chunk: int) -> None:
    rng, tally = rng_for("contact", chunk), Tally()
    for _ in range(1500 // CHUNKS):
        a = Disc(Point(rng.uniform(10, 50), rng.uniform(10, 50)), rng.uniform(0.5, 3.0))
        b = disc_at_gap(rng, a, near(rng, rng.choice((TOL, -TOL))))
        for measured, error in (
            astuple(Sampled.gap(circle(a), circle(b))),
            astuple(Shapely.gap(circle(a), circle(b))),
        ):
            tally.judge(touching(a, b, TOL), abs(measured), TOL, error, f"touching {a} {b}")
            tally.judge(not overlapping(a, b, TOL), -measured, TOL, error, f"overlap {a} {b}")
            tally.agree(abs(gap(a, b) - measured) <= error + 1e-9, f"gap {a} {b}: {measured}")
        # The same base by an edge of the table: on it, and touching it (LS1-8.1, LS1-10.2).
        edge = rng.choice(list(Edge))
        offset = near(rng, rng.choice((TOL, -TOL)))
        x = {Edge.WEST: a.radius + offset, Edge.EAST: 60 - a.radius - offset}.get(edge, 30.0)
        y = {Edge.SOUTH: a.radius + offset, Edge.NORTH: 60 - a.radius - offset}.get(edge, 30.0)
        by_edge = Disc(Point(x, y), a.radius)
        rim_points = np.array(rim(circle(by_edge)))
        lowest = {
            Edge.WEST: rim_points[:, 0].min(),
            Edge.EAST: 60 - rim_points[:, 0].max(),
            Edge.SOUTH: rim_points[:, 1].min(),
            Edge.NORTH: 60 - rim_points[:, 1].max(),
        }[edge]
        error = a.radius * (1 - math.cos(math.pi / RIM_SAMPLES)) + 1e-12
        tally.judge(on_table(by_edge, 60, TOL), -lowest, TOL, error, f"on the table {by_edge}")
        touching_edge = at_most(abs(edge_gap(by_edge, edge, 60)), 0, TOL)
        tally.judge(touching_edge, abs(lowest), TOL, error, f"at the {edge} edge {by_edge}")
    tally.done(least=int(0.8 * 8 * 1500 / CHUNKS))


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_summoning_near_the_s_distance(chunk: int) -> None:
    rng, tally = rng_for("summon", chunk), Tally()
    for _ in range(500 // CHUNKS):
        enemy = Disc(Point(rng.uniform(15, 45), rng.uniform(15, 45)), rng.uniform(0.5, 3.0))
        new = disc_at_gap(rng, enemy, near(rng, S - TOL))
        for measured, error in (
            astuple(Sampled.gap(circle(new), circle(enemy))),
            astuple(Shapely.gap(circle(new), circle(enemy))),
        ):
            # LS1-8.2: the new base stands at least S from the enemy, within the tolerance.
            far_enough = at_least(gap(new, enemy), S, TOL)
            tally.judge(not far_enough, measured, S - TOL, error, f"summon {new} {enemy}")
    tally.done(least=int(0.8 * 2 * 500 / CHUNKS))


# Templates


def random_template(rng: random.Random, x: float, y: float) -> Polygon:
    """A rectangle, a triangle or an L, turned any way, with a corner near ``(x, y)``."""
    kind = rng.choice(("rectangle", "triangle", "ell"))
    w, h = rng.uniform(3, 10), rng.uniform(3, 10)
    if kind == "rectangle":
        shape = [(0, 0), (w, 0), (w, h), (0, h)]
    elif kind == "triangle":
        shape = [(0, 0), (w, 0), (rng.uniform(0, w), h)]
    else:
        t = rng.uniform(1, min(w, h) - 1)
        shape = [(0, 0), (w, 0), (w, t), (t, t), (t, h), (0, h)]
    angle = rng.uniform(0, 2 * math.pi)
    c, s = math.cos(angle), math.sin(angle)
    return Polygon.of([(x + px * c - py * s, y + px * s + py * c) for px, py in shape])


def slid_to_gap(fixed: Polygon, other: Polygon, heading: float, wanted: float) -> Polygon:
    """``other`` slid out from ``fixed``'s first corner along ``heading`` until shapely
    measures them ``wanted`` apart (halving the slide; apart grows as it slides)."""
    anchor, still = fixed.corners[0], ShapelyPolygon(corners(fixed))
    low, high = 0.0, 40.0
    for _ in range(45):
        middle = (low + high) / 2
        moved = other.moved(
            anchor.x + middle * math.cos(heading), anchor.y + middle * math.sin(heading)
        )
        low, high = (
            (middle, high)
            if still.distance(ShapelyPolygon(corners(moved))) < wanted
            else (low, middle)
        )
    return other.moved(anchor.x + high * math.cos(heading), anchor.y + high * math.sin(heading))


def beside_an_edge(rng: random.Random, template: Polygon, radius: float, wanted: float) -> Disc:
    """A base whose centre lies off a random point of an edge, ``radius + wanted`` out along
    the edge's outward normal (nearest to that edge unless another part comes nearer)."""
    a, b = rng.choice(template.edges)
    t = rng.uniform(0.1, 0.9)
    length = math.dist(a, b)
    turn = 1 if template.area > 0 else -1  # outside is on the right of an anticlockwise edge
    nx, ny = (b.y - a.y) / length * turn, -(b.x - a.x) / length * turn
    out = radius + wanted
    return Disc(Point(a.x + t * (b.x - a.x) + nx * out, a.y + t * (b.y - a.y) + ny * out), radius)


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_templates_near_bases_edges_and_each_other(chunk: int) -> None:
    rng, tally = rng_for("templates", chunk), Tally()
    for _ in range(1000 // CHUNKS):
        template = random_template(rng, rng.uniform(20, 40), rng.uniform(20, 40))
        # A base near the template (LS1-9.2: a template may not touch a base).
        radius = rng.uniform(0.5, 3.0)
        wanted = near(rng, TOL) if rng.random() < 0.8 else -rng.uniform(0, 2 * radius)
        disc = beside_an_edge(rng, template, radius, wanted)
        touches = at_most(template_gap(template, disc), 0, TOL)
        for measured, error in (
            astuple(Sampled.template_gap(corners(template), circle(disc))),
            (Shapely.template_gap(corners(template), circle(disc)), 1e-9),
        ):
            tally.judge(touches, measured, TOL, error, f"template touches {template} {disc}")
        # Another template at about S (LS1-9.3), slid towards the first along a line.
        other, heading = random_template(rng, 0, 0), rng.uniform(0, 2 * math.pi)
        second = slid_to_gap(template, other, heading, near(rng, S - TOL))
        too_close = not at_least(templates_gap(template, second), S, TOL)
        for measured, error in (
            astuple(Sampled.templates_gap(corners(template), corners(second))),
            (Shapely.templates_gap(corners(template), corners(second)), 1e-9),
        ):
            tally.judge(too_close, measured, S - TOL, error, f"templates {template} {second}")
        # The template across an edge of the table, within the tolerance or beyond (LS1-9.2).
        west = template.moved(near(rng, -TOL) - min(p.x for p in template.corners), 0)
        overhang = -min(p.x for p in west.corners)
        tally.judge(template_on_table(west, 60, TOL), overhang, TOL, 1e-9, f"overhang {west}")
        # The table's own edge at S and the opponent's at M (LS1-9.3).
        ys = [p.y for p in template.corners]
        south = template.moved(0, near(rng, S) - min(ys))
        north = template.moved(0, 60 - near(rng, M) - max(ys))
        for laid, edge, need, truth in (
            (south, Edge.SOUTH, S, min(p.y for p in south.corners)),
            (north, Edge.NORTH, M, 60 - max(p.y for p in north.corners)),
        ):
            short = not at_least(template_edge_gap(laid, edge, 60), need, TOL)
            tally.judge(short, truth, need - TOL, 1e-9, f"{edge} edge {laid}")
    tally.done(least=int(0.7 * 7 * 1000 / CHUNKS))


# Moves


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_moves_that_graze_or_meet_an_enemy(chunk: int) -> None:
    rng, tally = rng_for("moves", chunk), Tally()
    stops = 0
    for _ in range(1000 // CHUNKS):
        start = Point(rng.uniform(15, 45), rng.uniform(15, 45))
        angle, length = rng.uniform(0, 2 * math.pi), rng.uniform(4, 15)
        end = Point(start.x + length * math.cos(angle), start.y + length * math.sin(angle))
        radius, other_radius = rng.uniform(0.5, 3.0), rng.uniform(0.5, 3.0)
        reach = radius + other_radius
        # The enemy's centre beside the path, its closest approach near reach + tol.
        along = rng.uniform(0.3, 0.9) * length
        across = near(rng, reach + TOL) if rng.random() < 0.7 else rng.uniform(0, reach)
        side = rng.choice((-1, 1))
        ex = start.x + along * math.cos(angle) - side * across * math.sin(angle)
        ey = start.y + along * math.sin(angle) + side * across * math.cos(angle)
        enemy = Disc(Point(ex, ey), other_radius)
        if math.dist(start, enemy.centre) <= reach + TOL + NEAR:
            continue  # touching at the start: such an enemy never stops the move
        corner = Point(rng.uniform(10, 50), rng.uniform(10, 50))
        tally.agree(
            abs(
                path_length(start, [corner, end])
                - math.dist(start, corner)
                - math.dist(corner, end)
            )
            <= 1e-9,
            f"length of {start} {corner} {end}",
        )
        exact = first_touch(start, end, radius, enemy, TOL)
        closest = Shapely.closest_approach(start, end, circle(enemy))
        tally.judge(exact is not None, closest, reach + TOL, 1e-9, f"touch {start} {end} {enemy}")
        walked = Sampled.first_touch(start, end, circle(enemy), reach + TOL)
        tally.queries += 1
        if exact is not None and walked is not None:
            # The first sampled point within reach lies at most one step past the stop.
            tally.decided += 1
            stops += 1
            if not -1e-9 <= walked - exact <= PATH_STEP + 1e-9:
                tally.disagreements.append(f"stop {start} {end} {enemy}: {exact} vs {walked}")
            here = point_along(start, end, exact)
            if abs(math.dist(here, enemy.centre) - (reach + TOL)) > 1e-9:
                tally.disagreements.append(f"the stop at {here} is not at the tolerance")
        elif (exact is None) != (walked is None) and abs(closest - reach - TOL) > 1e-6:
            tally.decided += 1
            tally.disagreements.append(f"touch {start} {end} {enemy}: {exact} vs {walked}")
        # LS1-10.3: going into the base by more than the tolerance.
        blocked = sweep_blocker(start, end, radius, [enemy], TOL) is not None
        tally.judge(not blocked, -closest, -(reach - TOL), 1e-9, f"into {start} {end} {enemy}")
    assert stops > 100
    tally.done(least=int(0.7 * 4 * 1000 / CHUNKS))


# Lines of sight


@dataclass
class SightTable:
    """Two bases and what may stand between, and where the table's one gap was built."""

    shooter: Disc
    target: Disc
    discs: list[Disc]
    walls: list[Polygon]
    gap_at: tuple[float, float] | None = None  # a point the clear lines, if any, pass near
    gap_direction: float = 0.0


def turned(rng: random.Random, table: SightTable) -> SightTable:
    """The table turned about (30, 30) and shifted: no threshold is met along an axis."""
    angle, dx, dy = rng.uniform(0, 2 * math.pi), rng.uniform(-5, 5), rng.uniform(-5, 5)
    c, s = math.cos(angle), math.sin(angle)

    def move(p: tuple[float, float]) -> Point:
        x, y = p[0] - 30, p[1] - 30
        return Point(30 + x * c - y * s + dx, 30 + x * s + y * c + dy)

    return SightTable(
        Disc(move(table.shooter.centre), table.shooter.radius),
        Disc(move(table.target.centre), table.target.radius),
        [Disc(move(d.centre), d.radius) for d in table.discs],
        [Polygon(tuple(move(p) for p in w.corners)) for w in table.walls],
        None if table.gap_at is None else tuple(move(table.gap_at)),
        table.gap_direction + angle,
    )


def lens_table(rng: random.Random) -> SightTable:
    """Two bases in contact across the way: the clear lines squeeze through their lens."""
    r = rng.uniform(1, 2.5)
    overlap = near(rng, 2 * TOL)
    guards = [Disc(Point(30, 30 + r - overlap / 2), r), Disc(Point(30, 30 - r + overlap / 2), r)]
    shooter = Disc(Point(20, 30 + rng.uniform(-1, 1)), rng.uniform(0.8, 2))
    target = Disc(Point(40, 30 + rng.uniform(-1, 1)), rng.uniform(0.8, 2))
    return SightTable(shooter, target, guards, [], (30, 30), 0.0)


def base_on_wall_table(rng: random.Random) -> SightTable:
    """A base standing on a blocking wall's edge across the way."""
    r = rng.uniform(1, 2.5)
    overlap = near(rng, 2 * TOL)
    wall = Polygon.of([(25, 20), (35, 20), (35, 30), (25, 30)])
    guard = Disc(Point(30, 30 + r - overlap), r)
    shooter = Disc(Point(20, 30 + rng.uniform(0.5, 1.5)), rng.uniform(1, 2))
    target = Disc(Point(40, 30 + rng.uniform(-0.5, 0.5)), rng.uniform(1, 2))
    return SightTable(shooter, target, [guard], [wall], (30, 30 - overlap / 2), 0.0)


def inside_wall_table(rng: random.Random) -> SightTable:
    """A base inside a blocking template (a square or an L), its edge near the template's."""
    r = rng.uniform(0.8, 2)
    depth = near(rng, TOL)
    if rng.random() < 0.5:
        wall = Polygon.of([(10, 20), (30, 20), (30, 40), (10, 40)])
    else:
        wall = Polygon.of([(10, 20), (30, 20), (30, 40), (25, 40), (25, 25), (10, 25)])
    y = rng.uniform(31, 36)
    shooter = Disc(Point(30 - depth - r, y), r)
    target = Disc(Point(rng.uniform(38, 45), y + rng.uniform(-2, 2)), rng.uniform(0.8, 2))
    return SightTable(shooter, target, [], [wall], (30, y), 0.0)


def contact_table(rng: random.Random) -> SightTable:
    """Two bases in contact, maybe with a blocking template by the point where they meet."""
    r1, r2 = rng.uniform(0.8, 2.5), rng.uniform(0.8, 2.5)
    apart = near(rng, 0.0)
    shooter, target = Disc(Point(30 - r1, 30), r1), Disc(Point(30 + r2 + apart, 30), r2)
    walls = []
    if rng.random() < 0.5:  # a blocking template whose edge passes near where they meet
        edge = 30 + near(rng, TOL)
        walls.append(Polygon.of([(25, edge - 6), (35, edge - 6), (35, edge), (25, edge)]))
    return SightTable(shooter, target, [], walls, (30, 30), math.pi / 2)


def crowded_table(rng: random.Random) -> SightTable:
    while True:
        shooter = Disc(Point(rng.uniform(5, 25), rng.uniform(5, 55)), rng.uniform(0.8, 2.5))
        target = Disc(Point(rng.uniform(35, 55), rng.uniform(5, 55)), rng.uniform(0.8, 2.5))
        discs: list[Disc] = []
        for _ in range(rng.randint(1, 6)):
            d = Disc(Point(rng.uniform(15, 45), rng.uniform(5, 55)), rng.uniform(0.8, 3))
            if all(gap(d, o) > 0 for o in (shooter, target, *discs)):
                discs.append(d)
        walls = [
            w
            for w in (random_template(rng, rng.uniform(15, 40), rng.uniform(10, 45)),)
            if rng.random() < 0.5
            and Shapely.template_gap(corners(w), circle(shooter)) > 0
            and Shapely.template_gap(corners(w), circle(target)) > 0
        ]
        return SightTable(shooter, target, discs, walls)


SIGHT_KINDS: dict[str, tuple[Callable[[random.Random], SightTable], int]] = {
    "lens": (lens_table, 250),
    "base-on-wall": (base_on_wall_table, 250),
    "inside-wall": (inside_wall_table, 200),
    "contact": (contact_table, 150),
    "crowded": (crowded_table, 150),
}


def witness_is_clear(table: SightTable, line: tuple[Point, Point]) -> bool:
    """Both oracles: the line joins the two bases' edges and goes into nothing by more
    than the tolerance (shapely at once; the sampled points with half a step's slack)."""
    ends_ok = all(
        abs(math.dist(p, d.centre) - d.radius) <= 1e-6
        for p, d in zip(line, (table.shooter, table.target), strict=True)
    )
    discs = [circle(d) for d in table.discs]
    walls = [corners(w) for w in table.walls]
    plain = ((line[0].x, line[0].y), (line[1].x, line[1].y))
    by_shapely = Shapely.line_is_clear(plain, discs, walls, TOL + 1e-6)
    by_sampling = Sampled.line_depths(plain, discs, walls) <= TOL + 1e-6
    return ends_ok and by_shapely and by_sampling


def sampled_clear_line(table: SightTable, margin: float) -> bool:
    """Whether a segment between the two bases is found that goes into nothing by more
    than ``tol - margin``: among segments between sampled rim points, and a dense fan
    of lines near where the table was built to have its gap."""
    a, b = circle(table.shooter), circle(table.target)
    discs = [circle(d) for d in table.discs]
    walls = [corners(w) for w in table.walls]
    starts, ends = rim_segments(a, b, 48)
    if Shapely.clear_segments(starts, ends, discs, walls, TOL - margin).any():
        return True
    if table.gap_at is None:
        return False
    theta, rho = lines_through(table.gap_at, table.gap_direction, 0.05, 0.12, 41)
    starts, ends, meets = between(a, b, theta, rho)
    starts, ends = starts[meets], ends[meets]
    return bool(len(starts)) and bool(
        Shapely.clear_segments(starts, ends, discs, walls, TOL - margin).any()
    )


@pytest.mark.parametrize("kind", SIGHT_KINDS)
def test_lines_of_sight_that_graze(kind: str) -> None:
    build, count = SIGHT_KINDS[kind]
    rng, tally = rng_for(f"sight-{kind}", 0), Tally()
    answers = {True: 0, False: 0}
    for _ in range(count):
        table = turned(rng, build(rng))
        sight = line_of_sight(table.shooter, table.target, table.discs, table.walls, TOL)
        answers[sight.clear] += 1
        if sight.clear:
            assert sight.line is not None
            if gap(table.shooter, table.target) <= 0:
                ok = Shapely.line_is_clear(
                    ((sight.line[0].x, sight.line[0].y),) * 2,
                    [circle(d) for d in table.discs],
                    [corners(w) for w in table.walls],
                    TOL + 1e-6,
                )
            else:
                ok = witness_is_clear(table, sight.line)
            tally.agree(ok, f"{kind}: the clear line {sight.line} is not")
        elif gap(table.shooter, table.target) > 0:
            # Blocked: no sampled line may be clear, by a margin of two sampling steps.
            tally.agree(
                not sampled_clear_line(table, margin=2 * LINE_STEP),
                f"{kind}: blocked, yet a sampled line is clear: {table}",
            )
    if kind != "crowded":
        assert min(answers.values()) > count // 10, answers  # both answers, near the threshold
    tally.done(least=int(0.6 * count))
