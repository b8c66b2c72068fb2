"""The rules oracle: what an applied action must have done, written from the rule text.

Nothing here asks the engine's rules modules (geometry, movement, backstab, melee,
ranged, damage, city, summoning, terrain, relics, spells, tactics, turn, victory). Each
check restates a rule of the classic pages in plain arithmetic of its own (templates
included), from the cards' printed values and the ruleset's numbers, so that a
mistake in the engine cannot also be a mistake here. :func:`check_action` runs on every
action the proof applies:

- a move or a run: the path is no longer than the movement (one step more for a run,
  never for XL), the base ends on the table, touching no base it overlaps; the walked
  path never comes within the tolerance of an enemy it did not touch at the start but at
  its end, and a path cut short ends touching one (LS1-10, LS1-11.1, LS1-C.21); one
  Backstab die for each enemy the base is out of contact with anywhere on the way and,
  for a runner, each enemy run into, hitting on the striker's faces (LS1-11.3–11.5,
  LS1-C.32); only the mover moves;
- a melee combat: the dice counts are the split, the hits and blocks are the faces'
  (LS1-12.3–12.6), the damage is what is left, on both at once (LS1-12.7); a creature that
  fought already put no die into attack (LS1-12.8); a hero that rolled attack dice used
  its melee weapon (LS1-15.4, LS1-C.17);
- a shot: no move, no contact, within range, as many dice as the card gives, each hit
  1 damage (LS1-13);
- a spell: its word (LS1-2.6); damage taken as the card says; an armour spell adds its
  tokens to those the creature has (LS1-16.1);
- the beginning phase of the next turn: 1 Prosperity, the City untapped, the creatures
  ready, the fight count of every creature of both players back to none (LS1-6.2,
  LS1-12.8), the draw after a discard at ten (LS1-6.3);
- summoning, terrain, building, relics, tactics with the reveal option, the mulligan,
  victory.

:mod:`engine.signum.classic.offered` checks the other way round: what ``legal_actions``
offers at a state, against what the rules allow.

Damage is checked as a whole: what a creature lost in armour tokens, relic tokens and
health together equals the damage the rules give it (or it died).

The checks stand by the rules' chapters: :mod:`.movement`, :mod:`.combat` (melee, shots,
weapons), :mod:`.cards` (playing a card and paying for it), and here the turn and victory;
:mod:`.damage` and :mod:`.geometry` are their own arithmetic. The underscored names are
the package's own.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.signum.cards import CardType
from engine.signum.classic import actions as a
from engine.signum.classic.oracle.cards import (
    check_building,
    check_equip,
    check_spell,
    check_summon,
    check_terrain,
)
from engine.signum.classic.oracle.combat import check_decision, check_fight, check_shot
from engine.signum.classic.oracle.damage import OracleError, _require
from engine.signum.classic.oracle.geometry import _edge_gap
from engine.signum.classic.oracle.movement import check_move
from engine.signum.classic.state import GameState, Phase

__all__ = ["OracleError", "check_action"]


# The checks


def check_action(before: GameState, action: a.Action, after: GameState) -> None:
    """Raise OracleError if ``after`` is not what the rules make of ``action`` on ``before``."""
    _require(after.log[: len(before.log)] == before.log, "an action rewrote the log")
    _require(after.turn - before.turn in (0, 1), "more than one turn passed")
    if before.pending:
        check_decision(before, action, after)
    elif (check := CHECKS.get(type(action))) is not None:
        check(before, action, after)
    _check_victory(before, after)


def _check_tactic(before: GameState, action: a.SetTactic, after: GameState) -> None:
    camp, now = before.camp(before.active), after.camp(before.active)
    _require(len(now.tactics) == len(camp.tactics) + 1, "a tactic lies face down (LS1-17.1)")


def _check_hero(before: GameState, action: a.PlaceHero, after: GameState) -> None:
    hero = after.creatures[-1]
    _require(
        abs(_edge_gap(after, hero, before.active)) <= before.ruleset.tolerance,
        "a hero touches its own edge (LS1-5.2)",
    )


def _check_end_turn(before: GameState, action: a.EndTurn, after: GameState) -> None:
    _check_next_turn(before, after)


def _check_next_turn(before: GameState, after: GameState) -> None:
    """LS1-6.1, LS1-6.2, LS1-6.3: the other player's beginning phase."""
    player = before.active.opponent
    _require(
        after.active is player and after.phase is Phase.CONSTRUCTION,
        "the other player's turn begins",
    )
    old, new = before.camp(player), after.camp(player)
    _require(new.prosperity == old.prosperity + 1, "the beginning phase brings 1 Prosperity")
    _require(not any(b.tapped for b in new.city), "the beginning phase untaps the City")
    _require(
        not any(c.activated for c in after.creatures_of(player)),
        "the beginning phase readies the creatures",
    )
    _require(
        not any(c.fights for c in after.creatures),
        "a new turn: every creature, of either player, may fight again (LS1-12.8)",
    )
    discarded = len(old.hand) >= 10
    drew = 1 if len(old.deck) else 0
    _require(
        len(new.hand) == len(old.hand) - discarded + drew,
        "draw one card, after discarding at ten (LS1-6.3)",
    )
    _require(
        len(new.graveyard) == len(old.graveyard) + discarded,
        "the discarded card goes to the Graveyard",
    )
    _require(len(new.hand) <= 10, "ten cards at most in hand (LS1-6.3)")


def _check_victory(before: GameState, after: GameState) -> None:
    """LS1-18: a hero destroyed loses at once; both at once is a draw."""
    fallen = [
        c.owner
        for c in before.creatures
        if before.cards[c.card].type is CardType.HERO and after.find(c.id) is None
    ]
    if not fallen:
        _require(not after.is_over or before.is_over, "the game ended with both heroes alive")
        return
    _require(after.is_over, "a hero fell and the game went on (LS1-18.1)")
    if len(fallen) == 2:
        _require(after.drawn, "both heroes fell: a draw (LS1-18.2)")
    else:
        _require(after.winner is fallen[0].opponent, "the other player wins (LS1-18.1)")


CHECKS: dict[type, Callable[[GameState, Any, GameState], None]] = {
    a.Move: check_move,
    a.Run: check_move,
    a.Fight: check_fight,
    a.Shoot: check_shot,
    a.Summon: check_summon,
    a.CastSpell: check_spell,
    a.Equip: check_equip,
    a.SetTactic: _check_tactic,
    a.PlaceTerrain: check_terrain,
    a.Build: check_building,
    a.SkipBuilding: check_building,
    a.EndTurn: _check_end_turn,
    a.PlaceHero: _check_hero,
}
"""The check of each kind of action the active player takes (a decision has its own)."""
