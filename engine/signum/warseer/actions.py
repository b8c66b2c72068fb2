"""The actions of the game layer, as plain hashable values.

Creatures are named by id, hexes by :class:`~engine.signum.warseer.hexes.Hex`, cards by
name; the shapes both editions share are those of :mod:`engine.signum.actions`. The
attack's own steps (modify or pass, the push's hex, Advance, Counterblow...) are the
actions of :mod:`engine.signum.warseer.attack`; while an attack is under way,
:func:`~engine.signum.warseer.game.legal_actions` lists those instead.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.signum.actions import CardAction, CreatureAction, TargetAction, Walk
from engine.signum.warseer.hexes import Hex


@dataclass(frozen=True, slots=True)
class ReturnCards:
    """Setup: put these three cards of the seven drawn back, then shuffle (LS2-3.5)."""

    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Summon:
    """Summon a character from the War Camp onto a hex of the player's zone (LS2-4.7)."""

    card: str
    at: Hex


class Activate(CreatureAction):
    """Begin a creature's activation: its tokens act first (LS2-5.1, LS2-10.4)."""


class Skip(CreatureAction):
    """Skip a creature's activation to lose its Poison or Disease token (LS2-12.18, 12.34)."""


class Move(Walk[Hex]):
    """The creature under activation moves along ``path`` (the hexes entered, in order)."""


class Run(Walk[Hex]):
    """The creature under activation runs along ``path``; its activation ends (LS2-5.9)."""


class Attack(TargetAction):
    """The creature under activation declares an attack on ``target`` (LS2-6.4)."""


class LongShot(TargetAction):
    """Instead of its attack, the creature under activation makes its Long shot (LS2-12.30)."""


class Heal(TargetAction):
    """Instead of attacking, the Healer under activation heals ``target`` (LS2-12.25)."""


@dataclass(frozen=True, slots=True)
class Hook(TargetAction):
    """Instead of moving, the creature under activation pulls ``target`` to ``to``
    (LS2-12.26)."""

    to: Hex


class Contract(CreatureAction):
    """Pay the Contract X of the creature under activation: its Text until the end of the
    turn (LS2-12.13)."""


@dataclass(frozen=True, slots=True)
class EndActivation:
    """The creature under activation does nothing more (LS2-5.11)."""


@dataclass(frozen=True, slots=True)
class CastSpell:
    """Play a spell from the hand on a creature (``target``), or a summoning spell on a hex."""

    card: str
    target: int | None = None
    at: Hex | None = None


class Equip(CardAction):
    """Play a relic: the hero equips it (LS2-1.16)."""


class Build(CardAction):
    """Play a building into the City Zone (LS2-1.21)."""


@dataclass(frozen=True, slots=True)
class LayTerrain:
    """Play a terrain card: its terrain lies on the free hex ``at`` (LS2-1.23)."""

    card: str
    at: Hex


class UseRelic(CardAction):
    """Use one Multiple Uses marker of an equipped relic (LS2-1.18)."""


@dataclass(frozen=True, slots=True)
class UseBuilding:
    """Activate a building of the City Zone for one allied creature (LS2-1.21, LS2-1.22)."""

    card: str
    creature: int


class DiscardSupport(CardAction):
    """Discard a support card from the hand to History without playing it (LS2-4.9)."""


@dataclass(frozen=True, slots=True)
class PlayFeat:
    """Play a Feat card face up into the Hall of Fame (LS2-11.3); a Military Feat names the
    destroyed character it answers (``subject``, its creature id)."""

    card: str
    subject: int | None = None


class DiscardFeat(CardAction):
    """Discard a Feat card from the hand for its discard effect (LS2-4.11)."""


class PlayTactic(CardAction):
    """Answer the open trigger with a tactic from the hand (LS2-1.13, LS2-1.14)."""


class Rise(CardAction):
    """Raise this Resurgent on the hex of the enemy character just destroyed (LS2-12.38)."""


@dataclass(frozen=True, slots=True)
class Pass:
    """Let the open trigger go by without (another) tactic, or a Resurgent's rise unused."""


@dataclass(frozen=True, slots=True)
class EndTurn:
    """Declare the turn over; ``order``: the end-of-turn effects, in the order they resolve
    (indexes into the player's effects that last until the end of the turn, LS2-4.13)."""

    order: tuple[int, ...] = ()


Action = (
    ReturnCards
    | Summon
    | Activate
    | Skip
    | Move
    | Run
    | Attack
    | LongShot
    | Heal
    | Hook
    | Contract
    | EndActivation
    | CastSpell
    | Equip
    | Build
    | LayTerrain
    | UseRelic
    | UseBuilding
    | DiscardSupport
    | PlayFeat
    | DiscardFeat
    | PlayTactic
    | Rise
    | Pass
    | EndTurn
)
