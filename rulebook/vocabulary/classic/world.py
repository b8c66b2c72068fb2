"""The world of one classic scenario: what its Given steps set up, the engine's state, the
actions it tried (with the dice scripted for each), and the marks its diagrams draw."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from engine.core.dice import ScriptedDice
from engine.core.errors import RuleViolation, Term
from engine.signum.cards import CardType
from engine.signum.classic import actions as a
from engine.signum.classic.cards import (
    BuildingCard,
    Card,
    CardPool,
    CreatureCard,
    TerrainCard,
)
from engine.signum.classic.game import apply_as
from engine.signum.classic.geometry.polygons import EPSILON
from engine.signum.classic.positions import hypothetical, position
from engine.signum.classic.ranged import sight
from engine.signum.classic.ruleset import DEFAULT_RULESET, Ruleset
from engine.signum.classic.state import (
    Camp,
    ChooseAbsorb,
    ChooseReveal,
    ChooseSplit,
    Creature,
    GameState,
    Phase,
    Template,
)
from engine.signum.classic.table import Player, Point, number, own_edge
from rulebook.vocabulary.classic.fields import (
    PATH_SEPARATOR,
    RECRUIT_CARDS,
)
from rulebook.vocabulary.signum import SignumWorld
from rulebook.vocabulary.steps import VOCABULARY
from rulebook.vocabulary.wording import Message
from rulebook.vocabulary.world import StepFailed, Worlds, expect


def term_of(context: str, value: object) -> Term:
    return Term(context, str(value))


@dataclass
class World(SignumWorld):
    """What one classic scenario has set up and done so far."""

    SNAPSHOT = "engine.signum.classic.snapshot"
    DRAWN = Message("the game is over: it is drawn", rule_id="LS1-18.2")
    WON = Message("the game is over: the {player} player wins", rule_id="LS1-18.1")

    cards: dict[str, Card] = field(default_factory=lambda: dict(RECRUIT_CARDS))
    creatures: list[Creature] = field(default_factory=list)
    camps: dict[Player, dict[str, Any]] = field(
        default_factory=lambda: {player: {} for player in Player}
    )
    templates: list[Template] = field(default_factory=list)
    active: Player = Player.SOUTH
    phase: Phase = Phase.ACTIVATION
    ruleset: Ruleset = DEFAULT_RULESET
    script: list[str] = field(default_factory=list)
    deck_hero: CreatureCard | None = None
    deck: list[Card] = field(default_factory=list)
    deck_breaches: list[RuleViolation] | None = None
    overlay: dict[str, list[dict[str, Any]]] = field(default_factory=dict)  # this step's marks

    # Set-up

    def add_card(self, card: Card) -> None:
        self.cards[card.name] = card
        self.set_up()

    def camp(self, player: Player) -> dict[str, Any]:
        return self.camps[player]

    def set_up(self) -> GameState:
        """The position the Given steps describe, checked by the engine."""
        expect(not self.playing, "the set-up is over once an action has been tried")
        for name in ("Barracks",):
            self.cards.setdefault(name, BuildingCard(name, 1, name))
        camps = {}
        for player in Player:
            settings = dict(self.camp(player))
            on_table = next(
                (
                    c.card
                    for c in self.creatures
                    if c.owner is player and self.card(c.card).type is CardType.HERO
                ),
                "",
            )
            settings["hero"] = settings.get("hero") or on_table
            camps[player] = Camp(**settings)
        return self.settle_position(
            lambda: position(
                CardPool.of(self.cards.values()),
                self.creatures,
                camps,
                active=self.active,
                phase=self.phase,
                templates=self.templates,
                ruleset=self.ruleset,
            ),
            hypothetical,
            malformed=(ValueError, KeyError),
        )

    def near(self, place: Point, point: Point) -> bool:
        """Whether ``place`` is the ``point`` a step names. Positions are printed to 0.01 cm,
        so a step names a place to within the tolerance (LS1-C.2)."""
        return math.dist(place, point) <= self.state.ruleset.tolerance + EPSILON

    def at(self, point: Point) -> Creature:
        """The creature standing at ``point`` (see :meth:`near`)."""
        state = self.state
        tol = state.ruleset.tolerance
        found = [c for c in state.creatures if self.near(c.at, point)]
        if not found:
            raise StepFailed("there is no creature at {at}", at=point.label)
        if len(found) > 1:
            raise StepFailed(
                "{count} creatures stand within {tol} cm of {at}: {places}",
                count=len(found),
                tol=number(tol),
                at=point.label,
                places=", ".join(c.at.label for c in found),
            )
        return found[0]

    # Play

    def act(self, player: Player, action: a.Action | Callable[[GameState], a.Action]) -> None:
        """Try ``action`` as ``player``: an action, or how to make one from the state (a
        refusal while making it is the action's refusal)."""
        before = self.state
        self.playing = True
        dice = ScriptedDice(self.script)
        self.script = []
        made: list[a.Action] = []

        def attempt() -> GameState:
            made.append(action(before) if callable(action) else action)
            after = apply_as(before, player, made[0], dice)
            dice.assert_exhausted()
            return after

        after = self.attempt_rolled(attempt)
        if made:
            self.mark(before, made[0], after)
        if after is None:
            return
        self.game = after
        self.note_after(before, after)

    def draw(self, key: str, item: dict[str, Any]) -> None:
        """Mark something this step measured or tried, for the diagram after it."""
        self.overlay.setdefault(key, []).append(item)

    def mark(self, before: GameState, action: a.Action, after: GameState | None) -> None:
        """The diagram's marks for an action: its path, its sight line, what was refused."""
        ruleset = before.ruleset
        if after is not None:
            for event in after.log[len(before.log) :]:
                if event.name in ("move", "run"):
                    start = before.creature(int(event["creature"])).at
                    points = [start, *(Point.parse(p) for p in str(event["path"]).split())]
                    self.draw(
                        "paths",
                        {
                            "creature": event["creature"],
                            "points": [list(p) for p in points],
                            "run": event.name == "run",
                        },
                    )
        if (
            isinstance(action, a.Shoot)
            and before.find(action.creature)
            and before.find(action.target)
        ):
            shooter, target = before.creature(action.creature), before.creature(action.target)
            self.draw_sight(before, shooter, target)
            from engine.signum.classic.creatures import shooting

            ability = shooting(before, shooter)
            if ability is not None:
                self.draw(
                    "rings",
                    {
                        "centre": list(shooter.at),
                        "radius": before.radius(shooter) + ruleset.distance(ability.range),
                        "label": ability.range,
                    },
                )
        if isinstance(action, a.Summon) and after is None and action.card in before.cards:
            card = before.cards[action.card]
            if isinstance(card, CreatureCard):
                diameter = card.base or ruleset.base_diameter
                self.draw(
                    "ghosts",
                    {
                        "x": action.at.x,
                        "y": action.at.y,
                        "diameter": diameter,
                        "player": before.active.value,
                    },
                )
                enemies = [c for c in before.creatures if c.owner is not before.active]
                if enemies:
                    near = min(
                        enemies,
                        key=lambda c: (c.at.x - action.at.x) ** 2 + (c.at.y - action.at.y) ** 2,
                    )
                    self.draw(
                        "rings",
                        {
                            "centre": list(near.at),
                            "radius": before.radius(near) + ruleset.distance(ruleset.summon_gap),
                            "label": ruleset.summon_gap,
                        },
                    )
        if isinstance(action, a.PlaceTerrain) and action.card in before.cards:
            from engine.signum.classic.terrain import polygon

            card = before.cards[action.card]
            if isinstance(card, TerrainCard):
                if after is None:
                    shape = polygon(card, action.at)
                    self.draw(
                        "ghost_terrain",
                        {
                            "card": card.name,
                            "polygon": [list(p) for p in shape.corners],
                        },
                    )
                player = before.active
                for edge, gap_name in (
                    (own_edge(player), ruleset.terrain_own_edge_gap),
                    (own_edge(player.opponent), ruleset.terrain_opponent_edge_gap),
                ):
                    self.draw(
                        "bands",
                        {
                            "edge": edge.value,
                            "distance": ruleset.distance(gap_name),
                            "label": gap_name,
                        },
                    )

    def draw_sight(self, state: GameState, first: Creature, second: Creature) -> None:
        found = sight(state, first, second)
        line = found.line if found.line is not None else (first.at, second.at)
        self.draw("sight", {"from": list(line[0]), "to": list(line[1]), "clear": found.clear})

    def note_after(self, before: GameState, after: GameState) -> None:
        """Say what the rules did by themselves: a move cut short, a decision owed, the end."""
        for event in after.log[len(before.log) :]:
            if event.name in ("move", "run"):
                self.note(
                    "LS1-10.2",
                    "it goes along {path}",
                    path=str(event["path"]).replace(" ", PATH_SEPARATOR),
                )
            elif event.name == "death":
                self.note("LS1-14.3", "{name} is destroyed", name=term_of("card", event["card"]))
        if after.pending:
            decision = after.pending[0]
            owner = after.deciding
            if isinstance(decision, ChooseSplit):
                creature = after.creature(decision.creature)
                self.note(
                    "LS1-12.3",
                    "the {player} player now splits the dice of the creature at {at}",
                    player=term_of("player", owner.value),
                    at=creature.at.label,
                )
            elif isinstance(decision, ChooseReveal):
                self.note(
                    "LS1-17.2",
                    "the event of {card} has happened: the {player} player may reveal it",
                    card=term_of("card", decision.card),
                    player=term_of("player", owner.value),
                )
            elif isinstance(decision, ChooseAbsorb):
                self.note(
                    "LS1-15.6",
                    "the {player} player now names the relics that give up their armour tokens",
                    player=term_of("player", owner.value),
                )
        self.note_end(before, after)

    def rulebook_snapshot(self) -> dict[str, Any] | None:
        shown = super().rulebook_snapshot()
        if shown is None:
            return None
        shown.update(self.overlay)
        self.overlay = {}  # each mark belongs to the step that made it
        return shown


@VOCABULARY.fixture
def ls1_world(worlds: Worlds) -> Iterator[World]:
    yield worlds.add(World())
