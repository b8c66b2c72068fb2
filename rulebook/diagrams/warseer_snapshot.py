"""What a Warseer diagram reads of the engine's snapshot (``format`` ``warseer/...``): the
board's size, the creatures with their counters and relics, the terrain, the deployment
zones, and what the scenario world adds of a step (its arrows); ValueError, naming the
part, for a snapshot it cannot read. :mod:`rulebook.diagrams.warseer` says and draws it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from rulebook.diagrams.hexscene import STATUSES, Arrow, Ground
from rulebook.diagrams.signum import PLAYERS, Shown

GAME = "warseer"
OVERLAY = ("attacks", "pushes", "sight", "paths")
"""What a scenario world adds to the engine's snapshot: what its step did or measured."""
LOOKS = ("forest", "hill", "impassable", "other")
"""How terrain is drawn (:attr:`Ground.look`), in legend order."""
COUNTERS = ("wounds", "armour", *STATUSES)


@dataclass(frozen=True, slots=True)
class Creature(Shown):
    """A creature as a diagram sees it: its hex, health and counters by name (see
    :data:`COUNTERS`)."""

    hex: str
    health: int
    counts: tuple[tuple[str, int], ...]
    relics: tuple[tuple[str, int, int], ...] = ()  # card, armour, markers
    """A hero's relics: card, armour tokens, multiple-use markers. The hero's badges count
    the relics' tokens too: they are what protects it and what it can still use."""


def changed(before: Mapping[str, Any], after: Mapping[str, Any]) -> bool:
    """Whether a step changed what a diagram shows: where the creatures stand and their
    counters, the terrain, or what the step did (a phase, Power or a card drawn alone
    draws nothing)."""
    return _shown(before) != _shown(after)


def _shown(snapshot: Mapping[str, Any]) -> tuple[object, ...]:
    creatures = tuple((c.id, c.hex, c.counts, c.relics) for c in read_creatures(snapshot))
    return (creatures, tuple(read_ground(snapshot)), *(snapshot.get(key) for key in OVERLAY))


def check_format(snapshot: Mapping[str, Any]) -> None:
    if not str(snapshot.get("format", "")).startswith(f"{GAME}/"):
        raise ValueError(f"not a {GAME} snapshot")


def _count(raw: Mapping[str, Any], counter: str) -> int:
    tokens = raw.get("tokens") or {}
    return int(raw.get(counter, tokens.get(counter, 0)) or 0)


Relics = tuple[tuple[str, int, int], ...]
"""A player's relics: card, armour tokens, multiple-use markers."""


def _relics(snapshot: Mapping[str, Any]) -> dict[str, Relics]:
    """Each player's relics (card, armour, markers), from the snapshot's ``players``."""
    try:
        return {
            str(player): tuple(
                (str(r["card"]), int(r.get("armour") or 0), int(r.get("uses") or 0))
                for r in tablet.get("relics", [])
            )
            for player, tablet in (snapshot.get("players") or {}).items()
        }
    except (KeyError, TypeError, ValueError, AttributeError) as error:
        raise ValueError(f"malformed {GAME} relics: {error}") from None


def _creature_of(raw: Mapping[str, Any], relics: Mapping[str, Relics]) -> Creature:
    kind = str(raw.get("type", "character"))
    carried = relics.get(str(raw["player"]), ()) if kind == "hero" else ()
    extra = {
        "armour": sum(armour for _, armour, _ in carried),
        "uses": sum(uses for _, _, uses in carried),
    }
    counts = tuple((c, n) for c in COUNTERS if (n := _count(raw, c) + extra.get(c, 0)))
    return Creature(
        id=str(raw["id"]),
        name=str(raw["card"]),
        player=str(raw["player"]),
        kind=kind,
        hex=str(raw["at"]),
        health=int(raw.get("health") or 0),
        counts=counts,
        relics=carried,
    )


def read_creatures(snapshot: Mapping[str, Any]) -> list[Creature]:
    """The creatures of a snapshot, south first, heroes first; ValueError if malformed."""
    check_format(snapshot)
    relics = _relics(snapshot)
    try:
        found = [_creature_of(raw, relics) for raw in snapshot.get("creatures", [])]
    except (KeyError, TypeError, ValueError, AttributeError) as error:
        raise ValueError(f"malformed {GAME} creature: {error}") from None
    order = {player: index for index, player in enumerate(PLAYERS)}
    return sorted(
        found,
        key=lambda c: (
            order.get(c.player, len(order)),
            c.player,
            c.kind != "hero",
            c.id.zfill(9),  # ids are numbers: 2 before 10
        ),
    )


def read_ground(snapshot: Mapping[str, Any]) -> list[Ground]:
    """The terrain hexes, as a list of ``{"hex", "kind", ...}`` or a ``hex -> {...}`` map."""
    raw = snapshot.get("terrain") or []
    try:
        items = (
            [{"hex": name, **value} for name, value in raw.items()]
            if isinstance(raw, Mapping)
            else list(raw)
        )
        return sorted(
            (
                Ground(
                    hex=str(item["hex"]),
                    kind=str(item["kind"]).lower(),
                    name=str(item["kind"]),
                    difficult=bool(item.get("difficult", False)),
                    impassable=bool(item.get("impassable", False)),
                    blocks_sight=bool(item.get("blocks_sight", False)),
                )
                for item in items
            ),
            key=lambda g: g.hex,
        )
    except (KeyError, TypeError, AttributeError) as error:
        raise ValueError(f"malformed {GAME} terrain: {error}") from None


def read_zones(snapshot: Mapping[str, Any], players: set[str]) -> dict[str, list[int]]:
    """The deployment zones' rows of ``players``, from the snapshot's ``zones``."""
    try:
        return {
            player: sorted(int(row) for row in rows)
            for player, rows in (snapshot.get("zones") or {}).items()
            if player in players
        }
    except (TypeError, ValueError, AttributeError) as error:
        raise ValueError(f"malformed {GAME} zones: {error}") from None


def read_overlay(snapshot: Mapping[str, Any]) -> list[Arrow]:
    """What the step did or measured, as arrows: attacks, pushes, sight lines, paths."""
    arrows: list[Arrow] = []
    try:
        for raw in snapshot.get("paths", []):
            style = "run" if raw.get("run") else "path"
            arrows.append(Arrow(tuple(str(h) for h in raw["hexes"]), style))
        for raw in snapshot.get("sight", []):
            style = "sight-clear" if raw.get("clear") else "sight-blocked"
            found = raw.get("segment")
            segment = None
            if found:
                (ax, ay), (bx, by) = found
                segment = ((float(ax), float(ay)), (float(bx), float(by)))
            arrows.append(Arrow((str(raw["from"]), str(raw["to"])), style, segment))
        for raw in snapshot.get("attacks", []):
            arrows.append(Arrow((str(raw["from"]), str(raw["to"])), "attack"))
        for raw in snapshot.get("pushes", []):
            ends = (str(raw["from"]),) + ((str(raw["to"]),) if raw.get("to") else ())
            arrows.append(Arrow(ends, "push"))
    except (KeyError, TypeError, ValueError, AttributeError) as error:
        raise ValueError(f"malformed {GAME} overlay: {error}") from None
    return arrows


View = tuple[int, int, int, int]
"""The part of the battlefield a scenario's diagrams draw: its first column (``a`` is 0),
its number of columns, its first row and its number of rows."""
VIEW_MARGIN = 1
"""Hexes drawn around the ones a scenario uses, so a piece is seen with its surroundings."""


def board_size(snapshot: Mapping[str, Any]) -> tuple[int, int]:
    """The battlefield's columns and rows."""
    check_format(snapshot)
    board = snapshot.get("board") or {}
    try:
        return int(board.get("columns", 10)), int(board.get("rows", 8))
    except (TypeError, ValueError, AttributeError) as error:
        raise ValueError(f"malformed {GAME} board: {error}") from None


def used_hexes(snapshot: Mapping[str, Any]) -> set[str]:
    """The hexes a snapshot shows something on: creatures, terrain, arrows."""
    used = {c.hex for c in read_creatures(snapshot)} | {g.hex for g in read_ground(snapshot)}
    return used | {h for arrow in read_overlay(snapshot) for h in arrow.hexes}


def scenario_view(snapshots: list[Mapping[str, Any]]) -> View | None:
    """The part of the battlefield all of a scenario's diagrams draw: the hexes its steps
    use, with a margin of :data:`VIEW_MARGIN` hexes (the coordinates along its edges orient
    it); None for the whole battlefield, when the scenario uses nearly all of it."""
    drawn = [s for s in snapshots if str(s.get("format", "")).startswith(f"{GAME}/")]
    used = {h for snapshot in drawn for h in used_hexes(snapshot)}
    if not used:
        return None
    columns, rows = board_size(drawn[0])
    found = [(ord(h[0]) - ord("a"), int(h[1:])) for h in used]
    west = max(0, min(c for c, _ in found) - VIEW_MARGIN)
    east = min(columns - 1, max(c for c, _ in found) + VIEW_MARGIN)
    south = max(1, min(r for _, r in found) - VIEW_MARGIN)
    north = min(rows, max(r for _, r in found) + VIEW_MARGIN)
    if east - west + 1 >= columns - 1 and north - south + 1 >= rows - 1:
        return None
    return (west, east - west + 1, south, north - south + 1)
