"""The key beside a board: what each outline, colour and abbreviation means.

An entry is ``(key, text)``. The key says what swatch to draw before the text:

- a highlight role (``"origin"``, ``"target"``...): that role's outline;
- ``"side:<side>"``: a disc in that side's colour;
- ``"token:<label>"``: a plain disc with that short label, to explain it;
- ``"health"`` and ``"wound"``: a whole and a lost health pip;
- anything else (``""``): no swatch, the text alone.
"""

from __future__ import annotations

from collections.abc import Sequence
from xml.etree.ElementTree import Element, SubElement

from rulebook.diagrams.elements import css_class, number, pip, text
from rulebook.diagrams.styles import LEGEND_TEXT, ROLE_STYLES, UNKNOWN_SIDE, side_style

FONT_SIZE = 11
LINE_HEIGHT = 18
SWATCH = 14
GAP = 6
CHARACTER_WIDTH = 0.62
"""Average glyph width as a share of the font size: text is measured without fonts."""


def legend_size(entries: Sequence[tuple[str, str]]) -> tuple[float, float]:
    """A generous estimate of the legend's width and height, for the canvas."""
    if not entries:
        return (0.0, 0.0)
    longest = max(len(label) for _, label in entries)
    return (SWATCH + GAP + longest * FONT_SIZE * CHARACTER_WIDTH, len(entries) * LINE_HEIGHT)


def _swatch(key: str, x: float, y: float) -> Element | None:
    """The mark for ``key`` in a SWATCH-sized box whose left middle is ``(x, y)``."""
    half = SWATCH / 2
    if key in ROLE_STYLES:
        attrs = {
            "class": f"swatch {key}",
            "x": number(x + 1.5),
            "y": number(y - half + 1.5),
            "width": number(SWATCH - 3),
            "height": number(SWATCH - 3),
            **ROLE_STYLES[key].outline(),
        }
        return Element("rect", attrs)
    if key in ("health", "wound"):
        mark = pip((x + half, y), SWATCH * 0.3, key == "wound")
        mark.set("class", f"swatch {key}")
        return mark
    kind, _, value = key.partition(":")
    if kind not in ("side", "token") or not value:
        return None
    style = side_style(value) if kind == "side" else UNKNOWN_SIDE
    css = f"swatch side-{css_class(value)}" if kind == "side" else "swatch token-key"
    group = Element("g", {"class": css})
    SubElement(
        group,
        "circle",
        {
            "cx": number(x + half),
            "cy": number(y),
            "r": number(half),
            "fill": "#ffffff" if kind == "token" else style.fill,
            "stroke": style.stroke,
            "stroke-width": "1",
        },
    )
    if kind == "token":
        group.append(text(value, (x + half, y), SWATCH * 0.55, "token-label", LEGEND_TEXT, True))
    return group


def legend(entries: Sequence[tuple[str, str]], x: float, y: float) -> Element:
    """The entries one per line, the first line's top at ``y``."""
    group = Element("g", {"class": "legend"})
    for index, (key, label) in enumerate(entries):
        middle = y + (index + 0.5) * LINE_HEIGHT
        swatch = _swatch(key, x, middle)
        if swatch is not None:
            group.append(swatch)
        line = text(label, (x + SWATCH + GAP, middle), FONT_SIZE, "legend-text", LEGEND_TEXT)
        line.set("text-anchor", "start")
        group.append(line)
    return group
