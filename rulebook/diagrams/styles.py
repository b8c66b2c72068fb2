"""Colours and dash patterns of a diagram, in one place so they stay consistent.

Highlight roles differ in both colour and dash pattern, and the two sides in
lightness as well as hue, so nothing is told apart by colour alone. Every
element also carries a class, so a stylesheet can override any of this.
"""

from __future__ import annotations

from dataclasses import dataclass

BACKGROUND = "#ffffff"
CELL_FILL = "#f6f2e7"
CELL_STROKE = "#8c8677"
AXIS_TEXT = "#333333"
LEGEND_TEXT = "#1a1a1a"


@dataclass(frozen=True, slots=True)
class SideStyle:
    """How one side's tokens are painted."""

    fill: str
    stroke: str
    text: str


# Dark blue with white text, light green with dark text: the sides differ in
# lightness, which survives every kind of colour blindness and greyscale print.
SIDE_STYLES: dict[str, SideStyle] = {
    "blue": SideStyle(fill="#1f5aa6", stroke="#0c2d57", text="#ffffff"),
    "green": SideStyle(fill="#9fd49a", stroke="#2e6b2a", text="#0e3311"),
    # Legends of Signum (classic): the players at the south and north edges, told
    # apart the same way, dark blue and light orange.
    "south": SideStyle(fill="#1f5aa6", stroke="#0c2d57", text="#ffffff"),
    "north": SideStyle(fill="#f5b971", stroke="#8a4b08", text="#3a1f00"),
}
UNKNOWN_SIDE = SideStyle(fill="#c4c4c4", stroke="#5c5c5c", text="#111111")


@dataclass(frozen=True, slots=True)
class RoleStyle:
    """How a highlighted cell is outlined. ``dash`` is empty for a solid line."""

    colour: str
    dash: str

    def outline(self, width: str = "2.5") -> dict[str, str]:
        """An SVG element's attributes that draw it as this role's hollow outline."""
        attrs = {"fill": "none", "stroke": self.colour, "stroke-width": width}
        if self.dash:
            attrs["stroke-dasharray"] = self.dash
        return attrs


# Mostly Okabe-Ito colours, each with its own dash pattern. Dict order is legend order.
ROLE_STYLES: dict[str, RoleStyle] = {
    "origin": RoleStyle(colour="#e69f00", dash="6 3"),
    "destination": RoleStyle(colour="#000000", dash=""),
    "attacker": RoleStyle(colour="#0072b2", dash="2 2"),
    "target": RoleStyle(colour="#d55e00", dash="9 3 2 3"),
    "changed": RoleStyle(colour="#aa3377", dash="2 5"),
}

WOUND_FILL = "#d62828"
WOUND_RING = "#ffffff"
HEALTH_FILL = "#ffffff"
HEALTH_STROKE = "#333333"


def side_style(side: str) -> SideStyle:
    """The style of ``side``, grey for a side this module does not know."""
    return SIDE_STYLES.get(side, UNKNOWN_SIDE)
