"""The rules oracle on what is offered: the actions of a kind that the rule text allows,
worked out here and compared with :func:`~engine.signum.classic.game.legal_actions`.

Like :mod:`engine.signum.classic.oracle` it asks none of the engine's rules modules: the
clauses restate the rules from the cards' printed values, the ruleset's numbers and plain
arithmetic. :func:`check_offered` runs at every state the proof visits:

- **Buildings** (construction phase): ``Build`` is offered for exactly the building
  cards brought whose cost is at most the Prosperity (LS1-7.2), while the City holds
  fewer than twelve (LS1-7.3), and for a unique building only when it was never
  destroyed and does not stand (LS1-7.4); building nothing is always offered (LS1-6.4).
- **Melee** (activation phase): the enemies a creature may fight are exactly the enemies
  its base touches within the tolerance (LS1-12.1, LS1-4.4), for the creature acting now
  and for every creature not yet activated (LS1-6.6); a runner fights no one (LS1-11.2).
- **Shots**: every shot offered is by a creature not yet activated, with a ranged
  attack, touching no enemy, at an enemy no further than its range plus the tolerance
  (LS1-13.1, LS1-13.2, LS1-13.5); and every enemy in range is offered to such a shooter
  whenever the line between the centres of the two bases passes clear of every other base
  and every template (LS1-13.3, LS1-13.4), a line no rule can block.
- **The split** (a melee waiting for dice): a creature that has not fought this turn may
  put 0 to its strength in dice into attack; one that has fought, none (LS1-12.3,
  LS1-12.8). The strength is the oracle's: the card's, a hero's relics, lasting spells.
"""

from __future__ import annotations

import math

from engine.signum.classic import actions as a
from engine.signum.classic.cards import BuildingCard, CreatureCard
from engine.signum.classic.oracle.combat import _strength
from engine.signum.classic.oracle.damage import OracleError
from engine.signum.classic.oracle.geometry import _gap, _template, _touching
from engine.signum.classic.state import ChooseSplit, Creature, GameState, Phase
from engine.signum.classic.table import Point

CITY_LIMIT = 12  # LS1-7.3


def _require(condition: object, message: str) -> None:
    if not condition:
        raise OracleError(message)


def check_offered(state: GameState, actions: list[a.Action]) -> None:
    """Raise :class:`OracleError` where ``actions`` differ from what the rules allow."""
    if state.is_over:
        return
    if state.pending:
        decision = state.pending[0]
        if isinstance(decision, ChooseSplit):
            _check_split(state, decision.creature, actions)
        return
    if state.phase is Phase.CONSTRUCTION:
        _check_buildings(state, actions)
    elif state.phase is Phase.ACTIVATION:
        _check_fights(state, actions)
        _check_shots(state, actions)


def _check_buildings(state: GameState, actions: list[a.Action]) -> None:
    camp = state.camp(state.active)
    allowed = set()
    for name in set(camp.buildings):
        card = state.cards[name]
        assert isinstance(card, BuildingCard)
        standing = {state.cards[b.card].kind for b in camp.city}  # type: ignore[union-attr]
        if card.cost > camp.prosperity or len(camp.city) >= CITY_LIMIT:
            continue
        if card.unique and (card.kind in camp.destroyed_unique or card.kind in standing):
            continue
        allowed.add(name)
    offered = {x.card for x in actions if isinstance(x, a.Build)}
    _require(
        offered == allowed,
        f"buildings offered {sorted(offered)}, the rules allow {sorted(allowed)} "
        "(LS1-7.2, LS1-7.3, LS1-7.4)",
    )
    _require(a.SkipBuilding() in actions, "building nothing is not offered (LS1-6.4)")


def _enemies(state: GameState, creature: Creature) -> list[Creature]:
    return [c for c in state.creatures if c.owner is not creature.owner]


def _check_fights(state: GameState, actions: list[a.Action]) -> None:
    acting = [c for c in state.creatures_of(state.active) if not c.activated]
    if state.current is not None:
        acting.append(state.creature(state.current))
    for creature in acting:
        allowed = (
            set()
            if creature.ran
            else {e.id for e in _enemies(state, creature) if _touching(state, creature, e)}
        )
        offered = {
            x.target for x in actions if isinstance(x, a.Fight) and x.creature == creature.id
        }
        _require(
            offered == allowed,
            f"creature {creature.id} is offered fights with {sorted(offered)}, "
            f"the rules allow {sorted(allowed)} (LS1-12.1, LS1-11.2)",
        )


def _check_shots(state: GameState, actions: list[a.Action]) -> None:
    tol = state.ruleset.tolerance
    for shot in (x for x in actions if isinstance(x, a.Shoot)):
        shooter, target = state.creature(shot.creature), state.creature(shot.target)
        _require(not shooter.activated, "a shot offered to a creature that acted (LS1-13.1)")
        _require(target.owner is not shooter.owner, "a shot offered at a friend (LS1-13.2)")
        _require(
            not any(_touching(state, shooter, e) for e in _enemies(state, shooter)),
            "a shot offered to a creature in contact (LS1-13.5)",
        )
    if state.current is not None:
        return
    for shooter in state.creatures_of(state.active):
        card = state.cards[shooter.card]
        assert isinstance(card, CreatureCard)
        if shooter.activated or card.shooting is None or card.relic_slots:
            continue  # heroes shoot with relics, named: their shots are checked above only
        if any(_touching(state, shooter, e) for e in _enemies(state, shooter)):
            continue
        reach = state.ruleset.distances[card.shooting.range] + tol
        offered = {x.target for x in actions if isinstance(x, a.Shoot) and x.creature == shooter.id}
        for enemy in _enemies(state, shooter):
            distance = _gap(state, shooter, enemy)
            if enemy.id in offered:
                _require(distance <= reach, f"a shot offered {distance:.3f} cm away (LS1-13.2)")
            elif distance <= reach - 2 * tol and _clear(state, shooter, enemy):
                raise OracleError(
                    f"no shot offered from creature {shooter.id} at creature {enemy.id}, "
                    f"{distance:.3f} cm away in plain sight (LS1-13.2, LS1-13.3)"
                )


def _clear(state: GameState, one: Creature, other: Creature) -> bool:
    """Whether the centre line passes well clear of every other base and every template."""
    p, q = one.at, other.at
    for creature in state.creatures:
        if creature.id in (one.id, other.id):
            continue
        if _to_segment(creature.at, p, q) <= _radius(state, creature) + 0.1:
            return False
    for template in state.templates:
        corners = _template(state.cards[template.card], template.at)  # type: ignore[arg-type]
        xs, ys = [c[0] for c in corners], [c[1] for c in corners]
        across = max(p.x, q.x) >= min(xs) - 0.1 and min(p.x, q.x) <= max(xs) + 0.1
        if across and max(p.y, q.y) >= min(ys) - 0.1 and min(p.y, q.y) <= max(ys) + 0.1:
            return False  # near a template: the engine's geometry decides, not checked
    return True


def _radius(state: GameState, creature: Creature) -> float:
    card = state.cards[creature.card]
    assert isinstance(card, CreatureCard)
    return (card.base or state.ruleset.base_diameter) / 2


def _to_segment(c: Point, p: Point, q: Point) -> float:
    dx, dy = q.x - p.x, q.y - p.y
    length = dx * dx + dy * dy
    t = 0.0 if length == 0 else max(0.0, min(1.0, ((c.x - p.x) * dx + (c.y - p.y) * dy) / length))
    return math.dist(c, (p.x + t * dx, p.y + t * dy))


def _check_split(state: GameState, creature_id: int, actions: list[a.Action]) -> None:
    creature = state.creature(creature_id)
    allowed = {0} if creature.fights else set(range(_strength(state, creature) + 1))
    offered = {x.attack for x in actions if isinstance(x, a.Split)}
    _require(
        offered == allowed,
        f"creature {creature.id} may put {sorted(offered)} dice into attack, "
        f"the rules allow {sorted(allowed)} (LS1-12.3, LS1-12.8)",
    )
