"""Checked random play of Warseer: every action through the rules oracle, every state
through the invariants. One implementation for the proof tests, the soak and the benchmarks.

At each state a :class:`Plan` checks: the invariants (:mod:`invariants`), that every card
is conserved across the zones, that ``legal_actions`` is empty exactly when the game is
over and never lists an action twice; ``probes`` random, mostly illegal actions are refused
with an ``LS2-`` rule and leave the state exactly as it was (its snapshot is compared), or,
being legal after all, go through the oracle like any applied action; the chosen action
goes through ``apply`` and the oracle.

>>> tally = Tally()
>>> final = checked_game(1, Plan(max_turns=3), tally)
>>> tally.games, tally.applied > 5
(1, True)
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field, fields
from typing import Any

from engine.core.dice import ScriptError, SeededDice
from engine.core.errors import RuleViolation
from engine.signum.warseer import actions as a
from engine.signum.warseer.battlefield import Player
from engine.signum.warseer.game import apply, legal_actions
from engine.signum.warseer.hexes import Hex
from engine.signum.warseer.invariants import InvariantError, check_cards, check_state
from engine.signum.warseer.offered import check_offered
from engine.signum.warseer.oracle import check_action
from engine.signum.warseer.ruleset import DEFAULT_RULESET
from engine.signum.warseer.sample import DECKS, FEATS_DECK, sample_game
from engine.signum.warseer.snapshot import dumps
from engine.signum.warseer.state import GameState


@dataclass(frozen=True)
class Plan:
    """How long a game runs and how hard each state is checked."""

    max_turns: int = 4
    probes: int = 1
    text_every: int = 10  # compare the whole snapshot around the probes every n-th state
    eager: bool = False  # prefer attacks, summons and feats, so games reach their endings
    vp_target: int = 10  # the ruleset's VP target (a low one reaches that ending sooner)


@dataclass
class Tally:
    games: int = 0
    finished: int = 0
    states: int = 0
    listed: int = 0
    applied: int = 0
    probes: int = 0
    refused: int = 0
    accepted: int = 0
    kinds: Counter[str] = field(default_factory=Counter)
    events: Counter[str] = field(default_factory=Counter)
    results: Counter[str] = field(default_factory=Counter)
    rules: Counter[str] = field(default_factory=Counter)  # refusals by rule ID
    endings: Counter[str] = field(default_factory=Counter)  # games over, by their reason

    def merge(self, other: Tally) -> None:
        for item in fields(self):
            mine, theirs = getattr(self, item.name), getattr(other, item.name)
            if isinstance(mine, Counter):
                mine.update(theirs)
            else:
                setattr(self, item.name, mine + theirs)


def _require(condition: object, message: str) -> None:
    if not condition:
        raise InvariantError(message)


def _brought(state: GameState) -> dict[Player, tuple[str, ...]]:
    """What each player brought: the Battle Deck and the warband."""
    return {p: (*DECKS[p], *_warband(state, p)) for p in Player}


def _warband(state: GameState, player: Player) -> tuple[str, ...]:
    return tuple(
        name
        for name in sorted(state.cards.cards)  # type: ignore[union-attr]
        if name.startswith(f"{player.value.title()} ")
    )


def checked(state: GameState, action: Any, dice: Any, brought: dict, tally: Tally) -> GameState:
    """``apply``, then the oracle on what it did and the invariants on where it went."""
    after = apply(state, action, dice)
    check_action(state, action, after)
    check_state(after)
    check_cards(after, brought, FEATS_DECK)
    tally.applied += 1
    tally.kinds[type(action).__name__] += 1
    return after


def random_action(rng: random.Random, state: GameState) -> Any:
    """An action of any kind with random fields: mostly illegal now."""
    names = sorted(state.cards.cards)  # type: ignore[union-attr]
    card = rng.choice(names)
    ids = [c.id for c in state.creatures] + [0, state.next_id + 3]
    creature, target = rng.choice(ids), rng.choice(ids)
    at = Hex(rng.randrange(-1, state.battlefield.columns + 1), rng.randrange(-1, 9))
    path = tuple(Hex(rng.randrange(10), rng.randrange(8)) for _ in range(rng.randint(1, 3)))
    return rng.choice(
        [
            a.ReturnCards((card, card, card)),
            a.Summon(card, at),
            a.Activate(creature),
            a.Skip(creature),
            a.Move(creature, path),
            a.Run(creature, path),
            a.Attack(creature, target),
            a.EndActivation(),
            a.CastSpell(card, target=target),
            a.CastSpell(card, at=at),
            a.CastSpell(card),
            a.Equip(card),
            a.Build(card),
            a.LayTerrain(card, at),
            a.UseRelic(card),
            a.UseBuilding(card, creature),
            a.DiscardSupport(card),
            a.PlayFeat(card, rng.choice([None, creature])),
            a.DiscardFeat(card),
            a.PlayTactic(card),
            a.Pass(),
            a.EndTurn(rng.choice([(), (0,), (1, 0)])),
        ]
    )


def _probe(state: GameState, rng: random.Random, listed: set, brought: dict, tally: Tally) -> None:
    action = random_action(rng, state)
    tally.probes += 1
    if action in listed:
        return
    try:
        after = apply(state, action, SeededDice(rng.randrange(1 << 30)))
    except RuleViolation as refusal:
        _require(
            refusal.rule_id.startswith("LS2-") and refusal.reason,
            f"a refusal names no rule: {refusal!r}",
        )
        tally.refused += 1
        tally.rules[refusal.rule_id] += 1
    except ScriptError:
        raise
    except (KeyError, ValueError, TypeError, AttributeError, AssertionError) as error:
        raise InvariantError(f"{action} crashed the engine, not refused: {error!r}") from error
    else:  # only a move may be legal unlisted: another path to a listed end hex
        _require(
            isinstance(action, a.Move | a.Run),
            f"{action} was legal but legal_actions did not list it",
        )
        check_action(state, action, after)
        check_state(after)
        check_cards(after, brought, FEATS_DECK)
        tally.accepted += 1


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


def choose(actions: list[Any], dice: SeededDice, eager: bool) -> Any:
    if not eager:
        return dice.choice(actions)
    weights = [EAGER.get(type(x).__name__, 2) for x in actions]
    pick = dice.choice(range(sum(weights)))
    for action, share in zip(actions, weights, strict=True):
        pick -= share
        if pick < 0:
            return action
    raise AssertionError("unreachable")


def checked_game(seed: int, plan: Plan, tally: Tally) -> GameState:
    """Deal game ``seed`` of the sample (its own generated creatures) and play it, checked."""
    dice, rng = SeededDice(seed), random.Random(-1 - seed)
    state = sample_game(dice, seed, DEFAULT_RULESET.with_vp_target(plan.vp_target))
    brought = _brought(state)
    ply = 0
    try:
        check_state(state)
        check_cards(state, brought, FEATS_DECK)
        while not state.is_over and state.turn <= plan.max_turns:
            actions = legal_actions(state)
            tally.states += 1
            _require(actions, f"no legal action in the {state.phase} phase")
            listed = set(actions)
            _require(len(listed) == len(actions), "an action is listed twice")
            tally.listed += len(actions)
            check_offered(state, actions)
            if plan.probes:
                text = dumps(state) if plan.text_every and ply % plan.text_every == 0 else None
                for _ in range(plan.probes):
                    _probe(state, rng, listed, brought, tally)
                if text is not None:
                    _require(dumps(state) == text, "a refused action changed the state")
            state = checked(state, choose(actions, dice, plan.eager), dice, brought, tally)
            ply += 1
    except Exception as error:
        error.add_note(f"game seed {seed}, ply {ply}, turn {state.turn}, {state.phase}")
        raise
    tally.games += 1
    tally.events.update(event.name for event in state.log)
    if state.is_over:
        tally.finished += 1
        tally.results["draw" if state.drawn else str(state.winner)] += 1
        tally.endings.update(str(e.get("reason")) for e in state.log if e.name == "game_over")
    else:
        _require(legal_actions(state), "an open game lists no action")
    return state


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
        _require(key not in found, f"two listed actions print alike: {key}")
        found[key] = perft(apply(state, action, perft_dice()), depth - 1)
    return found
