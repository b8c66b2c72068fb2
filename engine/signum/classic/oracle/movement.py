"""A move or a run, checked from the rule text: the allowance, the table, the first touch
of a new enemy, the Backstabs of leaving and running into contact (LS1-10, LS1-11)."""

from __future__ import annotations

import math

from engine.signum.classic import actions as a
from engine.signum.classic.cards import CreatureCard
from engine.signum.classic.oracle.damage import _hits, _new_events, _require, _took
from engine.signum.classic.oracle.geometry import (
    _closest,
    _enemies,
    _length,
    _radius,
    _touching,
    _walked,
)
from engine.signum.classic.state import ChooseAbsorb, GameState

ORDER = ("S", "M", "L", "XL")  # LS1-11.1: a Run goes one step up this list


def check_move(before: GameState, action: a.Move | a.Run, after: GameState) -> None:
    mover = before.creature(action.creature)
    ruleset, tol = before.ruleset, before.ruleset.tolerance
    card = before.cards[mover.card]
    assert isinstance(card, CreatureCard)
    step = ORDER.index(card.movement)
    run = isinstance(action, a.Run)
    _require(not (run and step == len(ORDER) - 1), "an XL creature ran (LS1-11.1)")
    allowance = ruleset.distances[ORDER[step + 1] if run else ORDER[step]]
    start_contacts = {e.id for e in _enemies(before, mover) if _touching(before, mover, e)}
    now = after.find(mover.id)
    stabs = [e for e in _new_events(before, after, "backstab") if e["victim"] == mover.id]
    for other in before.creatures:
        moved = after.find(other.id)
        if other.id != mover.id and moved is not None:
            _require(
                moved.at == other.at, f"{other.card} moved though {mover.card} was the one moving"
            )
    if after.resolving is not None:  # a Backstab waits for the hero's order of relics
        _require(
            after.pending and isinstance(after.pending[0], ChooseAbsorb), "damage waits for nothing"
        )
        return
    if now is None:  # killed by the Backstabs of leaving contact: it died where it stood
        enemies = {e.id for e in _enemies(before, mover)}
        _require(
            stabs and all(e["striker"] in enemies for e in stabs),
            "a mover vanished without a Backstab",
        )
        return
    end = now.at
    walked = _walked(mover.at, action.path, end, tol * 10)
    _require(walked is not None, f"{mover.card} ended at {end}, off its path")
    assert walked is not None
    length = _length(walked)
    _require(
        length <= allowance + tol, f"{mover.card} went {length:.3f} cm with {allowance} allowed"
    )
    radius = _radius(before, mover)
    size = ruleset.table_size
    _require(
        radius - tol <= end.x <= size - radius + tol
        and radius - tol <= end.y <= size - radius + tol,
        "the base left the table (LS1-10.2)",
    )
    new_contacts = set()
    for enemy in _enemies(before, mover):
        if enemy.id in start_contacts:
            continue
        reach = radius + _radius(before, enemy) + tol
        # LS1-C.21: the move ends at the first point within the tolerance of a new enemy.
        _require(
            _closest(walked, enemy.at) >= reach - 1e-6,
            f"{mover.card} walked on past its first touch of {enemy.card} (LS1-C.21)",
        )
        if _touching(before, mover, enemy, end):
            new_contacts.add(enemy.id)
    if math.dist(end, action.path[-1]) > tol * 10:
        _require(new_contacts, "a move cut short touches no new enemy (LS1-10.4, LS1-C.21)")
    # LS1-C.32: an enemy is left if the base is out of contact with it anywhere on the way.
    left = {
        e
        for e in start_contacts
        if any(not _touching(before, mover, before.creature(e), p) for p in walked)
    }
    expected = len(left) + (len(new_contacts) if run else 0)
    _require(
        len(stabs) == expected,
        f"{len(stabs)} Backstabs, the rules give {expected} (LS1-11.3, LS1-11.4, LS1-C.32)",
    )
    hits = 0
    for stab in stabs:
        striker = before.creature(int(stab["striker"]))
        hits += _hits(before, striker, [str(stab["face"])])
    _took(before, after, mover, hits)
    if not after.is_over and not after.pending:
        if run:
            _require(after.current is None, "a runner's activation is over (LS1-11.2)")
        else:
            in_contact = any(_touching(before, mover, e, end) for e in _enemies(before, mover))
            _require(
                (after.current == mover.id) == in_contact,
                "a walker in contact may still fight (LS1-12.1)",
            )
