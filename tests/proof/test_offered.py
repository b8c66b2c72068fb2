"""The oracles of what is offered (``offered.py`` of each Signum edition) see a list that
lacks an action the rules allow, or holds one they forbid: each clause is shown red here
on a list tampered with, at a state of a seeded game where the clause applies."""

from __future__ import annotations

import random

import pytest

from engine.core.dice import SeededDice
from engine.signum.classic import actions as ca
from engine.signum.classic.game import apply as classic_apply
from engine.signum.classic.game import legal_actions as classic_actions
from engine.signum.classic.offered import check_offered as classic_offered
from engine.signum.classic.oracle import OracleError
from engine.signum.classic.sample import sample_game as classic_game
from engine.signum.classic.state import Phase
from engine.signum.warseer import actions as wa
from engine.signum.warseer.game import apply as warseer_apply
from engine.signum.warseer.game import legal_actions as warseer_actions
from engine.signum.warseer.offered import check_offered as warseer_offered
from engine.signum.warseer.oracle import OracleError as WarseerOracleError
from engine.signum.warseer.sample import sample_game as warseer_game


def first_state(deal, legal_actions, apply, wanted, seed: int):
    """The first state of a random game, dealt by ``deal(dice)``, where
    ``wanted(state, actions)`` holds, and its listed actions."""
    dice, rng = SeededDice(seed), random.Random(seed)
    state = deal(dice)
    for _ in range(400):
        actions = legal_actions(state)
        if wanted(state, actions):
            return state, actions
        state = apply(state, rng.choice(actions), dice)
    pytest.fail("no such state in the game")


def classic_state(wanted, seed: int = 3):
    return first_state(classic_game, classic_actions, classic_apply, wanted, seed)


def test_a_building_left_off_or_added_is_seen() -> None:
    def building(state, actions) -> bool:
        return state.phase is Phase.CONSTRUCTION and any(isinstance(x, ca.Build) for x in actions)

    state, actions = classic_state(building)
    classic_offered(state, actions)
    dropped = [x for x in actions if not isinstance(x, ca.Build)]
    with pytest.raises(OracleError, match=r"LS1-7\.2"):
        classic_offered(state, dropped)


def test_a_split_that_ignores_the_fight_count_is_seen() -> None:
    def split(state, actions) -> bool:
        return any(isinstance(x, ca.Split) for x in actions) and len(actions) > 1

    state, actions = classic_state(split)
    classic_offered(state, actions)
    with pytest.raises(OracleError, match=r"LS1-12\.8"):
        classic_offered(state, [x for x in actions if x.attack == 0])


def warseer_state(wanted, seed: int = 2):
    def deal(dice: SeededDice):
        return warseer_game(dice, seed)

    return first_state(deal, warseer_actions, warseer_apply, wanted, seed)


def test_a_run_left_off_is_seen() -> None:
    def runs(state, actions) -> bool:
        if state.current is None or sum(isinstance(x, wa.Run) for x in actions) < 2:
            return False
        creature = state.creature(state.current)
        keywords = any(c.keyword("Aura") or c.keyword("Clinch") for c in state.creatures)
        return not creature.keywords and not keywords and not creature.tokens.stun

    state, actions = warseer_state(runs)
    warseer_offered(state, actions)
    last = next(x for x in reversed(actions) if isinstance(x, wa.Run))
    with pytest.raises(WarseerOracleError, match=r"LS2-5\.9"):
        warseer_offered(state, [x for x in actions if x != last])


def test_a_summon_left_off_is_seen() -> None:
    def summons(state, actions) -> bool:
        return any(isinstance(x, wa.Summon) for x in actions)

    state, actions = warseer_state(summons)
    warseer_offered(state, actions)
    with pytest.raises(WarseerOracleError, match=r"LS2-4\.7"):
        warseer_offered(state, [x for x in actions if not isinstance(x, wa.Summon)])
