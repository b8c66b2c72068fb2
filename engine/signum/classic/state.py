"""The game state of the classic edition: plain immutable values, no rules.

A state never changes after it is built, so a refused action cannot damage it. The
rules live in the modules that read a state and build the next one.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from functools import cached_property
from types import MappingProxyType

from engine.core.events import Event
from engine.core.labels import Label
from engine.signum.cards import CardType
from engine.signum.city import CityCard
from engine.signum.classic.cards import CardPool, CreatureCard
from engine.signum.classic.geometry import Disc
from engine.signum.classic.ruleset import DEFAULT_RULESET, Ruleset
from engine.signum.classic.table import Player, Point
from engine.signum.piles import Pile


class Phase(Label):
    """Where the game is: setting up, a phase of the active player's turn, or over (LS1-5, LS1-6)."""

    HEROES = "heroes"  # the heroes are placed (LS1-5.2)
    MULLIGAN = "mulligan"  # each player may put back cards once (LS1-5.4)
    CONSTRUCTION = "construction"  # build one building or take 2 Prosperity (LS1-6.4)
    ACTIVATION = "activation"  # play cards, activate creatures (LS1-6.5)
    OVER = "over"


@dataclass(frozen=True, slots=True)
class Creature:
    """A creature on the table: its card, its base's centre and the tokens on it."""

    id: int
    card: str
    owner: Player
    at: Point
    wounds: int = 0
    armour: int = 0
    activated: bool = False  # activated this turn (or summoned this turn, LS1-8.3)
    fights: int = 0  # melee combats fought this turn (LS1-12.8)
    ran: bool = False  # ran this turn (LS1-11.2)

    def moved_to(self, at: Point) -> Creature:
        return replace(self, at=at)


@dataclass(frozen=True, slots=True)
class Relic:
    """An equipped relic: armour tokens left (Durability) or uses left (Multiple use)."""

    card: str
    tokens: int = 0
    uses: int = 0


class Building(CityCard):
    """A building in the City (LS1-7)."""


@dataclass(frozen=True, slots=True)
class Template:
    """A terrain template on the table: its card, who laid it, and where its origin lies."""

    card: str
    owner: Player
    at: Point


@dataclass(frozen=True, slots=True)
class Hidden:
    """A tactic lying face down (LS1-17.1)."""

    card: str


@dataclass(frozen=True, slots=True)
class Lasting:
    """A spell with a lasting effect, in play on one creature while it lives (LS1-16.2)."""

    card: str
    target: int


EMPTY = Pile()


@dataclass(frozen=True)
class Camp:
    """One player's cards and counters: zones, City, Prosperity, relics, face-down tactics."""

    hero: str
    deck: Pile = EMPTY
    hand: Pile = EMPTY
    graveyard: Pile = EMPTY
    minions: tuple[str, ...] = ()
    buildings: tuple[str, ...] = ()  # building cards brought and not yet built
    terrain: tuple[str, ...] = ()  # terrain cards brought and not yet played
    city: tuple[Building, ...] = ()
    played_terrain: tuple[str, ...] = ()  # terrain cards in the City zone (LS1-9.1)
    destroyed_unique: frozenset[str] = frozenset()  # never built again (LS1-7.4)
    prosperity: int = 0
    relics: tuple[Relic, ...] = ()
    tactics: tuple[Hidden, ...] = ()
    lasting: tuple[Lasting, ...] = ()
    terrain_this_turn: bool = False
    mulliganed: bool = False


# The decisions a player owes before play goes on.


@dataclass(frozen=True, slots=True)
class Melee:
    """A melee combat being declared: the attacked side splits first, then the active side."""

    attacker: int
    defender: int
    defender_attack: int | None = None  # dice the attacked creature put into attack
    attacker_weapon: str | None = None  # the melee weapon each hero names (LS1-C.17)
    defender_weapon: str | None = None


@dataclass(frozen=True, slots=True)
class ChooseSplit:
    """The owner of ``creature`` splits its dice between attack and defence (LS1-12.3)."""

    melee: Melee
    creature: int


@dataclass(frozen=True, slots=True)
class Damage:
    """Damage about to land: on whom, how much, magical or not."""

    target: int
    amount: int
    magical: bool = False


@dataclass(frozen=True, slots=True)
class ChooseAbsorb:
    """The hero's player names the relic that gives up a token for each point of a hit
    (LS1-15.6, LS1-C.19)."""

    damage: Damage


@dataclass(frozen=True, slots=True)
class ChooseReveal:
    """A tactic's event happened: its owner reveals it, or lets the occurrence pass."""

    owner: Player
    card: str
    subject: int  # the creature whose deed is the event


Decision = ChooseSplit | ChooseAbsorb | ChooseReveal


# What happens once the damage queue is empty.


@dataclass(frozen=True, slots=True)
class AfterMelee:
    """A melee combat was struck; ``armed`` are the heroes that rolled attack dice in it
    (each uses an equipped melee weapon, LS1-C.17)."""

    melee: Melee
    armed: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class AfterBackstab:
    """The mover survived the Backstabs of leaving contact: it walks its path."""

    mover: int
    path: tuple[Point, ...]
    run: bool


@dataclass(frozen=True, slots=True)
class AfterStop:
    """A move ended (with its Backstabs, if it ran into contact)."""

    mover: int
    run: bool


@dataclass(frozen=True, slots=True)
class AfterShot:
    shooter: int
    weapon: str | None = None  # the ranged weapon the hero named (LS1-C.17)


@dataclass(frozen=True, slots=True)
class AfterEffect:
    """A spell's or a tactic's damage landed."""


Continuation = AfterMelee | AfterBackstab | AfterStop | AfterShot | AfterEffect


@dataclass(frozen=True, slots=True)
class Resolving:
    """Damage still to land, one hit at a time, and what comes after it."""

    damage: tuple[Damage, ...]
    then: Continuation
    dead: tuple[int, ...] = ()  # creatures whose wounds reached their health meanwhile


def freeze_camps(camps: Mapping[Player, Camp]) -> Mapping[Player, Camp]:
    return MappingProxyType({player: camps[player] for player in Player})


@dataclass(frozen=True)
class GameState:
    """Everything needed to continue a game, and the log of how it got here.

    ``current`` is the creature whose activation is under way (it may still fight);
    ``pending`` the decisions owed, the first one now; ``resolving`` the damage of an
    attack still landing. ``turn`` counts the turns of both players from 1.
    """

    cards: CardPool
    camps: Mapping[Player, Camp]
    creatures: tuple[Creature, ...]
    first: Player
    active: Player
    phase: Phase
    ruleset: Ruleset = DEFAULT_RULESET
    templates: tuple[Template, ...] = ()
    turn: int = 1
    current: int | None = None
    pending: tuple[Decision, ...] = ()
    resolving: Resolving | None = None
    winner: Player | None = None
    drawn: bool = False
    next_id: int = 1
    log: tuple[Event, ...] = field(default=(), compare=True)

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def deciding(self) -> Player:
        """The player who acts now: the one owing the first decision, else the active one."""
        if self.pending:
            return decider(self, self.pending[0])
        return self.active

    def camp(self, player: Player) -> Camp:
        return self.camps[player]

    def creature(self, creature_id: int) -> Creature:
        for creature in self.creatures:
            if creature.id == creature_id:
                return creature
        raise KeyError(creature_id)

    def find(self, creature_id: int) -> Creature | None:
        for creature in self.creatures:
            if creature.id == creature_id:
                return creature
        return None

    def card_of(self, creature: Creature) -> CreatureCard:
        return self.cards.creature(creature.card)

    def radius(self, creature: Creature) -> float:
        return (self.cards.base(creature.card) or self.ruleset.base_diameter) / 2

    @cached_property
    def discs(self) -> Mapping[int, Disc]:
        """Every creature's base, by id (worked out once per state)."""
        return {c.id: Disc(c.at, self.radius(c)) for c in self.creatures}

    def disc(self, creature: Creature) -> Disc:
        found = self.discs.get(creature.id)
        if found is not None and found.centre == creature.at:
            return found
        return Disc(creature.at, self.radius(creature))

    def creatures_of(self, player: Player) -> list[Creature]:
        return [c for c in self.creatures if c.owner is player]

    def hero_of(self, player: Player) -> Creature | None:
        for creature in self.creatures:
            if creature.owner is player and self.card_of(creature).type is CardType.HERO:
                return creature
        return None

    def with_camp(self, player: Player, **changes: object) -> GameState:
        camps = dict(self.camps)
        camps[player] = replace(camps[player], **changes)  # type: ignore[arg-type]
        return replace(self, camps=freeze_camps(camps))

    def with_creature(self, creature: Creature) -> GameState:
        return replace(
            self,
            creatures=tuple(creature if c.id == creature.id else c for c in self.creatures),
        )

    def without_creature(self, creature_id: int) -> GameState:
        return replace(self, creatures=tuple(c for c in self.creatures if c.id != creature_id))

    def logged(self, *events: Event) -> GameState:
        return replace(self, log=(*self.log, *events))


def decider(state: GameState, decision: Decision) -> Player:
    """Who owes ``decision``."""
    if isinstance(decision, ChooseSplit):
        return state.creature(decision.creature).owner
    if isinstance(decision, ChooseAbsorb):
        return state.creature(decision.damage.target).owner
    return decision.owner


def sorted_creatures(creatures: Iterable[Creature]) -> tuple[Creature, ...]:
    return tuple(sorted(creatures, key=lambda c: c.id))
