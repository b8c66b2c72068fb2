"""Warseer's support and feat cards, as values: what a card says, never where it lies.

Support cards (tactic, relic, spell, building, terrain) make up the Battle Deck; feat cards
(Military Feat, Achievement) make up the shared Feats deck. Every card has a cost in Hero's
Power and an Income rate that counts while it lies in History (LS2-2). The sources give no
card's numbers: a scenario states the cards it uses, random games use the invented sample
(:mod:`engine.signum.warseer.sample`), and ``data/cards.toml`` holds the reconstructed
cards of the source's worked examples (every stat a ruling).

Only the handful of effects the sample needs are modelled (:class:`Effect`); what matters
to the rules of this module is where a card goes and what limits its play.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from engine.core.labels import Label
from engine.signum.cards import CardError, Cards, CardType, card_name
from engine.signum.warseer.battlefield import Player
from engine.signum.warseer.hexes import Hex
from engine.signum.warseer.state import Attack, Creature, Keyword, Kind, Tokens


class Effect(Label):
    """What a support card (or a feat's discard) does: the sample's small set."""

    DAMAGE = "damage"  # `amount` damage to a creature: armour stops it unless magical
    HEAL = "heal"  # remove up to `amount` wounds from an allied creature
    ARMOUR = "armour"  # `amount` armour tokens on an allied creature
    POWER = "power"  # gain `amount` Hero's Power (never above the cap)
    DRAW = "draw"  # draw `amount` cards from the Battle Deck
    SUMMON = "summon"  # summon the minion named by the card on a free hex of the zone
    NONE = "none"  # no effect the engine models (a card that only stays in play)


class Trigger(Label):
    """The situation a tactic answers (LS2-1: played from the hand when it comes up)."""

    ATTACK_DECLARED = "attack declared"  # an enemy creature declared an attack on one of yours
    CHARACTER_SUMMONED = "character summoned"  # the opponent summoned a character


@dataclass(frozen=True, slots=True)
class TacticCard:
    """A tactic: played at once when its trigger comes up, in either player's turn."""

    name: str
    trigger: Trigger
    effect: Effect = Effect.DAMAGE
    amount: int = 1
    magical: bool = False  # its damage passes armour only if the card says it is magical
    cost: int = 0
    income: int = 0
    faction: str = ""
    type: CardType = CardType.TACTIC


@dataclass(frozen=True, slots=True)
class RelicCard:
    """A relic the hero equips: Armour X tokens, or Multiple Uses X markers, or neither.

    A relic with uses has an ability the player may use once per marker (its ``effect`` on
    the hero); when the last marker goes, the relic goes to History.
    """

    name: str
    armour: int = 0
    uses: int = 0
    effect: Effect = Effect.NONE
    amount: int = 0
    magical: bool = False
    cost: int = 0
    income: int = 0
    faction: str = ""
    type: CardType = CardType.RELIC

    def __post_init__(self) -> None:
        if self.armour < 0 or self.uses < 0:
            raise CardError(
                "{card}: Armour and Multiple Uses are at least 0", card=card_name(self.name)
            )
        if self.uses and self.effect is Effect.NONE:
            raise CardError(
                "{card}: a relic with Multiple Uses has an ability to use",
                card=card_name(self.name),
            )


class Target(Label):
    """Whom a spell or a building affects."""

    ENEMY = "enemy creature"
    ALLY = "allied creature"


@dataclass(frozen=True, slots=True)
class SpellCard:
    """A spell: its effect at once, then History, unless it is an Enchantment.

    An Enchantment stays in play on its target until the target leaves the Battlefield.
    """

    name: str
    effect: Effect
    amount: int = 1
    target: Target = Target.ENEMY
    enchantment: bool = False
    magical: bool = False
    minion: str | None = None  # the minion a summoning spell calls
    cost: int = 0
    income: int = 0
    faction: str = ""
    type: CardType = CardType.SPELL


@dataclass(frozen=True, slots=True)
class BuildingCard:
    """A building in the City Zone; its ability, activated in its owner's turn, works on
    one allied creature (ruling: tapping it)."""

    name: str
    effect: Effect = Effect.ARMOUR
    amount: int = 1
    magical: bool = False
    cost: int = 0
    income: int = 0
    faction: str = ""
    type: CardType = CardType.BUILDING


@dataclass(frozen=True, slots=True)
class TerrainCard:
    """A terrain card: played, it lays its terrain kind on one free hex (ruling)."""

    name: str
    kind: str  # a terrain kind of the board data (forest, hill, impassable...)
    cost: int = 0
    income: int = 0
    faction: str = ""
    type: CardType = CardType.TERRAIN


class FeatKind(Label):
    """The two kinds of feat card (LS2-11)."""

    MILITARY = "military feat"
    ACHIEVEMENT = "achievement"


class Condition(Label):
    """What a feat card asks before it may be played face up (the sample's set).

    Military Feats read the character just destroyed; Achievements read the player's side.
    """

    DESTROYED_RANK = "destroyed rank"  # the destroyed character's rank is at least X
    DESTROYED_ANY = "destroyed any"  # any destroyed character
    CREATURES = "creatures"  # the player has at least X creatures on the Battlefield
    HISTORY = "history"  # the player's History holds at least X cards
    RELICS = "relics"  # the hero wears at least X relics
    POWER = "power"  # the player has at least X Hero's Power


MILITARY_CONDITIONS = frozenset({Condition.DESTROYED_RANK, Condition.DESTROYED_ANY})


@dataclass(frozen=True, slots=True)
class FeatCard:
    """A feat: face up for ``vp`` Victory Points when its condition is met, or discarded
    from the hand for its discard effect."""

    name: str
    kind: FeatKind
    condition: Condition
    threshold: int = 0
    vp: int = 1
    discard: Effect = Effect.POWER
    discard_amount: int = 1
    type: CardType = CardType.FEAT

    def __post_init__(self) -> None:
        military = self.condition in MILITARY_CONDITIONS
        if military != (self.kind is FeatKind.MILITARY):
            raise CardError(
                "{card}: a Military Feat reads a destroyed character", card=card_name(self.name)
            )
        if self.vp < 0:
            raise CardError("{card}: Victory Points are at least 0", card=card_name(self.name))


SupportCard = TacticCard | RelicCard | SpellCard | BuildingCard | TerrainCard
SUPPORT_TYPES = frozenset(
    {CardType.TACTIC, CardType.RELIC, CardType.SPELL, CardType.BUILDING, CardType.TERRAIN}
)
"""What a Battle Deck holds (LS2-2): the support cards."""


KINDS = {CardType.HERO: Kind.HERO, CardType.CHARACTER: Kind.CHARACTER, CardType.MINION: Kind.MINION}


@dataclass(frozen=True, slots=True)
class CreatureCard:
    """A hero, character or minion card: the stats its creature stands with (LS2-1.3 to 1.9).

    ``leadership`` (heroes only): how many characters of each rank the warband may hold.
    """

    name: str
    type: CardType
    attack: Attack
    health: int
    movement: int
    rank: int = 1
    keywords: tuple[Keyword, ...] = ()
    crit: str | None = None
    cost: int = 0
    income: int = 0
    faction: str = ""
    leadership: Mapping[int, int] = field(default_factory=lambda: MappingProxyType({}))

    def __post_init__(self) -> None:
        if not self.type.is_creature:
            raise CardError(
                "{card}: a creature card is a hero, a character or a minion",
                card=card_name(self.name),
            )
        if self.health < 1 or self.movement < 0 or self.rank < 1:
            raise CardError(
                "{card}: health and rank at least 1, movement at least 0", card=card_name(self.name)
            )
        if self.leadership and self.type is not CardType.HERO:
            raise CardError("{card}: only a hero has Leadership", card=card_name(self.name))

    @property
    def armour(self) -> int:
        """Armour X: X tokens when the creature enters play (LS2-12.3)."""
        return sum(k.x or 0 for k in self.keywords if k.key == "armour")

    def creature(self, creature_id: int, owner: Player, at: Hex) -> Creature:
        """The creature this card puts on ``at``, with its Armour tokens."""
        return Creature(
            creature_id,
            self.name,
            owner,
            KINDS[self.type],
            at,
            self.attack,
            self.health,
            self.movement,
            self.rank,
            self.keywords,
            self.crit,
            Tokens(armour=self.armour),
        )


Card = CreatureCard | SupportCard | FeatCard


@dataclass(frozen=True)
class CardPool(Cards[Card]):
    """Every card a game knows, by name.

    >>> pool = CardPool.of([TacticCard("Parry", Trigger.ATTACK_DECLARED, income=1)])
    >>> pool.income("Parry"), "Parry" in pool, pool.support("Parry").type.value
    (1, True, 'tactic')
    """

    cards: Mapping[str, Card]

    def get(self, name: str) -> Card | None:
        return self.cards.get(name)

    def income(self, name: str) -> int:
        """The Income rate of a card in History (feats have none)."""
        card = self.cards[name]
        return 0 if isinstance(card, FeatCard) else card.income

    def creature(self, name: str) -> CreatureCard:
        return self.of_kind(name, CreatureCard, "a creature card")

    def support(self, name: str) -> SupportCard:
        card = self.cards[name]
        if isinstance(card, CreatureCard | FeatCard):
            raise TypeError(f"{name} is not a support card")
        return card

    def feat(self, name: str) -> FeatCard:
        return self.of_kind(name, FeatCard, "a feat card")
