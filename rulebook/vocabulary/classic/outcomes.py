"""Then steps: what the table, the creatures, the zones and the game show afterwards."""

from __future__ import annotations

from engine.signum.classic.creatures import contacts
from engine.signum.classic.geometry import at_most, gap, touching
from engine.signum.classic.ranged import sight
from engine.signum.classic.state import (
    Camp,
    ChooseAbsorb,
    ChooseReveal,
    ChooseSplit,
    Phase,
    Relic,
)
from engine.signum.classic.table import Player, Point, number
from rulebook.vocabulary.classic.fields import (
    then,
)
from rulebook.vocabulary.classic.world import (
    World,
    term_of,
)
from rulebook.vocabulary.fields import listed
from rulebook.vocabulary.signum import card_list, player_term, same_cards
from rulebook.vocabulary.world import StepFailed, expect, expect_count

# Then: creatures


@then("the creature at {at:Point} has {number:plural:wound|wounds}")
def _(ls1_world: World, at: Point, number: int) -> None:
    wounds = ls1_world.at(at).wounds
    expect_count(
        wounds, number, "the creature at {at} has {wounds:plural:wound|wounds}", at=at.label
    )


@then("the creature at {at:Point} has {number:plural:armour token|armour tokens}")
def _(ls1_world: World, at: Point, number: int) -> None:
    armour = ls1_world.at(at).armour
    expect_count(
        armour,
        number,
        "the creature at {at} has {armour:plural:armour token|armour tokens}",
        at=at.label,
    )


@then("{card:Card} stands at {at:Point}")
def _(ls1_world: World, card: str, at: Point) -> None:
    found = [c for c in ls1_world.state.creatures if c.card == card]
    if not found:
        raise StepFailed("{card} is not on the table", card=term_of("card", card))
    expect(
        any(ls1_world.near(c.at, at) for c in found),
        "{card} stands at {where}",
        card=term_of("card", card),
        where=", ".join(c.at.label for c in found),
    )


@then("there is no creature at {at:Point}")
def _(ls1_world: World, at: Point) -> None:
    for creature in ls1_world.state.creatures:
        if ls1_world.near(creature.at, at):
            raise StepFailed(
                "{card} stands at {at}", card=term_of("card", creature.card), at=at.label
            )


@then("the creature at {at:Point} touches the creature at {other:Point}")
def _(ls1_world: World, at: Point, other: Point) -> None:
    first, second = ls1_world.at(at), ls1_world.at(other)
    state = ls1_world.state
    distance = gap(state.disc(first), state.disc(second))
    expect(
        touching(state.disc(first), state.disc(second), state.ruleset.tolerance),
        "the bases are {distance} cm apart",
        distance=number(distance),
    )


@then(
    "the distance from the creature at {at:Point} to the creature at {other:Point} is {length:Length} cm"
)
def _(ls1_world: World, at: Point, other: Point, length: float) -> None:
    state = ls1_world.state
    distance = gap(state.disc(ls1_world.at(at)), state.disc(ls1_world.at(other)))
    expect(
        at_most(abs(distance - length), 0, state.ruleset.tolerance),
        "the bases are {distance} cm apart",
        distance=number(distance),
    )


@then("the creature at {at:Point} can see the creature at {other:Point}")
def _(ls1_world: World, at: Point, other: Point) -> None:
    state = ls1_world.state
    ls1_world.draw_sight(state, ls1_world.at(at), ls1_world.at(other))
    expect(
        sight(state, ls1_world.at(at), ls1_world.at(other)).clear,
        "every line between the bases is blocked",
    )


@then("the creature at {at:Point} cannot see the creature at {other:Point}")
def _(ls1_world: World, at: Point, other: Point) -> None:
    state = ls1_world.state
    ls1_world.draw_sight(state, ls1_world.at(at), ls1_world.at(other))
    found = sight(state, ls1_world.at(at), ls1_world.at(other))
    if found.clear and found.line is not None:
        start, end = found.line
        raise StepFailed(
            "the line from {start} to {end} is clear", start=start.label, end=end.label
        )


@then("the creature at {at:Point} can still fight")
def _(ls1_world: World, at: Point) -> None:
    creature = ls1_world.at(at)
    state = ls1_world.state
    expect(state.current == creature.id and contacts(state, creature), "its activation is over")


@then("the activation of the creature at {at:Point} is over")
def _(ls1_world: World, at: Point) -> None:
    creature = ls1_world.at(at)
    state = ls1_world.state
    expect(creature.activated and state.current != creature.id, "it may still act")


# Then: players and cards


def player_camp(world: World, player: Player) -> Camp:
    return world.state.camp(player)


@then("the {player:Player} player's hand holds: {cards:Cards}")
def _(ls1_world: World, player: Player, cards: list[str]) -> None:
    held = player_camp(ls1_world, player).hand.cards
    same_cards(held, cards, "the {player} player's hand holds: {cards}", player)


@then("the {player:Player} player's Graveyard holds: {cards:Cards}")
def _(ls1_world: World, player: Player, cards: list[str]) -> None:
    held = player_camp(ls1_world, player).graveyard.cards
    same_cards(held, cards, "the {player} player's Graveyard holds: {cards}", player)


@then("the {player:Player} player's Battle Deck holds from the top: {cards:Cards}")
def _(ls1_world: World, player: Player, cards: list[str]) -> None:
    cards = listed(cards)
    deck = player_camp(ls1_world, player).deck.cards
    if list(deck) != cards:
        raise StepFailed(
            "the {player} player's Battle Deck holds from the top: {cards}",
            player=player_term(player),
            cards=card_list(deck),
        )


@then("the {player:Player} player's hero wears: {cards:Cards}")
def _(ls1_world: World, player: Player, cards: list[str]) -> None:
    worn = tuple(r.card for r in player_camp(ls1_world, player).relics)
    same_cards(worn, cards, "the {player} player's hero wears: {cards}", player)


@then("{card:Card} holds {number:plural:armour token|armour tokens}")
def _(ls1_world: World, card: str, number: int) -> None:
    relic = relic_named(ls1_world, card)
    expect_count(
        relic.tokens,
        number,
        "{card} holds {tokens:plural:armour token|armour tokens}",
        card=term_of("card", card),
    )


@then("{card:Card} has {number:plural:use|uses} left")
def _(ls1_world: World, card: str, number: int) -> None:
    relic = relic_named(ls1_world, card)
    expect_count(
        relic.uses, number, "{card} has {uses:plural:use|uses} left", card=term_of("card", card)
    )


def relic_named(world: World, card: str) -> Relic:
    for player in Player:
        for relic in world.state.camp(player).relics:
            if relic.card == card:
                return relic
    raise StepFailed("no hero wears {card}", card=term_of("card", card))


@then("the {player:Player} player has {number:Number} Prosperity")
def _(ls1_world: World, player: Player, number: int) -> None:
    have = player_camp(ls1_world, player).prosperity
    expect_count(
        have, number, "the {player} player has {have} Prosperity", player=player_term(player)
    )


@then("the {player:Player} player's City holds: {cards:Cards}")
def _(ls1_world: World, player: Player, cards: list[str]) -> None:
    city = tuple(b.card for b in player_camp(ls1_world, player).city)
    same_cards(city, cards, "the {player} player's City holds: {cards}", player)


@then("the {player:Player} player's {card:Card} is tapped")
def _(ls1_world: World, player: Player, card: str) -> None:
    city = player_camp(ls1_world, player).city
    expect(
        any(b.card == card and b.tapped for b in city),
        "no {card} of the City is tapped",
        card=term_of("card", card),
    )


@then("the {player:Player} player has {number:plural:face-down tactic|face-down tactics}")
def _(ls1_world: World, player: Player, number: int) -> None:
    count = len(player_camp(ls1_world, player).tactics)
    expect_count(
        count,
        number,
        "the {player} player has {count:plural:face-down tactic|face-down tactics}",
        player=player_term(player),
    )


@then("the {player:Player} player may reveal {card:Card}")
def _(ls1_world: World, player: Player, card: str) -> None:
    state = ls1_world.state
    decision = state.pending[0] if state.pending else None
    expect(
        isinstance(decision, ChooseReveal) and decision.card == card and decision.owner is player,
        "no occurrence of the event of {card} waits for the {player} player",
        card=term_of("card", card),
        player=player_term(player),
    )


@then("the {player:Player} player may order the relics")
def _(ls1_world: World, player: Player) -> None:
    state = ls1_world.state
    decision = state.pending[0] if state.pending else None
    expect(
        isinstance(decision, ChooseAbsorb) and state.deciding is player,
        "no order of the relics waits for the {player} player",
        player=player_term(player),
    )


@then("the {player:Player} player must split the dice of the creature at {at:Point}")
def _(ls1_world: World, player: Player, at: Point) -> None:
    state = ls1_world.state
    creature = ls1_world.at(at)
    decision = state.pending[0] if state.pending else None
    expect(
        isinstance(decision, ChooseSplit)
        and decision.creature == creature.id
        and state.deciding is player,
        "no split of the dice of the creature at {at} waits for the {player} player",
        at=at.label,
        player=player_term(player),
    )


@then("it is the {player:Player} player's {phase:TurnPhase} phase")
def _(ls1_world: World, player: Player, phase: Phase) -> None:
    state = ls1_world.state
    expect(not state.is_over, "the game is over")
    expect(
        (state.active, state.phase) == (player, phase),
        "it is the {player} player's {phase} phase",
        player=player_term(state.active),
        phase=term_of("turn phase", state.phase.value),
    )


@then("the {player:Player} player plays first")
def _(ls1_world: World, player: Player) -> None:
    first = ls1_world.state.first
    expect(first is player, "the {player} player plays first", player=player_term(first))


@then("the {player:Player} player wins")
def _(ls1_world: World, player: Player) -> None:
    state = ls1_world.state
    expect(state.is_over, "the game is not over")
    expect(not state.drawn, "the game is drawn")
    assert state.winner is not None
    expect(state.winner is player, "the {player} player wins", player=player_term(state.winner))


@then("the game ends in a draw")
def _(ls1_world: World) -> None:
    state = ls1_world.state
    expect(state.is_over, "the game is not over")
    if state.winner is not None:
        raise StepFailed("the {player} player wins", player=player_term(state.winner))


@then("the game goes on")
def _(ls1_world: World) -> None:
    expect(not ls1_world.state.is_over, "the game is over")


@then("the {player:Player} player has {number:plural:creature|creatures} on the table")
def _(ls1_world: World, player: Player, number: int) -> None:
    count = len(ls1_world.state.creatures_of(player))
    expect_count(
        count,
        number,
        "the {player} player has {count:plural:creature|creatures} on the table",
        player=player_term(player),
    )


@then("the {player:Player} player's template {card:Card} lies at {at:Point}")
def _(ls1_world: World, player: Player, card: str, at: Point) -> None:
    laid = [t for t in ls1_world.state.templates if t.owner is player and t.card == card]
    expect(
        any(ls1_world.near(t.at, at) for t in laid),
        "the templates of {card} lie at: {where}",
        card=term_of("card", card),
        where=", ".join(t.at.label for t in laid) or "-",
    )


@then("{card:Card} lasts on the creature at {at:Point}")
def _(ls1_world: World, card: str, at: Point) -> None:
    creature = ls1_world.at(at)
    state = ls1_world.state
    expect(
        any(
            s.card == card and s.target == creature.id
            for p in Player
            for s in state.camp(p).lasting
        ),
        "{card} is not in play on the creature at {at}",
        card=term_of("card", card),
        at=at.label,
    )
