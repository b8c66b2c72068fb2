"""Warseer creatures and attacks for the engine's unit tests: one maker of a creature on a
hex, and one scripted attack that both players let pass."""

from __future__ import annotations

from engine.core.dice import Dice
from engine.signum.warseer.attack import apply_attack_action, declare_attack
from engine.signum.warseer.battlefield import Player
from engine.signum.warseer.dice import scripted
from engine.signum.warseer.hexes import Hex
from engine.signum.warseer.modify import Pass
from engine.signum.warseer.state import Attack, AttackType, Creature, GameState, Kind, keywords

S, N = Player.SOUTH, Player.NORTH
MELEE, MAGIC, SHOT = AttackType.MELEE, AttackType.MAGIC, AttackType.SHOT


def creature(
    i: int,
    owner: Player,
    at: str,
    kind: AttackType = MELEE,
    dice: tuple[int, ...] = (2,),
    reach: int = 1,
    *,
    name: str = "",
    health: int = 5,
    rank: int = 1,
    words: str = "",
    crit: str | None = None,
    armour: int = 0,
    wounds: int = 0,
    role: Kind = Kind.CHARACTER,
) -> Creature:
    """Creature number ``i`` of ``owner`` on the hex ``at`` (named ``C<i>`` unless named)."""
    made = Creature(
        i,
        name or f"C{i}",
        owner,
        role,
        Hex.parse(at),
        Attack(kind, dice, reach),
        health=health,
        movement=3,
        rank=rank,
        keywords=keywords(words),
        crit=crit,
    )
    return made.with_tokens(armour=armour, wounds=wounds)


def both_pass(state: GameState, dice: Dice) -> GameState:
    """The attack's modification step, closed by a pass of each player."""
    return apply_attack_action(apply_attack_action(state, Pass(), dice), Pass(), dice)


def strike(state: GameState, rolls: list[str], attacker: int = 1, target: int = 2) -> GameState:
    """Declare, roll as scripted, both pass; the script must be used up."""
    dice = scripted(rolls)
    state = both_pass(declare_attack(state, attacker, target, dice), dice)
    dice.assert_exhausted()
    return state
