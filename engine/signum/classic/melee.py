"""Melee combat (LS1-12): the attacked side splits its dice first, then the active side;
attack dice are rolled together, then defence dice; unblocked hits land at once on both.

Scripted dice are rolled in this order: the attacker's attack dice, the attacked
creature's attack dice, the attacker's defence dice, the attacked creature's defence dice.
"""

from __future__ import annotations

from dataclasses import replace

from engine.core.dice import Dice
from engine.core.errors import RuleViolation
from engine.core.events import Event
from engine.signum.cards import CardType
from engine.signum.classic.cards import RelicClass
from engine.signum.classic.creatures import (
    check_own,
    contacts,
    fields,
    hit_faces,
    in_contact,
    require,
    strength,
)
from engine.signum.classic.relics import check_weapon
from engine.signum.classic.state import (
    AfterMelee,
    ChooseSplit,
    Creature,
    Damage,
    GameState,
    Melee,
)

ATTACK_DIE, DEFENCE_DIE = "attack", "defence"


def check_fight(
    state: GameState, creature_id: int, target_id: int, weapon: str | None = None
) -> tuple[Creature, Creature]:
    """Raise unless the creature may fight this target now (LS1-12.1, LS1-12.2, LS1-11.2),
    with the melee weapon it names, if any (LS1-C.17)."""
    attacker = require(state, creature_id, "LS1-12.1")
    target = require(state, target_id, "LS1-12.1")
    check_own(state, attacker)
    if attacker.ran:
        raise RuleViolation(
            "LS1-11.2", "{name} at {at} ran this turn and cannot fight", **fields(state, attacker)
        )
    if attacker.activated and state.current != attacker.id:
        raise RuleViolation(
            "LS1-6.6",
            "{name} at {at} has already been activated this turn",
            **fields(state, attacker),
        )
    if target.owner is attacker.owner:
        raise RuleViolation("LS1-12.1", "{name} at {at} is not an enemy", **fields(state, target))
    if not in_contact(state, attacker, target):
        raise RuleViolation(
            "LS1-12.1",
            "{name} at {at} does not touch {target_name} at {target_at}",
            **fields(state, attacker),
            **fields(state, target, "target_"),
        )
    check_weapon(state, attacker, weapon, RelicClass.MELEE_WEAPON)
    return attacker, target


def declare(
    state: GameState, attacker: Creature, target: Creature, weapon: str | None = None
) -> GameState:
    """The fight is declared: the attacked side will split first (LS1-12.3)."""
    melee = Melee(attacker.id, target.id, attacker_weapon=weapon)
    state = state.with_creature(replace(attacker, activated=True))
    event = Event.of("fight", attacker=attacker.id, defender=target.id)
    return replace(
        state.logged(event), current=None, pending=(*state.pending, ChooseSplit(melee, target.id))
    )


def split_options(state: GameState, creature: Creature) -> range:
    """How many dice the creature may put into attack (LS1-12.3, LS1-12.8)."""
    if creature.fights >= 1:
        return range(0, 1)
    return range(0, strength(state, creature) + 1)


def check_split(
    state: GameState, decision: ChooseSplit, attack: int, weapon: str | None = None
) -> None:
    creature = state.creature(decision.creature)
    if weapon is not None and decision.creature != decision.melee.defender:
        raise RuleViolation(
            "LS1-C.17",
            "{name} at {at} names its melee weapon when it fights, not when it splits",
            **fields(state, creature),
        )
    check_weapon(state, creature, weapon, RelicClass.MELEE_WEAPON)
    options = split_options(state, creature)
    if attack not in options:
        if creature.fights >= 1:
            raise RuleViolation(
                "LS1-12.8",
                "{name} at {at} has fought already this turn: all its dice go to defence",
                **fields(state, creature),
            )
        raise RuleViolation(
            "LS1-12.3",
            "{name} at {at} has {dice:plural:die|dice}, so it cannot put {attack} into attack",
            **fields(state, creature),
            dice=options[-1],
            attack=attack,
        )


def _roll(
    dice: Dice, state: GameState, die: str, count: int, faces: frozenset[str]
) -> tuple[int, list[str]]:
    rolled = [dice.roll(die, state.ruleset.die_faces) for _ in range(count)]
    return sum(face in faces for face in rolled), rolled


def strike(
    state: GameState, melee: Melee, attacker_attack: int, dice: Dice
) -> tuple[GameState, list[Damage], AfterMelee]:
    """Roll and count: the damage each side takes (LS1-12.4–LS1-12.7)."""
    attacker, defender = state.creature(melee.attacker), state.creature(melee.defender)
    defender_attack = melee.defender_attack or 0
    a_dice, d_dice = strength(state, attacker), strength(state, defender)
    a_hits, a_rolled = _roll(dice, state, ATTACK_DIE, attacker_attack, hit_faces(state, attacker))
    d_hits, d_rolled = _roll(dice, state, ATTACK_DIE, defender_attack, hit_faces(state, defender))
    blocks = state.ruleset.block_faces
    a_blocks, a_saves = _roll(dice, state, DEFENCE_DIE, a_dice - attacker_attack, blocks)
    d_blocks, d_saves = _roll(dice, state, DEFENCE_DIE, d_dice - defender_attack, blocks)
    on_defender = max(a_hits - d_blocks, 0)
    on_attacker = max(d_hits - a_blocks, 0)
    event = Event.of(
        "melee",
        attacker=attacker.id,
        defender=defender.id,
        attacker_attack=" ".join(a_rolled),
        defender_attack=" ".join(d_rolled),
        attacker_defence=" ".join(a_saves),
        defender_defence=" ".join(d_saves),
        on_attacker=on_attacker,
        on_defender=on_defender,
    )
    state = state.with_creature(replace(attacker, fights=attacker.fights + 1))
    state = state.with_creature(replace(defender, fights=defender.fights + 1))
    damages = [
        d for d in (Damage(defender.id, on_defender), Damage(attacker.id, on_attacker)) if d.amount
    ]
    armed = tuple(
        c.id
        for c, n in ((attacker, attacker_attack), (defender, defender_attack))
        if n > 0 and state.card_of(c).type is CardType.HERO
    )
    return state.logged(event), damages, AfterMelee(melee, armed)


def fight_targets(state: GameState, creature: Creature) -> list[Creature]:
    """The enemies the creature may choose to fight (LS1-12.2)."""
    return contacts(state, creature)
