"""Legends of Signum (classic) positions as top views of the table: snapshot in, SVG out.

The engine's snapshot (:func:`engine.signum.classic.snapshot.snapshot`, ``format``
``classic/...``) lists the cards, the creatures with their positions and base radii,
and the terrain templates as polygons. The scenario world may add what a step measured
or tried, and the diagram shows it: ``paths`` (a move's walked path), ``sight``
(lines of sight, clear or blocked), ``rings`` (a distance around a base), ``bands``
(a distance from an edge), ``ghosts`` and ``ghost_terrain`` (a refused placement).

>>> after = {"format": "classic/1", "table": 60.0, "cards": [{"name": "Aldar", "health": 5}],
...     "creatures": [{"id": 1, "card": "Aldar", "player": "south", "type": "hero",
...                    "at": [30, 1.5], "radius": 1.5, "wounds": 0}], "templates": []}
>>> diagram(None, after, ENGLISH_LABELS, title="The hero at the south edge").startswith("<svg")
True
>>> diagram(None, {**after, "creatures": []}, ENGLISH_LABELS, title="An empty table") is None
True
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any, cast

from rulebook.diagrams import signum
from rulebook.diagrams.canvas import Caption
from rulebook.diagrams.classic_snapshot import (
    Creature,
    changed,
    read_creatures,
    read_overlay,
    read_templates,
    table_size,
)
from rulebook.diagrams.elements import number
from rulebook.diagrams.phrasebook import Phrasebook
from rulebook.diagrams.tablescene import EDGES, Disc, Edge, Scene, TableView
from rulebook.diagrams.tabletop import render_table

# A game's diagrams module (see rulebook.games): ``changed`` is the snapshot reader's.
__all__ = ["ENGLISH_LABELS", "FROM_VOCABULARY", "changed", "diagram"]

FROM_VOCABULARY = {"diagram card": "card"}
"""The names of cards are the scenario vocabulary's words: a diagram calls a creature what
the scenario beside it calls it."""

ENGLISH_LABELS = Phrasebook(
    words={
        "diagram edge": {edge: edge for edge in EDGES},
        "diagram card": {},  # any card's name, looked up in the scenario vocabulary
        "diagram player": {"south": "south player", "north": "north player"},
        "diagram legend": {
            "origin": "where it stood",
            "destination": "where it went",
            "target": "wounded",
            "changed": "placed",
            "path": "path of the move",
            "run": "path of a run",
            "sight-clear": "line of sight: clear",
            "sight-blocked": "line of sight: blocked",
            "measure": "distance measured",
            "ghost": "refused: where it would stand",
            "hero": "hero",
            "minion": "minion",
            "wound": "wound tokens",
            "template": "terrain",
            "blocking": "terrain that blocks line of sight",
        },
    },
    phrases={
        "creature": "{name} of the {player}",
        "creature_at": "{creature} at {position}",
        "wounded_creature_at": "{creature} at {position}, wounds: {wounds} of {health}",
        "moved": "{creature} moved from {origin} to {destination}",
        "wounded": "{creature} at {position} wounded: {wounds} of {health}",
        "removed": "{creature} removed from {position}",
        "placed": "{creature} placed at {position}",
        "unchanged": "nothing moved",
        "table": "on the table: {creatures}",
        "empty_table": "no creature is on the table",
        "terrain": "terrain: {templates}",
        "sight_clear": "line of sight from {origin} to {destination} is clear",
        "sight_blocked": "line of sight from {origin} to {destination} is blocked",
        "ring": "{label} ({distance} cm) measured around {position}",
        "band": "{label} ({distance} cm) measured from the {edge} edge",
        "ghost": "refused: {player} base at {position}",
        "ghost_terrain": "refused: a template at {position}",
        # The board editor of Try it (rulebook/tryit/boards/classic.py) says these.
        "editor_help": (
            "Name a creature and choose a player, then click the table to put its base there. "
            "Drag a base to move it, or select it to type its centre in centimetres. To lay a "
            "template, choose a terrain card and click where its corner goes; select a template "
            "to take it off."
        ),
        "editor_across": "across, cm",
        "editor_up": "up, cm",
        "editor_remove": "Take it off",
        "editor_lay": "Lay a template of",
        "editor_none": "(none: click puts a base)",
    },
)


def _position(x: float, y: float) -> str:
    return f"{number(x)},{number(y)}"


def _at(creature: Creature, labels: Phrasebook) -> str:
    fields = {
        "creature": signum.creature_phrase(creature, labels),
        "position": _position(creature.x, creature.y),
        "wounds": creature.wounds,
        "health": creature.health,
    }
    return labels.phrase("wounded_creature_at" if creature.wounds else "creature_at", **fields)


def _roles(before: list[Creature] | None, after: list[Creature]) -> tuple[dict[str, str], list]:
    """Highlight roles by creature id, and the ghosts of creatures that moved or left."""
    if before is None:
        return {}, []
    old = {c.id: c for c in before}
    roles, ghosts = {}, []
    for creature in after:
        was = old.get(creature.id)
        if was is None:
            roles[creature.id] = "changed"
        elif (was.x, was.y) != (creature.x, creature.y):
            roles[creature.id] = "destination"
            ghosts.append(was)
        elif creature.wounds > was.wounds:
            roles[creature.id] = "target"
    present = {c.id for c in after}
    ghosts += [c for c in before if c.id not in present]
    return roles, ghosts


def _sentences(
    before: list[Creature] | None, after: list[Creature], labels: Phrasebook
) -> list[str]:
    said = []
    if before is not None:
        old = {c.id: c for c in before}
        for creature in after:
            was = old.get(creature.id)
            name = signum.creature_phrase(creature, labels)
            here = _position(creature.x, creature.y)
            if was is None:
                said.append(labels.phrase("placed", creature=name, position=here))
            elif (was.x, was.y) != (creature.x, creature.y):
                origin = _position(was.x, was.y)
                said.append(labels.phrase("moved", creature=name, origin=origin, destination=here))
            if was is not None and creature.wounds > was.wounds:
                said.append(
                    labels.phrase(
                        "wounded",
                        creature=name,
                        position=here,
                        wounds=creature.wounds,
                        health=creature.health,
                    )
                )
        present = {c.id for c in after}
        for creature in before:
            if creature.id not in present:
                position = _position(creature.x, creature.y)
                said.append(
                    labels.phrase(
                        "removed",
                        creature=signum.creature_phrase(creature, labels),
                        position=position,
                    )
                )
        said = [labels.separator.join(said) if said else labels.phrase("unchanged")]
    return said


def _overlay_sentences(scene: Scene, labels: Phrasebook) -> list[str]:
    said = []
    for stroke in scene.strokes:
        if stroke.style.startswith("sight"):
            origin, destination = (_position(*p) for p in stroke.corners)
            name = "sight_clear" if stroke.style == "sight-clear" else "sight_blocked"
            said.append(labels.phrase(name, origin=origin, destination=destination))
    for ring in scene.rings:
        said.append(
            labels.phrase(
                "ring",
                label=ring.label,
                distance=number(ring.radius),
                position=_position(ring.x, ring.y),
            )
        )
    for band in scene.bands:
        edge = labels.word("diagram edge", band.edge)
        said.append(
            labels.phrase("band", label=band.label, distance=number(band.distance), edge=edge)
        )
    for disc in scene.discs:
        player = labels.word("diagram player", disc.side)
        said.append(labels.phrase("ghost", player=player, position=_position(disc.x, disc.y)))
    for template in scene.templates:
        x = sum(p[0] for p in template.corners) / len(template.corners)
        y = sum(p[1] for p in template.corners) / len(template.corners)
        said.append(labels.phrase("ghost_terrain", position=_position(x, y)))
    return said


def _legend(
    scene: Scene, creatures: list[Creature], short: Mapping[str, str], labels: Phrasebook
) -> list[tuple[str, str]]:
    """The players, the marks and the creatures this diagram shows, each with its meaning."""
    word = lambda key: labels.word("diagram legend", key)  # noqa: E731
    entries = signum.player_entries(creatures, labels)
    roles = {d.role for d in scene.discs if d.role and not d.ghost}
    entries += [
        (role, word(role)) for role in ("destination", "target", "changed") if role in roles
    ]
    if any(d.role == "origin" for d in scene.discs):
        entries.append(("origin", word("origin")))
    styles = {s.style for s in scene.strokes}
    entries += [
        (f"stroke:{s}", word(s))
        for s in ("path", "run", "sight-clear", "sight-blocked")
        if s in styles
    ]
    if scene.rings or scene.bands:
        entries.append(("ring", word("measure")))
    if any(d.kind == "refused" for d in scene.discs) or any(t.ghost for t in scene.templates):
        entries.append(("base:ghost", word("ghost")))
    kinds = {c.kind for c in creatures}
    entries += [(f"base:{k}", word(k)) for k in ("hero", "minion") if k in kinds]
    if any(c.wounds for c in creatures):
        entries.append(("wound", word("wound")))
    templates = [t for t in scene.templates if not t.ghost]
    if any(not t.blocks_sight for t in templates):
        entries.append(("template:open", word("template")))
    if any(t.blocks_sight for t in templates):
        entries.append(("template:blocking", word("blocking")))
    entries += signum.token_entries(creatures, short, labels)
    return entries


def diagram(
    before: Mapping[str, Any] | None,
    after: Mapping[str, Any],
    labels: Phrasebook,
    *,
    title: str,
    id_seed: str = "",
) -> str | None:
    """``after`` drawn from above, with what changed since ``before`` marked; None for an
    empty table that nothing happened on (a step that only states cards)."""
    creatures = signum.in_words(read_creatures(after), labels)
    previous = signum.in_words(read_creatures(before), labels) if before is not None else None
    roles, gone = _roles(previous, creatures)
    short = signum.initials(creatures)
    overlay = read_overlay(after)
    discs = [
        Disc(
            x=c.x,
            y=c.y,
            diameter=c.diameter,
            side=c.player,
            label="",
            name=_at(c, labels),
            ghost=True,
            role="origin",
        )
        for c in gone
    ]
    discs += list(overlay.discs)
    discs += [
        Disc(
            x=c.x,
            y=c.y,
            diameter=c.diameter,
            side=c.player,
            label=short[c.id],
            name=_at(c, labels),
            kind=c.kind,
            wounds=c.wounds,
            role=roles.get(c.id),
        )
        for c in creatures
    ]
    terrain = [replace(t, name=labels.word("diagram card", t.name)) for t in read_templates(after)]
    scene = Scene(
        templates=terrain
        + [replace(t, name=labels.word("diagram card", t.name)) for t in overlay.templates],
        bands=overlay.bands,
        rings=overlay.rings,
        strokes=overlay.strokes,
        discs=discs,
        own_edges={cast(Edge, p): p for p in signum.PLAYERS if p in {c.player for c in creatures}},
    )
    if not (scene.discs or scene.templates or scene.strokes or scene.rings or scene.bands):
        return None
    sentences = _sentences(previous, creatures, labels) + _overlay_sentences(overlay, labels)
    sentences.append(signum.roster(creatures, _at, labels, "table", "empty_table"))
    if terrain:
        names = labels.separator.join(t.name for t in terrain)
        sentences.append(labels.phrase("terrain", templates=names))
    description = signum.described(sentences)
    edge_names = {edge: labels.word("diagram edge", edge) for edge in EDGES}
    legend = _legend(scene, creatures, short, labels)
    caption = Caption(title, description, legend, id_seed)
    return render_table(TableView(size=table_size(after)), scene, edge_names, caption)
