"""The classic edition's scenario vocabulary: the table in centimetres, cards stated in tables.

Every step drives the real engine (:mod:`engine.signum.classic`). A scenario states the
cards it uses in its own tables (``Given the characters:``, ``Given the relics:``...),
and the creatures on the table with their cards' values (``Given the table:``), so a
question needs no card database (ruling LS1-C.31). Creatures are named by where they
stand: ``the creature at 12,30``, in centimetres from the south-west corner (LS1-4.2).

Dice are scripted strictly, by face: ``Given the dice will roll 5, 3, 6`` states what
the next action rolls, and that action must roll exactly those dice, no more, no fewer.
An action the rules forbid does not fail its ``When`` step: the refusal is kept for
``Then the action is refused under rule LS1-…`` (:mod:`rulebook.vocabulary.common`).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from typing import Any

from engine.core.dice import ScriptedDice, ScriptError
from engine.core.errors import RuleViolation, Term
from engine.signum.cards import CardType
from engine.signum.classic import actions as a
from engine.signum.classic.cards import (
    ANY_BUILDING,
    MAIN_BUILDINGS,
    BuildingCard,
    Card,
    CardPool,
    Cost,
    CreatureCard,
    Effect,
    Event,
    RelicCard,
    RelicClass,
    Shooting,
    SpellCard,
    TacticCard,
    Target,
    TerrainCard,
)
from engine.signum.classic.creatures import contacts
from engine.signum.classic.game import apply_as
from engine.signum.classic.geometry import gap
from engine.signum.classic.positions import hypothetical, position
from engine.signum.classic.ranged import sight
from engine.signum.classic.ruleset import DEFAULT_RULESET, Reveal, Ruleset
from engine.signum.classic.state import (
    Building,
    Camp,
    ChooseAbsorb,
    ChooseReveal,
    ChooseSplit,
    Creature,
    GameState,
    Hidden,
    Phase,
    Relic,
    Template,
)
from engine.signum.classic.table import Player, Point, number
from engine.signum.classic.turn import new_game
from engine.signum.piles import Pile
from rulebook.vocabulary import common  # noqa: F401  (the shared fields and steps)
from rulebook.vocabulary.catalog import LANGUAGES
from rulebook.vocabulary.fields import Field, term_field, value_field
from rulebook.vocabulary.steps import VOCABULARY, TableShape
from rulebook.vocabulary.world import ScenarioWorld, StepFailed, Worlds, expect

POINT = r"[0-9]+(?:\.[0-9]+)?,[0-9]+(?:\.[0-9]+)?"
PATH_SEPARATOR = " → "
CREATURE_NAMES = (
    "Paladin",
    "Witch Queen",
    "Knight",
    "Archer",
    "Guard",
    "Scout",
    "Ogre",
    "Wolf",
    "Spider",
    "Sellsword",
)
SUPPORT_NAMES = (
    "Heavy Plate",
    "Cuirass of Illusions",
    "Tournament Lance",
    "Tower Shield",
    "Longbow",
    "Firebolt",
    "Smite",
    "Venom Cloud",
    "Blessing",
    "Ritual",
    "Undermine",
    "Iron Skin",
    "War Helm",
    "Secret Bribe",
    "Ambush",
)
CITY_NAMES = (*MAIN_BUILDINGS, "Fairy Garden", "Forest", "Ruins", "Old Tower")
RECRUITS = tuple(f"Recruit {n}" for n in range(1, 13))  # deck scenarios need many names
CARD_NAMES = (*CREATURE_NAMES, *SUPPORT_NAMES, *CITY_NAMES, *RECRUITS)
"""Every card name a scenario may use: words of the ``card`` context, translated."""

YES, NO = "yes", "no"
CARD_TYPES = (CardType.HERO, CardType.CHARACTER, CardType.MINION)
FACTION = "Alliance of the Unicorn"  # a scenario's cards belong to one faction unless said
FACTIONS = (FACTION, "Akkari Spider Elves")


RECRUIT_CARDS = {
    name: CreatureCard(name, CardType.CHARACTER, FACTION, 2, "M", 3) for name in RECRUITS
}
"""Recruit 1–12: plain characters (strength 2, movement M, health 3, free) that every
scenario knows, for the decks and hands that need many cards."""


def point_field(name: str, examples: tuple[str, ...]) -> Field:
    return value_field(name, POINT, Point.parse, examples=examples)


def read_path(text: str) -> tuple[Point, ...]:
    return tuple(Point.parse(part) for part in text.split(PATH_SEPARATOR))


CARD = term_field("Card", "card", CARD_NAMES, str)
CARDS = term_field("Cards", "card", CARD_NAMES, str, many=True, blank="-")
NEEDS = term_field("Needs", "card", (*MAIN_BUILDINGS, ANY_BUILDING), str, many=True, blank="-")
PLAYER = term_field("Player", "player", (p.value for p in Player), Player)
CREATURE_TYPE = term_field("CreatureType", "card type", (t.value for t in CARD_TYPES), CardType)
ANY_TYPE = term_field(
    "CardType", "card type", (t.value for t in CardType if t is not CardType.FEAT), CardType
)
FACTION_FIELD = term_field("Faction", "faction", FACTIONS, str)
RELIC_CLASS = term_field("RelicClass", "relic class", (r.value for r in RelicClass), RelicClass)
RELIC_CLASSES = term_field(
    "RelicClasses", "relic class", (r.value for r in RelicClass), RelicClass, many=True, blank="-"
)
EFFECT = term_field("Effect", "effect", (e.value for e in Effect), Effect)
EVENT = term_field("Event", "event", (e.value for e in Event), Event)
TARGET = term_field("Target", "target", (t.value for t in Target), Target)
ANSWER = term_field("Answer", "answer", (YES, NO), lambda word: word == YES)
DISTANCE = value_field("Distance", r"XL|S|M|L", str, examples=("M", "S"))
LENGTH = value_field("Length", r"[0-9]+(?:\.[0-9]+)?", float, examples=("8", "2.5"))
VOCABULARY.add_fields(
    point_field("Point", ("12,30", "20,30")),
    value_field(
        "Path", f"{POINT}(?:{PATH_SEPARATOR}{POINT})*", read_path, examples=("12,30 → 20,30",)
    ),
    value_field("Faces", r"[0-9]+", str, many=True, examples=("5, 3",)),
    CARD,
    CARDS,
    NEEDS,
    PLAYER,
    CREATURE_TYPE,
    ANY_TYPE,
    FACTION_FIELD,
    RELIC_CLASS,
    RELIC_CLASSES,
    EFFECT,
    EVENT,
    TARGET,
    ANSWER,
    DISTANCE,
    LENGTH,
    term_field("TurnPhase", "turn phase", (p.value for p in Phase if p is not Phase.OVER), Phase),
    term_field("RevealOption", "tactic reveal", (r.value for r in Reveal), Reveal),
)
given, when, then = VOCABULARY.given, VOCABULARY.when, VOCABULARY.then

# The tables a scenario states its cards and its table in. Blank cells take the defaults.
TABLE = TableShape(
    columns=(
        ("creature", "Card"),
        ("player", "Player"),
        ("at", "Point"),
        ("type", "CreatureType"),
        ("strength", "Number"),
        ("movement", "Distance"),
        ("health", "Number"),
        ("base", "Length"),
        ("wounds", "Number"),
        ("armour", "Number"),
        ("shooting", "Number"),
        ("range", "Distance"),
        ("slots", "RelicClasses"),
    ),
    required=("creature", "player", "at"),
    unique="at",
    may_be_blank=(
        "type",
        "strength",
        "movement",
        "health",
        "base",
        "wounds",
        "armour",
        "shooting",
        "range",
        "slots",
    ),
)
HEROES = TableShape(
    columns=(
        ("hero", "Card"),
        ("player", "Player"),
        ("strength", "Number"),
        ("movement", "Distance"),
        ("health", "Number"),
        ("base", "Length"),
        ("slots", "RelicClasses"),
    ),
    required=("hero", "player"),
    unique="hero",
    may_be_blank=("strength", "movement", "health", "base", "slots"),
)
MINIONS = TableShape(
    columns=(("minion", "Card"), *HEROES.columns[1:6]),
    required=("minion", "player"),
    unique="minion",
    may_be_blank=("strength", "movement", "health", "base"),
)
CHARACTERS = TableShape(
    columns=(
        ("character", "Card"),
        ("strength", "Number"),
        ("movement", "Distance"),
        ("health", "Number"),
        ("base", "Length"),
        ("cost", "Number"),
        ("needs", "Needs"),
    ),
    required=("character",),
    unique="character",
    may_be_blank=("strength", "movement", "health", "base", "cost", "needs"),
)
RELICS = TableShape(
    columns=(
        ("relic", "Card"),
        ("class", "RelicClass"),
        ("uses", "Number"),
        ("durability", "Number"),
        ("strength", "Number"),
        ("cost", "Number"),
        ("needs", "Needs"),
    ),
    required=("relic", "class"),
    unique="relic",
    may_be_blank=("uses", "durability", "strength", "cost", "needs"),
)
SPELLS = TableShape(
    columns=(
        ("spell", "Card"),
        ("effect", "Effect"),
        ("target", "Target"),
        ("amount", "Number"),
        ("lasting", "Answer"),
        ("magical", "Answer"),
        ("minion", "Card"),
        ("cost", "Number"),
        ("needs", "Needs"),
    ),
    required=("spell", "effect"),
    unique="spell",
    may_be_blank=("target", "amount", "lasting", "magical", "minion", "cost", "needs"),
)
TACTICS = TableShape(
    columns=(
        ("tactic", "Card"),
        ("event", "Event"),
        ("effect", "Effect"),
        ("amount", "Number"),
        ("cost", "Number"),
        ("needs", "Needs"),
    ),
    required=("tactic", "event", "effect"),
    unique="tactic",
    may_be_blank=("amount", "cost", "needs"),
)
BUILDINGS = TableShape(
    columns=(("building", "Card"), ("cost", "Number")),
    required=("building",),
    unique="building",
    may_be_blank=("cost",),
)
TERRAIN = TableShape(
    columns=(
        ("terrain", "Card"),
        ("width", "Length"),
        ("depth", "Length"),
        ("blocks sight", "Answer"),
        ("unique", "Answer"),
        ("cost", "Number"),
        ("needs", "Needs"),
    ),
    required=("terrain", "width", "depth"),
    unique="terrain",
    may_be_blank=("blocks sight", "unique", "cost", "needs"),
)


DECK = TableShape(
    columns=(
        ("card", "Card"),
        ("type", "CardType"),
        ("faction", "Faction"),
        ("copies", "Number"),
        ("mercenary", "Answer"),
        ("names", "Card"),
    ),
    required=("card", "type"),
    unique="card",
    may_be_blank=("faction", "copies", "mercenary", "names"),
)


def table_value(kind: Field, text: str) -> Any:
    """A table cell in either language, as its value (a list for a field of many)."""
    text = text.strip()
    if kind.regex is not None:
        items = [kind.convert(item) for item in kind.items(text)]
        return items if kind.many else items[0]
    for language in LANGUAGES:
        try:
            items = [
                None if word == kind.blank else kind.convert(kind.english(word, language))
                for word in kind.items(text)
            ]
        except KeyError:
            continue
        return [i for i in items if i is not None] if kind.many else items[0]
    raise StepFailed("unknown word: {word}", word=text)


def read_rows(datatable: list[list[str]], shape: TableShape) -> list[dict[str, Any]]:
    """Each row as its columns' values; a blank cell is left out (its default applies)."""
    header_field = VOCABULARY.fields["Header"]
    header = [table_value(header_field, name) for name in datatable[0]]
    rows = []
    for row in datatable[1:]:
        values = {}
        for column, text in zip(header, row, strict=True):
            if text.strip():
                values[column] = table_value(VOCABULARY.fields[shape.field_type(column)], text)
        rows.append(values)
    return rows


def cost(row: dict[str, Any]) -> Cost:
    return Cost(row.get("cost", 0), tuple(row.get("needs", ())))


def creature_card(row: dict[str, Any], name: str, kind: CardType) -> CreatureCard:
    shots = row.get("shooting")
    slots: dict[RelicClass, int] = {}
    for relic_class in row.get("slots", ()):
        slots[relic_class] = slots.get(relic_class, 0) + 1
    return CreatureCard(
        name,
        kind,
        FACTION,
        row.get("strength", 2),
        row.get("movement", "M"),
        row.get("health", 3),
        row.get("base"),
        armour=0,
        shooting=Shooting(shots, row.get("range", "M")) if shots else None,
        cost=cost(row),
        relic_slots=slots,
    )


def term_of(context: str, value: object) -> Term:
    return Term(context, str(value))


@dataclass
class World(ScenarioWorld):
    """What one classic scenario has set up and done so far."""

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
    game: GameState | None = None
    deck_hero: CreatureCard | None = None
    deck: list[Card] = field(default_factory=list)
    deck_breaches: list[RuleViolation] | None = None
    playing: bool = False  # a When step has acted: the set-up is over
    overlay: dict[str, list[dict[str, Any]]] = field(default_factory=dict)  # this step's marks
    told_hypothetical: str | None = None

    # Set-up

    def card(self, name: str) -> Card:
        found = self.cards.get(name)
        if found is None:
            raise StepFailed("no table states the card {card}", card=term_of("card", name))
        return found

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
        try:
            game = position(
                CardPool.of(self.cards.values()),
                self.creatures,
                camps,
                active=self.active,
                phase=self.phase,
                templates=self.templates,
                ruleset=self.ruleset,
            )
        except RuleViolation as refusal:
            raise StepFailed(refusal.template, rule_id=refusal.rule_id, **refusal.fields) from None
        except (ValueError, KeyError) as error:
            raise StepFailed(
                "this position cannot be set up: {reason}", reason=str(error)
            ) from None
        self.game = game
        reason = hypothetical(game)
        if reason is not None and reason != self.told_hypothetical:
            self.note("LS1-1.1", "hypothetical position: {reason}", reason=reason)
        self.told_hypothetical = reason
        return game

    @property
    def state(self) -> GameState:
        self.no_refusal_waiting()
        if self.game is None:
            return self.set_up()  # nothing stated: an empty table
        return self.game

    def at(self, point: Point) -> Creature:
        for creature in self.state.creatures:
            if creature.at == point:
                return creature
        raise StepFailed("there is no creature at {at}", at=point.label)

    # Play

    def act(self, player: Player, action: a.Action) -> None:
        before = self.state
        self.playing = True
        dice = ScriptedDice(self.script)
        self.script = []

        def attempt() -> GameState:
            try:
                after = apply_as(before, player, action, dice)
                dice.assert_exhausted()
            except ScriptError as error:
                raise StepFailed(
                    "the dice do not match the script: {problem}", problem=str(error)
                ) from None
            return after

        after = self.attempt(attempt)
        self.mark(before, action, after)
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
                            "polygon": [list(p) for p in shape.exterior.coords[:-1]],
                        },
                    )
                player = before.active
                for edge, gap_name in (
                    (player.edge, ruleset.terrain_own_edge_gap),
                    (player.opponent.edge, ruleset.terrain_opponent_edge_gap),
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
                self.note("LS1-14.3", "{name} dies", name=term_of("card", event["card"]))
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
                    "the {player} player now orders the relics that absorb the damage",
                    player=term_of("player", owner.value),
                )
        if after.is_over and not before.is_over:
            if after.drawn:
                self.note("LS1-18.2", "the game is over: it is drawn")
            elif after.winner is not None:
                self.note(
                    "LS1-18.1",
                    "the game is over: the {player} player wins",
                    player=term_of("player", after.winner.value),
                )

    def rulebook_snapshot(self) -> dict[str, Any] | None:
        if self.game is None:
            return None
        from engine.signum.classic.snapshot import snapshot

        shown = {k: v for k, v in snapshot(self.game).items() if k != "log"}
        shown.update(self.overlay)
        self.overlay = {}  # each mark belongs to the step that made it
        return shown


@VOCABULARY.fixture
def ls1_world(worlds: Worlds) -> Iterator[World]:
    yield worlds.add(World())


def player_term(player: Player) -> Term:
    return term_of("player", player.value)


def card_list(cards: list[str] | tuple[str, ...]) -> str:
    """A list of card names as the cards call themselves ("-" for none)."""
    return ", ".join(cards) if cards else "-"


# Given: the cards


@given("the characters:", table=CHARACTERS)
def _(ls1_world: World, datatable: list[list[str]]) -> None:
    for row in read_rows(datatable, CHARACTERS):
        ls1_world.cards[row["character"]] = creature_card(row, row["character"], CardType.CHARACTER)
    ls1_world.set_up()


@given("the relics:", table=RELICS)
def _(ls1_world: World, datatable: list[list[str]]) -> None:
    for row in read_rows(datatable, RELICS):
        try:
            card = RelicCard(
                row["relic"],
                FACTION,
                row["class"],
                cost(row),
                uses=row.get("uses"),
                durability=row.get("durability"),
                strength=row.get("strength", 0),
                shooting=Shooting(2, "L") if row["class"] is RelicClass.RANGED_WEAPON else None,
            )
        except ValueError as error:
            raise StepFailed("this card cannot be stated: {reason}", reason=str(error)) from None
        ls1_world.cards[card.name] = card
    ls1_world.set_up()


@given("the spells:", table=SPELLS)
def _(ls1_world: World, datatable: list[list[str]]) -> None:
    for row in read_rows(datatable, SPELLS):
        ls1_world.cards[row["spell"]] = SpellCard(
            row["spell"],
            FACTION,
            row["effect"],
            row.get("target"),
            row.get("amount", 0),
            magical=row.get("magical", True),
            lasting=row.get("lasting", False),
            minion=row.get("minion"),
            cost=cost(row),
        )
    ls1_world.set_up()


@given("the tactics:", table=TACTICS)
def _(ls1_world: World, datatable: list[list[str]]) -> None:
    for row in read_rows(datatable, TACTICS):
        ls1_world.cards[row["tactic"]] = TacticCard(
            row["tactic"],
            FACTION,
            row["event"],
            row["effect"],
            row.get("amount", 0),
            cost=cost(row),
        )
    ls1_world.set_up()


@given("the buildings:", table=BUILDINGS)
def _(ls1_world: World, datatable: list[list[str]]) -> None:
    for row in read_rows(datatable, BUILDINGS):
        name = row["building"]  # a name that is no main type names a unique building
        unique = name not in MAIN_BUILDINGS
        ls1_world.cards[name] = BuildingCard(
            name, row.get("cost", 1), name, FACTION if unique else None
        )
    ls1_world.set_up()


@given("the terrain cards:", table=TERRAIN)
def _(ls1_world: World, datatable: list[list[str]]) -> None:
    for row in read_rows(datatable, TERRAIN):
        w, d = row["width"], row["depth"]
        ls1_world.cards[row["terrain"]] = TerrainCard(
            row["terrain"],
            ((0.0, 0.0), (w, 0.0), (w, d), (0.0, d)),
            blocks_sight=row.get("blocks sight", False),
            unique=row.get("unique", False),
            cost=cost(row),
        )
    ls1_world.set_up()


# Given: the table and the zones


@given("the table:", table=TABLE)
def _(ls1_world: World, datatable: list[list[str]]) -> None:
    world = ls1_world
    for row in read_rows(datatable, TABLE):
        name = row["creature"]
        known = world.cards.get(name)
        if not isinstance(known, CreatureCard) or set(row) - {
            "creature",
            "player",
            "at",
            "wounds",
            "armour",
        }:
            kind = row.get(
                "type", known.type if isinstance(known, CreatureCard) else CardType.CHARACTER
            )
            world.cards[name] = creature_card(row, name, kind)
        number_ = len(world.creatures) + 1
        world.creatures.append(
            Creature(
                number_,
                name,
                row["player"],
                row["at"],
                wounds=row.get("wounds", 0),
                armour=row.get("armour", 0),
            )
        )
    world.set_up()


@given("it is the {player:Player} player's {phase:TurnPhase} phase")
def _(ls1_world: World, player: Player, phase: Phase) -> None:
    ls1_world.active, ls1_world.phase = player, phase
    ls1_world.set_up()


@given("the tactics are revealed under the {option:RevealOption} option")
def _(ls1_world: World, option: Reveal) -> None:
    ls1_world.ruleset = ls1_world.ruleset.with_reveal(option)
    ls1_world.set_up()


def zone(player: Player, world: World, key: str, cards: list[str]) -> None:
    for name in cards:
        world.card(name)
    world.camp(player)[key] = Pile(tuple(cards))
    world.set_up()


@given("the {player:Player} player's hand holds: {cards:Cards}")
def _(ls1_world: World, player: Player, cards: list[str]) -> None:
    cards = [c for c in cards if c is not None]  # "-" lists none
    zone(player, ls1_world, "hand", cards)


@given("the {player:Player} player's Battle Deck holds from the top: {cards:Cards}")
def _(ls1_world: World, player: Player, cards: list[str]) -> None:
    cards = [c for c in cards if c is not None]  # "-" lists none
    zone(player, ls1_world, "deck", cards)


@given("the {player:Player} player's City holds: {cards:Cards}")
def _(ls1_world: World, player: Player, cards: list[str]) -> None:
    cards = [c for c in cards if c is not None]  # "-" lists none
    for name in cards:
        if name not in ls1_world.cards:
            ls1_world.cards[name] = BuildingCard(name, 1, name)
    ls1_world.camp(player)["city"] = tuple(Building(name) for name in cards)
    ls1_world.set_up()


@given("the {player:Player} player's {card:Card} is tapped")
def _(ls1_world: World, player: Player, card: str) -> None:
    city = list(ls1_world.camp(player).get("city", ()))
    index = next((i for i, b in enumerate(city) if b.card == card and not b.tapped), None)
    if index is None:
        raise StepFailed("the City holds no untapped {card}", card=term_of("card", card))
    city[index] = Building(card, tapped=True)
    ls1_world.camp(player)["city"] = tuple(city)
    ls1_world.set_up()


@given("the {player:Player} player brings the building cards: {cards:Cards}")
def _(ls1_world: World, player: Player, cards: list[str]) -> None:
    cards = [c for c in cards if c is not None]  # "-" lists none
    for name in cards:
        if name not in ls1_world.cards:
            ls1_world.cards[name] = BuildingCard(name, 1, name)
    ls1_world.camp(player)["buildings"] = tuple(cards)
    ls1_world.set_up()


@given("the {player:Player} player brings the terrain cards: {cards:Cards}")
def _(ls1_world: World, player: Player, cards: list[str]) -> None:
    cards = [c for c in cards if c is not None]  # "-" lists none
    for name in cards:
        ls1_world.card(name)
    ls1_world.camp(player)["terrain"] = tuple(cards)
    ls1_world.set_up()


@given("the {player:Player} player has {number:Number} Prosperity")
def _(ls1_world: World, player: Player, number: int) -> None:
    ls1_world.camp(player)["prosperity"] = number
    ls1_world.set_up()


@given("the {player:Player} player's hero wears: {cards:Cards}")
def _(ls1_world: World, player: Player, cards: list[str]) -> None:
    cards = [c for c in cards if c is not None]  # "-" lists none
    relics = []
    for name in cards:
        card = ls1_world.card(name)
        if not isinstance(card, RelicCard):
            raise StepFailed("{card} is not a relic", card=term_of("card", name))
        relics.append(Relic(name, tokens=card.durability or 0, uses=card.uses or 0))
    ls1_world.camp(player)["relics"] = tuple(relics)
    ls1_world.set_up()


@given("the {player:Player} player has the tactic {card:Card} face down")
def _(ls1_world: World, player: Player, card: str) -> None:
    ls1_world.card(card)
    camp = ls1_world.camp(player)
    camp["tactics"] = (*camp.get("tactics", ()), Hidden(card))
    ls1_world.set_up()


@given("the {player:Player} player's template {card:Card} lies at {at:Point}")
def _(ls1_world: World, player: Player, card: str, at: Point) -> None:
    ls1_world.card(card)
    ls1_world.templates.append(Template(card, player, at))
    ls1_world.set_up()


@given("the creature at {at:Point} has been activated this turn")
def _(ls1_world: World, at: Point) -> None:
    creature = ls1_world.at(at)
    ls1_world.creatures = [
        replace(c, activated=True) if c.id == creature.id else c for c in ls1_world.creatures
    ]
    ls1_world.set_up()


@given("the creature at {at:Point} has fought a melee combat this turn")
def _(ls1_world: World, at: Point) -> None:
    creature = ls1_world.at(at)
    ls1_world.creatures = [
        replace(c, fights=1) if c.id == creature.id else c for c in ls1_world.creatures
    ]
    ls1_world.set_up()


@given("the dice will roll {faces:Faces}")
@when("the dice will roll {faces:Faces}")
def _(ls1_world: World, faces: list[str]) -> None:
    """What the next action rolls, in order; it must roll exactly these."""
    ls1_world.script += faces


@given("the dice will pick {card:Card}")
@when("the dice will pick {card:Card}")
def _(ls1_world: World, card: str) -> None:
    ls1_world.script.append(card)


# When: the creatures


@when("the creature at {at:Point} moves to {to:Point}")
def _(ls1_world: World, at: Point, to: Point) -> None:
    creature = ls1_world.at(at)
    ls1_world.act(creature.owner, a.Move(creature.id, (to,)))


@when("the creature at {at:Point} moves along {path:Path}")
def _(ls1_world: World, at: Point, path: tuple[Point, ...]) -> None:
    creature = ls1_world.at(at)
    ls1_world.act(creature.owner, a.Move(creature.id, path))


@when("the creature at {at:Point} runs to {to:Point}")
def _(ls1_world: World, at: Point, to: Point) -> None:
    creature = ls1_world.at(at)
    ls1_world.act(creature.owner, a.Run(creature.id, (to,)))


@when("the creature at {at:Point} fights the creature at {target:Point}")
def _(ls1_world: World, at: Point, target: Point) -> None:
    creature, enemy = ls1_world.at(at), ls1_world.at(target)
    ls1_world.act(creature.owner, a.Fight(creature.id, enemy.id))


@when("the creature at {at:Point} shoots at the creature at {target:Point}")
def _(ls1_world: World, at: Point, target: Point) -> None:
    creature, enemy = ls1_world.at(at), ls1_world.at(target)
    ls1_world.act(creature.owner, a.Shoot(creature.id, enemy.id))


@when("the {player:Player} player puts {number:plural:die|dice} into attack")
def _(ls1_world: World, player: Player, number: int) -> None:
    ls1_world.act(player, a.Split(number))


@when("the {player:Player} player ends the activation")
def _(ls1_world: World, player: Player) -> None:
    ls1_world.act(player, a.EndActivation())


@when("the {player:Player} player ends the turn")
def _(ls1_world: World, player: Player) -> None:
    ls1_world.act(player, a.EndTurn())


# When: the cards


@when("the {player:Player} player summons {card:Card} at {at:Point}")
def _(ls1_world: World, player: Player, card: str, at: Point) -> None:
    ls1_world.act(player, a.Summon(card, at))


@when("the {player:Player} player casts {card:Card} on the creature at {at:Point}")
def _(ls1_world: World, player: Player, card: str, at: Point) -> None:
    ls1_world.act(player, a.CastSpell(card, target=ls1_world.at(at).id))


@when("the {player:Player} player casts {card:Card} at {at:Point}")
def _(ls1_world: World, player: Player, card: str, at: Point) -> None:
    ls1_world.act(player, a.CastSpell(card, at=at))


@when("the {player:Player} player casts {card:Card} on the enemy's {building:Card}")
def _(ls1_world: World, player: Player, card: str, building: str) -> None:
    city = ls1_world.state.camp(player.opponent).city
    index = next((i for i, b in enumerate(city) if b.card == building), len(city))
    ls1_world.act(player, a.CastSpell(card, building=index))


@when("the {player:Player} player equips {card:Card}")
def _(ls1_world: World, player: Player, card: str) -> None:
    ls1_world.act(player, a.Equip(card))


@when("the {player:Player} player equips {card:Card} in place of {old:Card}")
def _(ls1_world: World, player: Player, card: str, old: str) -> None:
    ls1_world.act(player, a.Equip(card, replaces=old))


@when("the {player:Player} player plays the tactic {card:Card}")
def _(ls1_world: World, player: Player, card: str) -> None:
    ls1_world.act(player, a.SetTactic(card))


@when("the {player:Player} player reveals {card:Card}")
def _(ls1_world: World, player: Player, card: str) -> None:
    ls1_world.act(player, a.Reveal(card))


@when("the {player:Player} player lets {card:Card} pass")
def _(ls1_world: World, player: Player, card: str) -> None:
    ls1_world.act(player, a.LetPass(card))


@when("the {player:Player} player orders the relics: {cards:Cards}")
def _(ls1_world: World, player: Player, cards: list[str]) -> None:
    cards = [c for c in cards if c is not None]  # "-" lists none
    ls1_world.act(player, a.Absorb(tuple(cards)))


@when("the {player:Player} player builds {card:Card}")
def _(ls1_world: World, player: Player, card: str) -> None:
    ls1_world.act(player, a.Build(card))


@when("the {player:Player} player builds nothing")
def _(ls1_world: World, player: Player) -> None:
    ls1_world.act(player, a.SkipBuilding())


@when("the {player:Player} player lays {card:Card} at {at:Point}")
def _(ls1_world: World, player: Player, card: str, at: Point) -> None:
    ls1_world.act(player, a.PlaceTerrain(card, at))


# When: setting up a game


@when("a game starts with the decks as stacked")
def _(ls1_world: World) -> None:
    world = ls1_world
    base = world.set_up()
    heroes = {p: base.camp(p).hero for p in Player}
    expect(all(heroes.values()), "each player needs a hero card: state it in 'Given the heroes:'")
    decks = {p: base.camp(p).deck.cards for p in Player}
    dice = ScriptedDice(world.script)
    world.script = []
    try:
        game = new_game(base.cards, heroes, decks, dice, ruleset=world.ruleset, shuffle=False)
        dice.assert_exhausted()
    except ScriptError as error:
        raise StepFailed(
            "the dice do not match the script: {problem}", problem=str(error)
        ) from None
    world.playing = True
    world.game = game


@given("the heroes:", table=HEROES)
def _(ls1_world: World, datatable: list[list[str]]) -> None:
    """Hero cards, stated but not yet on the table: a new game places them."""
    for row in read_rows(datatable, HEROES):
        name = row["hero"]
        ls1_world.cards[name] = creature_card(row, name, CardType.HERO)
        ls1_world.camp(row["player"])["hero"] = name
    ls1_world.set_up()


@given("the minions:", table=MINIONS)
def _(ls1_world: World, datatable: list[list[str]]) -> None:
    """Minion cards, beside their player's hero from the start (LS1-2.5)."""
    for row in read_rows(datatable, MINIONS):
        name = row["minion"]
        ls1_world.cards[name] = creature_card(row, name, CardType.MINION)
        camp = ls1_world.camp(row["player"])
        camp["minions"] = (*camp.get("minions", ()), name)
    ls1_world.set_up()


@when("the {player:Player} player places the hero at {at:Point}")
def _(ls1_world: World, player: Player, at: Point) -> None:
    ls1_world.act(player, a.PlaceHero(at))


@when("the {player:Player} player keeps the hand")
def _(ls1_world: World, player: Player) -> None:
    ls1_world.act(player, a.Mulligan(()))


@when("the {player:Player} player puts back {cards:Cards}")
def _(ls1_world: World, player: Player, cards: list[str]) -> None:
    cards = [c for c in cards if c is not None]  # "-" lists none
    ls1_world.act(player, a.Mulligan(tuple(cards)))


# Then: creatures


@then("the creature at {at:Point} has {number:plural:wound|wounds}")
def _(ls1_world: World, at: Point, number: int) -> None:
    wounds = ls1_world.at(at).wounds
    expect(
        wounds == number,
        "the creature at {at} has {wounds:plural:wound|wounds}",
        at=at.label,
        wounds=wounds,
    )


@then("the creature at {at:Point} has {number:plural:armour token|armour tokens}")
def _(ls1_world: World, at: Point, number: int) -> None:
    armour = ls1_world.at(at).armour
    expect(
        armour == number,
        "the creature at {at} has {armour:plural:armour token|armour tokens}",
        at=at.label,
        armour=armour,
    )


@then("{card:Card} stands at {at:Point}")
def _(ls1_world: World, card: str, at: Point) -> None:
    found = [c for c in ls1_world.state.creatures if c.card == card]
    if not found:
        raise StepFailed("{card} is not on the table", card=term_of("card", card))
    expect(
        any(c.at == at for c in found),
        "{card} stands at {where}",
        card=term_of("card", card),
        where=", ".join(c.at.label for c in found),
    )


@then("there is no creature at {at:Point}")
def _(ls1_world: World, at: Point) -> None:
    for creature in ls1_world.state.creatures:
        if creature.at == at:
            raise StepFailed(
                "{card} stands at {at}", card=term_of("card", creature.card), at=at.label
            )


@then("the creature at {at:Point} touches the creature at {other:Point}")
def _(ls1_world: World, at: Point, other: Point) -> None:
    first, second = ls1_world.at(at), ls1_world.at(other)
    state = ls1_world.state
    distance = gap(state.disc(first), state.disc(second))
    expect(
        abs(distance) <= state.ruleset.tolerance,
        "the bases are {distance} cm apart",
        distance=number(distance),
    )


@then(
    "the distance from the creature at {at:Point} to the creature at {other:Point} is {length:Length} cm"
)
def _(ls1_world: World, at: Point, other: Point, length: float) -> None:
    state = ls1_world.state
    distance = gap(state.disc(ls1_world.at(at)), state.disc(ls1_world.at(other)))
    expect(
        abs(distance - length) <= state.ruleset.tolerance,
        "the bases are {distance} cm apart",
        distance=number(distance),
    )


@then("the creature at {at:Point} can see the creature at {other:Point}")
def _(ls1_world: World, at: Point, other: Point) -> None:
    state = ls1_world.state
    ls1_world.draw_sight(state, ls1_world.at(at), ls1_world.at(other))
    expect(
        sight(state, ls1_world.at(at), ls1_world.at(other)).clear,
        "every line between the bases is blocked",
    )


@then("the creature at {at:Point} cannot see the creature at {other:Point}")
def _(ls1_world: World, at: Point, other: Point) -> None:
    state = ls1_world.state
    ls1_world.draw_sight(state, ls1_world.at(at), ls1_world.at(other))
    found = sight(state, ls1_world.at(at), ls1_world.at(other))
    if found.clear and found.line is not None:
        start, end = found.line
        raise StepFailed(
            "the line from {start} to {end} is clear", start=start.label, end=end.label
        )


@then("the creature at {at:Point} can still fight")
def _(ls1_world: World, at: Point) -> None:
    creature = ls1_world.at(at)
    state = ls1_world.state
    expect(state.current == creature.id and contacts(state, creature), "its activation is over")


@then("the activation of the creature at {at:Point} is over")
def _(ls1_world: World, at: Point) -> None:
    creature = ls1_world.at(at)
    state = ls1_world.state
    expect(creature.activated and state.current != creature.id, "it may still act")


# Then: players and cards


def player_camp(world: World, player: Player) -> Camp:
    return world.state.camp(player)


def same_cards(actual: tuple[str, ...], expected: list[str], template: str, player: Player) -> None:
    if sorted(actual) != sorted(expected):
        raise StepFailed(template, player=player_term(player), cards=card_list(actual))


@then("the {player:Player} player's hand holds: {cards:Cards}")
def _(ls1_world: World, player: Player, cards: list[str]) -> None:
    cards = [c for c in cards if c is not None]  # "-" lists none
    same_cards(
        player_camp(ls1_world, player).hand.cards,
        cards,
        "the {player} player's hand holds: {cards}",
        player,
    )


@then("the {player:Player} player's Graveyard holds: {cards:Cards}")
def _(ls1_world: World, player: Player, cards: list[str]) -> None:
    cards = [c for c in cards if c is not None]  # "-" lists none
    same_cards(
        player_camp(ls1_world, player).graveyard.cards,
        cards,
        "the {player} player's Graveyard holds: {cards}",
        player,
    )


@then("the {player:Player} player's Battle Deck holds from the top: {cards:Cards}")
def _(ls1_world: World, player: Player, cards: list[str]) -> None:
    cards = [c for c in cards if c is not None]  # "-" lists none
    deck = player_camp(ls1_world, player).deck.cards
    if list(deck) != cards:
        raise StepFailed(
            "the {player} player's Battle Deck holds from the top: {cards}",
            player=player_term(player),
            cards=card_list(deck),
        )


@then("the {player:Player} player's hero wears: {cards:Cards}")
def _(ls1_world: World, player: Player, cards: list[str]) -> None:
    cards = [c for c in cards if c is not None]  # "-" lists none
    worn = tuple(r.card for r in player_camp(ls1_world, player).relics)
    same_cards(worn, cards, "the {player} player's hero wears: {cards}", player)


@then("{card:Card} holds {number:plural:armour token|armour tokens}")
def _(ls1_world: World, card: str, number: int) -> None:
    relic = relic_named(ls1_world, card)
    expect(
        relic.tokens == number,
        "{card} holds {tokens:plural:armour token|armour tokens}",
        card=term_of("card", card),
        tokens=relic.tokens,
    )


@then("{card:Card} has {number:plural:use|uses} left")
def _(ls1_world: World, card: str, number: int) -> None:
    relic = relic_named(ls1_world, card)
    expect(
        relic.uses == number,
        "{card} has {uses:plural:use|uses} left",
        card=term_of("card", card),
        uses=relic.uses,
    )


def relic_named(world: World, card: str) -> Relic:
    for player in Player:
        for relic in world.state.camp(player).relics:
            if relic.card == card:
                return relic
    raise StepFailed("no hero wears {card}", card=term_of("card", card))


@then("the {player:Player} player has {number:Number} Prosperity")
def _(ls1_world: World, player: Player, number: int) -> None:
    have = player_camp(ls1_world, player).prosperity
    expect(
        have == number,
        "the {player} player has {have} Prosperity",
        player=player_term(player),
        have=have,
    )


@then("the {player:Player} player's City holds: {cards:Cards}")
def _(ls1_world: World, player: Player, cards: list[str]) -> None:
    cards = [c for c in cards if c is not None]  # "-" lists none
    city = tuple(b.card for b in player_camp(ls1_world, player).city)
    same_cards(city, cards, "the {player} player's City holds: {cards}", player)


@then("the {player:Player} player's {card:Card} is tapped")
def _(ls1_world: World, player: Player, card: str) -> None:
    city = player_camp(ls1_world, player).city
    expect(
        any(b.card == card and b.tapped for b in city),
        "no {card} of the City is tapped",
        card=term_of("card", card),
    )


@then("the {player:Player} player has {number:plural:face-down tactic|face-down tactics}")
def _(ls1_world: World, player: Player, number: int) -> None:
    count = len(player_camp(ls1_world, player).tactics)
    expect(
        count == number,
        "the {player} player has {count:plural:face-down tactic|face-down tactics}",
        player=player_term(player),
        count=count,
    )


@then("the {player:Player} player may reveal {card:Card}")
def _(ls1_world: World, player: Player, card: str) -> None:
    state = ls1_world.state
    decision = state.pending[0] if state.pending else None
    expect(
        isinstance(decision, ChooseReveal) and decision.card == card and decision.owner is player,
        "no occurrence of the event of {card} waits for the {player} player",
        card=term_of("card", card),
        player=player_term(player),
    )


@then("the {player:Player} player may order the relics")
def _(ls1_world: World, player: Player) -> None:
    state = ls1_world.state
    decision = state.pending[0] if state.pending else None
    expect(
        isinstance(decision, ChooseAbsorb) and state.deciding is player,
        "no order of the relics waits for the {player} player",
        player=player_term(player),
    )


@then("the {player:Player} player must split the dice of the creature at {at:Point}")
def _(ls1_world: World, player: Player, at: Point) -> None:
    state = ls1_world.state
    creature = ls1_world.at(at)
    decision = state.pending[0] if state.pending else None
    expect(
        isinstance(decision, ChooseSplit)
        and decision.creature == creature.id
        and state.deciding is player,
        "no split of the dice of the creature at {at} waits for the {player} player",
        at=at.label,
        player=player_term(player),
    )


@then("it is the {player:Player} player's {phase:TurnPhase} phase")
def _(ls1_world: World, player: Player, phase: Phase) -> None:
    state = ls1_world.state
    expect(not state.is_over, "the game is over")
    expect(
        (state.active, state.phase) == (player, phase),
        "it is the {player} player's {phase} phase",
        player=player_term(state.active),
        phase=term_of("turn phase", state.phase.value),
    )


@then("the {player:Player} player plays first")
def _(ls1_world: World, player: Player) -> None:
    first = ls1_world.state.first
    expect(first is player, "the {player} player plays first", player=player_term(first))


@then("the {player:Player} player wins")
def _(ls1_world: World, player: Player) -> None:
    state = ls1_world.state
    expect(state.is_over, "the game is not over")
    expect(not state.drawn, "the game is drawn")
    assert state.winner is not None
    expect(state.winner is player, "the {player} player wins", player=player_term(state.winner))


@then("the game ends in a draw")
def _(ls1_world: World) -> None:
    state = ls1_world.state
    expect(state.is_over, "the game is not over")
    if state.winner is not None:
        raise StepFailed("the {player} player wins", player=player_term(state.winner))


@then("the game goes on")
def _(ls1_world: World) -> None:
    expect(not ls1_world.state.is_over, "the game is over")


@then("the {player:Player} player has {number:plural:creature|creatures} on the table")
def _(ls1_world: World, player: Player, number: int) -> None:
    count = len(ls1_world.state.creatures_of(player))
    expect(
        count == number,
        "the {player} player has {count:plural:creature|creatures} on the table",
        player=player_term(player),
        count=count,
    )


@then("the {player:Player} player's template {card:Card} lies at {at:Point}")
def _(ls1_world: World, player: Player, card: str, at: Point) -> None:
    laid = [t for t in ls1_world.state.templates if t.owner is player and t.card == card]
    expect(
        any(t.at == at for t in laid),
        "the templates of {card} lie at: {where}",
        card=term_of("card", card),
        where=", ".join(t.at.label for t in laid) or "-",
    )


@then("{card:Card} lasts on the creature at {at:Point}")
def _(ls1_world: World, card: str, at: Point) -> None:
    creature = ls1_world.at(at)
    state = ls1_world.state
    expect(
        any(
            s.card == card and s.target == creature.id
            for p in Player
            for s in state.camp(p).lasting
        ),
        "{card} is not in play on the creature at {at}",
        card=term_of("card", card),
        at=at.label,
    )


# Deck building


@given("the deck's hero is {card:Card} of the {faction:Faction}")
def _(ls1_world: World, card: str, faction: str) -> None:
    ls1_world.deck_hero = CreatureCard(card, CardType.HERO, faction, 3, "M", 5)


@given("the Battle Deck:", table=DECK)
def _(ls1_world: World, datatable: list[list[str]]) -> None:
    for row in read_rows(datatable, DECK):
        card = deck_card(row)
        ls1_world.deck += [card] * row.get("copies", 1)


def deck_card(row: dict[str, Any]) -> Card:
    """A card of a deck, stated by the values that deck building reads."""
    name, kind = row["card"], row["type"]
    faction = row.get("faction", FACTION)
    named = row.get("names")
    if kind.is_creature:
        return replace(
            CreatureCard(name, kind, faction, 1, "M", 1, mercenary=row.get("mercenary", False)),
            hero=named,
        )
    if kind is CardType.SPELL:
        return SpellCard(name, faction, Effect.DAMAGE, Target.CREATURE, 1, hero=named)
    if kind is CardType.RELIC:
        return RelicCard(name, faction, RelicClass.ARMOUR, durability=1, hero=named)
    if kind is CardType.TACTIC:
        return TacticCard(name, faction, Event.CHARACTER_SUMMONED, Effect.RETURN, hero=named)
    if kind is CardType.BUILDING:
        return BuildingCard(name, 1, name)
    return TerrainCard(name, ((0, 0), (1, 0), (1, 1)))


@when("the Battle Deck is checked")
def _(ls1_world: World) -> None:
    from engine.signum.classic.decks import breaches

    hero = ls1_world.deck_hero
    expect(hero is not None, "state the deck's hero first")
    assert hero is not None
    ls1_world.deck_breaches = breaches(hero, ls1_world.deck, ls1_world.ruleset)


def checked(world: World) -> list[RuleViolation]:
    expect(world.deck_breaches is not None, "the Battle Deck has not been checked")
    assert world.deck_breaches is not None
    return world.deck_breaches


@then("the Battle Deck is legal")
def _(ls1_world: World) -> None:
    found = checked(ls1_world)
    if found:
        raise StepFailed(found[0].template, rule_id=found[0].rule_id, **found[0].fields)


@then("the Battle Deck breaks rule {rule:Rule}")
def _(ls1_world: World, rule: str) -> None:
    found = checked(ls1_world)
    expect(
        any(b.rule_id == rule for b in found),
        "the Battle Deck breaks: {rules}",
        rules=", ".join(b.rule_id for b in found) or "-",
    )


@then("the Battle Deck breaks no other rule")
def _(ls1_world: World) -> None:
    rules = sorted({b.rule_id for b in checked(ls1_world)})
    expect(len(rules) <= 1, "the Battle Deck breaks: {rules}", rules=", ".join(rules))
