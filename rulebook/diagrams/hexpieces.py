"""A creature on a hex: its disc in its side's colours, its label, and its counters as
badges around it (wounds and armour at the top corners, status tokens in a row below).
"""

from __future__ import annotations

from xml.etree.ElementTree import Element, SubElement

from rulebook.diagrams.canvas import disc
from rulebook.diagrams.elements import css_class, number, points, text
from rulebook.diagrams.hexgrid import HexLayout
from rulebook.diagrams.hexscene import (
    BADGE,
    BADGE_FONT,
    COUNTER_STYLES,
    DISC,
    DISC_DROP,
    LABEL_FONT,
    STATUSES,
    Counter,
    Piece,
)
from rulebook.diagrams.layout import Point
from rulebook.diagrams.styles import side_style


def disc_centre(layout: HexLayout, hex_name: str) -> Point:
    """Where a creature's disc (and an arrow's end) sits in ``hex_name``."""
    x, y = layout.centre(hex_name)
    return (x, round(y + layout.inner_radius * DISC_DROP, 2))


def badge(counter: Counter, at: Point, size: float) -> Element:
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


def piece(layout: HexLayout, piece: Piece) -> Element:
    style = side_style(piece.side)
    inner = layout.inner_radius
    x, y = disc_centre(layout, piece.hex)
    radius = inner * DISC
    kind = css_class(piece.kind)
    group = Element(
        "g", {"class": f"creature {kind} side-{css_class(piece.side)}", "data-hex": piece.hex}
    )
    SubElement(group, "title").text = piece.name
    disc(group, "creature-body", (x, y), radius, style, piece.kind)
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
            group.append(badge(counter, corners[counter.kind], size))
    for index, counter in enumerate(row):
        at = (x + (index - (len(row) - 1) / 2) * step, y + radius)
        group.append(badge(counter, at, size))
    return group
