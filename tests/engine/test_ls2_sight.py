"""Warseer line of sight on hand-set boards (LS2-8, LS2-C.4, LS2-C.5)."""

from __future__ import annotations

import pytest

from engine.core.errors import RuleViolation
from engine.signum.warseer.battlefield import Player
from engine.signum.warseer.hexes import Hex
from engine.signum.warseer.sight import (
    blocking_hexes,
    check_sight,
    sees,
    sight_trace,
)
from engine.signum.warseer.state import Attack, AttackType, Creature, GameState, Kind
from engine.signum.warseer.terrain import FOREST, HILL, IMPASSABLE, SMOKE, WALL, Terrain

h = Hex.parse


def board(creatures: dict[str, Player], terrain: dict[str, Terrain] | None = None) -> GameState:
    state = GameState.new()
    state = state.with_battlefield(
        state.battlefield.with_terrains((h(k), t) for k, t in (terrain or {}).items())
    )
    for i, (at, owner) in enumerate(creatures.items(), start=1):
        state = state.with_creature(
            Creature(i, f"C{i}", owner, Kind.CHARACTER, h(at), Attack(AttackType.SHOT, (1,), 5),
                     health=2, movement=2)
        )  # fmt: skip
    return state


def can_see(state: GameState, a: str, b: str) -> bool:
    return sees(state, state.at(h(a)), state.at(h(b)))  # type: ignore[arg-type]


S, N = Player.SOUTH, Player.NORTH


def test_an_open_board_is_all_in_sight() -> None:
    state = board({"a1": S, "j8": N})
    assert can_see(state, "a1", "j8") and can_see(state, "j8", "a1")


@pytest.mark.parametrize("terrain", [FOREST, HILL, SMOKE, WALL])
def test_difficult_and_sight_blocking_terrain_block(terrain: Terrain) -> None:
    state = board({"c3": S, "c5": N}, {"c4": terrain, "d4": terrain, "b4": terrain})
    assert not can_see(state, "c3", "c5")


def test_impassable_alone_does_not_block() -> None:
    state = board({"c3": S, "c5": N}, {"c4": IMPASSABLE, "d4": IMPASSABLE, "b4": IMPASSABLE})
    assert can_see(state, "c3", "c5")


def test_a_creature_other_than_the_two_blocks_friend_or_foe() -> None:
    assert not can_see(board({"c3": S, "c4": S, "d4": N, "b4": S, "c5": N}), "c3", "c5")
    # Remove one of the three and a line grazes the middle one's corner.
    assert can_see(board({"c3": S, "c4": S, "d4": N, "c5": N}), "c3", "c5")


def test_the_two_hexes_never_block() -> None:
    state = board({"c3": S, "c5": N}, {"c3": FOREST, "c5": HILL})
    assert can_see(state, "c3", "c5")
    assert h("c3") not in blocking_hexes(state, h("c3"), h("c5"))


def test_grazing_a_corner_is_clear_but_the_seam_of_two_blockers_is_not() -> None:
    # c3 to e3: d3 alone leaves the line along its south edge (shared with d2) clear.
    assert can_see(board({"c3": S, "e3": N}, {"d3": FOREST}), "c3", "e3")
    # d3 and d2 side by side block as one piece: their shared edge is inside it.
    assert not can_see(board({"c3": S, "e3": N}, {"d3": FOREST, "d2": FOREST}), "c3", "e3")


def test_the_line_stays_on_the_battlefield() -> None:
    # Along the west edge, a1 and a3 past a2: only a line off the board would be clear.
    assert not can_see(board({"a1": S, "a3": N}, {"a2": FOREST, "b1": FOREST}), "a1", "a3")
    # Away from the edge the same shape leaves the west corner free.
    assert can_see(board({"c3": S, "c5": N}, {"c4": FOREST, "d4": FOREST}), "c3", "c5")


def test_neighbours_always_see_each_other() -> None:
    state = board({"c3": S, "c4": N, "b3": S, "d3": N}, {"b4": FOREST, "d4": FOREST})
    assert can_see(state, "c3", "c4")


def test_a_refusal_names_the_rule_and_the_creatures() -> None:
    state = board({"c3": S, "c4": S, "d4": N, "b4": S, "c5": N})
    with pytest.raises(RuleViolation) as refused:
        check_sight(state, state.at(h("c3")), state.at(h("c5")))  # type: ignore[arg-type]
    assert refused.value.rule_id == "LS2-8.2"
    assert refused.value.reason == "C1 on c3 has no line of sight to C5 on c5"
    check_sight(state, state.at(h("c3")), state.at(h("c4")))  # type: ignore[arg-type]


def test_the_trace_carries_the_clear_segment() -> None:
    state = board({"c3": S, "c5": N}, {"c4": FOREST})
    trace = sight_trace(state, h("c3"), h("c5"))
    assert trace.clear and trace.segment is not None and trace.hexes == (h("c3"), h("c5"))
    closed = sight_trace(
        board({"c3": S, "c5": N}, {"c4": WALL, "d4": WALL, "b4": WALL}), h("c3"), h("c5")
    )
    assert not closed.clear and closed.segment is None


def test_sight_is_the_same_both_ways_and_more_blockers_never_open_a_line() -> None:
    import random

    from engine.signum.warseer.sight import off_board_ring, sight_segment

    rng = random.Random(8)
    hexes = GameState.new().battlefield.hexes()
    ring = off_board_ring(10, 8)
    for _ in range(150):
        a, b = rng.sample(hexes, 2)
        blockers = {x for x in hexes if x not in (a, b) and rng.random() < 0.3} | ring
        seen = sight_segment(a, b, blockers) is not None
        assert seen == (sight_segment(b, a, blockers) is not None)
        more = blockers | {x for x in hexes if x not in (a, b) and rng.random() < 0.15}
        if sight_segment(a, b, more) is not None:
            assert seen


def test_a_line_from_corner_to_corner_is_enough() -> None:
    # j5 to a3 past e4, with j6 behind j5 and a4 behind a3: the one clear line runs from
    # j5's north-west corner to a3's north-east corner, touching each hex at a point.
    state = board({"j5": S, "a3": N}, {"a4": FOREST, "e4": FOREST, "j6": FOREST})
    assert can_see(state, "j5", "a3") and can_see(state, "a3", "j5")
    segment = sight_trace(state, h("j5"), h("a3")).segment
    assert segment == ((26.0, 10.0), (1.0, 5.0))  # lattice units: the two corners
