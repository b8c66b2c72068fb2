"""Moving cards between a player's zones (LS2-2): draws, History, relics, the Feats deck.

The zones themselves are fields of :class:`~engine.signum.warseer.state.PlayerState`
(Hand, feats in hand, Battle Deck, History, War Camp, Hall of Fame, face-down feats, City
Zone, relics, enchantments); the shared Feats deck is the game state's. Every function
here returns a new state and never changes the one it is given.
"""

from __future__ import annotations

from dataclasses import replace

from engine.core.events import Event
from engine.signum.warseer.battlefield import Player
from engine.signum.warseer.state import GameState, Relic


def draw(state: GameState, player: Player, n: int = 1) -> GameState:
    """Draw ``n`` cards from the top of the Battle Deck into the hand (fewer if it runs out)."""
    tablet = state.player(player)
    deck, hand = tablet.deck, tablet.hand
    drawn = 0
    while drawn < n and not deck.empty:
        card, deck = deck.draw()
        hand = hand.put_on_bottom(card)
        drawn += 1
    state = state.with_player(player, deck=deck, hand=hand)
    return state.logged(Event.of("draw", player=player.value, cards=drawn))


def draw_feat(state: GameState, player: Player) -> GameState:
    """Draw the top Feat card into the hand; the last one ends the game at the turn's end
    (LS2-11.6)."""
    if state.feats_deck.empty:
        return state
    card, deck = state.feats_deck.draw()
    tablet = state.player(player)
    state = state.with_player(player, feats_hand=tablet.feats_hand.put_on_bottom(card))
    return feats_taken(replace(state, feats_deck=deck), player)


def feats_taken(state: GameState, player: Player) -> GameState:
    """After a card left the Feats deck: if none is left, the game ends with this turn."""
    state = state.logged(Event.of("feat_drawn", player=player.value, left=len(state.feats_deck)))
    if state.feats_deck.empty and not state.ending:
        return replace(state, ending=True).logged(Event.of("last_feat", player=player.value))
    return state


def to_history(state: GameState, player: Player, card: str) -> GameState:
    """Put ``card`` on top of the player's History."""
    history = state.player(player).history.put_on_top(card)
    return state.with_player(player, history=history)


def out_of_hand(state: GameState, hand: str, card: str, counter: str) -> GameState:
    """The active player's ``card`` leaves the hand ``hand`` (``hand``, ``feats_hand``)
    without being played, counted under ``counter`` towards this turn's limit."""
    player = state.active
    tablet = state.player(player)
    return state.with_player(
        player,
        **{hand: getattr(tablet, hand).without(card)},
        turn_counts=tablet.count_up(counter).turn_counts,
    )


def untie(state: GameState, zone: str, creature_id: int) -> GameState:
    """The cards of each player's ``zone`` tied to this creature (``(card, creature id)``
    pairs: ``enchantments``, ``beneath``) leave it for their owner's History."""
    for player in Player:
        tied = getattr(state.player(player), zone)
        gone = [card for card, creature in tied if creature == creature_id]
        if gone:
            kept = tuple(entry for entry in tied if entry[1] != creature_id)
            state = state.with_player(player, **{zone: kept})
            for card in gone:
                state = to_history(state, player, card)
    return state


def without_relic(state: GameState, player: Player, card: str) -> GameState:
    """The relic leaves the Hero Area for History (destroyed or used up, LS2-1.17, 1.18)."""
    tablet = state.player(player)
    kept = tuple(r for r in tablet.relics if r.card != card)
    if len(kept) == len(tablet.relics):
        raise KeyError(card)
    state = state.with_player(player, relics=kept)
    return to_history(state, player, card).logged(
        Event.of("relic_gone", player=player.value, card=card)
    )


def set_relic_armour(state: GameState, player: Player, card: str, left: int) -> GameState:
    """The relic keeps ``left`` Armour tokens; with none left it is destroyed (LS2-1.17)."""
    if left < 0:
        raise ValueError("Armour tokens cannot be negative")
    if left == 0:
        return without_relic(state, player, card)
    return _set_relic(state, player, card, armour=left)


def set_relic_uses(state: GameState, player: Player, card: str, left: int) -> GameState:
    """The relic keeps ``left`` markers; at zero it is discarded to History (LS2-1.18)."""
    if left <= 0:
        return without_relic(state, player, card)
    return _set_relic(state, player, card, uses=left)


def _set_relic(state: GameState, player: Player, card: str, **changes: int) -> GameState:
    relics = state.player(player).relics
    if not any(r.card == card for r in relics):
        raise KeyError(card)
    changed = tuple(replace(r, **changes) if r.card == card else r for r in relics)
    return state.with_player(player, relics=changed)


def relic(state: GameState, player: Player, card: str) -> Relic | None:
    for found in state.player(player).relics:
        if found.card == card:
            return found
    return None
