"""An open table seen from above, measured in centimetres, as one standalone SVG.

The grid renderer (:mod:`rulebook.diagrams.svg`) draws pieces on cells; a miniatures
table has none. Here everything is placed by its coordinates: round bases to scale,
terrain templates as polygons, movement paths, lines of sight (green where clear,
red where blocked), and the distances a rule measures, as rings around a base or
bands along an edge. A game turns its snapshot into a :class:`Scene` in the page's
language; this module knows no game and no language.

The drawing keeps the conventions of the grid diagrams: text stays text, the same
input gives the same bytes, ``<title>`` and ``<desc>`` name it for screen readers,
and the key is a ``<g class="legend">`` of 11 px lines, so the books can set it apart
from the table (:func:`rulebook.sphinx.diagrams.apart`).
"""

from __future__ import annotations

from collections.abc import Mapping
from xml.etree.ElementTree import Element, SubElement

from rulebook.diagrams.canvas import (
    Caption,
    arrowhead,
    disc,
    disc_swatch,
    drawing,
    layer,
    placeholder,
)
from rulebook.diagrams.canvas import line as _line
from rulebook.diagrams.elements import circle_at, css_class, number, points, text
from rulebook.diagrams.layout import Point
from rulebook.diagrams.legend import SWATCH
from rulebook.diagrams.styles import (
    AXIS_TEXT,
    BACKGROUND,
    CELL_FILL,
    CELL_STROKE,
    LEGEND_TEXT,
    ROLE_STYLES,
    WOUND_FILL,
    WOUND_RING,
    side_style,
)
from rulebook.diagrams.tablescene import (
    EDGE_FONT,
    EDGES,
    GRID_STEP,
    GRID_STROKE,
    MARGIN,
    MEASURE,
    OWN_EDGE_WIDTH,
    STROKE_STYLES,
    TEMPLATE_FONT,
    TEMPLATE_STYLES,
    TICK_FONT,
    Band,
    Disc,
    Edge,
    Ring,
    Scene,
    Stroke,
    TableView,
    Template,
)

PREFIX = "table"
IDENT = placeholder(PREFIX)


def _ground(view: TableView, edge_names: Mapping[Edge, str], own: Mapping[Edge, str]) -> Element:
    """The table, its faint grid, its numbered scale, its edges' names and the players' edges."""
    group = Element("g", {"class": "table"})
    left, top = view.at(0, view.size)
    side = view.length(view.size)
    SubElement(
        group,
        "rect",
        {
            "class": "table-top",
            "x": number(left),
            "y": number(top),
            "width": number(side),
            "height": number(side),
            "fill": CELL_FILL,
            "stroke": CELL_STROKE,
            "stroke-width": "1",
        },
    )
    grid = SubElement(group, "g", {"class": "grid"})
    axes = Element("g", {"class": "axes"})
    for index in range(int(view.size // GRID_STEP) + 1):
        at = index * GRID_STEP
        (x, _), (_, y) = view.at(at, 0), view.at(0, at)
        if 0 < at < view.size:
            grid.append(_line((x, top), (x, top + side), GRID_STROKE, "", 1.0, "grid-line"))
            grid.append(_line((left, y), (left + side, y), GRID_STROKE, "", 1.0, "grid-line"))
        label = number(at)
        axes.append(text(label, (x, top + side + TICK_FONT), TICK_FONT, "tick", AXIS_TEXT))
        axes.append(text(label, (left - TICK_FONT * 1.2, y), TICK_FONT, "tick", AXIS_TEXT))
    group.append(axes)
    for edge, player in own.items():
        group.append(_own_edge(view, edge, player))
    middle = left + side / 2
    places = {
        "north": ((middle, MARGIN["north"] / 2), 0),
        "south": ((middle, top + side + MARGIN["south"] - EDGE_FONT * 0.8), 0),
        "west": ((EDGE_FONT * 0.8, top + side / 2), -90),
        "east": ((left + side + MARGIN["east"] / 2, top + side / 2), 90),
    }
    for edge in EDGES:
        (x, y), turn = places[edge]
        name = text(edge_names.get(edge, edge), (x, y), EDGE_FONT, "edge-name", AXIS_TEXT)
        if turn:
            name.set("transform", f"rotate({turn} {number(x)} {number(y)})")
        group.append(name)
    return group


def _own_edge(view: TableView, edge: Edge, side: str) -> Element:
    corners = {
        "south": ((0, 0), (view.size, 0)),
        "north": ((0, view.size), (view.size, view.size)),
        "west": ((0, 0), (0, view.size)),
        "east": ((view.size, 0), (view.size, view.size)),
    }[edge]
    a, b = (view.at(*corner) for corner in corners)
    line = _line(
        a, b, side_style(side).fill, "", OWN_EDGE_WIDTH, f"own-edge side-{css_class(side)}"
    )
    line.set("stroke-linecap", "butt")
    return line


def _template(view: TableView, template: Template) -> Element:
    fill, stroke = TEMPLATE_STYLES[template.blocks_sight]
    css = "template blocks-sight" if template.blocks_sight else "template"
    group = Element("g", {"class": css + (" ghost" if template.ghost else "")})
    SubElement(group, "title").text = template.name
    corners = [view.at(x, y) for x, y in template.corners]
    attrs = {
        "points": points(corners),
        "fill": "none" if template.ghost else fill,
        "fill-opacity": "0.8",
        "stroke": stroke,
        "stroke-width": "1.5",
    }
    if template.ghost:
        attrs["stroke-dasharray"] = "5 3"
    SubElement(group, "polygon", attrs)
    cx = sum(x for x, _ in corners) / len(corners)
    cy = sum(y for _, y in corners) / len(corners)
    colour = "#ffffff" if template.blocks_sight and not template.ghost else LEGEND_TEXT
    group.append(text(template.name, (cx, cy), TEMPLATE_FONT, "template-name", colour))
    return group


def _band(view: TableView, band: Band) -> Element:
    colour, dash = MEASURE
    near, far = band.distance, view.size - band.distance
    ends = {
        "south": ((0, near), (view.size, near)),
        "north": ((0, far), (view.size, far)),
        "west": ((near, 0), (near, view.size)),
        "east": ((far, 0), (far, view.size)),
    }[band.edge]
    a, b = (view.at(*end) for end in ends)
    group = Element("g", {"class": f"band {band.edge}"})
    group.append(_line(a, b, colour, dash, 1.5, "band-line"))
    middle = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
    group.append(_tag(band.label, middle))
    return group


def _tag(label: str, at: Point) -> Element:
    """A measure's short name on a white patch, so it reads over any line."""
    colour, _ = MEASURE
    group = Element("g", {"class": "measure-label"})
    width = max(len(label), 1) * TEMPLATE_FONT * 0.7 + 4
    SubElement(
        group,
        "rect",
        {
            "x": number(at[0] - width / 2),
            "y": number(at[1] - TEMPLATE_FONT * 0.7),
            "width": number(width),
            "height": number(TEMPLATE_FONT * 1.4),
            "rx": "2",
            "fill": BACKGROUND,
        },
    )
    group.append(text(label, at, TEMPLATE_FONT, "measure-text", colour, True))
    return group


def _ring(view: TableView, ring: Ring) -> Element:
    colour, dash = MEASURE
    cx, cy = view.at(ring.x, ring.y)
    radius = view.length(ring.radius)
    group = Element("g", {"class": "ring"})
    SubElement(
        group,
        "circle",
        {
            **circle_at((cx, cy), radius),
            "fill": "none",
            "stroke": colour,
            "stroke-width": "1.5",
            "stroke-dasharray": dash,
        },
    )
    group.append(_tag(ring.label, (cx, cy - radius)))
    return group


def _stroke(view: TableView, stroke: Stroke, marker: str) -> Element:
    colour, dash, width = STROKE_STYLES[stroke.style]
    attrs = {
        "class": f"stroke {stroke.style}",
        "points": points([view.at(x, y) for x, y in stroke.corners]),
        "fill": "none",
        "stroke": colour,
        "stroke-width": number(width),
        "stroke-linejoin": "round",
        "stroke-linecap": "round",
    }
    if dash:
        attrs["stroke-dasharray"] = dash
    if stroke.style in ("path", "run"):
        attrs["marker-end"] = f"url(#{marker})"
    return Element("polyline", attrs)


def _arrowhead(ident: str) -> Element:
    return arrowhead(ident, STROKE_STYLES["path"][0], "8", "5", "auto-start-reverse")


def _disc(view: TableView, base: Disc) -> Element:
    style = side_style(base.side)
    cx, cy = view.at(base.x, base.y)
    radius = view.length(base.diameter / 2)
    kind = css_class(base.kind)
    css = f"base {kind} side-{css_class(base.side)}" + (" ghost" if base.ghost else "")
    group = Element("g", {"class": css})
    SubElement(group, "title").text = base.name
    disc(group, "base-body", (cx, cy), radius, style, base.kind, base.ghost)
    if not base.ghost:
        size = min(radius * 0.9, 11.0)
        group.append(text(base.label, (cx, cy), size, "base-label", style.text, True))
    if base.wounds > 0 and not base.ghost:
        group.append(_wounds(base.wounds, (cx + radius * 0.75, cy - radius * 0.75)))
    if base.role:
        group.append(_outline(base.role, (cx, cy), radius + 3))
    return group


def _wounds(count: int, at: Point) -> Element:
    """The wound tokens on a base: a red badge with their number."""
    group = Element("g", {"class": "wounds"})
    SubElement(
        group,
        "circle",
        {
            **circle_at(at, 6),
            "fill": WOUND_FILL,
            "stroke": WOUND_RING,
            "stroke-width": "1.5",
        },
    )
    group.append(text(str(count), at, 8, "wound-count", "#ffffff", True))
    return group


def _outline(role: str, centre: Point, radius: float) -> Element:
    attrs = {
        "class": f"highlight {role}",
        **circle_at(centre, radius),
        **ROLE_STYLES[role].outline(),
    }
    return Element("circle", attrs)


def swatch(key: str, x: float, y: float) -> Element | None:
    """The key's mark for the table's own legend entries (the others: legend.py's)."""
    half = SWATCH / 2
    kind, _, value = key.partition(":")
    if kind == "stroke" and value in STROKE_STYLES:
        colour, dash, width = STROKE_STYLES[value]
        return _line((x, y), (x + SWATCH, y), colour, dash, width, f"swatch {value}")
    if kind in ("ring", "band"):
        colour, dash = MEASURE
        return _line((x, y), (x + SWATCH, y), colour, dash, 1.5, f"swatch {kind}")
    if kind == "template":
        fill, stroke = TEMPLATE_STYLES[value == "blocking"]
        corners = [
            (x + 1, y - half + 2),
            (x + SWATCH - 1, y - half + 4),
            (x + SWATCH - 3, y + half - 1),
        ]
        return Element(
            "polygon",
            {
                "class": f"swatch template {value}",
                "points": points(corners),
                "fill": fill,
                "stroke": stroke,
            },
        )
    if kind == "base" and value in ("hero", "minion", "ghost"):
        return disc_swatch(f"swatch base {value}", value, x, y)
    return None


def render_table(
    view: TableView, scene: Scene, edge_names: Mapping[Edge, str], caption: Caption
) -> str:
    """The table as an ``<svg>`` string, its key to the right; ValueError for a bad scene."""
    view.check(scene)
    marker = f"{IDENT}-arrow"
    layers = (
        _ground(view, edge_names, scene.own_edges),
        layer("templates", [_template(view, t) for t in scene.templates]),
        layer("bands", [_band(view, b) for b in scene.bands]),
        layer("rings", [_ring(view, r) for r in scene.rings]),
        layer("strokes", [_stroke(view, s, marker) for s in scene.strokes]),
        layer("bases", [_disc(view, d) for d in scene.discs]),
    )
    return drawing(
        view.canvas,
        MARGIN["north"],
        "board-diagram table-diagram",
        PREFIX,
        caption,
        defs=[_arrowhead(marker)],
        layers=layers,
        swatch=swatch,
    )
