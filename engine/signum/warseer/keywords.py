"""The keyword glossary (LS2-12): a registry of every keyword, and the combat ones' rules.

Each keyword has its rule ID and the family of rules that carries it out: ``combat``
(this package's attack sequence), ``damage``, ``tokens`` (the start-of-activation rolls
here), ``movement`` (engine-board's movement rules), ``turn`` (engine-turn's turn,
summoning and card rules) or ``terrain``.

Keywords given by other rules are counted too: an Aura's Text lies on every creature
within X of its source (friend or foe, never the source: LS2-C.38), and Charge's and
Flank's Text lie on the attacker for one attack. A Text is a comma-separated list of
keywords, where ``+N dice`` (or ``+1 die``) means N more dice of the attack's rank, the
lowest rank among the attacker's own dice (LS2-C.37), and ``+N rank-R dice`` names the rank.
Bonus dice are given as ranks, 0 standing for "the attack's rank".
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, replace

from engine.core.dice import Dice
from engine.core.errors import RuleViolation
from engine.core.events import Event
from engine.signum.warseer.creatures import fields, require
from engine.signum.warseer.damage import heal
from engine.signum.warseer.dice import DRAGON, SWORD, Roll, roll_pool
from engine.signum.warseer.hexes import distance
from engine.signum.warseer.state import AttackType, Creature, GameState, Keyword, Kind

COMBAT, DAMAGE, TOKENS, MOVEMENT, TURN, TERRAIN = (
    "combat",
    "damage",
    "tokens",
    "movement",
    "turn",
    "terrain",
)


@dataclass(frozen=True, slots=True)
class Entry:
    """One glossary keyword: its name, rule ID and the family of rules that applies it."""

    name: str
    rule_id: str
    family: str


_FAMILIES = {
    "Agile": MOVEMENT,
    "Ambush": COMBAT,
    "Armour X": DAMAGE,
    "Armour token": DAMAGE,
    "Assassin": COMBAT,
    "Aura X": COMBAT,
    "Berserk": COMBAT,
    "Blocks Line of Sight": TERRAIN,
    "Brave": COMBAT,
    "Brute": COMBAT,
    "Charge": COMBAT,
    "Clinch": MOVEMENT,
    "Contract X": TURN,
    "Counterblow": COMBAT,
    "Defender": COMBAT,
    "Difficult": TERRAIN,
    "Difficult target": COMBAT,
    "Disease token": TOKENS,
    "Enchantment": TURN,
    "First word": TURN,
    "Flank": COMBAT,
    "Flight": MOVEMENT,
    "Forged": COMBAT,
    "Fortitude": COMBAT,
    "Healer": COMBAT,
    "Hook X": MOVEMENT,
    "Hunter": COMBAT,
    "Impassable": TERRAIN,
    "Last word": TURN,
    "Long shot X": COMBAT,
    "Master of Attack X": COMBAT,
    "Monster": TURN,
    "Multiple Uses": TURN,
    "Poison token": TOKENS,
    "Predator": COMBAT,
    "Protector": COMBAT,
    "Regeneration": TOKENS,
    "Resurgent": COMBAT,
    "Run X": MOVEMENT,
    "Rush": TURN,
    "Shield": COMBAT,
    "Slow": MOVEMENT,
    "Stun token": TOKENS,
    "Superior": COMBAT,
    "Warlord": COMBAT,
}

# The glossary's order, as the rule IDs number it from 1 (LS2-12.n).
GLOSSARY: dict[str, Entry] = {
    name: Entry(name, f"LS2-12.{n}", family)
    for n, (name, family) in enumerate(_FAMILIES.items(), 1)
}


def entry(name: str) -> Entry:
    """The glossary entry of a keyword as a card prints it (``Run 2`` is ``Run X``)."""
    key = Keyword.parse(name).name.casefold()
    for glossary_name, found in GLOSSARY.items():
        base = glossary_name.removesuffix(" X").casefold()
        if key in (glossary_name.casefold(), base):
            return found
    raise KeyError(f"{name!r} is not a keyword of the glossary")


def rule(name: str) -> str:
    """The rule ID of a keyword: ``rule("Warlord") == "LS2-12.45"``."""
    return entry(name).rule_id


# What the glossary names but no creature's card prints: the words of terrain, the tokens,
# and the words of support cards.
SUPPORT_WORDS = ("Enchantment", "Multiple Uses")
CARD_KEYWORDS: tuple[str, ...] = tuple(
    name.removesuffix(" X")
    for name, found in GLOSSARY.items()
    if found.family != TERRAIN and not name.endswith(" token") and name not in SUPPORT_WORDS
)
"""The keywords a creature's card may print, in the glossary's order (``Run``, not ``Run X``)."""


# Texts: what Charge, Flank and Aura give.

_DICE = re.compile(r"\+\s*(\d+)\s+(?:rank-(\d)\s+)?dic?e", re.IGNORECASE)
ATTACK_RANK = 0


@dataclass(frozen=True, slots=True)
class Bonus:
    """What a Text grants: more dice of the attack's rank, and keywords."""

    dice: tuple[int, ...] = ()
    keywords: tuple[Keyword, ...] = ()


def bonus(text: str) -> Bonus:
    """Read a Text.

    >>> bonus("+1 die, Fortitude")
    Bonus(dice=(0,), keywords=(Keyword(name='Fortitude', x=None, text=''),))
    >>> bonus("+2 rank-3 dice").dice
    (3, 3)
    """
    dice: list[int] = []
    words: list[Keyword] = []
    for part in (p.strip() for p in text.split(",")):
        if not part:
            continue
        match = _DICE.fullmatch(part)
        if match:
            rank = int(match.group(2)) if match.group(2) else ATTACK_RANK
            dice.extend([rank] * int(match.group(1)))
        else:
            words.append(Keyword.parse(part))
    return Bonus(tuple(dice), tuple(words))


def aura_keywords(state: GameState, creature: Creature) -> tuple[Keyword, ...]:
    """Keywords the creature holds from Auras of other creatures within their X (LS2-12.6)."""
    found: list[Keyword] = []
    for source in state.creatures:
        if source.id == creature.id:
            continue
        for kw in source.keywords:
            if kw.key == "aura" and distance(source.at, creature.at) <= (kw.x or 0):
                found.extend(bonus(kw.text).keywords)
    return tuple(found)


def holds(state: GameState, creature: Creature, name: str, extra: Iterable[Keyword] = ()) -> bool:
    """The creature has keyword ``name``: printed, from an Aura, or in ``extra``."""
    key = name.casefold()
    if creature.has(name):
        return True
    return any(kw.key == key for kw in (*aura_keywords(state, creature), *extra))


def x_of(state: GameState, creature: Creature, name: str, extra: Iterable[Keyword] = ()) -> int:
    """The greatest X of keyword ``name`` the creature holds (0 without it; 1 without X)."""
    key = name.casefold()
    xs = [
        kw.x if kw.x is not None else 1
        for kw in (*creature.keywords, *aura_keywords(state, creature), *extra)
        if kw.key == key
    ]
    return max(xs, default=0)


# The attacker's bonuses (steps 1-2).


def charge_applies(attacker: Creature, target: Creature) -> bool:
    """Charge: it moved before this attack, from a hex not next to its target (LS2-12.11)."""
    start = attacker.move_start
    return attacker.moved and (start is None or distance(start, target.at) > 1)


def flank_applies(state: GameState, attacker: Creature, target: Creature) -> bool:
    """Flank: the target is in contact with an ally of the attacker (LS2-12.21)."""
    return any(
        c.owner is attacker.owner and c.id != attacker.id and distance(c.at, target.at) == 1
        for c in state.creatures
    )


def attack_bonuses(state: GameState, attacker: Creature, target: Creature) -> Bonus:
    """The Texts of Charge and Flank that hold for this attack, summed."""
    dice: list[int] = []
    words: list[Keyword] = []
    for kw in attacker.keywords:
        if (kw.key == "charge" and charge_applies(attacker, target)) or (
            kw.key == "flank" and flank_applies(state, attacker, target)
        ):
            found = bonus(kw.text)
            dice.extend(found.dice)
            words.extend(found.keywords)
    return Bonus(tuple(dice), tuple(words))


def warlord_dice(state: GameState, attacker: Creature) -> tuple[int, ...]:
    """Warlord: one more die for an allied creature within 1 hex of a Warlord; several
    Warlords still give one; a Warlord does not lead itself; Brute refuses it (LS2-12.45, LS2-C.30)."""
    if holds(state, attacker, "Brute"):
        return ()
    led = any(
        c.owner is attacker.owner
        and c.id != attacker.id
        and c.has("Warlord")
        and distance(c.at, attacker.at) <= 1
        for c in state.creatures
    )
    return (ATTACK_RANK,) if led else ()


def ambush_dice(attacker: Creature) -> tuple[int, ...]:
    """Ambush: without a move before the attack, its Text's dice (one die if it names none; LS2-C.29)."""
    kw = attacker.keyword("Ambush")
    if kw is None or attacker.moved:
        return ()
    return bonus(kw.text).dice or (ATTACK_RANK,)


def difficult_target(state: GameState, target: Creature) -> bool:
    """Dice rolled against a Difficult target are rank-1 dice (LS2-12.17, LS2-C.23)."""
    return holds(state, target, "Difficult target")


# Whom an attack may target (step 1).


def defenders(state: GameState, attacker: Creature) -> tuple[Creature, ...]:
    """Enemy Defenders in contact with the attacker: a melee attack must target one of them."""
    return tuple(
        c
        for c in state.creatures
        if c.owner is not attacker.owner
        and distance(c.at, attacker.at) == 1
        and holds(state, c, "Defender")
    )


def protectors(state: GameState, target_id: int) -> tuple[Creature, ...]:
    """Allies next to the target with Protector, who may take its damage (LS2-12.36)."""
    target = state.find(target_id)
    if target is None:
        return ()
    return tuple(
        c
        for c in state.creatures
        if c.owner is target.owner
        and c.id != target.id
        and distance(c.at, target.at) == 1
        and holds(state, c, "Protector")
    )


# "Its critical effect always works" (LS2-6.8).


def _hunted(target: Creature, text: str) -> bool:
    """Hunter's Text names a kind (hero, character, minion), a keyword, or a card name."""
    wanted = text.strip().casefold()
    kinds = {kind.value: kind for kind in Kind}
    singular = wanted.removesuffix("s") if wanted.removesuffix("s") in kinds else wanted
    if singular in kinds:
        return target.kind is kinds[singular]
    return target.has(wanted) or target.name.casefold() == wanted


def crit_always_works(
    state: GameState,
    attacker: Creature,
    target: Creature,
    kind: AttackType,
    extra: tuple[Keyword, ...] = (),
) -> str | None:
    """The keyword that makes the attacker's critical effect work without a critical, if any.

    ``kind``: the attack's type (Predator needs a melee attack); ``extra``: keywords the
    attacker holds for this attack only (Charge's, Flank's Text).
    """

    def has(name: str) -> bool:
        return holds(state, attacker, name, extra)

    if has("Assassin") and target.rank > attacker.rank:
        return "Assassin"
    if has("Superior") and target.rank < attacker.rank:
        return "Superior"
    hunts = [kw for kw in (*attacker.keywords, *extra) if kw.key == "hunter"]
    if any(_hunted(target, kw.text) for kw in hunts):
        return "Hunter"
    if has("Berserk") and attacker.wounded:
        return "Berserk"
    if has("Predator") and kind is AttackType.MELEE and target.wounded:
        return "Predator"
    return None


# Healer (LS2-12.25): instead of attacking.


def check_heal(state: GameState, healer_id: int, target_id: int) -> tuple[Creature, Creature]:
    """Refuse a healing the rules forbid; else the healer and the creature it heals."""
    healer = require(state, healer_id, "LS2-12.25")
    target = require(state, target_id, "LS2-12.25")
    if not healer.has("Healer"):
        raise RuleViolation(rule("Healer"), "{name} on {at} is no Healer", **fields(healer))
    gap = distance(healer.at, target.at)
    if gap > healer.attack.range:
        raise RuleViolation(
            rule("Healer"),
            "{target_name} on {target_at} is {gap:plural:hex|hexes} away, "
            "beyond the range {reach} of {name} on {at}",
            **fields(healer),
            **fields(target, "target_"),
            gap=gap,
            reach=healer.attack.range,
        )
    return healer, target


def heal_with(state: GameState, healer_id: int, target_id: int, dice: Dice) -> GameState:
    """The healer rolls its printed dice only; the target heals 1 per sword or dragon (C.25)."""
    healer, target = check_heal(state, healer_id, target_id)
    rolled = Roll(roll_pool(dice, healer.attack.dice))
    amount = rolled.count(SWORD) + rolled.count(DRAGON)
    state = state.with_creature(replace(healer, attacks=healer.attacks + 1))
    state = state.logged(Event.of("healer", creature=healer.id, target=target.id, roll=str(rolled)))
    return heal(state, target.id, amount)
