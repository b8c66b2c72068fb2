"""What an open-table diagram may show, and how each thing looks: a game turns its
snapshot into a :class:`Scene` of bases, terrain templates, strokes and measured
distances, in the page's words; :mod:`rulebook.diagrams.tabletop` draws it on a
:class:`TableView`, a square table in centimetres.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Literal

from rulebook.diagrams.layout import Point

MARGIN = {"north": 22.0, "east": 22.0, "south": 36.0, "west": 36.0}
"""Room outside the table (px): its edge names, and the scale's numbers south and west."""
GRID_STEP = 10.0
"""Centimetres between two lines of the faint grid, numbered along the south and west edges."""
EDGE_FONT = 11
TICK_FONT = 9
TEMPLATE_FONT = 10
OWN_EDGE_WIDTH = 5

GRID_STROKE = "#e2dccb"
TEMPLATE_STYLES = {  # open ground, and ground that blocks line of sight
    False: ("#d6e4b8", "#6f8a45"),
    True: ("#9c8a74", "#4d3f30"),
}
STROKE_STYLES: dict[str, tuple[str, str, float]] = {  # colour, dash, width
    "path": ("#1a1a1a", "", 2.0),
    "run": ("#1a1a1a", "6 3", 2.0),
    "sight-clear": ("#009e73", "", 2.5),
    "sight-blocked": ("#d62828", "5 3", 2.5),
}
MEASURE = ("#6a3d9a", "4 3")
"""Rings and bands: the distances a rule measures."""

Edge = Literal["north", "east", "south", "west"]
EDGES: tuple[Edge, ...] = ("north", "east", "south", "west")


@dataclass(frozen=True, slots=True)
class Disc:
    """A creature's base, already in the page's words.

    ``label`` is the short text on it, ``name`` its full description (its tooltip).
    ``kind`` ``"hero"`` adds an outer ring, ``"minion"`` dashes the rim; ``ghost`` draws
    only a dashed outline: where the creature stood, or would have stood.
    """

    x: float
    y: float
    diameter: float
    side: str
    label: str
    name: str
    kind: str = "character"
    wounds: int = 0
    role: str | None = None
    ghost: bool = False


@dataclass(frozen=True, slots=True)
class Template:
    """A terrain template: a polygon, which may block line of sight."""

    corners: tuple[tuple[float, float], ...]
    name: str
    blocks_sight: bool = False
    ghost: bool = False


@dataclass(frozen=True, slots=True)
class Stroke:
    """A line across the table: a move (``path``, ``run``) or a line of sight."""

    corners: tuple[tuple[float, float], ...]
    style: Literal["path", "run", "sight-clear", "sight-blocked"]


@dataclass(frozen=True, slots=True)
class Ring:
    """A distance measured from a base: a circle of ``radius`` cm around ``(x, y)``."""

    x: float
    y: float
    radius: float
    label: str


@dataclass(frozen=True, slots=True)
class Band:
    """A distance measured from an edge of the table: a line ``distance`` cm inside it."""

    edge: Edge
    distance: float
    label: str


@dataclass(frozen=True)
class Scene:
    """Everything one diagram shows, in drawing order: ground first, bases last."""

    templates: Sequence[Template] = ()
    bands: Sequence[Band] = ()
    rings: Sequence[Ring] = ()
    strokes: Sequence[Stroke] = ()
    discs: Sequence[Disc] = ()
    own_edges: Mapping[Edge, str] = field(default_factory=dict)
    """The edge of each player in the diagram, and that player's side (its colour)."""


@dataclass(frozen=True, slots=True)
class TableView:
    """A square table of ``size`` cm drawn at ``scale`` px per cm, north at the top."""

    size: float = 60.0
    scale: float = 7.0

    @property
    def canvas(self) -> tuple[float, float]:
        side = self.size * self.scale
        return (MARGIN["west"] + side + MARGIN["east"], MARGIN["north"] + side + MARGIN["south"])

    def at(self, x: float, y: float) -> Point:
        """Canvas coordinates of the table point ``x,y`` (cm from the south-west corner)."""
        return (MARGIN["west"] + x * self.scale, MARGIN["north"] + (self.size - y) * self.scale)

    def length(self, centimetres: float) -> float:
        return centimetres * self.scale

    def check(self, scene: Scene) -> None:
        """One clear ValueError for a base or a template that is not a shape on a table."""
        for disc in scene.discs:
            if disc.diameter <= 0 or not all(map(math.isfinite, (disc.x, disc.y))):
                raise ValueError(f"base {disc.name!r} is not a base on the table")
        for template in scene.templates:
            if len(template.corners) < 3:
                raise ValueError(f"template {template.name!r} needs at least three corners")
