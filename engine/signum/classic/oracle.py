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
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable
from itertools import pairwise

from engine.core.events import Event
from engine.signum.cards import CardType
from engine.signum.classic import actions as a
from engine.signum.classic.cards import (
    BuildingCard,
    CreatureCard,
    Effect,
    RelicCard,
    RelicClass,
    SpellCard,
    TacticCard,
    Target,
    TerrainCard,
)
from engine.signum.classic.ruleset import Reveal
from engine.signum.classic.state import (
    ChooseAbsorb,
    ChooseReveal,
    ChooseSplit,
    Creature,
    GameState,
    Phase,
)
from engine.signum.classic.table import Player, Point

ORDER = ("S", "M", "L", "XL")  # LS1-11.1: a Run goes one step up this list
WORDS = {  # LS1-2.6, LS1-C.20
    Target.CHARACTER: {CardType.CHARACTER},
    Target.HERO: {CardType.HERO},
    Target.CREATURE: {CardType.HERO, CardType.CHARACTER, CardType.MINION},
}


class OracleError(AssertionError):
    """An action did what the rules do not allow."""


def _require(condition: object, message: str) -> None:
    if not condition:
        raise OracleError(message)


# Plain geometry of round bases


def _radius(state: GameState, creature: Creature) -> float:
    card = state.cards[creature.card]
    assert isinstance(card, CreatureCard)
    return (card.base or state.ruleset.base_diameter) / 2


def _gap(state: GameState, one: Creature, other: Creature, at: Point | None = None) -> float:
    centre = at or one.at
    return math.dist(centre, other.at) - _radius(state, one) - _radius(state, other)


ROUNDING = 1e-9  # cm: a base stopped exactly at the tolerance is in contact, however it rounds


def _touching(state: GameState, one: Creature, other: Creature, at: Point | None = None) -> bool:
    return abs(_gap(state, one, other, at)) <= state.ruleset.tolerance + ROUNDING


def _enemies(state: GameState, creature: Creature) -> list[Creature]:
    return [c for c in state.creatures if c.owner is not creature.owner]


def _on_segment(p: Point, start: Point, end: Point, tol: float) -> float | None:
    """How far along the segment ``p`` lies, if it lies on it."""
    length = math.dist(start, end)
    if length == 0:
        return 0.0 if math.dist(p, start) <= tol else None
    along = ((p.x - start.x) * (end.x - start.x) + (p.y - start.y) * (end.y - start.y)) / length
    off = abs((p.x - start.x) * (end.y - start.y) - (p.y - start.y) * (end.x - start.x)) / length
    return along if off <= tol and -tol <= along <= length + tol else None


def _walked(start: Point, path: tuple[Point, ...], end: Point, tol: float) -> list[Point] | None:
    """The corners of ``path`` walked from ``start`` up to ``end``, ``end`` last (None:
    ``end`` is not on the path)."""
    walked, here = [start], start
    for corner in path:
        if _on_segment(end, here, corner, tol) is not None:
            return [*walked, end]
        walked.append(corner)
        here = corner
    return None


def _length(points: list[Point]) -> float:
    return sum(math.dist(p, q) for p, q in pairwise(points))


def _closest(points: list[Point], centre: Point) -> float:
    """The least distance from ``centre`` to the path through ``points``."""
    best = math.dist(points[0], centre)
    for p, q in pairwise(points):
        dx, dy = q.x - p.x, q.y - p.y
        span = dx * dx + dy * dy
        t = 0.0 if span == 0 else ((centre.x - p.x) * dx + (centre.y - p.y) * dy) / span
        t = min(1.0, max(0.0, t))
        best = min(best, math.hypot(p.x + t * dx - centre.x, p.y + t * dy - centre.y))
    return best


# Templates: corners in order, measured by plain arithmetic


def _template(card: TerrainCard, at: Point) -> list[tuple[float, float]]:
    return [(x + at.x, y + at.y) for x, y in card.shape]


def _winding(corners: list[tuple[float, float]], p: Point) -> int:
    """How many times the outline winds round ``p`` (0: outside)."""
    turns = 0
    for (ax, ay), (bx, by) in zip(corners, corners[1:] + corners[:1], strict=True):
        side = (bx - ax) * (p.y - ay) - (p.x - ax) * (by - ay)
        if ay <= p.y < by and side > 0:
            turns += 1
        elif by <= p.y < ay and side < 0:
            turns -= 1
    return turns


def _to_edge(p: tuple[float, float], a: tuple[float, float], b: tuple[float, float]) -> float:
    dx, dy = b[0] - a[0], b[1] - a[1]
    span = dx * dx + dy * dy
    t = 0.0 if span == 0 else ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / span
    t = min(1.0, max(0.0, t))
    return math.hypot(a[0] + t * dx - p[0], a[1] + t * dy - p[1])


def _template_to_point(corners: list[tuple[float, float]], p: Point) -> float:
    """The distance from ``p`` to the template: 0 inside it."""
    if _winding(corners, p):
        return 0.0
    edges = zip(corners, corners[1:] + corners[:1], strict=True)
    return min(_to_edge((p.x, p.y), a, b) for a, b in edges)


def _templates_apart(one: list[tuple[float, float]], other: list[tuple[float, float]]) -> float:
    """The distance between two templates: 0 when one holds a corner of the other or their
    edges cross; else the nearest corner-to-edge distance, either way."""
    if _winding(one, Point(*other[0])) or _winding(other, Point(*one[0])):
        return 0.0
    best = math.inf
    for first, second in ((one, other), (other, one)):
        for p, q in zip(second, second[1:] + second[:1], strict=True):
            for r, s in zip(first, first[1:] + first[:1], strict=True):
                if _cross(p, q, r, s):
                    return 0.0
            best = min(best, *(_to_edge(corner, p, q) for corner in first))
    return best


def _cross(
    a: tuple[float, float], b: tuple[float, float], c: tuple[float, float], d: tuple[float, float]
) -> bool:
    """Whether the segments ``ab`` and ``cd`` cross at a point inside both."""
    den = (b[0] - a[0]) * (d[1] - c[1]) - (b[1] - a[1]) * (d[0] - c[0])
    if den == 0:
        return False  # parallel: a shared stretch is found by the distances
    t = ((c[0] - a[0]) * (d[1] - c[1]) - (c[1] - a[1]) * (d[0] - c[0])) / den
    u = ((c[0] - a[0]) * (b[1] - a[1]) - (c[1] - a[1]) * (b[0] - a[0])) / den
    return 0 <= t <= 1 and 0 <= u <= 1


# What a creature lost


def _hero_tokens(state: GameState, creature: Creature) -> int:
    card = state.cards[creature.card]
    if not isinstance(card, CreatureCard) or card.type is not CardType.HERO:
        return 0
    return sum(r.tokens for r in state.camp(creature.owner).relics)


def _lost(before: GameState, after: GameState, creature: Creature) -> int | None:
    """Armour tokens, relic tokens and health the creature lost (None: it died)."""
    now = after.find(creature.id)
    if now is None:
        return None
    return (
        (creature.armour - now.armour)
        + (_hero_tokens(before, creature) - _hero_tokens(after, now))
        + (now.wounds - creature.wounds)
    )


def _took(
    before: GameState, after: GameState, creature: Creature, damage: int, magical: bool = False
) -> None:
    """The creature took exactly ``damage`` (LS1-14), or died of it (LS1-14.3)."""
    if after.pending and isinstance(after.pending[0], ChooseAbsorb):
        return  # the damage waits for the hero's player to order the relics
    lost = _lost(before, after, creature)
    card = before.cards[creature.card]
    assert isinstance(card, CreatureCard)
    if lost is None:
        left = card.health - creature.wounds
        shield = 0 if magical else creature.armour + _hero_tokens(before, creature)
        wounds = damage - min(shield, damage)  # armour absorbs first (LS1-14.2)
        _require(wounds >= left, f"{creature.card} died of {wounds} wounds with {left} health left")
        return
    _require(lost == damage, f"{creature.card} lost {lost} to {damage} damage")
    if magical:
        now = after.creature(creature.id)
        _require(now.wounds - creature.wounds == damage, "magic must pass armour by (LS1-14.4)")


def _hits(state: GameState, creature: Creature, faces: Iterable[str]) -> int:
    """LS1-12.4, LS1-12.5, LS1-C.5: hits on 4-6, or only 6 once wounded."""
    wanted = state.ruleset.weakened_hit_faces if creature.wounds else state.ruleset.hit_faces
    return sum(face in wanted for face in faces)


def _new_events(before: GameState, after: GameState, name: str) -> list[Event]:
    return [e for e in after.log[len(before.log) :] if e.name == name]


def _faces(event: Event, key: str) -> list[str]:
    text = str(event.get(key, ""))
    return text.split() if text else []


# The checks


def check_action(before: GameState, action: a.Action, after: GameState) -> None:
    """Raise OracleError if ``after`` is not what the rules make of ``action`` on ``before``."""
    _require(after.log[: len(before.log)] == before.log, "an action rewrote the log")
    _require(after.turn - before.turn in (0, 1), "more than one turn passed")
    if before.pending:
        _check_decision(before, action, after)
    elif isinstance(action, a.Move | a.Run):
        _check_move(before, action, after)
    elif isinstance(action, a.Fight):
        _check_fight(before, action, after)
    elif isinstance(action, a.Shoot):
        _check_shot(before, action, after)
    elif isinstance(action, a.Summon):
        _check_summon(before, action, after)
    elif isinstance(action, a.CastSpell):
        _check_spell(before, action, after)
    elif isinstance(action, a.Equip):
        _check_equip(before, action, after)
    elif isinstance(action, a.SetTactic):
        camp, now = before.camp(before.active), after.camp(before.active)
        _require(len(now.tactics) == len(camp.tactics) + 1, "a tactic lies face down (LS1-17.1)")
    elif isinstance(action, a.PlaceTerrain):
        _check_terrain(before, action, after)
    elif isinstance(action, a.Build | a.SkipBuilding):
        _check_building(before, action, after)
    elif isinstance(action, a.EndTurn):
        _check_next_turn(before, after)
    elif isinstance(action, a.PlaceHero):
        hero = after.creatures[-1]
        _require(
            abs(_edge_gap(after, hero, before.active)) <= before.ruleset.tolerance,
            "a hero touches its own edge (LS1-5.2)",
        )
    _check_victory(before, after)


def _edge_gap(state: GameState, creature: Creature, player: Player) -> float:
    y = creature.at.y if player is Player.SOUTH else state.ruleset.table_size - creature.at.y
    return y - _radius(state, creature)


def _check_move(before: GameState, action: a.Move | a.Run, after: GameState) -> None:
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


def _check_fight(before: GameState, action: a.Fight, after: GameState) -> None:
    attacker, target = before.creature(action.creature), before.creature(action.target)
    _require(attacker.owner is not target.owner, "a fight against a friend")
    _require(_touching(before, attacker, target), "a fight without contact (LS1-12.1)")
    _require(not attacker.ran, "a runner fought (LS1-11.2)")
    splits = [d for d in after.pending if isinstance(d, ChooseSplit)]
    if after.find(attacker.id) is not None and after.find(target.id) is not None:
        _require(
            splits and splits[0].creature == target.id, "the attacked side splits first (LS1-12.3)"
        )


def _strength(state: GameState, creature: Creature) -> int:
    card = state.cards[creature.card]
    assert isinstance(card, CreatureCard)
    total = card.strength
    if card.type is CardType.HERO:
        for relic in state.camp(creature.owner).relics:
            relic_card = state.cards[relic.card]
            assert isinstance(relic_card, RelicCard)
            total += relic_card.strength
    for player in Player:
        for lasting in state.camp(player).lasting:
            spell = state.cards[lasting.card]
            if lasting.target == creature.id and isinstance(spell, SpellCard):
                total += spell.amount
    return max(total, 0)


def _check_decision(before: GameState, action: a.Action, after: GameState) -> None:
    decision = before.pending[0]
    if isinstance(decision, ChooseSplit) and isinstance(action, a.Split):
        creature = before.creature(decision.creature)
        if creature.fights:
            _require(action.attack == 0, "a creature that fought already attacked (LS1-12.8)")
        _require(
            0 <= action.attack <= _strength(before, creature), "more dice than strength (LS1-12.3)"
        )
        if decision.creature == decision.melee.attacker:
            _check_melee(before, decision, action.attack, after)
    elif isinstance(decision, ChooseReveal):
        owner = before.camp(decision.owner)
        now = after.camp(decision.owner)
        _require(
            decision.card in (h.card for h in owner.tactics),
            "a tactic revealed that was not face down",
        )
        if isinstance(action, a.LetPass) and before.ruleset.tactic_reveal is Reveal.WAIT:
            _require(
                len(now.tactics) == len(owner.tactics),
                "under 'wait' a tactic let pass stays (LS1-C.8)",
            )
        else:
            _require(len(now.tactics) == len(owner.tactics) - 1, "the tactic leaves the table")
            _require(
                now.graveyard.count(decision.card) == owner.graveyard.count(decision.card) + 1,
                "a revealed or lost tactic goes to the Graveyard (LS1-17.4)",
            )
        card = before.cards[decision.card]
        subject = before.find(decision.subject)
        if isinstance(action, a.Reveal) and isinstance(card, TacticCard) and subject is not None:
            if card.effect is Effect.RETURN:
                _require(after.find(subject.id) is None, "the character went back to the hand")
                _require(
                    after.camp(subject.owner).hand.count(subject.card)
                    == before.camp(subject.owner).hand.count(subject.card) + 1,
                    "the character's card is back in its player's hand",
                )
            elif card.effect is Effect.DAMAGE:
                _took(before, after, subject, card.amount, card.magical)
    elif isinstance(decision, ChooseAbsorb) and isinstance(action, a.Absorb):
        # LS1-15.6, LS1-C.19: one token a point, from the relic named for that point, as
        # long as any relic holds one; the rest on the hero's own armour, then wounds.
        hero = before.creature(decision.damage.target)
        relics = {r.card: r.tokens for r in before.camp(hero.owner).relics}
        _require(
            len(action.points) == min(decision.damage.amount, sum(relics.values())),
            "the relics take one point for each token while any is left (LS1-15.6)",
        )
        for name in action.points:
            _require(relics.get(name, 0) > 0, f"{name} gave a token it did not have")
            relics[name] -= 1
        now = {r.card: r.tokens for r in after.camp(hero.owner).relics}
        for name, tokens in relics.items():
            _require(
                now.get(name, 0) == tokens,
                f"{name} holds {now.get(name, 0)} tokens, the choice gives {tokens}",
            )


def _check_melee(
    before: GameState, decision: ChooseSplit, attacker_attack: int, after: GameState
) -> None:
    melee = decision.melee
    attacker, defender = before.creature(melee.attacker), before.creature(melee.defender)
    defender_attack = melee.defender_attack or 0
    (event,) = _new_events(before, after, "melee")
    rolled = {
        k: _faces(event, k)
        for k in ("attacker_attack", "defender_attack", "attacker_defence", "defender_defence")
    }
    _require(
        len(rolled["attacker_attack"]) == attacker_attack, "the attacker rolled its attack dice"
    )
    _require(
        len(rolled["defender_attack"]) == defender_attack,
        "the attacked creature rolled its attack dice",
    )
    _require(
        len(rolled["attacker_defence"]) == _strength(before, attacker) - attacker_attack,
        "the attacker's other dice defend",
    )
    _require(
        len(rolled["defender_defence"]) == _strength(before, defender) - defender_attack,
        "the attacked creature's other dice defend",
    )
    blocks = before.ruleset.block_faces
    a_blocks = sum(f in blocks for f in rolled["attacker_defence"])
    d_blocks = sum(f in blocks for f in rolled["defender_defence"])
    on_defender = max(_hits(before, attacker, rolled["attacker_attack"]) - d_blocks, 0)
    on_attacker = max(_hits(before, defender, rolled["defender_attack"]) - a_blocks, 0)
    _require(
        (event["on_defender"], event["on_attacker"]) == (on_defender, on_attacker),
        "the hits left after the blocks (LS1-12.6)",
    )
    if not after.pending:
        _took(before, after, defender, on_defender)
        _took(before, after, attacker, on_attacker)
        for creature, attacked, named in (
            (attacker, attacker_attack, melee.attacker_weapon),
            (defender, defender_attack, melee.defender_weapon),
        ):
            _check_weapon(before, after, creature, RelicClass.MELEE_WEAPON, attacked > 0, named)


def _check_weapon(
    before: GameState,
    after: GameState,
    creature: Creature,
    kind: RelicClass,
    used: bool,
    named: str | None = None,
) -> None:
    """LS1-15.4, LS1-C.17: an attack with dice uses one weapon of its class, the one its
    player named if it named one."""
    card = before.cards[creature.card]
    if not isinstance(card, CreatureCard) or card.type is not CardType.HERO:
        return
    if after.find(creature.id) is None or after.is_over:
        return  # a fallen hero's relics went with it; at the end nothing more is counted

    def uses(state: GameState) -> int:
        return sum(
            r.uses
            for r in state.camp(creature.owner).relics
            if isinstance(c := state.cards[r.card], RelicCard) and c.relic_class is kind
        )

    _require(
        uses(before) - uses(after) == (1 if used and uses(before) else 0),
        f"{kind} weapon uses went {uses(before)} to {uses(after)}",
    )
    if used and named is not None:
        was = next(r.uses for r in before.camp(creature.owner).relics if r.card == named)
        now = next((r.uses for r in after.camp(creature.owner).relics if r.card == named), 0)
        _require(was - now == 1, f"{named} was named, yet another weapon was used (LS1-C.17)")


def _check_shot(before: GameState, action: a.Shoot, after: GameState) -> None:
    shooter, target = before.creature(action.creature), before.creature(action.target)
    ruleset = before.ruleset
    _require(not shooter.activated, "a shooter that moved or acted shot (LS1-13.1)")
    _require(
        not any(_touching(before, shooter, e) for e in _enemies(before, shooter)),
        "a shooter in contact shot (LS1-13.5)",
    )
    card = before.cards[shooter.card]
    assert isinstance(card, CreatureCard)
    shooting = None if action.weapon else card.shooting
    weapon = None
    if shooting is None:
        for relic in before.camp(shooter.owner).relics:
            relic_card = before.cards[relic.card]
            if (
                isinstance(relic_card, RelicCard)
                and relic_card.shooting
                and card.type is CardType.HERO
                and action.weapon in (None, relic.card)
            ):
                shooting, weapon = relic_card.shooting, relic_card
                break
    _require(shooting is not None, "a creature without a ranged attack shot (LS1-13.1)")
    assert shooting is not None
    _require(
        _gap(before, shooter, target) <= ruleset.distances[shooting.range] + ruleset.tolerance,
        "a shot beyond range (LS1-13.2)",
    )
    (event,) = _new_events(before, after, "shot")
    faces = _faces(event, "faces")
    _require(len(faces) == shooting.dice, "the shooter rolls its ranged dice (LS1-13.6)")
    _took(before, after, target, _hits(before, shooter, faces))
    if weapon is not None and not after.pending:
        _check_weapon(before, after, shooter, RelicClass.RANGED_WEAPON, True, action.weapon)


def _check_payment(before: GameState, after: GameState, card_cost: object, player: Player) -> None:
    cost = card_cost  # a Cost
    spent = before.camp(player).prosperity - after.camp(player).prosperity
    _require(
        spent == cost.prosperity,
        f"paid {spent} Prosperity for a cost of {cost.prosperity} (LS1-7.5)",
    )  # type: ignore[attr-defined]
    tapped_before = sum(b.tapped for b in before.camp(player).city)
    tapped_after = sum(b.tapped for b in after.camp(player).city)
    _require(
        tapped_after - tapped_before == len(cost.buildings),
        "one building tapped per symbol (LS1-7.5)",
    )  # type: ignore[attr-defined]


def _check_summon(before: GameState, action: a.Summon, after: GameState) -> None:
    player, ruleset = before.active, before.ruleset
    card = before.cards[action.card]
    _require(
        isinstance(card, CreatureCard) and card.type is CardType.CHARACTER,
        "only a character is summoned from the hand",
    )
    new = [c for c in after.creatures if before.find(c.id) is None]
    returned = after.camp(player).hand.count(action.card) == before.camp(player).hand.count(
        action.card
    )
    if returned and not new:
        return  # a tactic sent it back at once
    (creature,) = new
    _require(
        creature.at == action.at and creature.owner is player,
        "the summoned base stands where it was placed",
    )
    _require(
        abs(_edge_gap(before, creature, player)) <= ruleset.tolerance,
        "a summoned base touches its own edge (LS1-8.1)",
    )
    for enemy in before.creatures:
        if enemy.owner is not player:
            _require(
                _gap(before, creature, enemy) >= ruleset.distances["S"] - ruleset.tolerance,
                "a summon within S of an enemy (LS1-8.2)",
            )
    _require(creature.activated, "a summoned creature counts as activated (LS1-8.3)")
    _require(
        len(after.creatures_of(player)) <= ruleset.creature_limit,
        "more than eight creatures (LS1-8.4)",
    )
    _check_payment(before, after, card.cost, player)


def _check_spell(before: GameState, action: a.CastSpell, after: GameState) -> None:
    player = before.active
    card = before.cards[action.card]
    assert isinstance(card, SpellCard)
    graveyard = after.camp(player).graveyard.count(action.card) - before.camp(
        player
    ).graveyard.count(action.card)
    _require(
        graveyard == (0 if card.lasting else 1) or card.lasting,
        "a spell goes to the Graveyard unless it lasts (LS1-16)",
    )
    if action.target is not None and card.target is not None:
        target = before.creature(action.target)
        kind = before.cards[target.card].type
        _require(kind in WORDS[card.target], f"a {card.target} effect touched a {kind} (LS1-2.6)")
        if card.effect is Effect.DAMAGE:
            _took(before, after, target, card.amount, card.magical)
        elif card.effect is Effect.ARMOUR:
            _require(
                after.creature(target.id).armour == target.armour + card.amount,
                "an armour spell adds its tokens to those the creature has (LS1-16.1)",
            )
    _check_payment(before, after, card.cost, player)


def _check_equip(before: GameState, action: a.Equip, after: GameState) -> None:
    player = before.active
    hero = before.hero_of(player)
    _require(hero is not None, "only a hero wears relics (LS1-15.1)")
    assert hero is not None
    hero_card = before.cards[hero.card]
    assert isinstance(hero_card, CreatureCard)
    worn = Counter()
    for relic in after.camp(player).relics:
        relic_card = before.cards[relic.card]
        assert isinstance(relic_card, RelicCard)
        worn[relic_card.relic_class] += 1
    for relic_class, count in worn.items():
        _require(
            count <= hero_card.relic_slots.get(relic_class, 0),
            f"{count} relics of the class {relic_class} (LS1-15.2)",
        )
    card = before.cards[action.card]
    assert isinstance(card, RelicCard)
    same_class = [
        r.card
        for r in before.camp(player).relics
        if isinstance(c := before.cards[r.card], RelicCard) and c.relic_class is card.relic_class
    ]
    gone = action.replaces
    if gone is None and len(same_class) >= hero_card.relic_slots.get(card.relic_class, 0):
        # Every symbol taken and none named: only one relic may be the one replaced.
        _require(len(set(same_class)) == 1, "a replacement named no relic (LS1-15.3)")
        gone = same_class[0]  # the one candidate is implied (LS1-C.16)
    if gone is not None:
        _require(
            gone in after.camp(player).graveyard,
            "a replaced relic goes to the Graveyard (LS1-15.3)",
        )
    _check_payment(before, after, card.cost, player)


def _check_terrain(before: GameState, action: a.PlaceTerrain, after: GameState) -> None:
    player, ruleset, tol = before.active, before.ruleset, before.ruleset.tolerance
    _require(not before.camp(player).terrain_this_turn, "two terrain cards in one turn (LS1-9.1)")
    _require(before.camp(player).city, "terrain without a building (LS1-9.1)")
    card = before.cards[action.card]
    assert isinstance(card, TerrainCard)
    if card.unique:
        _require(
            action.card not in before.camp(player).played_terrain,
            "a unique terrain twice (LS1-9.4)",
        )
    shape = _template(card, action.at)
    west, east = min(x for x, _ in shape), max(x for x, _ in shape)
    south, north = min(y for _, y in shape), max(y for _, y in shape)
    size = ruleset.table_size
    _require(
        west >= -tol and south >= -tol and east <= size + tol and north <= size + tol,
        "a template off the table (LS1-9.2)",
    )
    own, other = (south, size - north) if player is Player.SOUTH else (size - north, south)
    _require(own >= ruleset.distances["S"] - tol, "a template within S of its own edge (LS1-9.3)")
    _require(
        other >= ruleset.distances["M"] - tol,
        "a template within M of the opponent's edge (LS1-9.3)",
    )
    for creature in before.creatures:
        _require(
            _template_to_point(shape, creature.at) > _radius(before, creature) + tol,
            "a template touching a base (LS1-9.2)",
        )
    for template in before.templates:
        laid = before.cards[template.card]
        assert isinstance(laid, TerrainCard)
        _require(
            _templates_apart(shape, _template(laid, template.at)) >= ruleset.distances["S"] - tol,
            "a template within S of another (LS1-9.3)",
        )
    _check_payment(before, after, card.cost, player)


def _check_building(before: GameState, action: a.Build | a.SkipBuilding, after: GameState) -> None:
    player = before.active
    gained = after.camp(player).prosperity - before.camp(player).prosperity
    _require(
        after.phase is Phase.ACTIVATION,
        "the activation phase follows the construction phase (LS1-6.1)",
    )
    if isinstance(action, a.SkipBuilding):
        _require(gained == 2, "building nothing brings 2 Prosperity (LS1-6.4)")
        return
    card = before.cards[action.card]
    assert isinstance(card, BuildingCard)
    _require(gained == -card.cost, "a building costs its Prosperity (LS1-7.2)")
    city = after.camp(player).city
    _require(
        len(city) == len(before.camp(player).city) + 1 and len(city) <= 12,
        "one building more, twelve at most (LS1-7.3)",
    )
    if card.unique:
        names = [b.card for b in city]
        _require(names.count(action.card) == 1, "a unique building twice (LS1-7.4)")
        _require(
            card.kind not in before.camp(player).destroyed_unique,
            "a destroyed unique building rebuilt (LS1-7.4)",
        )


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
