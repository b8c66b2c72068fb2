"""Legends of Signum 2: Warseer positions as hex diagrams: the engine's snapshot in, SVG out.

The engine's snapshot (:func:`engine.signum.warseer.snapshot.snapshot`, ``format``
``warseer/...``) gives the board's size, the terrain on its hexes and the creatures
with their hexes, wounds, armour and tokens. The scenario world may add what a step
did or measured, and the diagram shows it: ``attacks`` (an arrow from the attacker's
hex to the defender's), ``pushes`` (an arrow from where the defender stood to where
it went, or a ring where it had nowhere to go), ``sight`` (a line of sight between
two hexes, clear or blocked) and ``paths`` (the hexes a move went through).

>>> after = {"format": "warseer/1", "board": {"columns": 10, "rows": 8}, "terrain": [],
...     "creatures": [{"id": 1, "card": "Kaitlynn", "player": "south", "type": "hero",
...                    "at": "e1", "health": 8, "wounds": 0, "armour": 0}]}
>>> diagram(None, after, ENGLISH_LABELS, title="The hero in the south").startswith("<svg")
True
>>> diagram(None, {**after, "creatures": []}, ENGLISH_LABELS, title="Nothing") is None
True
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from rulebook.diagrams import signum
from rulebook.diagrams.canvas import Caption
from rulebook.diagrams.hexboard import EDGE_ROOM, render_hexes
from rulebook.diagrams.hexgrid import HexLayout
from rulebook.diagrams.hexscene import Arrow, Counter, Ground, HexScene, Piece
from rulebook.diagrams.phrasebook import Phrasebook
from rulebook.diagrams.warseer_snapshot import (
    COUNTERS,
    LOOKS,
    Creature,
    View,
    board_size,
    changed,
    read_creatures,
    read_ground,
    read_overlay,
    read_zones,
    scenario_view,
)

__all__ = [  # a game's diagrams module (see rulebook.games), and what the Try it board reads
    "ENGLISH_LABELS",
    "FROM_VOCABULARY",
    "Creature",
    "changed",
    "diagram",
    "layout",
    "view",
]

view = scenario_view  # the part of the battlefield a scenario's diagrams draw

FROM_VOCABULARY = {"diagram card": "card", "diagram terrain": "terrain kind"}
"""The names of cards and of terrain kinds are the scenario vocabulary's words: a diagram
calls a creature or a Forest what the scenario beside it calls it."""
ENGLISH_LABELS = Phrasebook(
    words={
        "diagram edge": {"north": "north", "south": "south"},
        "diagram card": {},  # any card's name, looked up in the scenario vocabulary
        "diagram player": {"south": "south player", "north": "north player"},
        "diagram terrain": {  # the engine's kinds (data/board.toml), as the vocabulary says them
            "forest": "Forest",
            "hill": "Hill",
            "impassable": "Impassable",
            "wall": "Wall",
            "smoke": "blocks sight",  # a scenario's plain ground that blocks sight
        },
        "diagram token": {"stun": "S", "poison": "P", "disease": "D"},
        "diagram legend": {
            "origin": "where it stood",
            "destination": "where it went",
            "target": "wounds or tokens changed",
            "changed": "placed",
            "attack": "attack",
            "push": "push",
            "push-nowhere": "push: no free hex",
            "path": "path of the move",
            "run": "path of a run",
            "sight-clear": "line of sight: clear",
            "sight-blocked": "line of sight: blocked",
            "blocking": "blocks line of sight",
            "hero": "hero",
            "minion": "minion",
            "wounds": "wound tokens",
            "armour": "armour tokens",
            "stun": "stun token",
            "poison": "poison token",
            "disease": "disease token",
            "uses": "multiple-use markers",
            "zone-south": "deployment zone of the south player",
            "zone-north": "deployment zone of the north player",
        },
    },
    phrases={
        "creature": "{name} of the {player}",
        "creature_on": "{creature} on {hex}",
        "creature_with": "{creature} on {hex} ({counters})",
        "wounds": "wounds: {wounds} of {health}",
        "armour": "armour: {armour}",
        "stun": "stunned",
        "poison": "poisoned",
        "disease": "diseased",
        "uses": "multiple-use markers: {uses}",
        "relics": "relics: {relics}",
        "relic_with": "{card} ({counters})",
        "moved": "{creature} moved from hex {origin} to hex {destination}",
        "hit": "{creature} on {hex} now has {counters}",
        "cleared": "{creature} on {hex} now has no wounds or tokens",
        "removed": "{creature} removed from {hex}",
        "placed": "{creature} placed on {hex}",
        "unchanged": "nothing moved",
        "attack": "the creature on {origin} attacks the one on {destination}",
        "push": "the creature on {origin} is pushed to {destination}",
        "push_nowhere": "the creature on {origin} has no free hex to be pushed to",
        "sight_clear": "line of sight between {origin} and {destination}: clear",
        "sight_blocked": "line of sight between {origin} and {destination}: blocked",
        "battlefield": "on the battlefield: {creatures}",
        "empty_battlefield": "no creature is on the battlefield",
        "terrain": "terrain: {terrain}",
        "terrain_on": "{kind} on {hexes}",
        "blocking_on": "{kind} blocking line of sight on {hexes}",
        "sight_blocker_on": "ground blocking line of sight on {hexes}",
        "zone": "deployment zone of the {player}: rows {rows}",
        # The board editor of Try it (rulebook/tryit/boards/warseer.py) says this above it.
        "editor_help": (
            "Choose a creature and a player, then click a hex without a creature; "
            "click a creature to take it off."
        ),
    },
)


@functools.lru_cache(maxsize=64)
def layout(columns: int, rows: int, first_column: int = 0, first_row: int = 1) -> HexLayout:
    """The battlefield (or the part of it from ``first_column`` and ``first_row``) as the
    south player sees it, room left for the edges' names."""
    return HexLayout(columns, rows, edge=EDGE_ROOM, first_column=first_column, first_row=first_row)


def _layout(snapshot: Mapping[str, Any], view: View | None = None) -> HexLayout:
    columns, rows = board_size(snapshot)
    if view is None:
        return layout(columns, rows)
    first_column, count, first_row, height = view
    return layout(count, height, first_column, first_row)


def _counters(creature: Creature, labels: Phrasebook) -> str:
    """What the creature carries, in words: ``wounds: 1 of 5, armour: 2, stunned``, and a
    hero's relics with their tokens."""
    said = [
        labels.phrase(counter, wounds=value, health=creature.health, armour=value, uses=value)
        for counter, value in creature.counts
    ]
    relics = []
    for card, armour, uses in creature.relics:
        name = labels.word("diagram card", card)
        tokens = [labels.phrase("armour", armour=armour)] if armour else []
        tokens += [labels.phrase("uses", uses=uses)] if uses else []
        relics.append(
            labels.phrase("relic_with", card=name, counters=", ".join(tokens)) if tokens else name
        )
    if relics:
        said.append(labels.phrase("relics", relics=", ".join(relics)))
    return ", ".join(said)


def _on(creature: Creature, labels: Phrasebook) -> str:
    name = signum.creature_phrase(creature, labels)
    if creature.counts or creature.relics:
        return labels.phrase(
            "creature_with",
            creature=name,
            hex=creature.hex,
            counters=_counters(creature, labels),
        )
    return labels.phrase("creature_on", creature=name, hex=creature.hex)


def _badges(creature: Creature, labels: Phrasebook) -> tuple[Counter, ...]:
    return tuple(
        Counter(
            counter,
            labels.word("diagram token", counter)
            if counter in ("stun", "poison", "disease")
            else str(value),
        )
        for counter, value in creature.counts
    )


def _roles(before: list[Creature] | None, after: list[Creature]) -> dict[str, str]:
    """Hex -> highlight role: where a creature left, went, was hit or was placed."""
    if before is None:
        return {}
    old = {c.id: c for c in before}
    present = {c.id for c in after}
    roles = {c.hex: "origin" for c in before if c.id not in present}
    roles.update({old[c.id].hex: "origin" for c in after if c.id in old and old[c.id].hex != c.hex})
    for creature in after:
        was = old.get(creature.id)
        if was is None:
            roles[creature.hex] = "changed"
        elif was.hex != creature.hex:
            roles[creature.hex] = "destination"
        elif was.counts != creature.counts:
            roles[creature.hex] = "target"
    return roles


def _sentences(
    before: list[Creature] | None, after: list[Creature], labels: Phrasebook
) -> list[str]:
    if before is None:
        return []
    old = {c.id: c for c in before}
    said = []
    for creature in after:
        was = old.get(creature.id)
        name = signum.creature_phrase(creature, labels)
        if was is None:
            said.append(labels.phrase("placed", creature=name, hex=creature.hex))
            continue
        if was.hex != creature.hex:
            said.append(
                labels.phrase("moved", creature=name, origin=was.hex, destination=creature.hex)
            )
        if was.counts != creature.counts:
            if creature.counts:
                counters = _counters(creature, labels)
                said.append(
                    labels.phrase("hit", creature=name, hex=creature.hex, counters=counters)
                )
            else:
                said.append(labels.phrase("cleared", creature=name, hex=creature.hex))
    present = {c.id for c in after}
    said += [
        labels.phrase("removed", creature=signum.creature_phrase(c, labels), hex=c.hex)
        for c in before
        if c.id not in present
    ]
    return [labels.separator.join(said) if said else labels.phrase("unchanged")]


def _arrow_sentences(arrows: list[Arrow], labels: Phrasebook) -> list[str]:
    said = []
    for arrow in arrows:
        ends = {"origin": arrow.hexes[0], "destination": arrow.hexes[-1]}
        if arrow.style == "attack":
            said.append(labels.phrase("attack", **ends))
        elif arrow.style == "push":
            name = "push" if len(arrow.hexes) > 1 else "push_nowhere"
            said.append(labels.phrase(name, **ends))
        elif arrow.style.startswith("sight"):
            name = "sight_clear" if arrow.style == "sight-clear" else "sight_blocked"
            said.append(labels.phrase(name, **ends))
    return said


def terrain_name(kind: str, labels: Phrasebook) -> str:
    """A terrain kind in the page's words: ``forest`` is the vocabulary's Forest."""
    found = labels.word("diagram terrain", kind)
    return labels.word("diagram terrain", kind.title()) if found == kind else found


def _terrain_groups(
    ground: list[Ground], labels: Phrasebook
) -> dict[tuple[str, bool], list[tuple[str, list[str]]]]:
    """(look, hatched) -> the kinds' names and their hexes, in legend order."""
    groups: dict[tuple[str, bool], dict[str, list[str]]] = {}
    for item in ground:
        named = groups.setdefault((item.look, item.hatched), {})
        # Plain ground that only blocks sight (the engine's Smoke, a scenario's "blocks
        # sight") has no name of its own worth saying: the hatching says what it does.
        name = (
            "" if (item.look, item.hatched) == ("other", True) else terrain_name(item.kind, labels)
        )
        named.setdefault(name, []).append(item.hex)
    ordered = sorted(groups, key=lambda key: (LOOKS.index(key[0]), key[1]))
    return {key: sorted(groups[key].items()) for key in ordered}


def _terrain_sentence(ground: list[Ground], labels: Phrasebook) -> str:
    parts = [
        labels.phrase("blocking_on" if hatched else "terrain_on", kind=name, hexes=", ".join(hexes))
        if name
        else labels.phrase("sight_blocker_on", hexes=", ".join(hexes))
        for (_, hatched), named in _terrain_groups(ground, labels).items()
        for name, hexes in named
    ]
    return labels.phrase("terrain", terrain=labels.separator.join(parts))


def _legend(
    scene: HexScene,
    ground: list[Ground],
    creatures: list[Creature],
    short: Mapping[str, str],
    labels: Phrasebook,
) -> list[tuple[str, str]]:
    """The players, the marks and the creatures this diagram shows, each with its meaning."""

    def word(key: str) -> str:
        return labels.word("diagram legend", key)

    entries = signum.player_entries(creatures, labels)
    zoned = set(scene.zones.values())
    entries += [(f"zone:{p}", word(f"zone-{p}")) for p in signum.PLAYERS if p in zoned]
    roles = set(scene.highlight.values())
    entries += [
        (role, word(role))
        for role in ("origin", "destination", "target", "changed")
        if role in roles
    ]
    styles = {a.style if len(a.hexes) > 1 else "push-nowhere" for a in scene.arrows}
    entries += [
        (f"arrow:{style}", word(style))
        for style in (
            "attack",
            "push",
            "push-nowhere",
            "path",
            "run",
            "sight-clear",
            "sight-blocked",
        )
        if style in styles
    ]
    looks: dict[str, list[str]] = {}
    for (look, _), named in _terrain_groups(ground, labels).items():
        looks.setdefault(look, []).extend(name for name, _ in named if name)
    entries += [
        (f"terrain:{look}", ", ".join(dict.fromkeys(names)))
        for look, names in looks.items()
        if names
    ]
    if any(g.hatched for g in ground):
        entries.append(("terrain:blocking", word("blocking")))
    types = {c.kind for c in creatures}
    entries += [(f"creature:{k}", word(k)) for k in ("hero", "minion") if k in types]
    carried = {counter for c in creatures for counter, _ in c.counts}
    for counter in COUNTERS:
        if counter in carried:
            letter = (
                labels.word("diagram token", counter)
                if counter in ("stun", "poison", "disease")
                else ""
            )
            entries.append((f"counter:{counter}:{letter}", word(counter)))
    entries += signum.token_entries(creatures, short, labels)
    return entries


def diagram(
    before: Mapping[str, Any] | None,
    after: Mapping[str, Any],
    labels: Phrasebook,
    *,
    title: str,
    id_seed: str = "",
    view: View | None = None,
) -> str | None:
    """``after`` drawn from above, with what changed since ``before`` marked; None for an
    empty battlefield that nothing happened on (a step that only states cards). ``view`` is
    the part of the battlefield to draw (see :func:`view`); by default the whole of it."""
    board = _layout(after, view)
    creatures = signum.in_words(read_creatures(after), labels)
    previous = signum.in_words(read_creatures(before), labels) if before is not None else None
    ground = read_ground(after)
    arrows = read_overlay(after)
    short = signum.initials(creatures)
    roles = _roles(previous, creatures)
    # A creature entering the battlefield enters its owner's zone: the zone is shown then.
    placed = {c.player for c in creatures if roles.get(c.hex) == "changed"}
    zones = read_zones(after, placed)
    columns = sorted({h[0] for h in board.cells()})
    zone_hexes = {
        f"{column}{row}": player
        for player, rows in zones.items()
        for row in rows
        for column in columns
        if f"{column}{row}" in board
    }
    # A line of sight between neighbours is always clear and would lie hidden under the two
    # creatures (and the attack arrow): it is said, not drawn.
    drawn = [a for a in arrows if not (a.style.startswith("sight") and board.adjacent(*a.hexes))]
    scene = HexScene(
        ground=[replace(g, name=terrain_name(g.kind, labels)) for g in ground],
        pieces=[
            Piece(
                hex=c.hex,
                side=c.player,
                label=short[c.id],
                name=_on(c, labels),
                kind=c.kind,
                counters=_badges(c, labels),
            )
            for c in creatures
        ],
        arrows=drawn,
        highlight=roles,
        zones=zone_hexes,
    )
    if not (scene.pieces or scene.ground or scene.arrows or scene.highlight):
        return None
    sentences = _sentences(previous, creatures, labels) + _arrow_sentences(arrows, labels)
    sentences.append(signum.roster(creatures, _on, labels, "battlefield", "empty_battlefield"))
    if ground:
        sentences.append(_terrain_sentence(ground, labels))
    for player, rows in zones.items():
        name = labels.word("diagram player", player)
        sentences.append(labels.phrase("zone", player=name, rows=", ".join(map(str, rows))))
    description = signum.described(sentences)
    edge_names = {edge: labels.word("diagram edge", edge) for edge in ("north", "south")}
    legend = _legend(scene, ground, creatures, short, labels)
    return render_hexes(board, scene, edge_names, Caption(title, description, legend, id_seed))
