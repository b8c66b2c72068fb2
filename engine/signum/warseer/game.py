"""The whole surface of the game: ``legal_actions``, ``apply`` and random play.

``apply`` checks an action against the rules first and raises the RuleViolation that
names the broken rule, leaving the state as it was; ``play`` builds the next state of an
action known to be legal. ``legal_actions`` lists every legal action of the player who
acts now: the answering player while a tactic window is open, the attack's deciders
while an attack is under way (:mod:`engine.signum.warseer.attack`), else the active
player. Chance goes only through the ``dice`` given to :func:`apply`.

An activation (LS2-5, LS2-C.14): :class:`~actions.Activate` begins it (the tokens act),
then at most one move or run, then at most one attack, which ends it; a run ends it too,
and so does a move into Difficult terrain. While it is under way the player may still
play cards and feats, but begins no other activation and does not end the turn.
"""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations, permutations
from typing import Any

from engine.core.dice import Dice, SeededDice
from engine.core.errors import RuleViolation
from engine.core.events import Event
from engine.core.play import legal_among, playout
from engine.signum.warseer import actions as a
from engine.signum.warseer import attack as fight
from engine.signum.warseer import movement
from engine.signum.warseer.cardplays import CARD_PLAYS, play_card
from engine.signum.warseer.cards import (
    BuildingCard,
    CardPool,
    Effect,
    FeatKind,
    RelicCard,
    SpellCard,
    Target,
    TerrainCard,
    Trigger,
)
from engine.signum.warseer.checks import (
    OUR_ACTIONS,
    WINDOW_CLOSED,
    Action,
    check,
    contract_mark,
)
from engine.signum.warseer.city import (
    terrain_hexes,
)
from engine.signum.warseer.feats import (
    FEAT_DISCARDS,
    settle_fallen,
)
from engine.signum.warseer.hexes import distance
from engine.signum.warseer.keywords import heal_with
from engine.signum.warseer.rising import RiseWindow, rise, risers
from engine.signum.warseer.state import GameState, Phase
from engine.signum.warseer.summoning import SUMMONS, entry_hexes, summon
from engine.signum.warseer.support import (
    SUPPORT_DISCARDS,
    TacticWindow,
    answers,
    end_effects,
    open_window,
    play_tactic,
    speak,
)
from engine.signum.warseer.turn import (
    activate,
    contract_gained,
    end_turn,
    return_cards,
    skip,
)

# Play


def play(state: GameState, action: Action, dice: Dice) -> GameState:
    """The state after ``action``, which must be legal (see :func:`apply`)."""
    state = replace(state, traces=())
    if state.attack is not None:
        return _after_attack_step(fight.apply_attack_action(state, action, dice))
    if state.decisions:
        return _answer(state, action, dice)
    if isinstance(action, a.ReturnCards):
        return return_cards(state, action.cards, dice)
    return settle_fallen(_play_activation_phase(state, action, dice))


def _answer(state: GameState, action: Action, dice: Dice) -> GameState:
    window = state.decisions[0]
    if isinstance(window, RiseWindow):
        if isinstance(action, a.Rise):
            return rise(state, action.card)
        return replace(state, decisions=state.decisions[1:])
    assert isinstance(window, TacticWindow)
    if isinstance(action, a.PlayTactic):
        state = settle_fallen(play_tactic(state, action.card))
        if state.is_over:
            return state
        # The window stays open for another tactic of another name, if one answers.
        opened = state.decisions[0]
        assert isinstance(opened, TacticWindow)
        if answers(state, opened):
            return state
        window = opened
    answered = "|".join(sorted(window.answered))
    state = replace(state, decisions=state.decisions[1:])
    state = state.logged(Event.of(WINDOW_CLOSED, trigger=window.trigger.value, answered=answered))
    if window.attack is not None:
        return _begin_attack(state, *window.attack, dice)
    return state


def _play_activation_phase(state: GameState, action: Action, dice: Dice) -> GameState:
    if isinstance(action, a.Activate):
        return activate(state, action.creature, dice)
    if isinstance(action, a.Skip):
        return skip(state, action.creature)
    if isinstance(action, a.EndActivation):
        return replace(state, current=None)
    if isinstance(action, a.Move | a.Run):
        return _move(state, action)
    if isinstance(action, a.Attack):
        return _declare(state, action, dice)
    if isinstance(action, a.LongShot):
        state = fight.declare_attack(state, action.creature, action.target, dice, long_shot=True)
        return _after_attack_step(state)
    if isinstance(action, a.Heal):
        state = heal_with(state, action.creature, action.target, dice)
        return replace(state, current=None)  # it came instead of the attack
    if isinstance(action, a.Hook):
        return movement.hook(state, action.creature, action.target, action.to)
    if isinstance(action, a.Contract):
        return pay_contract(state, action.creature)
    if isinstance(action, a.Summon):
        state, creature = summon(state, action.card, action.at)
        state = settle_fallen(speak(state, creature, "First word"))
        if state.is_over:
            return state
        window = open_window(
            state, Trigger.CHARACTER_SUMMONED, state.active.opponent, creature.id, None
        )
        return window or state
    if type(action) in CARD_PLAYS:
        return play_card(state, action)
    assert isinstance(action, a.EndTurn)
    return end_turn(state, action.order)


def _move(state: GameState, action: a.Move | a.Run) -> GameState:
    run = isinstance(action, a.Run)
    state = movement.move(state, action.creature, action.path, run)
    mover = state.find(action.creature)
    # A run ends the activation (LS2-5.10), and so does entering Difficult terrain (LS2-5.8).
    if mover is None or run or state.battlefield.difficult(mover.at):
        return replace(state, current=None)
    return state


def _declare(state: GameState, action: a.Attack, dice: Dice) -> GameState:
    target = state.creature(action.target)
    window = open_window(
        state,
        Trigger.ATTACK_DECLARED,
        target.owner,
        action.creature,
        target.id,
        attack=(action.creature, target.id),
    )
    if window is not None:
        return window.logged(Event.of("attack_declared", creature=action.creature))
    return _begin_attack(state, action.creature, target.id, dice)


def pay_contract(state: GameState, creature_id: int) -> GameState:
    """Pay X Power: the creature holds its Contract's Text until the end of the turn."""
    creature = state.creature(creature_id)
    word = creature.keyword("Contract")
    assert word is not None
    tablet = state.player(creature.owner)
    state = state.with_player(
        creature.owner,
        power=tablet.power - (word.x or 0),
        marks=tablet.marks | {contract_mark(creature.id)},
    )
    state = state.with_creature(contract_gained(creature))
    return state.logged(Event.of("contract", creature=creature.id, text=word.text))


def _begin_attack(state: GameState, attacker: int, target: int, dice: Dice) -> GameState:
    """The attack goes on after its window: unless a tactic removed one of the two."""
    state = settle_fallen(state)
    if state.is_over:
        return state
    if state.find(attacker) is None or state.find(target) is None:
        return replace(state, current=None)
    try:
        fight.check_attack(state, attacker, target)
    except RuleViolation:
        return replace(state, current=None)  # the target is no longer open to it
    return _after_attack_step(fight.declare_attack(state, attacker, target, dice))


def _after_attack_step(state: GameState) -> GameState:
    state = settle_fallen(state)
    if state.is_over or state.attack is not None:
        return state
    return replace(state, current=None)  # the attack ends the activation (LS2-6.3)


def apply(state: GameState, action: Action, dice: Dice) -> GameState:
    """The state after ``action``; RuleViolation naming the broken rule if it is illegal.

    ``state`` itself never changes.
    """
    if state.attack is not None and not isinstance(action, OUR_ACTIONS):
        return _after_attack_step(fight.apply_attack_action(state, action, dice))
    check(state, action)
    return play(state, action, dice)


# Legal actions


def legal_actions(state: GameState) -> list[Any]:
    """Every legal action of the player who acts now."""
    if state.is_over:
        return []
    if state.attack is not None:
        return list(fight.attack_actions(state))
    if state.decisions:
        window = state.decisions[0]
        if isinstance(window, RiseWindow):
            return [*(a.Rise(n) for n in risers(state, window.player, window.fallen)), a.Pass()]
        assert isinstance(window, TacticWindow)
        return [*(a.PlayTactic(n) for n in answers(state, window)), a.Pass()]
    if state.phase is Phase.SETUP:
        hand = sorted(state.player(state.active).hand)
        picks = sorted(set(combinations(hand, min(state.ruleset.starting_return, len(hand)))))
        return [a.ReturnCards(p) for p in picks]
    found: list[Any] = []
    found += _activation_options(state)
    found += _summon_options(state)
    found += _card_options(state)
    found += _feat_options(state)
    if state.current is None:
        effects = len(end_effects(state, state.active))
        found += [a.EndTurn(order) for order in permutations(range(effects))]
    return list(dict.fromkeys(found))


def _activation_options(state: GameState) -> list[Any]:
    found: list[Any] = []
    if state.current is not None:
        creature = state.creature(state.current)
        if not creature.moved and not creature.attacks:
            for run in (False, True):
                kind = a.Run if run else a.Move
                for path in movement.destinations(state, creature.id, run).values():
                    found.append(kind(creature.id, tuple(path)))
        if not creature.moved and not creature.attacks and not creature.hooked:
            hook = creature.x("Hook")
            if hook:
                for enemy in state.creatures:
                    if (
                        enemy.owner is not creature.owner
                        and distance(creature.at, enemy.at) <= hook
                    ):
                        try:
                            ends = movement.check_hook(state, creature.id, enemy.id)
                        except RuleViolation:
                            continue
                        found += [a.Hook(creature.id, enemy.id, h) for h in ends]
        word = creature.keyword("Contract")
        if word is not None:
            found += legal_among(check, state, (a.Contract(creature.id),))
        if not creature.ran and not creature.summoned and not creature.attacks:
            if creature.has("Healer"):
                heals = (a.Heal(creature.id, c.id) for c in state.creatures)
                found += legal_among(check, state, heals)
            if creature.has("Long shot"):
                shots = (
                    a.LongShot(creature.id, e.id)
                    for e in state.creatures
                    if e.owner is not creature.owner
                )
                found += legal_among(check, state, shots)
            reach = creature.attack.range  # a quick filter; the rules judge each one
            attacks = (
                a.Attack(creature.id, e.id)
                for e in state.creatures
                if e.owner is not creature.owner and distance(creature.at, e.at) <= reach
            )
            found += legal_among(check, state, attacks)
        found.append(a.EndActivation())
        return found
    for creature in state.creatures_of(state.active):
        if not creature.activated:
            found.append(a.Activate(creature.id))
            if creature.tokens.poison or creature.tokens.disease:
                found.append(a.Skip(creature.id))
    return found


def _summon_options(state: GameState) -> list[Any]:
    tablet = state.player(state.active)
    if tablet.counted(SUMMONS) >= state.ruleset.summons_per_turn:
        return []
    pool = _pool(state)
    names = [n for n in sorted(set(tablet.war_camp)) if pool.creature(n).cost <= tablet.power]
    if not names:
        return []
    hexes = entry_hexes(state, state.active)  # each free hex of the zone, none Impassable
    return [a.Summon(n, h) for n in names for h in hexes]


def _pool(state: GameState) -> CardPool:
    assert isinstance(state.cards, CardPool)
    return state.cards


def _card_options(state: GameState) -> list[Any]:
    player = state.active
    tablet = state.player(player)
    pool = _pool(state)
    found: list[Any] = []
    for name in sorted(set(tablet.hand)):
        card = pool.support(name)
        if card.cost <= tablet.power:
            options: list[Any] = []  # none for a tactic: it waits for its trigger
            if isinstance(card, SpellCard):
                if card.effect is Effect.SUMMON:
                    options = [a.CastSpell(name, at=h) for h in entry_hexes(state, player)]
                elif card.enchantment or card.effect in (Effect.DAMAGE, Effect.HEAL, Effect.ARMOUR):
                    side = card.target
                    options = [
                        a.CastSpell(name, target=c.id)
                        for c in state.creatures
                        if (c.owner is player) == (side is Target.ALLY) and not c.has("Monster")
                    ]
                else:
                    options = [a.CastSpell(name)]
            elif isinstance(card, RelicCard):
                options = [a.Equip(name)]
            elif isinstance(card, BuildingCard):
                options = [a.Build(name)]
            elif isinstance(card, TerrainCard):
                # Every free hex is legal once the card is in hand and paid for.
                found += [a.LayTerrain(name, h) for h in terrain_hexes(state)]
            found += legal_among(check, state, options)
        if tablet.counted(SUPPORT_DISCARDS) < state.ruleset.support_discards_per_turn:
            found.append(a.DiscardSupport(name))
    for relic in tablet.relics:
        if relic.uses:
            found += legal_among(check, state, (a.UseRelic(relic.card),))
    for building in sorted({b.card for b in tablet.city if not b.tapped}):
        uses = (a.UseBuilding(building, c.id) for c in state.creatures_of(player))
        found += legal_among(check, state, uses)
    return found


def _feat_options(state: GameState) -> list[Any]:
    tablet = state.player(state.active)
    pool = _pool(state)
    found: list[Any] = []
    for name in sorted(set(tablet.feats_hand)):
        feat = pool.feat(name)
        if feat.kind is FeatKind.MILITARY:
            options = [a.PlayFeat(name, c.id) for c in state.destroyed]
        else:
            options = [a.PlayFeat(name)]
        found += legal_among(check, state, options)
        if tablet.counted(FEAT_DISCARDS) < state.ruleset.feat_discards_per_turn:
            found.append(a.DiscardFeat(name))
    return found


def random_playout(state: GameState, dice: SeededDice, max_turns: int | None = None) -> GameState:
    """Play uniformly random listed actions until the game ends (or ``max_turns`` pass)."""
    return playout(state, dice, max_turns, play, legal_actions)
