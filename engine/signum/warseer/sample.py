"""Cards for random games and benchmarks: an invented sample, a generated creature pool,
and the reconstructed named cards of the source's examples (``data/cards.toml``).

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
import tomllib
from collections.abc import Mapping
from functools import cache
from importlib import resources
from types import MappingProxyType
from typing import Any

from engine.core.dice import Dice
from engine.signum.cards import CardType
from engine.signum.warseer.battlefield import Player
from engine.signum.warseer.cards import (
    BuildingCard,
    CardPool,
    Condition,
    CreatureCard,
    Effect,
    FeatCard,
    FeatKind,
    RelicCard,
    SpellCard,
    TacticCard,
    Target,
    TerrainCard,
    Trigger,
)
from engine.signum.warseer.hexes import Hex
from engine.signum.warseer.keywords import CARD_KEYWORDS
from engine.signum.warseer.ruleset import DEFAULT_RULESET, Ruleset
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
    text = resources.files("engine.signum.warseer").joinpath("data/cards.toml").read_text("utf-8")
    tables = tomllib.loads(text)["cards"]
    for table in tables:
        if table.get("reconstructed") is not True:
            raise ValueError(f"{table.get('name')}: every named card's stats are reconstructed")
    return CardPool.of(creature_card(table) for table in tables)


def _attack(kind: AttackType, dice: tuple[int, ...], reach: int) -> Attack:
    return Attack(kind, dice, reach)


HEROES = (
    CreatureCard(
        "Warden of the Vale",
        CardType.HERO,
        _attack(AttackType.MELEE, (2, 2, 1), 1),
        health=6,
        movement=3,
        rank=3,
        keywords=keywords("Warlord"),
        crit="Advance",
        faction="Vale",
        leadership=MappingProxyType({1: 3, 2: 2, 3: 1}),
    ),
    CreatureCard(
        "Ash Seer",
        CardType.HERO,
        _attack(AttackType.MAGIC, (2, 2), 3),
        health=5,
        movement=3,
        rank=3,
        keywords=keywords("Fortitude"),
        crit="add sword",
        faction="Ash",
        leadership=MappingProxyType({1: 3, 2: 2, 3: 1}),
    ),
)
MINIONS = (
    CreatureCard(
        "Sprout",
        CardType.MINION,
        _attack(AttackType.MELEE, (1,), 1),
        health=1,
        movement=2,
        faction="Vale",
    ),
)
SPELLS = (
    SpellCard("Firebolt", Effect.DAMAGE, 1, Target.ENEMY, magical=True, cost=1, income=1),
    SpellCard("Mend", Effect.HEAL, 2, Target.ALLY, cost=1, income=1),
    SpellCard("Stoneskin", Effect.ARMOUR, 1, Target.ALLY, cost=1, income=1),
    SpellCard("Insight", Effect.DRAW, 1, cost=0, income=1),
    SpellCard("Tithe", Effect.POWER, 2, cost=0, income=1),
    SpellCard("Call the Sprouts", Effect.SUMMON, 1, minion="Sprout", cost=1, income=1),
    SpellCard("Regrowth", Effect.HEAL, 1, Target.ALLY, enchantment=True, cost=1, income=1),
    SpellCard("Slow Rot", Effect.DAMAGE, 1, Target.ENEMY, enchantment=True, cost=1, income=1),
)
RELICS = (
    RelicCard("Chain Mail", armour=2, cost=1, income=1),
    RelicCard("Iron Helm", armour=1, cost=0, income=1),
    RelicCard("Healing Charm", uses=2, effect=Effect.HEAL, amount=1, cost=1, income=1),
    RelicCard("War Horn", uses=1, effect=Effect.POWER, amount=2, cost=0, income=2),
    RelicCard("Banner of the Vale", cost=0, income=1),  # no tokens: it stays for good
    RelicCard("Signet Ring", cost=0, income=1),
    RelicCard("Crown of Ash", cost=0, income=1),
    RelicCard("Bone Amulet", cost=0, income=1),
)
BUILDINGS = (
    BuildingCard("Forge", Effect.ARMOUR, 1, cost=1, income=1),
    BuildingCard("Shrine", Effect.HEAL, 1, cost=1, income=1),
)
TERRAIN = (
    TerrainCard("Grove", "forest", cost=0, income=1),
    TerrainCard("Boulders", "impassable", cost=0, income=1),
)
TACTICS = (
    TacticCard("Parry", Trigger.ATTACK_DECLARED, Effect.ARMOUR, 1, cost=0, income=1),
    TacticCard("Riposte", Trigger.ATTACK_DECLARED, Effect.DAMAGE, 1, cost=0, income=1),
    TacticCard("Ambuscade", Trigger.CHARACTER_SUMMONED, Effect.DAMAGE, 1, cost=1, income=1),
)
FEATS = (
    FeatCard("First Blood", FeatKind.MILITARY, Condition.DESTROYED_ANY, vp=1),
    FeatCard("Giant Slayer", FeatKind.MILITARY, Condition.DESTROYED_RANK, 2, vp=3),
    FeatCard("Warband", FeatKind.ACHIEVEMENT, Condition.CREATURES, 3, vp=2),
    FeatCard("Chronicle", FeatKind.ACHIEVEMENT, Condition.HISTORY, 4, vp=1, discard=Effect.DRAW),
    FeatCard("Armoury", FeatKind.ACHIEVEMENT, Condition.RELICS, 2, vp=3),
    FeatCard("Treasury", FeatKind.ACHIEVEMENT, Condition.POWER, 4, vp=2),
)
FEATS_DECK = (
    *("First Blood",) * 3,
    *("Giant Slayer",) * 2,
    *("Warband",) * 3,
    *("Chronicle",) * 2,
    *("Armoury",) * 2,
    *("Treasury",) * 2,
)
SUPPORT = (*SPELLS, *RELICS, *BUILDINGS, *TERRAIN, *TACTICS)
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
