"""Game states as plain JSON-ready dicts, for diagrams, golden files and saves.

Points are ``[x, y]`` lists in centimetres, enums by value, cards by name; a creature
carries its base's radius so that a diagram needs no card database. :func:`restore`
is the inverse, and checks what it rebuilds (:func:`positions.check_position`).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import asdict, fields, replace
from typing import Any

from engine.core.events import Event
from engine.core.snapshot import reading_snapshot
from engine.signum.classic import cards as c
from engine.signum.classic.cards import CardPool
from engine.signum.classic.positions import check_position
from engine.signum.classic.ruleset import Reveal, Ruleset
from engine.signum.classic.state import (
    Building,
    Camp,
    Creature,
    GameState,
    Hidden,
    Lasting,
    Phase,
    Relic,
    Template,
    freeze_camps,
)
from engine.signum.classic.table import Player, Point
from engine.signum.classic.terrain import template_polygon
from engine.signum.piles import Pile

FORMAT = "classic/1"


def snapshot(state: GameState) -> dict[str, Any]:
    """``state`` as a plain dict (see the module's docstring).

    Decisions still owed and damage still landing are named (``pending``), for a diagram
    to show; :func:`restore` takes back only a settled state, where there are none.
    """
    pending = [type(d).__name__ for d in state.pending]
    if state.resolving is not None:
        pending.append("Resolving")
    return {
        "format": FORMAT,
        "table": state.ruleset.table_size,
        "cards": [card_to_dict(card) for _, card in sorted(state.cards.cards.items())],
        "creatures": [
            {
                "id": cr.id,
                "card": cr.card,
                "player": cr.owner.value,
                "at": [cr.at.x, cr.at.y],
                "radius": state.radius(cr),
                "type": state.card_of(cr).type.value,
                "wounds": cr.wounds,
                "armour": cr.armour,
                "activated": cr.activated,
                "fights": cr.fights,
                "ran": cr.ran,
            }
            for cr in state.creatures
        ],
        "templates": [
            {
                "card": t.card,
                "player": t.owner.value,
                "at": [t.at.x, t.at.y],
                "polygon": [list(p) for p in template_polygon(state, t).corners],
                "blocks_sight": state.cards[t.card].blocks_sight,  # type: ignore[union-attr]
            }
            for t in state.templates
        ],
        "camps": {player.value: camp_to_dict(state.camp(player)) for player in Player},
        "first": state.first.value,
        "active": state.active.value,
        "phase": state.phase.value,
        "turn": state.turn,
        "current": state.current,
        "winner": state.winner.value if state.winner else None,
        "drawn": state.drawn,
        "next_id": state.next_id,
        "tactic_reveal": state.ruleset.tactic_reveal.value,
        "pending": pending,
        "log": [event.to_dict() for event in state.log],
    }


def camp_to_dict(camp: Camp) -> dict[str, Any]:
    return {
        "hero": camp.hero,
        "deck": list(camp.deck),
        "hand": list(camp.hand),
        "graveyard": list(camp.graveyard),
        "minions": list(camp.minions),
        "buildings": list(camp.buildings),
        "terrain": list(camp.terrain),
        "city": [[b.card, b.tapped] for b in camp.city],
        "played_terrain": list(camp.played_terrain),
        "destroyed_unique": sorted(camp.destroyed_unique),
        "prosperity": camp.prosperity,
        "relics": [[r.card, r.tokens, r.uses] for r in camp.relics],
        "tactics": [t.card for t in camp.tactics],
        "lasting": [[s.card, s.target] for s in camp.lasting],
        "terrain_this_turn": camp.terrain_this_turn,
        "mulliganed": camp.mulliganed,
    }


def camp_from_dict(raw: Mapping[str, Any]) -> Camp:
    return Camp(
        hero=raw["hero"],
        deck=Pile(tuple(raw["deck"])),
        hand=Pile(tuple(raw["hand"])),
        graveyard=Pile(tuple(raw["graveyard"])),
        minions=tuple(raw["minions"]),
        buildings=tuple(raw["buildings"]),
        terrain=tuple(raw["terrain"]),
        city=tuple(Building(name, bool(tapped)) for name, tapped in raw["city"]),
        played_terrain=tuple(raw["played_terrain"]),
        destroyed_unique=frozenset(raw["destroyed_unique"]),
        prosperity=int(raw["prosperity"]),
        relics=tuple(Relic(name, int(t), int(u)) for name, t, u in raw["relics"]),
        tactics=tuple(Hidden(name) for name in raw["tactics"]),
        lasting=tuple(Lasting(name, int(target)) for name, target in raw["lasting"]),
        terrain_this_turn=bool(raw["terrain_this_turn"]),
        mulliganed=bool(raw["mulliganed"]),
    )


CARD_CLASSES = {
    cls.__name__: cls
    for cls in (
        c.CreatureCard,
        c.RelicCard,
        c.SpellCard,
        c.TacticCard,
        c.BuildingCard,
        c.TerrainCard,
    )
}


# Each card's JSON text, by the card (kept here, so its id is not reused): a snapshot is
# taken after every step, and writing a card afresh each time was most of its cost.
_CARD_TEXTS: dict[int, tuple[c.Card, str]] = {}
_CARD_TEXTS_KEPT = 4096


def card_to_dict(card: c.Card) -> dict[str, Any]:
    """A card as JSON values: enums by value, nested values as dicts (a new dict each call)."""
    kept = _CARD_TEXTS.get(id(card))
    if kept is None or kept[0] is not card:
        if len(_CARD_TEXTS) >= _CARD_TEXTS_KEPT:
            _CARD_TEXTS.clear()
        kept = _CARD_TEXTS[id(card)] = (card, _card_text(card))
    return json.loads(kept[1])


def _card_text(card: c.Card) -> str:
    data = asdict(card)
    if isinstance(card, c.CreatureCard):
        data["relic_slots"] = {k.value: v for k, v in card.relic_slots.items()}
    data["class"] = type(card).__name__
    return json.dumps(data, default=_plain)


def _plain(value: object) -> object:
    if hasattr(value, "value"):
        return value.value  # an enum
    if isinstance(value, Mapping):
        return dict(value)
    raise TypeError(f"cannot write {value!r}")


def card_from_dict(raw: Mapping[str, Any]) -> c.Card:
    data = dict(raw)
    cls = CARD_CLASSES[data.pop("class")]
    data["type"] = c.CardType(data["type"])
    if isinstance(data.get("cost"), Mapping):
        data["cost"] = c.Cost(data["cost"]["prosperity"], tuple(data["cost"]["buildings"]))
    for key in ("shooting",):
        if data.get(key) is not None:
            data[key] = c.Shooting(**data[key])
    if cls is c.CreatureCard:
        data["relic_slots"] = {c.RelicClass(k): v for k, v in data["relic_slots"].items()}
    if cls is c.RelicCard:
        data["relic_class"] = c.RelicClass(data["relic_class"])
    if cls is c.SpellCard:
        data["effect"] = c.Effect(data["effect"])
        data["target"] = c.Target(data["target"]) if data["target"] else None
    if cls is c.TacticCard:
        data["effect"] = c.Effect(data["effect"])
        data["event"] = c.Event(data["event"])
    if cls is c.TerrainCard:
        data["shape"] = tuple(tuple(p) for p in data["shape"])
    names = {f.name for f in fields(cls)}
    return cls(**{k: v for k, v in data.items() if k in names})


def restore(raw: Mapping[str, Any], ruleset: Ruleset | None = None) -> GameState:
    """The state a snapshot describes (ValueError if malformed; RuleViolation if unreachable)."""
    if raw.get("format") != FORMAT:
        raise ValueError(f"not a {FORMAT} snapshot")
    if raw.get("pending"):
        raise ValueError("a snapshot with decisions owed cannot be restored")
    with reading_snapshot():
        base = ruleset or Ruleset()
        rules = replace(base, tactic_reveal=Reveal(raw["tactic_reveal"]))
        state = GameState(
            cards=CardPool.of(card_from_dict(card) for card in raw["cards"]),
            camps=freeze_camps({Player(p): camp_from_dict(v) for p, v in raw["camps"].items()}),
            creatures=tuple(
                Creature(
                    int(cr["id"]),
                    cr["card"],
                    Player(cr["player"]),
                    Point(float(cr["at"][0]), float(cr["at"][1])),
                    int(cr["wounds"]),
                    int(cr["armour"]),
                    bool(cr["activated"]),
                    int(cr["fights"]),
                    bool(cr["ran"]),
                )
                for cr in raw["creatures"]
            ),
            first=Player(raw["first"]),
            active=Player(raw["active"]),
            phase=Phase(raw["phase"]),
            ruleset=rules,
            templates=tuple(
                Template(t["card"], Player(t["player"]), Point(*t["at"])) for t in raw["templates"]
            ),
            turn=int(raw["turn"]),
            current=raw["current"],
            winner=Player(raw["winner"]) if raw["winner"] else None,
            drawn=bool(raw["drawn"]),
            next_id=int(raw["next_id"]),
            log=tuple(Event.from_dict(event) for event in raw["log"]),
        )
    check_position(state)
    return state
