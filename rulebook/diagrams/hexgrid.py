"""Flat-top hex boards named column letter + row number: ``a1`` at the south-west.

Columns run west to east (``a``, ``b``...), rows south to north (``1`` at the bottom).
Every second column, the even-numbered ones (``b``, ``d``...), stands half a hex further
north than its neighbours (an "odd-q" offset layout). The layout knows no game: it says
where a hex is, how big it is and where to write the coordinates; it follows the
:class:`rulebook.diagrams.layout.Layout` protocol, so the grid renderer can draw it too.
It may draw part of a board (``first_column``, ``first_row``): the hexes keep their names.

>>> part = HexLayout(3, 2, first_column=2, first_row=4)
>>> part.cells(), part.axis_labels()[0].text, part.axis_labels()[-1].text
(('d5', 'c5', 'e5', 'd4', 'c4', 'e4'), 'c', '5')

>>> layout = HexLayout(10, 8)
>>> layout.centre("a1"), layout.centre("b1")
((50.0, 409.98), (92.0, 385.73))
>>> layout.cells()[:3], layout.cells()[-1]
(('b8', 'd8', 'f8'), 'i1')
"""

from __future__ import annotations

import math
from string import ascii_lowercase

from rulebook.diagrams.layout import AxisLabel, NamedCells, Point

SQRT3 = math.sqrt(3)


class HexLayout(NamedCells[Point]):
    """A ``columns`` x ``rows`` hex board seen from above, north at the top.

    ``radius`` is a hex's circumradius (centre to corner) in canvas units; ``margin``
    the room around the board for its coordinates (and ``edge`` more above and below
    for the names of the north and south edges, if a game writes them). A layout may
    draw part of a bigger board: its first column is then ``first_column`` (``a`` is 0)
    and its first row ``first_row``; the hexes keep their names and their place in the
    offset pattern (``b`` stands half a hex north wherever the part starts).
    """

    CELL = "hex"

    def __init__(
        self,
        columns: int,
        rows: int,
        radius: float = 28.0,
        margin: float = 22.0,
        edge: float = 0.0,
        first_column: int = 0,
        first_row: int = 1,
    ) -> None:
        self.check_columns(columns, first_column)
        if rows < 1 or first_row < 1 or radius <= 0 or margin < 0 or edge < 0:
            raise ValueError("rows and radius must be positive, margin and edge not negative")
        self.columns = columns
        self.rows = rows
        self.radius = float(radius)
        self.margin = float(margin)
        self.edge = float(edge)
        self.first_column = first_column
        self.first_row = first_row
        self._places: dict[str, Point] = {}
        # Reading order: north to south, each band of hexes west to east; a raised
        # column's hex comes before the lower hexes of the same row.
        for row in reversed(range(first_row, first_row + rows)):
            for raised in (True, False):
                for column in range(first_column, first_column + columns):
                    if self.raised(column) == raised:
                        self._places[f"{ascii_lowercase[column]}{row}"] = self._place(column, row)

    def _place(self, column: int, row: int) -> Point:
        """Where the hex of ``column`` (``a`` is 0) and ``row`` is, drawn or not."""
        height = SQRT3 * self.radius
        last_row = self.first_row + self.rows - 1
        x = self.margin + self.radius * (1 + 1.5 * (column - self.first_column))
        y = self.top + height * (last_row - row + 0.5 + (0 if self.raised(column) else 0.5))
        return (x, y)

    def __repr__(self) -> str:
        part = (
            f", first_column={self.first_column}, first_row={self.first_row}"
            if (self.first_column, self.first_row) != (0, 1)
            else ""
        )
        return (
            f"HexLayout({self.columns}, {self.rows}, radius={self.radius:g}, "
            f"margin={self.margin:g}, edge={self.edge:g}{part})"
        )

    def __hash__(self) -> int:
        return hash(repr(self))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, HexLayout) and repr(self) == repr(other)

    @staticmethod
    def raised(column: int) -> bool:
        """Whether the column of index ``column`` (``a`` is 0) stands half a hex north."""
        return column % 2 == 1

    @property
    def top(self) -> float:
        """The canvas ``y`` of the board's northernmost point."""
        return self.edge + self.margin

    @property
    def size(self) -> tuple[float, float]:
        width = 2 * self.margin + self.radius * (2 + 1.5 * (self.columns - 1))
        height = 2 * (self.margin + self.edge) + SQRT3 * self.radius * (self.rows + 0.5)
        return (round(width, 2), round(height, 2))

    @property
    def inner_radius(self) -> float:
        """Centre to the middle of a side."""
        return SQRT3 / 2 * self.radius

    def centre(self, cell: str) -> Point:
        x, y = self.place(cell)
        return (round(x, 2), round(y, 2))

    def from_plane(self, point: Point) -> Point:
        """Canvas coordinates of a point of the board's plane: ``a1``'s centre at ``(0, 0)``,
        ``x`` east and ``y`` north, a hex's circumradius as the unit (the engine's way).

        >>> layout = HexLayout(10, 8)
        >>> layout.from_plane((1.5, math.sqrt(3) / 2)) == layout.centre("b1")
        True
        """
        x, y = self._place(0, 1)  # a1, drawn or not
        return (round(x + point[0] * self.radius, 2), round(y - point[1] * self.radius, 2))

    def adjacent(self, first: str, second: str) -> bool:
        """Whether two hexes share a side: their centres are one hex-height apart.

        >>> layout = HexLayout(10, 8)
        >>> layout.adjacent("d4", "e5"), layout.adjacent("e5", "d6"), layout.adjacent("a1", "a1")
        (True, False, False)
        """
        distance = math.dist(self.centre(first), self.centre(second))
        return math.isclose(distance, SQRT3 * self.radius, rel_tol=0.01)

    def polygon(self, cell: str) -> tuple[Point, ...]:
        """The six corners, clockwise on the canvas from the eastern one."""
        x, y = self.centre(cell)
        return tuple(
            (
                round(x + self.radius * math.cos(math.radians(60 * k)), 2),
                round(y + self.radius * math.sin(math.radians(60 * k)), 2),
            )
            for k in range(6)
        )

    def axis_labels(self) -> tuple[AxisLabel, ...]:
        """Each column's letter above its northern hex and below its southern one, each
        row's number left of column ``a`` and right of the last column."""
        half = self.margin / 2
        letters = ascii_lowercase[self.first_column : self.first_column + self.columns]
        rows = range(self.first_row, self.first_row + self.rows)
        north = tuple(
            AxisLabel(letter, (x, y - self.inner_radius - half))
            for letter in letters
            for x, y in [self.centre(f"{letter}{rows[-1]}")]
        )
        south = tuple(
            AxisLabel(letter, (x, y + self.inner_radius + half))
            for letter in letters
            for x, y in [self.centre(f"{letter}{rows[0]}")]
        )
        west = tuple(
            AxisLabel(str(row), (half, self.centre(f"{letters[0]}{row}")[1])) for row in rows
        )
        right = self.size[0] - half
        east = tuple(
            AxisLabel(str(row), (right, self.centre(f"{letters[-1]}{row}")[1])) for row in rows
        )
        return north + south + west + east
