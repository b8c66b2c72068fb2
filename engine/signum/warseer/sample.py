"""Cards for random games and benchmarks: an invented sample (``data/sample.toml``), a
generated creature pool, and the reconstructed named cards of the source's examples
(``data/cards.toml``).

The source gives no card's numbers; these cards are made up (ruling) so that seeded random
games reach every rule of the game layer. They are data, not rules: scenarios state their
own creatures. :func:`generated_creatures` deals each side characters with random
keywords and critical effects from a seed, so that the random games meet the combat rules
in many combinations.

>>> from engine.core.dice import SeededDice
>>> state = sample_game(SeededDice(1))
>>> state.phase.value, len(state.player(state.active).hand), len(state.feats_deck)
('setup', 7, 14)
>>> named_cards().creature("Gil-Talas").armour
2
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from functools import cache
from types import MappingProxyType
from typing import Any

from engine.core.dice import Dice
from engine.signum.cards import CardType
from engine.signum.warseer.battlefield import Player
from engine.signum.warseer.cardrows import support_card
from engine.signum.warseer.cards import CardPool, CreatureCard
from engine.signum.warseer.hexes import Hex
from engine.signum.warseer.keywords import CARD_KEYWORDS
from engine.signum.warseer.ruleset import DEFAULT_RULESET, Ruleset, data_file
from engine.signum.warseer.state import Attack, AttackType, GameState, keywords
from engine.signum.warseer.turn import new_game

TYPES = {"hero": CardType.HERO, "character": CardType.CHARACTER, "minion": CardType.MINION}


def creature_card(raw: Mapping[str, Any]) -> CreatureCard:
    """A creature card from its TOML table (``data/cards.toml``)."""
    leadership = {int(rank): int(n) for rank, n in dict(raw.get("leadership", {})).items()}
    return CreatureCard(
        str(raw["name"]),
        TYPES[str(raw["type"])],
        Attack(
            AttackType(str(raw["attack"])),
            tuple(int(d) for d in raw["dice"]),
            int(raw.get("range", 1)),
        ),
        int(raw["health"]),
        int(raw["movement"]),
        int(raw.get("rank", 1)),
        keywords([str(k) for k in raw.get("keywords", [])]),
        str(raw["crit"]) if raw.get("crit") else None,
        int(raw.get("cost", 0)),
        int(raw.get("income", 0)),
        str(raw.get("faction", "")),
        MappingProxyType(leadership),
    )


@cache
def named_cards() -> CardPool:
    """The reconstructed cards of the worked examples: Kaitlynn, Gil-Talas, Dayodor."""
    tables = data_file("cards.toml")["cards"]
    for table in tables:
        if table.get("reconstructed") is not True:
            raise ValueError(f"{table.get('name')}: every named card's stats are reconstructed")
    return CardPool.of(creature_card(table) for table in tables)


_SAMPLE = data_file("sample.toml")
HEROES = tuple(creature_card(table) for table in _SAMPLE["heroes"])
MINIONS = tuple(creature_card(table) for table in _SAMPLE["minions"])
SUPPORT = tuple(support_card(row) for row in _SAMPLE["support"])  # spells ... tactics
FEATS = tuple(support_card(row) for row in _SAMPLE["feats"])
FEATS_DECK = (
    *("First Blood",) * 3,
    *("Giant Slayer",) * 2,
    *("Warband",) * 3,
    *("Chronicle",) * 2,
    *("Armoury",) * 2,
    *("Treasury",) * 2,
)
DECK = (
    "Firebolt",
    "Firebolt",
    "Mend",
    "Stoneskin",
    "Insight",
    "Tithe",
    "Tithe",
    "Call the Sprouts",
    "Regrowth",
    "Slow Rot",
    "Chain Mail",
    "Chain Mail",
    "Iron Helm",
    "Iron Helm",
    "Healing Charm",
    "War Horn",
    "Banner of the Vale",
    "Signet Ring",
    "Crown of Ash",
    "Bone Amulet",
    "Forge",
    "Shrine",
    "Grove",
    "Boulders",
    "Parry",
    "Parry",
    "Riposte",
    "Riposte",
    "Ambuscade",
)

# What a sample creature prints after a keyword that takes a number or a Text.
KEYWORD_TEXTS = {
    "Ambush": ": +1 die",
    "Armour": " 1",
    "Aura": " 1: Fortitude",
    "Charge": ": +1 die",
    "Contract": " 1: +1 die",
    "First word": ": armour 1",
    "Flank": ": +1 die",
    "Hook": " 2",
    "Hunter": ": hero",
    "Last word": ": damage 1",
    "Long shot": " 4: +2 dice",
    "Master of Attack": " 1",
    "Run": " 2",
}
KEYWORDS = tuple(name + KEYWORD_TEXTS.get(name, "") for name in CARD_KEYWORDS)
CRITS = (
    None,
    "add die",
    "add sword",
    "Advance",
    "Frenzy",
    "Hammerblow",
    "Infection",
    "Nimble",
    "Parasite: Sprout",
    "Poison",
    "Slash",
    "Stun",
    "Swap",
    "Vampirism",
)
RANKS = (1, 1, 1, 2, 2, 3)  # the warband's ranks: as the sample heroes' Leadership allows


def generated_creatures(seed: int, side: str, count: int = 6) -> tuple[CreatureCard, ...]:
    """``count`` characters with random stats, keywords and critical effects (seeded)."""
    rng = random.Random(f"{seed}:{side}")
    found = []
    for index, rank in enumerate(RANKS[:count]):
        kind = rng.choice((AttackType.MELEE, AttackType.MELEE, AttackType.SHOT, AttackType.MAGIC))
        reach = 1 if kind is AttackType.MELEE else rng.randint(2, 4)
        dice = tuple(sorted((rng.randint(1, 3) for _ in range(rng.randint(1, 3))), reverse=True))
        words = rng.sample(KEYWORDS, rng.randint(0, 3))
        found.append(
            CreatureCard(
                f"{side.title()} {index + 1}",
                CardType.CHARACTER,
                Attack(kind, dice, reach),
                health=rng.randint(1, 4) + rank,
                movement=rng.randint(2, 4),
                rank=rank,
                keywords=keywords(words),
                crit=rng.choice(CRITS),
                cost=rng.randint(0, 2) + rank // 2,
                income=rng.randint(0, 2),
                faction=side,
            )
        )
    return tuple(found)


def sample_pool(seed: int = 0) -> tuple[CardPool, dict[Player, tuple[str, ...]]]:
    """The sample's cards with generated characters for ``seed``, and each side's warband."""
    south = generated_creatures(seed, "south")
    north = generated_creatures(seed, "north")
    pool = CardPool.of([*HEROES, *MINIONS, *SUPPORT, *FEATS, *south, *north])
    return pool, {
        Player.SOUTH: tuple(c.name for c in south),
        Player.NORTH: tuple(c.name for c in north),
    }


HERO_HEXES = {Player.SOUTH: Hex.parse("e1"), Player.NORTH: Hex.parse("f8")}
DECKS = {Player.SOUTH: DECK, Player.NORTH: DECK}


def sample_game(dice: Dice, seed: int = 0, ruleset: Ruleset = DEFAULT_RULESET) -> GameState:
    """A new game of the sample: the Warden (south) against the Seer (north), each with six
    generated characters of pool ``seed`` in the War Camp."""
    pool, warbands = sample_pool(seed)
    return new_game(
        pool,
        {
            Player.SOUTH: (HEROES[0].name, HERO_HEXES[Player.SOUTH]),
            Player.NORTH: (HEROES[1].name, HERO_HEXES[Player.NORTH]),
        },
        warbands,
        DECKS,
        FEATS_DECK,
        dice,
        ruleset=ruleset,
    )
