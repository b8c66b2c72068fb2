"""Playing a card, checked from the rule text: its payment (LS1-7.5), a summon (LS1-8), a
spell (LS1-16), a relic (LS1-15), terrain (LS1-9), a building (LS1-7)."""

from __future__ import annotations

from collections import Counter

from engine.signum.cards import CardType
from engine.signum.classic import actions as a
from engine.signum.classic.cards import (
    BuildingCard,
    CreatureCard,
    Effect,
    RelicCard,
    SpellCard,
    Target,
    TerrainCard,
)
from engine.signum.classic.oracle.damage import _require, _took
from engine.signum.classic.oracle.geometry import (
    _edge_gap,
    _gap,
    _radius,
    _template,
    _template_to_point,
    _templates_apart,
)
from engine.signum.classic.state import GameState, Phase
from engine.signum.classic.table import Player

WORDS = {  # LS1-2.6, LS1-C.20
    Target.CHARACTER: {CardType.CHARACTER},
    Target.HERO: {CardType.HERO},
    Target.CREATURE: {CardType.HERO, CardType.CHARACTER, CardType.MINION},
}


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


def check_summon(before: GameState, action: a.Summon, after: GameState) -> None:
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


def check_spell(before: GameState, action: a.CastSpell, after: GameState) -> None:
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


def check_equip(before: GameState, action: a.Equip, after: GameState) -> None:
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


def check_terrain(before: GameState, action: a.PlaceTerrain, after: GameState) -> None:
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


def check_building(before: GameState, action: a.Build | a.SkipBuilding, after: GameState) -> None:
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
