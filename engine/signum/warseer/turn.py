"""Setup, the turn and the start of an activation (LS2-3, LS2-4, LS2-5.1, LS2-10.4).

Setup: the Battle Decks and the shared Feats deck are shuffled, each hero stands on its
hex of its own zone, each player draws seven cards and puts three back, then shuffles
(south first). Turn start: draw one Battle Deck card and one Feat card, untap, then
Power = max(Power, min(Income, 10)). End of turn: the active player's end-of-turn effects
in the order they choose, then the other player's turn (or the end of the game, when the
last Feat card was drawn in this one).

An activation begins with the creature's tokens, in this order (LS2-C.15): a Stun token
is lost instead of the activation; Disease deals 1 wound, then spreads by a roll to every
creature within 1; Poison rolls for a wound or the loss of its token; Regeneration rolls
for healing. Skipping the activation instead loses a Poison token without a roll, or a
Disease token after its wound.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from engine.core.dice import Dice
from engine.core.errors import RuleViolation, Term
from engine.core.events import Event
from engine.signum.piles import Pile, shuffled
from engine.signum.warseer.battlefield import Battlefield, Player
from engine.signum.warseer.cards import CardPool
from engine.signum.warseer.creatures import fields, require
from engine.signum.warseer.damage import add_token, deal, heal
from engine.signum.warseer.dice import roll_face, table
from engine.signum.warseer.feats import settle_fallen
from engine.signum.warseer.hexes import Hex
from engine.signum.warseer.power import income, power_at_turn_start
from engine.signum.warseer.ruleset import DEFAULT_RULESET, Ruleset
from engine.signum.warseer.state import (
    CityCard,
    Creature,
    GameState,
    Keyword,
    Phase,
    PlayerState,
)
from engine.signum.warseer.summoning import check_entry
from engine.signum.warseer.support import check_order, resolve_end_effects
from engine.signum.warseer.tokens import TokenKind
from engine.signum.warseer.victory import game_over
from engine.signum.warseer.zones import draw, draw_feat


def new_game(
    cards: CardPool,
    heroes: Mapping[Player, tuple[str, Hex]],
    warbands: Mapping[Player, Sequence[str]],
    decks: Mapping[Player, Sequence[str]],
    feats: Sequence[str],
    dice: Dice,
    *,
    battlefield: Battlefield | None = None,
    ruleset: Ruleset = DEFAULT_RULESET,
    shuffle: bool = True,
) -> GameState:
    """A game after setup's draws: heroes on their hexes, seven cards in each hand, waiting
    for the players to put three back (south first). ``shuffle=False`` keeps every deck in
    the order given, top first (for scenarios)."""
    field = battlefield if battlefield is not None else Battlefield.empty(ruleset)
    state = GameState(
        field,
        {p: PlayerState() for p in Player},
        phase=Phase.SETUP,
        ruleset=ruleset,
        feats_deck=Pile(shuffled(dice, feats) if shuffle else tuple(feats)),
        cards=cards,
        active=Player.SOUTH,
        first=Player.SOUTH,
    )
    for player in Player:
        name, at = heroes[player]
        hero = cards.creature(name)
        check_entry(state, player, at, "LS2-3.4")
        deck = tuple(decks[player])
        deck = shuffled(dice, deck) if shuffle else deck
        draw_n = ruleset.starting_draw
        state = state.with_player(
            player,
            hero=name,
            deck=Pile(deck[draw_n:]),
            hand=Pile(deck[:draw_n]),
            war_camp=tuple(warbands[player]),
            power=ruleset.starting_power,
        )
        state = state.with_creature(hero.creature(state.next_id, player, at))
    return state.logged(Event.of("setup", feats=len(feats)))


def check_return(state: GameState, cards: tuple[str, ...]) -> None:
    """Exactly three cards of the hand go back (LS2-3.5)."""
    want = state.ruleset.starting_return
    hand = state.player(state.active).hand
    if len(cards) != min(want, len(hand)):
        raise RuleViolation(
            "LS2-3.5", "put back {n:plural:card|cards}, not {given}", n=want, given=len(cards)
        )
    left = list(hand)
    for card in cards:
        if card not in left:
            raise RuleViolation("LS2-3.5", "{card} is not in the hand", card=Term("card", card))
        left.remove(card)


def return_cards(state: GameState, cards: tuple[str, ...], dice: Dice) -> GameState:
    check_return(state, cards)
    player = state.active
    tablet = state.player(player)
    hand = tablet.hand
    for card in cards:
        hand = hand.without(card)
    deck = Pile(shuffled(dice, (*tablet.deck.cards, *cards)))
    state = state.with_player(player, hand=hand, deck=deck, returned=True)
    state = state.logged(Event.of("returned", player=player.value, cards=len(cards)))
    if player is state.first:
        return replace(state, active=player.opponent)
    return begin_turn(replace(state, active=state.first, phase=Phase.ACTIVATION))


def player_income(state: GameState, player: Player) -> int:
    pool = state.cards
    assert isinstance(pool, CardPool)
    return income(state.player(player).history, pool.income)


def begin_turn(state: GameState) -> GameState:
    """Draw, untap, Power from Income (LS2-4.2 to LS2-4.4)."""
    player = state.active
    state = state.logged(Event.of("turn", player=player.value, turn=state.turn))
    state = draw(state, player, state.ruleset.turn_draw)
    state = draw_feat(state, player)
    tablet = state.player(player)
    state = state.with_player(
        player,
        city=tuple(CityCard(b.card) for b in tablet.city),
        marks=frozenset(),
        turn_counts=PlayerState().turn_counts,
    )
    creatures = tuple(c.fresh() if c.owner is player else c for c in state.creatures)
    state = replace(state, creatures=creatures, current=None, destroyed=())
    power = power_at_turn_start(
        state.player(player).power, player_income(state, player), state.ruleset.power_cap
    )
    return state.with_player(player, power=power)


def end_turn(state: GameState, order: tuple[int, ...]) -> GameState:
    """The end-of-turn effects in ``order``, then the next turn or the game's end."""
    check_order(state, order)
    state = state.logged(Event.of("end_turn", player=state.active.value))
    state = settle_fallen(resolve_end_effects(state, order))
    if state.is_over:
        return state
    state = _contracts_end(state)
    if state.ending:
        return game_over(state, "last feat")
    state = replace(state, active=state.active.opponent, turn=state.turn + 1, current=None)
    return begin_turn(state)


def _contract_bonus(creature: Creature) -> tuple[tuple[int, ...], tuple[Keyword, ...]]:
    """What the creature's Contract Text gives: dice ranks (0: the attack's) and keywords."""
    from engine.signum.warseer.keywords import bonus

    word = creature.keyword("Contract")
    assert word is not None
    found = bonus(word.text)
    own = min(creature.attack.dice, default=1)
    return tuple(own if rank == 0 else rank for rank in found.dice), found.keywords


def contract_gained(creature: Creature) -> Creature:
    """The creature with its Contract's Text: more dice on its attack, more keywords."""
    dice, words = _contract_bonus(creature)
    attack = replace(creature.attack, dice=(*creature.attack.dice, *dice))
    return replace(creature, attack=attack, keywords=tuple(sorted((*creature.keywords, *words))))


def contract_lost(creature: Creature) -> Creature:
    """The creature as it was before its Contract was paid (the Text is gone)."""
    dice, words = _contract_bonus(creature)
    kept = list(creature.keywords)
    for word in words:
        if word in kept:
            kept.remove(word)
    left = creature.attack.dice[: len(creature.attack.dice) - len(dice)]
    return replace(creature, attack=replace(creature.attack, dice=left), keywords=tuple(kept))


def _contracts_end(state: GameState) -> GameState:
    """The Texts of Contracts paid this turn leave their creatures (LS2-12.13)."""
    marks = state.player(state.active).marks
    for creature in state.creatures_of(state.active):
        if creature.keyword("Contract") is not None and f"contract:{creature.id}" in marks:
            state = state.with_creature(contract_lost(creature))
    return state


# The start of an activation


def check_ready(state: GameState, creature_id: int, rule: str = "LS2-5.1") -> Creature:
    """A creature of the active player that may begin its activation now."""
    creature = require(state, creature_id, rule)
    if creature.owner is not state.active:
        raise RuleViolation(
            "LS2-5.1", "{name} on {at} is not a creature of the active player", **fields(creature)
        )
    if state.current is not None:
        raise RuleViolation("LS2-5.1", "another creature's activation is under way")
    if creature.activated:
        if creature.summoned:
            raise RuleViolation(
                "LS2-5.4", "{name} on {at} was summoned this turn", **fields(creature)
            )
        raise RuleViolation(
            "LS2-5.3", "{name} on {at} has already been activated this turn", **fields(creature)
        )
    return creature


def activate(state: GameState, creature_id: int, dice: Dice) -> GameState:
    """Begin the activation: tokens first (LS2-10.4); the creature is tapped."""
    creature = check_ready(state, creature_id)
    creature = replace(creature, activated=True)
    state = state.with_creature(creature).logged(Event.of("activate", creature=creature.id))
    if creature.tokens.stun:
        state = state.with_creature(creature.minus(TokenKind.STUN))
        return state.logged(Event.of("stunned", creature=creature.id))
    token_rank = table().token_rank
    if creature.tokens.disease:
        state = deal(state, creature.id, 1, wounds_only=True)
        if state.find(creature.id) is None:
            return settle_fallen(state)
        for other in sorted(state.battlefield.within(creature.at, 1)):
            near = state.at(other)
            if near is None or near.id == creature.id:
                continue
            face = roll_face(dice, token_rank)
            if table().token_effect("disease", face) == "infect":
                state = add_token(state, near.id, TokenKind.DISEASE)
    if creature.tokens.poison:
        face = roll_face(dice, token_rank)
        meaning = table().token_effect("poison", face)
        if meaning == "wound":
            state = deal(state, creature.id, 1, wounds_only=True)
        elif meaning == "lose_token":
            poisoned = state.find(creature.id)
            if poisoned is not None:
                state = state.with_creature(poisoned.minus(TokenKind.POISON))
        if state.find(creature.id) is None:
            return settle_fallen(state)
    if creature.has("Regeneration"):
        face = roll_face(dice, token_rank)
        meaning = table().token_effect("regeneration", face)
        if meaning in ("heal_1", "heal_2"):
            state = heal(state, creature.id, int(meaning[-1]))
    state = settle_fallen(state)
    if state.is_over or state.find(creature.id) is None:
        return state
    return replace(state, current=creature.id)


def check_skip(state: GameState, creature_id: int) -> Creature:
    creature = check_ready(state, creature_id, "LS2-10.5")
    if not (creature.tokens.poison or creature.tokens.disease):
        raise RuleViolation(
            "LS2-10.5",
            "{name} on {at} has no Poison or Disease token to lose by skipping",
            **fields(creature),
        )
    return creature


def skip(state: GameState, creature_id: int) -> GameState:
    """Skip the activation: a Disease token after its wound, a Poison token without a roll
    (LS2-12.18, LS2-12.34); the creature is tapped (LS2-10.5)."""
    creature = check_skip(state, creature_id)
    creature = replace(creature, activated=True)
    state = state.with_creature(creature).logged(Event.of("skip", creature=creature.id))
    if creature.tokens.disease:
        state = deal(state, creature.id, 1, wounds_only=True)
        left = state.find(creature.id)
        if left is not None:
            state = state.with_creature(left.minus(TokenKind.DISEASE))
    left = state.find(creature.id)
    if left is not None and left.tokens.poison:
        state = state.with_creature(left.minus(TokenKind.POISON))
    return settle_fallen(state)
