"""Resurgent's rise (LS2-12.38): a Resurgent takes the place of an enemy it destroyed.

When the active player eliminates an enemy character (not a Resurgent, Forged, Undead or
Mech one) and that character's card must go to History, they may at once summon one of
their Resurgent characters of the same rank or lower, from their War Camp or their
History, onto the hex the eliminated character held, without paying its cost. The
eliminated card then lies under the Resurgent, instead of in History, until the Resurgent
leaves the Battlefield; then it goes to its owner's History.

Rulings (LS2-C.66): the choice waits until the attack under way is over; the hex must
still be free then; the risen Resurgent is not activated that turn and is not one of the
turn's summons; a card in both the War Camp and History rises from the War Camp.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from engine.core.errors import RuleViolation, Term
from engine.core.events import Event
from engine.signum.cards import CardType
from engine.signum.warseer.battlefield import Player
from engine.signum.warseer.cards import CardPool, CreatureCard
from engine.signum.warseer.state import Creature, GameState
from engine.signum.warseer.zones import untie

NEVER_RISEN_ON = ("Resurgent", "Forged", "Undead", "Mech")


@dataclass(frozen=True, slots=True)
class RiseWindow:
    """``player`` may raise a Resurgent where ``fallen`` stood, or pass."""

    player: Player
    fallen: Creature


def _pool(state: GameState) -> CardPool:
    assert isinstance(state.cards, CardPool)
    return state.cards


def risers(state: GameState, player: Player, fallen: Creature) -> list[str]:
    """The Resurgent characters ``player`` could raise on ``fallen``'s hex now."""
    field = state.battlefield
    if state.occupied(fallen.at) or field.impassable(fallen.at):
        return []
    tablet = state.player(player)
    found = []
    for name in sorted({*tablet.war_camp, *tablet.history}):
        card = _pool(state).get(name)
        if (
            isinstance(card, CreatureCard)
            and card.type is CardType.CHARACTER
            and any(k.key == "resurgent" for k in card.keywords)
            and card.rank <= fallen.rank
        ):
            found.append(name)
    return found


def may_rise_on(creature: Creature) -> bool:
    return not any(creature.has(word) for word in NEVER_RISEN_ON)


def open_rise(state: GameState, player: Player, fallen: Creature) -> GameState:
    """A window for the rise, when ``player`` has a Resurgent that may take the hex."""
    if not may_rise_on(fallen) or not risers(state, player, fallen):
        return state
    return replace(state, decisions=(*state.decisions, RiseWindow(player, fallen)))


def check_rise(state: GameState, window: RiseWindow, card: str) -> CreatureCard:
    if card not in risers(state, window.player, window.fallen):
        raise RuleViolation(
            "LS2-12.38",
            "{card} cannot rise on {at}: a Resurgent of rank {rank} or lower, from the War "
            "Camp or History, onto a free hex",
            card=Term("card", card),
            at=window.fallen.at.label,
            rank=window.fallen.rank,
        )
    return _pool(state).creature(card)


def rise(state: GameState, card: str) -> GameState:
    """Raise ``card`` on the fallen character's hex; its card goes under the Resurgent."""
    window = state.decisions[0]
    assert isinstance(window, RiseWindow)
    found = check_rise(state, window, card)
    player, fallen = window.player, window.fallen
    tablet = state.player(player)
    if card in tablet.war_camp:
        camp = list(tablet.war_camp)
        camp.remove(card)
        state = state.with_player(player, war_camp=tuple(camp))
    else:
        state = state.with_player(player, history=tablet.history.without(card))
    creature = found.creature(state.next_id, player, fallen.at)
    state = state.with_creature(replace(creature, summoned=True, activated=True))
    owner = state.player(fallen.owner)
    if fallen.name in owner.history:
        state = state.with_player(
            fallen.owner,
            history=owner.history.without(fallen.name),
            beneath=(*owner.beneath, (fallen.name, creature.id)),
        )
    state = replace(state, decisions=state.decisions[1:])
    return state.logged(
        Event.of("rise", card=card, player=player.value, at=fallen.at.label, creature=creature.id)
    )


def freed(state: GameState, creature_id: int) -> GameState:
    """The cards that lay under a creature that left go to their owners' History."""
    return untie(state, "beneath", creature_id)
