"""Set-up and the turn (LS1-5, LS1-6): the roll-off, the heroes, the starting hands and the
mulligan; the beginning phase (untap, ready, draw, Prosperity) and the passing of the turn."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from engine.core.dice import Dice
from engine.core.errors import RuleViolation, Term
from engine.core.events import Event
from engine.signum.classic.cards import CardPool
from engine.signum.classic.ruleset import DEFAULT_RULESET, Ruleset
from engine.signum.classic.state import Building, Camp, GameState, Phase, freeze_camps
from engine.signum.classic.table import Player
from engine.signum.piles import Pile, shuffled

ROLL_OFF, DISCARD = "roll-off", "discard"


def roll_off(dice: Dice, ruleset: Ruleset) -> tuple[Player, list[Event]]:
    """Both roll one die; the higher plays first, a tie rolls again (LS1-5.1, LS1-C.6)."""
    events = []
    faces = ruleset.die_faces
    while True:
        south, north = dice.roll(ROLL_OFF, faces), dice.roll(ROLL_OFF, faces)
        events.append(Event.of("roll_off", south=south, north=north))
        if south != north:
            first = Player.SOUTH if faces.index(south) > faces.index(north) else Player.NORTH
            return first, events


def draw(state: GameState, player: Player, dice: Dice) -> GameState:
    """Draw one card; with a full hand, first discard one at random (LS1-6.3, LS1-3.7)."""
    camp = state.camp(player)
    hand, graveyard = camp.hand, camp.graveyard
    events = []
    if len(hand) >= state.ruleset.hand_limit:
        faces = sorted(set(hand))
        gone = faces[0] if len(faces) == 1 else dice.roll(DISCARD, faces)
        hand, graveyard = hand.without(gone), graveyard.put_on_top(gone)
        events.append(Event.of("discard", player=player.value, card=gone))
    if camp.deck.empty:
        events.append(Event.of("no_card", player=player.value))
        return state.with_camp(player, hand=hand, graveyard=graveyard).logged(*events)
    card, deck = camp.deck.draw()
    events.append(Event.of("draw", player=player.value))
    return state.with_camp(
        player, deck=deck, hand=hand.put_on_bottom(card), graveyard=graveyard
    ).logged(*events)


def begin_turn(state: GameState, dice: Dice) -> GameState:
    """The beginning phase, then the construction phase (LS1-6.2)."""
    player = state.active
    camp = state.camp(player)
    state = state.with_camp(
        player,
        city=tuple(Building(b.card) for b in camp.city),
        terrain_this_turn=False,
    )
    creatures = tuple(
        replace(c, activated=False, ran=False, fights=0)
        if c.owner is player
        else replace(c, fights=0)
        for c in state.creatures
    )
    state = replace(state, creatures=creatures, current=None).logged(
        Event.of("turn", player=player.value, turn=state.turn)
    )
    state = draw(state, player, dice)
    gain = state.ruleset.prosperity_per_turn
    state = state.with_camp(player, prosperity=state.camp(player).prosperity + gain)
    return replace(state, phase=Phase.CONSTRUCTION)


def end_turn(state: GameState, dice: Dice) -> GameState:
    """The turn passes to the other player (LS1-6.1)."""
    state = replace(state, active=state.active.opponent, turn=state.turn + 1, current=None)
    return begin_turn(state, dice)


def new_game(
    cards: CardPool,
    heroes: Mapping[Player, str],
    decks: Mapping[Player, Sequence[str]],
    dice: Dice,
    *,
    buildings: Mapping[Player, Sequence[str]] | None = None,
    terrain: Mapping[Player, Sequence[str]] | None = None,
    minions: Mapping[Player, Sequence[str]] | None = None,
    ruleset: Ruleset = DEFAULT_RULESET,
    shuffle: bool = True,
) -> GameState:
    """A game ready for the heroes to be placed: the roll-off done, the decks shuffled.

    ``shuffle=False`` keeps each deck in the order given, top first (for scenarios).
    """
    first, events = roll_off(dice, ruleset)
    camps = {}
    for player in Player:
        deck = tuple(decks[player])
        camps[player] = Camp(
            hero=heroes[player],
            deck=Pile(shuffled(dice, deck) if shuffle else deck),
            minions=tuple((minions or {}).get(player, ())),
            buildings=tuple((buildings or {}).get(player, ())),
            terrain=tuple((terrain or {}).get(player, ())),
            prosperity=ruleset.starting_prosperity,
        )
    return GameState(
        cards=cards,
        camps=freeze_camps(camps),
        creatures=(),
        first=first,
        active=first,
        phase=Phase.HEROES,
        ruleset=ruleset,
        log=tuple(events),
    )


def deal_hands(state: GameState) -> GameState:
    """Both players draw their starting hands (LS1-5.3); the mulligans follow."""
    size = state.ruleset.starting_hand
    for player in (state.first, state.first.opponent):
        camp = state.camp(player)
        hand = camp.deck.cards[:size]
        state = state.with_camp(player, deck=Pile(camp.deck.cards[size:]), hand=Pile(hand))
    return replace(state, phase=Phase.MULLIGAN, active=state.first)


def check_mulligan(state: GameState, cards: tuple[str, ...]) -> None:
    """Up to four cards of the hand, once (LS1-5.4)."""
    limit = state.ruleset.mulligan_limit
    if len(cards) > limit:
        raise RuleViolation(
            "LS1-5.4",
            "a mulligan puts back at most {limit} cards, not {n}",
            limit=limit,
            n=len(cards),
        )
    hand = list(state.camp(state.active).hand)
    for card in cards:
        if card not in hand:
            raise RuleViolation("LS1-5.4", "{card} is not in the hand", card=Term("card", card))
        hand.remove(card)


def mulligan(state: GameState, cards: tuple[str, ...], dice: Dice) -> GameState:
    """Put the cards back, shuffle the deck, draw as many; the next player, or turn 1."""
    player = state.active
    camp = state.camp(player)
    hand = camp.hand
    for card in cards:
        hand = hand.without(card)
    if cards:
        deck = Pile(shuffled(dice, (*camp.deck.cards, *cards)))
        hand = Pile((*hand.cards, *deck.cards[: len(cards)]))
        deck = Pile(deck.cards[len(cards) :])
    else:
        deck = camp.deck
    state = state.with_camp(player, hand=hand, deck=deck, mulliganed=True).logged(
        Event.of("mulligan", player=player.value, cards=len(cards))
    )
    if player is state.first:
        return replace(state, active=player.opponent)
    return begin_turn(replace(state, active=state.first, phase=Phase.CONSTRUCTION), dice)
