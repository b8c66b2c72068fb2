"""The planted rule bugs of the classic edition, for ``python -m benchmarks.mutants --game classic``.

``RULES``: the mutation gate, one bug at a time in the engine's rules modules and ruleset
data, to be killed by the scenarios (English) and the unit tests alone. ``REFERENCE``:
one bug in each question the table's geometry answers, to be caught by the geometry's
unit tests and its two oracles (shapely and brute-force sampling).
``CONSISTENT``: bugs that the scenarios need not see, to be caught by the rules oracle and
the invariants of the seeded random games.
"""

from __future__ import annotations

from benchmarks.classic_bound_mutants import BOUNDS
from benchmarks.mutants import Mutant, Sources

GATE_TESTS = (
    "tests/scenarios/test_classic.py",
    "tests/engine/test_ls1_game.py",
    "tests/engine/test_ls1_refusals.py",
    "tests/engine/test_signum_damage.py",
)
PERFT_TESTS = ("tests/engine/test_ls1_geometry.py", "tests/proof/test_ls1_geometry_oracle.py")
ORACLE_TESTS = ("tests/proof/test_ls1_random_play.py",)

C = "engine/signum/classic/"
edit = Sources(C).edit


WEAKENED_IGNORED = edit(
    "creatures.py",
    "return ruleset.weakened_hit_faces if weakened(creature) else ruleset.hit_faces",
    "return ruleset.hit_faces",
)
SUMMON_CLOSE = edit(
    "summoning.py",
    "if not at_least(have, need, ruleset.tolerance):",
    "if not at_least(have, need - 3, ruleset.tolerance):",
)
XL_RUNS = edit(
    "distances.py",
    "return order[index + 1] if index + 1 < len(order) else None",
    "return order[min(index + 1, len(order) - 1)]",
)
NO_BACKSTAB_LEAVING = edit(
    "game.py",
    "        if leaves_contact(route.walked, radius, state.disc(e), tol)\n",
    "        if False\n",
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
    "damage.py",
    "Hit(damage.amount - len(points), magical=damage.magical)",
    "Hit(damage.amount - len(points))",
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
    "                state = use_weapon(state, creature, RelicClass.MELEE_WEAPON, weapon)",
    "                pass",
)
ORDER_REVERSED = edit(
    "damage.py",
    "    for card in order:\n        points += [card] * tokens[card]",
    "    for card in reversed(order):\n        points += [card] * tokens[card]",
)
RANGE_UNCHECKED = edit(
    "ranged.py",
    "if not at_most(distance, reach, state.ruleset.tolerance):",
    "if not at_most(distance, reach + 100, state.ruleset.tolerance):",
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
    "geometry/discs.py",
    "return at_most(abs(gap(a, b)), 0, tol)",
    "return at_most(abs(gap(a, b)), 0, 10 * tol)",
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
    "    if not at_most(abs(edge_gap(disc, edge, ruleset.table_size)), 0, tol):",
    "    if not at_most(abs(edge_gap(disc, edge, ruleset.table_size)), 10, tol):",
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
    *BOUNDS,
)

geometry = Sources(C + "geometry/").mutant


# One bug in each question the table's geometry answers, as a plausible slip would plant
# it; the first five are the defects the exact geometry fixed, planted back.
REFERENCE = (
    geometry(
        "sight-full-size",
        "LS1-C.24",
        "line of sight tries only lines tangent to the full-size bases and templates",
        "sight.py",
        "    found: list[Feature] = [(d.centre.x, d.centre.y, d.radius) for d in blockers.discs]\n"
        "    for wall in blockers.walls:\n"
        "        found.extend((p.x, p.y, 0.0) for p in inner_corners(wall, tol))",
        "    found: list[Feature] = [(d.centre.x, d.centre.y, d.radius + tol) for d in blockers.discs]\n"
        "    for wall in blockers.walls:\n"
        "        found.extend((p.x, p.y, 0.0) for p in wall.corners)",
    ),
    geometry(
        "sight-contact-blind",
        "LS1-C.24",
        "two bases in contact cannot see each other",
        "sight.py",
        "        return Sight(False) if blockers.block(point, point) else Sight(True, (point, point))",
        "        return Sight(False)",
    ),
    geometry(
        "sight-ends-free",
        "LS1-C.24",
        "a line's ends are cut free of templates (a base inside one sees out)",
        "sight.py",
        "        if ends is not None and not blockers.block(*ends):",
        "        cut = ends and tuple(\n"
        "            Point(p.x + (q.x - p.x) * 0.02 / max(math.dist(p, q), 0.04),\n"
        "                  p.y + (q.y - p.y) * 0.02 / max(math.dist(p, q), 0.04))\n"
        "            for p, q in (ends, ends[::-1]))\n"
        "        if ends is not None and not blockers.block(*cut):",
    ),
    geometry(
        "stop-at-closest",
        "LS1-C.21",
        "a move stops where the bases meet, or where a grazing path comes closest",
        "paths.py",
        "    reach = radius + other.radius + tol\n    px, py",
        "    reach = radius + other.radius\n    px, py",
    ),
    geometry(
        "leave-at-the-end",
        "LS1-C.32",
        "contact is left only if the base ends out of it",
        "paths.py",
        "    return any(not at_most(math.dist(p, other.centre), reach, tol) for p in walked)",
        "    return not at_most(math.dist(walked[-1], other.centre), reach, tol)",
    ),
    geometry(
        "gap-plus-radii",
        "LS1-C.3",
        "the gap is measured centre to edge",
        "discs.py",
        "    return math.dist(a.centre, b.centre) - a.radius - b.radius",
        "    return math.dist(a.centre, b.centre) - a.radius",
    ),
    geometry(
        "overlap-any",
        "LS1-C.2",
        "bases overlapping by less than the tolerance overlap",
        "discs.py",
        "    return not at_least(gap(a, b), 0, tol)",
        "    return gap(a, b) < 0",
    ),
    geometry(
        "edge-from-centre",
        "LS1-4.1",
        "a base's distance to an edge is from its centre",
        "discs.py",
        "    return centre_to_edge[edge] - disc.radius",
        "    return centre_to_edge[edge]",
    ),
    geometry(
        "template-off-table",
        "LS1-9.2",
        "a template may hang over the west edge",
        "templates.py",
        "    gaps = {Edge.SOUTH: south, Edge.NORTH: size - north, Edge.WEST: west, Edge.EAST: size - east}",
        "    gaps = {Edge.SOUTH: south, Edge.NORTH: size - north, Edge.WEST: 0, Edge.EAST: size - east}",
    ),
    geometry(
        "template-gap-to-centre",
        "LS1-9.2",
        "a template's gap to a base is to its centre",
        "templates.py",
        "    return disc_distance(template, disc.centre, disc.radius)",
        "    return disc_distance(template, disc.centre, 0.0)",
    ),
    geometry(
        "templates-by-corners",
        "LS1-9.3",
        "two templates are as far apart as their nearest corners",
        "polygons.py",
        "        min(point_segment_distance(p, c, d) for p in first.corners for c, d in second.edges),\n",
        "        min(math.dist(p, c) for p in first.corners for c, d in second.edges),\n",
    ),
    geometry(
        "inside-even-only",
        "LS1-C.24",
        "a point inside a concave template is found outside",
        "polygons.py",
        "            if x < crossing:\n                inside = not inside",
        "            if x < crossing:\n                inside = True",
    ),
    geometry(
        "deep-by-lines",
        "LS1-C.24",
        "a template's depth is measured to its edges' whole lines",
        "polygons.py",
        "    if length > 0:  # the band along the edge: 0 <= along <= length, |across| <= depth",
        "    if length > 0 and False:  # the band along the edge: 0 <= along <= length, |across| <= depth",
    ),
    geometry(
        "offset-one-side",
        "LS1-C.24",
        "a template's inner offset is taken outwards",
        "polygons.py",
        "    turn = 1.0 if polygon.area > 0 else -1.0  # inside is on the left of an anticlockwise edge",
        "    turn = -1.0 if polygon.area > 0 else 1.0  # inside is on the left of an anticlockwise edge",
    ),
    geometry(
        "sweep-centres",
        "LS1-10.3",
        "a move goes into a base only if it reaches its centre",
        "paths.py",
        "        if not at_least(segment_distance(start, end, other.centre), radius + other.radius, tol):",
        "        if not at_least(segment_distance(start, end, other.centre), radius, tol):",
    ),
    geometry(
        "path-last-leg",
        "LS1-10.2",
        "a path's length is its last stretch",
        "paths.py",
        "    return sum(math.dist(a, b) for a, b in pairwise((start, *waypoints)))",
        "    return math.dist((start, *waypoints)[-2], waypoints[-1])",
    ),
    geometry(
        "along-from-end",
        "LS1-10.4",
        "a stop is measured from the far end of the stretch",
        "paths.py",
        "    return Point(start.x + (end.x - start.x) * f, start.y + (end.y - start.y) * f)",
        "    return Point(end.x - (end.x - start.x) * f, end.y - (end.y - start.y) * f)",
    ),
    geometry(
        "sight-no-tangents",
        "LS1-13.3",
        "line of sight tries only the centres' line",
        "sight.py",
        "    if not blockers.discs and not blockers.walls:\n        return\n",
        "    return\n",
    ),
    geometry(
        "tolerance-twice",
        "LS1-C.2",
        "a length may fall short by twice the tolerance",
        "tolerance.py",
        "    return length >= need - tol - EPSILON",
        "    return length >= need - 2 * tol - EPSILON",
    ),
    Mutant("wide-contact", "LS1-4.4", "bases 0.1 cm apart touch", (WIDE_CONTACT,)),
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
        # at the bounds (issue 28): the offered actions and the effect clauses; the random
        # games never cast an armour spell on armour, nor check a card's exact cost
        "build-exact-refused",
        "fights-kept-waiting",
        "split-one-short",
    }
)
