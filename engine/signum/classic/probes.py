"""Random, mostly illegal actions for the proof to throw at a state (each must be refused
with an LS1 rule and leave the state as it was, unless it happens to be legal)."""

from __future__ import annotations

import random

from engine.signum.classic import actions as a
from engine.signum.classic.state import GameState
from engine.signum.classic.table import Point


def random_point(rng: random.Random, size: float) -> Point:
    return Point(round(rng.uniform(-2, size + 2), 2), round(rng.uniform(-2, size + 2), 2))


def near_action(rng: random.Random, action: a.Action) -> a.Action:
    """A listed action moved a little: another point for a move, a summon, a template.

    Many of these are legal though nobody listed them (the table is continuous), and
    the proof then judges them by the rules oracle.
    """

    def jitter(p: Point, spread: float) -> Point:
        return Point(
            round(p.x + rng.uniform(-spread, spread), 3),
            round(p.y + rng.uniform(-spread, spread), 3),
        )

    if isinstance(action, a.Move | a.Run):
        end = jitter(action.path[-1], 4)
        path = (jitter(action.path[-1], 2), end) if rng.random() < 0.5 else (end,)
        return type(action)(action.creature, path)
    if isinstance(action, a.Summon):
        x = rng.uniform(-3, 3)
        return a.Summon(
            action.card,
            Point(
                round(action.at.x + x, 3), round(action.at.y + rng.choice((0, 0, 0.005, 0.5)), 3)
            ),
        )
    if isinstance(action, a.PlaceTerrain):
        return a.PlaceTerrain(action.card, jitter(action.at, 10))
    if isinstance(action, a.CastSpell) and action.at is not None:
        return a.CastSpell(action.card, at=jitter(action.at, 3))
    return action


def random_action(rng: random.Random, state: GameState) -> a.Action:
    size = state.ruleset.table_size
    ids = [c.id for c in state.creatures] or [1]
    cards = sorted(state.cards.cards)
    creature, other = rng.choice(ids), rng.choice(ids)
    card = rng.choice(cards)
    point = random_point(rng, size)
    choices: list[a.Action] = [
        a.Move(creature, (point,)),
        a.Move(creature, (random_point(rng, size), point)),
        a.Run(creature, (point,)),
        a.Fight(creature, other),
        a.Shoot(creature, other),
        a.Summon(card, point),
        a.CastSpell(card, target=other),
        a.CastSpell(card, at=point),
        a.Equip(card),
        a.Equip(card, replaces=rng.choice(cards)),
        a.SetTactic(card),
        a.PlaceTerrain(card, point),
        a.Build(card),
        a.SkipBuilding(),
        a.EndActivation(),
        a.EndTurn(),
        a.Split(rng.randint(-1, 6)),
        a.Absorb((card,) * rng.randint(0, 3)),
        a.Reveal(card),
        a.LetPass(card),
        a.PlaceHero(point),
        a.Mulligan((card,)),
    ]
    return rng.choice(choices)
