"""Checked random play of both Signum editions: the loop each edition's ``proof`` drives
with its own rules (:class:`Checks`), its plan and its sample game.

At each state: ``legal_actions`` is empty exactly when the game is over, never lists an
action twice, and offers what the rules allow (the edition's ``check_offered``);
``plan.sample`` more listed actions are applied, through the oracle too; ``plan.probes``
random, mostly illegal actions are refused with a rule of the edition and leave the
state exactly as it was (its text is compared every ``plan.text_every``-th state), or,
being legal after all (an action nobody listed), go through the oracle like any applied
action. The chosen action goes through ``apply``, the rules oracle and the invariants.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from engine.core.dice import Dice, SeededDice
from engine.core.errors import RuleViolation
from engine.core.proof import InvariantError, check_refusal, require, weighted_choice
from engine.core.proof import Tally as CoreTally


@dataclass(frozen=True)
class Plan:
    """How long a game runs and how hard each state is checked (see the module docstring)."""

    max_turns: int = 8
    probes: int = 1
    text_every: int = 25  # compare the whole state's text around the probes every n-th state
    sample: int = 0
    eager: bool = False  # weight the choice towards combat, so that long games reach their end


@dataclass
class Tally(CoreTally):
    finished: int = 0
    accepted: int = 0  # probes that were legal after all (checked by the oracle)
    kinds: Counter[str] = field(default_factory=Counter)
    events: Counter[str] = field(default_factory=Counter)  # what happened, by event name
    rules: Counter[str] = field(default_factory=Counter)  # refusals by rule ID
    endings: Counter[str] = field(default_factory=Counter)  # games over, by their reason


@dataclass(frozen=True)
class Checks:
    """One edition's rules, oracle and invariants, as the loop calls them."""

    prefix: str  # of the edition's rule IDs
    legal_actions: Callable[[Any], list[Any]]
    apply: Callable[[Any, Any, Dice], Any]
    check_action: Callable[[Any, Any, Any], None]
    check_state: Callable[[Any], None]
    check_cards: Callable[[Any], None]  # no card made or lost
    check_offered: Callable[[Any, list[Any]], None]
    text: Callable[[Any], str]  # the whole state as text
    probe: Callable[[random.Random, Any, list[Any]], Any]  # a random, mostly illegal action
    weight: Callable[[Any], int]  # of an action, for an eager plan
    unlisted: Callable[[Any], bool] = lambda action: True  # may this be legal unlisted?


def applied(state: Any, action: Any, dice: Dice, checks: Checks, tally: Tally) -> Any:
    """``apply``, then the oracle on what it did and the invariants on where it went."""
    after = checks.apply(state, action, dice)
    checks.check_action(state, action, after)
    checks.check_state(after)
    checks.check_cards(after)
    tally.applied += 1
    tally.kinds[type(action).__name__] += 1
    return after


def _probe(
    state: Any,
    rng: random.Random,
    actions: list[Any],
    listed: set[Any],
    checks: Checks,
    tally: Tally,
) -> None:
    action = checks.probe(rng, state, actions)
    tally.probes += 1
    if action in listed:
        return
    try:
        after = checks.apply(state, action, SeededDice(rng.randrange(1 << 30)))
    except RuleViolation as refusal:
        check_refusal(refusal, checks.prefix)
        tally.refused += 1
        tally.rules[refusal.rule_id] += 1
    except (KeyError, ValueError, TypeError, AttributeError, AssertionError) as error:
        raise InvariantError(
            f"{action} crashed the engine instead of being refused: {error!r}"
        ) from error
    else:
        require(checks.unlisted(action), f"{action} was legal but legal_actions did not list it")
        checks.check_action(state, action, after)
        checks.check_state(after)
        checks.check_cards(after)
        tally.accepted += 1


def play_checked(
    state: Any, dice: SeededDice, rng: random.Random, plan: Plan, checks: Checks, tally: Tally
) -> Any:
    """Play ``state`` on, checked (see the module docstring), for ``plan.max_turns`` turns."""
    ply = 0
    try:
        checks.check_state(state)
        checks.check_cards(state)
        while not state.is_over and state.turn <= plan.max_turns:
            actions = checks.legal_actions(state)
            tally.states += 1
            require(actions, f"no legal action in the {state.phase} phase")
            listed = set(actions)
            require(len(listed) == len(actions), "an action is listed twice")
            tally.listed += len(actions)
            checks.check_offered(state, actions)
            for action in rng.sample(actions, min(plan.sample, len(actions))):
                applied(state, action, SeededDice(rng.randrange(1 << 30)), checks, tally)
            if plan.probes:
                text = (
                    checks.text(state) if plan.text_every and ply % plan.text_every == 0 else None
                )
                for _ in range(plan.probes):
                    _probe(state, rng, actions, listed, checks, tally)
                if text is not None:
                    require(checks.text(state) == text, "a refused action changed the state")
            eager = plan.eager
            chosen = (
                weighted_choice(actions, checks.weight, dice) if eager else dice.choice(actions)
            )
            state = applied(state, chosen, dice, checks, tally)
            ply += 1
    except Exception as error:
        error.add_note(f"ply {ply}, turn {state.turn}, {state.phase}")
        raise
    tally.games += 1
    tally.events.update(event.name for event in state.log)
    if state.is_over:
        tally.finished += 1
        tally.results["draw" if state.drawn else str(state.winner)] += 1
        tally.endings.update(str(e.get("reason")) for e in state.log if e.name == "game_over")
    else:
        require(checks.legal_actions(state), "an open game lists no action")
    return state
