"""The classic table's geometry, exact and in plain Python (LS1-C.2, C.3, C.21, C.24).

Bases are circles, templates are polygons, moves are paths of straight stretches, and
a line of sight is a segment between two bases. Each function answers one question
about the table with the ruleset's tolerance ``tol`` (0.01 cm by default): two bases
*touch* when the gap between them is at most ``tol`` either way, and a base, a move or a
line goes *into* something only when it goes more than ``tol`` inside.

- :mod:`.tolerance`: the two comparisons every measure uses;
- :mod:`.discs`: bases, the gap between two, contact, the table's edges;
- :mod:`.polygons`: the templates' own arithmetic: containment, distances, depth;
- :mod:`.templates`: templates on the table (LS1-9.2, LS1-9.3);
- :mod:`.paths`: moves (LS1-10, LS1-C.21) and leaving contact (LS1-C.32);
- :mod:`.sight`: line of sight (LS1-13.3, LS1-13.4, LS1-C.24).
"""

from engine.signum.classic.geometry.discs import (
    Disc,
    edge_gap,
    gap,
    on_table,
    overlapping,
    segment_distance,
    touching,
)
from engine.signum.classic.geometry.paths import (
    first_touch,
    leaves_contact,
    path_length,
    point_along,
    sweep_blocker,
)
from engine.signum.classic.geometry.polygons import Polygon
from engine.signum.classic.geometry.sight import Sight, line_of_sight
from engine.signum.classic.geometry.templates import (
    template_edge_gap,
    template_gap,
    template_on_table,
    template_touches,
    templates_apart,
    templates_gap,
)
from engine.signum.classic.geometry.tolerance import EPSILON, at_least, at_most

__all__ = [
    "EPSILON",
    "Disc",
    "Polygon",
    "Sight",
    "at_least",
    "at_most",
    "edge_gap",
    "first_touch",
    "gap",
    "leaves_contact",
    "line_of_sight",
    "on_table",
    "overlapping",
    "path_length",
    "point_along",
    "segment_distance",
    "sweep_blocker",
    "template_edge_gap",
    "template_gap",
    "template_on_table",
    "template_touches",
    "templates_apart",
    "templates_gap",
    "touching",
]
