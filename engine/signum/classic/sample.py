"""An invented sample of cards for random games and benchmarks (ruling LS1-C.31).

The sources give no card's numbers; these cards are made up so that seeded random games
exercise every rule. They are data, not rules, and the rulebook's scenarios state their
own cards. The worked examples' relics and tactic (Heavy Plate, Cuirass of Illusions,
Tournament Lance, Secret Bribe) appear with numbers the examples imply or the sample
chose (the Cuirass's Durability and the Lance's bonus are invented).

>>> from engine.core.dice import SeededDice
>>> state = sample_game(SeededDice(1))
>>> state.phase.value, len(state.camp(state.first).deck)
('heroes', 20)
"""

from __future__ import annotations

from engine.core.dice import Dice
from engine.signum.cards import CardType
from engine.signum.classic.cards import (
    MAIN_BUILDINGS,
    BuildingCard,
    CardPool,
    Cost,
    CreatureCard,
    Effect,
    Event,
    RelicCard,
    RelicClass,
    Shooting,
    SpellCard,
    TacticCard,
    Target,
    TerrainCard,
)
from engine.signum.classic.ruleset import DEFAULT_RULESET, Ruleset
from engine.signum.classic.state import GameState
from engine.signum.classic.table import Player
from engine.signum.classic.turn import new_game

UNICORN, AKKARI, MERCENARY = "Alliance of the Unicorn", "Akkari", "mercenary"
H, C, M = CardType.HERO, CardType.CHARACTER, CardType.MINION


def _characters(faction: str, prefix: str) -> list[CreatureCard]:
    stats = [  # strength, movement, health, base, shooting, cost, buildings
        (2, "M", 2, None, None, 1, ("any",)),
        (3, "S", 3, 4.0, None, 2, ("Barracks",)),
        (2, "L", 2, None, None, 2, ("any",)),
        (1, "M", 2, None, Shooting(2, "L"), 2, ("Shooting Range",)),
        (4, "S", 4, 5.0, None, 3, ("Barracks", "any")),
        (2, "XL", 2, 3.0, None, 2, ("Arena",)),
        (3, "M", 3, None, None, 2, ("any", "any")),
        (1, "M", 1, 2.5, Shooting(1, "XL"), 1, ()),
        (2, "M", 3, None, None, 1, ()),
        (3, "L", 2, None, None, 3, ("Tavern",)),
    ]
    return [
        CreatureCard(f"{prefix} {i + 1}", C, faction, s, m, h, b, shooting=sh, cost=Cost(c, bld))
        for i, (s, m, h, b, sh, c, bld) in enumerate(stats)
    ]


HEROES = (
    CreatureCard(
        "Lady of the Unicorn",
        H,
        UNICORN,
        4,
        "M",
        6,
        4.0,
        relic_slots={RelicClass.MELEE_WEAPON: 1, RelicClass.ARMOUR: 1, RelicClass.SHIELD: 1},
    ),
    CreatureCard(
        "Queen of the Akkari",
        H,
        AKKARI,
        3,
        "L",
        6,
        4.0,
        relic_slots={RelicClass.RANGED_WEAPON: 1, RelicClass.ARMOUR: 1, RelicClass.HELMET: 1},
    ),
)
MINIONS = (CreatureCard("Spiderling", M, AKKARI, 1, "M", 1, 2.0),)
RELICS = (
    RelicCard("Heavy Plate", UNICORN, RelicClass.ARMOUR, Cost(1, ("Smithy",)), durability=4),
    RelicCard("Cuirass of Illusions", UNICORN, RelicClass.ARMOUR, Cost(1, ("any",)), durability=2),
    RelicCard("Tournament Lance", UNICORN, RelicClass.MELEE_WEAPON, Cost(1), uses=1, strength=1),
    RelicCard("Tower Shield", UNICORN, RelicClass.SHIELD, Cost(1), durability=2),
    RelicCard("Web Mail", AKKARI, RelicClass.ARMOUR, Cost(1), durability=2),
    RelicCard("Chitin Plate", AKKARI, RelicClass.ARMOUR, Cost(1, ("Smithy",)), durability=3),
    RelicCard(
        "Venom Bow", AKKARI, RelicClass.RANGED_WEAPON, Cost(1), uses=2, shooting=Shooting(2, "L")
    ),
)
SPELLS = (
    SpellCard(
        "Firebolt", UNICORN, Effect.DAMAGE, Target.CHARACTER, 2, cost=Cost(1, ("School of Magic",))
    ),
    SpellCard("Smite the Leader", UNICORN, Effect.DAMAGE, Target.HERO, 1, cost=Cost(2)),
    SpellCard("Blessing", UNICORN, Effect.STRENGTH, Target.CREATURE, 1, lasting=True, cost=Cost(1)),
    SpellCard("Venom Cloud", AKKARI, Effect.DAMAGE, Target.CREATURE, 1, cost=Cost(1)),
    SpellCard(
        "Ritual of the Brood", AKKARI, Effect.SUMMON_MINION, minion="Spiderling", cost=Cost(1)
    ),
    SpellCard("Undermine", AKKARI, Effect.DESTROY_BUILDING, cost=Cost(2)),
    SpellCard("Silk Armour", AKKARI, Effect.ARMOUR, Target.CREATURE, 2, cost=Cost(1)),
)
TACTICS = (
    TacticCard("Secret Bribe", UNICORN, Event.CHARACTER_SUMMONED, Effect.RETURN, cost=Cost(1)),
    TacticCard("Ambush", AKKARI, Event.MELEE_DECLARED, Effect.DAMAGE, 1, cost=Cost(1)),
    TacticCard("Spider Trap", AKKARI, Event.CHARACTER_SUMMONED, Effect.DAMAGE, 1, cost=Cost(1)),
)
BUILDINGS = (
    *(BuildingCard(kind, 1 + i % 3, kind) for i, kind in enumerate(MAIN_BUILDINGS)),
    BuildingCard("Fairy Garden", 3, "Fairy Garden", UNICORN),
    BuildingCard("Queen's Temple", 3, "Queen's Temple", AKKARI),
)
TERRAIN = (
    TerrainCard("Forest", ((0, 0), (8, 0), (8, 6), (0, 6)), blocks_sight=True),
    TerrainCard("Ruins", ((0, 0), (6, 0), (3, 5)), blocks_sight=False),
    TerrainCard("Old Tower", ((0, 0), (4, 0), (4, 4), (0, 4)), blocks_sight=True, unique=True),
)
UNICORN_CHARACTERS = _characters(UNICORN, "Unicorn Knight")
AKKARI_CHARACTERS = _characters(AKKARI, "Akkari Hunter")
SAMPLE = CardPool.of(
    [
        *HEROES,
        *MINIONS,
        *RELICS,
        *SPELLS,
        *TACTICS,
        *BUILDINGS,
        *TERRAIN,
        *UNICORN_CHARACTERS,
        *AKKARI_CHARACTERS,
    ]
)

DECKS = {
    Player.SOUTH: (
        *(c.name for c in UNICORN_CHARACTERS),
        "Heavy Plate",
        "Heavy Plate",
        "Cuirass of Illusions",
        "Tournament Lance",
        "Tower Shield",
        "Firebolt",
        "Smite the Leader",
        "Blessing",
        "Secret Bribe",
        "Secret Bribe",
    ),
    Player.NORTH: (
        *(c.name for c in AKKARI_CHARACTERS),
        "Web Mail",
        "Chitin Plate",
        "Venom Bow",
        "Venom Cloud",
        "Venom Cloud",
        "Ritual of the Brood",
        "Undermine",
        "Silk Armour",
        "Ambush",
        "Spider Trap",
    ),
}
CITY_CARDS = (*MAIN_BUILDINGS, *MAIN_BUILDINGS[:3])


def sample_game(dice: Dice, ruleset: Ruleset = DEFAULT_RULESET) -> GameState:
    """A new game of the sample: the Lady (south) against the Queen (north)."""
    return new_game(
        SAMPLE,
        {Player.SOUTH: "Lady of the Unicorn", Player.NORTH: "Queen of the Akkari"},
        DECKS,
        dice,
        buildings={
            Player.SOUTH: (*CITY_CARDS, "Fairy Garden"),
            Player.NORTH: (*CITY_CARDS, "Queen's Temple"),
        },
        terrain={p: ("Forest", "Ruins", "Old Tower", "Forest") for p in Player},
        minions={Player.NORTH: ("Spiderling",)},
        ruleset=ruleset,
    )
