"""Square boards named like chess boards: ``a1`` bottom left, columns a, b, c..."""

from __future__ import annotations

from string import ascii_lowercase

from rulebook.diagrams.layout import AxisLabel, NamedCells, Point


class SquareLayout(NamedCells[tuple[int, int]]):
    """A ``columns`` x ``rows`` board drawn as the first player sees it (row 1 at the bottom).

    >>> layout = SquareLayout(7, 8)
    >>> layout.size
    (324, 364)
    >>> layout.centre("a1")
    (42.0, 322.0)
    """

    def __init__(self, columns: int, rows: int, cell_size: int = 40, margin: int = 22) -> None:
        self.check_columns(columns)
        if rows < 1 or cell_size < 1 or margin < 0:
            raise ValueError("rows and cell_size must be positive, margin not negative")
        self.columns = columns
        self.rows = rows
        self.cell_size = cell_size
        self.margin = margin
        # Reading order: top row first, so the SVG source lists cells as seen.
        self._places: dict[str, tuple[int, int]] = {
            f"{ascii_lowercase[col]}{row + 1}": (col, row)
            for row in reversed(range(rows))
            for col in range(columns)
        }

    def __repr__(self) -> str:
        return (
            f"SquareLayout({self.columns}, {self.rows}, "
            f"cell_size={self.cell_size}, margin={self.margin})"
        )

    @property
    def size(self) -> tuple[int, int]:
        return (
            2 * self.margin + self.columns * self.cell_size,
            2 * self.margin + self.rows * self.cell_size,
        )

    @property
    def inner_radius(self) -> float:
        return self.cell_size / 2

    def _corner(self, cell: str) -> Point:
        """The top-left corner of ``cell``."""
        col, row = self.place(cell)
        return (
            float(self.margin + col * self.cell_size),
            float(self.margin + (self.rows - 1 - row) * self.cell_size),
        )

    def polygon(self, cell: str) -> tuple[Point, ...]:
        x, y = self._corner(cell)
        side = self.cell_size
        return ((x, y), (x + side, y), (x + side, y + side), (x, y + side))

    def centre(self, cell: str) -> Point:
        x, y = self._corner(cell)
        return (x + self.cell_size / 2, y + self.cell_size / 2)

    def axis_labels(self) -> tuple[AxisLabel, ...]:
        """Column letters under the board, row numbers to its left."""
        half = self.margin / 2
        bottom = self.margin + self.rows * self.cell_size + half
        columns = tuple(
            AxisLabel(letter, (self.margin + (col + 0.5) * self.cell_size, bottom))
            for col, letter in enumerate(ascii_lowercase[: self.columns])
        )
        rows = tuple(
            AxisLabel(str(row + 1), (half, self.margin + (self.rows - row - 0.5) * self.cell_size))
            for row in range(self.rows)
        )
        return columns + rows
