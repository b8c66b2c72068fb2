"""What an action did to a creature: the damage it took through armour, relic tokens and
health (LS1-14), the hits of its dice (LS1-12.4, LS1-12.5), the events it logged. Every
check of the oracle raises :class:`OracleError`."""

from __future__ import annotations

from collections.abc import Iterable

from engine.core.events import Event
from engine.signum.cards import CardType
from engine.signum.classic.cards import CreatureCard
from engine.signum.classic.state import ChooseAbsorb, Creature, GameState


class OracleError(AssertionError):
    """An action did what the rules do not allow."""


def _require(condition: object, message: str) -> None:
    if not condition:
        raise OracleError(message)


# What a creature lost


def _hero_tokens(state: GameState, creature: Creature) -> int:
    card = state.cards[creature.card]
    if not isinstance(card, CreatureCard) or card.type is not CardType.HERO:
        return 0
    return sum(r.tokens for r in state.camp(creature.owner).relics)


def _lost(before: GameState, after: GameState, creature: Creature) -> int | None:
    """Armour tokens, relic tokens and health the creature lost (None: it died)."""
    now = after.find(creature.id)
    if now is None:
        return None
    return (
        (creature.armour - now.armour)
        + (_hero_tokens(before, creature) - _hero_tokens(after, now))
        + (now.wounds - creature.wounds)
    )


def _took(
    before: GameState, after: GameState, creature: Creature, damage: int, magical: bool = False
) -> None:
    """The creature took exactly ``damage`` (LS1-14), or died of it (LS1-14.3)."""
    if after.pending and isinstance(after.pending[0], ChooseAbsorb):
        return  # the damage waits for the hero's player to order the relics
    lost = _lost(before, after, creature)
    card = before.cards[creature.card]
    assert isinstance(card, CreatureCard)
    if lost is None:
        left = card.health - creature.wounds
        shield = 0 if magical else creature.armour + _hero_tokens(before, creature)
        wounds = damage - min(shield, damage)  # armour absorbs first (LS1-14.2)
        _require(wounds >= left, f"{creature.card} died of {wounds} wounds with {left} health left")
        return
    _require(lost == damage, f"{creature.card} lost {lost} to {damage} damage")
    if magical:
        now = after.creature(creature.id)
        _require(now.wounds - creature.wounds == damage, "magic must pass armour by (LS1-14.4)")


def _hits(state: GameState, creature: Creature, faces: Iterable[str]) -> int:
    """LS1-12.4, LS1-12.5, LS1-C.5: hits on 4-6, or only 6 once wounded."""
    wanted = state.ruleset.weakened_hit_faces if creature.wounds else state.ruleset.hit_faces
    return sum(face in wanted for face in faces)


def _new_events(before: GameState, after: GameState, name: str) -> list[Event]:
    return [e for e in after.log[len(before.log) :] if e.name == name]


def _faces(event: Event, key: str) -> list[str]:
    text = str(event.get(key, ""))
    return text.split() if text else []
