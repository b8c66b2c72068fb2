"""A hex battlefield seen from above, as one standalone SVG: terrain, creatures, arrows.

The grid renderer (:mod:`rulebook.diagrams.svg`) puts one disc with health pips on a
cell; a hex battle needs more on and between its hexes. Here a hex may carry terrain
(Forest, Hill, Impassable, anything else, and whether it blocks line of sight), a
creature carries its counters (wounds, armour, status tokens, markers) as badges
around its disc, and arrows run between hexes: the attack, the push, a move's path,
the line of sight (green where clear, red and dashed where blocked). Every hex has
its name written in it and the coordinates stand around the board, so a reader can
type them. A game turns its snapshot into a :class:`HexScene` in the page's language;
this module knows no game and no language.

It keeps the conventions of the other diagrams: text stays text, the same input gives
the same bytes, ``<title>`` and ``<desc>`` name it for screen readers, the board
scales through its ``viewBox``, and the key comes last as a ``<g class="legend">`` of
11 px lines, so the books can set it apart (:func:`rulebook.sphinx.diagrams.apart`).
Only plain SVG 1.1 is used (markers, polygons, text), which librsvg draws for print.
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Literal
from xml.etree import ElementTree
from xml.etree.ElementTree import Element, SubElement

from rulebook.diagrams.elements import css_class, highlight, number, points, text
from rulebook.diagrams.hexgrid import HexLayout
from rulebook.diagrams.layout import Point
from rulebook.diagrams.legend import LINE_HEIGHT, SWATCH, legend_size
from rulebook.diagrams.legend import legend as plain_legend
from rulebook.diagrams.styles import (
    AXIS_TEXT,
    BACKGROUND,
    CELL_FILL,
    CELL_STROKE,
    ROLE_STYLES,
    WOUND_FILL,
    WOUND_RING,
    side_style,
)

SVG_NAMESPACE = "http://www.w3.org/2000/svg"
IDENT = "hexes-0000"  # stands for the id until the drawing's hash is known
LEGEND_GAP = 12
AXIS_FONT = 13
EDGE_ROOM = 16.0
"""Room above and below the board's coordinates for the names of its edges."""

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


def _xml(element: Element) -> str:
    return ElementTree.tostring(element, encoding="unicode")


def _line(a: Point, b: Point, colour: str, dash: str, width: float, css: str) -> Element:
    attrs = {
        "class": css,
        "x1": number(a[0]),
        "y1": number(a[1]),
        "x2": number(b[0]),
        "y2": number(b[1]),
        "stroke": colour,
        "stroke-width": number(width),
    }
    if dash:
        attrs["stroke-dasharray"] = dash
    return Element("line", attrs)


def _chords(
    centre: Point, radius: float, angle: float, offsets: Sequence[float]
) -> list[tuple[Point, Point]]:
    """Chords of the circle around ``centre`` at ``angle`` degrees, ``offsets`` (shares of
    ``radius``) away from the centre: hatching that stays inside the hex."""
    cx, cy = centre
    tx, ty = math.cos(math.radians(angle)), math.sin(math.radians(angle))
    found: list[tuple[Point, Point]] = []
    for share in offsets:
        d = share * radius
        half = math.sqrt(max(radius * radius - d * d, 0.0))
        mx, my = cx - ty * d, cy + tx * d
        found.append(((mx - tx * half, my - ty * half), (mx + tx * half, my + ty * half)))
    return found


def _glyph(kind: str, centre: Point, size: float, colour: str) -> list[Element]:
    """The small drawing that tells a terrain kind apart without its colour."""
    x, y = centre
    if kind == "forest":  # a fir: a triangle on a trunk
        crown = [(x, y - size), (x + size * 0.7, y + size * 0.5), (x - size * 0.7, y + size * 0.5)]
        trunk = _line((x, y + size * 0.5), (x, y + size), colour, "", 1.5, "glyph-trunk")
        tree = Element("polygon", {"class": "glyph", "points": points(crown), "fill": colour})
        return [tree, trunk]
    if kind == "hill":  # a hump
        d = (
            f"M {number(x - size)} {number(y + size * 0.5)} "
            f"Q {number(x)} {number(y - size * 1.3)} {number(x + size)} {number(y + size * 0.5)}"
        )
        return [
            Element(
                "path",
                {"class": "glyph", "d": d, "fill": "none", "stroke": colour, "stroke-width": "1.8"},
            )
        ]
    return []


def _ground(layout: HexLayout, ground: Ground) -> Element:
    kind = ground.look
    fill, outline = TERRAIN_STYLES[kind]
    css = f"terrain {css_class(kind)}" + (" blocks-sight" if ground.hatched else "")
    group = Element("g", {"class": css, "data-hex": ground.hex})
    SubElement(group, "title").text = ground.name
    SubElement(
        group,
        "polygon",
        {"points": points(layout.polygon(ground.hex)), "fill": fill, "stroke": outline},
    )
    x, y = layout.centre(ground.hex)
    inner = layout.inner_radius
    if kind == "impassable":
        for a, b in _chords((x, y), inner * 0.8, 45, [0]) + _chords((x, y), inner * 0.8, 135, [0]):
            group.append(_line(a, b, "#ffffff", "", 2.5, "glyph"))
    for side in (-1, 1):
        group.extend(
            _glyph(kind, (x + side * inner * 0.78, y + inner * 0.05), inner * 0.2, outline)
        )
    if ground.hatched:
        colour = "#ffffff" if kind == "impassable" else BLOCKING
        for a, b in _chords((x, y), inner * 0.92, -45, [-0.55, 0.55]):
            group.append(_line(a, b, colour, "", 1.5, "hatch"))
    return group


def _cells(layout: HexLayout, zones: Mapping[str, str]) -> Element:
    """Every hex, its colours set once on the group (a page holds many boards)."""
    group = Element(
        "g", {"class": "cells", "fill": CELL_FILL, "stroke": CELL_STROKE, "stroke-width": "1"}
    )
    for name in layout.cells():
        side = zones.get(name)
        attrs = {"class": "cell", "data-cell": name, "points": points(layout.polygon(name))}
        if side:
            attrs["class"] = f"cell zone side-{css_class(side)}"
            attrs["fill"] = ZONE_TINTS.get(side, ZONE_TINTS[""])
        group.append(Element("polygon", attrs))
    return group


def _names(layout: HexLayout, dark: Collection[str]) -> Element:
    """Each hex's name in small print near its north side (white on ``dark`` hexes). The
    baseline is placed by hand, so every renderer sets the names where they belong."""
    inner = layout.inner_radius
    size = inner * NAME_FONT
    group = Element(
        "g",
        {
            "class": "hex-names",
            "font-size": number(size),
            "text-anchor": "middle",
            "fill": NAME_TEXT,
            "stroke": CELL_FILL,
            "stroke-width": number(NAME_HALO),
            "stroke-linejoin": "round",
            "style": "paint-order: stroke",  # SVG 1.1 (and EPUB) know it as a property alone
        },
    )
    for name in layout.cells():
        x, y = layout.centre(name)
        attrs = {"x": number(x), "y": number(y - inner * NAME_RISE + size * 0.35)}
        if name in dark:
            attrs["fill"] = "#ffffff"
            attrs["stroke"] = TERRAIN_STYLES["impassable"][0]
        SubElement(group, "text", attrs).text = name
    return group


def _axes(layout: HexLayout, edge_names: Mapping[str, str]) -> Element:
    """The coordinates around the board, and the names of its north and south edges."""
    group = Element(
        "g",
        {
            "class": "axes",
            "font-size": number(AXIS_FONT),
            "text-anchor": "middle",
            "fill": AXIS_TEXT,
        },
    )
    drop = AXIS_FONT * 0.35  # from the middle of a line of text to its baseline
    for label in layout.axis_labels():
        x, y = label.position
        attrs = {"class": "axis-label", "x": number(x), "y": number(y + drop)}
        SubElement(group, "text", attrs).text = label.text
    width, height = layout.size
    for edge, y in (("north", EDGE_ROOM / 2 + 2), ("south", height - EDGE_ROOM / 2 - 2)):
        if edge in edge_names:
            attrs = {"class": "edge-name", "x": number(width / 2), "y": number(y + drop)}
            SubElement(group, "text", attrs).text = edge_names[edge]
    return group


def disc_centre(layout: HexLayout, hex_name: str) -> Point:
    """Where a creature's disc (and an arrow's end) sits in ``hex_name``."""
    x, y = layout.centre(hex_name)
    return (x, round(y + layout.inner_radius * DISC_DROP, 2))


def _badge(counter: Counter, at: Point, size: float) -> Element:
    fill, rim, colour = COUNTER_STYLES[counter.kind]
    x, y = at
    group = Element("g", {"class": f"counter {counter.kind}"})
    if counter.kind == "armour":  # a shield
        outline = [
            (x - size, y - size * 0.8),
            (x, y - size * 1.1),
            (x + size, y - size * 0.8),
            (x + size * 0.8, y + size * 0.5),
            (x, y + size * 1.15),
            (x - size * 0.8, y + size * 0.5),
        ]
        shape = Element("polygon", {"points": points(outline)})
    elif counter.kind == "uses":  # a marker: a square
        shape = Element(
            "rect",
            {
                "x": number(x - size),
                "y": number(y - size),
                "width": number(2 * size),
                "height": number(2 * size),
                "rx": number(size * 0.25),
            },
        )
    else:
        shape = Element("circle", {"cx": number(x), "cy": number(y), "r": number(size)})
    shape.set("fill", fill)
    shape.set("stroke", rim)
    shape.set("stroke-width", "1.2")
    group.append(shape)
    if counter.text:
        group.append(
            text(counter.text, at, size * BADGE_FONT / BADGE, "counter-text", colour, True)
        )
    return group


def _piece(layout: HexLayout, piece: Piece) -> Element:
    style = side_style(piece.side)
    inner = layout.inner_radius
    x, y = disc_centre(layout, piece.hex)
    radius = inner * DISC
    kind = css_class(piece.kind)
    group = Element(
        "g", {"class": f"creature {kind} side-{css_class(piece.side)}", "data-hex": piece.hex}
    )
    SubElement(group, "title").text = piece.name
    body = {
        "class": "creature-body",
        "cx": number(x),
        "cy": number(y),
        "r": number(radius),
        "fill": style.fill,
        "stroke": style.stroke,
        "stroke-width": "1.5",
    }
    if piece.kind == "minion":
        body["stroke-dasharray"] = "3 2"
    SubElement(group, "circle", body)
    if piece.kind == "hero":
        SubElement(
            group,
            "circle",
            {
                "class": "hero-ring",
                "cx": number(x),
                "cy": number(y),
                "r": number(radius - 2.5),
                "fill": "none",
                "stroke": style.text,
                "stroke-width": "1",
            },
        )
    group.append(text(piece.label, (x, y), inner * LABEL_FONT, "creature-label", style.text, True))
    size = inner * BADGE
    corners = {
        "armour": (x - inner * 0.55, y - inner * 0.45),
        "wounds": (x + inner * 0.55, y - inner * 0.45),
    }
    row = [c for kind in STATUSES for c in piece.counters if c.kind == kind]
    step = size * 2.1
    for counter in piece.counters:
        if counter.kind in corners:
            group.append(_badge(counter, corners[counter.kind], size))
    for index, counter in enumerate(row):
        at = (x + (index - (len(row) - 1) / 2) * step, y + radius)
        group.append(_badge(counter, at, size))
    return group


def _toward(a: Point, b: Point, distance: float) -> Point:
    """The point ``distance`` from ``a`` on the way to ``b``."""
    length = math.dist(a, b)
    if length == 0:
        return a
    share = distance / length
    return (a[0] + (b[0] - a[0]) * share, a[1] + (b[1] - a[1]) * share)


def arrow_points(layout: HexLayout, arrow: Arrow, occupied: Collection[str] = ()) -> list[Point]:
    """The corners of an arrow on the canvas, from disc centre to disc centre; an end on an
    ``occupied`` hex stops at the rim of its disc, so the creature stays visible. A line of
    sight runs from hex centre to hex centre."""
    if arrow.style.startswith("sight"):
        if arrow.segment is not None:
            return [layout.from_plane(p) for p in arrow.segment]
        return [layout.centre(h) for h in arrow.hexes]
    corners = [disc_centre(layout, h) for h in arrow.hexes]
    if len(corners) < 2:
        return corners
    radius = layout.inner_radius * DISC
    first, last = corners[0], corners[-1]
    if arrow.hexes[0] in occupied:
        first = _toward(corners[0], corners[1], radius + 1)
    if arrow.hexes[-1] in occupied:
        last = _toward(corners[-1], corners[-2], radius + 2)
    return [first, *corners[1:-1], last]


def _arrow(
    layout: HexLayout, arrow: Arrow, occupied: Collection[str], wide: bool = False
) -> Element:
    """One arrow; ``wide`` draws a line of sight as a band an attack arrow lies on."""
    colour, dash, width = ARROW_STYLES[arrow.style]
    width += CASING if wide else 0
    if len(arrow.hexes) == 1:  # a push that found no hex: a ring of the push's colour
        x, y = disc_centre(layout, arrow.hexes[0])
        return Element(
            "circle",
            {
                "class": "arrow push-nowhere",
                "data-hex": arrow.hexes[0],
                "cx": number(x),
                "cy": number(y),
                "r": number(layout.inner_radius * DISC + 3.5),
                "fill": "none",
                "stroke": colour,
                "stroke-width": number(width),
                "stroke-dasharray": "2 2",
            },
        )
    attrs = {
        "class": f"arrow {arrow.style}",
        "data-hexes": " ".join(arrow.hexes),
        "points": points(arrow_points(layout, arrow, occupied)),
        "fill": "none",
        "stroke": colour,
        "stroke-width": number(width),
        "stroke-linejoin": "round",
        "stroke-linecap": "round" if arrow.style.startswith("sight") else "butt",
    }
    if dash:
        attrs["stroke-dasharray"] = dash
    if arrow.style in HEADED:
        attrs["marker-end"] = f"url(#{IDENT}-{arrow.style})"
    return Element("polyline", attrs)


def _cased(line: Arrow, arrows: Sequence[Arrow]) -> bool:
    """Whether ``line`` is a line of sight between the hexes of an attack: the attack arrow
    would hide it, so it is drawn wider, a band showing on both sides of the arrow."""
    ends = set(line.hexes)
    return line.style.startswith("sight") and any(
        a.style == "attack" and set(a.hexes) == ends for a in arrows
    )


def _arrowhead(style: str) -> Element:
    marker = Element(
        "marker",
        {
            "id": f"{IDENT}-{style}",
            "viewBox": "0 0 10 10",
            "refX": "7",
            "refY": "5",
            "markerWidth": "4",
            "markerHeight": "4",
            "orient": "auto",
        },
    )
    SubElement(marker, "path", {"d": "M 0 0 L 10 5 L 0 10 z", "fill": ARROW_STYLES[style][0]})
    return marker


def swatch(key: str, x: float, y: float) -> Element | None:
    """The key's mark for this board's own legend entries (the others: legend.py's).

    ``terrain:<kind>`` and ``terrain:blocking``, ``arrow:<style>``, ``arrow:push-nowhere``,
    ``counter:<kind>:<text>``, ``creature:hero`` and ``creature:minion``, ``zone:<side>``.
    """
    half = SWATCH / 2
    kind, _, value = key.partition(":")
    if kind == "terrain":
        fill, outline = TERRAIN_STYLES.get(value, TERRAIN_STYLES["other"])
        if value == "blocking":
            fill, outline = TERRAIN_STYLES["other"]
        corners = [
            (
                x + half + half * math.cos(math.radians(60 * k)),
                y + half * math.sin(math.radians(60 * k)),
            )
            for k in range(6)
        ]
        group = Element("g", {"class": f"swatch terrain {css_class(value)}"})
        SubElement(group, "polygon", {"points": points(corners), "fill": fill, "stroke": outline})
        if value == "blocking":
            for a, b in _chords((x + half, y), half * 0.85, -45, [-0.4, 0.4]):
                group.append(_line(a, b, BLOCKING, "", 1.2, "hatch"))
        if value == "impassable":
            for a, b in _chords((x + half, y), half * 0.7, 45, [0]) + _chords(
                (x + half, y), half * 0.7, 135, [0]
            ):
                group.append(_line(a, b, "#ffffff", "", 1.5, "glyph"))
        group.extend(_glyph(value, (x + half, y), half * 0.55, outline))
        return group
    if kind == "zone":
        corners = [
            (
                x + half + half * math.cos(math.radians(60 * k)),
                y + half * math.sin(math.radians(60 * k)),
            )
            for k in range(6)
        ]
        return Element(
            "polygon",
            {
                "class": f"swatch zone side-{css_class(value)}",
                "points": points(corners),
                "fill": ZONE_TINTS.get(value, ZONE_TINTS[""]),
                "stroke": CELL_STROKE,
            },
        )
    if kind == "arrow" and value == "push-nowhere":
        colour, _, _ = ARROW_STYLES["push"]
        return Element(
            "circle",
            {
                "class": "swatch push-nowhere",
                "cx": number(x + half),
                "cy": number(y),
                "r": number(half - 1.5),
                "fill": "none",
                "stroke": colour,
                "stroke-width": "2.5",
                "stroke-dasharray": "2 2",
            },
        )
    if kind == "arrow" and value in ARROW_STYLES:
        colour, dash, width = ARROW_STYLES[value]
        group = Element("g", {"class": f"swatch arrow {value}"})
        end = x + SWATCH - (4 if value in HEADED else 0)
        group.append(_line((x, y), (end, y), colour, dash, width, "swatch-line"))
        if value in HEADED:  # the head drawn as a triangle: the key is a drawing of its own
            head = [(x + SWATCH - 5, y - 4), (x + SWATCH, y), (x + SWATCH - 5, y + 4)]
            SubElement(group, "polygon", {"points": points(head), "fill": colour})
        return group
    if kind == "counter":
        name, _, shown = value.partition(":")
        if name in COUNTER_STYLES:
            badge = _badge(Counter(name, shown), (x + half, y), half - 1)
            badge.set("class", f"swatch counter {name}")
            return badge
    if kind == "creature" and value in ("hero", "minion"):
        group = Element("g", {"class": f"swatch creature {value}"})
        circle = {
            "cx": number(x + half),
            "cy": number(y),
            "r": number(half - 1),
            "fill": "#c4c4c4",
            "stroke": "#5c5c5c",
            "stroke-width": "1.5",
        }
        if value == "minion":
            circle["stroke-dasharray"] = "3 2"
        SubElement(group, "circle", circle)
        if value == "hero":
            ring = {**circle, "r": number(half - 3.5), "fill": "none", "stroke": "#ffffff"}
            ring["stroke-width"] = "1"
            SubElement(group, "circle", ring)
        return group
    return None


def legend(entries: Sequence[tuple[str, str]], x: float, y: float) -> Element:
    """The key: legend.py's lines, with this board's own swatches added where they go."""
    group = plain_legend(entries, x, y)
    for index, (key, _) in enumerate(entries):
        mark = swatch(key, x, y + (index + 0.5) * LINE_HEIGHT)
        if mark is not None:
            group.append(mark)
    return group


def render_hexes(
    layout: HexLayout,
    scene: HexScene,
    *,
    edge_names: Mapping[str, str],
    title: str,
    description: str,
    legend_entries: Sequence[tuple[str, str]] = (),
    id_seed: str = "",
) -> str:
    """The battlefield as an ``<svg>`` string, its key to the right; ValueError for a bad
    scene. ``edge_names`` names the ``north`` and ``south`` edges, written above and below."""
    check(layout, scene)
    board_width, board_height = layout.size
    legend_width, legend_height = legend_size(legend_entries)
    width = math.ceil(board_width + (legend_width + LEGEND_GAP if legend_entries else 0))
    height = math.ceil(max(board_height, layout.top + legend_height + LEGEND_GAP))
    root = Element(
        "svg",
        {
            "xmlns": SVG_NAMESPACE,
            "class": "board-diagram hex-diagram",
            "role": "img",
            "aria-labelledby": f"{IDENT}-title {IDENT}-desc",
            "width": number(width),
            "height": number(height),
            "viewBox": f"0 0 {number(width)} {number(height)}",
            "style": "max-width: 100%; height: auto",
            "font-family": "sans-serif",
        },
    )
    SubElement(root, "title", {"id": f"{IDENT}-title"}).text = title
    SubElement(root, "desc", {"id": f"{IDENT}-desc"}).text = description
    styles = sorted({a.style for a in scene.arrows if a.style in HEADED and len(a.hexes) > 1})
    if styles:
        SubElement(root, "defs").extend(_arrowhead(style) for style in styles)
    SubElement(
        root, "rect", {"class": "background", "width": "100%", "height": "100%", "fill": BACKGROUND}
    )
    root.append(_cells(layout, scene.zones))
    order = {name: index for index, name in enumerate(layout.cells())}
    occupied = {p.hex for p in scene.pieces}
    dark = {g.hex for g in scene.ground if g.look == "impassable"}
    under = [a for a in scene.arrows if a.style not in ("attack", "push")]
    over = [a for a in scene.arrows if a.style in ("attack", "push")]
    layers: tuple[tuple[str, list[Element] | None], ...] = (
        ("terrain", [_ground(layout, g) for g in sorted(scene.ground, key=lambda g: order[g.hex])]),
        ("lines", [_arrow(layout, a, occupied, _cased(a, over)) for a in under]),
        (
            "creatures",
            [_piece(layout, p) for p in sorted(scene.pieces, key=lambda p: order[p.hex])],
        ),
        (
            "highlights",
            [
                highlight(
                    h, scene.highlight[h], layout.polygon(h), layout.centre(h), layout.inner_radius
                )
                for h in sorted(scene.highlight, key=order.__getitem__)
            ],
        ),
        ("arrows", [_arrow(layout, a, occupied) for a in over]),
        ("hex-names", None),  # last: nothing drawn hides a hex's name
    )
    for name, drawn in layers:
        if drawn is None:  # the hexes' names: a group with its own attributes
            root.append(_names(layout, dark))
        else:
            SubElement(root, "g", {"class": name}).extend(drawn)
    root.append(_axes(layout, edge_names))
    if legend_entries:
        root.append(legend(legend_entries, board_width, layout.top))
    drawing = _xml(root)
    digest = hashlib.sha256(drawing.encode())
    digest.update(id_seed.encode())
    return drawing.replace(IDENT, f"hexes-{digest.hexdigest()[:12]}")
