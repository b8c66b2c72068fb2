"""What a classic diagram reads of the engine's snapshot (``format`` ``classic/...``): the
table's size, the creatures with their bases and wounds, the terrain templates, and what the
scenario world adds of a step (paths, sight lines, rings, bands, ghosts); ValueError, naming
the part, for a snapshot it cannot read. :mod:`rulebook.diagrams.classic` says and draws it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, cast

from rulebook.diagrams.signum import PLAYERS, Shown
from rulebook.diagrams.tablescene import EDGES, Band, Disc, Edge, Ring, Scene, Stroke, Template

GAME = "classic"
OVERLAY = ("paths", "sight", "rings", "bands", "ghosts", "ghost_terrain")
"""What a scenario world adds to the engine's snapshot: what its step measured or tried."""


@dataclass(frozen=True, slots=True)
class Creature(Shown):
    """A creature as a diagram sees it: where its base stands, its health and wounds."""

    x: float
    y: float
    diameter: float
    health: int
    wounds: int


def changed(before: Mapping[str, Any], after: Mapping[str, Any]) -> bool:
    """Whether a step changed what a diagram shows: where the creatures stand and their
    wounds, the templates, or what the step measured (Prosperity, a phase, or a creature
    that has been activated alone draws nothing)."""
    return _shown(before) != _shown(after)


def _shown(snapshot: Mapping[str, Any]) -> tuple[object, ...]:
    creatures = tuple((c.id, c.x, c.y, c.wounds) for c in read_creatures(snapshot))
    return (creatures, read_templates(snapshot), *(snapshot.get(key) for key in OVERLAY))


def _point(raw: Any, what: str) -> tuple[float, float]:
    try:
        x, y = raw
        return (float(x), float(y))
    except (TypeError, ValueError):
        raise ValueError(f"malformed {what}: {raw!r} is not a point [x, y]") from None


def read_creatures(snapshot: Mapping[str, Any]) -> list[Creature]:
    """The creatures of a snapshot, south first; ValueError if it is not a classic one."""
    if not str(snapshot.get("format", "")).startswith(f"{GAME}/"):
        raise ValueError(f"not a {GAME} snapshot")
    try:
        health = {
            str(card["name"]): int(card.get("health") or 0) for card in snapshot.get("cards", [])
        }
        found = []
        for raw in snapshot.get("creatures", []):
            x, y = _point(raw["at"], "creature position")
            found.append(
                Creature(
                    id=str(raw["id"]),
                    name=str(raw["card"]),
                    player=str(raw["player"]),
                    kind=str(raw.get("type", "character")),
                    x=x,
                    y=y,
                    diameter=2 * float(raw["radius"]),
                    health=health.get(str(raw["card"]), 0),
                    wounds=int(raw.get("wounds", 0)),
                )
            )
    except (KeyError, TypeError, ValueError, AttributeError) as error:
        raise ValueError(f"malformed {GAME} creature: {error}") from None
    order = {player: index for index, player in enumerate(PLAYERS)}
    return sorted(
        found, key=lambda c: (order.get(c.player, len(order)), c.player, c.kind != "hero", c.id)
    )


def read_templates(snapshot: Mapping[str, Any], key: str = "templates") -> list[Template]:
    try:
        return [
            Template(
                corners=tuple(_point(p, "terrain corner") for p in raw["polygon"]),
                name=str(raw.get("card", "")),
                blocks_sight=bool(raw.get("blocks_sight", False)),
                ghost=key != "templates",
            )
            for raw in snapshot.get(key, [])
        ]
    except (KeyError, TypeError, AttributeError) as error:
        raise ValueError(f"malformed {GAME} terrain: {error}") from None


def table_size(snapshot: Mapping[str, Any]) -> float:
    try:
        return float(snapshot.get("table", 60.0))
    except (TypeError, ValueError):
        raise ValueError(f"malformed {GAME} table: {snapshot.get('table')!r}") from None


def read_overlay(snapshot: Mapping[str, Any]) -> Scene:
    """What the step measured or tried: paths, sight lines, rings, bands and ghosts."""
    try:
        strokes = [
            Stroke(
                tuple(_point(p, "path point") for p in raw["points"]),
                "run" if raw.get("run") else "path",
            )
            for raw in snapshot.get("paths", [])
        ]
        strokes += [
            Stroke(
                (_point(raw["from"], "sight line"), _point(raw["to"], "sight line")),
                "sight-clear" if raw.get("clear") else "sight-blocked",
            )
            for raw in snapshot.get("sight", [])
        ]
        rings = [
            Ring(
                *_point(raw["centre"], "ring centre"),
                float(raw["radius"]),
                str(raw.get("label", "")),
            )
            for raw in snapshot.get("rings", [])
        ]
        bands = []
        for raw in snapshot.get("bands", []):
            edge = str(raw["edge"])
            if edge not in EDGES:
                raise ValueError(f"malformed {GAME} overlay: not an edge of the table: {edge!r}")
            bands.append(Band(cast(Edge, edge), float(raw["distance"]), str(raw.get("label", ""))))
        ghosts = [
            Disc(
                x=float(raw["x"]),
                y=float(raw["y"]),
                diameter=float(raw["diameter"]),
                side=str(raw.get("player", "")),
                label="",
                name=str(raw.get("name", "")),
                kind="refused",
                ghost=True,
            )
            for raw in snapshot.get("ghosts", [])
        ]
    except (KeyError, TypeError, AttributeError) as error:
        raise ValueError(f"malformed {GAME} overlay: {error}") from None
    return Scene(
        templates=read_templates(snapshot, "ghost_terrain"),
        bands=bands,
        rings=rings,
        strokes=strokes,
        discs=ghosts,
    )
