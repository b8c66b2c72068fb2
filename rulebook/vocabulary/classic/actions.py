"""When steps: the creatures move, run, fight and shoot; the players play cards, build,
lay terrain, answer the decisions they owe, and set up a new game."""

from __future__ import annotations

from engine.core.dice import ScriptedDice, ScriptError
from engine.signum.classic import actions as a
from engine.signum.classic.damage import points_in_order
from engine.signum.classic.table import Player, Point
from engine.signum.classic.turn import new_game
from rulebook.vocabulary.classic.fields import (
    when,
)
from rulebook.vocabulary.classic.world import (
    World,
)
from rulebook.vocabulary.fields import listed
from rulebook.vocabulary.world import expect

# When: the creatures


@when("the creature at {at:Point} moves to {to:Point}")
def _(ls1_world: World, at: Point, to: Point) -> None:
    creature = ls1_world.at(at)
    ls1_world.act(creature.owner, a.Move(creature.id, (to,)))


@when("the creature at {at:Point} moves along {path:Path}")
def _(ls1_world: World, at: Point, path: tuple[Point, ...]) -> None:
    creature = ls1_world.at(at)
    ls1_world.act(creature.owner, a.Move(creature.id, path))


@when("the creature at {at:Point} runs to {to:Point}")
def _(ls1_world: World, at: Point, to: Point) -> None:
    creature = ls1_world.at(at)
    ls1_world.act(creature.owner, a.Run(creature.id, (to,)))


@when("the creature at {at:Point} fights the creature at {target:Point}")
def _(ls1_world: World, at: Point, target: Point) -> None:
    creature, enemy = ls1_world.at(at), ls1_world.at(target)
    ls1_world.act(creature.owner, a.Fight(creature.id, enemy.id))


@when("the creature at {at:Point} shoots at the creature at {target:Point}")
def _(ls1_world: World, at: Point, target: Point) -> None:
    creature, enemy = ls1_world.at(at), ls1_world.at(target)
    ls1_world.act(creature.owner, a.Shoot(creature.id, enemy.id))


@when("the creature at {at:Point} fights the creature at {target:Point} with {weapon:Card}")
def _(ls1_world: World, at: Point, target: Point, weapon: str) -> None:
    """A hero wearing two melee weapons names the one it uses (LS1-C.17)."""
    creature, enemy = ls1_world.at(at), ls1_world.at(target)
    ls1_world.act(creature.owner, a.Fight(creature.id, enemy.id, weapon))


@when("the creature at {at:Point} shoots at the creature at {target:Point} with {weapon:Card}")
def _(ls1_world: World, at: Point, target: Point, weapon: str) -> None:
    """A hero wearing two ranged weapons names the one it shoots with (LS1-C.17)."""
    creature, enemy = ls1_world.at(at), ls1_world.at(target)
    ls1_world.act(creature.owner, a.Shoot(creature.id, enemy.id, weapon))


@when("the {player:Player} player puts {number:plural:die|dice} into attack")
def _(ls1_world: World, player: Player, number: int) -> None:
    ls1_world.act(player, a.Split(number))


@when("the {player:Player} player puts {number:plural:die|dice} into attack with {weapon:Card}")
def _(ls1_world: World, player: Player, number: int, weapon: str) -> None:
    """The attacked hero names the melee weapon it uses, if it wears two (LS1-C.17)."""
    ls1_world.act(player, a.Split(number, weapon))


@when("the {player:Player} player ends the activation")
def _(ls1_world: World, player: Player) -> None:
    ls1_world.act(player, a.EndActivation())


@when("the {player:Player} player ends the turn")
def _(ls1_world: World, player: Player) -> None:
    ls1_world.act(player, a.EndTurn())


# When: the cards


@when("the {player:Player} player summons {card:Card} at {at:Point}")
def _(ls1_world: World, player: Player, card: str, at: Point) -> None:
    ls1_world.act(player, a.Summon(card, at))


@when("the {player:Player} player casts {card:Card} on the creature at {at:Point}")
def _(ls1_world: World, player: Player, card: str, at: Point) -> None:
    ls1_world.act(player, a.CastSpell(card, target=ls1_world.at(at).id))


@when("the {player:Player} player casts {card:Card} at {at:Point}")
def _(ls1_world: World, player: Player, card: str, at: Point) -> None:
    ls1_world.act(player, a.CastSpell(card, at=at))


@when("the {player:Player} player casts {card:Card} on the enemy's {building:Card}")
def _(ls1_world: World, player: Player, card: str, building: str) -> None:
    city = ls1_world.state.camp(player.opponent).city
    index = next((i for i, b in enumerate(city) if b.card == building), len(city))
    ls1_world.act(player, a.CastSpell(card, building=index))


@when("the {player:Player} player equips {card:Card}")
def _(ls1_world: World, player: Player, card: str) -> None:
    ls1_world.act(player, a.Equip(card))


@when("the {player:Player} player equips {card:Card} in place of {old:Card}")
def _(ls1_world: World, player: Player, card: str, old: str) -> None:
    ls1_world.act(player, a.Equip(card, replaces=old))


@when("the {player:Player} player plays the tactic {card:Card}")
def _(ls1_world: World, player: Player, card: str) -> None:
    ls1_world.act(player, a.SetTactic(card))


@when("the {player:Player} player reveals {card:Card}")
def _(ls1_world: World, player: Player, card: str) -> None:
    ls1_world.act(player, a.Reveal(card))


@when("the {player:Player} player lets {card:Card} pass")
def _(ls1_world: World, player: Player, card: str) -> None:
    ls1_world.act(player, a.LetPass(card))


@when("the {player:Player} player takes the armour tokens from: {cards:Cards}")
def _(ls1_world: World, player: Player, cards: list[str]) -> None:
    """One relic for each point of the hit that the relics take (LS1-15.6, LS1-C.19)."""
    points = tuple(c for c in cards if c is not None)  # "-" lists none
    ls1_world.act(player, a.Absorb(points))


@when("the {player:Player} player orders the relics: {cards:Cards}")
def _(ls1_world: World, player: Player, cards: list[str]) -> None:
    """The whole ordering: each relic gives up all its tokens before the next (LS1-C.19)."""
    order = tuple(c for c in cards if c is not None)  # "-" lists none
    ls1_world.act(player, lambda state: a.Absorb(points_in_order(state, order)))


@when("the {player:Player} player builds {card:Card}")
def _(ls1_world: World, player: Player, card: str) -> None:
    ls1_world.act(player, a.Build(card))


@when("the {player:Player} player builds nothing")
def _(ls1_world: World, player: Player) -> None:
    ls1_world.act(player, a.SkipBuilding())


@when("the {player:Player} player lays {card:Card} at {at:Point}")
def _(ls1_world: World, player: Player, card: str, at: Point) -> None:
    ls1_world.act(player, a.PlaceTerrain(card, at))


# When: setting up a game


@when("a game starts with the decks as stacked")
def _(ls1_world: World) -> None:
    world = ls1_world
    base = world.set_up()
    heroes = {p: base.camp(p).hero for p in Player}
    expect(all(heroes.values()), "each player needs a hero card: state it in 'Given the heroes:'")
    decks = {p: base.camp(p).deck.cards for p in Player}
    dice = ScriptedDice(world.script)
    world.script = []
    try:
        game = new_game(base.cards, heroes, decks, dice, ruleset=world.ruleset, shuffle=False)
        dice.assert_exhausted()
    except ScriptError as error:
        raise world.script_failure(error) from None
    world.playing = True
    world.game = game


@when("the {player:Player} player places the hero at {at:Point}")
def _(ls1_world: World, player: Player, at: Point) -> None:
    ls1_world.act(player, a.PlaceHero(at))


@when("the {player:Player} player keeps the hand")
def _(ls1_world: World, player: Player) -> None:
    ls1_world.act(player, a.Mulligan(()))


@when("the {player:Player} player puts back {cards:Cards}")
def _(ls1_world: World, player: Player, cards: list[str]) -> None:
    cards = listed(cards)
    ls1_world.act(player, a.Mulligan(tuple(cards)))
