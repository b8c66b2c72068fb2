"""Random, mostly illegal actions for the proof to throw at a state (each must be refused
with an LS1 rule and leave the state as it was, unless it happens to be legal)."""

from __future__ import annotations

import random

from engine.signum.classic import actions as a
from engine.signum.classic.state import GameState
from engine.signum.classic.table import Point


def random_point(rng: random.Random, size: float) -> Point:
    return Point(round(rng.uniform(-2, size + 2), 2), round(rng.uniform(-2, size + 2), 2))


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
        a.Absorb((card,)),
        a.Reveal(card),
        a.LetPass(card),
        a.PlaceHero(point),
        a.Mulligan((card,)),
    ]
    return rng.choice(choices)
