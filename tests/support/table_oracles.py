"""Two oracles for the classic table's geometry, sharing no code with the engine.

- :class:`Shapely`: GEOS's exact distances between points, segments and polygons; a
  round base is a polygon of ``QUAD_SEGS`` sides a quarter, which lies within
  ``SHAPELY_ERROR`` of the true circle on the largest base used here.
- :class:`Sampled`: plain numpy over sampled points: points on the rims of bases, points
  along segments and paths, and segments between sampled rim points.

Each oracle answers with the error it can vouch for. A query whose value lies within that
error of the rule's threshold is too close for it to call; every other query is decided,
and a decided answer that differs from the engine's is a disagreement.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from itertools import pairwise

import numpy as np
import shapely
from shapely.geometry import LineString
from shapely.geometry import Point as ShapelyPoint
from shapely.geometry import Polygon as ShapelyPolygon

QUAD_SEGS = 256
RIM_SAMPLES = 4096  # points on a rim: 1 - cos(pi / 4096) of a 3 cm radius is under 1e-6 cm
PATH_STEP = 2e-4  # cm between the points sampled along a path
LINE_STEP = 1e-3  # cm between the points sampled along a line of sight
OFFSET_SEGS = 16  # a template's inner offset rounds a concave corner on a 0.01 cm arc


Circle = tuple[float, float, float]  # x, y, radius
Corners = list[tuple[float, float]]


def rim(circle: Circle, count: int = RIM_SAMPLES) -> np.ndarray:
    x, y, r = circle
    angles = np.linspace(0.0, 2 * math.pi, count, endpoint=False)
    return np.column_stack((x + r * np.cos(angles), y + r * np.sin(angles)))


def polygon_depths(points: np.ndarray, corners: Corners) -> np.ndarray:
    """Each point's depth in the polygon: its distance to the nearest edge if inside, minus
    that distance if outside (even-odd rule, by crossings of a ray to the east)."""
    ring = np.array([*corners, corners[0]], dtype=float)
    a, b = ring[:-1], ring[1:]
    px, py = points[:, 0:1], points[:, 1:2]
    ab = b - a
    length2 = (ab**2).sum(axis=1)
    t = np.clip(((px - a[:, 0]) * ab[:, 0] + (py - a[:, 1]) * ab[:, 1]) / length2, 0.0, 1.0)
    dx, dy = a[:, 0] + t * ab[:, 0] - px, a[:, 1] + t * ab[:, 1] - py
    nearest = np.sqrt(dx * dx + dy * dy).min(axis=1)
    spans = (a[:, 1] > py) != (b[:, 1] > py)
    with np.errstate(divide="ignore", invalid="ignore"):
        crossing = a[:, 0] + (py - a[:, 1]) * ab[:, 0] / ab[:, 1]
    inside = (spans & (px < crossing)).sum(axis=1) % 2 == 1
    return np.where(inside, nearest, -nearest)


def segment_point_distances(starts: np.ndarray, ends: np.ndarray, point: np.ndarray) -> np.ndarray:
    d = ends - starts
    length2 = np.maximum((d**2).sum(axis=1), 1e-300)
    t = np.clip(((point - starts) * d).sum(axis=1) / length2, 0.0, 1.0)
    foot = starts + d * t[:, None]
    return np.sqrt(((point - foot) ** 2).sum(axis=1))


@dataclass(frozen=True)
class Call:
    """An oracle's answer: the value it measured, and how far off it may be."""

    value: float
    error: float


class Sampled:
    """Brute force over sampled points."""

    @staticmethod
    def gap(a: Circle, b: Circle) -> Call:
        """The least signed distance from ``a``'s sampled rim to ``b``'s edge. The nearest
        sample is at most half a step round the rim from the nearest point, which puts
        it at most ``d r s^2 / (2 (d - r))`` farther (``s``: that half step, in radians)."""
        points = rim(a)
        d = math.hypot(a[0] - b[0], a[1] - b[1])
        step = math.pi / RIM_SAMPLES
        error = d * a[2] * step * step / (2 * (d - a[2])) * 1.01 + 1e-12
        return Call(float(np.hypot(points[:, 0] - b[0], points[:, 1] - b[1]).min() - b[2]), error)

    @staticmethod
    def template_gap(corners: Corners, circle: Circle) -> Call:
        """From a base to a template: the least depth of the base's sampled rim, negated
        (``-radius`` when the centre is inside). The bound is :meth:`gap`'s, for the
        nearest point of the template at the gap found."""
        centre = np.array([[circle[0], circle[1]]])
        if polygon_depths(centre, corners)[0] >= 0:
            return Call(-circle[2], 0.0)
        found = float(-polygon_depths(rim(circle), corners).max())
        g, r, step = max(found, 1e-4), circle[2], math.pi / RIM_SAMPLES
        return Call(found, (r + g) * r * step * step / (2 * g) * 1.01 + 1e-12)

    @staticmethod
    def templates_gap(first: Corners, second: Corners, step: float = 2e-3) -> Call:
        """The least distance from ``first``'s outline, sampled every ``step``, to
        ``second`` (0 if a sample lies in ``second`` or a corner of ``second`` lies in
        ``first``). The distance changes no faster than the sample moves: at most half a
        step too far."""
        depths = polygon_depths(_outline(first, step), second)
        inner = polygon_depths(np.array(second, dtype=float), first)
        if depths.max() >= 0 or inner.max() >= 0:
            return Call(0.0, step / 2)
        return Call(float(-depths.max()), step / 2 + 1e-12)

    @staticmethod
    def first_touch(
        start: tuple[float, float], end: tuple[float, float], circle: Circle, reach: float
    ) -> float | None:
        """The distance along the path of the first sampled point within ``reach`` of the
        centre (None: none is)."""
        length = math.dist(start, end)
        steps = np.arange(0.0, length + PATH_STEP, PATH_STEP)
        steps[-1] = min(steps[-1], length)
        xs = start[0] + (end[0] - start[0]) * steps / length
        ys = start[1] + (end[1] - start[1]) * steps / length
        hit = np.nonzero(np.hypot(xs - circle[0], ys - circle[1]) <= reach)[0]
        return float(steps[hit[0]]) if len(hit) else None

    @staticmethod
    def line_depths(
        line: tuple[tuple[float, float], tuple[float, float]],
        discs: list[Circle],
        walls: list[Corners],
    ) -> float:
        """How far the segment goes into the deepest of the discs and walls, by points
        sampled every ``LINE_STEP`` along it (at most LINE_STEP / 2 short of the truth)."""
        (x0, y0), (x1, y1) = line
        count = max(2, int(math.dist(line[0], line[1]) / LINE_STEP) + 2)
        t = np.linspace(0.0, 1.0, count)
        points = np.column_stack((x0 + (x1 - x0) * t, y0 + (y1 - y0) * t))
        deepest = -math.inf
        for x, y, r in discs:
            deepest = max(deepest, float(r - np.hypot(points[:, 0] - x, points[:, 1] - y).min()))
        for corners in walls:
            deepest = max(deepest, float(polygon_depths(points, corners).max()))
        return deepest


def _outline(corners: Corners, step: float) -> np.ndarray:
    ring = np.array([*corners, corners[0]], dtype=float)
    parts = []
    for a, b in pairwise(ring):
        n = max(2, int(math.dist(a, b) / step) + 1)
        t = np.linspace(0.0, 1.0, n, endpoint=False)[:, None]
        parts.append(a + (b - a) * t)
    return np.vstack(parts)


class Shapely:
    """GEOS's answers, on round bases drawn as fine polygons."""

    @staticmethod
    def circle(c: Circle) -> ShapelyPolygon:
        return ShapelyPoint(c[0], c[1]).buffer(c[2], quad_segs=QUAD_SEGS)

    @staticmethod
    def gap(a: Circle, b: Circle) -> Call:
        """From the edge of ``a`` (its polygon's outline, inscribed in the circle) to ``b``'s
        centre, less ``b``'s radius: at most the polygon's sagitta too far."""
        sagitta = a[2] * (1 - math.cos(math.pi / (4 * QUAD_SEGS)))
        found = Shapely.circle(a).exterior.distance(ShapelyPoint(b[0], b[1])) - b[2]
        return Call(found, sagitta * 1.01 + 1e-12)

    @staticmethod
    def template_gap(corners: Corners, c: Circle) -> float:
        return ShapelyPolygon(corners).distance(ShapelyPoint(c[0], c[1])) - c[2]

    @staticmethod
    def templates_gap(first: Corners, second: Corners) -> float:
        return ShapelyPolygon(first).distance(ShapelyPolygon(second))

    @staticmethod
    def closest_approach(start: tuple[float, float], end: tuple[float, float], c: Circle) -> float:
        """How near the centre of a base sliding along the path comes to ``c``'s centre."""
        return LineString([start, end]).distance(ShapelyPoint(c[0], c[1]))

    @staticmethod
    def line_is_clear(
        line: tuple[tuple[float, float], tuple[float, float]],
        discs: list[Circle],
        walls: list[Corners],
        depth: float,
    ) -> bool:
        """Whether the segment keeps out of every disc shrunk by ``depth`` and every wall's
        inner offset by ``depth`` (GEOS's negative buffer, round at concave corners)."""
        segment = LineString(line) if line[0] != line[1] else ShapelyPoint(line[0])
        for x, y, r in discs:
            if segment.distance(ShapelyPoint(x, y)) < r - depth:
                return False
        for corners in walls:
            inner = ShapelyPolygon(corners).buffer(-depth, quad_segs=OFFSET_SEGS)
            if not inner.is_empty and segment.intersects(inner) and not segment.touches(inner):
                return False
        return True

    @staticmethod
    def clear_segments(
        starts: np.ndarray,
        ends: np.ndarray,
        discs: list[Circle],
        walls: list[Corners],
        depth: float,
    ) -> np.ndarray:
        """For many segments at once: which keep out of everything shrunk by ``depth``."""
        ok = np.ones(len(starts), dtype=bool)
        for x, y, r in discs:
            ok &= segment_point_distances(starts, ends, np.array([x, y])) >= r - depth
        for corners in walls:
            inner = ShapelyPolygon(corners).buffer(-depth, quad_segs=OFFSET_SEGS)
            left = np.nonzero(ok)[0]
            if inner.is_empty or not len(left):
                continue
            shapely.prepare(inner)
            lines = shapely.linestrings(np.stack((starts[left], ends[left]), axis=1))
            ok[left] = ~shapely.intersects(lines, inner)
        return ok


def between(
    a: Circle, b: Circle, theta: np.ndarray, rho: np.ndarray
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """For lines ``n . p = rho`` with ``n = (cos theta, sin theta)``: the part between the two
    circles (from ``a``'s edge to ``b``'s), and which lines meet both with the bases apart."""
    nx, ny = np.cos(theta), np.sin(theta)

    def chord(c: Circle) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        off = nx * c[0] + ny * c[1] - rho
        half = np.sqrt(np.maximum(c[2] ** 2 - off**2, 0.0))
        along = -ny * c[0] + nx * c[1]
        return along - half, along + half, np.abs(off) <= c[2]

    a_lo, a_hi, a_meets = chord(a)
    b_lo, b_hi, b_meets = chord(b)
    forward = a_hi <= b_lo
    ok = a_meets & b_meets & (forward | (b_hi <= a_lo))
    t0, t1 = np.where(forward, a_hi, a_lo), np.where(forward, b_lo, b_hi)
    starts = np.column_stack((rho * nx - t0 * ny, rho * ny + t0 * nx))
    ends = np.column_stack((rho * nx - t1 * ny, rho * ny + t1 * nx))
    return starts, ends, ok


def lines_through(
    point: tuple[float, float], direction: float, half_width: float, spread: float, count: int
) -> tuple[np.ndarray, np.ndarray]:
    """A fan of lines near ``point`` and ``direction``: offsets across it up to
    ``half_width``, turned up to ``spread`` radians either way."""
    turns = direction + np.linspace(-spread, spread, count)
    offsets = np.linspace(-half_width, half_width, count)
    theta = np.repeat(turns + math.pi / 2, count)  # the normal is across the direction
    shift = np.tile(offsets, count)
    rho = np.cos(theta) * point[0] + np.sin(theta) * point[1] + shift
    return theta, rho


def rim_segments(a: Circle, b: Circle, count: int) -> tuple[np.ndarray, np.ndarray]:
    """Every segment from a sampled point of ``a``'s rim to one of ``b``'s."""
    pa, pb = rim(a, count), rim(b, count)
    return np.repeat(pa, len(pb), axis=0), np.tile(pb, (len(pa), 1))
