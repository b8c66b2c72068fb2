"""SVG elements for the parts of a board, each sized from the layout's cell radius.

Every function returns one ElementTree element and writes numbers through
:func:`number`, so the same input always gives the same bytes.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from xml.etree.ElementTree import Element, SubElement

from rulebook.diagrams.layout import AxisLabel, Point
from rulebook.diagrams.styles import (
    AXIS_TEXT,
    CELL_FILL,
    CELL_STROKE,
    HEALTH_FILL,
    HEALTH_STROKE,
    ROLE_STYLES,
    WOUND_FILL,
    WOUND_RING,
    side_style,
)
from rulebook.diagrams.tokens import Token

TOKEN_SCALE = 0.82
"""Token radius as a share of the cell's inner radius: room left for the highlight."""
HIGHLIGHT_INSET = 1.5
HIGHLIGHT_WIDTH = 3
PIP_SCALE = 0.15
"""Pip radius as a share of the cell's inner radius."""
MAX_PIPS = 5
"""More health than this is written as a number: the pips would not fit."""


def number(value: float) -> str:
    """A coordinate with at most two decimals and no trailing zeros."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def css_class(text: str) -> str:
    """``text`` made safe to use as one CSS class name."""
    return re.sub(r"[^A-Za-z0-9_-]+", "-", text) or "-"


def circle_at(centre: Point, radius: float) -> dict[str, str]:
    """A ``<circle>``'s place: its centre and radius, written through :func:`number`."""
    x, y = centre
    return {"cx": number(x), "cy": number(y), "r": number(radius)}


def points(polygon: Sequence[Point]) -> str:
    return " ".join(f"{number(x)},{number(y)}" for x, y in polygon)


def text(content: str, at: Point, size: float, css: str, fill: str, bold: bool = False) -> Element:
    """A line of real text centred on ``at``: selectable, searchable, no fonts embedded."""
    x, y = at
    attrs = {
        "class": css,
        "x": number(x),
        "y": number(y),
        "font-size": number(size),
        "text-anchor": "middle",
        "dominant-baseline": "central",
        "fill": fill,
    }
    if bold:
        attrs["font-weight"] = "bold"
    element = Element("text", attrs)
    element.text = content
    return element


def cell(name: str, polygon: Sequence[Point]) -> Element:
    return Element(
        "polygon",
        {
            "class": "cell",
            "data-cell": name,
            "points": points(polygon),
            "fill": CELL_FILL,
            "stroke": CELL_STROKE,
            "stroke-width": "1",
        },
    )


def axis_label(label: AxisLabel, size: float) -> Element:
    return text(label.text, label.position, size, "axis-label", AXIS_TEXT)


def highlight(
    name: str, role: str, polygon: Sequence[Point], centre: Point, radius: float
) -> Element:
    """The outline of a cell, drawn just inside it so neighbours' outlines do not touch."""
    style = ROLE_STYLES[role]
    scale = max(0.0, 1 - HIGHLIGHT_INSET / radius)
    cx, cy = centre
    inset = [(cx + (x - cx) * scale, cy + (y - cy) * scale) for x, y in polygon]
    attrs = {
        "class": f"highlight {role}",
        "data-cell": name,
        "points": points(inset),
        "fill": "none",
        "stroke": style.colour,
        "stroke-width": str(HIGHLIGHT_WIDTH),
        "stroke-linejoin": "round",
    }
    if style.dash:
        attrs["stroke-dasharray"] = style.dash
    return Element("polygon", attrs)


def pip(at: Point, size: float, wounded: bool) -> Element:
    """One point of health: white when whole, solid red when lost.

    Red against white differs in lightness too, so it reads in greyscale; the
    white ring keeps a red pip visible on a dark token.
    """
    return Element(
        "circle",
        {
            "class": "pip wounded" if wounded else "pip",
            **circle_at(at, size),
            "fill": WOUND_FILL if wounded else HEALTH_FILL,
            "stroke": WOUND_RING if wounded else HEALTH_STROKE,
            "stroke-width": number(size / 3),
        },
    )


def _health(parent: Element, token: Token, x: float, y: float, radius: float) -> None:
    """Health as pips (the first ``wounds`` of them marked), or as "wounds/health"."""
    group = SubElement(parent, "g", {"class": "health"})
    wounds = min(max(token.wounds, 0), token.health)
    if token.health > MAX_PIPS:
        colour = side_style(token.side).text
        group.append(
            text(f"{wounds}/{token.health}", (x, y), radius * 0.45, "health-count", colour)
        )
        return
    size = radius * PIP_SCALE
    step = radius * 0.33
    first = x - step * (token.health - 1) / 2
    group.extend(
        pip((first + index * step, y), size, index < wounds) for index in range(token.health)
    )


def token(piece: Token, centre: Point, radius: float) -> Element:
    """A disc in the side's colour with the short label and the health pips."""
    style = side_style(piece.side)
    body = radius * TOKEN_SCALE
    x, y = centre
    group = Element("g", {"class": f"token side-{css_class(piece.side)}", "data-cell": piece.cell})
    SubElement(group, "title").text = piece.name
    SubElement(
        group,
        "circle",
        {
            "class": "token-body",
            **circle_at(centre, body),
            "fill": style.fill,
            "stroke": style.stroke,
            "stroke-width": "1.5",
        },
    )
    shown = piece.health > 0
    label_y = y - body * 0.3 if shown else y
    group.append(text(piece.label, (x, label_y), radius * 0.55, "token-label", style.text, True))
    if shown:
        _health(group, piece, x, y + body * 0.42, radius)
    return group
