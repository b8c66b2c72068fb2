"""Random, mostly illegal actions for the proof to throw at a Warseer state (each must be
refused with an LS2 rule and leave the state as it was, unless it is another path of a
listed move)."""

from __future__ import annotations

import random
from typing import Any

from engine.signum.warseer import actions as a
from engine.signum.warseer.hexes import Hex
from engine.signum.warseer.state import GameState


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
