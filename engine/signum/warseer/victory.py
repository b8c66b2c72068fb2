"""How a Warseer game ends and who wins (LS2-11.6 to LS2-11.10).

Three endings: the last Feat card is drawn (the game ends at the end of that turn), a
hero is destroyed (at once, and the opponent gains 6 VP), a player reaches the VP target
(10, or 12 in the ruleset; at once, ruling). However it ended, the most VP wins; a tie goes
to more feats played face up, then to more face-down feats, else it is a draw.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import replace

from engine.core.events import Event
from engine.signum.warseer.battlefield import Player
from engine.signum.warseer.cards import CardPool, FeatCard
from engine.signum.warseer.state import GameState, Phase, PlayerState


def victory_points(tablet: PlayerState, cards: CardPool) -> int:
    """What the Hall of Fame is worth: 1 per face-down feat, each face-up feat's VP, and the
    VP won without a card (LS2-11.2, LS2-11.3, LS2-11.7)."""
    face_up = 0
    for name in tablet.hall_of_fame:
        card = cards[name]
        assert isinstance(card, FeatCard)
        face_up += card.vp
    return len(tablet.face_down_feats) + face_up + tablet.bonus


def standing(tablet: PlayerState) -> tuple[int, int, int]:
    """What decides the winner, in order: VP, feats played face up, face-down feats."""
    return (tablet.vp, len(tablet.hall_of_fame), len(tablet.face_down_feats))


def winner(state: GameState) -> Player | None:
    """The player ahead by VP, then by the tie-breaks; None: a draw (LS2-11.9, LS2-11.10).

    >>> from engine.signum.piles import Pile
    >>> state = GameState.new()
    >>> state = state.with_player(Player.SOUTH, vp=3, face_down_feats=Pile(("a", "b", "c")))
    >>> state = state.with_player(Player.NORTH, vp=3, hall_of_fame=Pile(("x",)),
    ...                           face_down_feats=Pile(("y",)))
    >>> winner(state)
    <Player.NORTH: 'north'>
    """
    south, north = standing(state.player(Player.SOUTH)), standing(state.player(Player.NORTH))
    if south == north:
        return None
    return Player.SOUTH if south > north else Player.NORTH


def game_over(state: GameState, reason: str) -> GameState:
    """End the game now and name the winner (or a draw)."""
    if state.is_over:
        return state
    best = winner(state)
    ended = replace(
        state,
        phase=Phase.OVER,
        winner=best,
        drawn=best is None,
        attack=None,
        decisions=(),
        current=None,
    )
    result = "draw" if best is None else best.value
    return ended.logged(Event.of("game_over", result=result, reason=reason, turn=state.turn))


def heroes_fallen(state: GameState, fallen: Collection[Player]) -> GameState:
    """Heroes destroyed: each opponent gains the bonus VP and the game ends (LS2-11.7)."""
    if not fallen:
        return state
    bonus = state.ruleset.hero_destroyed_vp
    for player in fallen:
        opponent = player.opponent
        tablet = state.player(opponent)
        state = state.with_player(opponent, bonus=tablet.bonus + bonus, vp=tablet.vp + bonus)
    return game_over(state, "hero destroyed")


def check_target(state: GameState) -> GameState:
    """A player with the VP target ends the game at once (LS2-11.8)."""
    if state.is_over:
        return state
    target = state.ruleset.vp_target
    if any(state.player(p).vp >= target for p in Player):
        return game_over(state, "victory points")
    return state
