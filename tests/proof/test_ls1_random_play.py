"""Seeded random games of the classic edition, every state and action checked.

:mod:`engine.signum.classic.proof` runs each game: the invariants at every state (bases on
the table and apart, at most eight creatures, ten cards in hand, twelve buildings,
Prosperity at least 0, relic slots kept, Battle Deck cards conserved), the rules oracle on
every action applied, random illegal actions refused with an LS1 rule and leaving the
state as it was. A thousand games from the opening through two turns of each player,
then a few long games whose choices lean towards combat, played until a hero falls or
forty turns pass.
"""

from __future__ import annotations

import pytest

from engine.signum.classic.proof import Plan, Tally, checked_game

SHORT = Plan(max_turns=4, probes=1)
LONG = Plan(max_turns=40, eager=True, probes=1, sample=1)
CHUNKS, GAMES = 10, 1000


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_a_thousand_seeded_openings_keep_every_rule(chunk: int) -> None:
    tally = Tally()
    for seed in range(chunk, GAMES, CHUNKS):
        checked_game(seed, SHORT, tally)
    assert tally.games == GAMES // CHUNKS
    assert tally.refused > 0.5 * tally.probes  # the probes are mostly illegal, and refused
    assert tally.accepted > 0  # and some were legal paths nobody listed, judged by the oracle
    for kind in (
        "PlaceHero",
        "Mulligan",
        "Build",
        "SkipBuilding",
        "Summon",
        "PlaceTerrain",
        "Move",
        "Run",
    ):
        assert tally.kinds[kind], f"no {kind} in {dict(tally.kinds)}"


# Seed 5: a hero's player names the relic for one hit, and a second hit of the same action
# lands on the relic left (the oracle once counted that second token as the choice's).
@pytest.mark.parametrize("seed", [1, 3, 4, 5, 7, 11])
def test_long_games_fight_to_the_end_keeping_every_rule(seed: int) -> None:
    tally = Tally()
    checked_game(seed, LONG, tally)
    assert tally.kinds["Fight"] + tally.kinds["Shoot"], dict(tally.kinds)


def test_smoke_the_long_games_reach_combat_tactics_and_victories() -> None:
    """Four more long games, three ending with a fallen hero, reaching the rare paths.

    A smoke test: how the seeded games end is luck, so no rules mutant may count as killed
    here (``python -m benchmarks.mutants`` deselects it).
    """
    tally = Tally()
    for seed in (0, 4, 6, 9):
        checked_game(seed, LONG, tally)
    assert tally.finished >= 3, tally.results
    for event in ("relic_replaced", "relic_destroyed", "returned_to_hand", "weapon_used", "death"):
        assert tally.events[event], f"no {event} in {dict(tally.events)}"
    for kind in ("Fight", "Shoot", "Split", "Absorb", "Reveal", "LetPass", "Equip", "CastSpell"):
        assert tally.kinds[kind], f"no {kind} in {dict(tally.kinds)}"
