"""Board diagrams for the rulebook: a game's position drawn as accessible, inline SVG.

Geometry (:mod:`.layout`, :mod:`.square`) knows no game, the renderer
(:mod:`.svg`) knows no geometry but what a layout tells it, and one module per
game (:mod:`.znamenosets`) turns the engine's snapshots into tokens and words.
"""

from rulebook.diagrams.layout import AxisLabel, Layout, Point
from rulebook.diagrams.square import SquareLayout
from rulebook.diagrams.svg import ROLES, Token, render_board

__all__ = ["ROLES", "AxisLabel", "Layout", "Point", "SquareLayout", "Token", "render_board"]
