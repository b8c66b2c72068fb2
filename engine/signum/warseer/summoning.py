"""Summoning (LS2-4.7, LS2-1.10, LS2-1.11): a character from the War Camp, paid in Power,
at most one a turn, onto a free, non-Impassable hex of its owner's deployment zone; a
minion only by another card's ability, as many identical ones as the cards call, each a
creature of its own. A character summoned this turn is not activated this turn unless it
has Rush (LS2-5.4, LS2-12.40).
"""

from __future__ import annotations

from dataclasses import replace

from engine.core.errors import RuleViolation, Term
from engine.core.events import Event
from engine.signum.cards import CardType
from engine.signum.warseer.battlefield import Player
from engine.signum.warseer.cards import CardPool, CreatureCard
from engine.signum.warseer.hexes import Hex
from engine.signum.warseer.power import check_payment
from engine.signum.warseer.state import Creature, GameState

SUMMONS = "summon"  # the turn count of characters summoned from the War Camp


def pool(state: GameState) -> CardPool:
    cards = state.cards
    if not isinstance(cards, CardPool):
        raise TypeError("this state has no card pool (GameState.cards)")
    return cards


def check_entry(state: GameState, player: Player, at: Hex, rule: str) -> None:
    """A hex a new creature of ``player`` may enter: their zone, free, not Impassable."""
    field = state.battlefield
    if not field.contains(at):
        raise RuleViolation(rule, "that hex is not on the Battlefield")
    if at.row + 1 not in field.zone_rows(player):
        raise RuleViolation(
            rule,
            "{at} is not in the deployment zone of {player}",
            at=at.label,
            player=Term("player", player.value),
        )
    if state.occupied(at):
        raise RuleViolation(rule, "{at} already holds a creature", at=at.label)
    if field.impassable(at):
        raise RuleViolation(rule, "{at} is Impassable", at=at.label)


def entry_hexes(state: GameState, player: Player) -> list[Hex]:
    """Every hex a new creature of ``player`` may enter, in board order."""
    field = state.battlefield
    zone = field.zone(player)
    return [
        h for h in field.hexes() if h in zone and not state.occupied(h) and not field.impassable(h)
    ]


def check_summon(state: GameState, card: str, at: Hex) -> CreatureCard:
    """Refuse a summon the rules forbid now; the character's card if it is allowed."""
    player = state.active
    tablet = state.player(player)
    found = state.cards.get(card) if isinstance(state.cards, CardPool) else None
    if isinstance(found, CreatureCard) and found.type is CardType.MINION:
        raise RuleViolation(
            "LS2-1.11",
            "{card} is a minion: only another card's ability summons it",
            card=Term("card", card),
        )
    if card not in tablet.war_camp or not isinstance(found, CreatureCard):
        raise RuleViolation(
            "LS2-4.7", "{card} is not a character in the War Camp", card=Term("card", card)
        )
    limit = state.ruleset.summons_per_turn
    if tablet.counted(SUMMONS) >= limit:
        raise RuleViolation(
            "LS2-4.7",
            "{player} has already summoned {n:plural:character|characters} this turn",
            player=Term("player", player.value),
            n=limit,
        )
    check_payment(tablet, found.cost, card)
    check_entry(state, player, at, "LS2-4.7")
    return found


def place(
    state: GameState, card: CreatureCard, owner: Player, at: Hex
) -> tuple[GameState, Creature]:
    """A new creature of ``card`` on ``at`` (its own id, its own tokens)."""
    creature = card.creature(state.next_id, owner, at)
    state = state.with_creature(creature)
    return state, creature


def summon(state: GameState, card: str, at: Hex) -> tuple[GameState, Creature]:
    """Summon ``card`` from the War Camp (checked first)."""
    found = check_summon(state, card, at)
    player = state.active
    tablet = state.player(player)
    camp = list(tablet.war_camp)
    camp.remove(card)
    state = state.with_player(player, war_camp=tuple(camp), power=tablet.power - found.cost)
    state = state.with_player(
        player, turn_counts=state.player(player).count_up(SUMMONS).turn_counts
    )
    state, creature = place(state, found, player, at)
    rush = creature.has("Rush")
    creature = replace(creature, summoned=True, activated=not rush)
    state = state.with_creature(creature)
    event = Event.of("summon", card=card, player=player.value, at=at.label, creature=creature.id)
    return state.logged(event), creature


def check_minion(state: GameState, minion: str, owner: Player, at: Hex, rule: str) -> None:
    """A minion an ability calls onto ``at``: it must be a minion card, and enter like a
    character (LS2-1.11, LS2-C.60)."""
    card = pool(state).get(minion)
    if not isinstance(card, CreatureCard) or card.type is not CardType.MINION:
        raise RuleViolation(rule, "{card} is not a minion", card=Term("card", minion))
    check_entry(state, owner, at, rule)


def summon_minion(state: GameState, minion: str, owner: Player, at: Hex) -> GameState:
    """A minion called by an ability enters like a character, but from no zone (LS2-1.11);
    :func:`check_minion` first."""
    card = pool(state).creature(minion)
    state, creature = place(state, card, owner, at)
    state = state.with_creature(replace(creature, summoned=True, activated=True))
    return state.logged(
        Event.of("minion", card=minion, player=owner.value, at=at.label, creature=creature.id)
    )


def place_minion(state: GameState, minion: str, owner: Player, at: Hex) -> GameState:
    """A minion an effect puts on a given hex (Parasite: where its victim stood, LS2-13.8):
    any free, non-Impassable hex; nothing happens when there is none."""
    card = pool(state).creature(minion)
    field = state.battlefield
    if not field.contains(at) or state.occupied(at) or field.impassable(at):
        return state
    state, creature = place(state, card, owner, at)
    state = state.with_creature(replace(creature, summoned=True, activated=True))
    return state.logged(
        Event.of("minion", card=minion, player=owner.value, at=at.label, creature=creature.id)
    )
