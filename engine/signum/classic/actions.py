"""The actions a player takes, as plain hashable values.

Creatures are named by their id (:attr:`~engine.signum.classic.state.Creature.id`),
cards by their name, points of the table in centimetres. A card-playing action may
name the buildings it taps (``taps``: indexes into the City, LS1-7.5); without them
the engine taps the first untapped buildings that fit, named types first.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.signum.actions import CardAction, TargetAction, Walk
from engine.signum.classic.table import Point


@dataclass(frozen=True, slots=True)
class PlaceHero:
    """Set-up: the player places their hero touching their own edge (LS1-5.2)."""

    at: Point


@dataclass(frozen=True, slots=True)
class Mulligan:
    """Set-up: put back these cards (up to four; none to keep the hand) and draw again (LS1-5.4)."""

    cards: tuple[str, ...] = ()


class Build(CardAction):
    """Construction phase: build this building card (LS1-6.4, LS1-7.2)."""


@dataclass(frozen=True, slots=True)
class SkipBuilding:
    """Construction phase: build nothing and take 2 Prosperity (LS1-6.4)."""


@dataclass(frozen=True, slots=True)
class PlayAt:
    """A card played onto the table at the point ``at``: a character, a terrain."""

    card: str
    at: Point
    taps: tuple[int, ...] | None = None


class Summon(PlayAt):
    """Play a character card and place its miniature at ``at`` (LS1-8)."""


@dataclass(frozen=True, slots=True)
class CastSpell:
    """Play a spell on a creature, or (a minion-calling spell) at a point (LS1-16)."""

    card: str
    target: int | None = None
    at: Point | None = None
    building: int | None = None  # an enemy City's building, by index
    taps: tuple[int, ...] | None = None


@dataclass(frozen=True, slots=True)
class Equip:
    """Play a relic on the hero; ``replaces`` names the relic it takes the place of (LS1-15.3)."""

    card: str
    replaces: str | None = None
    taps: tuple[int, ...] | None = None


@dataclass(frozen=True, slots=True)
class SetTactic:
    """Play a tactic face down (LS1-17.1)."""

    card: str
    taps: tuple[int, ...] | None = None


class PlaceTerrain(PlayAt):
    """Play a terrain card and lay its template with its origin at ``at`` (LS1-9)."""


class Move(Walk[Point]):
    """Activate a creature (or go on with it) and move it along ``path`` (LS1-10.2)."""


class Run(Walk[Point]):
    """Activate a creature and move it with the Run rule (LS1-11)."""


@dataclass(frozen=True, slots=True)
class Strike(TargetAction):
    """The creature attacks ``target``; ``weapon``: the weapon a hero wearing two of the
    attack's kind names (LS1-C.17)."""

    weapon: str | None = None


class Fight(Strike):
    """The creature fights one enemy it touches in melee combat (LS1-12); a hero wearing
    two melee weapons names the one it uses (LS1-C.17)."""


class Shoot(Strike):
    """The creature makes a ranged attack at ``target`` (LS1-13); a hero wearing two
    ranged weapons names the one it shoots with (LS1-C.17)."""


@dataclass(frozen=True, slots=True)
class EndActivation:
    """The creature under way does nothing more (LS1-10.1)."""


@dataclass(frozen=True, slots=True)
class EndTurn:
    """The active player has done all they want this turn (LS1-6.1)."""


@dataclass(frozen=True, slots=True)
class Split:
    """A decision: put ``attack`` dice into attack and the rest into defence (LS1-12.3); the
    attacked hero names the melee weapon it uses, if it wears two (LS1-C.17)."""

    attack: int
    weapon: str | None = None


@dataclass(frozen=True, slots=True)
class Absorb:
    """A decision: the relic that gives up an armour token for each point of the hit, in
    order (LS1-15.6, LS1-C.19); a relic may be named for several points."""

    points: tuple[str, ...]


class Reveal(CardAction):
    """A decision: reveal the tactic now, for its effect (LS1-17.2)."""


class LetPass(CardAction):
    """A decision: do not reveal the tactic at this occurrence (LS1-17.4, LS1-C.8)."""


Action = (
    PlaceHero
    | Mulligan
    | Build
    | SkipBuilding
    | Summon
    | CastSpell
    | Equip
    | SetTactic
    | PlaceTerrain
    | Move
    | Run
    | Fight
    | Shoot
    | EndActivation
    | EndTurn
    | Split
    | Absorb
    | Reveal
    | LetPass
)
