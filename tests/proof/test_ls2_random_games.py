"""Seeded random games of Warseer, every state and action checked.

:mod:`engine.signum.warseer.proof` runs each game over its own generated pool of
characters (random keywords and critical effects): the invariants at every state (no two
creatures on one hex, wounds below Health for the living, Power at most 10, at most three
relics and no two alike, at most one Stun, Poison and Disease token, VP equal to what the
Hall of Fame holds, every card conserved across the zones), the rules oracle on every
action applied (Power from the Income of History at turn start, summons, spells, relics,
feats, the destroyed creatures and the endings), and random illegal actions refused with
an LS2 rule, leaving the state as it was. A thousand games: most from setup through each
player's first turn, one in twenty for ten turns with choices leaning towards attacks
(the armies meet), then a few long games played to their ending.
"""

from __future__ import annotations

import functools

import pytest

from engine.signum.warseer.proof import Plan, Tally, checked_game

SHORT = Plan(max_turns=2, probes=1, text_every=25)
MEDIUM = Plan(max_turns=10, probes=1, text_every=25, eager=True)
LONG = Plan(max_turns=40, probes=1, text_every=25, eager=True)
QUICK_DUEL = Plan(max_turns=40, probes=1, text_every=25, eager=True, vp_target=6)
CHUNKS, GAMES = 4, 1000


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_a_thousand_seeded_games_keep_every_rule(chunk: int) -> None:
    tally = Tally()
    for seed in range(chunk, GAMES, CHUNKS):
        checked_game(seed, MEDIUM if seed % 80 < CHUNKS else SHORT, tally)
    assert tally.games == GAMES // CHUNKS
    assert tally.refused > 0.8 * tally.probes  # the probes are mostly illegal, and refused
    for kind in ("ReturnCards", "Summon", "Activate", "Move", "Run", "Attack", "EndTurn"):
        assert tally.kinds[kind], f"no {kind} in {dict(tally.kinds)}"
    for kind in ("CastSpell", "Equip", "UseRelic", "LayTerrain", "PlayFeat", "Pass"):
        assert tally.kinds[kind], f"no {kind} in {dict(tally.kinds)}"


@functools.cache
def long_games() -> Tally:
    """Nine long games, each action through the oracle and each state through the
    invariants; three with a low VP target, to reach that ending too."""
    tally = Tally()
    for seed in range(6):
        checked_game(seed, LONG, tally)
    for seed in range(6, 9):
        checked_game(seed, QUICK_DUEL, tally)
    return tally


def test_long_games_keep_every_rule_to_their_endings() -> None:
    """A rules check: the oracle and the invariants hold at every state of nine long games."""
    assert long_games().games == 9


def test_smoke_long_games_reach_their_endings() -> None:
    """A smoke test: how the seeded games end is luck (``benchmarks.mutants`` deselects it)."""
    tally = long_games()
    assert tally.finished == 9, tally.results
    for kind in ("PlayFeat", "DiscardFeat", "UseRelic", "UseBuilding", "LayTerrain"):
        assert tally.kinds[kind], f"no {kind} in {dict(tally.kinds)}"
    for event in ("eliminated", "feat_face_down", "game_over", "push", "relic_gone", "last_feat"):
        assert tally.events[event], f"no {event} in {dict(tally.events)}"
    assert set(tally.endings) == {"last feat", "hero destroyed", "victory points"}, tally.endings
