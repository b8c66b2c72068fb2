"""Warseer states as plain JSON-ready dicts, for diagrams and golden files.

Hexes are written by name (``"c4"``), enums by value, cards by name; every creature
carries its stats and tokens, so a diagram needs no card database. The shape::

    {"format": "warseer/1", "board": {"columns": 10, "rows": 8},
     "zones": {"south": [1, 2], "north": [7, 8]},
     "terrain": [{"hex", "kind", "difficult", "impassable", "blocks_sight"}],
     "creatures": [{"id", "card", "player", "type", "at", "health", "wounds", "armour",
                    "stun", "poison", "disease", "uses", "attack", "dice", "range",
                    "movement", "rank", "keywords", "crit", "activated"}],
     "turn", "active", "phase", "players": {"south": {...}, "north": {...}},
     "attacks": [{"from", "to"}], "pushes": [{"from", "to" or None}],
     "sight": [{"from", "to", "clear", "segment" or None}],
     "paths": [{"creature", "hexes", "run"}]}

The last four lists come from the lines the last action drew (``state.traces``) and are
empty when it drew none. A sight ``segment`` is the clear line found, from the attacker's
hex to the target's, in true proportions with the hex radius as the unit (see
:func:`engine.signum.warseer.hexes.to_plane`).

>>> from engine.signum.warseer.state import GameState
>>> snapshot(GameState.new())["board"]
{'columns': 10, 'rows': 8}
"""

from __future__ import annotations

import json
from typing import Any

from engine.signum.warseer.battlefield import Player
from engine.signum.warseer.hexes import to_plane
from engine.signum.warseer.state import Creature, GameState, PlayerState, Trace

FORMAT = "warseer/1"


def creature_dict(c: Creature) -> dict[str, Any]:
    t = c.tokens
    return {
        "id": c.id,
        "card": c.name,
        "player": c.owner.value,
        "type": c.kind.value,
        "at": c.at.label,
        "health": c.health,
        "wounds": t.wounds,
        "armour": t.armour,
        "stun": t.stun,
        "poison": t.poison,
        "disease": t.disease,
        "uses": t.uses,
        "attack": c.attack.type.value,
        "dice": list(c.attack.dice),
        "range": c.attack.range,
        "movement": c.movement,
        "rank": c.rank,
        "keywords": [str(k) for k in c.keywords],
        "crit": c.crit,
        "activated": c.activated,
    }


def player_dict(p: PlayerState) -> dict[str, Any]:
    return {
        "hero": p.hero,
        "power": p.power,
        "vp": p.vp,
        "hand": len(p.hand) + len(p.feats_hand),
        "deck": len(p.deck),
        "history": list(p.history.cards),
        "war_camp": list(p.war_camp),
        "hall_of_fame": list(p.hall_of_fame.cards),
        "face_down_feats": len(p.face_down_feats),
        "city": [{"card": b.card, "tapped": b.tapped} for b in p.city],
        "relics": [{"card": r.card, "armour": r.armour, "uses": r.uses} for r in p.relics],
    }


def _segment(trace: Trace) -> list[list[float]] | None:
    if trace.segment is None:
        return None
    return [list(to_plane(point)) for point in trace.segment]


def overlays(traces: tuple[Trace, ...]) -> dict[str, list[dict[str, Any]]]:
    """The lines the last action drew, sorted into the four lists a diagram draws."""
    found: dict[str, list[dict[str, Any]]] = {"attacks": [], "pushes": [], "sight": [], "paths": []}
    for t in traces:
        names = [h.label for h in t.hexes]
        if t.kind == "attack":
            found["attacks"].append({"from": names[0], "to": names[-1]})
        elif t.kind == "push":
            found["pushes"].append({"from": names[0], "to": names[1] if len(names) > 1 else None})
        elif t.kind == "sight":
            found["sight"].append(
                {"from": names[0], "to": names[-1], "clear": t.clear, "segment": _segment(t)}
            )
        elif t.kind in ("move", "run"):
            found["paths"].append({"creature": t.creature, "hexes": names, "run": t.kind == "run"})
    return found


def snapshot(state: GameState) -> dict[str, Any]:
    """``state`` as a plain dict (see the module's docstring)."""
    field = state.battlefield
    return {
        "format": FORMAT,
        "board": {"columns": field.columns, "rows": field.rows},
        "zones": {p.value: list(field.zone_rows(p)) for p in Player},
        "terrain": [
            {
                "hex": h.label,
                "kind": t.name.lower(),
                "difficult": t.difficult,
                "impassable": t.impassable,
                "blocks_sight": t.blocks_sight,
            }
            for h, t in sorted(field.terrain.items())
        ],
        "creatures": [creature_dict(c) for c in state.creatures],
        "turn": state.turn,
        "active": state.active.value,
        "phase": state.phase.value,
        "players": {p.value: player_dict(s) for p, s in state.players.items()},
        **overlays(state.traces),
    }


def dumps(state: GameState) -> str:
    """The snapshot as stable JSON text (sorted keys), for golden files."""
    return json.dumps(snapshot(state), sort_keys=True, ensure_ascii=False, indent=1)
