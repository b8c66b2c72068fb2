"""Warseer state: immutable creatures, tokens, tablets and the ruleset's data."""

from __future__ import annotations

import dataclasses

import pytest

from engine.signum.piles import Pile
from engine.signum.warseer.battlefield import Battlefield, Player
from engine.signum.warseer.hexes import Hex
from engine.signum.warseer.ruleset import DEFAULT_RULESET, Ruleset, board_data
from engine.signum.warseer.state import (
    Attack,
    AttackType,
    Creature,
    GameState,
    Keyword,
    Kind,
    keywords,
)
from engine.signum.warseer.terrain import FOREST, HILL, IMPASSABLE, terrain_named
from engine.signum.warseer.tokens import TokenKind, Tokens


def creature(i: int, owner: Player, at: str, kws: str = "") -> Creature:
    return Creature(
        i, f"C{i}", owner, Kind.CHARACTER, Hex.parse(at), Attack(AttackType.SHOT, (1, 1), 3),
        health=3, movement=2, rank=1, keywords=keywords(kws),
    )  # fmt: skip


def test_the_ruleset_reads_the_board_from_data() -> None:
    data = board_data()
    assert DEFAULT_RULESET.columns == data["board"]["columns"] == 10
    assert DEFAULT_RULESET.rows == data["board"]["rows"] == 8
    assert DEFAULT_RULESET.south_rows == (1, 2) and DEFAULT_RULESET.north_rows == (7, 8)
    assert DEFAULT_RULESET.vp_target == 10 and DEFAULT_RULESET.power_cap == 10
    assert DEFAULT_RULESET.with_vp_target(12).vp_target == 12
    with pytest.raises(ValueError):
        Ruleset(south_rows=(1, 2), north_rows=(2, 3))
    with pytest.raises(ValueError):
        Ruleset(north_rows=(9,))
    small = Ruleset(columns=5, rows=4, south_rows=(1,), north_rows=(4,))
    assert len(Battlefield.empty(small).hexes()) == 20
    assert {h.row for h in Battlefield.empty(small).zone(Player.NORTH)} == {3}


def test_keywords_parse_with_their_x_and_text() -> None:
    kws = keywords("Run 2, Agile, Charge: +1 sword, Aura 1: Shield")
    c = creature(1, Player.SOUTH, "c2", "Run 2, Agile, Charge: +1 sword, Aura 1: Shield")
    assert Keyword("Aura", 1, "Shield") in kws
    assert (
        c.x("run") == 2
        and c.has("AGILE")
        and c.keyword("Charge") == Keyword("Charge", None, "+1 sword")
    )
    assert not c.has("Slow") and c.x("Slow") is None
    assert str(Keyword("Hook", 2)) == "Hook 2"
    with pytest.raises(ValueError):
        Keyword.parse(" 3")


def test_tokens_never_go_negative() -> None:
    t = Tokens(armour=1)
    assert t.minus(TokenKind.ARMOUR, 3).armour == 0
    assert t.plus(TokenKind.POISON).poison == 1
    with pytest.raises(ValueError):
        Tokens(wounds=-1)


def test_the_state_is_immutable_and_building_a_new_one_leaves_the_old() -> None:
    state = GameState.new().with_creature(creature(1, Player.SOUTH, "c2"))
    with pytest.raises(dataclasses.FrozenInstanceError):
        state.turn = 2  # type: ignore[misc]
    moved = state.with_creature(state.creature(1).moved_to(Hex.parse("c3")).plus(TokenKind.WOUND))
    assert state.creature(1).at == Hex.parse("c2") and state.creature(1).wounds == 0
    assert moved.at(Hex.parse("c3")) is not None and moved.at(Hex.parse("c2")) is None
    assert moved.creature(1).wounded
    assert moved.next_id == 2
    with pytest.raises(ValueError):
        moved.with_creature(creature(2, Player.NORTH, "c3"))  # occupied
    with pytest.raises(ValueError):
        moved.with_creature(creature(2, Player.NORTH, "k3"))  # off the board
    gone = moved.without_creature(1)
    assert gone.creatures == () and moved.find(1) is not None


def test_tablets_hold_the_zones_power_and_vp() -> None:
    state = GameState.new().with_player(Player.NORTH, hand=Pile(("Fireball",)), power=3, vp=2)
    north = state.player(Player.NORTH)
    assert north.hand.cards == ("Fireball",) and north.power == 3 and north.vp == 2
    assert state.player(Player.SOUTH).power == 0
    counted = north.count_up("summon")
    assert counted.counted("summon") == 1 and north.counted("summon") == 0


def test_terrain_kinds() -> None:
    assert FOREST.difficult and HILL.difficult and FOREST.blocks_sight
    assert IMPASSABLE.impassable and not IMPASSABLE.blocks_sight
    assert terrain_named("Forest") is FOREST
    with pytest.raises(ValueError):
        terrain_named("lava")
    field = Battlefield.empty().with_terrain(Hex.parse("e5"), FOREST)
    assert field.difficult(Hex.parse("e5")) and field.blocks_sight(Hex.parse("e5"))
    assert field.with_terrain(Hex.parse("e5"), None).terrain_at(Hex.parse("e5")) is None
    with pytest.raises(ValueError):
        Battlefield(10, 8, {Hex(10, 0): FOREST})


def test_a_fresh_turn_clears_the_activation() -> None:
    c = dataclasses.replace(creature(1, Player.SOUTH, "c2"), activated=True, ran=True, attacks=2)
    f = c.fresh()
    assert not f.activated and not f.ran and f.attacks == 0


def test_the_snapshot_is_plain_data_with_the_board_creatures_and_overlays() -> None:
    import json

    from engine.signum.warseer.snapshot import dumps, snapshot
    from engine.signum.warseer.state import Trace

    c = creature(1, Player.SOUTH, "c2", "Run 2").with_tokens(wounds=1, armour=2, stun=1)
    field = Battlefield.empty().with_terrain(Hex.parse("e5"), FOREST)
    state = GameState.new(battlefield=field).with_creature(c)
    state = state.traced(
        Trace("attack", (Hex.parse("c2"), Hex.parse("c3"))),
        Trace("push", (Hex.parse("c3"),)),
        Trace("sight", (Hex.parse("c2"), Hex.parse("c5")), True, ((0, 0), (2, 0))),
        Trace("run", (Hex.parse("c1"), Hex.parse("c2")), creature=1),
    )
    snap = snapshot(state)
    assert json.loads(dumps(state)) == snap
    assert snap["format"] == "warseer/1" and snap["board"] == {"columns": 10, "rows": 8}
    assert snap["terrain"] == [
        {
            "hex": "e5",
            "kind": "forest",
            "difficult": True,
            "impassable": False,
            "blocks_sight": True,
        }
    ]
    (cd,) = snap["creatures"]
    assert (cd["at"], cd["player"], cd["type"], cd["wounds"], cd["armour"], cd["stun"]) == (
        "c2", "south", "character", 1, 2, 1,
    )  # fmt: skip
    assert cd["dice"] == [1, 1] and cd["keywords"] == ["Run 2"]
    assert snap["attacks"] == [{"from": "c2", "to": "c3"}]
    assert snap["pushes"] == [{"from": "c3", "to": None}]
    assert snap["sight"][0]["clear"] and snap["sight"][0]["segment"] == [[0.0, 0.0], [1.0, 0.0]]
    assert snap["paths"] == [{"creature": 1, "hexes": ["c1", "c2"], "run": True}]
    assert snapshot(GameState.new())["attacks"] == []
