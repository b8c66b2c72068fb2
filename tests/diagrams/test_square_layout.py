"""The square layout's geometry: a1 at the bottom left, as blue sees the board."""

from __future__ import annotations

import pytest

from rulebook.diagrams.layout import Layout
from rulebook.diagrams.square import SquareLayout


@pytest.fixture
def layout() -> SquareLayout:
    return SquareLayout(7, 8)


def test_it_is_a_layout(layout: SquareLayout) -> None:
    checked: Layout = layout
    assert checked.size == (324, 364)


def test_canvas_size_is_the_cells_plus_margins() -> None:
    assert SquareLayout(3, 2, cell_size=10, margin=5).size == (40, 30)


def test_a1_is_bottom_left_and_g8_top_right(layout: SquareLayout) -> None:
    assert layout.polygon("a1") == ((22, 302), (62, 302), (62, 342), (22, 342))
    assert layout.centre("a1") == (42, 322)
    assert layout.centre("g8") == (282, 42)
    xs = [x for x, _ in (layout.centre(cell) for cell in layout.cells())]
    ys = [y for _, y in (layout.centre(cell) for cell in layout.cells())]
    assert layout.centre("a1") == (min(xs), max(ys))
    assert layout.centre("g8") == (max(xs), min(ys))


def test_cells_in_reading_order(layout: SquareLayout) -> None:
    cells = layout.cells()
    assert len(cells) == 56
    assert cells[:2] == ("a8", "b8")
    assert cells[-1] == "g1"
    assert len(set(cells)) == 56


def test_cells_touch_without_overlapping(layout: SquareLayout) -> None:
    assert layout.polygon("a1")[1] == layout.polygon("b1")[0]
    assert layout.polygon("a2")[3] == layout.polygon("a1")[0]


def test_inner_radius_is_half_a_cell(layout: SquareLayout) -> None:
    assert layout.inner_radius == 20


def test_membership_and_unknown_cells(layout: SquareLayout) -> None:
    assert "c3" in layout
    assert "h1" not in layout
    assert "a9" not in layout
    with pytest.raises(ValueError, match="not a cell of this board: 'h1'"):
        layout.polygon("h1")
    with pytest.raises(ValueError, match="a0"):
        layout.centre("a0")


def test_axis_labels_sit_beside_their_column_or_row(layout: SquareLayout) -> None:
    labels = {label.text: label.position for label in layout.axis_labels()}
    assert set(labels) == set("abcdefg") | {str(row) for row in range(1, 9)}
    assert labels["a"][0] == layout.centre("a1")[0]
    assert labels["a"][1] > layout.polygon("a1")[2][1]
    assert labels["1"][1] == layout.centre("a1")[1]
    assert labels["8"][0] < layout.polygon("a8")[0][0]


@pytest.mark.parametrize(
    ("columns", "rows", "cell_size", "margin"),
    [(0, 8, 40, 22), (27, 8, 40, 22), (7, 0, 40, 22), (7, 8, 0, 22), (7, 8, 40, -1)],
)
def test_bad_dimensions_are_refused(columns: int, rows: int, cell_size: int, margin: int) -> None:
    with pytest.raises(ValueError):
        SquareLayout(columns, rows, cell_size, margin)
