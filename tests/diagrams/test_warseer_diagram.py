"""Warseer hex diagrams from real engine snapshots: the board, terrain, creatures and
their tokens, the attack and push arrows, lines of sight, both languages."""

from __future__ import annotations

import math
import subprocess
from dataclasses import replace
from typing import Any
from xml.etree import ElementTree

import pytest
from support.needs import need
from support.stand_in import stand_in_russian
from support.svg import layer, with_class

from engine.signum.warseer.battlefield import Player
from engine.signum.warseer.hexes import Hex, plane_corners
from engine.signum.warseer.movement import move
from engine.signum.warseer.push import blocked, push
from engine.signum.warseer.sight import sight_trace
from engine.signum.warseer.snapshot import snapshot
from engine.signum.warseer.state import (
    Attack,
    AttackType,
    Creature,
    GameState,
    Kind,
    Relic,
    Trace,
)
from engine.signum.warseer.terrain import FOREST, HILL, IMPASSABLE, SMOKE, WALL
from engine.signum.warseer.tokens import Tokens
from rulebook.diagrams.hexboard import disc_centre
from rulebook.diagrams.hexgrid import HexLayout
from rulebook.diagrams.warseer import ENGLISH_LABELS, FROM_VOCABULARY, changed, diagram, layout
from rulebook.l10n.latin import LatinWords
from rulebook.sphinx.diagrams import apart

NS = {"svg": "http://www.w3.org/2000/svg"}
Snapshot = dict[str, Any]
BOARD = layout(10, 8)


def creature(ident: int, name: str, owner: Player, kind: Kind, at: str, **more: Any) -> Creature:
    return Creature(
        id=ident,
        name=name,
        owner=owner,
        kind=kind,
        at=Hex.parse(at),
        attack=Attack(AttackType.MAGIC, (2, 2), range=3),
        health=more.pop("health", 6),
        movement=3,
        tokens=Tokens(**more),
    )


@pytest.fixture(scope="module")
def before_state() -> GameState:
    """Kaitlynn about to strike Gil-Talas, who stands beside a Forest."""
    state = GameState.new()
    field = state.battlefield.with_terrains(
        [
            (Hex.parse("e5"), FOREST),
            (Hex.parse("f5"), FOREST),
            (Hex.parse("c6"), HILL),
            (Hex.parse("h3"), IMPASSABLE),
            (Hex.parse("b4"), WALL),
            (Hex.parse("g2"), SMOKE),
        ]
    )
    return state.with_battlefield(field).with_creatures(
        [
            creature(1, "Kaitlynn", Player.SOUTH, Kind.HERO, "d4", armour=2, health=8),
            creature(2, "Gil-Talas", Player.NORTH, Kind.HERO, "e6", wounds=1, poison=1),
            creature(3, "Dayodor Order Mentor", Player.NORTH, Kind.CHARACTER, "g6", stun=1, uses=2),
            creature(4, "Imp", Player.SOUTH, Kind.MINION, "c2", disease=1, health=1),
        ]
    )


@pytest.fixture(scope="module")
def after_state(before_state: GameState) -> GameState:
    """The magic attack dealt 2 wounds; the engine pushes Gil-Talas from e6 into the Forest
    on e5, for 1 more magic wound (LS2-9.4)."""
    gil = before_state.creature(2)
    hit = replace(gil, tokens=replace(gil.tokens, wounds=gil.tokens.wounds + 2))
    hexes = Hex.parse
    struck = before_state.with_creature(hit)
    struck = struck.traced(
        sight_trace(struck, hexes("d4"), hexes("e6")),  # clear: d5 between them is open
        sight_trace(struck, hexes("e4"), hexes("e6")),  # blocked: Forests, Kaitlynn on d4
        Trace("attack", (hexes("d4"), hexes("e6"))),
    )
    return push(struck, gil.id, hexes("e5"), magical=True)


@pytest.fixture(scope="module")
def before(before_state: GameState) -> Snapshot:
    return snapshot(before_state)


@pytest.fixture(scope="module")
def after(after_state: GameState) -> Snapshot:
    return snapshot(after_state)


@pytest.fixture(scope="module")
def root(before: Snapshot, after: Snapshot) -> ElementTree.Element:
    svg = diagram(before, after, ENGLISH_LABELS, title="Kaitlynn's attack")
    assert svg is not None
    return ElementTree.fromstring(svg)


def corners(element: ElementTree.Element) -> list[tuple[float, float]]:
    return [tuple(map(float, p.split(","))) for p in element.get("points", "").split()]  # type: ignore[misc]


def inside(point: tuple[float, float], hex_name: str) -> bool:
    """Whether ``point`` lies in the hex or on its rim (the hex is convex, its corners
    clockwise on the canvas)."""
    ring = BOARD.polygon(hex_name)
    x, y = point
    for (ax, ay), (bx, by) in zip(ring, ring[1:] + ring[:1], strict=True):
        if (bx - ax) * (y - ay) - (by - ay) * (x - ax) < -0.05 * BOARD.radius:
            return False
    return True


def test_odd_q_columns_b_d_stand_half_a_hex_north() -> None:
    """Row 1 is south; b1 is half a hex north of a1 and c1; each of a hex's six neighbours
    (rule: odd-q, even-numbered columns raised) is one hex-height away on the canvas."""
    grid = HexLayout(10, 8)
    height = math.sqrt(3) * grid.radius
    (ax, ay), (bx, by), (cx, cy) = grid.centre("a1"), grid.centre("b1"), grid.centre("c1")
    assert grid.centre("a8")[1] < ay  # north is up
    assert math.isclose(ay - by, height / 2, abs_tol=0.02) and cy == ay
    assert math.isclose(bx - ax, 1.5 * grid.radius) and math.isclose(cx - bx, 1.5 * grid.radius)
    for centre, neighbours in {
        "d4": ["d3", "d5", "c4", "c5", "e4", "e5"],  # a raised column: its neighbours' row+1
        "e5": ["e4", "e6", "d4", "d5", "f4", "f5"],  # a low one: its neighbours' row-1
    }.items():
        for other in neighbours:
            assert math.isclose(
                math.dist(grid.centre(centre), grid.centre(other)), height, abs_tol=0.02
            ), (centre, other)
    assert len(grid.cells()) == 80 and "k1" not in grid and "a9" not in grid


def test_every_hex_is_drawn_named_and_the_edges_carry_the_coordinates(
    root: ElementTree.Element,
) -> None:
    cells = with_class(root, "cell")
    assert len(cells) == 80
    assert {c.get("data-cell") for c in cells} == set(BOARD.cells())
    names = {t.text for t in layer(root, "hex-names")}
    assert names == set(BOARD.cells())
    axes = [t.text for t in with_class(root, "axis-label")]
    assert sorted(axes) == sorted(list("abcdefghij") * 2 + [str(r) for r in range(1, 9)] * 2)
    edges = [t.text for t in with_class(root, "edge-name")]
    assert edges == ["north", "south"]


def test_the_engine_and_the_drawing_agree_on_where_a_hex_is(root: ElementTree.Element) -> None:
    """The engine's plane (a1 at the origin, y north) lands on the layout's hexes."""
    for name in ("a1", "b1", "e5", "j8"):
        engine_corners = sorted(BOARD.from_plane(p) for p in plane_corners(Hex.parse(name)))
        drawn = sorted(BOARD.polygon(name))
        for (x, y), (u, v) in zip(engine_corners, drawn, strict=True):
            assert math.isclose(x, u, abs_tol=0.02) and math.isclose(y, v, abs_tol=0.02)


def test_terrain_is_drawn_by_kind_and_what_only_blocks_sight_is_hatched(
    root: ElementTree.Element,
) -> None:
    terrain = {g.get("data-hex"): g for g in layer(root, "terrain")}
    assert set(terrain) == {"e5", "f5", "c6", "h3", "b4", "g2"}
    kinds = {h: g.get("class", "").split()[1] for h, g in terrain.items()}
    assert kinds == {
        "e5": "forest",
        "f5": "forest",
        "c6": "hill",
        "h3": "impassable",
        "b4": "impassable",  # a Wall is Impassable
        "g2": "other",  # Smoke is plain terrain that blocks sight
    }
    assert terrain["g2"].get("class") == "terrain other blocks-sight"
    hatched = {h for h, g in terrain.items() if with_class(g, "hatch")}
    assert hatched == {"b4", "g2"}  # the Wall and the Smoke; a Forest blocks sight anyway
    polygon = terrain["e5"].find("svg:polygon", NS)
    assert polygon is not None and corners(polygon) == list(BOARD.polygon("e5"))


def test_creatures_carry_owner_colour_label_wounds_armour_and_tokens(
    root: ElementTree.Element,
) -> None:
    pieces = {g.get("data-hex"): g for g in layer(root, "creatures")}
    assert set(pieces) == {"d4", "e5", "g6", "c2"}
    kaitlynn, gil = pieces["d4"], pieces["e5"]
    assert "side-south" in kaitlynn.get("class", "") and "hero" in kaitlynn.get("class", "")
    body = with_class(kaitlynn, "creature-body")[0]
    assert body.get("fill") == "#1f5aa6"  # the south player's dark blue
    assert with_class(gil, "creature-body")[0].get("fill") == "#f5b971"
    assert [t.text for t in with_class(kaitlynn, "creature-label")] == ["Ka"]
    assert "minion" in pieces["c2"].get("class", "")

    def counters(group: ElementTree.Element) -> dict[str, str]:
        return {
            c.get("class", "").split()[1]: "".join(c.itertext())
            for c in with_class(group, "counter")
        }

    assert counters(kaitlynn) == {"armour": "2"}
    assert counters(gil) == {"wounds": "4", "poison": "P"}
    assert counters(pieces["g6"]) == {"stun": "S", "uses": "2"}
    assert counters(pieces["c2"]) == {"disease": "D"}
    assert kaitlynn.findtext("svg:title", namespaces=NS) == (
        "Kaitlynn of the south player on d4 (armour: 2)"
    )


def test_the_push_arrow_runs_from_the_old_hex_and_ends_on_the_new_one(
    root: ElementTree.Element,
) -> None:
    (push,) = with_class(layer(root, "arrows"), "push")
    start, *_, end = corners(push)
    assert inside(start, "e6") and inside(end, "e5")
    assert not inside(end, "e6")
    assert push.get("marker-end", "").startswith("url(#hexes-")
    (attack,) = with_class(layer(root, "arrows"), "attack")
    start, *_, end = corners(attack)
    assert inside(start, "d4") and inside(end, "e6")


def test_a_push_with_nowhere_to_go_is_a_ring_on_the_defender() -> None:
    """An Imp in the corner a1, its two neighbours a2 and b1 taken: the engine finds no hex."""
    cornered = GameState.new().with_creatures(
        [
            creature(1, "Imp", Player.NORTH, Kind.MINION, "a1"),
            creature(2, "Kaitlynn", Player.SOUTH, Kind.HERO, "a2"),
            creature(3, "Gil-Talas", Player.SOUTH, Kind.CHARACTER, "b1"),
        ]
    )
    stuck = blocked(cornered, 1, magical=False)
    svg = diagram(snapshot(cornered), snapshot(stuck), ENGLISH_LABELS, title="t")
    assert svg is not None
    (ring,) = with_class(layer(ElementTree.fromstring(svg), "arrows"), "push-nowhere")
    assert ring.get("data-hex") == "a1"
    assert (float(ring.get("cx", "")), float(ring.get("cy", ""))) == pytest.approx(
        BOARD.centre("a1"), abs=BOARD.inner_radius * 0.2
    )
    assert "The creature on a1 has no free hex to be pushed to." in svg
    assert "Imp of the north player on a1 now has wounds: 1 of 6" in svg
    assert "push: no free hex" in svg


def test_line_of_sight_clear_follows_the_engines_segment_and_blocked_is_red_dashed(
    root: ElementTree.Element, after: Snapshot
) -> None:
    engine = {(s["from"], s["to"]): s for s in after["sight"]}
    assert engine[("d4", "e6")]["clear"] and not engine[("e4", "e6")]["clear"]
    lines = {e.get("class"): e for e in layer(root, "lines")}
    clear, blocked = lines["arrow sight-clear"], lines["arrow sight-blocked"]
    assert clear.get("stroke") == "#009e73" and not clear.get("stroke-dasharray")
    assert blocked.get("stroke") == "#d62828" and blocked.get("stroke-dasharray")
    # The attack from d4 to e6 lies on its clear line, drawn as a wider band to stay in view.
    assert float(clear.get("stroke-width", "")) > float(blocked.get("stroke-width", "")) + 4
    a, b = corners(clear)
    assert inside(a, "d4") and inside(b, "e6")  # the engine's clear segment, on the rims here
    assert [a, b] == [BOARD.from_plane(tuple(p)) for p in engine[("d4", "e6")]["segment"]]
    assert corners(blocked) == [BOARD.centre("e4"), BOARD.centre("e6")]


def test_what_changed_is_outlined_and_said(root: ElementTree.Element) -> None:
    roles = {
        e.get("data-cell"): e.get("class", "").split()[1] for e in with_class(root, "highlight")
    }
    assert roles == {"e6": "origin", "e5": "destination"}
    desc = root.findtext("svg:desc", namespaces=NS) or ""
    for said in (
        "Gil-Talas of the north player moved from hex e6 to hex e5",
        "now has wounds: 4 of 6, poisoned",  # 1 + 2 + 1 for the Forest
        "The creature on d4 attacks the one on e6.",
        "The creature on e6 is pushed to e5.",
        "Line of sight between d4 and e6: clear.",
        "Line of sight between e4 and e6: blocked.",
        "Kaitlynn of the south player on d4 (armour: 2)",
        "Forest on e5, f5",
        "Wall blocking line of sight on b4",
        "ground blocking line of sight on g2",  # the Smoke: its hatching says it all
    ):
        assert said in desc


def test_the_legend_explains_every_mark_in_legible_type(root: ElementTree.Element) -> None:
    texts = with_class(root, "legend-text")
    lines = [t.text for t in texts]
    for expected in (
        "south player",
        "north player",
        "attack",
        "push",
        "line of sight: clear",
        "line of sight: blocked",
        "Forest",
        "Hill",
        "Impassable, Wall",
        "blocks line of sight",
        "wound tokens",
        "armour tokens",
        "stun token",
        "poison token",
        "disease token",
        "multiple-use markers",
        "Dayodor Order Mentor of the north player",
    ):
        assert expected in lines
    assert "Smoke" not in lines  # plain ground that blocks sight is the hatching alone
    assert {t.get("font-size") for t in texts} == {"11"}


def test_the_board_scales_to_the_column_and_its_key_can_stand_apart(
    before: Snapshot, after: Snapshot
) -> None:
    svg = diagram(before, after, ENGLISH_LABELS, title="t")
    assert svg is not None
    top = ElementTree.fromstring(svg)
    assert top.get("viewBox", "").startswith("0 0 ") and "max-width: 100%" in top.get("style", "")
    parts = apart(svg)
    assert parts.count("<svg") == 2 and 'class="board-legend"' in parts
    board, key = parts.split('<svg xmlns="http://www.w3.org/2000/svg" class="board-legend"')
    assert "legend-text" not in board and 'class="cell"' in board and "marker" in board
    assert "legend-text" in key and "marker-end" not in key  # the key needs no defs


@pytest.mark.needs("rsvg-convert")
def test_librsvg_draws_it_for_the_printed_book(
    before: Snapshot, after: Snapshot, tmp_path: Any
) -> None:
    svg = diagram(before, after, ENGLISH_LABELS, title="t")
    assert svg is not None
    board, key = apart(svg).split("</svg>", 1)  # the book converts each drawing of a page
    sources = [tmp_path / "board.svg", tmp_path / "key.svg"]
    sources[0].write_text(board + "</svg>", encoding="utf-8")
    sources[1].write_text(key, encoding="utf-8")
    target = tmp_path / "d.pdf"
    subprocess.run(
        [need("rsvg-convert"), "--format=pdf", f"--output={target}", *map(str, sources)],
        check=True,
        capture_output=True,
    )
    assert target.read_bytes().startswith(b"%PDF")


def test_a_russian_diagram_has_no_english_word(after: Snapshot) -> None:
    """Its own words from its catalog, card and terrain names from the scenario vocabulary."""
    vocabulary = {
        "Kaitlynn": "Кайтлин",
        "Gil-Talas": "Гил-Талас",
        "Dayodor Order Mentor": "Даодор Наставник Ордена",
        "Imp": "Бес",
        "Forest": "Лес",
        "Hill": "Холм",
        "Impassable": "Непроходимая",
        "Wall": "Стена",
        "blocks sight": "закрывает обзор",
    }
    names = dict.fromkeys(FROM_VOCABULARY, vocabulary)
    translate = stand_in_russian({**names, "diagram token": {"S": "О", "P": "Я", "D": "Б"}})
    svg = diagram(None, after, ENGLISH_LABELS.translated(translate), title="заголовок")
    assert svg is not None
    shown = " ".join(t.text or "" for t in ElementTree.fromstring(svg).iter() if t.text)
    assert "Ка" in shown and "Лес" in shown and "Я" in shown
    # The column letters i and j stand alone on the edges, as the notation's own Latin.
    assert set(LatinWords.load().words(shown)) <= {"i", "j"}


def test_the_words_to_translate_are_listed_with_their_contexts() -> None:
    messages = ENGLISH_LABELS.messages()
    contexts = {context for context, _ in messages}
    assert {"diagram", "diagram legend", "diagram token", "diagram player"} <= contexts
    assert ("diagram legend", "push: no free hex") in messages
    assert ("diagram", "{creature} moved from hex {origin} to hex {destination}") in messages


def test_the_same_snapshot_gives_the_same_bytes(before: Snapshot, after: Snapshot) -> None:
    assert diagram(before, after, ENGLISH_LABELS, title="t") == diagram(
        before, after, ENGLISH_LABELS, title="t"
    )


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("format", "classic/1"),
        ("creatures", [{"id": 1}]),
        ("terrain", [{"kind": "forest"}]),
        ("pushes", [{"to": "e5"}]),
        ("creatures", [{"id": 1, "card": "Imp", "player": "south", "at": "k9"}]),
    ],
)
def test_a_malformed_snapshot_is_one_clear_error(after: Snapshot, key: str, value: Any) -> None:
    broken = {**after, key: value}
    with pytest.raises(ValueError, match=r"warseer|not a hex"):
        diagram(None, broken, ENGLISH_LABELS, title="t")


def test_only_a_change_on_the_battlefield_draws_a_new_diagram(
    before_state: GameState, after: Snapshot, before: Snapshot
) -> None:
    elsewhere = snapshot(replace(before_state, turn=before_state.turn + 1))
    assert not changed(before, elsewhere)
    assert changed(before, after)


def test_an_empty_battlefield_that_nothing_happened_on_draws_nothing(
    before_state: GameState,
) -> None:
    empty = snapshot(GameState.new())
    assert diagram(None, empty, ENGLISH_LABELS, title="t") is None
    one = snapshot(GameState.new().with_creature(before_state.creature(1)))
    assert diagram(one, empty, ENGLISH_LABELS, title="t") is not None  # it left d4


def test_a_creature_entering_the_battlefield_shows_its_owners_zone(
    before_state: GameState, before: Snapshot
) -> None:
    """Ruling: a summoned character enters its owner's zone (south: rows 1 and 2)."""
    summoned = before_state.with_creature(creature(5, "Imp", Player.SOUTH, Kind.MINION, "f2"))
    svg = diagram(before, snapshot(summoned), ENGLISH_LABELS, title="t")
    assert svg is not None
    root = ElementTree.fromstring(svg)
    zone = {c.get("data-cell") for c in with_class(layer(root, "cells"), "zone")}
    assert zone == {f"{column}{row}" for column in "abcdefghij" for row in (1, 2)}
    roles = {
        e.get("data-cell"): e.get("class", "").split()[1] for e in with_class(root, "highlight")
    }
    assert roles == {"f2": "changed"}
    assert "deployment zone of the south player" in [
        t.text for t in with_class(root, "legend-text")
    ]
    assert "Deployment zone of the south player: rows 1, 2." in svg
    assert "Imp of the south player placed on f2" in svg


@pytest.mark.parametrize("run", [False, True])
def test_a_move_is_a_path_through_the_hexes_it_crossed(
    before_state: GameState, before: Snapshot, run: bool
) -> None:
    """The engine's own move of Kaitlynn d4 -> d5 -> d6 (a run is dashed)."""
    path = (Hex.parse("d5"), Hex.parse("d6"))
    svg = diagram(before, snapshot(move(before_state, 1, path, run)), ENGLISH_LABELS, title="t")
    assert svg is not None
    root = ElementTree.fromstring(svg)
    (line,) = with_class(layer(root, "lines"), "run" if run else "path")
    start, middle, end = corners(line)
    assert start == disc_centre(BOARD, "d4")  # the hex it left is empty: from its middle
    assert inside(middle, "d5") and inside(end, "d6")
    assert bool(line.get("stroke-dasharray")) is run
    roles = {
        e.get("data-cell"): e.get("class", "").split()[1] for e in with_class(root, "highlight")
    }
    assert roles == {"d4": "origin", "d6": "destination"}
    assert "Kaitlynn of the south player moved from hex d4 to hex d6" in svg


def test_a_heros_relics_add_their_armour_and_markers_to_its_badges(
    before_state: GameState,
) -> None:
    """Armour relics protect the hero and Multiple Uses markers lie on relics (LS2-1)."""
    equipped = before_state.with_player(
        Player.SOUTH,
        hero="Kaitlynn",
        relics=(Relic("Chainmail", armour=1), Relic("Amulet", uses=3)),
    )
    svg = diagram(None, snapshot(equipped), ENGLISH_LABELS, title="t")
    assert svg is not None
    (kaitlynn,) = [
        g for g in layer(ElementTree.fromstring(svg), "creatures") if g.get("data-hex") == "d4"
    ]
    badges = {
        c.get("class", "").split()[1]: "".join(c.itertext())
        for c in with_class(kaitlynn, "counter")
    }
    assert badges == {"armour": "3", "uses": "3"}  # 2 of her own and the Chainmail's 1
    assert kaitlynn.findtext("svg:title", namespaces=NS) == (
        "Kaitlynn of the south player on d4 (armour: 3, multiple-use markers: 3, "
        "relics: Chainmail (armour: 1), Amulet (multiple-use markers: 3))"
    )
    assert not changed(snapshot(equipped), snapshot(equipped))
    assert changed(snapshot(before_state), snapshot(equipped))


def test_a_line_of_sight_between_neighbours_is_said_not_drawn(before_state: GameState) -> None:
    """It is always clear, and it would lie hidden under the creatures and the attack."""
    d4, d5 = Hex.parse("d4"), Hex.parse("d5")
    close = before_state.traced(sight_trace(before_state, d4, d5), Trace("attack", (d4, d5)))
    svg = diagram(None, snapshot(close), ENGLISH_LABELS, title="t")
    assert svg is not None
    root = ElementTree.fromstring(svg)
    assert not list(layer(root, "lines"))
    assert "line of sight: clear" not in [t.text for t in with_class(root, "legend-text")]
    assert "Line of sight between d4 and d5: clear." in svg


@pytest.mark.parametrize(
    "name",
    ["rulebook.diagrams.hexgrid", "rulebook.diagrams.warseer", "rulebook.tryit.boards.warseer"],
)
def test_the_examples_in_the_docstrings_hold(name: str) -> None:
    import doctest
    import importlib

    assert doctest.testmod(importlib.import_module(name)).failed == 0
