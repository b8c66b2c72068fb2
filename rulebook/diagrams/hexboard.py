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

import math
from collections.abc import Collection, Mapping, Sequence
from xml.etree.ElementTree import Element, SubElement

from rulebook.diagrams.canvas import Caption, arrowhead, disc_swatch, drawing, layer, placeholder
from rulebook.diagrams.canvas import line as _line
from rulebook.diagrams.elements import circle_at, css_class, highlight, number, points
from rulebook.diagrams.hexgrid import HexLayout
from rulebook.diagrams.hexpieces import badge, disc_centre, piece
from rulebook.diagrams.hexscene import (
    ARROW_STYLES,
    BLOCKING,
    CASING,
    COUNTER_STYLES,
    DISC,
    HEADED,
    NAME_FONT,
    NAME_HALO,
    NAME_RISE,
    NAME_TEXT,
    TERRAIN_STYLES,
    ZONE_TINTS,
    Arrow,
    Counter,
    Ground,
    HexScene,
    check,
)
from rulebook.diagrams.layout import Point
from rulebook.diagrams.legend import SWATCH
from rulebook.diagrams.styles import AXIS_TEXT, CELL_FILL, CELL_STROKE

IDENT = placeholder("hexes")
AXIS_FONT = 13
EDGE_ROOM = 16.0
"""Room above and below the board's coordinates for the names of its edges."""


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
                **circle_at((x, y), layout.inner_radius * DISC + 3.5),
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
    return arrowhead(f"{IDENT}-{style}", ARROW_STYLES[style][0], "7", "4", "auto")


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
                **circle_at((x + half, y), half - 1.5),
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
            mark = badge(Counter(name, shown), (x + half, y), half - 1)
            mark.set("class", f"swatch counter {name}")
            return mark
    if kind == "creature" and value in ("hero", "minion"):
        return disc_swatch(f"swatch creature {value}", value, x, y)
    return None


def render_hexes(
    layout: HexLayout, scene: HexScene, edge_names: Mapping[str, str], caption: Caption
) -> str:
    """The battlefield as an ``<svg>`` string, its key to the right; ValueError for a bad
    scene. ``edge_names`` names the ``north`` and ``south`` edges, written above and below."""
    check(layout, scene)
    styles = sorted({a.style for a in scene.arrows if a.style in HEADED and len(a.hexes) > 1})
    order = {name: index for index, name in enumerate(layout.cells())}
    occupied = {p.hex for p in scene.pieces}
    dark = {g.hex for g in scene.ground if g.look == "impassable"}
    under = [a for a in scene.arrows if a.style not in ("attack", "push")]
    over = [a for a in scene.arrows if a.style in ("attack", "push")]
    terrain = [_ground(layout, g) for g in sorted(scene.ground, key=lambda g: order[g.hex])]
    creatures = [piece(layout, p) for p in sorted(scene.pieces, key=lambda p: order[p.hex])]
    highlights = [
        highlight(h, scene.highlight[h], layout.polygon(h), layout.centre(h), layout.inner_radius)
        for h in sorted(scene.highlight, key=order.__getitem__)
    ]
    layers = (
        _cells(layout, scene.zones),
        layer("terrain", terrain),
        layer("lines", [_arrow(layout, a, occupied, _cased(a, over)) for a in under]),
        layer("creatures", creatures),
        layer("highlights", highlights),
        layer("arrows", [_arrow(layout, a, occupied) for a in over]),
        _names(layout, dark),  # last but the axes: nothing drawn hides a hex's name
        _axes(layout, edge_names),
    )
    return drawing(
        layout.size,
        layout.top,
        "board-diagram hex-diagram",
        "hexes",
        caption,
        defs=[_arrowhead(style) for style in styles],
        layers=layers,
        swatch=swatch,
    )
