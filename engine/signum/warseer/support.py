"""Support cards in play (LS2-1.12 to LS2-1.23, LS2-4.8, LS2-4.9): spells, relics,
buildings, terrain cards, tactics, and the one support card a turn discarded unplayed.
Paying for a card is :mod:`paying`'s; buildings and terrain cards are :mod:`city`'s.

A card is paid in Power by the player who plays it (LS2-2.3). A spell acts at once and
goes to History, an Enchantment stays on its creature and acts at the end of each of its
caster's turns (ruling) until the creature leaves. A relic is equipped by the hero: at most
three, never two of one name; Armour X tokens or Multiple Uses X markers lie on it. A
building stays in the City Zone; tapped in its owner's turn, it gives one allied creature
its bonus, at most one building's bonus a creature a turn, never to a Brute or a Monster.
A terrain card lays its terrain on an empty hex outside both zones (ruling) and stays in the
City Zone. A tactic answers its trigger from the hand, in either player's turn, each name
at most once per trigger. No Support card affects a Monster (LS2-12.32).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

from engine.core.errors import RuleViolation, Term
from engine.core.events import Event
from engine.signum.warseer.battlefield import Player
from engine.signum.warseer.cards import (
    Effect,
    RelicCard,
    SpellCard,
    TacticCard,
    Trigger,
)
from engine.signum.warseer.hexes import Hex
from engine.signum.warseer.paying import (
    card_pool,
    effect,
    in_hand,
    paid,
    paid_into,
    spell_target,
    untouchable,
)
from engine.signum.warseer.power import check_payment
from engine.signum.warseer.state import Creature, GameState, Relic
from engine.signum.warseer.summoning import check_minion, summon_minion
from engine.signum.warseer.zones import out_of_hand, relic, set_relic_uses, to_history

SUPPORT_DISCARDS = "discard support"


@dataclass(frozen=True, slots=True)
class TacticWindow:
    """A trigger came up: ``player`` may answer it with tactics, or pass (LS2-1.13).

    ``enemy``/``ally``: the creatures of the trigger, seen from the answering player (the
    attacker and the defender of a declared attack, the summoned character); ``answered``:
    the tactic names already played on this trigger (LS2-1.14); ``attack``: the attack that
    waits for the window to close, as (attacker, target).
    """

    trigger: Trigger
    player: Player
    enemy: int | None = None
    ally: int | None = None
    answered: frozenset[str] = frozenset()
    attack: tuple[int, int] | None = None


# Spells


def needs_target(spell: SpellCard) -> bool:
    return spell.enchantment or spell.effect in (Effect.DAMAGE, Effect.HEAL, Effect.ARMOUR)


def check_spell(state: GameState, card: str, target: int | None, at: Hex | None) -> SpellCard:
    player = state.active
    spell = in_hand(state, player, card, SpellCard, "LS2-4.8")
    assert isinstance(spell, SpellCard)
    check_payment(state.player(player), spell.cost, card)
    if spell.effect is Effect.SUMMON:
        if at is None or target is not None:
            raise RuleViolation(
                "LS2-1.11", "{card} calls its minion onto a hex", card=Term("card", card)
            )
        check_minion(state, spell.minion or "", player, at, "LS2-1.11")
    elif needs_target(spell):
        if at is not None:
            raise RuleViolation(
                "LS2-1.19", "{card} is played on a creature", card=Term("card", card)
            )
        spell_target(state, player, target, spell.target)
    elif target is not None or at is not None:
        raise RuleViolation("LS2-1.19", "{card} is played on nothing", card=Term("card", card))
    return spell


def cast(state: GameState, card: str, target: int | None, at: Hex | None) -> GameState:
    spell = check_spell(state, card, target, at)
    player = state.active
    state = paid(state, player, spell).logged(Event.of("spell", card=card, player=player.value))
    if spell.enchantment:
        assert target is not None
        tablet = state.player(player)
        return state.with_player(player, enchantments=(*tablet.enchantments, (card, target)))
    if spell.effect is Effect.SUMMON:
        assert at is not None and spell.minion is not None
        state = summon_minion(state, spell.minion, player, at)
    else:
        state = effect(state, spell.effect, spell.amount, player, target, spell.magical)
    return to_history(state, player, card)


def end_effects(state: GameState, player: Player) -> list[tuple[str, int]]:
    """The player's effects that act at the end of their turn: their Enchantments."""
    pool = card_pool(state)
    found = []
    for card, target in state.player(player).enchantments:
        spell = pool.support(card)
        if isinstance(spell, SpellCard) and spell.effect is not Effect.NONE:
            found.append((card, target))
    return found


def resolve_end_effects(state: GameState, order: Iterable[int]) -> GameState:
    """The active player's end-of-turn effects, in the order chosen (LS2-4.13)."""
    player = state.active
    effects = end_effects(state, player)
    for index in order:
        card, target = effects[index]
        spell = card_pool(state).support(card)
        assert isinstance(spell, SpellCard)
        if state.find(target) is None:
            continue  # the creature has left: its Enchantment went with it
        state = effect(state, spell.effect, spell.amount, player, target, spell.magical)
        state = state.logged(Event.of("end_effect", card=card, creature=target))
    return state


def check_order(state: GameState, order: tuple[int, ...]) -> None:
    count = len(end_effects(state, state.active))
    if sorted(order) != list(range(count)):
        raise RuleViolation(
            "LS2-4.13",
            "the end-of-turn effects are {n:plural:effect|effects}, each resolved once in the "
            "order chosen",
            n=count,
        )


# Relics


def check_equip(state: GameState, card: str) -> RelicCard:
    player = state.active
    found = in_hand(state, player, card, RelicCard, "LS2-4.8")
    assert isinstance(found, RelicCard)
    tablet = state.player(player)
    check_payment(tablet, found.cost, card)
    if relic(state, player, card) is not None:
        raise RuleViolation(
            "LS2-1.16",
            "the hero already wears {card}: never two identical relics",
            card=Term("card", card),
        )
    limit = state.ruleset.relic_limit
    if len(tablet.relics) >= limit:
        raise RuleViolation("LS2-1.16", "the hero already wears {n:plural:relic|relics}", n=limit)
    return found


def equip(state: GameState, card: str) -> GameState:
    found = check_equip(state, card)
    worn = Relic(card, armour=found.armour, uses=found.uses)
    return paid_into(state, found, "relics", worn, "relic")


def check_use_relic(state: GameState, card: str) -> RelicCard:
    player = state.active
    worn = relic(state, player, card)
    found = card_pool(state).get(card)
    if worn is None or not isinstance(found, RelicCard) or not found.uses:
        raise RuleViolation(
            "LS2-1.18", "the hero wears no relic {card} with Multiple Uses", card=Term("card", card)
        )
    hero = state.hero_of(player)
    if hero is not None and found.effect in (Effect.HEAL, Effect.ARMOUR):
        untouchable(hero)
    return found


def use_relic(state: GameState, card: str) -> GameState:
    found = check_use_relic(state, card)
    player = state.active
    worn = relic(state, player, card)
    assert worn is not None
    hero = state.hero_of(player)
    hero_id = hero.id if hero else None
    state = effect(state, found.effect, found.amount, player, hero_id, found.magical)
    state = state.logged(Event.of("relic_used", card=card, left=worn.uses - 1))
    return set_relic_uses(state, player, card, worn.uses - 1)


# Discarding


def check_discard(state: GameState, card: str) -> None:
    player = state.active
    if card not in state.player(player).hand:
        raise RuleViolation("LS2-4.9", "{card} is not in the hand", card=Term("card", card))
    limit = state.ruleset.support_discards_per_turn
    if state.player(player).counted(SUPPORT_DISCARDS) >= limit:
        raise RuleViolation(
            "LS2-4.9",
            "{player} has already discarded {n:plural:support card|support cards} this turn",
            player=Term("player", player.value),
            n=limit,
        )


def discard(state: GameState, card: str) -> GameState:
    check_discard(state, card)
    player = state.active
    state = out_of_hand(state, "hand", card, SUPPORT_DISCARDS)
    return to_history(state, player, card).logged(
        Event.of("discard", card=card, player=player.value)
    )


# Tactics


def answers(state: GameState, window: TacticWindow) -> list[str]:
    """The tactic names the window's player could play on it now (hand, trigger, cost)."""
    pool = card_pool(state)
    tablet = state.player(window.player)
    found = []
    for name in sorted(set(tablet.hand)):
        card = pool.support(name)
        if (
            isinstance(card, TacticCard)
            and card.trigger is window.trigger
            and name not in window.answered
            and card.cost <= tablet.power
            and _tactic_subject(state, window, card) is not None
        ):
            found.append(name)
    return found


def _tactic_on(window: TacticWindow, card: TacticCard) -> int | None:
    """The creature of the trigger a tactic acts on: the enemy it damages, else the ally."""
    return window.enemy if card.effect is Effect.DAMAGE else window.ally


def _tactic_subject(state: GameState, window: TacticWindow, card: TacticCard) -> Creature | None:
    on = _tactic_on(window, card)
    creature = state.find(on) if on is not None else None
    if creature is None or creature.has("Monster"):
        return None
    return creature


def open_window(
    state: GameState,
    trigger: Trigger,
    player: Player,
    enemy: int | None,
    ally: int | None,
    attack: tuple[int, int] | None = None,
) -> GameState | None:
    """A window for ``player``'s tactics, or None when they hold no tactic that answers."""
    window = TacticWindow(trigger, player, enemy, ally, frozenset(), attack)
    if not answers(state, window):
        return None
    return replace(state, decisions=(window, *state.decisions))


def check_tactic(state: GameState, window: TacticWindow, card: str) -> TacticCard:
    found = in_hand(state, window.player, card, TacticCard, "LS2-1.13")
    assert isinstance(found, TacticCard)
    if found.trigger is not window.trigger:
        raise RuleViolation(
            "LS2-1.13",
            "{card} answers another trigger, not {trigger}",
            card=Term("card", card),
            trigger=Term("event", window.trigger.value),
        )
    if card in window.answered:
        raise RuleViolation(
            "LS2-1.14",
            "a tactic named {card} has already answered this trigger",
            card=Term("card", card),
        )
    check_payment(state.player(window.player), found.cost, card)
    on = _tactic_on(window, found)
    if on is None or state.find(on) is None:  # the creature of the trigger has left
        raise RuleViolation("LS2-1.13", "{card} has no creature to affect", card=Term("card", card))
    if _tactic_subject(state, window, found) is None:
        raise RuleViolation(
            "LS2-12.32", "{card} has no creature to affect", card=Term("card", card)
        )
    return found


def play_tactic(state: GameState, card: str) -> GameState:
    window = state.decisions[0]
    assert isinstance(window, TacticWindow)
    found = check_tactic(state, window, card)
    subject = _tactic_subject(state, window, found)
    assert subject is not None
    player = window.player
    state = paid(state, player, found)
    opened = replace(window, answered=window.answered | {card})
    state = replace(state, decisions=(opened, *state.decisions[1:]))
    state = state.logged(Event.of("tactic", card=card, player=player.value))
    state = effect(state, found.effect, found.amount, player, subject.id, found.magical)
    return to_history(state, player, card)


# First word and Last word (LS2-12.20, LS2-12.29)


def word_effect(creature: Creature, name: str) -> tuple[Effect, int, bool] | None:
    """The effect a creature's First word or Last word Text names: ``damage 1``, ``magical
    damage 1``, ``heal 2``, ``armour 1``, ``power 1`` or ``draw 1``, and whether it is
    magical (None: it has no such word, or another Text)."""
    word = creature.keyword(name)
    if word is None:
        return None
    words = word.text.strip().lower().split()
    magical = words[:1] == ["magical"]
    words = words[1:] if magical else words
    if not 1 <= len(words) <= 2:
        return None
    try:
        return Effect(words[0]), int(words[1] if len(words) == 2 else 1), magical
    except ValueError:
        return None


def speak(state: GameState, creature: Creature, name: str) -> GameState:
    """Apply the creature's First word (summoned) or Last word (its card goes to History).

    Ruling: damage strikes each enemy creature in contact with its hex (armour stops it
    unless the word calls it magical); healing and armour go to the creature itself for a
    First word and to each ally in contact for a Last word; Power and cards go to its owner.
    """
    found = word_effect(creature, name)
    if found is None:
        return state
    kind, amount, magical = found
    state = state.logged(Event.of("word", creature=creature.id, word=name))
    if kind in (Effect.POWER, Effect.DRAW):
        return effect(state, kind, amount, creature.owner, None)
    near = [state.at(h) for h in state.battlefield.neighbours(creature.at)]
    if kind is Effect.DAMAGE:
        targets = [c.id for c in near if c is not None and c.owner is not creature.owner]
    elif name == "First word":
        targets = [creature.id]
    else:
        targets = [c.id for c in near if c is not None and c.owner is creature.owner]
    for target in targets:
        state = effect(state, kind, amount, creature.owner, target, magical)
    return state
