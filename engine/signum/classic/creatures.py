"""Questions about creatures: who is an enemy, who touches whom, strength, movement, shooting."""

from __future__ import annotations

from engine.core.errors import FieldValue, RuleViolation, Term
from engine.signum.cards import CardType
from engine.signum.classic.cards import RelicCard, RelicClass, Shooting, SpellCard
from engine.signum.classic.geometry import Disc, touching
from engine.signum.classic.state import Creature, GameState
from engine.signum.creatures import require_creature


def fields(state: GameState, creature: Creature, prefix: str = "") -> dict[str, FieldValue]:
    """A creature as the fields of a reason: ``{name} at {at}``."""
    return {f"{prefix}name": Term("card", creature.card), f"{prefix}at": creature.at.label}


def require(state: GameState, creature_id: int, rule_id: str) -> Creature:
    """The creature with this id; refused under ``rule_id`` if there is none on the table."""
    return require_creature(
        state, creature_id, rule_id, "there is no creature number {id} on the table"
    )


def check_own(state: GameState, creature: Creature) -> None:
    """Only the active player's creatures act (LS1-6.5)."""
    if creature.owner is not state.active:
        raise RuleViolation(
            "LS1-6.5",
            "{name} at {at} is not a creature of the active player",
            **fields(state, creature),
        )


def enemies(state: GameState, creature: Creature) -> list[Creature]:
    return [c for c in state.creatures if c.owner is not creature.owner]


def others(state: GameState, *ids: int) -> list[Disc]:
    """The bases of every creature but those named."""
    return [state.disc(c) for c in state.creatures if c.id not in ids]


def in_contact(state: GameState, a: Creature, b: Creature) -> bool:
    return touching(state.disc(a), state.disc(b), state.ruleset.tolerance)


def contacts(state: GameState, creature: Creature) -> list[Creature]:
    """The enemy creatures whose bases touch this one's (LS1-4.4)."""
    if state.find(creature.id) == creature:
        return [state.creature(i) for i in contact_map(state)[creature.id]]
    return [e for e in enemies(state, creature) if in_contact(state, creature, e)]


def contact_map(state: GameState) -> dict[int, tuple[int, ...]]:
    """Who touches which enemies, worked out once per state."""
    cached = state.__dict__.get("_contacts")
    if cached is None:
        cached = {
            c.id: tuple(e.id for e in enemies(state, c) if in_contact(state, c, e))
            for c in state.creatures
        }
        state.__dict__["_contacts"] = cached
    return cached


def is_hero(state: GameState, creature: Creature) -> bool:
    return state.card_of(creature).type is CardType.HERO


def relic_cards(state: GameState, creature: Creature) -> list[RelicCard]:
    """The relics the creature wears: only a hero wears any (LS1-15.1)."""
    if not is_hero(state, creature):
        return []
    found = []
    for relic in state.camp(creature.owner).relics:
        card = state.cards[relic.card]
        assert isinstance(card, RelicCard)
        found.append(card)
    return found


def strength(state: GameState, creature: Creature) -> int:
    """Melee dice: the card's strength, a melee weapon's bonus, lasting spells on it."""
    total = state.card_of(creature).strength
    total += sum(r.strength for r in relic_cards(state, creature))
    for player in state.camps:
        for lasting in state.camp(player).lasting:
            if lasting.target == creature.id:
                spell = state.cards[lasting.card]
                assert isinstance(spell, SpellCard)
                total += spell.amount
    return max(total, 0)


def movement(state: GameState, creature: Creature) -> str:
    return state.card_of(creature).movement


def shooting(state: GameState, creature: Creature, weapon: str | None = None) -> Shooting | None:
    """The creature's ranged attack: the ranged weapon named, else its card's own, else its
    hero's first ranged weapon's (LS1-C.17)."""
    own = state.card_of(creature).shooting
    if own is not None and weapon is None:
        return own
    for relic in relic_cards(state, creature):
        named = weapon is None or relic.name == weapon
        if relic.relic_class is RelicClass.RANGED_WEAPON and relic.shooting is not None and named:
            return relic.shooting
    return None


def weakened(creature: Creature) -> bool:
    """A creature with a wound token is weakened (LS1-12.5)."""
    return creature.wounds > 0


def hit_faces(state: GameState, creature: Creature) -> frozenset[str]:
    """The faces on which this creature's attack die hits (LS1-12.4, LS1-12.5)."""
    ruleset = state.ruleset
    return ruleset.weakened_hit_faces if weakened(creature) else ruleset.hit_faces
