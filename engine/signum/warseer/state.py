"""The Warseer game state: plain immutable values, no rules.

A state never changes once built, so a refused action cannot damage it; the rules
live in the modules that read a state and build the next one.

A creature carries its card's stats (so a scenario can state a creature in a table,
with no card database), its tokens and what it did in this activation.

>>> from engine.signum.warseer.hexes import Hex
>>> knight = Creature(1, "Knight", Player.SOUTH, Kind.CHARACTER, Hex.parse("c2"),
...                   Attack(AttackType.MELEE, (2, 2, 2)), health=4, movement=3, rank=2,
...                   keywords=keywords("Agile, Run 2, Armour 1"))
>>> knight.has("run"), knight.x("Run"), knight.x("Agile"), knight.has("Slow")
(True, 2, None, False)
>>> state = GameState.new().with_creature(knight)
>>> state.at(Hex.parse("c2")).name, state.at(Hex.parse("c3"))
('Knight', None)
>>> state.creature(1).moved_to(Hex.parse("c3")).at
Hex('c3')
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from functools import cached_property
from types import MappingProxyType
from typing import Any

from engine.core.events import Event
from engine.core.labels import Label
from engine.signum.city import CityCard
from engine.signum.piles import Pile
from engine.signum.warseer.battlefield import Battlefield, Player
from engine.signum.warseer.hexes import Hex
from engine.signum.warseer.ruleset import DEFAULT_RULESET, Ruleset
from engine.signum.warseer.tokens import TokenKind, Tokens

NO_TOKENS = Tokens()


class Kind(Label):
    """What sort of creature: the hero, a character from the War Camp, or a minion."""

    HERO = "hero"
    CHARACTER = "character"
    MINION = "minion"


class AttackType(Label):
    """Melee, shot or magic; armour never stops magic."""

    MELEE = "melee"
    SHOT = "shot"
    MAGIC = "magic"


@dataclass(frozen=True, slots=True)
class Attack:
    """A creature's attack block: its type, the rank of each of its dice, and its range.

    >>> Attack(AttackType.MAGIC, (2, 2, 1), range=3).count
    3
    """

    type: AttackType
    dice: tuple[int, ...]
    range: int = 1

    def __post_init__(self) -> None:
        if self.range < 0 or any(rank < 1 for rank in self.dice):
            raise ValueError("an attack has no negative range and dice of rank 1 or more")

    @property
    def count(self) -> int:
        return len(self.dice)


@dataclass(frozen=True, slots=True, order=True)
class Keyword:
    """A keyword on a card: its name as printed, its X (if it takes one) and its text.

    >>> Keyword.parse("Hook 2"), Keyword.parse("Charge: +1 die")
    (Keyword(name='Hook', x=2, text=''), Keyword(name='Charge', x=None, text='+1 die'))
    """

    name: str
    x: int | None = None
    text: str = ""

    @classmethod
    def parse(cls, text: str) -> Keyword:
        head, _, rest = text.partition(":")
        match = re.fullmatch(r"\s*(.*?)(?:\s+(\d+))?\s*", head)
        assert match is not None
        name, x = match.group(1), match.group(2)
        if not name or not name[0].isalpha():
            raise ValueError(f"not a keyword: {text!r}")
        return cls(name, int(x) if x is not None else None, rest.strip())

    @property
    def key(self) -> str:
        return self.name.casefold()

    def __str__(self) -> str:
        word = self.name if self.x is None else f"{self.name} {self.x}"
        return f"{word}: {self.text}" if self.text else word


def keywords(text: str | Iterable[str]) -> tuple[Keyword, ...]:
    """Keywords from a comma-separated list (``"Agile, Run 2"``) or from separate words."""
    parts = text.split(",") if isinstance(text, str) else list(text)
    return tuple(sorted(Keyword.parse(p) for p in parts if p.strip()))


@dataclass(frozen=True, slots=True)
class Creature:
    """A creature on the battlefield: its card's stats, its hex, tokens and activation.

    ``id`` tells apart creatures with the same name (identical minions). ``crit`` names
    the critical effect as the card prints it (``"Advance"``, ``"add die 2"``,
    ``"add sword"``...; the combat rules read it). The activation fields cover the
    current turn: ``activated`` (its activation has begun or is over: it is tapped),
    ``moved`` (it moved in this activation, for Charge and Ambush), ``move_start`` (the hex
    its move began on), ``ran``, ``attacks`` (attacks made this activation) and
    ``summoned`` (summoned this turn, for Rush).
    """

    id: int
    name: str
    owner: Player
    kind: Kind
    at: Hex
    attack: Attack
    health: int
    movement: int
    rank: int = 1
    keywords: tuple[Keyword, ...] = ()
    crit: str | None = None
    tokens: Tokens = NO_TOKENS
    activated: bool = False
    moved: bool = False
    move_start: Hex | None = None
    ran: bool = False
    attacks: int = 0
    summoned: bool = False
    hooked: bool = False  # used Hook instead of moving in this activation

    # Stats and keywords.

    def keyword(self, name: str) -> Keyword | None:
        key = name.casefold()
        for kw in self.keywords:
            if kw.key == key:
                return kw
        return None

    @property
    def keyword_map(self) -> Mapping[str, Keyword]:
        """The keywords by their name in lower case: ``{"run": Keyword("Run", 2)}``."""
        return MappingProxyType({kw.key: kw for kw in self.keywords})

    def has(self, name: str) -> bool:
        return self.keyword(name) is not None

    def x(self, name: str) -> int | None:
        """The X of keyword ``name`` (``None`` if it has no X or the creature lacks it)."""
        kw = self.keyword(name)
        return None if kw is None else kw.x

    @property
    def is_hero(self) -> bool:
        return self.kind is Kind.HERO

    # Tokens, as shorthands.

    @property
    def wounds(self) -> int:
        return self.tokens.wounds

    @property
    def armour(self) -> int:
        return self.tokens.armour

    @property
    def wounded(self) -> bool:
        return self.tokens.wounds > 0

    def with_tokens(self, **counts: int) -> Creature:
        """The creature with some token counts set: ``with_tokens(wounds=2)``."""
        return replace(self, tokens=replace(self.tokens, **counts))

    def plus(self, kind: TokenKind, n: int = 1) -> Creature:
        return replace(self, tokens=self.tokens.plus(kind, n))

    def minus(self, kind: TokenKind, n: int = 1) -> Creature:
        return replace(self, tokens=self.tokens.minus(kind, n))

    # Movement and activation.

    def moved_to(self, at: Hex) -> Creature:
        """The creature placed on ``at`` (no activation bookkeeping)."""
        return replace(self, at=at)

    def fresh(self) -> Creature:
        """The creature as a new turn finds it: ready to activate again."""
        return replace(
            self,
            activated=False,
            moved=False,
            move_start=None,
            ran=False,
            attacks=0,
            summoned=False,
            hooked=False,
        )


@dataclass(frozen=True, slots=True)
class Relic:
    """An equipped relic: armour tokens left on it, Multiple Uses markers left."""

    card: str
    armour: int = 0
    uses: int = 0


EMPTY = Pile()


@dataclass(frozen=True)
class PlayerState:
    """One player's tablet: zones, relics, Hero's Power and Victory Points.

    ``hall_of_fame`` holds the feats played; ``face_down_feats`` the feats taken face down
    for destroyed characters; ``feats_hand`` the feat cards in hand (kept apart from the
    Battle Deck cards of ``hand``). ``turn_counts`` counts the limited actions of the
    current turn by name (``"summon"``, ``"discard support"``, ``"discard feat"``...);
    ``marks`` names things done this turn (achievements, building bonuses, tactic answers).
    ``bonus`` is VP won without a card (the 6 for a destroyed hero); ``terrain`` the terrain
    cards laid, with their hex's name; ``returned``: the starting hand's cards were put back;
    ``beneath``: this player's cards lying under a Resurgent (with that creature's id).
    """

    hero: str = ""
    hand: Pile = EMPTY
    feats_hand: Pile = EMPTY
    deck: Pile = EMPTY
    history: Pile = EMPTY
    war_camp: tuple[str, ...] = ()
    hall_of_fame: Pile = EMPTY
    face_down_feats: Pile = EMPTY
    city: tuple[CityCard, ...] = ()
    relics: tuple[Relic, ...] = ()
    enchantments: tuple[tuple[str, int], ...] = ()  # (spell card, id of the enchanted creature)
    power: int = 0
    vp: int = 0
    turn_counts: Mapping[str, int] = field(default_factory=lambda: MappingProxyType({}))
    marks: frozenset[str] = frozenset()
    bonus: int = 0
    terrain: tuple[tuple[str, str], ...] = ()
    returned: bool = False
    beneath: tuple[tuple[str, int], ...] = ()  # (card, id of the creature it lies under)

    def counted(self, what: str) -> int:
        return self.turn_counts.get(what, 0)

    def count_up(self, what: str, n: int = 1) -> PlayerState:
        counts = dict(self.turn_counts)
        counts[what] = counts.get(what, 0) + n
        return replace(self, turn_counts=MappingProxyType(counts))


class Phase(Label):
    """Where the game stands."""

    SETUP = "setup"
    TURN_START = "turn start"
    ACTIVATION = "activation"
    TURN_END = "turn end"
    OVER = "over"


@dataclass(frozen=True, slots=True)
class Trace:
    """What the last action drew on the board, for diagrams: its kind and hexes.

    ``kind`` is ``"attack"``, ``"push"``, ``"move"``, ``"run"`` or ``"sight"``; ``hexes`` the
    hexes in order (from, ..., to; a push with nowhere to go has only its from); ``clear``
    says for a sight line whether it was clear; ``segment`` a clear sight segment, in
    lattice units, when one was found.
    """

    kind: str
    hexes: tuple[Hex, ...]
    clear: bool = True
    segment: tuple[tuple[float, float], tuple[float, float]] | None = None
    creature: int | None = None  # the creature that moved, for a path


def freeze_players(players: Mapping[Player, PlayerState]) -> Mapping[Player, PlayerState]:
    return MappingProxyType({p: players[p] for p in Player if p in players})


@dataclass(frozen=True)
class GameState:
    """Everything needed to continue a game, and the log of how it got here.

    ``creatures`` in id order; :meth:`at` finds the one on a hex. ``attack`` is the slot
    of the combat rules: the attack under way (with its Counterblow), which
    ``engine.signum.warseer.attack`` defines and fills; ``fallen`` the creatures the
    combat rules eliminated, for the turn rules to resolve; ``destroyed`` the enemy
    characters destroyed this turn (Military Feats); ``decisions`` the turn rules' open
    windows (tactic replies, end-of-turn order, setup returns); ``cards`` their card pool.
    ``traces`` are the lines the last action drew (attack, push, sight), for snapshots.
    ``turn`` counts the turns of both players from 1.
    """

    battlefield: Battlefield
    players: Mapping[Player, PlayerState]
    creatures: tuple[Creature, ...] = ()
    active: Player = Player.SOUTH
    first: Player = Player.SOUTH
    phase: Phase = Phase.ACTIVATION
    turn: int = 1
    ruleset: Ruleset = DEFAULT_RULESET
    feats_deck: Pile = EMPTY
    current: int | None = None  # the creature whose activation is under way
    attack: Any = None  # the combat rules' attack in progress (or None)
    fallen: tuple[Creature, ...] = ()
    destroyed: tuple[Creature, ...] = ()
    decisions: tuple[Any, ...] = ()
    cards: Any = None
    traces: tuple[Trace, ...] = ()
    winner: Player | None = None
    drawn: bool = False
    ending: bool = False  # the last feat was drawn: the game ends at the end of this turn
    next_id: int = 1
    log: tuple[Event, ...] = ()

    def __post_init__(self) -> None:
        if not isinstance(self.players, MappingProxyType):
            object.__setattr__(self, "players", freeze_players(self.players))

    @classmethod
    def new(
        cls, ruleset: Ruleset = DEFAULT_RULESET, battlefield: Battlefield | None = None
    ) -> GameState:
        """An empty battlefield and two empty tablets (for tests and hand-set positions)."""
        return cls(
            battlefield if battlefield is not None else Battlefield.empty(ruleset),
            {p: PlayerState() for p in Player},
            ruleset=ruleset,
        )

    # Looking things up.

    @cached_property
    def by_hex(self) -> Mapping[Hex, Creature]:
        """The creature on each occupied hex (worked out once per state)."""
        return MappingProxyType({c.at: c for c in self.creatures})

    @cached_property
    def by_id(self) -> Mapping[int, Creature]:
        return MappingProxyType({c.id: c for c in self.creatures})

    def at(self, h: Hex) -> Creature | None:
        return self.by_hex.get(h)

    creature_at = at

    def occupied(self, h: Hex) -> bool:
        return h in self.by_hex

    def creature(self, creature_id: int) -> Creature:
        return self.by_id[creature_id]

    def find(self, creature_id: int) -> Creature | None:
        return self.by_id.get(creature_id)

    def named(self, name: str) -> Creature:
        """The one creature called ``name``; KeyError if none or several are."""
        found = [c for c in self.creatures if c.name.casefold() == name.casefold()]
        if len(found) != 1:
            raise KeyError(f"{len(found)} creatures are called {name!r}")
        return found[0]

    def creatures_of(self, player: Player) -> tuple[Creature, ...]:
        return tuple(c for c in self.creatures if c.owner is player)

    def hero_of(self, player: Player) -> Creature | None:
        for c in self.creatures:
            if c.owner is player and c.is_hero:
                return c
        return None

    def player(self, player: Player) -> PlayerState:
        return self.players[player]

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    # Building the next state.

    def with_creature(self, creature: Creature) -> GameState:
        """The state with ``creature`` added, or replacing the one with its id."""
        others = [c for c in self.creatures if c.id != creature.id]
        if any(c.at == creature.at for c in others):
            raise ValueError(f"hex {creature.at} is already occupied")
        if not self.battlefield.contains(creature.at):
            raise ValueError(f"hex {creature.at!r} is off the battlefield")
        creatures = tuple(sorted([*others, creature], key=lambda c: c.id))
        return replace(self, creatures=creatures, next_id=max(self.next_id, creature.id + 1))

    def with_creatures(self, creatures: Iterable[Creature]) -> GameState:
        state = self
        for c in creatures:
            state = state.with_creature(c)
        return state

    def without_creature(self, creature_id: int) -> GameState:
        return replace(self, creatures=tuple(c for c in self.creatures if c.id != creature_id))

    def with_player(self, player: Player, **changes: Any) -> GameState:
        players = dict(self.players)
        players[player] = replace(players[player], **changes)
        return replace(self, players=freeze_players(players))

    def with_battlefield(self, battlefield: Battlefield) -> GameState:
        return replace(self, battlefield=battlefield)

    def traced(self, *traces: Trace) -> GameState:
        return replace(self, traces=traces)

    def logged(self, *events: Event) -> GameState:
        return replace(self, log=(*self.log, *events))
