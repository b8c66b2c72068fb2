"""The actions that play or discard a support or feat card from the hand, as one table.

Each names the check that refuses it and the step that plays it; both take the state
and the action's fields in their order (``LayTerrain(card, at)``:
``lay_terrain(state, card, at)``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.signum.warseer import actions as a
from engine.signum.warseer.city import (
    build,
    check_build,
    check_terrain,
    check_use_building,
    lay_terrain,
    use_building,
)
from engine.signum.warseer.feats import check_discard_feat, check_play_feat, discard_feat, play_feat
from engine.signum.warseer.state import GameState
from engine.signum.warseer.support import (
    cast,
    check_discard,
    check_equip,
    check_spell,
    check_use_relic,
    discard,
    equip,
    use_relic,
)

CARD_PLAYS: dict[type, tuple[Callable[..., object], Callable[..., GameState]]] = {
    a.CastSpell: (check_spell, cast),
    a.Equip: (check_equip, equip),
    a.Build: (check_build, build),
    a.LayTerrain: (check_terrain, lay_terrain),
    a.UseRelic: (check_use_relic, use_relic),
    a.UseBuilding: (check_use_building, use_building),
    a.DiscardSupport: (check_discard, discard),
    a.PlayFeat: (check_play_feat, play_feat),
    a.DiscardFeat: (check_discard_feat, discard_feat),
}


def _fields(action: Any) -> tuple[Any, ...]:
    return tuple(getattr(action, name) for name in action.__match_args__)


def check_card_play(state: GameState, action: Any) -> None:
    """Raise the rule that forbids this card action now, if one does."""
    CARD_PLAYS[type(action)][0](state, *_fields(action))


def play_card(state: GameState, action: Any) -> GameState:
    """The state after this card action."""
    return CARD_PLAYS[type(action)][1](state, *_fields(action))
