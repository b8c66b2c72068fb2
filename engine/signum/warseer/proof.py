"""Checked random play of Warseer: every action through the rules oracle, every state
through the invariants. One implementation for the proof tests, the soak and the
benchmarks; the loop is both editions' (:mod:`engine.signum.proof`).

What it checks at each state: the invariants (:mod:`invariants`), that every card is
conserved across the zones (what each player brought, and the shared feats), what
:mod:`engine.signum.proof` checks of every state, and what ``legal_actions`` offers
against what the rules allow (:mod:`offered`). Of its probes (:mod:`probes`) only a move
may be legal unlisted: another path to a listed end hex.

>>> tally = Tally()
>>> final = checked_game(1, Plan(max_turns=3), tally)
>>> tally.games, tally.applied > 5
(1, True)
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Any

from engine.core.dice import SeededDice
from engine.core.proof import require
from engine.signum.proof import Checks, Tally, play_checked
from engine.signum.proof import Plan as SignumPlan
from engine.signum.warseer import actions as a
from engine.signum.warseer.battlefield import Player
from engine.signum.warseer.game import apply, legal_actions
from engine.signum.warseer.invariants import check_cards, check_state
from engine.signum.warseer.offered import check_offered
from engine.signum.warseer.oracle import check_action
from engine.signum.warseer.probes import random_action
from engine.signum.warseer.ruleset import DEFAULT_RULESET
from engine.signum.warseer.sample import DECKS, FEATS_DECK, sample_game
from engine.signum.warseer.snapshot import dumps
from engine.signum.warseer.state import GameState

__all__ = ["Plan", "Tally", "checked_game", "divide", "perft"]


@dataclass(frozen=True)
class Plan(SignumPlan):
    max_turns: int = 4
    text_every: int = 10
    vp_target: int = 10  # the ruleset's VP target (a low one reaches that ending sooner)


def _brought(state: GameState) -> dict[Player, tuple[str, ...]]:
    """What each player brought: the Battle Deck and the warband."""
    return {p: (*DECKS[p], *_warband(state, p)) for p in Player}


def _warband(state: GameState, player: Player) -> tuple[str, ...]:
    return tuple(
        name
        for name in sorted(state.cards.cards)  # type: ignore[union-attr]
        if name.startswith(f"{player.value.title()} ")
    )


EAGER = {
    "Attack": 30,
    "Summon": 3,
    "Activate": 6,
    "PlayFeat": 20,
    "PlayTactic": 20,
    "Rise": 30,
    "Equip": 12,
    "Move": 4,
    "EndTurn": 1,
}

CHECKS = Checks(
    prefix="LS2-",
    legal_actions=legal_actions,
    apply=apply,
    check_action=check_action,
    check_state=check_state,
    check_cards=lambda state: None,  # set for each game: what its players brought
    check_offered=check_offered,
    text=dumps,
    probe=lambda rng, state, actions: random_action(rng, state),
    weight=lambda action: EAGER.get(type(action).__name__, 2),
    unlisted=lambda action: isinstance(action, a.Move | a.Run),
)


def checked_game(seed: int, plan: Plan, tally: Tally) -> GameState:
    """Deal game ``seed`` of the sample (its own generated creatures) and play it, checked."""
    dice, rng = SeededDice(seed), random.Random(-1 - seed)
    state = sample_game(dice, seed, DEFAULT_RULESET.with_vp_target(plan.vp_target))
    brought = _brought(state)
    checks = replace(CHECKS, check_cards=lambda state: check_cards(state, brought, FEATS_DECK))
    try:
        return play_checked(state, dice, rng, plan, checks, tally)
    except Exception as error:
        error.add_note(f"game seed {seed}")
        raise


# Golden legal-action counts


def perft_dice() -> Any:
    """The scripted dice of a perft step: every die shows a sword (fresh for each action)."""
    from engine.signum.warseer.dice import scripted

    return scripted(["sword"] * 64)


def perft(state: GameState, depth: int) -> int:
    """The number of action sequences of ``depth`` from ``state`` (dice scripted)."""
    actions = legal_actions(state)
    if depth <= 1:
        return len(actions) if depth == 1 else 1
    return sum(perft(apply(state, action, perft_dice()), depth - 1) for action in actions)


def divide(state: GameState, depth: int) -> dict[str, int]:
    """:func:`perft` split by the first action (its repr)."""
    found: dict[str, int] = {}
    for action in legal_actions(state):
        key = repr(action)
        require(key not in found, f"two listed actions print alike: {key}")
        found[key] = perft(apply(state, action, perft_dice()), depth - 1)
    return found
