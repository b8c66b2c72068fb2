"""Critical effects (LS2-13): a registry, and how a creature's printed crit is read.

A creature's ``crit`` names its effect as a card prints it: ``add die`` / ``add 2 dice 3``
(one rank-1 die; two rank-3 dice), ``add sword`` / ``add 2 dragon`` (the "add symbol"
effect), ``Hammerblow`` and ``Vampirism`` (on dragons: LS2-C.18, C.19), ``Parasite: <minion>``, and
the plain names Advance, Frenzy, Infection, Nimble, Poison, Slash, Stun, Swap.
When each one acts in the attack sequence is the business of ``attack``; this module
says what a crit is and carries out the effects that move creatures, place tokens or
summon.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.events import Event
from engine.signum.warseer.cards import CardPool
from engine.signum.warseer.damage import add_token
from engine.signum.warseer.dice import DRAGON, SYMBOLS
from engine.signum.warseer.hexes import Hex, distance
from engine.signum.warseer.state import Creature, GameState
from engine.signum.warseer.summoning import place_minion
from engine.signum.warseer.tokens import TokenKind

ADD_DICE, ADD_SYMBOL = "Add dice", "Add symbol"
ADVANCE, FRENZY, HAMMERBLOW, INFECTION, NIMBLE = (
    "Advance",
    "Frenzy",
    "Hammerblow",
    "Infection",
    "Nimble",
)
PARASITE, POISON, SLASH, STUN, SWAP, VAMPIRISM = (
    "Parasite",
    "Poison",
    "Slash",
    "Stun",
    "Swap",
    "Vampirism",
)

# Alphabetical, as the rule IDs number them (LS2-13.n).
NAMES = (
    ADD_DICE,
    ADD_SYMBOL,
    ADVANCE,
    FRENZY,
    HAMMERBLOW,
    INFECTION,
    NIMBLE,
    PARASITE,
    POISON,
    SLASH,
    STUN,
    SWAP,
    VAMPIRISM,
)
RULES: dict[str, str] = {name: f"LS2-13.{n}" for n, name in enumerate(NAMES, 1)}

# When each effect acts: extra dice or symbols at step 5, a change to damage at step 6,
# a token after damage, a choice after the attack, or a summon on an elimination.
AFTER_DAMAGE_TOKENS = {POISON: "poison", STUN: "stun", INFECTION: "disease"}
AFTER_ATTACK_CHOICES = (ADVANCE, SWAP, NIMBLE, FRENZY)


@dataclass(frozen=True, slots=True)
class Crit:
    """A critical effect as it applies: its registry name, and what it names.

    ``dice``: the ranks of the dice "add dice" adds; ``symbol`` and ``count``: the symbol
    "add symbol" adds (or the one Hammerblow and Vampirism count); ``text``: Parasite's minion.

    >>> read("add sword"), read("add 2 dice 3").dice, read("add die").dice
    (Crit(name='Add symbol', symbol='sword', count=1, dice=(), text=''), (3, 3), (1,))
    >>> read("Hammerblow").symbol, read("Parasite: Spawnling").text
    ('dragon', 'Spawnling')
    """

    name: str
    symbol: str | None = None
    count: int = 1
    dice: tuple[int, ...] = ()
    text: str = ""

    @property
    def rule_id(self) -> str:
        return RULES[self.name]


def read(crit: str) -> Crit:
    """The crit a card prints as ``crit``: ``add [N] die|dice [rank]``, ``add [N] <symbol>``,
    ``Parasite: <minion>`` or a plain name."""
    head, _, text = crit.partition(":")
    words = head.strip().lower().split()
    if not words:
        raise ValueError(f"not a critical effect: {crit!r}")
    if words[0] == "add":
        rest = words[1:]
        count = int(rest.pop(0)) if rest and rest[0].isdigit() else 1
        if rest and rest[0] in ("die", "dice") and len(rest) <= 2:
            rank = int(rest[1]) if len(rest) == 2 else 1
            return Crit(ADD_DICE, count=count, dice=(rank,) * count)
        if len(rest) == 1 and rest[0] in SYMBOLS:
            return Crit(ADD_SYMBOL, symbol=rest[0], count=count)
        raise ValueError(f"not a critical effect: {crit!r}")
    name = " ".join(words).capitalize()
    if name not in RULES or name in (ADD_DICE, ADD_SYMBOL):
        raise ValueError(f"not a critical effect: {crit!r}")
    symbol = DRAGON if name in (HAMMERBLOW, VAMPIRISM) else None
    return Crit(name, symbol=symbol, text=text.strip())


def crit_of(creature: Creature) -> Crit | None:
    return None if creature.crit is None else read(creature.crit)


# The effects that act on the Battlefield.


def slash_targets(state: GameState, attacker_id: int, target_id: int) -> tuple[Creature, ...]:
    """Slash: the other enemies next to the attacker (LS2-13.10)."""
    attacker = state.find(attacker_id)
    if attacker is None:
        return ()
    return tuple(
        c
        for c in state.creatures
        if c.owner is not attacker.owner and c.id != target_id and distance(c.at, attacker.at) == 1
    )


def step_hexes(state: GameState, creature_id: int) -> tuple[Hex, ...]:
    """Nimble: the free, non-Impassable hexes next to the creature (LS2-13.7)."""
    creature = state.find(creature_id)
    if creature is None:
        return ()
    field = state.battlefield
    return tuple(
        sorted(
            h
            for h in field.neighbours(creature.at)
            if not state.occupied(h) and not field.impassable(h)
        )
    )


def step_to(state: GameState, creature_id: int, to: Hex, effect: str) -> GameState:
    """Advance or Nimble: the creature moves to ``to`` (a hex its caller checked)."""
    mover = state.creature(creature_id)
    state = state.with_creature(mover.moved_to(to))
    return state.logged(Event.of(effect, creature=mover.id, destination=str(to)))


def swap(state: GameState, a_id: int, b_id: int) -> GameState:
    """Swap: the two creatures trade hexes (LS2-13.12)."""
    a, b = state.creature(a_id), state.creature(b_id)
    state = state.without_creature(b.id).with_creature(a.moved_to(b.at))
    state = state.with_creature(b.moved_to(a.at))
    return state.logged(Event.of("swap", attacker=a.id, target=b.id))


def after_damage(
    state: GameState, crit: Crit, attacker_id: int, target_id: int, origin: Hex
) -> GameState:
    """Poison, Stun and Infection place their token; Parasite summons on an elimination."""
    if crit.name in AFTER_DAMAGE_TOKENS:
        return add_token(state, target_id, TokenKind(AFTER_DAMAGE_TOKENS[crit.name]))
    if crit.name == PARASITE and state.find(target_id) is None:
        fallen = [c for c in state.fallen if c.id == target_id]
        return parasite(state, attacker_id, fallen[-1].at if fallen else origin, crit.text)
    return state


def parasite(state: GameState, attacker_id: int, at: Hex, minion: str) -> GameState:
    """The minion Parasite names enters for the attacker's side on ``at`` (LS2-13.8)."""
    state = state.logged(Event.of("parasite", creature=attacker_id, minion=minion, at=str(at)))
    attacker = state.find(attacker_id)
    if attacker is None or not isinstance(state.cards, CardPool):
        return state
    return place_minion(state, minion, attacker.owner, at)
