"""The whole surface of the game: ``legal_actions``, ``apply`` and random play.

The table is continuous, so ``legal_actions`` cannot list every move. It lists the
discrete choices (which creature, which target, which card, which decision) and a finite
set of candidate destinations: a straight move towards each enemy (to contact, if within
reach), towards each edge of the table, for walking and for running; summoning points
along the player's own edge every 10 cm; a few template origins. ``apply`` accepts any
legal action, including any path of straight stretches the player gives
(:mod:`engine.signum.classic.movement`): a listed action is one legal choice among many.

Chance goes through the ``dice`` given to :func:`apply` (seeded for play, scripted for
scenarios); no action rolls unless its rules say so.
"""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations

from engine.core.dice import Dice, SeededDice
from engine.core.errors import RuleViolation, Term
from engine.core.events import Event
from engine.core.play import legal_among, passes, playout
from engine.signum.cards import CardType
from engine.signum.classic import actions as a
from engine.signum.classic.backstab import backstab
from engine.signum.classic.cards import (
    Card,
    CreatureCard,
    Effect,
    RelicCard,
    RelicClass,
    SpellCard,
    TacticCard,
)
from engine.signum.classic.cards import Event as Trigger
from engine.signum.classic.checks import (
    CARD_ACTIONS,
    Action,
    check,
    check_card,
)
from engine.signum.classic.city import build, check_payment, pay, skip_building
from engine.signum.classic.creatures import (
    contacts,
    enemies,
    is_hero,
    movement,
    shooting,
)
from engine.signum.classic.damage import splits
from engine.signum.classic.distances import run_distance
from engine.signum.classic.geometry import leaves_contact
from engine.signum.classic.melee import check_fight, declare, split_options, strike
from engine.signum.classic.movement import straight_towards, walk
from engine.signum.classic.ranged import check_shoot, shoot
from engine.signum.classic.relics import equip, equipped, relic_card
from engine.signum.classic.resolution import absorb, resolve, tidy
from engine.signum.classic.spells import cast
from engine.signum.classic.state import (
    AfterBackstab,
    AfterEffect,
    AfterShot,
    ChooseAbsorb,
    ChooseReveal,
    ChooseSplit,
    Creature,
    GameState,
    Phase,
)
from engine.signum.classic.summoning import place_creature
from engine.signum.classic.table import Player, Point
from engine.signum.classic.tactics import let_pass, occurrences, reveal, set_tactic
from engine.signum.classic.terrain import check_terrain, place_terrain
from engine.signum.classic.turn import deal_hands, end_turn, mulligan

SUMMON_XS = (5.0, 15.0, 25.0, 35.0, 45.0, 55.0)
HERO_XS = (10.0, 20.0, 30.0, 40.0, 50.0)
TERRAIN_ORIGINS = tuple(Point(x, y) for x in (8.0, 26.0, 44.0) for y in (18.0, 30.0))


# Play


def play(state: GameState, action: Action, dice: Dice) -> GameState:
    """The state after ``action``, which must be legal (see :func:`apply`)."""
    if state.pending:
        return answer(state, action, dice)
    if isinstance(action, a.PlaceHero):
        return place_hero(state, action.at)
    if isinstance(action, a.Mulligan):
        return mulligan(state, action.cards, dice)
    if isinstance(action, a.Build):
        return build(state, action.card)
    if isinstance(action, a.SkipBuilding):
        return skip_building(state)
    if isinstance(action, a.EndTurn):
        return end_turn(
            replace(state.logged(Event.of("end_turn", player=state.active.value))), dice
        )
    if isinstance(action, a.EndActivation):
        return replace(state, current=None)
    if not (isinstance(action, a.Fight) and state.current == action.creature):
        state = replace(state, current=None)  # anything else ends the activation under way
    if isinstance(action, CARD_ACTIONS):
        return play_card(state, action, dice)
    if isinstance(action, a.PlaceTerrain):
        taps = check_terrain(state, action.card, action.at, action.taps)
        return place_terrain(state, action.card, action.at, taps)
    if isinstance(action, a.Move | a.Run):
        return move(state, action, dice)
    if isinstance(action, a.Fight):
        attacker, target = check_fight(state, action.creature, action.target, action.weapon)
        state = declare(state, attacker, target, action.weapon)
        reveals = occurrences(state, target.owner, Trigger.MELEE_DECLARED, attacker.id)
        return replace(state, pending=(*reveals, *state.pending))
    assert isinstance(action, a.Shoot)
    shooter, target = check_shoot(state, action.creature, action.target, action.weapon)
    state = state.with_creature(replace(shooter, activated=True))
    state, damages = shoot(state, shooter, target, dice, action.weapon)
    return resolve(state, damages, AfterShot(shooter.id, action.weapon), dice)


def place_hero(state: GameState, at: Point) -> GameState:
    hero = state.cards.creature(state.camp(state.active).hero)
    state, _ = place_creature(state, state.active, hero, at, activated=False)
    if state.active is state.first:
        return replace(state, active=state.first.opponent)
    return deal_hands(replace(state, active=state.first))


def play_card(
    state: GameState, action: a.Summon | a.CastSpell | a.Equip | a.SetTactic, dice: Dice
) -> GameState:
    player = state.active
    taps = check_card(state, action)
    card = state.cards[action.card]
    camp = state.camp(player)
    state = pay(
        state.with_camp(player, hand=camp.hand.without(action.card)), player, card.cost, taps
    )
    if isinstance(action, a.Summon):
        assert isinstance(card, CreatureCard)
        state, creature = place_creature(state, player, card, action.at)
        reveals = occurrences(state, player.opponent, Trigger.CHARACTER_SUMMONED, creature.id)
        return replace(state, pending=(*state.pending, *reveals))
    if isinstance(action, a.Equip):
        return equip(state, action.card, action.replaces)
    if isinstance(action, a.SetTactic):
        return set_tactic(state, action.card)
    state, damages = cast(state, action.card, action.target, action.at, action.building)
    return resolve(state, damages, AfterEffect(), dice)


def move(state: GameState, action: a.Move | a.Run, dice: Dice) -> GameState:
    """Walk or run: Backstabs first for the enemies the path leaves, anywhere along it,
    then the path (LS1-11.4, LS1-C.32)."""
    creature = state.creature(action.creature)
    run = isinstance(action, a.Run)
    allowance = movement(state, creature)
    if run:
        allowance = run_distance(allowance, state.ruleset) or allowance
    route = walk(state, creature, action.path, allowance)
    radius, tol = state.radius(creature), state.ruleset.tolerance
    left = [
        e
        for e in contacts(state, creature)
        if leaves_contact(route.walked, radius, state.disc(e), tol)
    ]
    creature = replace(creature, activated=True, ran=run)
    state = state.with_creature(creature)
    damages, events = backstab(state, creature, left, dice)
    return resolve(
        state.logged(*events), damages, AfterBackstab(creature.id, route.walked[1:], run), dice
    )


def answer(state: GameState, action: Action, dice: Dice) -> GameState:
    """The first pending decision is answered."""
    decision, rest = state.pending[0], state.pending[1:]
    if isinstance(decision, ChooseAbsorb):
        assert isinstance(action, a.Absorb)
        return absorb(state, action.points, dice)
    if isinstance(decision, ChooseReveal):
        state = replace(state, pending=rest)
        if isinstance(action, a.LetPass):
            return let_pass(state, decision)
        state, damages = reveal(state, decision)
        return tidy(resolve(state, damages, AfterEffect(), dice)) if damages else tidy(state)
    assert isinstance(decision, ChooseSplit) and isinstance(action, a.Split)
    melee = decision.melee
    if decision.creature == melee.defender:
        split = replace(melee, defender_attack=action.attack, defender_weapon=action.weapon)
        return replace(state, pending=(ChooseSplit(split, melee.attacker), *rest))
    state = replace(state, pending=rest)
    state, damages, then = strike(state, melee, action.attack, dice)
    return resolve(state, damages, then, dice)


def apply(state: GameState, action: Action, dice: Dice) -> GameState:
    """The state after ``action``; RuleViolation naming the broken rule if it is illegal.

    ``state`` itself never changes.
    """
    check(state, action)
    return play(state, action, dice)


def apply_as(state: GameState, player: Player, action: Action, dice: Dice) -> GameState:
    """:func:`apply`, refused unless ``player`` is the one who acts now (LS1-6.1)."""
    if not state.is_over and state.deciding is not player:
        waiting = type(state.pending[0]) if state.pending else None
        rules = {ChooseSplit: "LS1-12.3", ChooseAbsorb: "LS1-15.6", ChooseReveal: "LS1-17.2"}
        raise RuleViolation(
            rules.get(waiting, "LS1-6.1"),  # type: ignore[arg-type]
            "it is {acting} who acts now, not {player}",
            acting=Term("player", state.deciding.value),
            player=Term("player", player.value),
        )
    return apply(state, action, dice)


# Legal actions


def legal_actions(state: GameState) -> list[Action]:
    """The listed choices of the player who acts now (see the module docstring)."""
    if state.is_over:
        return []
    if state.pending:
        return decision_options(state)
    if state.phase is Phase.HEROES:
        hero = state.cards.creature(state.camp(state.active).hero)
        radius = (hero.base or state.ruleset.base_diameter) / 2
        y = radius if state.active is Player.SOUTH else state.ruleset.table_size - radius
        return legal_among(check, state, (a.PlaceHero(Point(x, y)) for x in HERO_XS))
    if state.phase is Phase.MULLIGAN:
        hand = state.camp(state.active).hand.cards
        subsets = {
            tuple(sorted(c))
            for n in range(0, min(len(hand), state.ruleset.mulligan_limit) + 1)
            for c in combinations(hand, n)
        }
        return [a.Mulligan(cards) for cards in sorted(subsets)]
    if state.phase is Phase.CONSTRUCTION:
        names = sorted(set(state.camp(state.active).buildings))
        return [*legal_among(check, state, (a.Build(n) for n in names)), a.SkipBuilding()]
    return activation_options(state)


def decision_options(state: GameState) -> list[Action]:
    decision = state.pending[0]
    if isinstance(decision, ChooseSplit):
        creature = state.creature(decision.creature)
        weapons: list[str | None] = [None]
        if decision.creature == decision.melee.defender:
            weapons = weapon_choices(state, creature, RelicClass.MELEE_WEAPON)
        return [a.Split(n, w) for n in split_options(state, creature) for w in weapons]
    if isinstance(decision, ChooseAbsorb):
        return [a.Absorb(points) for points in splits(state, decision.damage)]
    return [a.Reveal(decision.card), a.LetPass(decision.card)]


def weapon_choices(state: GameState, creature: Creature, kind: RelicClass) -> list[str | None]:
    """The weapons a hero may name for an attack: each one, when it wears two or more of the
    class (LS1-C.17); else none, and the one it has is used."""
    if not is_hero(state, creature):
        return [None]
    worn = [r.card for r in equipped(state, creature.owner, kind)]
    return list(dict.fromkeys(worn)) if len(worn) > 1 else [None]


def activation_options(state: GameState) -> list[Action]:
    found: list[Action] = []
    if state.current is not None:
        current = state.creature(state.current)
        melee = weapon_choices(state, current, RelicClass.MELEE_WEAPON)
        found += [a.Fight(current.id, e.id, w) for e in contacts(state, current) for w in melee]
        found.append(a.EndActivation())
    found += card_options(state)
    found += terrain_options(state)
    for creature in state.creatures_of(state.active):
        if not creature.activated:
            found += creature_options(state, creature)
    found.append(a.EndTurn())
    return list(dict.fromkeys(found))


def edge_points(state: GameState, card: CreatureCard, player: Player) -> list[Point]:
    radius = (card.base or state.ruleset.base_diameter) / 2
    y = radius if player is Player.SOUTH else state.ruleset.table_size - radius
    return [Point(x, y) for x in SUMMON_XS]


def card_options(state: GameState) -> list[Action]:
    player = state.active
    found: list[Action] = []
    for name in sorted(set(state.camp(player).hand)):
        card = state.cards[name]
        if not affordable(state, card):
            continue
        options: list[Action] = []
        if isinstance(card, CreatureCard) and card.type is CardType.CHARACTER:
            options = [a.Summon(name, p) for p in edge_points(state, card, player)]
        elif isinstance(card, SpellCard):
            options = spell_options(state, card)
        elif isinstance(card, RelicCard):
            worn = [
                r.card
                for r in state.camp(player).relics
                if relic_card(state, r.card).relic_class is card.relic_class
            ]
            # One candidate to replace: the plain Equip implies it (LS1-C.16).
            named = sorted(set(worn)) if len(set(worn)) > 1 else []
            options = [a.Equip(name), *(a.Equip(name, w) for w in named)]
        elif isinstance(card, TacticCard):
            options = [a.SetTactic(name)]
        found += legal_among(check, state, options)
    return found


def affordable(state: GameState, card: Card) -> bool:
    """Whether the active player can pay for the card (a quick filter before the checks)."""
    return passes(check_payment, state, state.active, card.cost, None)


def spell_options(state: GameState, card: SpellCard) -> list[Action]:
    if card.effect is Effect.SUMMON_MINION and card.minion:
        minion = state.cards.creature(card.minion)
        return [a.CastSpell(card.name, at=p) for p in edge_points(state, minion, state.active)]
    if card.effect is Effect.DESTROY_BUILDING:
        city = state.camp(state.active.opponent).city
        return [a.CastSpell(card.name, building=i) for i in range(len(city))]
    return [a.CastSpell(card.name, target=c.id) for c in state.creatures]


def terrain_options(state: GameState) -> list[Action]:
    camp = state.camp(state.active)
    if camp.terrain_this_turn or not camp.city:
        return []
    names = [n for n in sorted(set(camp.terrain)) if affordable(state, state.cards[n])]
    options = [a.PlaceTerrain(n, p) for n in names for p in TERRAIN_ORIGINS]
    return legal_among(check, state, options)


def creature_options(state: GameState, creature: Creature) -> list[Action]:
    """Fights, shots and straight moves; the moves are built legal by
    :func:`~engine.signum.classic.movement.straight_towards` and not checked again."""
    melee = weapon_choices(state, creature, RelicClass.MELEE_WEAPON)
    found: list[Action] = [
        a.Fight(creature.id, e.id, w) for e in contacts(state, creature) for w in melee
    ]
    if shooting(state, creature) is not None:
        ranged = weapon_choices(state, creature, RelicClass.RANGED_WEAPON)
        shots = (a.Shoot(creature.id, e.id, w) for e in enemies(state, creature) for w in ranged)
        found += legal_among(check, state, shots)
    size = state.ruleset.table_size
    x, y = creature.at
    goals = [e.at for e in enemies(state, creature)]
    goals += [Point(x, size), Point(x, 0.0), Point(0.0, y), Point(size, y)]
    walk_name = movement(state, creature)
    run_name = run_distance(walk_name, state.ruleset)
    for goal in goals:
        end = straight_towards(state, creature, goal, walk_name)
        if end is not None:
            found.append(a.Move(creature.id, (end,)))
        if run_name is not None:
            end = straight_towards(state, creature, goal, run_name)
            if end is not None:
                found.append(a.Run(creature.id, (end,)))
    return found


def random_playout(state: GameState, dice: SeededDice, max_turns: int | None = None) -> GameState:
    """Play uniformly random listed actions until the game ends (or ``max_turns`` pass)."""
    return playout(state, dice, max_turns, play, legal_actions)
