"""Critical effects (LS2-13): a registry, and how a creature's printed crit is read.

A creature's ``crit`` names its effect as a card prints it: ``add die`` / ``add 2 dice 3``
(one rank-1 die; two rank-3 dice), ``add sword`` / ``add 2 dragon`` (the "add symbol"
effect), ``Hammerblow`` and ``Vampirism`` (on dragons: ruling), ``Parasite: <minion>``, and
the plain names Advance, Frenzy, Infection, Nimble, Poison, Slash, Stun, Swap.
When each one acts in the attack sequence is the business of ``attack``; this module
only says what a crit is.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.signum.warseer.dice import DRAGON, SYMBOLS
from engine.signum.warseer.state import Creature

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
