"""The classic edition's mutants at the numeric bounds (issue 28): one slip at each bound.

Each turns an inclusive comparison strict (or the reverse), flips the sign of the 0.01 cm
tolerance, or sets a value that an effect should add to. ``benchmarks/bounds.toml`` names,
for each bound, the mutant planted at it; the scenarios listed there kill it.
"""

from __future__ import annotations

from benchmarks.mutants import Sources

mutant = Sources("engine/signum/classic/").mutant


BOUNDS = (
    mutant(
        "range-tolerance-flipped",
        "LS1-13.2",
        "a shot must fall 0.01 cm short of the range",
        "ranged.py",
        "if not at_most(distance, reach, state.ruleset.tolerance):",
        "if not at_most(distance, reach, -state.ruleset.tolerance):",
    ),
    mutant(
        "range-strict",
        "LS1-13.2",
        "a target exactly at the range is out of it",
        "ranged.py",
        "if not at_most(distance, reach, state.ruleset.tolerance):",
        "if not distance < reach:",
    ),
    mutant(
        "tolerance-tenfold-smaller",
        "LS1-C.24",
        "the tolerance is 0.001 cm",
        "ruleset.py",
        "TOLERANCE = 0.01",
        "TOLERANCE = 0.001",
    ),
    mutant(
        "armour-spell-sets",
        "LS1-16.1",
        "an armour spell sets the tokens instead of adding them",
        "spells.py",
        "armour=creature.armour + card.amount",
        "armour=card.amount",
    ),
    mutant(
        "build-exact-refused",
        "LS1-7.2",
        "a building cannot be built with exactly its cost",
        "city.py",
        "if card.cost > camp.prosperity:",
        "if card.cost >= camp.prosperity:",
    ),
    mutant(
        "card-exact-refused",
        "LS1-7.6",
        "a card cannot be played with exactly its cost",
        "city.py",
        "if cost.prosperity > prosperity:",
        "if cost.prosperity >= prosperity:",
    ),
    mutant(
        "fights-kept-waiting",
        "LS1-12.8",
        "the waiting player's creatures keep their fight count at a new turn",
        "turn.py",
        "        else replace(c, fights=0)\n",
        "        else c\n",
    ),
    mutant(
        "move-tolerance-flipped",
        "LS1-10.2",
        "a move must fall 0.01 cm short of its distance",
        "movement.py",
        "if not at_most(length, limit, tol):",
        "if not at_most(length, limit, -tol):",
    ),
    mutant(
        "summon-gap-flipped",
        "LS1-8.2",
        "a summon must stand 0.01 cm further than S from an enemy",
        "summoning.py",
        "if not at_least(have, need, ruleset.tolerance):",
        "if not at_least(have, need, -ruleset.tolerance):",
    ),
    mutant(
        "terrain-edge-flipped",
        "LS1-9.3",
        "a template must lie 0.01 cm further than its edge gap",
        "terrain.py",
        "        if not at_least(have, need, tol):\n",
        "        if not at_least(have, need, -tol):\n",
    ),
    mutant(
        "terrain-gap-flipped",
        "LS1-9.3",
        "two templates must lie 0.01 cm further apart than S",
        "terrain.py",
        "if not templates_apart(shape, laid, need, tol):",
        "if not templates_apart(shape, laid, need, -tol):",
    ),
    mutant(
        "relic-slot-extra",
        "LS1-15.3",
        "a full class of symbols takes one relic more",
        "relics.py",
        "    if len(worn) < slots:\n",
        "    if len(worn) <= slots:\n",
    ),
    mutant(
        "deck-forty-refused",
        "LS1-3.1",
        "a deck of 40 is too large",
        "decks.py",
        "if not ruleset.deck_min <= size <= ruleset.deck_max:",
        "if not ruleset.deck_min <= size < ruleset.deck_max:",
    ),
    mutant(
        "copies-at-limit-refused",
        "LS1-3.2",
        "a deck may not reach the limit of copies of one card",
        "decks.py",
        "if kinds[name] in DECK_TYPES and n > limit:",
        "if kinds[name] in DECK_TYPES and n >= limit:",
    ),
    mutant(
        "half-characters-refused",
        "LS1-3.5",
        "a deck with exactly half characters is refused",
        "decks.py",
        "if 2 * len(characters) < size:",
        "if 2 * len(characters) <= size:",
    ),
    mutant(
        "split-one-short",
        "LS1-12.3",
        "a creature cannot put all its dice into attack",
        "melee.py",
        "    return range(0, strength(state, creature) + 1)",
        "    return range(0, strength(state, creature))",
    ),
)
