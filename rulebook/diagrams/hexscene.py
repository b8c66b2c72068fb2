"""What a hex battlefield diagram may show, and how each thing looks: a game turns its
snapshot into a :class:`HexScene` of terrain, creatures with their counters, and arrows,
in the page's words; :mod:`rulebook.diagrams.hexboard` draws it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Literal

from rulebook.diagrams.hexgrid import HexLayout
from rulebook.diagrams.layout import Point
from rulebook.diagrams.styles import ROLE_STYLES, WOUND_FILL, WOUND_RING

# Sizes as shares of a hex's inner radius (centre to the middle of a side).
DISC = 0.6
DISC_DROP = 0.12
"""The disc sits a little south of the hex's centre: the hex's name is above it."""
NAME_RISE = 0.74
NAME_FONT = 0.54
"""Big enough to read on a phone: a whole battlefield shrunk to a 400 px screen keeps its
hexes' names at 9 px or more."""
LABEL_FONT = 0.55
NAME_HALO = 3.0
"""The names are written last, each on a halo of its hex's colour: an arrow or a path
crossing a hex never hides its name."""
BADGE = 0.25
BADGE_FONT = 0.34

TERRAIN_STYLES: dict[str, tuple[str, str]] = {  # fill, outline
    "forest": ("#b9d9a5", "#4f7a3a"),
    "hill": ("#ead9a8", "#8c6a2c"),
    "impassable": ("#6f6f6f", "#333333"),
    "other": ("#d9d2c0", "#7d7461"),
}
BLOCKING = "#3d2f22"
"""The hatching of terrain that blocks line of sight (white over Impassable)."""
NAME_TEXT = "#6b6659"
ZONE_TINTS = {"south": "#dbe6f5", "north": "#fbe6cc", "": "#e4e4e4"}
"""A deployment zone's hexes: a pale shade of its side's colour (see styles.SIDE_STYLES)."""

Style = Literal["attack", "push", "path", "run", "sight-clear", "sight-blocked"]
ARROW_STYLES: dict[str, tuple[str, str, float]] = {  # colour, dash, width
    "attack": ("#0072b2", "", 3.0),
    "push": ("#d55e00", "6 3", 3.0),
    "path": ("#1a1a1a", "", 2.0),
    "run": ("#1a1a1a", "5 3", 2.0),
    "sight-clear": ("#009e73", "", 2.5),
    "sight-blocked": ("#d62828", "5 3", 2.5),
}
CASING = 5.0
"""How much wider a line of sight is drawn under the attack that follows it."""
HEADED = ("attack", "push", "path", "run")
"""The styles drawn with an arrowhead; a line of sight has none (it goes both ways)."""

COUNTER_STYLES: dict[str, tuple[str, str, str]] = {  # fill, rim, text
    "wounds": (WOUND_FILL, WOUND_RING, "#ffffff"),
    "armour": ("#4a5a6a", "#ffffff", "#ffffff"),
    "stun": ("#f0e442", "#6b6000", "#1a1a1a"),
    "poison": ("#117733", "#ffffff", "#ffffff"),
    "disease": ("#8c510a", "#ffffff", "#ffffff"),
    "uses": ("#6a3d9a", "#ffffff", "#ffffff"),
}
"""Each counter's colours; its shape differs too (a shield, a square, circles)."""
STATUSES = ("stun", "poison", "disease", "uses")
"""The counters written in a row under the disc, in this order."""


@dataclass(frozen=True, slots=True)
class Ground:
    """Terrain on one hex: its kind (``forest``, ``wall``...), its name for the tooltip and
    its abilities. Forest and Hill are drawn each its own way, anything else Impassable
    as Impassable and the rest as plain terrain; what blocks line of sight without being
    Difficult (which always does) is hatched."""

    hex: str
    kind: str
    name: str
    difficult: bool = False
    impassable: bool = False
    blocks_sight: bool = False

    @property
    def look(self) -> str:
        """How the hex is drawn: a key of :data:`TERRAIN_STYLES`."""
        if self.kind in ("forest", "hill"):
            return self.kind
        return "impassable" if self.impassable or self.kind == "impassable" else "other"

    @property
    def hatched(self) -> bool:
        return self.blocks_sight and not self.difficult


@dataclass(frozen=True, slots=True)
class Counter:
    """A badge on a creature: ``kind`` is a key of :data:`COUNTER_STYLES`, ``text`` what it
    shows (a number, or a status token's letter in the page's language)."""

    kind: str
    text: str


@dataclass(frozen=True, slots=True)
class Piece:
    """A creature on a hex, already in the page's words: ``label`` on its disc, ``name`` its
    full description (its tooltip). A ``hero`` gets an inner ring, a ``minion`` a dashed rim."""

    hex: str
    side: str
    label: str
    name: str
    kind: str = "character"
    counters: tuple[Counter, ...] = ()


@dataclass(frozen=True, slots=True)
class Arrow:
    """A line through hexes: an attack or a push (two hexes), a path (any), a line of sight
    (two hexes, centre to centre). A push of one hex found nowhere to go."""

    hexes: tuple[str, ...]
    style: Style
    segment: tuple[Point, Point] | None = None
    """For a line of sight: the clear line found, in the board's plane
    (:meth:`HexLayout.from_plane`); without one it runs from centre to centre."""


@dataclass(frozen=True)
class HexScene:
    """Everything one diagram shows. ``highlight`` outlines hexes by role (see ROLE_STYLES)."""

    ground: Sequence[Ground] = ()
    pieces: Sequence[Piece] = ()
    arrows: Sequence[Arrow] = ()
    highlight: Mapping[str, str] = field(default_factory=dict)
    zones: Mapping[str, str] = field(default_factory=dict)
    """Hex -> the side whose deployment zone it is: those hexes are tinted its colour."""


def check(layout: HexLayout, scene: HexScene) -> None:
    """One clear ValueError for anything the board cannot show."""
    named = [(g.hex, "terrain") for g in scene.ground] + [(p.hex, p.name) for p in scene.pieces]
    named += [(h, f"{a.style} arrow") for a in scene.arrows for h in a.hexes]
    named += [(h, f"{role} highlight") for h, role in scene.highlight.items()]
    named += [(h, f"{side} zone") for h, side in scene.zones.items()]
    for hex_name, what in named:
        if hex_name not in layout:
            raise ValueError(f"{what} on {hex_name!r}, not a hex of the board")
    taken = [p.hex for p in scene.pieces]
    if len(set(taken)) < len(taken):
        raise ValueError("two creatures on one hex")
    for arrow in scene.arrows:
        if not arrow.hexes or (arrow.style != "push" and len(arrow.hexes) < 2):
            raise ValueError(f"a {arrow.style} arrow needs a start and an end")
    for role in scene.highlight.values():
        if role not in ROLE_STYLES:
            raise ValueError(f"unknown highlight role {role!r}")
    for counter in (c for p in scene.pieces for c in p.counters):
        if counter.kind not in COUNTER_STYLES:
            raise ValueError(f"unknown counter {counter.kind!r}")
