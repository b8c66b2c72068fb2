"""Warseer movement: paths, creatures in the way, terrain, Run, Clinch, Flight, Hook (LS2-5)."""

from __future__ import annotations

import itertools
import math
import random

import pytest

from engine.core.errors import RuleViolation
from engine.signum.warseer.battlefield import Player
from engine.signum.warseer.hexes import Hex
from engine.signum.warseer.movement import (
    check_hook,
    check_move,
    destinations,
    hook,
    hook_destinations,
    move,
)
from engine.signum.warseer.snapshot import snapshot
from engine.signum.warseer.state import Attack, AttackType, Creature, GameState, Kind, keywords
from engine.signum.warseer.terrain import FOREST, IMPASSABLE, WALL, Terrain

h = Hex.parse
S, N = Player.SOUTH, Player.NORTH


def make(i: int, owner: Player, at: str, movement: int = 2, kws: str = "") -> Creature:
    return Creature(
        i, f"C{i}", owner, Kind.CHARACTER, h(at), Attack(AttackType.MELEE, (1,)),
        health=2, movement=movement, keywords=keywords(kws),
    )  # fmt: skip


def board(*creatures: Creature, terrain: dict[str, Terrain] | None = None) -> GameState:
    state = GameState.new()
    state = state.with_battlefield(
        state.battlefield.with_terrains((h(k), t) for k, t in (terrain or {}).items())
    )
    return state.with_creatures(creatures)


def path(text: str) -> tuple[Hex, ...]:
    return tuple(h(x) for x in text.split())


def refused(state: GameState, cid: int, steps: str, run: bool = False) -> RuleViolation:
    before = snapshot(state)
    with pytest.raises(RuleViolation) as caught:
        move(state, cid, path(steps), run)
    assert snapshot(state) == before  # a refused move changes nothing
    return caught.value


def test_a_move_is_a_path_of_neighbours_up_to_movement() -> None:
    state = board(make(1, S, "c2", movement=2))
    after = move(state, 1, path("c3 d3"), run=False)
    c = after.creature(1)
    assert (c.at, c.moved, c.move_start, c.ran, c.activated) == (
        h("d3"),
        True,
        h("c2"),
        False,
        True,
    )
    assert after.current == 1  # the activation goes on: it may still attack
    assert snapshot(after)["paths"] == [{"creature": 1, "hexes": ["c2", "c3", "d3"], "run": False}]
    assert refused(state, 1, "c3 c4 c5").rule_id == "LS2-5.5"
    assert refused(state, 1, "c4").rule_id == "LS2-5.5"  # not a neighbour
    assert refused(state, 1, "").rule_id == "LS2-5.5"
    edge = board(make(1, S, "a1"))
    with pytest.raises(RuleViolation) as off:
        check_move(edge, 1, (Hex(-1, 0),), False)
    assert off.value.rule_id == "LS2-5.7"


def test_creatures_stand_in_the_way_except_for_agile_allies_and_flight() -> None:
    state = board(make(1, S, "c2"), make(2, S, "c3"), make(3, N, "d2"))
    assert refused(state, 1, "c3 c4").rule_id == "LS2-5.6"
    agile = board(make(1, S, "c2", kws="Agile"), make(2, S, "c3"), make(3, N, "d2"))
    assert move(agile, 1, path("c3 c4"), False).creature(1).at == h("c4")
    assert refused(agile, 1, "d2 d3").rule_id == "LS2-5.6"  # an enemy, Agile or not
    assert refused(agile, 1, "c3").rule_id == "LS2-5.6"  # no move ends on a creature
    flier = board(make(1, S, "c2", kws="Flight"), make(2, S, "c3"), make(3, N, "c4"))
    assert refused(flier, 1, "c3 c4").rule_id == "LS2-5.6"
    assert move(flier, 1, path("c3 d3"), False).creature(1).at == h("d3")


def test_impassable_terrain_only_flight_crosses_and_none_ends_on() -> None:
    terrain = {"c3": IMPASSABLE, "c4": WALL}
    state = board(make(1, S, "c2"), terrain=terrain)
    assert refused(state, 1, "c3 c4").rule_id == "LS2-5.7"
    flier = board(make(1, S, "c2", movement=3, kws="Flight"), terrain=terrain)
    assert move(flier, 1, path("c3 c4 c5"), False).creature(1).at == h("c5")
    assert refused(flier, 1, "c3").rule_id == "LS2-5.7"


def test_entering_difficult_terrain_ends_the_activation() -> None:
    state = board(make(1, S, "c2", movement=3), terrain={"c3": FOREST})
    after = move(state, 1, path("c3"), False)
    assert after.creature(1).at == h("c3") and after.current is None
    assert refused(state, 1, "c3 c4").rule_id == "LS2-5.8"
    # Starting in a forest does not hold a creature back.
    inside = board(make(1, S, "c3", movement=2), terrain={"c3": FOREST})
    assert move(inside, 1, path("c4 c5"), False).current == 1
    # Flight flies over; ending on the forest still ends the activation (ruling).
    flier = board(make(1, S, "c2", movement=3, kws="Flight"), terrain={"c3": FOREST, "c4": FOREST})
    assert move(flier, 1, path("c3 c4 c5"), False).current == 1
    assert move(flier, 1, path("c3 c4"), False).current is None


def test_run_adds_one_or_x_and_ends_the_activation() -> None:
    state = board(make(1, S, "c1", movement=2))
    after = move(state, 1, path("c2 c3 c4"), run=True)
    assert after.creature(1).ran and after.current is None
    assert refused(state, 1, "c2 c3 c4 c5", run=True).rule_id == "LS2-5.9"
    run2 = board(make(1, S, "c1", movement=2, kws="Run 2"))
    assert move(run2, 1, path("c2 c3 c4 c5"), run=True).creature(1).at == h("c5")
    slow = board(make(1, S, "c1", movement=2, kws="Slow"))
    assert refused(slow, 1, "c2", run=True).rule_id == "LS2-12.42"
    assert destinations(slow, 1, run=True) == {}
    assert len(destinations(run2, 1, run=True)) > len(destinations(state, 1, run=True))


def test_clinch_holds_an_enemy_in_contact_but_not_an_ally() -> None:
    state = board(make(1, S, "c2", movement=2), make(2, N, "c3", kws="Clinch"))
    violation = refused(state, 1, "c1")
    assert violation.rule_id == "LS2-12.12" and "Clinch" in violation.reason
    assert move(state, 1, path("b2 b3"), False).creature(1).at == h("b3")  # still in contact
    assert refused(state, 1, "b2 b1").rule_id == "LS2-12.12"  # b1 leaves contact
    ally = board(make(1, S, "c2"), make(2, S, "c3", kws="Clinch"))
    assert move(ally, 1, path("c1"), False).creature(1).at == h("c1")


def test_hook_pulls_an_enemy_in_sight_along_a_shortest_path() -> None:
    state = board(make(1, S, "c2", kws="Hook 3"), make(2, N, "c5"))
    assert hook_destinations(state, 1, 2) == (h("c3"),)
    after = hook(state, 1, 2, h("c3"))
    assert after.creature(2).at == h("c3") and after.creature(1).hooked
    assert after.creature(1).at == h("c2")
    with pytest.raises(RuleViolation) as no_move:
        move(after, 1, path("b2"), False)
    assert no_move.value.rule_id == "LS2-12.26"
    with pytest.raises(RuleViolation) as wrong_hex:
        hook(state, 1, 2, h("d3"))  # not on a shortest path
    assert wrong_hex.value.rule_id == "LS2-12.26"
    far = board(make(1, S, "c1", kws="Hook 3"), make(2, N, "c6"))
    with pytest.raises(RuleViolation) as too_far:
        check_hook(far, 1, 2)
    assert too_far.value.rule_id == "LS2-12.26"
    hidden = board(make(1, S, "c2", kws="Hook 3"), make(2, N, "c5"),
                   terrain={"c4": WALL, "b4": WALL, "d4": WALL})  # fmt: skip
    with pytest.raises(RuleViolation) as unseen:
        check_hook(hidden, 1, 2)
    assert unseen.value.rule_id == "LS2-8.6"
    with pytest.raises(RuleViolation) as none:
        check_hook(board(make(1, S, "c2"), make(2, N, "c5")), 1, 2)
    assert none.value.rule_id == "LS2-12.26"


# An independent model of the movement rules, by brute force over every walk.

SQRT3 = math.sqrt(3)


def plane(x: Hex) -> tuple[float, float]:
    return 1.5 * x.col, SQRT3 * (x.row + 0.5 * (x.col % 2))


def touching(a: Hex, b: Hex) -> bool:
    (ax, ay), (bx, by) = plane(a), plane(b)
    return abs(math.hypot(ax - bx, ay - by) - SQRT3) < 1e-9


def brute_ends(state: GameState, mover: Creature, most: int) -> set[Hex]:
    on = set(state.battlefield.hexes())
    terrain = state.battlefield.terrain
    flying, agile = mover.has("Flight"), mover.has("Agile")
    others = {c.at: c for c in state.creatures if c.id != mover.id}
    holders = [
        c
        for c in others.values()
        if c.owner is not mover.owner and c.has("Clinch") and touching(c.at, mover.at)
    ]
    ends: set[Hex] = set()

    def ok_to_enter(x: Hex, prev: Hex) -> bool:
        if x not in on:
            return False
        t = terrain.get(x)
        if (
            not flying
            and prev != mover.at
            and terrain.get(prev) is not None
            and terrain[prev].difficult
        ):
            return False
        if not flying and t is not None and t.impassable:
            return False
        o = others.get(x)
        if o is not None and not flying and not (agile and o.owner is mover.owner):
            return False
        return all(touching(x, c.at) for c in holders)

    def walk(here: Hex, left: int) -> None:
        if left == 0:
            return
        for x in on:
            if touching(here, x) and ok_to_enter(x, here):
                t = terrain.get(x)
                if x not in others and not (t is not None and t.impassable):
                    ends.add(x)
                walk(x, left - 1)

    walk(mover.at, most)
    ends.discard(mover.at)
    return ends


def test_destinations_match_a_brute_force_walk_on_random_layouts() -> None:
    rng = random.Random(5)
    kinds = [FOREST, IMPASSABLE, WALL]
    hexes = GameState.new().battlefield.hexes()
    for _ in range(40):
        spots = rng.sample(hexes, 14)
        kws = rng.choice(["", "Agile", "Flight", "Run 2", "Slow"])
        mover = make(1, S, spots[0].label, movement=rng.choice([1, 2]), kws=kws)
        others = [
            make(i + 1, rng.choice([S, N]), spots[i].label, kws=rng.choice(["", "Clinch"]))
            for i in range(1, 6)
        ]
        terrain = {spots[i].label: rng.choice(kinds) for i in range(6, 14)}
        state = board(mover, *others, terrain=terrain)
        for run in (False, True):
            found = destinations(state, 1, run)
            if run and "Slow" in kws:
                assert found == {}
                continue
            most = mover.movement + ((2 if "Run 2" in kws else 1) if run else 0)
            assert set(found) == brute_ends(state, mover, most), (kws, run, terrain)
            for walked in itertools.islice(found.values(), 6):
                check_move(state, 1, walked, run)  # every path offered is legal
