"""The cards of the classic edition, as values: what a card says, never where it lies.

The sources give no card's numbers (LS1-C.31): a scenario states every card it uses,
and random games use the invented sample of :mod:`engine.signum.classic.sample`. A game
holds its cards in a :class:`CardPool`, by name; piles and zones hold only names.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from engine.core.labels import Label
from engine.signum.cards import CardError, Cards, CardType, card_name

ANY_BUILDING = "any"
MAIN_BUILDINGS = (
    "Barracks",
    "Tavern",
    "School of Magic",
    "Shooting Range",
    "Library",
    "Smithy",
    "Arena",
    "Temple",
    "City Hall",
)
"""The nine main building types (LS1-7.1)."""


class RelicClass(Label):
    """The six relic classes (LS1-15.2)."""

    MELEE_WEAPON = "melee weapon"
    RANGED_WEAPON = "ranged weapon"
    ARMOUR = "armour"
    SHIELD = "shield"
    HELMET = "helmet"
    TREASURE = "treasure"

    @property
    def is_weapon(self) -> bool:
        return self in (RelicClass.MELEE_WEAPON, RelicClass.RANGED_WEAPON)


class Target(Label):
    """Whom an effect may affect, by the word the card uses (LS1-2.6)."""

    CHARACTER = "character"
    HERO = "hero"
    CREATURE = "creature"


@dataclass(frozen=True)
class Cost:
    """What playing a card takes: Prosperity and one building per symbol (LS1-7.5)."""

    prosperity: int = 0
    buildings: tuple[str, ...] = ()


@dataclass(frozen=True)
class Shooting:
    """A ranged attack: how many dice, and how far (a named distance) (LS1-C.23)."""

    dice: int
    range: str


@dataclass(frozen=True)
class CreatureCard:
    """A hero, character or minion card (LS1-2.2)."""

    name: str
    type: CardType
    faction: str
    strength: int
    movement: str
    health: int
    base: float | None = None  # diameter in cm; None: the ruleset's default (LS1-C.1)
    armour: int = 0
    shooting: Shooting | None = None
    cost: Cost = Cost()
    mercenary: bool = False
    relic_slots: Mapping[RelicClass, int] = field(default_factory=dict)  # heroes only
    hero: str | None = None  # the hero this card names, if any (LS1-3.6)

    def __post_init__(self) -> None:
        if not self.type.is_creature:
            raise CardError(
                "{card}: a creature card is a hero, a character or a minion",
                card=card_name(self.name),
            )
        if self.strength < 0 or self.health < 1:
            raise CardError(
                "{card}: strength at least 0, health at least 1", card=card_name(self.name)
            )

    def slots(self, relic_class: RelicClass) -> int:
        return self.relic_slots.get(relic_class, 0)


@dataclass(frozen=True)
class RelicCard:
    """A relic: a weapon with Multiple use, or another class with Durability (LS1-15)."""

    name: str
    faction: str
    relic_class: RelicClass
    cost: Cost = Cost()
    uses: int | None = None  # Multiple use (weapons)
    durability: int | None = None  # armour tokens laid on it (the other classes)
    strength: int = 0  # extra melee dice while equipped (a melee weapon's bonus)
    shooting: Shooting | None = None  # a ranged weapon's attack
    hero: str | None = None
    type: CardType = CardType.RELIC

    def __post_init__(self) -> None:
        if self.relic_class.is_weapon and (self.uses is None or self.durability is not None):
            raise CardError(
                "{card}: a weapon has Multiple use and no Durability", card=card_name(self.name)
            )
        if not self.relic_class.is_weapon and (self.durability is None or self.uses is not None):
            raise CardError(
                "{card}: a relic of this class has Durability", card=card_name(self.name)
            )


class Effect(Label):
    """What a spell or a tactic does (the sample's small set of effects)."""

    DAMAGE = "damage"  # deal `amount` damage to the target
    STRENGTH = "strength"  # the target gains `amount` strength (lasting: while it lives)
    ARMOUR = "armour tokens"  # the target gains `amount` armour tokens
    RETURN = "return"  # the triggering character goes back to its player's hand
    SUMMON_MINION = "summon minion"  # place the minion `minion` (LS1-8.5)
    DESTROY_BUILDING = "destroy building"  # an enemy building leaves its City (LS1-7.4)


@dataclass(frozen=True)
class SpellCard:
    """A spell (LS1-16): its effect at once, or lasting (it stays in play)."""

    name: str
    faction: str
    effect: Effect
    target: Target | None = None
    amount: int = 0
    magical: bool = True
    lasting: bool = False
    minion: str | None = None
    cost: Cost = Cost()
    hero: str | None = None
    type: CardType = CardType.SPELL


class Event(Label):
    """The events a tactic waits for (LS1-17.2)."""

    CHARACTER_SUMMONED = "character summoned"  # the opponent summons a character
    MELEE_DECLARED = "melee declared"  # an enemy creature attacks one of yours in melee


@dataclass(frozen=True)
class TacticCard:
    """A tactic (LS1-17): face down until its event, then revealed for its effect."""

    name: str
    faction: str
    event: Event
    effect: Effect
    amount: int = 0
    magical: bool = True  # ruling: a tactic's damage is magic unless the card says otherwise
    own_turn: bool = False  # the card allows its own player's turn too (LS1-17.3)
    cost: Cost = Cost()
    hero: str | None = None
    type: CardType = CardType.TACTIC


@dataclass(frozen=True)
class BuildingCard:
    """A building (LS1-7): a main type, or a faction's unique building."""

    name: str
    cost: int
    kind: str  # one of MAIN_BUILDINGS, or the unique building's own name
    faction: str | None = None  # a unique building's faction
    type: CardType = CardType.BUILDING

    @property
    def unique(self) -> bool:
        return self.kind not in MAIN_BUILDINGS


@dataclass(frozen=True)
class TerrainCard:
    """A terrain card and its template, a polygon drawn from its own origin (LS1-9)."""

    name: str
    shape: tuple[tuple[float, float], ...]
    blocks_sight: bool = False
    unique: bool = False
    cost: Cost = Cost()
    type: CardType = CardType.TERRAIN


Card = CreatureCard | RelicCard | SpellCard | TacticCard | BuildingCard | TerrainCard
DECK_TYPES = frozenset({CardType.CHARACTER, CardType.SPELL, CardType.RELIC, CardType.TACTIC})
"""What a Battle Deck holds (LS1-3.1); spells, relics and tactics are support cards."""


@dataclass(frozen=True)
class CardPool(Cards[Card]):
    """Every card a game knows, by name."""

    cards: Mapping[str, Card]

    def __post_init__(self) -> None:
        bases = {n: c.base for n, c in self.cards.items() if isinstance(c, CreatureCard)}
        object.__setattr__(self, "_bases", bases)

    def base(self, name: str) -> float | None:
        """A creature card's base diameter, None for the default (KeyError: not a creature)."""
        return self._bases[name]  # type: ignore[attr-defined]

    def creature(self, name: str) -> CreatureCard:
        return self.of_kind(name, CreatureCard, "a creature card")
