"""Render any board layout with tokens and highlighted cells as one standalone SVG.

The result is an ``<svg>`` element without an XML declaration, ready to inline
in HTML: it scales to its container through ``viewBox``, names itself for
screen readers through ``<title>`` and ``<desc>``, keeps its text as text, and
is byte-identical for identical input.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from types import MappingProxyType
from xml.etree.ElementTree import Element

from rulebook.diagrams import elements
from rulebook.diagrams.canvas import background, canvas, canvas_size, finished, xml
from rulebook.diagrams.layout import Layout
from rulebook.diagrams.legend import legend as legend_element
from rulebook.diagrams.styles import ROLE_STYLES
from rulebook.diagrams.tokens import Token

__all__ = ["NO_HIGHLIGHT", "ROLES", "Token", "render_board"]

ROLES: tuple[str, ...] = tuple(ROLE_STYLES)
"""The highlight roles a renderer knows, in legend order."""
NO_HIGHLIGHT: Mapping[str, str] = MappingProxyType({})
IDENT = "board-0000"  # stands for the id until the drawing's hash is known
AXIS_FONT = 11


def _check(layout: Layout, tokens: Sequence[Token], highlight: Mapping[str, str]) -> None:
    """One clear ValueError for a token or highlight the board cannot show."""
    seen: set[str] = set()
    for token in tokens:
        if token.cell not in layout:
            raise ValueError(f"token {token.label!r} is on {token.cell!r}, not a cell of the board")
        if token.cell in seen:
            raise ValueError(f"two tokens on {token.cell!r}")
        seen.add(token.cell)
    for cell, role in highlight.items():
        if cell not in layout:
            raise ValueError(f"highlighted {cell!r} is not a cell of the board")
        if role not in ROLE_STYLES:
            raise ValueError(f"unknown highlight role {role!r}; known: {', '.join(ROLES)}")


# A page draws many boards that share most of their pieces: each piece is
# serialised once and the drawings are put together from the pieces.
@functools.lru_cache(maxsize=8)
def _ground(layout: Layout) -> str:
    """The cells and their coordinates: the same for every diagram of a layout."""
    grid = Element("g", {"class": "cells"})
    grid.extend(elements.cell(cell, layout.polygon(cell)) for cell in layout.cells())
    axes = Element("g", {"class": "axes"})
    axes.extend(elements.axis_label(label, AXIS_FONT) for label in layout.axis_labels())
    return xml(grid) + xml(axes)


@functools.lru_cache(maxsize=4096)
def _token(layout: Layout, token: Token) -> str:
    return xml(elements.token(token, layout.centre(token.cell), layout.inner_radius))


@functools.lru_cache(maxsize=1024)
def _outline(layout: Layout, cell: str, role: str) -> str:
    return xml(
        elements.highlight(
            cell, role, layout.polygon(cell), layout.centre(cell), layout.inner_radius
        )
    )


@functools.lru_cache(maxsize=256)
def _legend(entries: tuple[tuple[str, str], ...], x: float, y: float) -> str:
    return xml(legend_element(entries, x, y))


def _board(layout: Layout, tokens: Sequence[Token], highlight: Mapping[str, str]) -> str:
    """Cells, coordinates, tokens and highlights, each layer in the layout's order."""
    order = {cell: index for index, cell in enumerate(layout.cells())}
    pieces = "".join(_token(layout, t) for t in sorted(tokens, key=lambda token: order[token.cell]))
    outlines = "".join(
        _outline(layout, c, highlight[c]) for c in sorted(highlight, key=order.__getitem__)
    )
    return f'{_ground(layout)}<g class="tokens">{pieces}</g><g class="highlights">{outlines}</g>'


def render_board(
    layout: Layout,
    tokens: Sequence[Token],
    *,
    highlight: Mapping[str, str] = NO_HIGHLIGHT,
    title: str,
    description: str,
    legend: Sequence[tuple[str, str]] = (),
    id_seed: str = "",
) -> str:
    """The board as an ``<svg>`` string; ValueError for tokens or highlights off the board.

    ``highlight`` maps cells to roles (see :data:`ROLES`); ``legend`` entries are
    described in :mod:`rulebook.diagrams.legend`. The ids of ``<title>`` and
    ``<desc>`` come from a hash of the drawing; give ``id_seed`` (a scenario and
    step, say) only to tell apart two identical diagrams on one page.
    """
    _check(layout, tokens, highlight)
    board_width, _ = layout.size
    top = min(y for cell in layout.cells() for _, y in layout.polygon(cell))
    root = canvas(canvas_size(layout.size, top, legend), "board-diagram", IDENT, title, description)
    background(root)
    shell = xml(root).removesuffix("</svg>")  # the pieces follow the background
    content = _board(layout, tokens, highlight) + (
        _legend(tuple(legend), board_width, top) if legend else ""
    )
    return finished(shell + content + "</svg>", IDENT, "board", id_seed)
