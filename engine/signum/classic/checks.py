"""Whether an action is legal now (LS1-5, LS1-6): what :func:`game.apply` checks before it
plays an action, raising the RuleViolation that names the broken rule: the phase's own
actions, a decision the rules wait for, a card in hand and paid for, a move or a run
within reach, a creature that may still act.
"""

from __future__ import annotations

from engine.core.errors import RuleViolation, Term
from engine.signum.cards import CardType, card_fields
from engine.signum.classic import actions as a
from engine.signum.classic.cards import (
    Card,
    CreatureCard,
)
from engine.signum.classic.city import check_build, check_payment
from engine.signum.classic.creatures import (
    check_own,
    fields,
    movement,
    require,
)
from engine.signum.classic.damage import check_points
from engine.signum.classic.distances import run_distance
from engine.signum.classic.melee import check_fight, check_split
from engine.signum.classic.movement import walk
from engine.signum.classic.ranged import check_shoot
from engine.signum.classic.relics import check_equip
from engine.signum.classic.spells import check_spell
from engine.signum.classic.state import (
    ChooseAbsorb,
    ChooseSplit,
    Creature,
    GameState,
    Phase,
)
from engine.signum.classic.summoning import check_place, check_summon_place
from engine.signum.classic.terrain import check_terrain
from engine.signum.classic.turn import check_mulligan

Action = a.Action
CARD_ACTIONS = (a.Summon, a.CastSpell, a.Equip, a.SetTactic)
DECISIONS = (a.Split, a.Absorb, a.Reveal, a.LetPass)
PHASE_ACTIONS: dict[Phase, tuple[type, ...]] = {
    Phase.HEROES: (a.PlaceHero,),
    Phase.MULLIGAN: (a.Mulligan,),
    Phase.CONSTRUCTION: (a.Build, a.SkipBuilding),
    Phase.ACTIVATION: (
        *CARD_ACTIONS,
        a.PlaceTerrain,
        a.Move,
        a.Run,
        a.Fight,
        a.Shoot,
        a.EndActivation,
        a.EndTurn,
    ),
}
PHASE_RULES = {
    Phase.HEROES: "LS1-5.2",
    Phase.MULLIGAN: "LS1-5.4",
    Phase.CONSTRUCTION: "LS1-6.4",
    Phase.ACTIVATION: "LS1-6.5",
}
CARD_TYPES: dict[type, CardType] = {
    a.Summon: CardType.CHARACTER,
    a.CastSpell: CardType.SPELL,
    a.Equip: CardType.RELIC,
    a.SetTactic: CardType.TACTIC,
}


def check(state: GameState, action: Action) -> None:
    """Raise the RuleViolation naming the rule that forbids ``action`` now, if any."""
    if state.is_over:
        raise RuleViolation("LS1-18.1", "the game is over")
    if state.pending:
        check_decision(state, action)
        return
    if isinstance(action, DECISIONS):
        raise RuleViolation(_decision_rule(action), "no decision is waiting for this answer")
    if not isinstance(action, PHASE_ACTIONS[state.phase]):
        rule = next(r for p, r in PHASE_RULES.items() if isinstance(action, PHASE_ACTIONS[p]))
        raise RuleViolation(
            rule,
            "this cannot be done in the {phase} phase",
            phase=Term("turn phase", state.phase.value),
        )
    if isinstance(action, a.PlaceHero):
        hero = state.cards.creature(state.camp(state.active).hero)
        check_place(state, state.active, hero, action.at, "LS1-5.2")
    elif isinstance(action, a.Mulligan):
        check_mulligan(state, action.cards)
    elif isinstance(action, a.Build):
        check_build(state, action.card)
    elif isinstance(action, CARD_ACTIONS):
        check_card(state, action)
    elif isinstance(action, a.PlaceTerrain):
        check_terrain(state, action.card, action.at, action.taps)
    elif isinstance(action, a.Move | a.Run):
        check_move(state, action)
    elif isinstance(action, a.Fight):
        check_fight(state, action.creature, action.target, action.weapon)
    elif isinstance(action, a.Shoot):
        check_shoot(state, action.creature, action.target, action.weapon)
    elif isinstance(action, a.EndActivation) and state.current is None:
        raise RuleViolation("LS1-6.6", "no creature's activation is under way")


def _decision_rule(action: Action) -> str:
    return {a.Split: "LS1-12.3", a.Absorb: "LS1-15.6"}.get(type(action), "LS1-17.2")


def check_decision(state: GameState, action: Action) -> None:
    decision = state.pending[0]
    if isinstance(decision, ChooseSplit):
        if not isinstance(action, a.Split):
            raise RuleViolation(
                "LS1-12.3",
                "first the dice of the melee combat are split between attack and defence",
            )
        check_split(state, decision, action.attack, action.weapon)
    elif isinstance(decision, ChooseAbsorb):
        if not isinstance(action, a.Absorb):
            raise RuleViolation(
                "LS1-15.6", "first the hero's player says which relics give up their tokens"
            )
        check_points(state, decision.damage, action.points)
    else:
        if not isinstance(action, a.Reveal | a.LetPass) or action.card != decision.card:
            raise RuleViolation(
                "LS1-17.4",
                "first {player} reveals {card} or lets this occurrence pass",
                player=Term("player", decision.owner.value),
                card=Term("card", decision.card),
            )


def hand_card(state: GameState, name: str, kind: CardType) -> Card:
    if name not in state.camp(state.active).hand:
        raise RuleViolation("LS1-6.5", "{card} is not in the hand", card=Term("card", name))
    card = state.cards[name]
    if card.type is not kind:
        raise RuleViolation(
            "LS1-6.5",
            "{card} is a {kind} card, not a {wanted} card",
            **card_fields(card),
            wanted=Term("card type", kind.value),
        )
    return card


def check_card(
    state: GameState, action: a.Summon | a.CastSpell | a.Equip | a.SetTactic
) -> tuple[int, ...]:
    """The common checks of a card from the hand, then its own; the buildings to tap."""
    name = action.card
    if name in state.camp(state.active).hand and isinstance(action, a.Summon):
        card = state.cards[name]
        if card.type is CardType.MINION:
            raise RuleViolation(
                "LS1-2.5", "{card} is a minion: only an ability summons it", card=Term("card", name)
            )
        if card.type is CardType.HERO:
            raise RuleViolation(
                "LS1-2.3",
                "{card} is a hero: each player's one hero is placed at the start",
                card=Term("card", name),
            )
    card = hand_card(state, name, CARD_TYPES[type(action)])
    taps = check_payment(state, state.active, card.cost, action.taps)
    if isinstance(action, a.Summon):
        assert isinstance(card, CreatureCard)
        check_summon_place(state, state.active, card, action.at)
    elif isinstance(action, a.CastSpell):
        check_spell(state, name, action.target, action.at, action.building)
    elif isinstance(action, a.Equip):
        check_equip(state, name, action.replaces)
    return taps


def check_move(state: GameState, action: a.Move | a.Run) -> None:
    creature = require(state, action.creature, "LS1-10.1")
    check_ready(state, creature)
    allowance = movement(state, creature)
    if isinstance(action, a.Run):
        raised = run_distance(allowance, state.ruleset)
        if raised is None:
            raise RuleViolation(
                "LS1-11.1",
                "{name} at {at} has movement {movement} and cannot run",
                **fields(state, creature),
                movement=allowance,
            )
        allowance = raised
    walk(state, creature, action.path, allowance)


def check_ready(state: GameState, creature: Creature) -> None:
    """A creature of the active player (LS1-6.5), not activated yet this turn (LS1-6.6)."""
    check_own(state, creature)
    if creature.activated:
        raise RuleViolation(
            "LS1-6.6",
            "{name} at {at} has already been activated this turn",
            **fields(state, creature),
        )
