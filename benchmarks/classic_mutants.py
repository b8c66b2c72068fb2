"""The planted rule bugs of the classic edition, for ``python -m benchmarks.mutants --game classic``.

``RULES``: the mutation gate, one bug at a time in the engine's rules modules and ruleset
data, to be killed by the scenarios (English) and the unit tests alone. ``REFERENCE``:
bugs in the table's geometry, to be caught by the brute-force sampling oracles.
``CONSISTENT``: bugs that the scenarios need not see, to be caught by the rules oracle and
the invariants of the seeded random games.
"""

from __future__ import annotations

from benchmarks.mutants import Edit, Mutant

GATE_TESTS = ("tests/scenarios/test_classic.py", "tests/engine/test_ls1_game.py")
PERFT_TESTS = ("tests/proof/test_ls1_geometry_oracle.py",)
ORACLE_TESTS = ("tests/proof/test_ls1_random_play.py",)

C = "engine/signum/classic/"


def edit(name: str, old: str, new: str) -> Edit:
    return Edit(C + name, old, new)


WEAKENED_IGNORED = edit(
    "creatures.py",
    "return ruleset.weakened_hit_faces if weakened(creature) else ruleset.hit_faces",
    "return ruleset.hit_faces",
)
SUMMON_CLOSE = edit("summoning.py", "if have < need - ruleset.tolerance:", "if have < need - 3:")
XL_RUNS = edit(
    "distances.py",
    "return order[index + 1] if index + 1 < len(order) else None",
    "return order[min(index + 1, len(order) - 1)]",
)
NO_BACKSTAB_LEAVING = edit(
    "game.py",
    "left = [e for e in contacts(state, creature) if not touching(end, state.disc(e), tol)]",
    "left = [e for e in contacts(state, creature) if False]",
)
NO_STOP_AT_CONTACT = edit(
    "movement.py",
    "watch = [e for e in enemies(state, creature) if e.id not in touched_at_start]",
    "watch = []",
)
BLOCKS_IGNORED = edit("melee.py", "on_defender = max(a_hits - d_blocks, 0)", "on_defender = a_hits")
NO_PROSPERITY = edit("turn.py", "gain = state.ruleset.prosperity_per_turn", "gain = 0")
HAND_ELEVEN = edit(
    "turn.py",
    "if len(hand) >= state.ruleset.hand_limit:",
    "if len(hand) > state.ruleset.hand_limit:",
)
REPLACED_RELIC_LOST = edit("relics.py", "        graveyard = graveyard.put_on_top(replaces)\n", "")
MAGIC_STOPPED = edit(
    "damage.py", "Hit(damage.amount, magical=damage.magical)", "Hit(damage.amount)"
)
TERRAIN_NEAR_OPPONENT = edit(
    "ruleset.py", 'terrain_opponent_edge_gap: str = "M"', 'terrain_opponent_edge_gap: str = "S"'
)
SECOND_MELEE_ATTACKS = edit(
    "melee.py",
    "    if creature.fights >= 1:\n        return",
    "    if creature.fights >= 2:\n        return",
)
TACTIC_KEPT = edit("tactics.py", "if state.ruleset.tactic_reveal is Reveal.WAIT:", "if True:")
CHARACTER_HITS_HERO = edit(
    "targeting.py",
    "Target.CHARACTER: frozenset({CardType.CHARACTER}),",
    "Target.CHARACTER: frozenset({CardType.CHARACTER, CardType.HERO}),",
)
NINE_CREATURES = edit(
    "summoning.py",
    "if len(state.creatures_of(player)) >= ruleset.creature_limit:",
    "if len(state.creatures_of(player)) > ruleset.creature_limit:",
)
THIRTEEN_BUILDINGS = edit(
    "city.py",
    "if len(camp.city) >= state.ruleset.building_limit:",
    "if len(camp.city) > state.ruleset.building_limit:",
)
UNIQUE_REBUILT = edit("city.py", "if card.kind in camp.destroyed_unique:", "if False:")
SKIP_ONE = edit(
    "ruleset.py", "prosperity_for_skipping: int = 2", "prosperity_for_skipping: int = 1"
)
WEAPON_KEPT = edit(
    "resolution.py",
    "                state = use_weapon(state, creature, RelicClass.MELEE_WEAPON)",
    "                pass",
)
ORDER_REVERSED = edit(
    "damage.py",
    "holding.sort(key=lambda i: order.index(relics[i].card))",
    "holding.sort(key=lambda i: -order.index(relics[i].card))",
)
RANGE_UNCHECKED = edit(
    "ranged.py", "if distance > reach + state.ruleset.tolerance:", "if distance > reach + 100:"
)
SHOOT_IN_CONTACT = edit("ranged.py", "    if contacts(state, shooter):", "    if False:")
FRIENDS_TRANSPARENT = edit(
    "ranged.py",
    "others = [state.disc(c) for c in state.creatures if c.id not in (shooter.id, target.id)]",
    "others = [state.disc(c) for c in state.creatures if c.owner is not shooter.owner and c.id != target.id]",
)
HERO_DEATH_IGNORED = edit("victory.py", "if not fallen or state.is_over:", "if True:")
BOTH_HEROES_WIN = edit("victory.py", "if len(set(fallen)) == 2:", "if False:")
MULLIGAN_FIVE = edit("ruleset.py", "mulligan_limit: int = 4", "mulligan_limit: int = 5")
DECK_NINETEEN = edit("ruleset.py", "deck_min: int = 20", "deck_min: int = 19")
THIRD_CHARACTERS = edit(
    "decks.py", "if 2 * len(characters) < size:", "if 3 * len(characters) < size:"
)
ANY_FACTION_SUPPORT = edit(
    "decks.py",
    "if faction == hero.faction or (card.type is CardType.CHARACTER and _mercenary(card)):",
    "if faction == hero.faction or card.type is not CardType.CHARACTER or _mercenary(card):",
)
WIDE_CONTACT = edit(
    "geometry.py", "return abs(gap(a, b)) <= tol", "return abs(gap(a, b)) <= 10 * tol"
)
THROUGH_FRIENDS = edit(
    "movement.py",
    "bases = [(c, state.disc(c)) for c in state.creatures if c.id != creature.id]",
    "bases = [(c, state.disc(c)) for c in state.creatures if c.owner is not creature.owner]",
)
FREE_CARDS = edit(
    "city.py", "    if cost.prosperity > prosperity:", "    if cost.prosperity > prosperity + 5:"
)
EDGE_IGNORED = edit(
    "summoning.py",
    "    if abs(edge_gap(disc, edge, ruleset.table_size)) > tol:",
    "    if abs(edge_gap(disc, edge, ruleset.table_size)) > 10:",
)

RULES = (
    Mutant("weakened-ignored", "LS1-12.5", "a wounded creature hits on 4-6", (WEAKENED_IGNORED,)),
    Mutant("summon-close", "LS1-8.2", "a summon may stand 5 cm from an enemy", (SUMMON_CLOSE,)),
    Mutant("xl-runs", "LS1-11.1", "an XL creature may run (to XL)", (XL_RUNS,)),
    Mutant(
        "no-backstab-leaving", "LS1-11.4", "leaving contact is not punished", (NO_BACKSTAB_LEAVING,)
    ),
    Mutant(
        "no-stop-at-contact",
        "LS1-10.4",
        "a move goes on past an enemy's base",
        (NO_STOP_AT_CONTACT,),
    ),
    Mutant(
        "blocks-ignored",
        "LS1-12.6",
        "the attacked creature's blocks cancel nothing",
        (BLOCKS_IGNORED,),
    ),
    Mutant(
        "no-prosperity", "LS1-6.2", "the beginning phase brings no Prosperity", (NO_PROSPERITY,)
    ),
    Mutant("hand-eleven", "LS1-6.3", "the discard waits for eleven cards", (HAND_ELEVEN,)),
    Mutant("replaced-relic-lost", "LS1-15.3", "a replaced relic vanishes", (REPLACED_RELIC_LOST,)),
    Mutant("magic-stopped", "LS1-14.4", "armour stops magic", (MAGIC_STOPPED,)),
    Mutant(
        "terrain-near-opponent",
        "LS1-9.3",
        "a template may lie S from the opponent's edge",
        (TERRAIN_NEAR_OPPONENT,),
    ),
    Mutant(
        "second-melee-attacks",
        "LS1-12.8",
        "a creature attacks in its second melee",
        (SECOND_MELEE_ATTACKS,),
    ),
    Mutant("tactic-kept", "LS1-17.4", "a tactic let pass is kept under 'first'", (TACTIC_KEPT,)),
    Mutant(
        "character-hits-hero",
        "LS1-2.6",
        "an effect on a character hits a hero",
        (CHARACTER_HITS_HERO,),
    ),
    Mutant("nine-creatures", "LS1-8.4", "a ninth creature may be summoned", (NINE_CREATURES,)),
    Mutant(
        "thirteen-buildings", "LS1-7.3", "a thirteenth building may be built", (THIRTEEN_BUILDINGS,)
    ),
    Mutant(
        "unique-rebuilt", "LS1-7.4", "a destroyed unique building is built again", (UNIQUE_REBUILT,)
    ),
    Mutant("skip-one", "LS1-6.4", "building nothing brings 1 Prosperity", (SKIP_ONE,)),
    Mutant("weapon-kept", "LS1-15.4", "a weapon is never used up", (WEAPON_KEPT,)),
    Mutant(
        "order-reversed", "LS1-15.6", "the relics absorb in the reverse order", (ORDER_REVERSED,)
    ),
    Mutant("range-unchecked", "LS1-13.2", "a shot goes any distance", (RANGE_UNCHECKED,)),
    Mutant("shoot-in-contact", "LS1-13.5", "a creature in contact may shoot", (SHOOT_IN_CONTACT,)),
    Mutant(
        "friends-transparent",
        "LS1-13.4",
        "friendly bases do not block sight",
        (FRIENDS_TRANSPARENT,),
    ),
    Mutant(
        "hero-death-ignored", "LS1-18.1", "the game goes on without a hero", (HERO_DEATH_IGNORED,)
    ),
    Mutant("both-heroes-win", "LS1-18.2", "both heroes falling is a win", (BOTH_HEROES_WIN,)),
    Mutant(
        "mulligan-five",
        "LS1-5.4",
        "a mulligan puts back five",
        (MULLIGAN_FIVE,),
        "a hand holds four cards when the mulligan comes: five cannot be put back anyway",
    ),
    Mutant("deck-nineteen", "LS1-3.1", "a deck of 19 is legal", (DECK_NINETEEN,)),
    Mutant("third-characters", "LS1-3.5", "a third of characters is enough", (THIRD_CHARACTERS,)),
    Mutant(
        "any-faction-support", "LS1-3.3", "support cards of any faction", (ANY_FACTION_SUPPORT,)
    ),
    Mutant("wide-contact", "LS1-4.4", "bases 0.1 cm apart touch", (WIDE_CONTACT,)),
    Mutant(
        "through-friends", "LS1-10.3", "a move passes through friendly bases", (THROUGH_FRIENDS,)
    ),
    Mutant("free-cards", "LS1-7.6", "a card is played without the Prosperity", (FREE_CARDS,)),
    Mutant("edge-ignored", "LS1-8.1", "a summon need not touch its own edge", (EDGE_IGNORED,)),
)

REFERENCE = (
    Mutant(
        "sight-one-tangent",
        "LS1-13.3",
        "line of sight tries only the outer tangents of each pair",
        (
            edit(
                "geometry.py",
                "    for sa in (1.0, -1.0):\n        for sb in (1.0, -1.0):",
                "    for sa in (1.0,):\n        for sb in (1.0,):",
            ),
        ),
    ),
    Mutant(
        "sight-deep-graze",
        "LS1-C.24",
        "a line may pass 5 tolerances inside a base",
        (
            edit(
                "geometry.py",
                "ok &= np.hypot(px - t * dx, py - t * dy) >= disc.radius - tol",
                "ok &= np.hypot(px - t * dx, py - t * dy) >= disc.radius - 5 * tol",
            ),
        ),
    ),
    Mutant(
        "touch-late",
        "LS1-10.4",
        "the first touch is found on the far side of the base",
        (
            edit(
                "geometry.py",
                "return min(max(along - back, 0.0), length)",
                "return min(max(along + back, 0.0), length)",
            ),
        ),
    ),
    Mutant(
        "wide-contact",
        "LS1-4.4",
        "bases 0.1 cm apart touch",
        (WIDE_CONTACT,),
    ),
)

CONSISTENT = tuple(
    m
    for m in RULES
    if m.name
    in {
        "weakened-ignored",
        "summon-close",
        "no-backstab-leaving",
        "blocks-ignored",
        "no-prosperity",
        "replaced-relic-lost",
        "magic-stopped",
        "nine-creatures",
        "weapon-kept",
        "range-unchecked",
        "shoot-in-contact",
        "hero-death-ignored",
        "second-melee-attacks",
        "edge-ignored",
        "free-cards",
        "xl-runs",
    }
)
