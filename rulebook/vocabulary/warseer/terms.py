"""The words of the Warseer vocabulary, as English writes them: card names, players, kinds,
keywords, critical effects, tokens, terrain, dice symbols, effects and the attack's steps.
The Russian comes from the vocabulary catalog, context by context.
"""

from __future__ import annotations

from engine.signum.warseer.keywords import CARD_KEYWORDS
from engine.signum.warseer.underway import CHOICE_STEPS

HEX = r"[a-z][0-9]+"
PATH_SEPARATOR = " → "
NONE = "-"

CREATURE_NAMES = (
    "Kaitlynn",
    "Gil-Talas",
    "Dayodor Order Mentor",
    "Swordsman",
    "Spearman",
    "Archer",
    "Mage",
    "Wolf",
    "Golem",
    "Ghoul",
    "Troll",
    "Hawk",
    "Skeleton",
    "Guard",
    "Ranger",
    "Shaman",
    "Imp",
    "Knight",
    "Ogre",
    "Spider",
)
SUPPORT_NAMES = (
    "Fireball",
    "Healing Light",
    "Iron Helm",
    "Chainmail",
    "Amulet",
    "War Banner",
    "Sudden Strike",
    "Parry",
    "Barracks",
    "Old Forest",
    "Curse",
    "Insight",
    "Call Imps",
    "Star Flare",
    "Cursed Coin",
    "Witch Charm",
    "Blood Altar",
)
FEAT_NAMES = ("First Blood", "Hold the Line", "Slayer", "Collector", "Warmonger")
CARD_NAMES = (*CREATURE_NAMES, *SUPPORT_NAMES, *FEAT_NAMES)
"""Every card name a Warseer scenario may use: words of the ``card`` context."""

PLAYERS = ("south", "north")
CREATURE_KINDS = ("hero", "character", "minion")
CARD_KINDS = (*CREATURE_KINDS, "tactic", "relic", "spell", "building", "terrain", "feat")
ATTACK_TYPES = ("melee", "shot", "magic")
KEYWORDS = CARD_KEYWORDS
CRITS = (
    "Advance",
    "Frenzy",
    "Hammerblow",
    "Infection",
    "Nimble",
    "Parasite: Imp",
    "Poison",
    "Slash",
    "Stun",
    "Swap",
    "Vampirism",
    "add sword",
    "add dragon",
    "add push",
    "add die 1",
    "add die 2",
    "add die 3",
)
TOKENS = ("stun", "poison", "disease")
TERRAIN_KINDS = ("Forest", "Hill", "Impassable", "blocks sight")
SYMBOLS = ("sword", "dragon", "push", "critical")
BLANK = "blank"
FEAT_KINDS = ("military feat", "achievement")
CONDITIONS = ("destroyed rank", "destroyed any", "creatures", "history", "relics", "power")
EFFECTS = ("damage", "heal", "armour", "power", "draw", "summon", "none")
WORD_EFFECTS = ("magical damage",)
"""What a First word or Last word may also say: damage that armour does not stop."""
TARGETS = ("enemy", "ally")
TRIGGERS = ("attack declared", "character summoned")
YES, NO = "yes", "no"
RESULTS = ("south wins", "north wins", "a draw")
ATTACK_STEPS = CHOICE_STEPS  # the engine's names of the attack's steps where a player chooses

KEYWORD_CONTEXT, CRIT_CONTEXT, KIND_CONTEXT = "keyword", "crit", "card type"
SYMBOL_CONTEXT = "symbol"
