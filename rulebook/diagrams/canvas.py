"""The board-drawing core that the hex battlefield and the open table share: the
standalone ``<svg>`` around a board, its hash-named ids, lines and arrowheads, a piece's
disc and the key with a board's own swatches. Each board keeps only what it looks like
(:mod:`rulebook.diagrams.hexboard`, :mod:`rulebook.diagrams.tabletop`).

The conventions: text stays text, the same input gives the same bytes, ``<title>`` and
``<desc>`` name a drawing for screen readers, it scales through its ``viewBox``, and its
ids come from a hash of the drawing (``id_seed`` tells apart two identical diagrams on
one page).
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Callable, Iterable, Sequence
from typing import NamedTuple
from xml.etree import ElementTree
from xml.etree.ElementTree import Element, SubElement

from rulebook.diagrams.elements import circle_at, number
from rulebook.diagrams.layout import Point
from rulebook.diagrams.legend import LINE_HEIGHT, SWATCH, legend_size
from rulebook.diagrams.legend import legend as plain_legend
from rulebook.diagrams.styles import BACKGROUND, SideStyle

SVG_NAMESPACE = "http://www.w3.org/2000/svg"
LEGEND_GAP = 12

Swatch = Callable[[str, float, float], "Element | None"]


class Caption(NamedTuple):
    """What a page says of a drawing: its title and description (for screen readers), its
    key's entries, and ``id_seed``, which tells apart two identical drawings on one page."""

    title: str
    description: str
    legend_entries: Sequence[tuple[str, str]] = ()
    id_seed: str = ""


def xml(element: Element) -> str:
    return ElementTree.tostring(element, encoding="unicode")


def canvas_size(
    board: tuple[float, float], top: float, legend_entries: Sequence[tuple[str, str]]
) -> tuple[int, int]:
    """The drawing's width and height: the board, and its key to the right from ``top``."""
    legend_width, legend_height = legend_size(legend_entries)
    width = math.ceil(board[0] + (legend_width + LEGEND_GAP if legend_entries else 0))
    height = math.ceil(max(board[1], top + legend_height + LEGEND_GAP))
    return width, height


def canvas(
    size: tuple[float, float], css: str, ident: str, title: str, description: str
) -> Element:
    """The ``<svg>`` element, named for screen readers; ``ident`` stands for its id."""
    width, height = size
    root = Element(
        "svg",
        {
            "xmlns": SVG_NAMESPACE,
            "class": css,
            "role": "img",
            "aria-labelledby": f"{ident}-title {ident}-desc",
            "width": number(width),
            "height": number(height),
            "viewBox": f"0 0 {number(width)} {number(height)}",
            "style": "max-width: 100%; height: auto",
            "font-family": "sans-serif",
        },
    )
    SubElement(root, "title", {"id": f"{ident}-title"}).text = title
    SubElement(root, "desc", {"id": f"{ident}-desc"}).text = description
    return root


def background(root: Element) -> None:
    SubElement(
        root, "rect", {"class": "background", "width": "100%", "height": "100%", "fill": BACKGROUND}
    )


def finished(drawing: str, ident: str, prefix: str, id_seed: str) -> str:
    """The drawing with ``ident`` replaced by an id made of its hash."""
    digest = hashlib.sha256(drawing.encode())
    digest.update(id_seed.encode())
    return drawing.replace(ident, f"{prefix}-{digest.hexdigest()[:12]}")


def line(a: Point, b: Point, colour: str, dash: str, width: float, css: str) -> Element:
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


def arrowhead(ident: str, colour: str, tip: str, size: str, orient: str) -> Element:
    """A triangular marker, ``tip`` its reference point along the arrow (of 10)."""
    marker = Element(
        "marker",
        {
            "id": ident,
            "viewBox": "0 0 10 10",
            "refX": tip,
            "refY": "5",
            "markerWidth": size,
            "markerHeight": size,
            "orient": orient,
        },
    )
    SubElement(marker, "path", {"d": "M 0 0 L 10 5 L 0 10 z", "fill": colour})
    return marker


def disc(
    group: Element,
    css: str,
    centre: Point,
    radius: float,
    style: SideStyle,
    kind: str,
    ghost: bool = False,
) -> None:
    """A piece's round body in its side's colours: a hero has an inner ring, a minion (and
    a ghost, where a piece was) a dashed rim; a ghost is hollow."""
    body = {
        "class": css,
        **circle_at(centre, radius),
        "fill": "none" if ghost else style.fill,
        "stroke": style.stroke,
        "stroke-width": "2" if ghost else "1.5",
    }
    if ghost or kind == "minion":
        body["stroke-dasharray"] = "3 2"
    SubElement(group, "circle", body)
    if kind == "hero" and not ghost:
        SubElement(
            group,
            "circle",
            {
                "class": "hero-ring",
                **circle_at(centre, radius - 2.5),
                "fill": "none",
                "stroke": style.text,
                "stroke-width": "1",
            },
        )


def disc_swatch(css: str, kind: str, x: float, y: float) -> Element:
    """The key's mark for a ``hero``, a ``minion`` or a ``ghost``, in neutral grey."""
    half = SWATCH / 2
    group = Element("g", {"class": css})
    circle = {
        **circle_at((x + half, y), half - 1),
        "fill": "none" if kind == "ghost" else "#c4c4c4",
        "stroke": "#5c5c5c",
        "stroke-width": "1.5",
    }
    if kind != "hero":
        circle["stroke-dasharray"] = "3 2"
    SubElement(group, "circle", circle)
    if kind == "hero":
        ring = {**circle, "r": number(half - 3.5), "fill": "none", "stroke": "#ffffff"}
        ring["stroke-width"] = "1"
        SubElement(group, "circle", ring)
    return group


def keyed_legend(entries: Sequence[tuple[str, str]], x: float, y: float, swatch: Swatch) -> Element:
    """The key: legend.py's lines, with a board's own swatches added where they go."""
    group = plain_legend(entries, x, y)
    for index, (key, _) in enumerate(entries):
        mark = swatch(key, x, y + (index + 0.5) * LINE_HEIGHT)
        if mark is not None:
            group.append(mark)
    return group


def placeholder(prefix: str) -> str:
    """What stands for a drawing's id (in its markers' ids too) until its hash is known."""
    return f"{prefix}-0000"


def layer(css: str, drawn: Iterable[Element]) -> Element:
    group = Element("g", {"class": css})
    group.extend(drawn)
    return group


def drawing(
    board: tuple[float, float],
    top: float,
    css: str,
    prefix: str,
    caption: Caption,
    *,
    defs: Sequence[Element],
    layers: Iterable[Element],
    swatch: Swatch,
) -> str:
    """A board as a standalone ``<svg>`` string: its markers (``defs``), the background, its
    ``layers`` in drawing order, and its key to the right from ``top``; the ids named by
    ``prefix`` and a hash of the drawing."""
    ident = placeholder(prefix)
    size = canvas_size(board, top, caption.legend_entries)
    root = canvas(size, css, ident, caption.title, caption.description)
    if defs:
        SubElement(root, "defs").extend(defs)
    background(root)
    root.extend(layers)
    if caption.legend_entries:
        root.append(keyed_legend(caption.legend_entries, board[0], top, swatch))
    return finished(xml(root), ident, prefix, caption.id_seed)
