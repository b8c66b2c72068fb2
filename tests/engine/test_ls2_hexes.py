"""Warseer hexes: names, the odd-q neighbours, cube distance, reach, exact corners."""

from __future__ import annotations

import itertools

import pytest

from engine.signum.warseer.battlefield import Battlefield, Player
from engine.signum.warseer.hexes import (
    Hex,
    adjacent,
    centre,
    corners,
    distance,
    neighbours,
    plane_centre,
    ring,
    within,
)
from engine.signum.warseer.ruleset import DEFAULT_RULESET

BOARD = Battlefield.empty()


def h(label: str) -> Hex:
    return Hex.parse(label)


def test_every_board_hex_has_a_name_that_reads_back() -> None:
    for hx in BOARD.hexes():
        assert Hex.parse(hx.label) == hx
    assert len(BOARD.hexes()) == DEFAULT_RULESET.columns * DEFAULT_RULESET.rows == 80


@pytest.mark.parametrize("text", ["", "c", "4", "c0", "cc4", "4c", "c-1", "é4"])
def test_a_bad_name_is_refused(text: str) -> None:
    with pytest.raises(ValueError):
        Hex.parse(text)


def test_an_even_lettered_column_stands_half_a_hex_north() -> None:
    # b1 is north-east of a1 and touches a2's south-east edge; a1 and b2 do not touch.
    assert adjacent(h("a1"), h("b1")) and adjacent(h("a2"), h("b1"))
    assert not adjacent(h("a1"), h("b2"))
    assert sorted(map(str, BOARD.neighbours(h("b1")))) == ["a1", "a2", "b2", "c1", "c2"]
    assert sorted(map(str, BOARD.neighbours(h("c4")))) == ["b3", "b4", "c3", "c5", "d3", "d4"]
    assert sorted(map(str, BOARD.neighbours(h("d4")))) == ["c4", "c5", "d3", "d5", "e4", "e5"]


def test_neighbours_are_exactly_the_hexes_whose_centres_are_one_hex_apart() -> None:
    # An independent check in true proportions: neighbouring centres are sqrt(3) radii apart.
    for a, b in itertools.combinations(BOARD.hexes(), 2):
        (ax, ay), (bx, by) = plane_centre(a), plane_centre(b)
        close = abs(((ax - bx) ** 2 + (ay - by) ** 2) ** 0.5 - 3**0.5) < 1e-9
        assert close == adjacent(a, b) == (b in neighbours(a))


def test_distance_is_the_number_of_steps_of_a_shortest_walk() -> None:
    # Breadth-first search over the board: an independent count of steps.
    for start in (h("a1"), h("e4"), h("j8"), h("b7")):
        steps = {start: 0}
        frontier = [start]
        while frontier:
            nxt = []
            for hx in frontier:
                for n in BOARD.neighbours(hx):
                    if n not in steps:
                        steps[n] = steps[hx] + 1
                        nxt.append(n)
            frontier = nxt
        for hx, n in steps.items():
            assert distance(start, hx) == distance(hx, start) == n


def test_within_and_ring() -> None:
    assert within(h("e4"), 0) == {h("e4")}
    assert within(h("e4"), 1) == {h("e4"), *neighbours(h("e4"))}
    assert len(within(h("e4"), 3)) == 37
    assert len(ring(h("e4"), 3)) == 18
    assert all(distance(h("e4"), x) == 3 for x in ring(h("e4"), 3))
    assert within(h("e4"), -1) == frozenset()
    assert BOARD.within(h("a1"), 1) == {h("a1"), h("a2"), h("b1")}


def test_corners_are_lattice_points_shared_by_neighbours() -> None:
    assert centre(h("a1")) == (0, 0)
    for a, b in itertools.combinations(BOARD.hexes(), 2):
        shared = set(corners(a)) & set(corners(b))
        assert len(shared) == (2 if adjacent(a, b) else 0)


def test_deployment_zones() -> None:
    assert {hx.row + 1 for hx in BOARD.zone(Player.SOUTH)} == {1, 2}
    assert {hx.row + 1 for hx in BOARD.zone(Player.NORTH)} == {7, 8}
    assert Player.SOUTH.opponent is Player.NORTH
