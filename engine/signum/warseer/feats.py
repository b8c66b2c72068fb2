"""Feats (LS2-11.1 to LS2-11.5) and what becomes of the creatures that fell.

An enemy character destroyed in your turn: take the top Feat card face down into your
Hall of Fame, 1 VP (no card left, nothing taken: ruling). A Feat card in hand may be
played face up when its condition holds, in your own turn: a Military Feat answers one
enemy character destroyed earlier in this turn, at most one per character; an Achievement
may be played at any time of your turn, never two of the same name in one turn. At most
one Feat card a turn may be discarded for its discard effect (LS2-4.11); it goes to its
player's History (ruling).
"""

from __future__ import annotations

from dataclasses import replace

from engine.core.errors import RuleViolation, Term
from engine.core.events import Event
from engine.signum.warseer.battlefield import Player
from engine.signum.warseer.cards import CardPool, Condition, Effect, FeatCard, FeatKind
from engine.signum.warseer.rising import freed, open_rise
from engine.signum.warseer.state import Creature, GameState, Kind
from engine.signum.warseer.support import speak
from engine.signum.warseer.victory import check_target, heroes_fallen
from engine.signum.warseer.zones import draw, feats_taken, out_of_hand, to_history, untie

FEAT_DISCARDS = "discard feat"


def _pool(state: GameState) -> CardPool:
    assert isinstance(state.cards, CardPool)
    return state.cards


def settle_fallen(state: GameState) -> GameState:
    """Take each creature of ``state.fallen`` off the books, then the game's end if due.

    A character's card goes to History (LS2-7.7); an Enchantment on any fallen creature
    goes to its caster's History (LS2-1.20); an enemy character fallen in the active
    player's turn earns them a face-down feat (LS2-11.2) and may be answered by a Military
    Feat; a fallen hero ends the game (LS2-11.7).
    """
    heroes: list[Player] = []
    while state.fallen:  # a Last word may destroy more
        fallen, state = state.fallen, replace(state, fallen=())
        for creature in fallen:
            state = freed(_enchantments_end(state, creature.id), creature.id)
            if creature.kind is Kind.HERO:
                heroes.append(creature.owner)
                continue
            if creature.kind is Kind.CHARACTER:
                state = to_history(state, creature.owner, creature.name)
                if creature.owner is not state.active:
                    state = _face_down(state, state.active, creature)
                    state = open_rise(state, state.active, creature)
                state = speak(state, creature, "Last word")
    if heroes:
        return heroes_fallen(state, heroes)
    return check_target(state)


def _enchantments_end(state: GameState, creature_id: int) -> GameState:
    return untie(state, "enchantments", creature_id)


def _face_down(state: GameState, player: Player, creature: Creature) -> GameState:
    state = replace(state, destroyed=(*state.destroyed, creature))
    if state.feats_deck.empty:
        return state.logged(Event.of("no_feat_left", player=player.value))
    card, deck = state.feats_deck.draw()
    tablet = state.player(player)
    state = replace(state, feats_deck=deck).with_player(
        player,
        face_down_feats=tablet.face_down_feats.put_on_top(card),
        vp=tablet.vp + state.ruleset.vp_per_character,
    )
    state = state.logged(Event.of("feat_face_down", player=player.value, creature=creature.id))
    return feats_taken(state, player)


def _feat_in_hand(state: GameState, card: str, rule: str) -> FeatCard:
    if card not in state.player(state.active).feats_hand:
        raise RuleViolation(rule, "{card} is not a Feat card in the hand", card=Term("card", card))
    return _pool(state).feat(card)


def condition_met(state: GameState, feat: FeatCard, subject: Creature | None) -> bool:
    """Whether ``feat``'s condition holds for the active player now."""
    tablet = state.player(state.active)
    x = feat.threshold
    match feat.condition:
        case Condition.DESTROYED_ANY:
            return subject is not None
        case Condition.DESTROYED_RANK:
            return subject is not None and subject.rank >= x
        case Condition.CREATURES:
            return len(state.creatures_of(state.active)) >= x
        case Condition.HISTORY:
            return len(tablet.history) >= x
        case Condition.RELICS:
            return len(tablet.relics) >= x
        case Condition.POWER:
            return tablet.power >= x
    return False


def achievement_mark(card: str) -> str:
    return f"achievement:{card}"


def military_mark(creature_id: int) -> str:
    return f"military:{creature_id}"


def check_play_feat(state: GameState, card: str, subject: int | None) -> FeatCard:
    """Refuse a feat the rules do not allow now; the card if they do."""
    feat = _feat_in_hand(state, card, "LS2-11.3")
    tablet = state.player(state.active)
    target: Creature | None = None
    if feat.kind is FeatKind.MILITARY:
        target = next((c for c in state.destroyed if c.id == subject), None)
        if target is None:
            raise RuleViolation(
                "LS2-11.4",
                "{card} is a Military Feat: it answers an enemy character destroyed this turn",
                card=Term("card", card),
            )
        if military_mark(target.id) in tablet.marks:
            raise RuleViolation(
                "LS2-11.4",
                "a Military Feat has already been played for {name}",
                name=Term("card", target.name),
            )
    else:
        if subject is not None:
            raise RuleViolation(
                "LS2-11.5",
                "{card} is an Achievement: it names no creature",
                card=Term("card", card),
            )
        if achievement_mark(card) in tablet.marks:
            raise RuleViolation(
                "LS2-11.5",
                "an Achievement named {card} has already been played this turn",
                card=Term("card", card),
            )
    if not condition_met(state, feat, target):
        raise RuleViolation(
            "LS2-11.3", "the condition of {card} is not met", card=Term("card", card)
        )
    return feat


def play_feat(state: GameState, card: str, subject: int | None) -> GameState:
    feat = check_play_feat(state, card, subject)
    player = state.active
    tablet = state.player(player)
    mark = military_mark(subject) if subject is not None else achievement_mark(card)
    state = state.with_player(
        player,
        feats_hand=tablet.feats_hand.without(card),
        hall_of_fame=tablet.hall_of_fame.put_on_top(card),
        vp=tablet.vp + feat.vp,
        marks=tablet.marks | {mark},
    )
    state = state.logged(Event.of("feat_played", player=player.value, card=card, vp=feat.vp))
    return check_target(state)


def check_discard_feat(state: GameState, card: str) -> FeatCard:
    feat = _feat_in_hand(state, card, "LS2-4.11")
    tablet = state.player(state.active)
    limit = state.ruleset.feat_discards_per_turn
    if tablet.counted(FEAT_DISCARDS) >= limit:
        raise RuleViolation(
            "LS2-4.11",
            "{player} has already discarded {n:plural:Feat card|Feat cards} this turn",
            player=Term("player", state.active.value),
            n=limit,
        )
    return feat


def discard_feat(state: GameState, card: str) -> GameState:
    """Discard a feat for its effect: Power (never above the cap) or cards drawn."""
    feat = check_discard_feat(state, card)
    player = state.active
    state = to_history(out_of_hand(state, "feats_hand", card, FEAT_DISCARDS), player, card)
    if feat.discard is Effect.POWER:
        power = min(state.player(player).power + feat.discard_amount, state.ruleset.power_cap)
        state = state.with_player(player, power=max(power, state.player(player).power))
    elif feat.discard is Effect.DRAW:
        state = draw(state, player, feat.discard_amount)
    return state.logged(Event.of("feat_discarded", player=player.value, card=card))
