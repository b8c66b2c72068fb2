"""Top views of the classic table: bases to scale, terrain, paths, sight lines, measures."""

from __future__ import annotations

import copy
import math
from typing import Any

import pytest
from support.stand_in import stand_in_russian
from support.svg import layer, parse, with_class

from rulebook.diagrams.classic import ENGLISH_LABELS, changed, diagram
from rulebook.diagrams.tablescene import STROKE_STYLES, TableView
from rulebook.l10n.latin import LatinWords

NS = {"svg": "http://www.w3.org/2000/svg"}
VIEW = TableView()
Snapshot = dict[str, Any]


def creature(ident: int, name: str, player: str, kind: str, x: float, y: float, **more: Any):
    """A creature as the engine's snapshot writes it (its card's values are in "cards")."""
    return {
        "id": ident,
        "card": name,
        "player": player,
        "type": kind,
        "at": [x, y],
        "radius": more.get("diameter", 3.0) / 2,
        "wounds": more.get("wounds", 0),
        "armour": 0,
        "activated": False,
    }


@pytest.fixture
def before() -> Snapshot:
    return {
        "format": "classic/1",
        "table": 60.0,
        "cards": [
            {"name": name, "health": health}
            for name, health in [
                ("Aldar", 8),
                ("Shadow Archer", 3),
                ("Gnoll Raider", 5),
                ("Gil-Talas", 8),
            ]
        ],
        "creatures": [
            creature(1, "Aldar", "south", "hero", 30, 2, diameter=4.0),
            creature(2, "Shadow Archer", "south", "character", 20, 20),
            creature(3, "Gnoll Raider", "north", "character", 26, 34, wounds=1),
            creature(4, "Gil-Talas", "north", "hero", 30, 58, diameter=4.0),
        ],
        "templates": [
            {
                "card": "Old Ruins",
                "player": "north",
                "at": [27, 28],
                "polygon": [[22, 26], [32, 26], [32, 30], [22, 30]],
                "blocks_sight": True,
            },
        ],
    }


@pytest.fixture
def after(before: Snapshot) -> Snapshot:
    moved = copy.deepcopy(before)
    moved["creatures"][1]["at"] = [24.0, 31.2]
    moved["paths"] = [{"creature": 2, "points": [[20, 20], [18, 27], [24, 31.2]], "run": True}]
    moved["sight"] = [
        {"from": [20, 20], "to": [26, 34], "clear": False},
        {"from": [30, 2], "to": [30, 58], "clear": True},
    ]
    moved["rings"] = [{"centre": [26, 34], "radius": 9.5, "label": "S"}]
    moved["bands"] = [{"edge": "north", "distance": 10.0, "label": "M"}]
    moved["ghosts"] = [{"x": 10, "y": 1.5, "diameter": 3, "player": "south"}]
    return moved


def test_bases_are_drawn_to_scale_where_the_creatures_stand(after: Snapshot) -> None:
    root = parse(diagram(None, after, ENGLISH_LABELS, title="t"))
    bodies = [
        (float(body.get("r", "")), (float(body.get("cx", "")), float(body.get("cy", ""))))
        for group in layer(root, "bases")
        if "ghost" not in group.get("class", "")
        for body in with_class(group, "base-body")
    ]
    assert (2.0 * 7.0, VIEW.at(30, 2)) in bodies  # the hero's base is 4 cm across
    assert (1.5 * 7.0, VIEW.at(24, 31.2)) in bodies
    assert len(bodies) == 4


def test_terrain_is_its_polygon_and_a_blocking_one_says_so(after: Snapshot) -> None:
    root = parse(diagram(None, after, ENGLISH_LABELS, title="t"))
    (template,) = layer(root, "templates")
    assert "blocks-sight" in template.get("class", "")
    polygon = template.find("svg:polygon", NS)
    assert polygon is not None
    corners = [tuple(map(float, p.split(","))) for p in polygon.get("points", "").split()]
    assert corners == [VIEW.at(x, y) for x, y in [(22, 26), (32, 26), (32, 30), (22, 30)]]


def test_line_of_sight_is_green_where_clear_and_red_where_blocked(after: Snapshot) -> None:
    root = parse(diagram(None, after, ENGLISH_LABELS, title="t"))
    colours = {
        line.get("points"): line.get("stroke")
        for line in layer(root, "strokes")
        if "sight" in line.get("class", "")
    }
    blocked = " ".join(",".join(f"{c:g}" for c in VIEW.at(*p)) for p in [(20, 20), (26, 34)])
    clear = " ".join(",".join(f"{c:g}" for c in VIEW.at(*p)) for p in [(30, 2), (30, 58)])
    assert colours == {blocked: "#d62828", clear: "#009e73"}  # red, green
    assert STROKE_STYLES["sight-blocked"][0] == "#d62828"


def test_the_path_of_a_run_is_drawn_dashed_through_its_corners(after: Snapshot) -> None:
    root = parse(diagram(None, after, ENGLISH_LABELS, title="t"))
    (run,) = [e for e in with_class(root, "run") if e.tag.endswith("polyline")]
    assert run.get("stroke-dasharray")
    corners = [tuple(map(float, p.split(","))) for p in run.get("points", "").split()]
    assert corners == [VIEW.at(20, 20), VIEW.at(18, 27), VIEW.at(24, 31.2)]


def test_a_measured_distance_is_a_ring_of_its_radius_and_a_band_along_its_edge(
    after: Snapshot,
) -> None:
    root = parse(diagram(None, after, ENGLISH_LABELS, title="t"))
    (ring,) = layer(root, "rings")
    circle = ring.find("svg:circle", NS)
    assert circle is not None and math.isclose(float(circle.get("r", "")), 9.5 * 7.0)
    (band,) = layer(root, "bands")
    line = band.find("svg:line", NS)
    assert line is not None and float(line.get("y1", "")) == VIEW.at(0, 50)[1]


def test_what_moved_is_marked_and_said(before: Snapshot, after: Snapshot) -> None:
    root = parse(diagram(before, after, ENGLISH_LABELS, title="t"))
    roles = [e.get("class", "").split()[1] for e in with_class(root, "highlight")]
    assert sorted(roles) == ["destination", "origin"]
    desc = root.findtext("svg:desc", namespaces=NS) or ""
    assert "Shadow Archer of the south player moved from 20,20 to 24,31.2" in desc
    assert "Gnoll Raider of the north player at 26,34, wounds: 1 of 5" in desc
    assert "Line of sight from 20,20 to 26,34 is blocked" in desc


def test_the_legend_names_the_players_the_marks_and_the_creatures(after: Snapshot) -> None:
    root = parse(diagram(None, after, ENGLISH_LABELS, title="t"))
    lines = [t.text for t in with_class(root, "legend-text")]
    for expected in (
        "south player",
        "north player",
        "path of a run",
        "line of sight: clear",
        "line of sight: blocked",
        "distance measured",
        "refused: where it would stand",
        "hero",
        "wound tokens",
        "terrain that blocks line of sight",
        "Gnoll Raider of the north player",
    ):
        assert expected in lines


def test_the_same_snapshot_gives_the_same_bytes(before: Snapshot, after: Snapshot) -> None:
    assert diagram(before, after, ENGLISH_LABELS, title="t") == diagram(
        before, after, ENGLISH_LABELS, title="t"
    )


def test_a_russian_diagram_has_no_english_word(after: Snapshot) -> None:
    """Its own words from its catalog, the cards' names from the scenario vocabulary."""
    translate = stand_in_russian(
        {
            "diagram edge": {"north": "север", "south": "юг", "east": "восток", "west": "запад"},
            "diagram player": {"south player": "игрок юга", "north player": "игрок севера"},
            "diagram card": {
                "Aldar": "Алдар",
                "Shadow Archer": "Теневой лучник",
                "Gnoll Raider": "Гнолл",
                "Gil-Talas": "Гил-Талас",
                "Old Ruins": "Руины",
            },
        }
    )
    after["ghost_terrain"] = [{"card": "Old Ruins", "polygon": [[40, 40], [44, 40], [44, 44]]}]
    root = parse(diagram(None, after, ENGLISH_LABELS.translated(translate), title="заголовок"))
    shown = " ".join(t.text or "" for t in root.iter() if t.tag.endswith("text"))
    assert "ТЛ" in shown  # the initials of the Russian name
    assert LatinWords.load().words(shown) == []


@pytest.mark.parametrize(
    ("key", "value"),
    [("format", "znamenosets/1"), ("creatures", [{"id": "x"}]), ("bands", [{"edge": "up"}])],
)
def test_a_malformed_snapshot_is_one_clear_error(after: Snapshot, key: str, value: Any) -> None:
    after[key] = value
    with pytest.raises(ValueError, match="classic"):
        diagram(None, after, ENGLISH_LABELS, title="t")


def test_only_a_change_on_the_table_draws_a_new_diagram(before: Snapshot, after: Snapshot) -> None:
    elsewhere = copy.deepcopy(before)
    elsewhere["camps"] = {"south": {"prosperity": 3}}
    elsewhere["creatures"][0]["activated"] = True
    assert not changed(before, elsewhere)
    assert changed(before, after)


def test_an_empty_table_that_nothing_happened_on_draws_nothing(before: Snapshot) -> None:
    """A step that only states cards shows no picture; a table a creature just left does."""
    empty = {**before, "creatures": [], "templates": []}
    assert diagram(None, empty, ENGLISH_LABELS, title="t") is None
    left = {**before, "creatures": [], "templates": []}
    one = {**before, "creatures": before["creatures"][:1], "templates": []}
    assert diagram(one, left, ENGLISH_LABELS, title="t") is not None
